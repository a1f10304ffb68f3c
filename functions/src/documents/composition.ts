import { directory } from '../contacts/composition';
import { DocumentAccess } from './document-access';
import { ContactsRepository } from '../contacts/contacts.repository';
import { clock } from '../platform/clock';
import { DocumentTypesRepository } from './document-types.repository';
import { DocumentTypesService } from './document-types.service';
import { DocumentBlobs, DocumentsRepository } from './documents.repository';
import { UploadsService } from './uploads.service';
import { extractionStarter } from '../metadata/starter.composition';
import { disputes } from '../disputes/composition';

/** The document types service, built once. */
export const documentTypes = new DocumentTypesService(new DocumentTypesRepository(), clock);

/** Whose documents a caller sees (the directory's rule applied to suppliers). */
export const documentAccess = new DocumentAccess(directory, new ContactsRepository(), new DocumentsRepository());

/** The direct upload: SAS for one blob, then the checked document record. */
export const uploads = new UploadsService(new DocumentsRepository(), new DocumentBlobs(), new DocumentTypesRepository(), new ContactsRepository(), clock, documentAccess, extractionStarter, disputes);

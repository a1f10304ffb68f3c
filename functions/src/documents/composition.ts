import { clock } from '../platform/clock';
import { DocumentTypesRepository } from './document-types.repository';
import { DocumentTypesService } from './document-types.service';

/** The document types service, built once. */
export const documentTypes = new DocumentTypesService(new DocumentTypesRepository(), clock);

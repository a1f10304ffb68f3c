import { ContactsRepository } from '../contacts/contacts.repository';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { DocumentsQueryRepository } from '../documents/documents-query.repository';
import { DocumentsRepository } from '../documents/documents.repository';
import { SystemDocumentsService } from './system-documents.service';
import { TenantsRepository } from './tenants.repository';

/** The administration area's system documents, built once. */
export const systemDocuments = new SystemDocumentsService(new DocumentTypesRepository(), new DocumentsQueryRepository(), new DocumentsRepository(), new ContactsRepository(), new TenantsRepository());

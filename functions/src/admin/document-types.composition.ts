import { DocumentTypesRepository } from '../documents/document-types.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { DocumentTypesAdminService } from './document-types.service';

/** The document type configuration service, built once. */
export const documentTypesAdmin = new DocumentTypesAdminService(new DocumentTypesRepository(), new EventLog(clock), clock);

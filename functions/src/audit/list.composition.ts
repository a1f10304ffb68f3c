import { documentAccess } from '../documents/composition';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { DocumentsRepository } from '../documents/documents.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { AuditListRepository } from './list.repository';
import { AuditListService } from './list.service';
import { AuditTagsRepository } from './tags.repository';
import { AuditTagsService } from './tags.service';

/** The audit lists and their tags, built once. */
export const auditLists = new AuditListService(documentAccess, new DocumentTypesRepository(), new AuditListRepository(), new AuditTagsRepository(), clock);

export const auditTags = new AuditTagsService(new AuditTagsRepository(), documentAccess, new DocumentsRepository(), new AuditListRepository(), new EventLog(clock), clock);

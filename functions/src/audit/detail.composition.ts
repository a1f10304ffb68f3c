import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { directory } from '../contacts/composition';
import { ContactsRepository } from '../contacts/contacts.repository';
import { disputes } from '../disputes/composition';
import { documentAccess } from '../documents/composition';
import { documentChanges } from '../documents/document-detail.composition';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { DocumentsRepository } from '../documents/documents.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { ContractRecordsRepository } from './contract-records.repository';
import { AuditDetailService } from './detail.service';

/** The audit detail: the contract form, the admin capture and the rejects, built once. */
export const auditDetail = new AuditDetailService(
  documentAccess,
  directory,
  new DocumentsRepository(),
  new DocumentTypesRepository(),
  new ContactsRepository(),
  new TenantsRepository(),
  new UsersRepository(),
  new ContractRecordsRepository(),
  documentChanges,
  disputes,
  new EventLog(clock),
  clock,
);

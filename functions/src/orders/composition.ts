import { ContractRecordsRepository } from '../audit/contract-records.repository';
import { ComplianceRepository } from '../compliance/compliance.repository';
import { directory } from '../contacts/composition';
import { ContactsRepository } from '../contacts/contacts.repository';
import { ContractsRepository } from '../contracts/contracts.repository';
import { documentAccess } from '../documents/composition';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** The service orders, built once. */
export const orders = new OrdersService(
  new OrdersRepository(),
  new ContactsRepository(),
  directory,
  documentAccess,
  new ContractRecordsRepository(),
  new ContractsRepository(),
  new ComplianceRepository(),
  new EventLog(clock),
  clock,
);

import { ComplianceRepository } from '../compliance/compliance.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { documentAccess } from '../documents/composition';
import { clock } from '../platform/clock';
import { ContractsRepository } from './contracts.repository';
import { ContractsService } from './contracts.service';

/** The contracts list, built once. */
export const contracts = new ContractsService(documentAccess, new ContactsRepository(), new ContractsRepository(), new ComplianceRepository(), clock);

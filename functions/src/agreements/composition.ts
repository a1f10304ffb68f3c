import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { EventLog } from '../platform/events';
import { AgreementsRepository } from './agreements.repository';
import { AgreementsService } from './agreements.service';

/** The agreements service, built once. */
export const agreements = new AgreementsService(
  new AgreementsRepository(),
  new TenantsRepository(),
  new UsersRepository(),
  new ContactsRepository(),
  new EventLog(clock),
  clock,
  () => getConfig().supportEmail,
);

import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { TenantCounters } from './counters.repository';
import { TenantsRepository } from './tenants.repository';
import { AdminUsersRepository } from './users.repository';
import { AdminUsersService } from './users.service';

/** The admin users service, built once with the app clock (tests move it with useClock). */
export const adminUsers = new AdminUsersService(new UsersRepository(), new AdminUsersRepository(), new ContactsRepository(), new TenantsRepository(), new TenantCounters(), new EventLog(clock), clock);

import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { TargetRule } from './targets';

/** The contacts service, built once. */
export const contacts = new ContactsService(new UsersRepository(), new TargetRule(new ContactsRepository(), new TenantsRepository()));

import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { DirectoryService } from './directory.service';
import { TargetRule } from './targets';

/** The contacts service, built once. */
const targets = new TargetRule(new ContactsRepository(), new TenantsRepository());
export const contacts = new ContactsService(new UsersRepository(), targets);

/** The directory (contacts list and detail), built once. */
export const directory = new DirectoryService(new ContactsRepository(), new UsersRepository(), targets);

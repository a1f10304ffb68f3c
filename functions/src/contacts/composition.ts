import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { ContactEditingService, IdentifierEditing } from './contact-editing.service';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { IdentifierTypesRepository } from './identifier-types.repository';
import { DirectoryService } from './directory.service';
import { TargetRule } from './targets';

/** The contacts service, built once. */
const targets = new TargetRule(new ContactsRepository(), new TenantsRepository());
export const contacts = new ContactsService(new UsersRepository(), targets);

/** The directory (contacts list and detail), built once. */
export const directory = new DirectoryService(new ContactsRepository(), new UsersRepository(), targets);

/** Changes to a contact's detail (contact-editing.service.ts), built once. */
export const contactEditing = new ContactEditingService(new ContactsRepository(), new UsersRepository(), directory, new EventLog(clock));

/** A contact's identifiers and the tenant's catalog of identifier types. */
export const identifierEditing = new IdentifierEditing(contactEditing, new IdentifierTypesRepository());

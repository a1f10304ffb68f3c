import { directory } from '../contacts/composition';
import { SystemContactsService } from './system-contacts.service';
import { SystemScope } from './system-scope';
import { TenantsRepository } from './tenants.repository';

/** The administration area's contacts, built once. */
export const systemContacts = new SystemContactsService(directory, new SystemScope(new TenantsRepository()));

import { ContactsRepository } from '../contacts/contacts.repository';
import { directory } from '../contacts/composition';
import { clock } from '../platform/clock';
import { PeriodsRepository } from './periods.repository';
import { PeriodsService } from './periods.service';

/** The supplier periods service, built once, with the directory's visibility rule (decision 008). */
export const periods = new PeriodsService(new PeriodsRepository(), new ContactsRepository(), directory, clock);

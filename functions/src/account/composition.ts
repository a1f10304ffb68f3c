import { accounts, throttle } from '../auth/composition';
import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { AccountService } from './account.service';

/** 'Mi cuenta', built once on the identity services it reuses. */
export const account = new AccountService(new UsersRepository(), new ContactsRepository(), accounts, throttle, new EventLog(clock), clock);

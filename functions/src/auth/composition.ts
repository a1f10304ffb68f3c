import { TenantsRepository } from '../admin/tenants.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { features } from '../features/composition';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { sendMail } from '../platform/mail';
import { enqueue } from '../platform/queues';
import { AccountsService } from './accounts.service';
import { AuthService } from './auth.service';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { RecoveryService } from './recovery.service';
import { SessionService } from './session.service';
import { SessionsRepository } from './sessions.repository';
import { SsoRepository } from './sso.repository';
import { SsoService } from './sso.service';
import { ThrottleRepository } from './throttle.repository';
import { ThrottleService } from './throttle.service';
import { TwoFactorService } from './two-factor.service';
import { UsersRepository } from './users.repository';

/** The identity services, built once with their repositories and the app clock (tests move it with useClock). */
const users = new UsersRepository();
const tenants = new TenantsRepository();
const events = new EventLog(clock);
export const throttle = new ThrottleService(new ThrottleRepository(), clock);

export const sessions = new SessionService(new SessionsRepository(), users, tenants, features, clock);
export const twoFactor = new TwoFactorService(users, throttle, events, sendMail, clock);
export const auth = new AuthService(users, tenants, new ContactsRepository(), sessions, twoFactor, throttle, features, events, clock);
export const recovery = new RecoveryService(users, new PasswordResetsRepository(), throttle, events, sendMail, enqueue, clock);
export const invitations = new InvitationsService(users, new InvitationsRepository(), tenants, events, sendMail, clock);
export const accounts = new AccountsService(users, sessions, events);
export const sso = new SsoService(new SsoRepository(), tenants, users, sessions, events, clock);

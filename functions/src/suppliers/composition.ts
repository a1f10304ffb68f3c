import { TenantsRepository } from '../admin/tenants.repository';
import { InvitationsRepository } from '../auth/invitations.repository';
import { ThrottleRepository } from '../auth/throttle.repository';
import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { directory } from '../contacts/composition';
import { IdentifierTypesRepository } from '../contacts/identifier-types.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { sendMail } from '../platform/mail';
import { OnboardingService } from './onboarding.service';
import { RegistrationService } from './registration.service';
import { RegistrationThrottle } from './registration-throttle';
import { SupplierInvitationsRepository } from './supplier-invitations.repository';

/** The onboarding and registration services, built once with the app clock (tests move it with useClock). */
const users = new UsersRepository();
const contacts = new ContactsRepository();
const tenants = new TenantsRepository();
const events = new EventLog(clock);
const supplierInvitations = new SupplierInvitationsRepository();

export const onboarding = new OnboardingService(users, contacts, directory, new InvitationsRepository(), supplierInvitations, tenants, events, sendMail, clock, new IdentifierTypesRepository());
export const registration = new RegistrationService(users, contacts, supplierInvitations, new RegistrationThrottle(new ThrottleRepository(), clock), events, clock);

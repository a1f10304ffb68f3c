import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { ComplianceRepository } from '../compliance/compliance.repository';
import { clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { EventLog } from '../platform/events';
import { sendMail } from '../platform/mail';
import { ReminderAudienceRepository, RemindersLedger } from './reminders.repository';
import { RemindersService } from './reminders.service';

/** The reminder e-mails, built once (the daily timer and the three calls share it). */
export const reminders = new RemindersService({
  audience: new ReminderAudienceRepository(),
  ledger: new RemindersLedger(),
  compliance: new ComplianceRepository(),
  users: new UsersRepository(),
  tenants: new TenantsRepository(),
  sendMail,
  events: new EventLog(clock),
  clock,
  baseUrl: () => getConfig().publicBaseUrl,
});

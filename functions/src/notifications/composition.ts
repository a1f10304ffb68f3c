import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { TargetRule } from '../contacts/targets';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { enqueue } from '../platform/queues';
import { AttachmentsRepository } from './attachments.repository';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { RecipientsRepository } from './recipients.repository';

/**
 * The notifications service, built once. Other areas notify users through it:
 * `notifications.notifyUser(scope, userId, { type: 'document:rejected', title, content, metadata, key })`.
 */
const contactsRepository = new ContactsRepository();

export const notifications = new NotificationsService(
  new NotificationsRepository(),
  new RecipientsRepository(),
  contactsRepository,
  new UsersRepository(),
  new TargetRule(contactsRepository, new TenantsRepository()),
  new AttachmentsRepository(),
  enqueue,
  new EventLog(clock),
  clock,
);

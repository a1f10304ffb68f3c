import { UsersRepository } from '../auth/users.repository';
import { ContactsRepository } from '../contacts/contacts.repository';
import { notifications } from '../notifications/composition';
import { clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { EventLog } from '../platform/events';
import { sendMail } from '../platform/mail';
import { enqueue } from '../platform/queues';
import { documentsList } from './documents-list.composition';
import { DocumentsQueryRepository } from './documents-query.repository';
import { ExportBlobs, ExportJobsRepository } from './export.repository';
import { ExportService } from './export.service';

/** The password-protected export, built once (the HTTP calls and the exports queue share it). */
export const documentsExport = new ExportService(
  new ExportJobsRepository(),
  new ExportBlobs(),
  documentsList,
  new DocumentsQueryRepository(),
  new ContactsRepository(),
  new UsersRepository(),
  notifications,
  sendMail,
  enqueue,
  new EventLog(clock),
  clock,
  () => getConfig().sessionSigningKey,
);

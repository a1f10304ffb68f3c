import { TenantsRepository } from '../admin/tenants.repository';
import { supplierChanged } from '../compliance/compliance-changes';
import { ContactsRepository } from '../contacts/contacts.repository';
import { documentAccess } from '../documents/composition';
import { notifications } from '../notifications/composition';
import { RecipientsRepository } from '../notifications/recipients.repository';
import { clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { EventLog } from '../platform/events';
import { downloadSat69b, Sat69bWatch } from './sat69b.service';
import { Sat69bSnapshotsRepository, WatchedSuppliersRepository } from './sat69b.repository';

/** The SAT 69-B watch, built once (the timer, the two calls and the local seed share it). */
export const sat69bWatch = new Sat69bWatch({
  snapshots: new Sat69bSnapshotsRepository(),
  suppliers: new WatchedSuppliersRepository(),
  contacts: new ContactsRepository(),
  recipients: new RecipientsRepository(),
  notifications,
  tenants: new TenantsRepository(),
  access: documentAccess,
  events: new EventLog(clock),
  clock,
  url: () => getConfig().sat69bUrl,
  download: downloadSat69b,
  supplierChanged,
});

import { UsersRepository } from '../auth/users.repository';
import { directory } from '../contacts/composition';
import { ContactsRepository } from '../contacts/contacts.repository';
import { DocumentAccess } from '../documents/document-access';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { DocumentsRepository } from '../documents/documents.repository';
import { notifications } from '../notifications/composition';
import { RecipientsRepository } from '../notifications/recipients.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { DisputeAttachmentsRepository, DisputesRepository } from './disputes.repository';
import { DisputesService } from './disputes.service';

/**
 * The disputes service, built once. documents/composition.ts wires its hooks into the uploads and the status
 * change, so this file builds its own DocumentAccess (the same rule) instead of importing that one: no cycle.
 */
export const disputes = new DisputesService(
  new DisputesRepository(),
  new DisputeAttachmentsRepository(),
  new DocumentAccess(directory, new ContactsRepository(), new DocumentsRepository()),
  new DocumentsRepository(),
  new DocumentTypesRepository(),
  new UsersRepository(),
  new RecipientsRepository(),
  notifications,
  new EventLog(clock),
  clock,
);

import { UsersRepository } from '../auth/users.repository';
import { disputes } from '../disputes/composition';
import { notifications } from '../notifications/composition';
import { RecipientsRepository } from '../notifications/recipients.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { documentAccess } from './composition';
import { DocumentChangesService } from './document-changes.service';
import { DocumentDetailRepository } from './document-detail.repository';
import { DocumentDetailService } from './document-detail.service';
import { DocumentTypesRepository } from './document-types.repository';
import { DocumentsRepository } from './documents.repository';

/** The document detail and the editors' changes, built once (kept beside composition.ts, which other areas share). */
export const documentDetail = new DocumentDetailService(documentAccess, new DocumentDetailRepository(), new DocumentTypesRepository(), new UsersRepository());

export const documentChanges = new DocumentChangesService(
  documentAccess,
  new DocumentsRepository(),
  new DocumentTypesRepository(),
  new UsersRepository(),
  new RecipientsRepository(),
  notifications,
  new EventLog(clock),
  clock,
  disputes,
);

import { ContactsRepository } from '../contacts/contacts.repository';
import { clock } from '../platform/clock';
import { documentAccess } from './composition';
import { DocumentTypesRepository } from './document-types.repository';
import { SlotsRepository } from './slots.repository';
import { SlotsService } from './slots.service';

/** The required-document slots (derived on read), built once. */
export const slots = new SlotsService(new SlotsRepository(), new DocumentTypesRepository(), new ContactsRepository(), documentAccess, clock);

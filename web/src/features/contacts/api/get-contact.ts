import { contactDetailSchema, type ContactDetail } from '@expediente/contracts/contacts/contacts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { contactDetailKey } from './contact-keys';

/**
 * GET /api/contacts/{id} (part 2 §2.2): the contact with its phones, e-mails, addresses, members and groups; a 404
 * for a contact the user may not see. Checked with contracts' zod schema: this page is its own lazy chunk.
 */
export function getContact(key: string, signal?: AbortSignal): Promise<ContactDetail> {
  return apiFetch(key, { schema: contactDetailSchema, signal });
}

export function useContact(id: string) {
  return useSWR<ContactDetail, ApiClientError>(contactDetailKey(id), getContact);
}

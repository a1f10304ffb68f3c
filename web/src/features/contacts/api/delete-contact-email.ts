import { contactChangeResponseSchema, type ItemDeleteRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/emails/delete (by ordinal): the contact as it now is, with its new etag. */
export function deleteContactEmail(id: string, body: ItemDeleteRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/emails/delete`, { method: 'POST', body, schema: contactChangeResponseSchema });
}

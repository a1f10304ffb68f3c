import { contactChangeResponseSchema, type ItemDeleteRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/contacts/{id}/addresses (by ordinal): the contact as it now is, with its new etag. */
export function deleteContactAddress(id: string, body: ItemDeleteRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/addresses`, { method: 'DELETE', body, schema: contactChangeResponseSchema });
}

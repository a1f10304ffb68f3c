import { contactChangeResponseSchema, type ItemDeleteRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/contacts/{id}/phones (by ordinal): the contact as it now is, with its new etag. */
export function deleteContactPhone(id: string, body: ItemDeleteRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/phones`, { method: 'DELETE', body, schema: contactChangeResponseSchema });
}

import { contactChangeResponseSchema, type StatusUpdateRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/status/update (part 2 §4: L inactive, U active): the contact as it now is, with its new etag. */
export function updateContactStatus(id: string, body: StatusUpdateRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/status/update`, { method: 'POST', body, schema: contactChangeResponseSchema });
}

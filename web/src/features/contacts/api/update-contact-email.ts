import { contactChangeResponseSchema, type EmailRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/emails/update (by ordinal): the contact as it now is, with its new etag. */
export function updateContactEmail(id: string, body: EmailRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/emails/update`, { method: 'POST', body, schema: contactChangeResponseSchema });
}

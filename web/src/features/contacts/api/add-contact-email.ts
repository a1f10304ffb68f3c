import { contactChangeResponseSchema, type EmailRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/emails/add (answers the new ordinal): the contact as it now is, with its new etag. */
export function addContactEmail(id: string, body: EmailRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/emails/add`, { method: 'POST', body, schema: contactChangeResponseSchema });
}

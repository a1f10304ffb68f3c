import { contactChangeResponseSchema, type GeneralInfoRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/{id}/general-info/update (part 2 §7): the contact as it now is, with its new etag. */
export function updateGeneralInfo(id: string, body: GeneralInfoRequest) {
  return apiFetch(`/api/contacts/${encodeURIComponent(id)}/general-info/update`, { method: 'POST', body, schema: contactChangeResponseSchema });
}

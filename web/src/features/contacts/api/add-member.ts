import { memberAddResponseSchema, type MemberAddRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/add (part 2 §7): the new member's key and the owner as it now is; 409 for an RFC in use. */
export function addMember(body: MemberAddRequest) {
  return apiFetch('/api/contacts/add', { method: 'POST', body, schema: memberAddResponseSchema });
}

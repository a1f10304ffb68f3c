import { identifierChangeResponseSchema, type IdentifierAddRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/identifiers/add (part 2 §7): the identifier (a new key also adds its type), with the contact now. */
export function addIdentifier(body: IdentifierAddRequest) {
  return apiFetch('/api/identifiers/add', { method: 'POST', body, schema: identifierChangeResponseSchema });
}

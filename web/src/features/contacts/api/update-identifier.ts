import { identifierChangeResponseSchema, type IdentifierUpdateRequest } from '@expediente/contracts/contacts/contact-editing';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/identifiers/update (part 2 §7): a 409 when the value is no longer `previousValue`. */
export function updateIdentifier(body: IdentifierUpdateRequest) {
  return apiFetch('/api/identifiers/update', { method: 'PUT', body, schema: identifierChangeResponseSchema });
}

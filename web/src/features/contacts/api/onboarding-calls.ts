import {
  addSupplierResponseSchema,
  internalInviteResponseSchema,
  supplierContactInviteResponseSchema,
  supplierInviteResponseSchema,
  type AddSupplierRequest,
  type InternalInviteRequest,
  type SupplierContactInviteRequest,
  type SupplierInviteRequest,
} from '@expediente/contracts/suppliers/suppliers';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/contacts/invite: an internal contact, invited by e-mail (part 2 §3 invite payload). */
export function inviteInternalContact(body: InternalInviteRequest) {
  return apiFetch('/api/contacts/invite', { method: 'POST', body, schema: internalInviteResponseSchema });
}

/** POST /api/invite: a supplier's contact; the answer carries the invitation link to copy. */
export function inviteSupplierContact(body: SupplierContactInviteRequest) {
  return apiFetch('/api/invite', { method: 'POST', body, schema: supplierContactInviteResponseSchema });
}

/** POST /api/suppliers/organizations/add: a 409 names the organization already registered with that RFC. */
export function addSupplier(body: AddSupplierRequest) {
  return apiFetch('/api/suppliers/organizations/add', { method: 'POST', body, schema: addSupplierResponseSchema });
}

/** POST /api/suppliers/invite: a supplier registration link (flag generate-invite-link). */
export function generateSupplierInvite(body: SupplierInviteRequest) {
  return apiFetch('/api/suppliers/invite', { method: 'POST', body, schema: supplierInviteResponseSchema });
}

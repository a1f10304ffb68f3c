import { redeemSupplierInviteResponseSchema, type RedeemSupplierInviteRequest } from '@expediente/contracts/suppliers/suppliers';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/suppliers/redeem-invite (part 2 §7): the supplier's registration with the link's token. */
export function redeemSupplierInvite(body: RedeemSupplierInviteRequest) {
  return apiFetch('/api/suppliers/redeem-invite', { method: 'POST', body, schema: redeemSupplierInviteResponseSchema, redirectOnUnauthorized: false });
}

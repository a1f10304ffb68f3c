import { internalInviteResponseSchema, supplierContactInviteResponseSchema } from '@expediente/contracts/suppliers/suppliers';
import type { Role } from '@expediente/contracts/shared/role-values';
import { apiFetch } from '../../../lib/api-client';

export type InviteInput = { email: string; firstName: string; lastName: string; role: Role; organizationPublicKey: string };

/**
 * One row of the grid: a supplier's contact through POST /api/invite (role 'supplier', the spec's bulk-invite call),
 * anyone else through POST /api/contacts/invite (the internal contact invite, which takes the other roles). Each
 * call keeps its own permission and rules on the server.
 */
export function sendInvite(input: InviteInput): Promise<unknown> {
  const { role, ...person } = input;
  if (role === 'Supplier') return apiFetch('/api/invite', { method: 'POST', body: { ...person, role: 'supplier' }, schema: supplierContactInviteResponseSchema });
  return apiFetch('/api/contacts/invite', { method: 'POST', body: { ...person, role }, schema: internalInviteResponseSchema });
}

import { hasPermission, type Permission } from '@expediente/contracts';
import { NotFoundError } from '../errors';
import type { TenantScope } from '../cosmos';
import type { Principal } from './principal';

/**
 * The tenant a call acts in (issue 16): the caller's own, or the one it names with `tenant` when the caller's role
 * holds `anyPermission` (the Developer's ':any' permissions). For anyone else another tenant's objects do not exist:
 * 404, as for a missing object. `other` says the named tenant is not the caller's, for callers that then check it
 * exists.
 */
export function namedTenant(principal: Principal, tenant: string | undefined, anyPermission: Permission): TenantScope & { other: boolean } {
  if (!tenant || tenant === principal.tenantId) return { tenantId: principal.tenantId, other: false };
  if (!hasPermission(principal.role, anyPermission)) throw new NotFoundError();
  return { tenantId: tenant, other: true };
}

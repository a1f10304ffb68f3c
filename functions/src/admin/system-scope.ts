import { namedTenant } from '../platform/auth/named-tenant';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import type { TenantsRepository } from './tenants.repository';

/**
 * Which tenant the system documents and contacts read (issue 16): the caller's, or the one named by `tenant` when the
 * caller holds read:tenants:any (the Developer, following another tenant's counter from /admin/tenants/{id}) — the
 * rule GET /api/users applies with manage:users:any. For anyone else, and for a tenant that does not exist, the named
 * tenant's objects do not exist (404).
 */
export class SystemScope {
  constructor(private readonly tenants: TenantsRepository) {}

  /**
   * The caller as seen inside the tenant read. The services scope every read by principal.tenantId; the callers that
   * get here hold read:admin and see their whole tenant, so nothing else of the principal decides what is read.
   */
  async principalIn(principal: Principal, tenant: string | undefined): Promise<Principal> {
    const scope = namedTenant(principal, tenant, 'read:tenants:any');
    if (!scope.other) return principal;
    if (!(await this.tenants.read(scope.tenantId))) throw new NotFoundError();
    return { ...principal, tenantId: scope.tenantId };
  }
}

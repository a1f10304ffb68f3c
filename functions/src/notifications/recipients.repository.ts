import type { UserItem } from '../auth/users.repository';
import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * Who receives a fan-out: active users of the tenant, all of them or those of some organizations. Reads the
 * `users` container (owned by auth/) with queries only; user writes stay in auth/users.repository.ts.
 */
export class RecipientsRepository {
  private readonly users = new TenantContainer<UserItem>('users');

  /** Ids of the active users of these organizations (companyId), or of the whole tenant when `companyIds` is 'all'. */
  async activeUserIds(scope: TenantScope, companyIds: readonly string[] | 'all'): Promise<string[]> {
    if (companyIds !== 'all' && companyIds.length === 0) return [];
    const users = await this.users.queryAll(scope, {
      pk: scope.tenantId,
      where: `c.type = 'user' AND c.status = 'active'${companyIds === 'all' ? '' : ' AND ARRAY_CONTAINS(@companies, c.companyId)'}`,
      parameters: companyIds === 'all' ? [] : [{ name: '@companies', value: [...companyIds] }],
    }, 100_000);
    return users.map((u) => u.id);
  }
}

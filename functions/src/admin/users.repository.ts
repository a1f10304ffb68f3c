import type { UserItem } from '../auth/users.repository';
import { TenantContainer, type Page, type TenantScope } from '../platform/cosmos';

/**
 * The admin list of a tenant's users (part 2 §2.9): one partition (the tenant's), searched by name or e-mail,
 * ordered by e-mail and paged by continuation token. Writes go through auth/users.repository.ts (the login index).
 */
export class AdminUsersRepository {
  private readonly users = new TenantContainer<UserItem>('users');

  search(scope: TenantScope, search: string | undefined, options: { pageSize: number; continuationToken?: string | undefined }): Promise<Page<UserItem>> {
    const text = search?.trim().toLowerCase();
    return this.users.query(scope, {
      pk: scope.tenantId,
      // Names keep their capitals as typed (LOWER); e-mails are stored lower-case.
      where: text ? "c.type = 'user' AND (CONTAINS(c.email, @q) OR CONTAINS(LOWER(c.displayName), @q))" : "c.type = 'user'",
      ...(text ? { parameters: [{ name: '@q', value: text }] } : {}),
      orderBy: 'c.email',
      pageSize: options.pageSize,
      ...(options.continuationToken ? { continuationToken: options.continuationToken } : {}),
    });
  }
}

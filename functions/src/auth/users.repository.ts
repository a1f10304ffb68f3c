import type { Role, UserStatus } from '@expediente/contracts';
import { PlatformContainer, TenantContainer, type TenantScope } from '../platform/cosmos';

export type UserItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'user';
  email: string;
  firstName: string;
  lastName1: string;
  lastName2?: string;
  displayName: string;
  primaryRole: Role;
  status: UserStatus;
  passwordHash?: string;
  /** The person contact of this user, and the organization (customer or supplier) they belong to. */
  personContactId: string;
  companyId: string;
  createdAt: string;
};

/** Global e-mail → user index: sign-in knows only the e-mail. */
export type LoginItem = { id: string; pk: string; type: 'login'; tenantId: string; userId: string };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class UsersRepository {
  private readonly users = new TenantContainer<UserItem>('users');
  private readonly logins = new PlatformContainer<LoginItem>('logins');

  read(scope: TenantScope, userId: string) {
    return this.users.read(scope, userId, scope.tenantId);
  }

  async findByEmail(email: string): Promise<UserItem | undefined> {
    const key = normalizeEmail(email);
    const login = await this.logins.read(key, key);
    if (!login) return undefined;
    return this.users.read({ tenantId: login.tenantId }, login.userId, login.tenantId);
  }

  /** Writes the user and its e-mail index entry (same e-mail cannot belong to two users). */
  async upsert(scope: TenantScope, user: Omit<UserItem, 'tenantId' | 'pk'>): Promise<UserItem> {
    const key = normalizeEmail(user.email);
    const saved = await this.users.upsert(scope, { ...user, email: key, pk: scope.tenantId });
    await this.logins.upsert({ id: key, pk: key, type: 'login', tenantId: scope.tenantId, userId: user.id });
    return saved;
  }

  list(scope: TenantScope, options: { pageSize?: number; continuationToken?: string } = {}) {
    return this.users.query(scope, { pk: scope.tenantId, where: "c.type = 'user'", orderBy: 'c.email', ...options });
  }
}

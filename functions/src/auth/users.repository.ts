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
  /** Single sign-on only: the password form answers requiresSSO (SSO itself arrives with its own issue). */
  ssoOnly?: boolean;
  /** Copied into every session; raising it ends them all (password change, disabling, a new role). */
  sessionVersion?: number;
  twoFactor?: TwoFactorState;
  /** Raised whenever 2FA is turned off, so remembered devices stop skipping the code. */
  twoFactorVersion?: number;
  /** When the supplier privacy notice and the CX/UX survey were accepted (agreements issue). */
  agreements?: { suppliersPrivacyNotice?: string; cxUxSurvey?: string };
  /** Reminder e-mails turned off by the user ('Recordatorios por correo' on /account, or a reminder's link; issue 17). */
  reminderEmailsOff?: boolean;
  /** The person contact of this user, and the organization (customer or supplier) they belong to. */
  personContactId: string;
  companyId: string;
  createdAt: string;
  _etag?: string;
};

/** TOTP (RFC 6238) state. The secret is kept as Cosmos keeps everything (encrypted at rest); see decision 002. */
export type TwoFactorState = {
  enabled: boolean;
  secret?: string;
  /** A secret shown by setup and not yet confirmed with a code. */
  pendingSecret?: string;
  /** The last time step accepted: codes of that step or earlier are refused, so a code works once. */
  lastTimeStep?: number;
  /** sha256 of each unused recovery code. */
  recoveryCodeHashes?: string[];
  enabledAt?: string;
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
    // Not an id Cosmos accepts (sign-in takes any text as the e-mail): no such user.
    // eslint-disable-next-line no-control-regex
    if (!key || key.length > 254 || /[/\\?#\u0000-\u001f\u007f]/.test(key)) return undefined;
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

  /** Replaces the user if nobody changed it since it was read (ETag); otherwise a ConflictError. */
  save(user: UserItem): Promise<UserItem> {
    if (!user._etag) throw new Error('save() needs a user read from storage (ETag)');
    return this.users.replace({ tenantId: user.tenantId }, user, user._etag);
  }

  list(scope: TenantScope, options: { pageSize?: number; continuationToken?: string } = {}) {
    return this.users.query(scope, { pk: scope.tenantId, where: "c.type = 'user'", orderBy: 'c.email', ...options });
  }
}

import { authMessages, type Role, type UserStatus } from '@expediente/contracts';
import { namedTenant } from '../platform/auth/named-tenant';
import type { Principal } from '../platform/auth/principal';
import type { TenantScope } from '../platform/cosmos';
import { ForbiddenError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import { hashPassword } from './password';
import type { SessionService } from './session.service';
import type { UserItem, UsersRepository } from './users.repository';

/**
 * Changes to an account that must end its sessions at once: a new password, a new status, a new role. Each
 * raises the user's sessionVersion, which every session of the user carries; the next request of an older
 * session finds the mismatch and ends it. The admin area's status and role calls use this service.
 */
/**
 * The tenant whose user an administrator's call acts on: the caller's, or the one named by `tenant` when the caller
 * holds manage:users:any (the Developer; the rule of GET /api/users). For anyone else another tenant's users do not
 * exist (404); an unknown tenant has no users, so it is a 404 too.
 */
export function managedUsersScope(principal: Principal, tenant: string | undefined): TenantScope {
  return { tenantId: namedTenant(principal, tenant, 'manage:users:any').tenantId };
}

export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly events: EventLog,
  ) {}

  /**
   * POST /api/changepassword: an administrator sets the password of a user of their own tenant (or, with
   * manage:users:any, of the tenant named); also 'Mi cuenta' (account/account.service.ts) once it has checked the
   * current password. Logged in the user's tenant.
   */
  async changePassword(principal: Principal, input: { email: string; password: string; tenant?: string | undefined }, from: EventOrigin): Promise<void> {
    const scope = managedUsersScope(principal, input.tenant);
    const user = await this.users.findByEmail(input.email);
    if (!user || user.tenantId !== scope.tenantId) throw new NotFoundError();
    // Otherwise an Admin could take over a Developer account, which can do more than an Admin.
    if (user.primaryRole === 'Developer' && principal.role !== 'Developer') throw new ForbiddenError(authMessages.developerOnly);
    const saved = await this.bumpSessions({ ...user, passwordHash: await hashPassword(input.password) });
    // Changing one's own password keeps the session it was done from.
    if (user.id === principal.userId) await this.sessions.adoptVersion(principal.sessionId, saved.sessionVersion ?? 0);
    await this.events.record(scope, {
      type: 'auth.password-changed',
      summary:
        user.id === principal.userId
          ? `Contraseña de ${user.email} cambiada por su titular; otras sesiones cerradas`
          : `Contraseña de ${user.email} cambiada por un administrador; sesiones cerradas`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { targetUserId: user.id, ...(scope.tenantId !== principal.tenantId ? { byTenant: principal.tenantId } : {}) },
    });
  }

  async changeStatus(user: UserItem, status: UserStatus, by: { userId: string; from: EventOrigin }): Promise<UserItem> {
    const saved = await this.bumpSessions({ ...user, status });
    await this.events.record(user, { type: 'auth.status-changed', summary: `Estatus de ${user.email}: ${status}; sesiones cerradas`, userId: by.userId, from: by.from, detail: { targetUserId: user.id, status } });
    return saved;
  }

  async changeRole(user: UserItem, role: Role, by: { userId: string; from: EventOrigin }): Promise<UserItem> {
    const saved = await this.bumpSessions({ ...user, primaryRole: role });
    await this.events.record(user, { type: 'auth.role-changed', summary: `Rol de ${user.email}: ${role}; sesiones cerradas`, userId: by.userId, from: by.from, detail: { targetUserId: user.id, role } });
    return saved;
  }

  private bumpSessions(user: UserItem): Promise<UserItem> {
    return this.users.save({ ...user, sessionVersion: (user.sessionVersion ?? 0) + 1 });
  }
}

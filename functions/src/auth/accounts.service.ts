import { authMessages, type Role, type UserStatus } from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
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
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly events: EventLog,
  ) {}

  /**
   * POST /api/changepassword: an administrator sets the password of a user of their own tenant; also 'Mi cuenta'
   * (account/account.service.ts) once it has checked the current password.
   */
  async changePassword(principal: Principal, input: { email: string; password: string }, from: EventOrigin): Promise<void> {
    const user = await this.users.findByEmail(input.email);
    if (!user || user.tenantId !== principal.tenantId) throw new NotFoundError();
    // Otherwise an Admin could take over a Developer account, which can do more than an Admin.
    if (user.primaryRole === 'Developer' && principal.role !== 'Developer') throw new ForbiddenError(authMessages.developerOnly);
    const saved = await this.bumpSessions({ ...user, passwordHash: await hashPassword(input.password) });
    // Changing one's own password keeps the session it was done from.
    if (user.id === principal.userId) await this.sessions.adoptVersion(principal.sessionId, saved.sessionVersion ?? 0);
    await this.events.record(principal, {
      type: 'auth.password-changed',
      summary:
        user.id === principal.userId
          ? `Contraseña de ${user.email} cambiada por su titular; otras sesiones cerradas`
          : `Contraseña de ${user.email} cambiada por un administrador; sesiones cerradas`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { targetUserId: user.id },
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

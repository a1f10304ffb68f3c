import { randomBytes } from 'node:crypto';
import type { TenantsRepository } from '../admin/tenants.repository';
import type { FeaturesService } from '../features/features.service';
import type { Principal } from '../platform/auth/principal';
import { signToken, verifyToken } from '../platform/auth/signed-tokens';
import type { Clock } from '../platform/clock';
import type { EventOrigin } from '../platform/events';
import type { SessionItem, SessionsRepository } from './sessions.repository';
import type { UserItem, UsersRepository } from './users.repository';

/**
 * Sessions: a signed token in a cookie names a server-side record, so a session can be ended at once (logout,
 * password change, disabling, a new role) by deleting the record or raising the user's sessionVersion.
 * 20 minutes without a request end it, 12 hours end it whatever; both are checked in code (the local Cosmos
 * server never applies TTL). See docs/decisions/002-sessions-and-csrf.md.
 */
export const SESSION_IDLE_MS = 20 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often, so a busy page does not write on every call. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export type NewSession = { sessionId: string; token: string; maxAgeSeconds: number };

export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly tenants: TenantsRepository,
    private readonly features: FeaturesService,
    private readonly clock: Clock,
  ) {}

  /** A new session (always a new id, so a session id planted before sign-in is worthless). */
  async start(user: UserItem, from: EventOrigin): Promise<NewSession> {
    const now = this.clock.now();
    const sessionId = randomBytes(24).toString('base64url');
    const expiresAt = now + SESSION_MAX_MS;
    await this.sessions.create({
      id: sessionId,
      pk: sessionId,
      type: 'session',
      userId: user.id,
      tenantId: user.tenantId,
      sessionVersion: user.sessionVersion ?? 0,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ttl: this.ttlSeconds(now, expiresAt),
      ip: from.ip,
      userAgent: from.userAgent,
    });
    const token = await signToken('session', { sub: user.id, sid: sessionId, tid: user.tenantId }, now, expiresAt);
    return { sessionId, token, maxAgeSeconds: SESSION_MAX_MS / 1000 };
  }

  /**
   * The caller of a session token, or undefined when the token is not genuine, the session ended or expired,
   * the user changed (sessionVersion) or is not active while the tenant does not let non-active users in.
   */
  async resume(token: string | undefined): Promise<Principal | undefined> {
    const now = this.clock.now();
    const claims = await verifyToken('session', token, now);
    const sessionId = typeof claims?.sid === 'string' ? claims.sid : undefined;
    if (!sessionId) return undefined;
    const session = await this.sessions.read(sessionId);
    if (!session || session.userId !== claims!.sub) return undefined;
    if (now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS) {
      await this.sessions.delete(sessionId);
      return undefined;
    }
    const user = await this.users.read({ tenantId: session.tenantId }, session.userId);
    if (!user || (user.sessionVersion ?? 0) !== session.sessionVersion || !(await this.mayEnter(user))) {
      await this.sessions.delete(sessionId);
      return undefined;
    }
    if (now - session.lastSeenAt >= LAST_SEEN_WRITE_INTERVAL_MS) {
      await this.sessions.upsert({ ...session, lastSeenAt: now, ttl: this.ttlSeconds(now, session.expiresAt) });
    }
    return { userId: user.id, tenantId: user.tenantId, role: user.primaryRole, status: user.status, sessionId, email: user.email, companyId: user.companyId };
  }

  /** Ends the session the token names; answers whose it was (for the event log), if anyone's. */
  async end(token: string | undefined): Promise<Pick<SessionItem, 'userId' | 'tenantId'> | undefined> {
    const claims = await verifyToken('session', token, this.clock.now());
    const sessionId = typeof claims?.sid === 'string' ? claims.sid : undefined;
    if (!sessionId) return undefined;
    const session = await this.sessions.read(sessionId);
    await this.sessions.delete(sessionId);
    return session && { userId: session.userId, tenantId: session.tenantId };
  }

  /** Keeps one session alive across a sessionVersion raise made by its own user (e.g. changing their password). */
  async adoptVersion(sessionId: string, sessionVersion: number): Promise<void> {
    const session = await this.sessions.read(sessionId);
    if (session) await this.sessions.upsert({ ...session, sessionVersion });
  }

  /**
   * Active users always; others only while their tenant has enable-status-blocking on (they then reach
   * userinfo and logout, every other call answers account_blocked).
   */
  async mayEnter(user: UserItem): Promise<boolean> {
    if (user.status === 'active') return true;
    return this.features.isOn(await this.tenants.read(user.tenantId), 'enable-status-blocking');
  }

  private ttlSeconds(now: number, expiresAt: number): number {
    return Math.max(1, Math.ceil(Math.min(SESSION_IDLE_MS + LAST_SEEN_WRITE_INTERVAL_MS, expiresAt - now) / 1000));
  }
}

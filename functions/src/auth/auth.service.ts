import { authMessages, roleLabels, type CurrentUser, type LoginRequest } from '@expediente/contracts';
import type { TenantsRepository } from '../admin/tenants.repository';
import { hasSignedCurrent } from '../agreements/agreement-status';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { FeaturesService } from '../features/features.service';
import type { Principal } from '../platform/auth/principal';
import { signToken, verifyToken } from '../platform/auth/signed-tokens';
import type { Clock } from '../platform/clock';
import { AppError, ConflictError, NotFoundError, UnauthorizedError } from '../platform/errors';
import { platformScope, type EventLog, type EventOrigin } from '../platform/events';
import { SignInError } from './auth-errors';
import { hashPassword, needsRehash, verifyPasswordOrDummy } from './password';
import type { NewSession, SessionService } from './session.service';
import type { ThrottleService } from './throttle.service';
import type { TwoFactorService } from './two-factor.service';
import { normalizeEmail, type UserItem, type UsersRepository } from './users.repository';

/**
 * Signing in: the password (scrypt, with a dummy check for unknown e-mails so both answers take the same time),
 * throttling per account and per address, single sign-on accounts, account status, the second factor, and the
 * session. Every attempt goes to the event log.
 */
export const TWO_FACTOR_PENDING_MS = 10 * 60_000;

export type SignInOutcome =
  | { kind: 'session'; session: NewSession }
  | { kind: 'two-factor'; pendingToken: string; maxAgeSeconds: number; email: string; returnUrl: string }
  | { kind: 'sso' };

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tenants: TenantsRepository,
    private readonly contacts: ContactsRepository,
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
    private readonly throttle: ThrottleService,
    private readonly features: FeaturesService,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  async signIn(
    input: LoginRequest & { returnUrl: string },
    from: EventOrigin,
    cookies: { device?: string | undefined; session?: string | undefined },
  ): Promise<SignInOutcome> {
    const email = normalizeEmail(input.email);
    const account = { kind: 'account' as const, value: email };
    const address = { kind: 'address' as const, value: from.ip };
    const user = await this.users.findByEmail(email);
    // A device this account signed in from with 2FA remembered is not held back by failures others cause on
    // the account (OWASP "device cookies"); the address count still applies to it.
    const trustedDevice = !!user && (await this.twoFactor.deviceRemembered(user, cookies.device));
    try {
      await this.throttle.check('sign-in', trustedDevice ? [address] : [account, address]);
    } catch (err) {
      await this.record(user, email, from, 'auth.sign-in-throttled', 'Inicio de sesión retenido por demasiados intentos');
      throw err;
    }

    const passwordOk = await verifyPasswordOrDummy(input.password, user?.passwordHash);
    const tenant = user && (await this.tenants.read(user.tenantId));
    if (user && (user.ssoOnly || tenant?.ssoRequired)) {
      await this.record(user, email, from, 'auth.sign-in-sso-required', 'Inicio de sesión con contraseña de una cuenta de inicio único');
      return { kind: 'sso' };
    }
    if (!user || !passwordOk) {
      await this.throttle.fail('sign-in', [account, address]);
      await this.record(user, email, from, 'auth.sign-in-failed', 'Inicio de sesión fallido', { reason: user ? 'wrong-password' : 'unknown-email' });
      throw new SignInError(authMessages.invalidCredentials);
    }
    await this.throttle.clear('sign-in', account);
    await this.upgradeHash(user, input.password);
    if (!(await this.sessions.mayEnter(user))) {
      await this.record(user, email, from, 'auth.sign-in-refused', 'Inicio de sesión de una cuenta no activa', { status: user.status });
      throw new SignInError(authMessages.accountNotActive);
    }
    if (this.twoFactor.isRequired(user) && !trustedDevice) {
      const now = this.clock.now();
      const pendingToken = await signToken(
        'two-factor',
        { sub: user.id, tid: user.tenantId, sv: user.sessionVersion ?? 0, ret: input.returnUrl },
        now,
        now + TWO_FACTOR_PENDING_MS,
      );
      await this.record(user, email, from, 'auth.two-factor-challenge', 'Contraseña correcta; se pidió el segundo factor');
      return { kind: 'two-factor', pendingToken, maxAgeSeconds: TWO_FACTOR_PENDING_MS / 1000, email: user.email, returnUrl: input.returnUrl };
    }
    const session = await this.sessions.start(user, from);
    // The browser's previous session, if any, ends: one browser, one session.
    await this.sessions.end(cookies.session);
    await this.record(user, email, from, 'auth.sign-in', 'Inicio de sesión', { twoFactor: trustedDevice ? 'remembered-device' : 'not-required' });
    return { kind: 'session', session };
  }

  /** Whether the first step's cookie is still good (signed, unexpired): without it /login-2fa goes back to /login. */
  async twoFactorPending(pendingToken: string | undefined): Promise<boolean> {
    return (await verifyToken('two-factor', pendingToken, this.clock.now())) !== undefined;
  }

  /** The second step: the pending token from the first, and a code (TOTP or recovery). */
  async completeTwoFactor(
    cookies: { twoFactor?: string | undefined; session?: string | undefined },
    input: { token: string; rememberClient: boolean },
    from: EventOrigin,
  ): Promise<{ session: NewSession; returnUrl: string; device?: { token: string; maxAgeSeconds: number } }> {
    const claims = await verifyToken('two-factor', cookies.twoFactor, this.clock.now());
    const user = claims && typeof claims.tid === 'string' ? await this.users.read({ tenantId: claims.tid }, claims.sub) : undefined;
    if (!claims || !user || claims.sv !== (user.sessionVersion ?? 0) || !this.twoFactor.isRequired(user)) {
      throw new UnauthorizedError(authMessages.twoFactorExpired);
    }
    const subjects = this.twoFactor.subjects(user.id, from);
    try {
      await this.throttle.check('two-factor', subjects);
    } catch (err) {
      await this.record(user, user.email, from, 'auth.two-factor-throttled', 'Código de verificación retenido por demasiados intentos');
      throw err;
    }
    const used = await this.twoFactor.consumeCode(user, input.token);
    if (!used) {
      await this.throttle.fail('two-factor', subjects);
      await this.record(user, user.email, from, 'auth.two-factor-failed', 'Código de verificación incorrecto o ya utilizado');
      throw new AppError(401, 'unauthorized', authMessages.twoFactorInvalid, { token: [authMessages.twoFactorInvalid] });
    }
    await this.throttle.clear('two-factor', subjects[0]!);
    if (!(await this.sessions.mayEnter(used.user))) throw new SignInError(authMessages.accountNotActive);
    const session = await this.sessions.start(used.user, from);
    await this.sessions.end(cookies.session);
    await this.record(used.user, used.user.email, from, 'auth.sign-in', 'Inicio de sesión con verificación en dos pasos', {
      twoFactor: used.method,
      rememberDevice: input.rememberClient,
    });
    return {
      session,
      returnUrl: typeof claims.ret === 'string' ? claims.ret : '/',
      ...(input.rememberClient ? { device: await this.twoFactor.rememberDevice(used.user) } : {}),
    };
  }

  async signOut(sessionToken: string | undefined, from: EventOrigin): Promise<void> {
    const ended = await this.sessions.end(sessionToken);
    if (ended) await this.events.record({ tenantId: ended.tenantId }, { type: 'auth.logout', summary: 'Cierre de sesión', userId: ended.userId, from });
  }

  /** GET /api/userinfo. */
  async currentUser(principal: Principal): Promise<CurrentUser> {
    const scope = { tenantId: principal.tenantId };
    const [user, tenant] = await Promise.all([this.users.read(scope, principal.userId), this.tenants.read(principal.tenantId)]);
    if (!user || !tenant) throw new NotFoundError();
    const mainGroup = tenant.mainGroupId ? await this.contacts.read(scope, tenant.mainGroupId) : undefined;
    return {
      tenantId: tenant.id,
      tenantName: tenant.displayName,
      publicKey: user.id,
      displayName: user.displayName,
      emailAddress: user.email,
      thumbnailUrl: null,
      firstName: user.firstName,
      lastName1: user.lastName1,
      lastName2: user.lastName2 || null,
      userName: user.email,
      fullName: [user.firstName, user.lastName1, user.lastName2].filter(Boolean).join(' '),
      primaryRole: user.primaryRole,
      primaryRoleDisplayName: roleLabels[user.primaryRole],
      userPK: user.id,
      userStatus: user.status,
      features: this.features.forUser(tenant, user.primaryRole),
      logoutRedirect: '/logout',
      biFilterKey: null,
      personCompanyPublicKey: user.companyId,
      agreeSuppliersPrivacyNotice: hasSignedCurrent(user, tenant, 'suppliersprivacynotice'),
      agreeCxUxSurvey: hasSignedCurrent(user, tenant, 'cx_ux_survey'),
      IsMemberMainGroup: !!mainGroup?.memberIds?.includes(user.companyId),
      twoFactorEnabled: this.twoFactor.isRequired(user),
    };
  }

  /** A hash made with older scrypt parameters is replaced while the password is at hand. */
  private async upgradeHash(user: UserItem, password: string): Promise<void> {
    if (!user.passwordHash || !needsRehash(user.passwordHash)) return;
    try {
      await this.users.save({ ...user, passwordHash: await hashPassword(password) });
    } catch (err) {
      // Someone changed the user meanwhile: keep their change; the next sign-in tries again.
      if (!(err instanceof ConflictError)) throw err;
    }
  }

  private record(user: UserItem | undefined, email: string, from: EventOrigin, type: string, summary: string, detail?: Record<string, string | number | boolean>) {
    return this.events.record(user ?? platformScope, {
      type,
      summary,
      ...(user ? { userId: user.id } : {}),
      email: email.slice(0, 254),
      from,
      ...(detail ? { detail } : {}),
    });
  }
}

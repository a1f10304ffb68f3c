import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { authMessages, type TwoFactorSetupResponse } from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import { signToken, verifyToken } from '../platform/auth/signed-tokens';
import type { Clock } from '../platform/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { sendMail } from '../platform/mail';
import { hashSecret } from './link-tokens';
import { twoFactorDisabledMail, twoFactorEnabledMail } from './mail-templates';
import { verifyPassword } from './password';
import type { ThrottleService } from './throttle.service';
import type { UserItem, UsersRepository } from './users.repository';

/**
 * Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30 s step, one step of drift either way), recovery
 * codes, and remembered devices. A code works once: the last accepted time step is stored and codes of that step
 * or earlier are refused. Recovery codes are stored as sha256 and removed when used.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const DEVICE_REMEMBER_MS = 30 * 24 * 60 * 60_000;
const ISSUER = 'Expediente';
// No 0/O or 1/I, which people mistype when copying codes from paper.
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const normalizeRecoveryCode = (code: string) => code.replace(/-/g, '').toUpperCase();
const recoveryHash = (userId: string, code: string) => hashSecret(`${userId}:${normalizeRecoveryCode(code)}`);

export class TwoFactorService {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: ThrottleService,
    private readonly events: EventLog,
    private readonly send: typeof sendMail,
    private readonly clock: Clock,
  ) {}

  isRequired(user: UserItem): boolean {
    return user.twoFactor?.enabled === true && !!user.twoFactor.secret;
  }

  /** A new secret to scan; it takes effect only when a code from it is confirmed. */
  async setup(principal: Principal): Promise<TwoFactorSetupResponse> {
    const user = await this.userOf(principal);
    if (this.isRequired(user)) throw new ConflictError(authMessages.twoFactorAlreadyEnabled);
    const secret = generateSecret();
    await this.users.save({ ...user, twoFactor: { enabled: false, pendingSecret: secret } });
    const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret, period: TOTP_PERIOD_SECONDS });
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { otpauthUri, secret, qrSvg };
  }

  /** A code of the pending secret turns 2FA on; the recovery codes are answered this once. */
  async confirm(principal: Principal, code: string, from: EventOrigin): Promise<string[]> {
    const subjects = this.subjects(principal.userId, from);
    await this.throttle.check('two-factor', subjects);
    const user = await this.userOf(principal);
    if (this.isRequired(user)) throw new ConflictError(authMessages.twoFactorAlreadyEnabled);
    const pending = user.twoFactor?.pendingSecret;
    if (!pending) throw new BadRequestError({ token: [authMessages.twoFactorNotStarted] });
    const step = await this.totpStep(pending, code);
    if (step === undefined) {
      await this.throttle.fail('two-factor', subjects);
      await this.record(user, from, 'auth.two-factor-confirm-failed', 'Código incorrecto al activar la verificación en dos pasos');
      throw new BadRequestError({ token: [authMessages.twoFactorInvalid] });
    }
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode());
    const at = new Date(this.clock.now()).toISOString();
    await this.users.save({
      ...user,
      twoFactor: { enabled: true, secret: pending, lastTimeStep: step, recoveryCodeHashes: codes.map((c) => recoveryHash(user.id, c)), enabledAt: at },
    });
    await this.throttle.clear('two-factor', subjects[0]!);
    await this.record(user, from, 'auth.two-factor-enabled', 'Verificación en dos pasos activada');
    await this.send(user, { to: user.email, ...twoFactorEnabledMail({ firstName: user.firstName, at }) });
    return codes;
  }

  /** Turning 2FA off asks for the password again; remembered devices stop skipping the code. */
  async disable(principal: Principal, password: string, from: EventOrigin): Promise<void> {
    const subjects = this.subjects(principal.email, from);
    await this.throttle.check('sign-in', subjects);
    const user = await this.userOf(principal);
    if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
      await this.throttle.fail('sign-in', subjects);
      await this.record(user, from, 'auth.two-factor-disable-failed', 'Contraseña incorrecta al desactivar la verificación en dos pasos');
      throw new BadRequestError({ password: [authMessages.wrongPassword] });
    }
    if (!this.isRequired(user)) throw new ConflictError(authMessages.twoFactorNotEnabled);
    const { twoFactor: _removed, ...rest } = user;
    await this.users.save({ ...rest, twoFactorVersion: (user.twoFactorVersion ?? 0) + 1 });
    await this.record(user, from, 'auth.two-factor-disabled', 'Verificación en dos pasos desactivada');
    await this.send(user, { to: user.email, ...twoFactorDisabledMail({ firstName: user.firstName, at: new Date(this.clock.now()).toISOString() }) });
  }

  /**
   * Checks a sign-in code (TOTP or a recovery code) and consumes it; answers the saved user, or undefined when
   * the code is wrong or already used (also when a concurrent request used it first).
   */
  async consumeCode(user: UserItem, code: string): Promise<{ user: UserItem; method: 'totp' | 'recovery-code' } | undefined> {
    const state = user.twoFactor;
    if (!state?.enabled || !state.secret) return undefined;
    try {
      if (/^\d{6}$/.test(code)) {
        const step = await this.totpStep(state.secret, code, state.lastTimeStep);
        if (step === undefined) return undefined;
        return { user: await this.users.save({ ...user, twoFactor: { ...state, lastTimeStep: step } }), method: 'totp' };
      }
      const hash = recoveryHash(user.id, code);
      const remaining = (state.recoveryCodeHashes ?? []).filter((h) => h !== hash);
      if (remaining.length === (state.recoveryCodeHashes ?? []).length) return undefined;
      return { user: await this.users.save({ ...user, twoFactor: { ...state, recoveryCodeHashes: remaining } }), method: 'recovery-code' };
    } catch (err) {
      if (err instanceof ConflictError) return undefined;
      throw err;
    }
  }

  /** 'No volver a preguntar en este dispositivo': a signed token for this user and this 2FA enrolment. */
  async rememberDevice(user: UserItem): Promise<{ token: string; maxAgeSeconds: number }> {
    const now = this.clock.now();
    const token = await signToken('device', { sub: user.id, tid: user.tenantId, tfv: user.twoFactorVersion ?? 0 }, now, now + DEVICE_REMEMBER_MS);
    return { token, maxAgeSeconds: DEVICE_REMEMBER_MS / 1000 };
  }

  /** Whether the device token was issued to this user since 2FA was last turned off. */
  async deviceRemembered(user: UserItem, deviceToken: string | undefined): Promise<boolean> {
    const claims = await verifyToken('device', deviceToken, this.clock.now());
    return !!claims && claims.sub === user.id && claims.tid === user.tenantId && claims.tfv === (user.twoFactorVersion ?? 0);
  }

  subjects(account: string, from: EventOrigin) {
    return [
      { kind: 'account' as const, value: account },
      { kind: 'address' as const, value: from.ip },
    ];
  }

  /** The time step a TOTP code belongs to (now, or one step either side), if it is later than `after`. */
  private async totpStep(secret: string, code: string, after?: number): Promise<number | undefined> {
    const result = await verify({
      secret,
      token: code,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(this.clock.now() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(after !== undefined ? { afterTimeStep: after } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }

  private async userOf(principal: Principal): Promise<UserItem> {
    const user = await this.users.read({ tenantId: principal.tenantId }, principal.userId);
    if (!user) throw new NotFoundError();
    return user;
  }

  private record(user: UserItem, from: EventOrigin, type: string, summary: string) {
    return this.events.record(user, { type, summary, userId: user.id, email: user.email, from });
  }
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

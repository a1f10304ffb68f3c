import { z } from 'zod';
import type { ResetPasswordRequest } from '@expediente/contracts';
import type { Clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { ConflictError, NotFoundError } from '../platform/errors';
import { platformScope, type EventLog, type EventOrigin } from '../platform/events';
import type { sendMail } from '../platform/mail';
import type { enqueue } from '../platform/queues';
import { queues } from '../platform/resources';
import { RequestFailedError } from './auth-errors';
import { matchesHash, newLinkToken } from './link-tokens';
import { passwordRecoveryMail } from './mail-templates';
import { hashPassword } from './password';
import type { PasswordResetsRepository } from './password-resets.repository';
import type { ThrottleService } from './throttle.service';
import { normalizeEmail, type UsersRepository } from './users.repository';

/**
 * Password recovery. The request only counts the attempt and queues it, whether or not the address exists, so
 * the answer (status, body and time) reveals nothing; the queue handler looks the address up, issues a
 * single-use link valid for one hour and e-mails it. A reset ends every session of the user.
 */
export const RECOVERY_LINK_MS = 60 * 60_000;

/** The mail-outbox message of a recovery request: no token or link, only what is needed to issue one. */
export const recoveryMessageSchema = z.object({
  tenantId: z.string(),
  kind: z.literal('password-recovery'),
  email: z.string().max(254),
  requestId: z.string().max(100),
  ip: z.string().max(64),
  userAgent: z.string().max(400),
});
export type RecoveryMessage = z.infer<typeof recoveryMessageSchema>;

export class RecoveryService {
  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly throttle: ThrottleService,
    private readonly events: EventLog,
    private readonly send: typeof sendMail,
    private readonly queue: typeof enqueue,
    private readonly clock: Clock,
  ) {}

  /** POST /api/forgotPassword: the same work for every address. */
  async request(email: string, from: EventOrigin, requestId: string): Promise<void> {
    const subjects = [
      { kind: 'account' as const, value: normalizeEmail(email) },
      { kind: 'address' as const, value: from.ip },
    ];
    try {
      await this.throttle.check('recovery', subjects);
    } catch (err) {
      await this.events.record(platformScope, { type: 'auth.recovery-throttled', summary: 'Recuperación de contraseña retenida por demasiadas solicitudes', email: normalizeEmail(email), from });
      throw err;
    }
    // Every request counts, so nobody can flood an inbox with recovery mail.
    await this.throttle.fail('recovery', subjects);
    const message: RecoveryMessage = { tenantId: platformScope.tenantId, kind: 'password-recovery', email: normalizeEmail(email), requestId, ...from };
    await this.queue(queues.mailOutbox, message);
  }

  /** The queue handler: issue and e-mail the link. Idempotent for a redelivered message. */
  async deliver(message: RecoveryMessage): Promise<void> {
    const from = { ip: message.ip, userAgent: message.userAgent };
    const user = await this.users.findByEmail(message.email);
    if (!user || !user.passwordHash || user.ssoOnly || user.status === 'pending' || user.status === 'removed') {
      await this.events.record(user ?? platformScope, {
        type: 'auth.recovery-requested',
        summary: 'Recuperación de contraseña solicitada para una cuenta que no puede recuperarla',
        email: message.email,
        from,
        detail: { outcome: user ? `not-recoverable:${user.status}` : 'unknown-email' },
      });
      return;
    }
    const existing = await this.resets.forUser(user, user.id);
    if (existing?.requestId === message.requestId && existing.mailed) return;
    const now = this.clock.now();
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(now + RECOVERY_LINK_MS).toISOString();
    const reset = { userId: user.id, tokenHash: hash, expiresAt, createdAt: new Date(now).toISOString(), requestId: message.requestId };
    await this.resets.upsert(user, { ...reset, mailed: false });
    const link = `${getConfig().publicBaseUrl}/account/reset-password?${new URLSearchParams({ t: token, e: user.email })}`;
    const sent = await this.send(user, { to: user.email, ...passwordRecoveryMail({ firstName: user.firstName, link, validMinutes: RECOVERY_LINK_MS / 60_000 }) });
    // A failed send is retried by the queue (and then goes to the poison queue); the unsent link is replaced.
    if (!sent.ok) throw new Error(`recovery mail not sent: ${sent.error}`);
    await this.resets.upsert(user, { ...reset, mailed: true });
    await this.events.record(user, { type: 'auth.recovery-requested', summary: 'Recuperación de contraseña solicitada', userId: user.id, email: user.email, from });
  }

  /** POST /api/resetpassword: the link's token, once, within the hour. */
  async reset(input: ResetPasswordRequest, from: EventOrigin): Promise<void> {
    const user = await this.users.findByEmail(input.email);
    const reset = user && (await this.resets.forUser(user, user.id));
    const valid = !!reset && matchesHash(input.code, reset.tokenHash) && Date.parse(reset.expiresAt) > this.clock.now();
    if (!user || !reset || !valid) {
      await this.events.record(user ?? platformScope, {
        type: 'auth.recovery-failed',
        summary: 'Restablecimiento de contraseña con un enlace no válido o vencido',
        email: normalizeEmail(input.email),
        from,
      });
      throw new RequestFailedError();
    }
    try {
      // Consumed first: if anything after fails, the link is spent rather than reusable.
      await this.resets.consume(reset);
    } catch (err) {
      if (err instanceof ConflictError || err instanceof NotFoundError) throw new RequestFailedError();
      throw err;
    }
    const passwordHash = await hashPassword(input.password);
    await this.users.save({ ...user, passwordHash, sessionVersion: (user.sessionVersion ?? 0) + 1 });
    await this.throttle.clear('sign-in', { kind: 'account', value: user.email });
    await this.events.record(user, { type: 'auth.recovery-completed', summary: 'Contraseña restablecida; sesiones cerradas', userId: user.id, email: user.email, from });
  }
}

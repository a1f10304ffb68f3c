import { tooManyAttemptsMessage } from '@expediente/contracts';
import type { ThrottleRepository } from '../auth/throttle.repository';
import { hashSecret } from '../auth/link-tokens';
import type { Clock } from '../platform/clock';
import { ConflictError, TooManyRequestsError } from '../platform/errors';

/**
 * The public registration calls (invite info, redeem) count every request per client address and per token in a
 * fixed window: past the limit they answer 429 with Retry-After until the window ends. Counting every request
 * (not only failures) also stops guessing tokens, which fails without a trace otherwise.
 */
export type RegistrationSubject = { kind: 'address' | 'token'; value: string };

const WINDOW_MS = 15 * 60_000;
export const registrationLimits: Record<RegistrationSubject['kind'], number> = { address: 30, token: 10 };

const ACTION = 'supplier-registration';
const rowKey = (s: RegistrationSubject) => `${s.kind}-${hashSecret(s.value).slice(0, 40)}`;

export class RegistrationThrottle {
  constructor(
    private readonly rows: ThrottleRepository,
    private readonly clock: Clock,
    private readonly limits = registrationLimits,
  ) {}

  /** Counts this request against each subject; a 429 when any of them is over its limit. */
  async hit(subjects: RegistrationSubject[]): Promise<void> {
    const waits = await Promise.all(subjects.map((s) => this.hitOne(s)));
    const waitMs = Math.max(0, ...waits);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyRequestsError(tooManyAttemptsMessage(seconds), seconds);
    }
  }

  /** Milliseconds to wait (0: allowed). */
  private async hitOne(subject: RegistrationSubject): Promise<number> {
    const key = rowKey(subject);
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.clock.now();
      const row = await this.rows.get(ACTION, key);
      // failures = requests in the window; lastFailureAt = when the window started.
      const fresh = !row || now - Date.parse(row.lastFailureAt) >= WINDOW_MS;
      const count = (fresh ? 0 : row.failures) + 1;
      const start = fresh ? now : Date.parse(row.lastFailureAt);
      const next = { failures: count, lastFailureAt: new Date(start).toISOString(), blockedUntil: new Date(start + WINDOW_MS).toISOString() };
      try {
        if (row) await this.rows.replace(ACTION, key, next, row.etag);
        else await this.rows.insert(ACTION, key, next);
      } catch (err) {
        if (err instanceof ConflictError) continue;
        throw err;
      }
      return count > this.limits[subject.kind] ? start + WINDOW_MS - now : 0;
    }
    return 0;
  }
}

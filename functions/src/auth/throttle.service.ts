import { tooManyAttemptsMessage } from '@expediente/contracts';
import type { Clock } from '../platform/clock';
import { ConflictError, TooManyRequestsError } from '../platform/errors';
import { hashSecret } from './link-tokens';
import type { ThrottleRepository, ThrottleRow } from './throttle.repository';

/**
 * Growing delays after failures, per account and per client address: the first `free` failures within the
 * window cost nothing, then each one blocks the subject for 2^(n-free) seconds, up to a ceiling. Nothing is
 * locked for longer than the ceiling, so an attacker cannot shut an account out for good; a quiet window
 * (no failure for `windowMs`) starts the count again.
 */
export type ThrottleAction = 'sign-in' | 'two-factor' | 'recovery';
export type ThrottleSubject = { kind: 'account' | 'address'; value: string };
export type ThrottlePolicy = { free: number; windowMs: number; maxDelayMs: number };

const MINUTE = 60_000;
export const throttlePolicies: Record<ThrottleSubject['kind'], ThrottlePolicy> = {
  account: { free: 5, windowMs: 15 * MINUTE, maxDelayMs: 15 * MINUTE },
  // An office behind one NAT address shares this count, hence more free failures.
  address: { free: 20, windowMs: 15 * MINUTE, maxDelayMs: 15 * MINUTE },
};

const rowKey = (subject: ThrottleSubject) => `${subject.kind}-${hashSecret(subject.value.toLowerCase()).slice(0, 40)}`;

export class ThrottleService {
  constructor(
    private readonly rows: ThrottleRepository,
    private readonly clock: Clock,
    private readonly policies = throttlePolicies,
  ) {}

  /** Throws a 429 (TooManyRequestsError with Retry-After) while any of the subjects is blocked. */
  async check(action: ThrottleAction, subjects: ThrottleSubject[]): Promise<void> {
    const now = this.clock.now();
    const rows = await Promise.all(subjects.map((s) => this.rows.get(action, rowKey(s))));
    const waitMs = Math.max(0, ...rows.map((r) => (r ? Date.parse(r.blockedUntil) - now : 0)));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyRequestsError(tooManyAttemptsMessage(seconds), seconds);
    }
  }

  /** Counts one failure against each subject. */
  async fail(action: ThrottleAction, subjects: ThrottleSubject[]): Promise<void> {
    await Promise.all(subjects.map((s) => this.failOne(action, s)));
  }

  /** Forgets an account's failures (after a success). Address counts are kept: one good account must not reset them. */
  async clear(action: ThrottleAction, subject: ThrottleSubject): Promise<void> {
    await this.rows.delete(action, rowKey(subject));
  }

  private async failOne(action: ThrottleAction, subject: ThrottleSubject): Promise<void> {
    const policy = this.policies[subject.kind];
    const key = rowKey(subject);
    // Optimistic concurrency: parallel failures each count; a lost race reads again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.clock.now();
      const row = await this.rows.get(action, key);
      const fresh = !row || now - Date.parse(row.lastFailureAt) > policy.windowMs;
      const failures = (fresh ? 0 : row.failures) + 1;
      const delayMs = failures > policy.free ? Math.min(2 ** (failures - policy.free) * 1000, policy.maxDelayMs) : 0;
      const next: ThrottleRow = {
        failures,
        lastFailureAt: new Date(now).toISOString(),
        blockedUntil: new Date(now + delayMs).toISOString(),
      };
      try {
        if (row) await this.rows.replace(action, key, next, row.etag);
        else await this.rows.insert(action, key, next);
        return;
      } catch (err) {
        if (!(err instanceof ConflictError)) throw err;
      }
    }
  }
}

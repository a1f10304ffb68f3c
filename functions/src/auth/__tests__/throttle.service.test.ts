import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../platform/errors';
import type { ThrottleRepository, ThrottleRow } from '../throttle.repository';
import { ThrottleService } from '../throttle.service';

/** The delay arithmetic, with the rows in memory and a clock the test moves. */
function setup() {
  const rows = new Map<string, ThrottleRow & { etag: string }>();
  let n = 0;
  const repo = {
    get: async (a: string, k: string) => rows.get(`${a}/${k}`),
    insert: async (a: string, k: string, row: ThrottleRow) => void rows.set(`${a}/${k}`, { ...row, etag: String(++n) }),
    replace: async (a: string, k: string, row: ThrottleRow) => void rows.set(`${a}/${k}`, { ...row, etag: String(++n) }),
    delete: async (a: string, k: string) => void rows.delete(`${a}/${k}`),
  } as unknown as ThrottleRepository;
  const time = { t: Date.UTC(2026, 0, 1), now: () => time.t };
  const throttle = new ThrottleService(repo, time);
  const account = [{ kind: 'account' as const, value: 'a@b.mx' }];
  const wait = async () => {
    try {
      await throttle.check('sign-in', account);
      return 0;
    } catch (err) {
      return (err as TooManyRequestsError).retryAfterSeconds;
    }
  };
  return { throttle, time, account, wait };
}

describe('ThrottleService', () => {
  it('lets 5 failures pass, then waits 2^(n-5) s, never more than 15 minutes', async () => {
    const { throttle, account, wait } = setup();
    const waits: number[] = [];
    for (let i = 1; i <= 16; i++) {
      await throttle.fail('sign-in', account);
      waits.push(await wait());
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('counts again from zero after 15 quiet minutes, and forgets an account on clear()', async () => {
    const { throttle, time, account, wait } = setup();
    for (let i = 0; i < 6; i++) await throttle.fail('sign-in', account);
    time.t += 15 * 60_000 + 1;
    await throttle.fail('sign-in', account);
    expect(await wait()).toBe(0);
    for (let i = 0; i < 5; i++) await throttle.fail('sign-in', account);
    expect(await wait()).toBe(2);
    await throttle.clear('sign-in', account[0]!);
    expect(await wait()).toBe(0);
  });
});

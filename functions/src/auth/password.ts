import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashing with scrypt (memory-hard, built into Node): N=2^15, r=8, p=1 uses 32 MiB and about 90 ms of CPU
 * per hash on the 2-core reference machine, where a sign-in stays under 300 ms at p95 with 4 people signing in
 * at once (bench/sign-in.ts, bench/RESULTS.md). The parameters are stored
 * in the hash, and a hash made with other parameters is replaced at its owner's next sign-in (needsRehash), so
 * they can be raised without invalidating existing passwords.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEYLEN = 32;

/**
 * At most this many scrypt runs at once (one per core, and never the whole libuv pool of 4). More runs than cores
 * finish no sooner, and a pool full of hashes would hold up the DNS look-ups and file work that share it, i.e.
 * every other request during a burst of sign-ins. Extra runs wait their turn.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(availableParallelism(), 3));
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over by the run that ends
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize('NFKC'), salt, keylen, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * A well-formed hash of nothing, with the same cost as real ones: checking a password against it when the account
 * is unknown (or has no password) takes as long as a real check, so timing does not reveal which e-mails exist.
 */
const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** verifyPassword, or the same work against a dummy hash when there is no stored hash (always false then). */
export async function verifyPasswordOrDummy(password: string, stored: string | undefined): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? DUMMY_HASH);
  return ok && stored !== undefined;
}

/** Whether a stored hash was made with other parameters than today's (it is then re-hashed at the next sign-in). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$`);
}

/** The scrypt cost in use (for the benchmark and the docs). */
export const passwordHashParams = { ...PARAMS, keyLength: KEYLEN };

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

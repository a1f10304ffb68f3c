import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets sent in links (recovery, invitations): 32 random bytes in base64url. Only their sha256 is stored, so a
 * copy of the database cannot be turned into working links; 256 bits need no slow hash.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with a stored sha256 (hex). */
export function matchesHash(value: string, storedHash: string | undefined): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashSecret(value), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

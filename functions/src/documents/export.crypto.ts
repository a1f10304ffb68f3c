import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The export password on its way to the worker (decision in the issue 17 report): the queue message carries it
 * sealed with AES-256-GCM, never in clear, because queue messages end up in poison queues, the portal's storage
 * browser and logs. The key is derived with HKDF-SHA256 from SESSION_SIGNING_KEY under its own label, so no new
 * secret has to be provisioned and the signing key itself is never used as a cipher key; the additional data binds
 * the sealed text to its tenant and export, so it cannot be replayed onto another job. Rotating the signing key
 * makes exports still queued fail (the user is told and asks again), as it signs everyone out.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'expediente:export-password:v1';

let cached: { secret: string; key: Buffer } | undefined;

function keyOf(secret: string): Buffer {
  if (cached?.secret !== secret) cached = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'expediente-exports', INFO, 32)) };
  return cached.key;
}

const aadOf = (tenantId: string, exportId: string) => Buffer.from(`${tenantId}|${exportId}`, 'utf8');

/** base64url of iv ‖ ciphertext ‖ tag. */
export function sealPassword(secret: string, tenantId: string, exportId: string, password: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(aadOf(tenantId, exportId));
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The password, or undefined when the text was not sealed by this key for this tenant and export. */
export function openPassword(secret: string, tenantId: string, exportId: string, sealed: string): string | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES + 1) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(aadOf(tenantId, exportId));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { getConfig } from '../config';

/**
 * Signed tokens (JWS, HS256 with SESSION_SIGNING_KEY) for the identity cookies and the reminders' unsubscribe link
 * (issue 17). Each token names its purpose as its audience, so a token issued for one use is refused by the others.
 * Rotating the key signs everyone out and voids the unsubscribe links already sent (docs/deploy.md).
 */
export type TokenPurpose = 'session' | 'two-factor' | 'device' | 'reminders-unsubscribe';

const ISSUER = 'expediente';
let cached: { text: string; key: Uint8Array } | undefined;

function signingKey(): Uint8Array {
  const text = getConfig().sessionSigningKey;
  if (cached?.text !== text) cached = { text, key: new TextEncoder().encode(text) };
  return cached.key;
}

export async function signToken(purpose: TokenPurpose, claims: JWTPayload & { sub: string }, issuedAtMs: number, expiresAtMs: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(`${ISSUER}:${purpose}`)
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(signingKey());
}

/** The token's claims when it is genuine, for this purpose and not expired at `nowMs`; otherwise undefined. */
export async function verifyToken(purpose: TokenPurpose, token: string | undefined, nowMs: number): Promise<(JWTPayload & { sub: string }) | undefined> {
  if (!token || token.length > 4096) return undefined;
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: `${ISSUER}:${purpose}`,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp'],
    });
    return payload as JWTPayload & { sub: string };
  } catch {
    return undefined;
  }
}

import { z } from 'zod';

/** Ours: the spec gives no text for an empty sign-in field; 'Campo requerido' is the spec's wording elsewhere. */
export const requiredFieldMessage = 'Campo requerido';
/** Ours. */
export const tooLongMessage = 'El texto es demasiado largo.';

/** POST /api/login (part 1 §7). The field names are the ones the server's errors use: Email, Password. */
export const loginRequestSchema = z.object({
  email: z.string({ error: requiredFieldMessage }).trim().min(1, requiredFieldMessage).max(254, tooLongMessage),
  password: z.string({ error: requiredFieldMessage }).min(1, requiredFieldMessage).max(1024, tooLongMessage),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The answer is one of: a second factor is needed (with the e-mail and the return URL to carry to /login-2fa),
 * single sign-on is required for this account, or the session was opened. 400/401 answers carry field errors
 * (Email, Password, other) in the shared api error body.
 */
export const loginResponseSchema = z.object({
  ok: z.boolean().optional(),
  requiresTwoFactor: z.boolean().optional(),
  requiresSSO: z.boolean().optional(),
  email: z.string().optional(),
  returnUrl: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Where to go after signing in: only a same-origin path that starts with exactly one '/', without control
 * characters, and not a sign-in page itself; anything else is '/'. The server echoes it to /login-2fa.
 */
export function safeReturnPath(value: string | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const path = value.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  return ['/login', '/login-2fa', '/logout'].includes(path) ? '/' : value;
}

/** POST /api/login?returnUrl=…: the page the user was sent away from; a bad value falls back to '/'. */
export const loginQuerySchema = z.object({
  returnUrl: z.string().optional().catch(undefined).transform(safeReturnPath),
});

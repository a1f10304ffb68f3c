import { z } from 'zod';

/** Part 1 §5: digits only, at most 6; anything but 6 digits is this message. */
export const twoFactorCodeMessage = 'Su código debe ser de 6 dígitos';
export const twoFactorCodeSchema = z.string({ error: twoFactorCodeMessage }).regex(/^\d{6}$/, twoFactorCodeMessage);

/** POST /api/login-2fa (part 1 §7): the code, and 'No volver a preguntar en este dispositivo'. */
export const login2faRequestSchema = z.object({
  // A 6-digit code, or a recovery code (XXXX-XXXX); one schema so a bad value gets the spec's message.
  token: z.string({ error: twoFactorCodeMessage }).regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, twoFactorCodeMessage),
  rememberClient: z.boolean().default(false),
});
export type Login2faRequest = z.input<typeof login2faRequestSchema>;

/**
 * GET /api/login-2fa/status (public): whether this browser holds a valid first step (a correct password waiting for
 * its second factor, kept in an HttpOnly cookie the page cannot read). /login-2fa sends the user to /login without it.
 */
export const login2faStatusResponseSchema = z.object({ pending: z.boolean() });
export type Login2faStatusResponse = z.infer<typeof login2faStatusResponseSchema>;

export const login2faResponseSchema = z.object({ ok: z.literal(true), returnUrl: z.string().optional() });
export type Login2faResponse = z.infer<typeof login2faResponseSchema>;

/** POST /api/account/two-factor/setup: a new secret to scan (otpauth URI as QR) and confirm. */
export const twoFactorSetupResponseSchema = z.object({
  otpauthUri: z.string(),
  /** The base32 secret, for people who type it instead of scanning. */
  secret: z.string(),
  /** The QR of the otpauth URI as an SVG document (no external service sees the secret). */
  qrSvg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/account/two-factor/confirm: a code from the app turns 2FA on and returns the recovery codes once. */
export const twoFactorConfirmRequestSchema = z.object({ token: twoFactorCodeSchema });
export const twoFactorConfirmResponseSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type TwoFactorConfirmResponse = z.infer<typeof twoFactorConfirmResponseSchema>;

/** POST /api/account/two-factor/disable: asks for the password again. */
export const twoFactorDisableRequestSchema = z.object({ password: z.string().min(1, 'Campo requerido').max(1024) });

import { z } from 'zod';
import { newPasswordSchema, withConfirmation } from './password';
import { requiredFieldMessage } from './login';

export const emailFormatMessage = 'El formato del correo electrónico proporcionado no es válido.';
export const emailSchema = z.email({ error: emailFormatMessage }).max(254, emailFormatMessage);

/** An e-mail typed in a form: empty is 'Campo requerido' (not a format problem), anything else must be an address. */
export const requiredEmailSchema = z.string({ error: requiredFieldMessage }).trim().min(1, requiredFieldMessage).pipe(emailSchema);

/** POST /api/forgotPassword: the answer never tells whether the address exists. */
export const forgotPasswordRequestSchema = z.object({ email: requiredEmailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** Tokens in links are random URL-safe strings. */
export const linkTokenSchema = z.string({ error: requiredFieldMessage }).regex(/^[A-Za-z0-9_-]{20,200}$/, 'El enlace no es válido.');

/** POST /api/resetpassword (part 1 §7): code is the `t` of the link, email its `e`. */
export const resetPasswordRequestSchema = withConfirmation(
  z.object({
    email: z.string({ error: emailFormatMessage }).trim().pipe(emailSchema),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: requiredFieldMessage }).max(256),
    code: linkTokenSchema,
  }),
);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A plain success answer. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

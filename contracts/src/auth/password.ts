import { z } from 'zod';
import { requiredFieldMessage } from './login';

/** Password rules and messages (part 1 §5). */
export const passwordMessages = {
  tooShort: 'La contraseña tiene que ser mayor a 10 caracteres',
  needsUpperAndDigit: 'La contraseña tiene que tener por lo menos una mayuscula y un número',
  /** Ours: the spec requires a lowercase letter but gives no text for it. */
  needsLower: 'La contraseña tiene que tener por lo menos una minúscula',
  mismatch: 'Las contraseñas tienen que ser iguales',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for passphrases; short enough that hashing it is cheap. */
export const PASSWORD_MAX_LENGTH = 256;

/** A new password: at least 10 characters with a lowercase, an uppercase and a digit. */
export const newPasswordSchema = z
  .string({ error: requiredFieldMessage })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, 'La contraseña es demasiado larga.')
  .refine((v) => /[a-z]/.test(v), passwordMessages.needsLower)
  .refine((v) => /[A-Z]/.test(v) && /\d/.test(v), passwordMessages.needsUpperAndDigit);

/** Adds the confirmation rule to an object schema with `password` and `confirmPassword`. */
export function withConfirmation<T extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch });
}

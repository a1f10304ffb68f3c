import { z } from 'zod';
import { newPasswordSchema, passwordMessages } from '../auth/password';
import { requiredFieldMessage } from '../auth/login';

const name = (max: number) => z.string({ error: requiredFieldMessage }).trim().min(1, requiredFieldMessage).max(max, 'El texto es demasiado largo.');

/** PUT /api/account/profile ('Mi cuenta'): the signed-in user's own name. */
export const updateProfileRequestSchema = z.object({
  firstName: name(100),
  lastName1: name(100),
  lastName2: z.string().trim().max(100).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/account/password ('Mi cuenta'): the current password, then the new one twice. */
export const changeOwnPasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: requiredFieldMessage }).min(1, requiredFieldMessage).max(1024),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: requiredFieldMessage }).max(256),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch });
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;

/** Part 2 §8: 'Éxito al actualizar' / 'Error al actualizar contraseña'. */
export const accountMessages = { passwordChanged: 'Éxito al actualizar', passwordFailed: 'Error al actualizar contraseña', profileSaved: 'Sus datos se guardaron correctamente.' } as const;

import { z } from 'zod';
import { newPasswordSchema, passwordMessages } from '../auth/password';
import { requiredFieldMessage } from '../auth/login';
import { invalidCharactersMessage, isCleanLine } from '../shared/messages';

/** Part 2 §8: 'Éxito al actualizar' / 'Error al actualizar contraseña'. */
export const accountMessages = {
  passwordChanged: 'Éxito al actualizar',
  passwordFailed: 'Error al actualizar contraseña',
  profileSaved: 'Sus datos se guardaron correctamente.',
  /** Ours. */
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  /** Ours. */
  sameAsCurrent: 'La nueva contraseña tiene que ser diferente a la actual.',
  /** Ours: said with 'Éxito al actualizar', which alone does not say what was updated. */
  passwordChangedDetail: 'Su contraseña se actualizó. Las demás sesiones abiertas con su cuenta se cerraron.',
  /** Ours: single sign-on accounts have no password here. */
  ssoOnly: 'Su cuenta inicia sesión con inicio único (SSO); su contraseña se administra ahí.',
} as const;

const name = (max: number) =>
  z.string({ error: requiredFieldMessage }).trim().min(1, requiredFieldMessage).max(max, 'El texto es demasiado largo.').refine(isCleanLine, invalidCharactersMessage);

/** PUT /api/account/profile ('Mi cuenta'): the signed-in user's own name. */
export const updateProfileRequestSchema = z.object({
  firstName: name(100),
  lastName1: name(100),
  lastName2: z.string().trim().max(100).refine(isCleanLine, invalidCharactersMessage).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = z.object({
  message: z.string(),
  firstName: z.string(),
  lastName1: z.string(),
  lastName2: z.string().nullable(),
  displayName: z.string(),
  fullName: z.string(),
});

/** POST /api/account/password ('Mi cuenta'): the current password, then the new one twice. */
export const changeOwnPasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: requiredFieldMessage }).min(1, requiredFieldMessage).max(1024),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: requiredFieldMessage }).max(256),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: passwordMessages.mismatch })
  // Changing to the same password would end the other sessions while protecting nothing.
  .refine((v) => v.password !== v.currentPassword, { path: ['password'], message: accountMessages.sameAsCurrent });
export type ChangeOwnPasswordRequest = z.infer<typeof changeOwnPasswordRequestSchema>;
/** The session the change was made from stays open; every other session of the user ends. */
export const changeOwnPasswordResponseSchema = z.object({ message: z.string() });

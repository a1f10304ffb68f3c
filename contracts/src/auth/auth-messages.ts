/**
 * Texts the identity calls answer with. The spec gives no wording for these server answers; they are ours,
 * written in the tone of the spec's messages (part 1 §8).
 */
export const authMessages = {
  /** One answer for an unknown e-mail and a wrong password, so neither is revealed. */
  invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
  accountNotActive: 'Su cuenta no está activa. Comuníquese con el administrador del portal.',
  accountBlocked: 'Su cuenta no está activa; consulte el estado de su cuenta.',
  csrfRejected: 'La solicitud fue rechazada porque no proviene del portal. Recargue la página e intente de nuevo.',
  twoFactorInvalid: 'El código no es válido o ya fue utilizado.',
  twoFactorExpired: 'La verificación en dos pasos expiró; inicie sesión de nuevo.',
  twoFactorAlreadyEnabled: 'La verificación en dos pasos ya está activa.',
  twoFactorNotStarted: 'Primero genere un nuevo código QR para configurar la verificación en dos pasos.',
  twoFactorNotEnabled: 'La verificación en dos pasos no está activa.',
  wrongPassword: 'La contraseña no es correcta.',
  invitationAlreadyRedeemed: 'La invitación ya fue utilizada.',
  invitationExpired: 'La invitación expiró; le enviamos un nuevo enlace a su correo.',
  developerOnly: 'Solo un usuario Desarrollador puede cambiar la contraseña de otro Desarrollador.',
} as const;

/** "Demasiados intentos. Intente de nuevo en 2 segundos." (429 answers also carry Retry-After). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return `Demasiados intentos. Intente de nuevo en ${wait}.`;
}

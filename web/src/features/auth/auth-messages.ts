import { messages } from '@expediente/contracts/shared/messages';
import { ApiClientError } from '../../lib/api-client';
import { getWebConfig } from '../../lib/config';

/** Recovery, reset and redeem failures (part 1 §8), with the support address of this deployment. */
export function requestFailedMessage(): string {
  return messages.requestFailed(getWebConfig().supportEmail);
}

/** 2FA failure (part 1 §8): the server's messages joined; the client's own message when nothing usable came. */
export function serverMessagesJoined(error: unknown): string {
  if (!(error instanceof ApiClientError)) return messages.internal;
  const fieldMessages = Object.values(error.errors).flat();
  const all = fieldMessages.length > 0 ? fieldMessages : [error.message];
  return [...new Set(all)].join(' ');
}

/** Texts of these screens that the spec does not give (ours). */
export const authTexts = {
  sso: 'Iniciar sesión con SSO',
  ssoIntro: 'Este portal inicia sesión con el proveedor de identidad de su organización.',
  twoFactorIntro: 'Escriba el código de 6 dígitos de su aplicación de autenticación.',
  recoveryIntro: 'Escriba uno de los códigos de recuperación que guardó al activar la verificación en dos pasos.',
  codeLabel: 'Código de verificación',
  recoveryLabel: 'Código de recuperación',
  recoveryInvalid: 'El código de recuperación no es válido.',
  useRecovery: 'Usar un código de recuperación',
  useApp: 'Usar el código de la aplicación de autenticación',
  remember: 'No volver a preguntar en este dispositivo',
  verify: 'Verificar',
  backToLogin: 'Volver a iniciar sesión',
  emailLabel: 'Correo electrónico',
  recoverIntro: 'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para restablecer su contraseña.',
  recoverSubmit: 'Enviar enlace',
  recoverSuccess: 'Si el correo corresponde a una cuenta, recibirá un mensaje con el enlace para restablecer su contraseña.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  passwordHint: 'Al menos 10 caracteres, con minúsculas, mayúsculas y al menos un número.',
  resetSubmit: 'Restablecer contraseña',
  resetSuccess: 'Su contraseña se restableció correctamente.',
  redeemIntro: 'Defina la contraseña con la que iniciará sesión.',
  redeemSubmit: 'Guardar contraseña',
  redeemSuccess: 'Su contraseña quedó guardada. Ya puede iniciar sesión.',
  inviteInvalid: 'Invitacion ha expirado o es inválida',
  inviteExpired: 'Su invitación expiró y se generó una nueva.',
  inviteContinue: 'Continuar con la nueva invitación',
  /** Registration (part 2 §8): the server could not be reached. */
  registrationUnreachable: 'No se pudo conectar con el servidor.',
} as const;

/** Field errors a 400 gave for a new password and its confirmation (keys compared without case). */
export function passwordErrorsFrom(error: unknown): { password: string[]; confirmPassword: string[] } | undefined {
  if (!(error instanceof ApiClientError) || error.status !== 400) return undefined;
  const result = { password: [] as string[], confirmPassword: [] as string[] };
  for (const [field, list] of Object.entries(error.errors)) {
    const name = field.toLowerCase();
    if (name === 'password') result.password.push(...list);
    else if (name === 'confirmpassword') result.confirmPassword.push(...list);
  }
  return result.password.length + result.confirmPassword.length > 0 ? result : undefined;
}

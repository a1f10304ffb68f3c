/**
 * Spanish texts shared by the server and the web app, word for word from the spec (part 1 §8, part 2 §8).
 * Texts the spec does not give are ours and marked as such.
 */
export const messages = {
  network: 'Error de red, intente nuevamente',
  userInfo: 'Error al cargar la información del usuario, intente nuevamente',
  serverUnavailable: 'Servidor no disponible, intente más tarde.',
  logoutFailed: 'Ha ocurrido un error al cerrar la sesión, vuelva a intentarlo',
  logoutOk: 'Tu sesión se ha cerrado con éxito.',
  notFound: '404! El recurso no existe.',
  requestFailed: (email: string) =>
    `Hubo un error procesando su solicitud, favor de comunicarse al correo: ${email}`,
  // Ours: the spec names no text for these generic API answers.
  badRequest: 'La solicitud tiene datos no válidos. Revise los campos marcados.',
  unauthorized: 'Su sesión no es válida o ha expirado. Inicie sesión nuevamente.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  featureDisabled: 'Esta funcionalidad no está habilitada para su cuenta.',
  apiNotFound: 'El recurso solicitado no existe.',
  methodNotAllowed: 'Método no permitido para este recurso.',
  conflict: 'El registro fue modificado por otra persona. Recargue la página e intente de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  internal: 'Ocurrió un error inesperado. Intente de nuevo; si persiste, contacte a soporte técnico.',
  unsupportedMediaType: 'El cuerpo de la solicitud debe ser JSON.',
} as const;

/** Ours: text fields that are shown as one line (names, titles) refuse control characters and broken unicode. */
export const invalidCharactersMessage = 'El texto contiene caracteres no válidos.';
// eslint-disable-next-line no-control-regex
const singleLineUnsafe = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const multiLineUnsafe = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** True when a one-line text (name, title) has no control characters or lone surrogates. */
export const isCleanLine = (text: string) => !singleLineUnsafe.test(text);
/** The same for multi-line text: tabs and line breaks allowed. */
export const isCleanText = (text: string) => !multiLineUnsafe.test(text);

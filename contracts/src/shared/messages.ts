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
  apiNotFound: 'El recurso solicitado no existe.',
  methodNotAllowed: 'Método no permitido para este recurso.',
  conflict: 'El registro fue modificado por otra persona. Recargue la página e intente de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  internal: 'Ocurrió un error inesperado. Intente de nuevo; si persiste, contacte a soporte técnico.',
  unsupportedMediaType: 'El cuerpo de la solicitud debe ser JSON.',
} as const;

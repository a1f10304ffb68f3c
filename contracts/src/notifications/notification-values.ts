// No zod here: the header's counter and warning carousel use these at start, and zod stays out of the shell's first
// download (decision 006). The schemas are in ./notifications.

/** Notification types and their labels (part 1 §3, part 2 §3). */
export const notificationTypeLabels = {
  default: 'General',
  'default:warning': 'Aviso',
  'document:rejected': 'Documento rechazado',
  'document:amend-required': 'Documento incompleto',
  'customer:members': 'Miembros del cliente',
  'customer:suppliers': 'Proveedores de cliente',
  'groups:members': 'Miembros de grupo',
  'groups:members_suppliers': 'Proveedores de miembros de grupo',
  'supplier:members': 'Miembros de proveedor',
  'global:system': 'Global de Sistema',
  'document:period-updated': 'Periodo de documento actualizado',
  'user:documents_download': 'Descarga de documentos',
} as const;
export type NotificationType = keyof typeof notificationTypeLabels;
export const notificationTypes = Object.keys(notificationTypeLabels) as NotificationType[];
export const notificationStatuses = ['unread', 'read', 'deleted'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** Texts of part 1 §8. */
export const notificationMessages = {
  loadFailed: 'Error al obtener las notificaciones.',
  insertFailed: 'Error al insertar la notificación.',
  statusFailed: 'Error al actualizar el estatus de la notificatión.',
  created: 'Se ha creado una nueva notificación.',
  archived: 'Se marco la notificación como archivada.',
  markedUnread: 'Se marco la notificación como no leída.',
  /** Ours: the spec names no text for marking read. */
  markedRead: 'Se marcó la notificación como leída.',
  /** Ours: creation target checks (part 2 §6: main-group members see all organizations). */
  targetNotFound: 'La organización o grupo seleccionado no existe.',
  targetWrongKind: 'El destinatario no corresponde al tipo de notificación.',
  targetNotAllowed: 'Solo puede enviar notificaciones a su propia organización.',
  attachmentNotFound: 'El adjunto no existe.',
  attachmentFailed: 'Error al cargar documento.',
} as const;

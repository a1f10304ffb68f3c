import type { Notification, NotificationStatus } from '@expediente/contracts/notifications/notifications';

/** Lengths at which texts are cut (part 1 §9; the page cuts shorter): titles 60 and content 150 on the page. */
export const pageTitleMax = 60;
export const pageContentMax = 150;
/** Titles elsewhere (header carousel, push alerts) are cut at 100 characters. */
export const headerTitleMax = 100;

/** The first `max` characters and '…' when the text is longer (whole characters, never half an emoji). */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}

export const statusLabels: Record<NotificationStatus, string> = { unread: 'No leída', read: 'Leída', deleted: 'Archivada' };

/** Texts of the notifications screens that the spec does not give (ours). */
export const notificationTexts = {
  pageEmpty: 'No hay notificaciones para mostrar.',
  add: 'Agregar Notificación',
  markRead: 'Marcar como leída',
  markUnread: 'Marcar como no leída',
  archive: 'Archivar',
  unarchive: 'Desarchivar',
  open: 'Ver notificación',
  close: 'Cerrar',
  attachment: 'Ver archivo adjunto',
  download: 'Descargar archivo',
  downloadUntil: (date: string) => `Disponible hasta ${date}`,
  uploadDocument: 'Cargar documento',
  /** A review loop notification (issue 15) names its dispute: the link opens it. */
  openDispute: 'Ver aclaración',
  /** Before the count is known nothing is claimed (not 'ninguna sin leer'). */
  counterLoading: 'Notificaciones',
  counterLabel: (count: number) => (count === 0 ? 'Notificaciones: ninguna sin leer' : count === 1 ? 'Notificaciones: 1 sin leer' : `Notificaciones: ${count} sin leer`),
  carouselLabel: 'Avisos',
  previousWarning: 'Aviso anterior',
  nextWarning: 'Aviso siguiente',
  warningPosition: (index: number, total: number) => `Aviso ${index} de ${total}`,
  datesOutOfOrder: 'La fecha inicial no puede ser posterior a la final.',
  loadFailedNext: 'No se muestran notificaciones para estos filtros. Vuelva a intentarlo o cambie los filtros; si el error continúa, comuníquese con soporte.',
  retry: 'Reintentar',
  /** Characters used of the maximum, under a text field ('37/100'). */
  characterCount: (used: number, max: number) => `${used}/${max}`,
} as const;

export type StatusAction = 'read' | 'unread' | 'archive' | 'unarchive';

export const actionStatus: Record<StatusAction, NotificationStatus> = { read: 'read', unread: 'unread', archive: 'deleted', unarchive: 'unread' };

/** The download a user:documents_download notification carries (an http(s) url and when it expires), if any. */
export function downloadOf(notification: Notification): { url: string; expirationDate?: string } | undefined {
  if (notification.type !== 'user:documents_download') return undefined;
  const metadata = notification.metadata ?? {};
  const candidates = [metadata.url, metadata.downloadUrl, notification.content.trim()];
  const url = candidates.find((value): value is string => typeof value === 'string' && /^https?:\/\/\S+$/i.test(value));
  if (!url) return undefined;
  const expiration = metadata.expirationDate;
  return { url, ...(typeof expiration === 'string' ? { expirationDate: expiration } : {}) };
}

/** Texts of the home page (ours: part 1 §2 names what the home shows per role, not its words). */
export const homeTexts = {
  unreadTitle: 'Notificaciones sin leer',
  unreadCount: (n: number) => (n === 0 ? 'No tiene notificaciones sin leer.' : n === 1 ? 'Tiene 1 notificación sin leer.' : `Tiene ${n} notificaciones sin leer.`),
  unreadLoading: 'Cargando notificaciones...',
  allNotifications: 'Ver todas las notificaciones',
  retry: 'Reintentar',
  shortcutsTitle: 'Accesos directos',
  pendingTitle: 'Documentos pendientes',
  pendingCount: (n: number) => (n === 1 ? 'Tiene 1 documento pendiente.' : `Tiene ${n} documentos pendientes.`),
  pendingNone: 'No tiene documentos pendientes.',
  pendingLoading: 'Cargando documentos pendientes...',
  pendingLoadFailed: 'No se pudieron cargar los documentos pendientes.',
  pendingDue: 'Vence el',
  pendingOverdue: 'Vencido',
  pendingAll: 'Ir a Cargar Documentos',
} as const;

import type { Notification } from '@expediente/contracts/notifications/notifications';

let next = 0;

/** A notification as the server lists it (contracts' notificationSchema); override what a test needs. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  next += 1;
  return {
    notificationId: `ntf-${next}`,
    type: 'customer:suppliers',
    typeLabel: 'Proveedores de cliente',
    title: `Aviso ${next}`,
    content: `Contenido del aviso ${next}.`,
    status: 'unread',
    date: '2026-03-10T16:00:00.000Z',
    readDate: null,
    attachmentDocumentPk: null,
    metadata: null,
    createdBy: 'Adriana Morales',
    ...overrides,
  };
}

export function page(notifications: Notification[], totalCount = notifications.length) {
  return { notifications, totalCount };
}

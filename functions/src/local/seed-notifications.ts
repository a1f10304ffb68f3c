import type { NotificationStatus, NotificationType, Role } from '@expediente/contracts';
import { notificationSortKey, NotificationsRepository } from '../notifications/notifications.repository';
import type { TenantScope } from '../platform/cosmos';

/**
 * Demo notifications for the notifications page, the header counter and the warning carousel: a few per user, of
 * several types and states (unread, read, archived), with fixed ids so the seed writes each once.
 */
type DemoNotification = {
  key: string;
  type: NotificationType;
  title: string;
  content: string;
  status: NotificationStatus;
  /** How long before the seed it was sent. */
  hoursAgo: number;
  metadata?: Record<string, string | number>;
  createdBy?: string;
};

export const demoNotificationId = (userId: string, key: string) => `ntf-seed-${userId}-${key}`;

const everyone: DemoNotification[] = [
  {
    key: 'mantenimiento',
    type: 'default:warning',
    title: 'Mantenimiento programado del portal',
    content: 'El sábado de 22:00 a 23:30 (hora del centro de México) el portal no estará disponible por mantenimiento. Le recomendamos cargar sus documentos antes de ese horario.',
    status: 'unread',
    hoursAgo: 3,
    createdBy: 'Soporte Expediente',
  },
  {
    key: 'bienvenida',
    type: 'default',
    title: 'Bienvenido a Expediente',
    content: 'Desde aquí puede consultar el estado de cumplimiento documental, cargar documentos por periodo y recibir avisos de revisión.',
    status: 'read',
    hoursAgo: 24 * 20,
    createdBy: 'Soporte Expediente',
  },
  {
    key: 'calendario',
    type: 'global:system',
    title: 'Calendario de entregas 2026',
    content: 'Ya está disponible el calendario de entregas 2026: las opiniones de cumplimiento se cargan en los primeros 10 días de cada mes y el ICSOE cada cuatrimestre.',
    status: 'unread',
    hoursAgo: 26,
    createdBy: 'Adriana Morales Paz',
  },
  {
    key: 'recordatorio-diciembre',
    type: 'default',
    title: 'Recordatorio: cierre de diciembre',
    content: 'El periodo de diciembre cerró; los documentos pendientes se marcaron como faltantes.',
    status: 'deleted',
    hoursAgo: 24 * 35,
    createdBy: 'Soporte Expediente',
  },
];

const forSuppliers = (customerId: string, companyId: string): DemoNotification[] => [
  {
    key: 'rechazo-opinion-sat',
    type: 'document:rejected',
    title: 'Opinión de cumplimiento SAT rechazada',
    content: 'La opinión de cumplimiento de obligaciones fiscales de enero tiene más de 30 días de emitida. Cargue una opinión vigente.',
    status: 'unread',
    hoursAgo: 5,
    metadata: { companyPublicKey: companyId, customerPublicKey: customerId, documentTypeCodeName: 'opinion-cumplimiento-sat', year: 2026, month: 1, periodNumber: 1 },
    createdBy: 'Carlos Ramírez Soto',
  },
  {
    key: 'incompleto-sisub',
    type: 'document:amend-required',
    title: 'Informativa SISUB incompleta',
    content: 'Falta el acuse de recibo de la declaración informativa SISUB del tercer cuatrimestre. Cargue el documento completo.',
    status: 'read',
    hoursAgo: 24 * 4,
    metadata: { companyPublicKey: companyId, documentTypeCodeName: 'sisub', year: 2025, periodNumber: 3 },
    createdBy: 'Carlos Ramírez Soto',
  },
];

const forCustomers = (customerId: string): DemoNotification[] => [
  {
    key: 'proveedores-repse',
    type: 'customer:suppliers',
    title: 'Actualización de registros REPSE',
    content: 'Recuerde a sus proveedores renovar su registro REPSE antes de su vencimiento; los avisos vencidos se marcarán como documentos inválidos.',
    status: 'unread',
    hoursAgo: 30,
    metadata: { companyPublicKey: customerId },
    createdBy: 'Adriana Morales Paz',
  },
  {
    key: 'descarga-lista',
    type: 'user:documents_download',
    title: 'Su descarga de documentos está lista',
    content: 'El archivo con los documentos de enero está listo para descargar durante 7 días.',
    status: 'read',
    hoursAgo: 48,
    metadata: { url: '/api/exports/demo-enero-2026.zip', expirationDate: '' },
    createdBy: 'Expediente',
  },
];

export async function seedDemoNotifications(scope: TenantScope, users: { userId: string; role: Role; companyId: string }[], customerId: string, nowMs: number): Promise<void> {
  const repository = new NotificationsRepository();
  for (const user of users) {
    const list = [
      ...everyone,
      ...(user.role === 'Supplier' ? forSuppliers(customerId, user.companyId) : []),
      ...(user.role === 'Customer' || user.role === 'Admin' || user.role === 'Developer' ? forCustomers(customerId) : []),
    ];
    for (const n of list) {
      const id = demoNotificationId(user.userId, n.key);
      const date = new Date(nowMs - n.hoursAgo * 3_600_000).toISOString();
      const metadata = n.type === 'user:documents_download' ? { ...n.metadata, expirationDate: new Date(nowMs + 5 * 86_400_000).toISOString() } : n.metadata;
      await repository.createIfAbsent(scope, {
        id,
        userId: user.userId,
        type: n.type,
        title: n.title,
        content: n.content,
        status: n.status,
        date,
        readDate: n.status === 'unread' ? null : new Date(nowMs - (n.hoursAgo - 1) * 3_600_000).toISOString(),
        sortKey: notificationSortKey(date, id),
        ...(metadata ? { metadata } : {}),
        ...(n.createdBy ? { createdBy: n.createdBy } : {}),
      });
    }
  }
}

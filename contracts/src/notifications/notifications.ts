import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';
import { invalidCharactersMessage, isCleanLine, isCleanText } from '../shared/messages';
import { notificationStatuses, notificationTypes, type NotificationType } from './notification-values';

export * from './notification-values';

export const notificationTypeSchema = z.enum(notificationTypes as [NotificationType, ...NotificationType[]], { error: 'Tipo de notificación no válido.' });

/** Types a person can send from the creation modal, with who receives them. */
export const targetNotificationTypes = ['customer:members', 'customer:suppliers', 'groups:members', 'groups:members_suppliers', 'supplier:members', 'global:system'] as const;
export type TargetNotificationType = (typeof targetNotificationTypes)[number];
/** These need an organization (or group, for the groups:* types) chosen in the modal (part 2 §5). */
export const typesNeedingEntity: readonly TargetNotificationType[] = ['customer:members', 'customer:suppliers', 'supplier:members', 'groups:members', 'groups:members_suppliers'];

/**
 * Which kind of target each type takes (part 2 §3): a group for the groups:* types, a supplier organization for
 * supplier:members, a customer organization for customer:*. The server refuses any other target (400) and the
 * creation modal offers only these.
 */
export function targetFitsType(target: { partyType: number; role?: 'customer' | 'supplier' | undefined }, type: TargetNotificationType): boolean {
  if (type === 'groups:members' || type === 'groups:members_suppliers') return target.partyType === 3;
  if (type === 'supplier:members') return target.partyType === 2 && target.role === 'supplier';
  return target.partyType === 2 && target.role === 'customer';
}

export const notificationStatusSchema = z.enum(notificationStatuses);

/** Part 1 §3 Notification, plus the creation metadata of part 2 §3. */
export const notificationSchema = z.object({
  notificationId: z.string(),
  type: notificationTypeSchema,
  typeLabel: z.string(),
  title: z.string(),
  content: z.string(),
  status: notificationStatusSchema,
  date: z.string(),
  readDate: z.string().nullable(),
  attachmentDocumentPk: z.string().nullable(),
  /** Links for document notifications (companyPublicKey, documentTypeCodeName, year, period, …) or a download url. */
  metadata: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdBy: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Page sizes of the notifications page (part 1 §9): initial 9, options 10, 25, 50, 100 (default 25). */
export const notificationPageSizes = [9, 10, 25, 50, 100] as const;

const isoDate = z.iso.date({ error: 'La fecha debe tener el formato aaaa-mm-dd.' });

export const notificationsParamsSchema = z.object({ userPK: entityIdSchema });

/**
 * GET /api/notifications/{userPK}: the caller's own notifications only (another user's answers 404). status 'all'
 * means read and unread: archived notifications (deleted) show only when asked for. Pages are numbered from 1;
 * `continuationToken` (from the previous answer, same filters) moves to the next page without counting from the
 * start, and takes the place of pageIndex when given.
 */
export const listNotificationsQuerySchema = z.object({
  status: z.enum([...notificationStatuses, 'all']).default('all'),
  type: notificationTypeSchema.optional(),
  orderBy: z.enum(['DESC', 'ASC']).default('DESC'),
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().refine((n) => (notificationPageSizes as readonly number[]).includes(n), 'Tamaño de página no válido.').default(25),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  continuationToken: z.string().max(500).regex(/^[A-Za-z0-9_-]+$/, 'El token de continuación no es válido.').optional(),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;
export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  totalCount: z.number().int(),
  /** Present when there is a next page: send it back (same filters) to get it. */
  continuationToken: z.string().optional(),
});

/** GET /api/notifications-status/{userPK}?status=unread */
export const notificationsCountQuerySchema = z.object({ status: notificationStatusSchema.default('unread') });
export const notificationsCountResponseSchema = z.object({ totalCount: z.number().int() });

/** GET /api/notifications-type/{userPK}: the types (with labels) the user can filter by. */
export const notificationTypesResponseSchema = z.object({
  notifications: z.array(z.object({ type: notificationTypeSchema, typeLabel: z.string() })),
});

export const notificationTitleMax = 100;
export const notificationContentMax = 4000;

/**
 * POST /api/notifications/add (part 1 §3 create payload). For the target types, entityPublicKey is the chosen
 * organization or group (ignored for global:system); the fan-out to the target users runs in the background.
 */
export const addNotificationRequestSchema = z
  .object({
    entityPublicKey: z.string().max(100).optional(),
    type: z.enum(targetNotificationTypes, { error: 'Campo requerido' }),
    title: z
      .string({ error: 'Campo requerido' })
      .trim()
      .min(1, 'Campo requerido')
      .max(notificationTitleMax, `El título admite hasta ${notificationTitleMax} caracteres.`)
      .refine(isCleanLine, invalidCharactersMessage),
    content: z
      .string({ error: 'Campo requerido' })
      .trim()
      .min(1, 'Campo requerido')
      .max(notificationContentMax, `La descripción admite hasta ${notificationContentMax} caracteres.`)
      .refine(isCleanText, invalidCharactersMessage),
    createdBy: z.string().max(200).optional(),
    attachedDocumentPk: z.string().max(100).optional(),
  })
  .refine((v) => !(typesNeedingEntity as readonly string[]).includes(v.type) || !!v.entityPublicKey, {
    path: ['entityPublicKey'],
    message: 'Seleccione una organización o grupo.',
  });
export type AddNotificationRequest = z.infer<typeof addNotificationRequestSchema>;
export const addNotificationResponseSchema = z.object({ batchId: z.string(), status: z.literal('queued') });

/** PUT /api/notifications/update-status (part 1 §7): Status read, unread or deleted (archive); unarchive = unread. */
export const updateNotificationStatusRequestSchema = z.object({
  entityPublicKey: entityIdSchema,
  notificationId: entityIdSchema,
  Status: notificationStatusSchema,
});
export type UpdateNotificationStatusRequest = z.infer<typeof updateNotificationStatusRequestSchema>;
/** The notification as saved, and the spec's text for the change (archived, marked unread; ours for read). */
export const updateNotificationStatusResponseSchema = z.object({ notification: notificationSchema, message: z.string() });

/** Attachments: PDF, JPEG or PNG only (part 2 §5), checked by content, at most 10 MB. */
export const notificationAttachmentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const notificationAttachmentMaxBytes = 10 * 1024 * 1024;
export const attachmentTypeMessage = 'Solo se permiten archivos PDF e imágenes (JPEG, PNG).';
/** POST /api/notifications/attachments?name=… : the file's name (shown when it is downloaded). */
export const notificationAttachmentQuerySchema = z.object({ name: z.string().trim().min(1).max(200).refine(isCleanLine, invalidCharactersMessage).optional() });
/** GET /api/notifications/attachments/{id}: streams the file to its uploader and to the users who received it. */
export const notificationAttachmentParamsSchema = z.object({ id: entityIdSchema });
export const attachmentTooLargeMessage = 'El archivo no debe exceder 10 MB.';
/** POST /api/notifications/attachments (raw body with its Content-Type) → the stored attachment's key. */
export const notificationAttachmentResponseSchema = z.object({ attachmentDocumentPk: z.string(), name: z.string(), contentType: z.enum(notificationAttachmentTypes), length: z.number() });

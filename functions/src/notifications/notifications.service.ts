import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  attachmentTypeMessage,
  hasPermission,
  notificationAttachmentTypes,
  notificationMessages,
  notificationTypeLabels,
  notificationTypes,
  notificationContentMax,
  notificationTitleMax,
  targetFitsType,
  targetNotificationTypes,
  type AddNotificationRequest,
  type listNotificationsQuerySchema,
  type Notification,
  type NotificationStatus,
  type NotificationType,
  type TargetNotificationType,
  type UpdateNotificationStatusRequest,
} from '@expediente/contracts';
import type { UsersRepository } from '../auth/users.repository';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import type { TargetRule } from '../contacts/targets';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { enqueue as enqueueMessage } from '../platform/queues';
import { queues } from '../platform/resources';
import type { AttachmentsRepository } from './attachments.repository';
import { notificationSortKey, type NotificationFilter, type NotificationItem, type NotificationsRepository } from './notifications.repository';
import type { RecipientsRepository } from './recipients.repository';

/**
 * Notifications (part 1 §3–§4, §7; part 2 §2.16, §3, §5): a user's list, counter, status changes and attachments;
 * creation for an organization or group, fanned out in the background (notification-fanout queue) to one
 * notification per target user, idempotently; and `notifyUser` for the notifications other areas create
 * (document:rejected, document:period-updated, user:documents_download…).
 */

type ListQuery = z.infer<typeof listNotificationsQuerySchema>;
type AttachmentType = (typeof notificationAttachmentTypes)[number];

/** Dates of the filters are days of the portal's users: Mexico City, UTC−6 all year since 2022. */
export const PORTAL_UTC_OFFSET = '-06:00';
const DAY_MS = 86_400_000;
/** Users written at once during a fan-out. */
const FANOUT_CONCURRENCY = 8;

export const fanoutMessageSchema = z.object({
  tenantId: z.string().min(1),
  kind: z.literal('notification-fanout'),
  batchId: z.string().min(1),
  type: z.enum(targetNotificationTypes),
  entityId: z.string().optional(),
  title: z.string().min(1).max(notificationTitleMax),
  content: z.string().min(1).max(notificationContentMax),
  createdBy: z.string(),
  createdById: z.string(),
  attachmentDocumentPk: z.string().optional(),
  date: z.string(),
});
export type FanoutMessage = z.infer<typeof fanoutMessageSchema>;

/** What another area gives to notify one user. `key` makes it idempotent: the same key and user write once. */
export type NotifyUserInput = {
  type: NotificationType;
  title: string;
  content: string;
  metadata?: Record<string, string | number>;
  attachmentDocumentPk?: string;
  createdBy?: string;
  createdById?: string;
  key?: string;
};

/** One id per (batch or key, user): a redelivered message finds its notifications already written. */
export const deterministicNotificationId = (key: string, userId: string) => `ntf-${createHash('sha256').update(`${key}|${userId}`).digest('hex').slice(0, 32)}`;

export function toNotification(item: NotificationItem): Notification {
  return {
    notificationId: item.id,
    type: item.type,
    typeLabel: notificationTypeLabels[item.type],
    title: item.title,
    content: item.content,
    status: item.status,
    date: item.date,
    readDate: item.readDate ?? null,
    attachmentDocumentPk: item.attachmentDocumentPk ?? null,
    metadata: item.metadata ?? null,
    createdBy: item.createdBy ?? null,
  };
}

/** The file type by its first bytes; the name and the declared type are not trusted. */
export function sniffAttachmentType(data: Buffer): AttachmentType | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

const badToken = () => new BadRequestError({ continuationToken: ['El token de continuación no es válido.'] });

export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly recipients: RecipientsRepository,
    private readonly contacts: ContactsRepository,
    private readonly users: UsersRepository,
    private readonly targets: TargetRule,
    private readonly attachments: AttachmentsRepository,
    private readonly enqueue: typeof enqueueMessage,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** GET /api/notifications/{userPK}: a page (numbered, or after a continuation token) and the total. */
  async list(principal: Principal, userPK: string, query: ListQuery) {
    this.own(principal, userPK);
    const filter = this.filter(query);
    let after: string | undefined;
    let beyondEnd = false;
    if (query.continuationToken) {
      after = this.decodeToken(query.continuationToken, filter.order);
    } else if (query.pageIndex > 1) {
      const skip = (query.pageIndex - 1) * query.pageSize;
      const keys = await this.notifications.sortKeys(principal, principal.userId, filter, skip);
      beyondEnd = keys.length < skip;
      after = keys.at(-1);
    }
    const [items, totalCount] = await Promise.all([
      beyondEnd ? Promise.resolve([]) : this.notifications.list(principal, principal.userId, filter, query.pageSize + 1, after),
      this.notifications.count(principal, principal.userId, filter),
    ]);
    const page = items.slice(0, query.pageSize);
    const more = items.length > query.pageSize;
    return {
      notifications: page.map(toNotification),
      totalCount,
      ...(more ? { continuationToken: this.encodeToken(page.at(-1)!.sortKey, filter.order) } : {}),
    };
  }

  /** GET /api/notifications-status/{userPK}?status=… */
  async count(principal: Principal, userPK: string, status: NotificationStatus) {
    this.own(principal, userPK);
    return { totalCount: await this.notifications.count(principal, principal.userId, { status }) };
  }

  /** GET /api/notifications-type/{userPK}: every type with its label (the filter's options). */
  types(principal: Principal, userPK: string) {
    this.own(principal, userPK);
    return { notifications: notificationTypes.map((type) => ({ type, typeLabel: notificationTypeLabels[type] })) };
  }

  /** PUT /api/notifications/update-status: read, unread (also unarchive) or deleted (archive). */
  async updateStatus(principal: Principal, input: UpdateNotificationStatusRequest): Promise<{ notification: Notification; message: string }> {
    this.own(principal, input.entityPublicKey);
    const message = input.Status === 'deleted' ? notificationMessages.archived : input.Status === 'unread' ? notificationMessages.markedUnread : notificationMessages.markedRead;
    for (let attempt = 0; ; attempt++) {
      const item = await this.notifications.read(principal, principal.userId, input.notificationId);
      if (!item) throw new NotFoundError();
      if (item.status === input.Status) return { notification: toNotification(item), message };
      const readDate = input.Status === 'read' ? (item.readDate ?? new Date(this.clock.now()).toISOString()) : input.Status === 'unread' ? null : (item.readDate ?? null);
      try {
        return { notification: toNotification(await this.notifications.save({ ...item, status: input.Status, readDate })), message };
      } catch (err) {
        // Another tab changed it meanwhile: apply ours on top of theirs once.
        if (!(err instanceof ConflictError) || attempt > 0) throw err;
      }
    }
  }

  /**
   * POST /api/notifications/add: checks the target and queues the fan-out. Members of the main group may write to
   * every organization and group of the tenant, others only to their own organization (or groups it belongs to);
   * global:system needs create:notifications:any.
   */
  async requestFanout(principal: Principal, input: AddNotificationRequest, from: EventOrigin): Promise<{ batchId: string; status: 'queued' }> {
    const sender = await this.users.read(principal, principal.userId);
    if (!sender) throw new NotFoundError();
    const target = await this.checkTarget(principal, sender.companyId, input);
    if (input.attachedDocumentPk && !(await this.attachments.info(principal, input.attachedDocumentPk))) {
      throw new BadRequestError({ attachedDocumentPk: [notificationMessages.attachmentNotFound] });
    }
    const batchId = `bat-${randomBytes(12).toString('hex')}`;
    const message: FanoutMessage = {
      tenantId: principal.tenantId,
      kind: 'notification-fanout',
      batchId,
      type: input.type,
      ...(target ? { entityId: target.id } : {}),
      title: input.title,
      content: input.content,
      createdBy: sender.displayName,
      createdById: sender.id,
      ...(input.attachedDocumentPk ? { attachmentDocumentPk: input.attachedDocumentPk } : {}),
      date: new Date(this.clock.now()).toISOString(),
    };
    await this.enqueue(queues.notificationFanout, message);
    await this.events.record(principal, {
      type: 'notifications.queued',
      summary: `Notificación '${input.title.slice(0, 60)}' (${notificationTypeLabels[input.type]}) para ${target?.displayName ?? 'todos los usuarios'}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { batchId, type: input.type, ...(target ? { entityId: target.id } : {}) },
    });
    return { batchId, status: 'queued' };
  }

  /**
   * The queue side of requestFanout: one notification per target user, with an id derived from the batch and the
   * user, so a redelivered message writes nothing twice. Errors propagate (the platform retries, then poisons).
   */
  async fanOut(message: FanoutMessage): Promise<{ recipients: number; written: number }> {
    const scope = { tenantId: message.tenantId };
    const userIds = await this.resolveRecipients(scope, message.type, message.entityId);
    let written = 0;
    await inPool(userIds, FANOUT_CONCURRENCY, async (userId) => {
      const id = deterministicNotificationId(message.batchId, userId);
      const created = await this.notifications.createIfAbsent(scope, {
        id,
        userId,
        type: message.type,
        title: message.title,
        content: message.content,
        status: 'unread',
        date: message.date,
        readDate: null,
        sortKey: notificationSortKey(message.date, id),
        createdBy: message.createdBy,
        createdById: message.createdById,
        batchId: message.batchId,
        ...(message.attachmentDocumentPk ? { attachmentDocumentPk: message.attachmentDocumentPk } : {}),
      });
      if (created) written++;
    });
    return { recipients: userIds.length, written };
  }

  /**
   * One notification for one user, for other areas (a rejected document, an export ready to download…). With a
   * `key` it is idempotent: calling again with the same key and user writes nothing.
   */
  async notifyUser(scope: TenantScope, userId: string, input: NotifyUserInput): Promise<{ notificationId: string; written: boolean }> {
    const id = input.key ? deterministicNotificationId(input.key, userId) : `ntf-${randomBytes(16).toString('hex')}`;
    const date = new Date(this.clock.now()).toISOString();
    const written = await this.notifications.createIfAbsent(scope, {
      id,
      userId,
      type: input.type,
      title: input.title.slice(0, notificationTitleMax),
      content: input.content.slice(0, notificationContentMax),
      status: 'unread',
      date,
      readDate: null,
      sortKey: notificationSortKey(date, id),
      ...(input.metadata ? { metadata: input.metadata } : {}),
      ...(input.attachmentDocumentPk ? { attachmentDocumentPk: input.attachmentDocumentPk } : {}),
      ...(input.createdBy ? { createdBy: input.createdBy } : {}),
      ...(input.createdById ? { createdById: input.createdById } : {}),
    });
    return { notificationId: id, written };
  }

  /** POST /api/notifications/attachments: PDF, JPEG or PNG by content (the declared type must agree). */
  async uploadAttachment(principal: Principal, file: { data: Buffer; declaredType: string; name: string }) {
    const declared = file.declaredType.split(';')[0]!.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
    const actual = sniffAttachmentType(file.data);
    if (!actual || actual !== declared) throw new BadRequestError({ file: [attachmentTypeMessage] }, attachmentTypeMessage);
    const id = `att-${randomBytes(16).toString('hex')}`;
    await this.attachments.put(principal, id, file.data, actual, { name: file.name, uploadedBy: principal.userId });
    return { attachmentDocumentPk: id, name: file.name, contentType: actual, length: file.data.length };
  }

  /** GET /api/notifications/attachments/{id}: for its uploader and the users who received it; 404 for anyone else. */
  async openAttachment(principal: Principal, id: string): Promise<{ stream: Readable; contentType: string; length: number; name: string }> {
    const received = await this.notifications.hasAttachment(principal, principal.userId, id);
    const file = await this.attachments.open(principal, id);
    if (!file) throw new NotFoundError();
    if (!received && file.uploadedBy !== principal.userId) {
      file.stream.destroy();
      throw new NotFoundError();
    }
    return file;
  }

  /** The list is the caller's own: another user's key is "not found", like another tenant's object. */
  private own(principal: Principal, userPK: string): void {
    if (userPK !== principal.userId) throw new NotFoundError();
  }

  private filter(query: ListQuery): NotificationFilter {
    const dayStart = (day: string) => Date.parse(`${day}T00:00:00${PORTAL_UTC_OFFSET}`);
    if (query.fromDate && query.toDate && query.fromDate > query.toDate) {
      throw new BadRequestError({ toDate: ['La fecha final no puede ser anterior a la inicial.'] });
    }
    return {
      order: query.orderBy,
      ...(query.status !== 'all' ? { status: query.status } : {}),
      ...(query.type ? { type: query.type } : {}),
      ...(query.fromDate ? { from: new Date(dayStart(query.fromDate)).toISOString() } : {}),
      ...(query.toDate ? { to: new Date(dayStart(query.toDate) + DAY_MS).toISOString() } : {}),
    };
  }

  /** The token is the keyset position (the last sortKey answered) and the order it belongs to. */
  private encodeToken(sortKey: string, order: 'DESC' | 'ASC'): string {
    return Buffer.from(`${order === 'DESC' ? 'd' : 'a'}${sortKey}`, 'utf8').toString('base64url');
  }

  private decodeToken(token: string, order: 'DESC' | 'ASC'): string {
    const text = Buffer.from(token, 'base64url').toString('utf8');
    if (!/^[da]\d{4}-\d\d-\d\dT[\d:.]+Z\|ntf-[A-Za-z0-9_-]+$/.test(text) || text[0] !== (order === 'DESC' ? 'd' : 'a')) throw badToken();
    return text.slice(1);
  }

  private async checkTarget(principal: Principal, senderCompanyId: string, input: AddNotificationRequest): Promise<ContactItem | undefined> {
    if (input.type === 'global:system') {
      if (!hasPermission(principal.role, 'create:notifications:any')) throw new ForbiddenError();
      return undefined;
    }
    const target = await this.contacts.read(principal, input.entityPublicKey!);
    if (!target || target.partyType === 1) throw new NotFoundError(notificationMessages.targetNotFound);
    if (!targetFitsType({ partyType: target.partyType, role: target.organizationRole }, input.type)) throw new BadRequestError({ entityPublicKey: [notificationMessages.targetWrongKind] }, notificationMessages.targetWrongKind);
    // The same rule decides what GET /api/contacts/{userPK}/organizations offers (contacts/targets.ts).
    if (!(await this.targets.mayTarget(principal, senderCompanyId, target))) throw new ForbiddenError(notificationMessages.targetNotAllowed);
    return target;
  }

  /** Part 2 §3 targets: members (users) of organizations, chosen directly, through a group, or as suppliers. */
  private async resolveRecipients(scope: TenantScope, type: TargetNotificationType, entityId: string | undefined): Promise<string[]> {
    if (type === 'global:system') return this.recipients.activeUserIds(scope, 'all');
    const target = entityId ? await this.contacts.read(scope, entityId) : undefined;
    // Removed since the message was queued: nobody to write to, nothing to retry.
    if (!target) return [];
    const suppliersOf = async (customerIds: readonly string[]) =>
      (await Promise.all(customerIds.map((id) => this.contacts.suppliersOf(scope, id)))).flat().map((s) => s.id);
    const organizations =
      type === 'customer:members' || type === 'supplier:members'
        ? [target.id]
        : type === 'customer:suppliers'
          ? await suppliersOf([target.id])
          : type === 'groups:members'
            ? (target.memberIds ?? [])
            : await suppliersOf(target.memberIds ?? []);
    return [...new Set(await this.recipients.activeUserIds(scope, [...new Set(organizations)]))];
  }
}

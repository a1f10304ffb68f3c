import type { NotificationStatus, NotificationType } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';

/**
 * A user's notifications: Cosmos `notifications`, one logical partition per user (pk tenantId|userId, decision
 * 001), so every list, count and point read stays inside one partition. `sortKey` (date|id) is unique and orders
 * like the date: lists page by it (keyset), which stays stable while new notifications arrive.
 */
export type NotificationItem = {
  id: string;
  pk: string;
  tenantId: string;
  userId: string;
  type: NotificationType;
  title: string;
  content: string;
  status: NotificationStatus;
  /** ISO 8601, UTC. */
  date: string;
  readDate?: string | null;
  sortKey: string;
  attachmentDocumentPk?: string;
  metadata?: Record<string, string | number>;
  /** Display name of who sent it, and their user id. */
  createdBy?: string;
  createdById?: string;
  /** The fan-out batch it came from (POST /api/notifications/add). */
  batchId?: string;
  _etag?: string;
};

export type NotificationFilter = {
  /** One status, or undefined for read and unread (archived ones only when asked for). */
  status?: NotificationStatus;
  type?: NotificationType;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  order: 'DESC' | 'ASC';
};

export const notificationPk = (scope: TenantScope, userId: string) => `${scope.tenantId}|${userId}`;
export const notificationSortKey = (date: string, id: string) => `${date}|${id}`;

export class NotificationsRepository {
  private readonly c = new TenantContainer<NotificationItem>('notifications');

  read(scope: TenantScope, userId: string, id: string) {
    return this.c.read(scope, id, notificationPk(scope, userId));
  }

  /** Writes the notification unless one with its id exists (a redelivered fan-out); answers whether it wrote. */
  async createIfAbsent(scope: TenantScope, item: Omit<NotificationItem, 'tenantId' | 'pk'>): Promise<boolean> {
    try {
      await this.c.create(scope, { ...item, pk: notificationPk(scope, item.userId) });
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }

  /** Seed and benchmarks only: writes whatever is there. */
  upsert(scope: TenantScope, item: Omit<NotificationItem, 'tenantId' | 'pk'>) {
    return this.c.upsert(scope, { ...item, pk: notificationPk(scope, item.userId) });
  }

  /** Replaces it if nobody changed it since it was read (ETag); otherwise a ConflictError. */
  save(item: NotificationItem) {
    if (!item._etag) throw new Error('save() needs a notification read from storage (ETag)');
    return this.c.replace(item, item, item._etag);
  }

  /** Up to `limit` notifications after the keyset position `after` (a sortKey), in the filter's order. */
  async list(scope: TenantScope, userId: string, filter: NotificationFilter, limit: number, after?: string): Promise<NotificationItem[]> {
    const spec = this.spec(scope, userId, filter, after);
    const out: NotificationItem[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.c.query(scope, { ...spec, pageSize: limit - out.length, ...(continuationToken ? { continuationToken } : {}) });
      out.push(...page.items);
      continuationToken = page.continuationToken;
    } while (continuationToken && out.length < limit);
    return out.slice(0, limit);
  }

  /** The sortKeys of the first `limit` notifications of the filter: where a numbered page starts. */
  sortKeys(scope: TenantScope, userId: string, filter: NotificationFilter, limit: number): Promise<string[]> {
    return this.c.values<string>(scope, 'c.sortKey', { ...this.spec(scope, userId, filter), limit });
  }

  count(scope: TenantScope, userId: string, filter: Omit<NotificationFilter, 'order'>): Promise<number> {
    const { pk, where, parameters } = this.spec(scope, userId, { ...filter, order: 'DESC' });
    return this.c.count(scope, { pk, where, parameters });
  }

  /** Whether the user received a notification carrying this attachment. */
  async hasAttachment(scope: TenantScope, userId: string, attachmentId: string): Promise<boolean> {
    const n = await this.c.count(scope, {
      pk: notificationPk(scope, userId),
      where: 'c.attachmentDocumentPk = @attachment',
      parameters: [{ name: '@attachment', value: attachmentId }],
    });
    return n > 0;
  }

  /**
   * The query of a filter. With one status the ORDER BY leads with it, so Cosmos serves filter and order from
   * the composite index (status, sortKey) of resources.ts; otherwise the range index on sortKey does.
   */
  private spec(scope: TenantScope, userId: string, filter: NotificationFilter, after?: string) {
    const conditions: string[] = [];
    const parameters: { name: string; value: string }[] = [];
    const add = (condition: string, name: string, value: string) => {
      conditions.push(condition);
      parameters.push({ name, value });
    };
    if (filter.status) add('c.status = @status', '@status', filter.status);
    else conditions.push("c.status IN ('unread', 'read')");
    if (filter.type) add('c.type = @type', '@type', filter.type);
    if (filter.from) add('c.date >= @from', '@from', filter.from);
    if (filter.to) add('c.date < @to', '@to', filter.to);
    if (after !== undefined) add(filter.order === 'DESC' ? 'c.sortKey < @after' : 'c.sortKey > @after', '@after', after);
    const direction = filter.order;
    return {
      pk: notificationPk(scope, userId),
      where: conditions.join(' AND '),
      parameters,
      orderBy: filter.status ? `c.status ASC, c.sortKey ${direction}` : `c.sortKey ${direction}`,
    };
  }
}

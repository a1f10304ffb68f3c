import { clock as appClock, type Clock } from './clock';
import type { Page, TenantScope } from './cosmos';
import { tables } from './resources';
import { invertedTimeKey, TenantTable } from './tables';

/**
 * The event log ('Bitácora del sistema'): who did what, when (UTC) and from where, in the `events` table. One
 * partition per tenant and UTC day, row keys in inverted time so a day lists newest first. Entries never hold
 * passwords, codes, tokens or links. Events that belong to no tenant (e.g. a sign-in with an unknown e-mail)
 * go to the platform scope.
 */

export const platformScope: TenantScope = { tenantId: 'platform' };

export type EventOrigin = { ip: string; userAgent: string };

export type EventEntry = {
  /** Kebab-case, prefixed by area: 'auth.sign-in', 'auth.sign-in-failed'… */
  type: string;
  /** One line in Spanish for the log page. */
  summary: string;
  userId?: string;
  email?: string;
  from: EventOrigin;
  /** Small scalar facts (reason, status…); nothing secret. */
  detail?: Record<string, string | number | boolean>;
  /**
   * Also keeps the entry in this stream (partition `stream:<name>`, newest first) so one area's history pages back
   * across days without reading every day (the feature changes of /admin/features).
   */
  stream?: string;
};

export type EventRow = {
  type: string;
  summary: string;
  at: string;
  userId?: string;
  email?: string;
  ip: string;
  userAgent: string;
  detail?: string;
};

const USER_AGENT_MAX = 400;
/** Caller-supplied text (an e-mail typed at sign-in, a user agent) without control characters or lone surrogates. */
const clean = (text: string, max: number) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '?').slice(0, max);

/** Day partitions are 'YYYY-MM-DD': a stream's cannot collide with them. */
const streamPartition = (stream: string) => `stream:${stream}`;

export class EventLog {
  private readonly table = new TenantTable<EventRow>(tables.events);

  constructor(private readonly clock: Clock = appClock) {}

  async record(scope: TenantScope, entry: EventEntry): Promise<void> {
    const now = this.clock.now();
    const at = new Date(now).toISOString();
    const rowKey = invertedTimeKey(now);
    const row: EventRow = {
      type: entry.type,
      summary: entry.summary,
      at,
      ip: clean(entry.from.ip, 64),
      userAgent: clean(entry.from.userAgent, USER_AGENT_MAX),
      ...(entry.userId ? { userId: entry.userId } : {}),
      ...(entry.email ? { email: clean(entry.email, 254) } : {}),
      ...(entry.detail ? { detail: JSON.stringify(entry.detail) } : {}),
    };
    await this.table.insert(scope, at.slice(0, 10), rowKey, row);
    if (entry.stream) await this.table.insert(scope, streamPartition(entry.stream), rowKey, row);
  }

  /** One UTC day (YYYY-MM-DD) of a tenant's events, newest first. */
  list(scope: TenantScope, day: string, options: { pageSize?: number; continuationToken?: string } = {}): Promise<Page<EventRow>> {
    return this.table.list(scope, day, options);
  }

  /** A stream's events (see EventEntry.stream), newest first, paged by continuation token. */
  listStream(scope: TenantScope, stream: string, options: { pageSize?: number; continuationToken?: string } = {}): Promise<Page<EventRow>> {
    return this.table.list(scope, streamPartition(stream), options);
  }
}


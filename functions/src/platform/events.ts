import { createHash } from 'node:crypto';
import { odata, type TransactionAction } from '@azure/data-tables';
import { clock as appClock, type Clock } from './clock';
import type { Page, TenantScope } from './cosmos';
import { getClients } from './clients';
import { ConflictError } from './errors';
import { countStorageCall } from './request-context';
import { tables } from './resources';
import { invertedTimeKey, TenantTable } from './tables';

/**
 * The event log ('Bitácora del sistema'): who did what, when (UTC) and from where, in the `events` table.
 * Entries never hold passwords, codes, tokens or links. Events that belong to no tenant (e.g. a sign-in with an
 * unknown e-mail) go to the platform scope.
 *
 * Tamper-evident (decision 017): per tenant one `chain` partition holds every entry under its inverted, zero-padded
 * sequence (newest first, the rows the log page shows) and the chain head (sequence, hash). Each entry stores its
 * sequence, the previous entry's hash and its own hash = sha256 of a canonical serialisation of its fields. The entry
 * and the head's advance are one entity-group transaction conditioned on the head's ETag, so concurrent writers
 * never fork the chain (the loser retries on the new head); one instance's writes of a tenant also queue in memory.
 * record() costs 2 table calls (head read + transaction) plus 2 per conflict, and 1 more for a stream.
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
  /** 1, 2, 3… per tenant (the chain); rows written before the chain have none. */
  sequence?: number;
  prevHash?: string;
  hash?: string;
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

export const GENESIS_HASH = '0'.repeat(64);
const CHAIN = 'chain';
const HEAD_KEY = 'head';
const SEQUENCE_DIGITS = 12;
const SEQUENCE_MAX = 10 ** SEQUENCE_DIGITS - 1;
/** Newest first; digits sort before 'head', so the head row is never inside an entries range. */
export const chainRowKey = (sequence: number) => String(SEQUENCE_MAX - sequence).padStart(SEQUENCE_DIGITS, '0');
/** Same format as TenantTable's partition keys (tables.ts): the chain's transaction is written here directly. */
const chainPartitionKey = (scope: TenantScope) => `${scope.tenantId}|${CHAIN}`;

type HeadRow = { sequence: number; hash: string };
export type ChainRow = EventRow & { sequence: number; prevHash: string; hash: string };

/** sha256 over a fixed-order JSON array of the entry's fields (absent optionals as null). */
export function entryHash(row: Omit<ChainRow, 'hash'>): string {
  const canonical = JSON.stringify([
    row.sequence,
    row.prevHash,
    row.type,
    row.summary,
    row.at,
    row.userId ?? null,
    row.email ?? null,
    row.ip,
    row.userAgent,
    row.detail ?? null,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export type ChainBreak = { sequence: number; reason: 'missing' | 'edited' | 'link' | 'head' };
export type ChainVerification = {
  /** The head's sequence when verification started (entries recorded so far). */
  headSequence: number;
  /** The first and last sequence this call checked (none when the chain is empty or from is past the head). */
  checkedFrom: number;
  checkedTo: number;
  /** Where to continue; absent when the walk reached the head or found a break. */
  nextSequence?: number;
  broken?: ChainBreak;
};

const MAX_ATTEMPTS = 60;
const VERIFY_PAGE_MAX = 1000;

function statusOf(err: unknown): number | undefined {
  return (err as { statusCode?: number })?.statusCode;
}

export class EventLog {
  private readonly table = new TenantTable<EventRow>(tables.events);
  private readonly heads = new TenantTable<HeadRow>(tables.events);
  /** Per tenant, the end of this instance's queue of chain writes (see inTurn). */
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly clock: Clock = appClock) {}

  async record(scope: TenantScope, entry: EventEntry): Promise<void> {
    const now = this.clock.now();
    const at = new Date(now).toISOString();
    const fields: EventRow = {
      type: entry.type,
      summary: entry.summary,
      at,
      ip: clean(entry.from.ip, 64),
      userAgent: clean(entry.from.userAgent, USER_AGENT_MAX),
      ...(entry.userId ? { userId: entry.userId } : {}),
      ...(entry.email ? { email: clean(entry.email, 254) } : {}),
      ...(entry.detail ? { detail: JSON.stringify(entry.detail) } : {}),
    };
    const row = await this.inTurn(scope.tenantId, () => this.append(scope, fields));
    if (entry.stream) await this.table.insert(scope, streamPartition(entry.stream), invertedTimeKey(now), row);
  }

  /**
   * This instance's writes of one tenant, one after another: writers in the same process never race for the head
   * (no wasted round trips under a burst); the ETag still settles races between instances and processes.
   */
  private inTurn<T>(tenantId: string, write: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(tenantId) ?? Promise.resolve();
    const result = previous.then(write);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(tenantId, tail);
    void tail.then(() => {
      if (this.tails.get(tenantId) === tail) this.tails.delete(tenantId);
    });
    return result;
  }

  /** Links the entry to the head and advances the head in one transaction; retries when another writer won. */
  private async append(scope: TenantScope, fields: EventRow): Promise<ChainRow> {
    const client = getClients().table(tables.events);
    const partitionKey = chainPartitionKey(scope);
    for (let attempt = 1; ; attempt++) {
      const head = await this.heads.get(scope, CHAIN, HEAD_KEY);
      const sequence = (head?.sequence ?? 0) + 1;
      const unhashed = { ...fields, sequence, prevHash: head?.hash ?? GENESIS_HASH };
      const row: ChainRow = { ...unhashed, hash: entryHash(unhashed) };
      const nextHead: HeadRow = { sequence, hash: row.hash };
      const actions: TransactionAction[] = [
        ['create', { partitionKey, rowKey: chainRowKey(sequence), ...row }],
        head
          ? ['update', { partitionKey, rowKey: HEAD_KEY, ...nextHead }, 'Replace', { etag: head.etag }]
          : ['create', { partitionKey, rowKey: HEAD_KEY, ...nextHead }],
      ];
      countStorageCall('table');
      try {
        await client.submitTransaction(actions);
        return row;
      } catch (err) {
        const status = statusOf(err);
        if ((status !== 409 && status !== 412) || attempt >= MAX_ATTEMPTS) throw status === 409 || status === 412 ? new ConflictError() : err;
        // Another writer advanced the head first: wait a little (spread out) and link to the new head.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(5 * attempt, 50)));
      }
    }
  }

  /** The number of entries recorded for the tenant so far and the last one's hash (undefined before the first). */
  async chainHead(scope: TenantScope): Promise<{ sequence: number; hash: string } | undefined> {
    const head = await this.heads.get(scope, CHAIN, HEAD_KEY);
    return head ? { sequence: head.sequence, hash: head.hash } : undefined;
  }

  /**
   * Walks the chain upwards from `fromSequence` (default 1) for at most `pageSize` entries in one range query (plus
   * the entry before, to link to) and reports the first broken sequence: an entry that is missing, whose stored
   * fields no longer give its hash ('edited'), whose prevHash is not the previous entry's hash ('link': reordered,
   * replaced or the previous one re-hashed), or a last entry that is not the head's ('head').
   */
  async verifyChain(scope: TenantScope, options: { fromSequence?: number; pageSize?: number } = {}): Promise<ChainVerification> {
    const head = await this.chainHead(scope);
    const headSequence = head?.sequence ?? 0;
    const from = Math.max(1, options.fromSequence ?? 1);
    const pageSize = Math.min(Math.max(1, options.pageSize ?? VERIFY_PAGE_MAX), VERIFY_PAGE_MAX);
    if (!head || from > headSequence) return { headSequence, checkedFrom: from, checkedTo: from - 1 };
    const to = Math.min(headSequence, from + pageSize - 1);
    const rows = await this.range(scope, Math.max(1, from - 1), to);
    let prevHash = GENESIS_HASH;
    if (from > 1) {
      const before = rows.get(from - 1);
      // The previous page checked this entry; here it only gives the hash to link to (recomputed, not trusted).
      if (!before) return { headSequence, checkedFrom: from, checkedTo: from - 1, broken: { sequence: from - 1, reason: 'missing' } };
      prevHash = entryHash(before);
    }
    for (let sequence = from; sequence <= to; sequence++) {
      const row = rows.get(sequence);
      const broken = (reason: ChainBreak['reason']): ChainVerification => ({ headSequence, checkedFrom: from, checkedTo: sequence, broken: { sequence, reason } });
      if (!row || row.sequence !== sequence) return broken(row ? 'link' : 'missing');
      const hash = entryHash(row);
      if (hash !== row.hash) return broken('edited');
      if (row.prevHash !== prevHash) return broken('link');
      if (sequence === headSequence && hash !== head.hash) return broken('head');
      prevHash = hash;
    }
    return { headSequence, checkedFrom: from, checkedTo: to, ...(to < headSequence ? { nextSequence: to + 1 } : {}) };
  }

  /** Entries from..to by row key (newest first within the partition), keyed by the sequence their row key says. */
  private async range(scope: TenantScope, from: number, to: number): Promise<Map<number, ChainRow>> {
    const rows = new Map<number, ChainRow>();
    let continuationToken: string | undefined;
    const where = odata`PartitionKey eq ${chainPartitionKey(scope)} and RowKey ge ${chainRowKey(to)} and RowKey le ${chainRowKey(from)}`;
    do {
      const page = await this.table.listTenant(scope, { where, pageSize: VERIFY_PAGE_MAX, ...(continuationToken ? { continuationToken } : {}) });
      for (const item of page.items) rows.set(SEQUENCE_MAX - Number(item.rowKey), item as unknown as ChainRow);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return rows;
  }

  /**
   * One page of the tenant's entries, newest first, narrowed by `where` (an OData clause over the entry's own
   * fields: at, type, email…). The continuation token is the table's, validated (a forged one is an
   * InvalidContinuationError).
   */
  listEntries(scope: TenantScope, options: { where?: string; pageSize: number; continuationToken?: string }): Promise<Page<ChainRow & { rowKey: string }>> {
    const chain = odata`PartitionKey eq ${chainPartitionKey(scope)} and RowKey lt ${HEAD_KEY}`;
    return this.table.listTenant(scope, {
      where: options.where ? `${chain} and (${options.where})` : chain,
      pageSize: options.pageSize,
      ...(options.continuationToken ? { continuationToken: options.continuationToken } : {}),
    }) as Promise<Page<ChainRow & { rowKey: string }>>;
  }

  /** One UTC day (YYYY-MM-DD) of a tenant's events, newest first (the first page: up to pageSize). */
  list(scope: TenantScope, day: string, options: { pageSize?: number; continuationToken?: string } = {}): Promise<Page<EventRow>> {
    const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
    return this.listEntries(scope, {
      where: odata`at ge ${`${day}T00:00:00.000Z`} and at lt ${`${next}T00:00:00.000Z`}`,
      pageSize: options.pageSize ?? 100,
      ...(options.continuationToken ? { continuationToken: options.continuationToken } : {}),
    });
  }

  /** A stream's events (see EventEntry.stream), newest first, paged by continuation token. */
  listStream(scope: TenantScope, stream: string, options: { pageSize?: number; continuationToken?: string } = {}): Promise<Page<EventRow>> {
    return this.table.list(scope, streamPartition(stream), options);
  }
}

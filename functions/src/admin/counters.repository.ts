import type { Container, PatchOperation } from '@azure/cosmos';
import { getClients } from '../platform/clients';
import { getConfig } from '../platform/config';
import { TenantContainer, type StoredItem, type TenantScope } from '../platform/cosmos';
import { countStorageCall } from '../platform/request-context';

/**
 * A tenant's counters for /admin and /admin/tenants (decision 016): one item per tenant in the tenants container
 * (id 'counters', pk the tenantId), moved by the writers with a Cosmos patch `incr` (atomic on the server, no
 * read first) and recounted with COUNT queries by the reconciliation (nightly timer, after provisioning, on seed),
 * which repairs any drift: a writer that crashed between its write and its increment, or data written without one.
 */

export type CounterName = 'users' | 'contacts' | 'documents' | 'documentTypes';
export const counterNames: readonly CounterName[] = ['users', 'contacts', 'documents', 'documentTypes'];
export type Counts = Record<CounterName, number>;

export type CountersItem = Counts & {
  id: 'counters';
  pk: string;
  tenantId: string;
  type: 'counters';
  /** When the counts were last recounted. */
  reconciledAt?: string;
  _etag?: string;
};

const COUNTERS_ID = 'counters';
const zero: Counts = { users: 0, contacts: 0, documents: 0, documentTypes: 0 };

function statusOf(err: unknown): number | undefined {
  const e = err as { code?: number | string; statusCode?: number };
  return typeof e?.code === 'number' ? e.code : e?.statusCode;
}

/** What each counter counts: the same condition the reconciliation's COUNT uses. */
const counted = {
  users: { container: 'users', where: "c.type = 'user'" },
  contacts: { container: 'contacts', where: "c.type = 'contact'" },
  documents: { container: 'documents', where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt)" },
  documentTypes: { container: 'documentTypes', where: "c.type = 'documentType'" },
} as const satisfies Record<CounterName, { container: 'users' | 'contacts' | 'documents' | 'documentTypes'; where: string }>;

export class TenantCounters {
  private readonly sources = Object.fromEntries(counterNames.map((name) => [name, new TenantContainer<StoredItem>(counted[name].container)])) as Record<CounterName, TenantContainer<StoredItem>>;

  private get c(): Container {
    return getClients().cosmos.database(getConfig().cosmos.database).container('tenants');
  }

  /**
   * Moves one counter by `delta`. Best effort on purpose: the caller's write has already succeeded and must not
   * fail because of its counter; a lost increment is repaired by the next reconciliation.
   */
  async add(scope: TenantScope, counter: CounterName, delta: number): Promise<void> {
    if (delta === 0) return;
    try {
      await this.incr(scope, counter, delta);
    } catch (err) {
      console.warn(`counters: ${scope.tenantId} ${counter} ${delta > 0 ? '+' : ''}${delta} not applied (the next reconciliation repairs it)`, err);
    }
  }

  /** The tenant's counters; zeros (and no reconciledAt) when none were written yet. */
  async read(scope: TenantScope): Promise<Counts & { reconciledAt?: string }> {
    countStorageCall('cosmos');
    try {
      const { resource } = await this.c.item(COUNTERS_ID, scope.tenantId).read<CountersItem>();
      return resource ? pick(resource) : { ...zero };
    } catch (err) {
      if (statusOf(err) === 404) return { ...zero };
      throw err;
    }
  }

  /** The counters of every tenant that has them (the Developer's totals): one query over the tenants container. */
  async readAll(): Promise<(Counts & { tenantId: string })[]> {
    countStorageCall('cosmos');
    const { resources } = await this.c.items
      .query<CountersItem>({ query: "SELECT * FROM c WHERE c.type = 'counters'" })
      .fetchAll();
    return resources.map((r) => ({ tenantId: r.tenantId, ...pick(r) }));
  }

  /** The true counts now, one COUNT query per counter. */
  async recount(scope: TenantScope): Promise<Counts> {
    const counts = await Promise.all(counterNames.map((name) => this.sources[name].count(scope, { where: counted[name].where, pk: name === 'documents' ? undefined : scope.tenantId })));
    return Object.fromEntries(counterNames.map((name, i) => [name, counts[i]!])) as Counts;
  }

  /**
   * Recounts and stores the counts. The item is replaced with the ETag read before counting: an increment that
   * lands meanwhile makes the replace fail and the count is taken again (three tries, then stored as counted).
   */
  async reconcile(scope: TenantScope, at: string): Promise<Counts> {
    for (let attempt = 1; ; attempt++) {
      const before = await this.readItem(scope);
      const counts = await this.recount(scope);
      const item: CountersItem = { id: COUNTERS_ID, pk: scope.tenantId, tenantId: scope.tenantId, type: 'counters', ...counts, reconciledAt: at };
      countStorageCall('cosmos');
      try {
        if (before?._etag && attempt < 3) await this.c.item(COUNTERS_ID, scope.tenantId).replace(item, { accessCondition: { type: 'IfMatch', condition: before._etag } });
        else if (!before && attempt < 3) await this.c.items.create(item);
        else await this.c.items.upsert(item);
        return counts;
      } catch (err) {
        const status = statusOf(err);
        if (status !== 412 && status !== 409 && status !== 404) throw err;
      }
    }
  }

  /** For tests: set a counter to a wrong value (drift) without touching the data. */
  async overwrite(scope: TenantScope, counts: Partial<Counts>): Promise<void> {
    const current = await this.read(scope);
    countStorageCall('cosmos');
    await this.c.items.upsert({ id: COUNTERS_ID, pk: scope.tenantId, tenantId: scope.tenantId, type: 'counters', ...pick(current), ...counts });
  }

  private async readItem(scope: TenantScope): Promise<CountersItem | undefined> {
    countStorageCall('cosmos');
    try {
      const { resource } = await this.c.item(COUNTERS_ID, scope.tenantId).read<CountersItem>();
      return resource ?? undefined;
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  private async incr(scope: TenantScope, counter: CounterName, delta: number): Promise<void> {
    const ops: PatchOperation[] = [{ op: 'incr', path: `/${counter}`, value: delta }];
    const item = this.c.item(COUNTERS_ID, scope.tenantId);
    countStorageCall('cosmos');
    try {
      await item.patch(ops);
      return;
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
    // No counters yet: create them at zero (another writer may win the create: fine), then increment.
    countStorageCall('cosmos');
    try {
      await this.c.items.create<CountersItem>({ id: COUNTERS_ID, pk: scope.tenantId, tenantId: scope.tenantId, type: 'counters', ...zero });
    } catch (err) {
      if (statusOf(err) !== 409) throw err;
    }
    countStorageCall('cosmos');
    await item.patch(ops);
  }
}

function pick(item: Partial<Counts> & { reconciledAt?: string }): Counts & { reconciledAt?: string } {
  const out: Counts & { reconciledAt?: string } = { ...zero };
  for (const name of counterNames) out[name] = Math.max(0, Number(item[name] ?? 0) || 0);
  if (item.reconciledAt) out.reconciledAt = item.reconciledAt;
  return out;
}

/** The one instance the writers share. */
export const tenantCounters = new TenantCounters();

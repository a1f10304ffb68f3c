import type { Container, CosmosClient, ItemDefinition, SqlParameter } from '@azure/cosmos';
import { getClients } from './clients';
import { getConfig } from './config';
import { ConflictError, NotFoundError } from './errors';
import { countStorageCall } from './request-context';
import { cosmosContainers, type CosmosContainerName } from './resources';

/**
 * The Cosmos DB layer. Tenant isolation is built in: a TenantContainer only answers for the tenant of the scope
 * it is given — every query gets `c.tenantId = @tenantId` prepended and every point operation checks the
 * item's tenantId — so an unscoped query cannot be written by accident. The few platform-level containers
 * that are not per tenant (tenants, logins, sessions) use PlatformContainer, which only does point operations.
 */

export type TenantScope = { readonly tenantId: string };
export type StoredItem = { id: string; pk: string; tenantId: string; _etag?: string; _ts?: number };
export type Page<T> = { items: T[]; continuationToken?: string };
export type QuerySpec = {
  /** A SQL condition on `c`, written in code (never from input); values go in parameters. */
  where?: string;
  parameters?: SqlParameter[];
  /** e.g. 'c.date DESC'. Two fields need a composite index (resources.ts and infra). */
  orderBy?: string;
  /** Restrict to one logical partition when the caller knows it (cheaper in Cosmos). */
  pk?: string;
  pageSize?: number;
  continuationToken?: string;
};

function statusOf(err: unknown): number | undefined {
  const e = err as { code?: number | string; statusCode?: number };
  return typeof e?.code === 'number' ? e.code : e?.statusCode;
}

function rethrow(err: unknown): never {
  const status = statusOf(err);
  if (status === 412 || status === 409) throw new ConflictError();
  throw err;
}

function container(name: CosmosContainerName, client: CosmosClient = getClients().cosmos): Container {
  return client.database(getConfig().cosmos.database).container(name);
}

/** Cosmos refuses these characters in an id, so no stored item has one: an id from the caller with one is not found. */
const impossibleId = /[/\\?#]/;

async function readItem<T>(c: Container, id: string, pk: string): Promise<(T & StoredItem) | undefined> {
  // Without this, the request (the SDK puts the id in the URL path) fails with 400/500 instead of "not found".
  if (impossibleId.test(id) || id === '') return undefined;
  countStorageCall('cosmos');
  try {
    const { resource, statusCode } = await c.item(id, pk).read<T & StoredItem>();
    return statusCode === 404 ? undefined : resource;
  } catch (err) {
    if (statusOf(err) === 404) return undefined;
    throw err;
  }
}

export class TenantContainer<T extends StoredItem> {
  constructor(readonly name: CosmosContainerName) {}

  private get c(): Container {
    return container(this.name);
  }

  /** Another tenant's item answers undefined, exactly like a missing one. */
  async read(scope: TenantScope, id: string, pk: string): Promise<T | undefined> {
    const item = await readItem<T>(this.c, id, pk);
    return item && item.tenantId === scope.tenantId ? item : undefined;
  }

  async get(scope: TenantScope, id: string, pk: string): Promise<T> {
    const item = await this.read(scope, id, pk);
    if (!item) throw new NotFoundError();
    return item;
  }

  async create(scope: TenantScope, item: Omit<T, 'tenantId'> & { tenantId?: string }): Promise<T> {
    countStorageCall('cosmos');
    try {
      const { resource } = await this.c.items.create<T>({ ...item, tenantId: scope.tenantId } as T);
      return resource as T;
    } catch (err) {
      rethrow(err);
    }
  }

  async upsert(scope: TenantScope, item: Omit<T, 'tenantId'> & { tenantId?: string }): Promise<T> {
    countStorageCall('cosmos');
    const { resource } = await this.c.items.upsert<T>({ ...item, tenantId: scope.tenantId } as T);
    return resource as unknown as T;
  }

  /** Replace only if nobody changed the item since `etag` was read; otherwise a ConflictError (409). */
  async replace(scope: TenantScope, item: T, etag: string): Promise<T> {
    if (item.tenantId !== scope.tenantId) throw new NotFoundError();
    countStorageCall('cosmos');
    try {
      const { resource } = await this.c
        .item(item.id, item.pk)
        .replace<T>(item, { accessCondition: { type: 'IfMatch', condition: etag } });
      return resource as T;
    } catch (err) {
      if (statusOf(err) === 404) throw new NotFoundError();
      rethrow(err);
    }
  }

  async delete(scope: TenantScope, id: string, pk: string, etag?: string): Promise<void> {
    const existing = await this.read(scope, id, pk);
    if (!existing) throw new NotFoundError();
    countStorageCall('cosmos');
    try {
      await this.c.item(id, pk).delete(etag ? { accessCondition: { type: 'IfMatch', condition: etag } } : {});
    } catch (err) {
      if (statusOf(err) === 404) throw new NotFoundError();
      rethrow(err);
    }
  }

  /** One page of a query within the scope's tenant. Pages by continuation token, never OFFSET. */
  async query(scope: TenantScope, spec: QuerySpec = {}): Promise<Page<T>> {
    return this.page<T>(this.sql(scope, spec, '*'), spec);
  }

  /**
   * The values of `expression` (code, e.g. 'c.sortKey') for the first `limit` rows of a query, following
   * continuation tokens: how a numbered page finds where it starts without OFFSET (small rows, no documents).
   */
  async values<V>(scope: TenantScope, expression: string, spec: QuerySpec & { limit: number }): Promise<V[]> {
    const query = this.sql(scope, spec, `VALUE ${expression}`);
    const out: V[] = [];
    let continuationToken = spec.continuationToken;
    while (out.length < spec.limit) {
      const page = await this.page<V>(query, { ...spec, pageSize: Math.min(spec.limit - out.length, 1000), ...(continuationToken ? { continuationToken } : {}) });
      out.push(...page.items);
      continuationToken = page.continuationToken;
      if (!continuationToken || page.items.length === 0) break;
    }
    return out.slice(0, spec.limit);
  }

  /** Every row of a query (following continuation tokens), for lists known to be modest; more than `max` throws. */
  async queryAll(scope: TenantScope, spec: Omit<QuerySpec, 'pageSize' | 'continuationToken'>, max = 10_000): Promise<T[]> {
    const out: T[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.query(scope, { ...spec, pageSize: 500, ...(continuationToken ? { continuationToken } : {}) });
      out.push(...page.items);
      if (out.length > max) throw new Error(`${this.name}: more than ${max} rows for one list`);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return out;
  }

  /** COUNT within the tenant (same scoping rules as query). */
  async count(scope: TenantScope, spec: Pick<QuerySpec, 'where' | 'parameters' | 'pk'> = {}): Promise<number> {
    countStorageCall('cosmos');
    const { resources } = await this.c.items.query<number>(this.sql(scope, { ...spec, orderBy: undefined }, 'VALUE COUNT(1)')).fetchAll();
    return resources.reduce((a, b) => a + b, 0);
  }

  /** The tenant condition first, then the partition and the caller's condition; values always as parameters. */
  private sql(scope: TenantScope, spec: Omit<QuerySpec, 'orderBy'> & { orderBy?: string | undefined }, select: string): { query: string; parameters: SqlParameter[] } {
    const conditions = ['c.tenantId = @tenantId'];
    const parameters: SqlParameter[] = [{ name: '@tenantId', value: scope.tenantId }];
    if (spec.pk !== undefined) {
      conditions.push('c.pk = @pk');
      parameters.push({ name: '@pk', value: spec.pk });
    }
    if (spec.where) conditions.push(`(${spec.where})`);
    parameters.push(...(spec.parameters ?? []));
    return { query: `SELECT ${select} FROM c WHERE ${conditions.join(' AND ')}${spec.orderBy ? ` ORDER BY ${spec.orderBy}` : ''}`, parameters };
  }

  private async page<V>(sql: { query: string; parameters: SqlParameter[] }, spec: QuerySpec): Promise<Page<V>> {
    countStorageCall('cosmos');
    const response = await this.c.items
      .query<V>(sql, {
        maxItemCount: spec.pageSize ?? 50,
        ...(spec.continuationToken ? { continuationToken: spec.continuationToken } : {}),
        ...(spec.pk !== undefined ? { partitionKey: spec.pk } : {}),
      })
      .fetchNext();
    return { items: response.resources, ...(response.continuationToken ? { continuationToken: response.continuationToken } : {}) };
  }
}

/** Containers keyed by something other than a tenant (tenant records, the e-mail index, sessions, SSO state): point operations only. */
export class PlatformContainer<T extends ItemDefinition & { id: string; pk: string }> {
  constructor(readonly name: 'tenants' | 'logins' | 'sessions' | 'sso') {}

  private get c(): Container {
    return container(this.name);
  }

  async read(id: string, pk: string = id): Promise<(T & { _etag?: string }) | undefined> {
    return readItem<T>(this.c, id, pk);
  }

  async create(item: T): Promise<T> {
    countStorageCall('cosmos');
    try {
      const { resource } = await this.c.items.create<T>(item);
      return resource as T;
    } catch (err) {
      rethrow(err);
    }
  }

  async upsert(item: T): Promise<T> {
    countStorageCall('cosmos');
    const { resource } = await this.c.items.upsert<T>(item);
    return resource as unknown as T;
  }

  async replace(item: T, etag: string): Promise<T> {
    countStorageCall('cosmos');
    try {
      const { resource } = await this.c.item(item.id, item.pk).replace<T>(item, { accessCondition: { type: 'IfMatch', condition: etag } });
      return resource as T;
    } catch (err) {
      if (statusOf(err) === 404) throw new NotFoundError();
      rethrow(err);
    }
  }

  async delete(id: string, pk: string = id): Promise<void> {
    countStorageCall('cosmos');
    try {
      await this.c.item(id, pk).delete();
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  }
}

/** Creates the database and every container of resources.ts if missing (local host and tests; Bicep in Azure). */
export async function ensureCosmosSchema(client: CosmosClient = getClients().cosmos): Promise<void> {
  const { database } = await client.databases.createIfNotExists({ id: getConfig().cosmos.database });
  for (const [id, spec] of Object.entries(cosmosContainers)) {
    const compositeIndexes = 'compositeIndexes' in spec ? spec.compositeIndexes.map((c) => [...c]) : undefined;
    await database.containers.createIfNotExists({
      id,
      partitionKey: { paths: [spec.partitionKeyPath] },
      ...('defaultTtl' in spec ? { defaultTtl: spec.defaultTtl } : {}),
      ...(compositeIndexes ? { indexingPolicy: { compositeIndexes } } : {}),
    });
  }
}

/** Health probe: one cheap metadata read. */
export async function pingCosmos(): Promise<void> {
  countStorageCall('cosmos');
  await getClients().cosmos.database(getConfig().cosmos.database).read();
}

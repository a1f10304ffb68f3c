import { randomBytes } from 'node:crypto';
import { odata, type TableEntity, type TableEntityResult } from '@azure/data-tables';
import { getClients } from './clients';
import { ConflictError } from './errors';
import { countStorageCall } from './request-context';
import { tables, type TableName } from './resources';
import type { Page, TenantScope } from './cosmos';

/**
 * Table Storage with tenant isolation built in: PartitionKey is always `<tenantId>|<partition>`, so a
 * tenant's rows can only be read through its own scope.
 */

export type TableRow = Record<string, string | number | boolean | Date | undefined>;

const SEP = '|';
function partitionKey(scope: TenantScope, partition: string): string {
  return `${scope.tenantId}${SEP}${partition}`;
}

function statusOf(err: unknown): number | undefined {
  return (err as { statusCode?: number })?.statusCode;
}

/** A row key that lists the newest first (RowKeys sort ascending), unique within the millisecond. */
export function invertedTimeKey(ms: number): string {
  return `${String(9_999_999_999_999 - ms).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
}

export class TenantTable<T extends TableRow> {
  constructor(readonly name: TableName) {}

  private get client() {
    return getClients().table(this.name);
  }

  async upsert(scope: TenantScope, partition: string, rowKey: string, row: T): Promise<void> {
    countStorageCall('table');
    await this.client.upsertEntity({ partitionKey: partitionKey(scope, partition), rowKey, ...row }, 'Replace');
  }

  /** Insert only; an existing row is a ConflictError. */
  async insert(scope: TenantScope, partition: string, rowKey: string, row: T): Promise<void> {
    countStorageCall('table');
    try {
      await this.client.createEntity({ partitionKey: partitionKey(scope, partition), rowKey, ...row });
    } catch (err) {
      if (statusOf(err) === 409) throw new ConflictError();
      throw err;
    }
  }

  async get(scope: TenantScope, partition: string, rowKey: string): Promise<(T & { etag: string }) | undefined> {
    countStorageCall('table');
    try {
      const e = await this.client.getEntity<T>(partitionKey(scope, partition), rowKey);
      return e as unknown as T & { etag: string };
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  /** Replace only if unchanged since read (ETag); otherwise a ConflictError. */
  async replace(scope: TenantScope, partition: string, rowKey: string, row: T, etag: string): Promise<void> {
    countStorageCall('table');
    try {
      await this.client.updateEntity({ partitionKey: partitionKey(scope, partition), rowKey, ...row }, 'Replace', { etag });
    } catch (err) {
      if (statusOf(err) === 412 || statusOf(err) === 409) throw new ConflictError();
      throw err;
    }
  }

  async delete(scope: TenantScope, partition: string, rowKey: string): Promise<void> {
    countStorageCall('table');
    try {
      await this.client.deleteEntity(partitionKey(scope, partition), rowKey);
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  }

  /** One page of a partition's rows, in RowKey order, paged by continuation token. */
  async list(scope: TenantScope, partition: string, options: { pageSize?: number; continuationToken?: string } = {}): Promise<Page<TableEntityResult<T>>> {
    return this.page(odata`PartitionKey eq ${partitionKey(scope, partition)}`, options.pageSize ?? 100, options.continuationToken);
  }

  /** The first page of a filtered listing (one storage call). */
  private async page(filter: string, pageSize: number, continuationToken: string | undefined): Promise<Page<TableEntityResult<T>>> {
    countStorageCall('table');
    const pages = this.client.listEntities<T>({ queryOptions: { filter } }).byPage({ maxPageSize: pageSize, ...(continuationToken ? { continuationToken } : {}) });
    const { value } = await pages.next();
    const page = (value ?? []) as TableEntityResult<T>[] & { continuationToken?: string };
    return { items: [...page], ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}) };
  }

  /**
   * One page of all the tenant's rows (every partition), in key order, narrowed by `where` (an OData clause built
   * with `odata`, over the row's own properties). The continuation token is the SDK's; a malformed or foreign one
   * is an InvalidContinuationError (the caller answers 400).
   */
  async listTenant(scope: TenantScope, options: { where?: string; pageSize: number; continuationToken?: string }): Promise<Page<TableEntityResult<T>>> {
    if (options.continuationToken !== undefined && !isContinuationToken(options.continuationToken)) throw new InvalidContinuationError();
    // Every PartitionKey of the tenant starts with `<tenantId>|`; '}' is the character after '|'.
    const range = odata`PartitionKey ge ${`${scope.tenantId}${SEP}`} and PartitionKey lt ${`${scope.tenantId}}`}`;
    const filter = options.where ? `${range} and (${options.where})` : range;
    try {
      return await this.page(filter, options.pageSize, options.continuationToken);
    } catch (err) {
      if (options.continuationToken && statusOf(err) === 400) throw new InvalidContinuationError();
      throw err;
    }
  }
}

/** A continuation token the client sent back that is not one this table gave. */
export class InvalidContinuationError extends Error {
  constructor() {
    super('invalid continuation token');
    this.name = 'InvalidContinuationError';
  }
}

/** The SDK's token: base64 of {"nextPartitionKey": "...", "nextRowKey"?: "..."} with the service's markers. */
function isContinuationToken(token: string): boolean {
  if (token.length > 2000 || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return false;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('latin1')) as Record<string, unknown>;
    const marker = /^[A-Za-z0-9!*_.=+/-]{1,1000}$/;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    const keys = Object.keys(parsed);
    if (!keys.every((k) => k === 'nextPartitionKey' || k === 'nextRowKey')) return false;
    if (typeof parsed.nextPartitionKey !== 'string' || !marker.test(parsed.nextPartitionKey)) return false;
    return parsed.nextRowKey === undefined || (typeof parsed.nextRowKey === 'string' && marker.test(parsed.nextRowKey));
  } catch {
    return false;
  }
}

/** Creates every table of resources.ts if missing (local host and tests; Bicep in Azure). */
export async function ensureTables(): Promise<void> {
  for (const name of Object.values(tables)) {
    await getClients().tableService.createTable(name).catch((err: unknown) => {
      if (statusOf(err) !== 409) throw err;
    });
  }
}

export async function pingTables(): Promise<void> {
  countStorageCall('table');
  const iterator = getClients().tableService.listTables().byPage({ maxPageSize: 1 });
  await iterator.next();
}

export type { TableEntity };

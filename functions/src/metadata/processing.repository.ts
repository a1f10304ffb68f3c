import { odata, type TableEntityResult } from '@azure/data-tables';
import type { ExtractionOutcome } from '@expediente/contracts';
import type { Page, TenantScope } from '../platform/cosmos';
import { tables } from '../platform/resources';
import { TenantTable } from '../platform/tables';

/**
 * The `processing` table (issue 14, part 2 §2.9, §3 Table storage item): one record per document, partition = the
 * document's publicKey (TenantTable prefixes the tenant), rowKey 'extraction'. One current result per document,
 * so a run redone writes the same row again: idempotent by construction. The record is also the run's claim:
 * `runId` names the run the last start queued, `lease` how long a running claim holds.
 */
export const EXTRACTION_ROW = 'extraction';

export type ProcessingRecord = {
  /** The document's file name. */
  name: string;
  /** Its documentTypeCode. */
  type: string;
  documentPK: string;
  hasError: boolean;
  outcome: ExtractionOutcome;
  method?: string | undefined;
  /** Spanish, for the reviewer and the admin (never a stack). */
  error?: string | undefined;
  attempts: number;
  /** Base64 MD5 of the bytes the run read. */
  md5?: string | undefined;
  /** The run queued last; a message of another run is stale. */
  runId: string;
  /** What started it: upload, blob, api, clean, reprocess, image-ai. */
  reason: string;
  withError: boolean;
  queuedAt: string;
  startedAt?: string | undefined;
  finishedAt?: string | undefined;
  durationMs?: number | undefined;
  /** ISO instant until which a running claim holds; after it another attempt may take the run over. */
  lease?: string | undefined;
};

type Row = ProcessingRecord & Record<string, string | number | boolean | undefined>;

/** Table rows take no undefined values: absent properties are left out. */
function compact(record: ProcessingRecord): Row {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Row;
}

const recordKeys: readonly (keyof ProcessingRecord)[] = [
  'name', 'type', 'documentPK', 'hasError', 'outcome', 'method', 'error', 'attempts', 'md5', 'runId', 'reason', 'withError',
  'queuedAt', 'startedAt', 'finishedAt', 'durationMs', 'lease',
];

/** The record's own properties of a row (without the table's keys, Timestamp and ETag). */
export function toRecord(row: Record<string, unknown>): ProcessingRecord {
  return Object.fromEntries(recordKeys.filter((k) => row[k] !== undefined && row[k] !== null).map((k) => [k, row[k]])) as ProcessingRecord;
}

export const finalOutcomes: readonly ExtractionOutcome[] = ['clean', 'partial', 'image', 'not-supported', 'error'];
export const isFinal = (outcome: ExtractionOutcome): boolean => finalOutcomes.includes(outcome);

/** Which outcomes each bitconfig flag keeps (contracts tableBitconfigs), left to right; the last flag is 'every record'. */
const bitOutcomes: readonly (readonly ExtractionOutcome[])[] = [['queued', 'running'], ['image'], ['not-supported'], ['error']];

export function outcomesOf(bitconfig: string): readonly ExtractionOutcome[] | undefined {
  const chosen = bitOutcomes.flatMap((outcomes, i) => (bitconfig[i] === '1' ? outcomes : []));
  return chosen.length ? chosen : undefined;
}

export class ProcessingRepository {
  private readonly table = new TenantTable<Row>(tables.processing);

  async get(scope: TenantScope, publicKey: string): Promise<(ProcessingRecord & { etag: string }) | undefined> {
    const row = await this.table.get(scope, publicKey, EXTRACTION_ROW);
    return row ? { ...toRecord(row), etag: row.etag } : undefined;
  }

  /** Insert only: a record already there is a ConflictError (the claim of insert-if-absent). */
  insert(scope: TenantScope, publicKey: string, record: ProcessingRecord): Promise<void> {
    return this.table.insert(scope, publicKey, EXTRACTION_ROW, compact(record));
  }

  /** Replace only if unchanged since read (ETag); otherwise a ConflictError. */
  replace(scope: TenantScope, publicKey: string, record: ProcessingRecord, etag: string): Promise<void> {
    return this.table.replace(scope, publicKey, EXTRACTION_ROW, compact(record), etag);
  }

  upsert(scope: TenantScope, publicKey: string, record: ProcessingRecord): Promise<void> {
    return this.table.upsert(scope, publicKey, EXTRACTION_ROW, compact(record));
  }

  remove(scope: TenantScope, publicKey: string): Promise<void> {
    return this.table.delete(scope, publicKey, EXTRACTION_ROW);
  }

  /** One page of the tenant's records, kept to `outcomes` when given; an invalid token is InvalidContinuationError. */
  page(scope: TenantScope, options: { outcomes?: readonly ExtractionOutcome[] | undefined; pageSize: number; continuationToken?: string | undefined }): Promise<Page<TableEntityResult<Row>>> {
    const where = options.outcomes?.map((o) => odata`outcome eq ${o}`).join(' or ');
    return this.table.listTenant(scope, {
      pageSize: options.pageSize,
      ...(where ? { where } : {}),
      ...(options.continuationToken !== undefined ? { continuationToken: options.continuationToken } : {}),
    });
  }
}

import { PassThrough, Writable, type Readable } from 'node:stream';
import type { ExportState } from '@expediente/contracts';
import { singleBlobReadSas, streamBlob } from '../platform/blobs';
import { getClients } from '../platform/clients';
import type { TenantScope } from '../platform/cosmos';
import { countStorageCall } from '../platform/request-context';
import { blobContainers, tables } from '../platform/resources';
import { TenantTable } from '../platform/tables';

/**
 * Table `exportJobs`: one row per export, partition `<tenantId>|user:<userId>` (a user reads only their own jobs
 * with one point read), row key = exportId. It holds the filters, the progress and where the ZIP went; never the
 * password (that travels sealed in the queue message only).
 */
export type ExportJobRow = {
  userId: string;
  email: string;
  /** The export's filters (contracts ExportFilters) as JSON. */
  filters: string;
  state: ExportState;
  total: number;
  processed: number;
  bytes: number;
  requestedAt: string;
  startedAt?: string;
  finishedAt?: string;
  /** Inside the tenant's prefix of the exports container: `<exportId>.zip`. */
  blobName?: string;
  expiresAt?: string;
  /** The failure's reason for the log (never a secret); the user reads the spec's text. */
  error?: string;
  /** A running worker's claim: another delivery waits until it lapses (ms since epoch). */
  leaseUntil?: number;
  attempts: number;
};

const partitionOf = (userId: string) => `user:${userId}`;

export class ExportJobsRepository {
  private readonly t = new TenantTable<ExportJobRow>(tables.exportJobs);

  insert(scope: TenantScope, exportId: string, row: ExportJobRow): Promise<void> {
    return this.t.insert(scope, partitionOf(row.userId), exportId, row);
  }

  async get(scope: TenantScope, userId: string, exportId: string): Promise<(ExportJobRow & { etag: string }) | undefined> {
    const row = await this.t.get(scope, partitionOf(userId), exportId);
    return row ? (Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as ExportJobRow & { etag: string }) : undefined;
  }

  /** Replaces the row only if nobody wrote it since `etag` (a claim); otherwise a ConflictError. */
  replace(scope: TenantScope, exportId: string, row: ExportJobRow, etag: string): Promise<void> {
    return this.t.replace(scope, partitionOf(row.userId), exportId, strip(row), etag);
  }

  /** Progress and outcome writes of the worker holding the claim. */
  save(scope: TenantScope, exportId: string, row: ExportJobRow): Promise<void> {
    return this.t.upsert(scope, partitionOf(row.userId), exportId, strip(row));
  }
}

// Table rows have no `undefined`: an absent property is left out.
const strip = (row: ExportJobRow) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as ExportJobRow;

/** The ZIP's blob: `exports/<tenantId>/<exportId>.zip` (the 7-day lifecycle rule covers the whole container). */
export const exportBlobName = (exportId: string) => `${exportId}.zip`;

/** Part 1 §9: the link works 7 days. A user delegation SAS (the cloud) may not outlive 7 days from its start. */
export const EXPORT_SAS_MINUTES = 7 * 24 * 60 - 1;

/** Block size of the streamed upload; at most two blocks are in flight (the worker's memory is bounded by them). */
const BLOCK_BYTES = 4 * 1024 * 1024;

export type ExportUpload = {
  /** Where the ZIP writer writes. */
  writable: WritableStream<Uint8Array>;
  /** Settles when the blob is committed (its size), or with the first error of either side. */
  done: Promise<number>;
  /** Stops the upload: nothing is committed (uncommitted blocks are discarded by Blob Storage). */
  abort(err: Error): void;
};

export class ExportBlobs {
  /** A block upload of the export's blob fed by a stream: committed only when the writer closes. */
  upload(scope: TenantScope, exportId: string): ExportUpload {
    const pipe = new PassThrough({ highWaterMark: BLOCK_BYTES });
    let bytes = 0;
    countStorageCall('blob');
    const client = getClients().blob.getContainerClient(blobContainers.exports).getBlockBlobClient(`${scope.tenantId}/${exportBlobName(exportId)}`);
    const done = client
      .uploadStream(pipe, BLOCK_BYTES, 2, { blobHTTPHeaders: { blobContentType: 'application/zip' } })
      .then(() => bytes);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (pipe.write(chunk)) callback();
        else pipe.once('drain', () => callback());
      },
      final(callback) {
        pipe.end();
        callback();
      },
    });
    // A failed upload stops the writer too (otherwise it would wait for a drain that never comes).
    done.catch((err: unknown) => sink.destroy(err instanceof Error ? err : new Error(String(err))));
    return {
      writable: Writable.toWeb(sink) as WritableStream<Uint8Array>,
      done,
      abort: (err) => {
        sink.destroy(err);
        pipe.destroy(err);
      },
    };
  }

  /** A read-only SAS for that one blob, valid 7 days, that saves it as `fileName`. */
  readSas(scope: TenantScope, exportId: string, fileName: string): Promise<{ url: string; expiresOn: Date }> {
    return singleBlobReadSas(scope, blobContainers.exports, exportBlobName(exportId), {
      minutes: EXPORT_SAS_MINUTES,
      contentDisposition: `attachment; filename="${fileName}"`,
      contentType: 'application/zip',
    });
  }

  /** A document's bytes as a stream; undefined when its blob is missing. */
  async document(scope: TenantScope, blobName: string): Promise<Readable | undefined> {
    return (await streamBlob(scope, blobContainers.documents, blobName))?.stream;
  }
}

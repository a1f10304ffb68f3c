import {
  extractionMessages,
  tableStorageItemSchema,
  type DocumentExtraction,
  type ExtractionBody,
  type ExtractionCleanBody,
  type ExtractionQueuedResponse,
  type StorageActionResponse,
  type StorageTablePage,
  type StorageTableQuery,
  type TableStorageItem,
} from '@expediente/contracts';
import type { DocumentAccess } from '../documents/document-access';
import type { DocumentBlobs, DocumentItem, DocumentsRepository } from '../documents/documents.repository';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, NotFoundError } from '../platform/errors';
import { tables } from '../platform/resources';
import { InvalidContinuationError } from '../platform/tables';
import { isListedType, type ExtractionStarter } from './extraction-starter';
import { outcomesOf, toRecord, type ProcessingRepository } from './processing.repository';

/** The tables /admin/tablestorage may browse (part 2 §2.9): the processing records; never events or throttle. */
export const browsableTables: readonly string[] = [tables.processing];

export const storageMessages = {
  tableNotFound: 'La tabla no existe.',
  invalidToken: 'El token de continuación no es válido.',
  typeMismatch: 'El tipo de documento no corresponde al documento.',
} as const;

export type DocumentMetadata = {
  metaDataItems: { key: string; label: string; value: string }[];
  identifiers: { key: string; value: string }[];
  jsonData?: string;
  extraction?: DocumentExtraction;
};

/**
 * The on-demand side of extraction (part 1 §7, part 2 §2.4, §2.9, §7): POST /api/metadata/extraction and
 * extraction-clean on one document in the caller's view (DocumentAccess: 404 outside it), the Developer's metadata
 * card, and the admin's processing table with Reprocesar and Image AI.
 */
export class MetadataApiService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly docs: DocumentsRepository,
    private readonly blobs: DocumentBlobs,
    private readonly records: ProcessingRepository,
    private readonly starter: ExtractionStarter,
    private readonly clock: Clock,
  ) {}

  /** The document, when the BlobUrl is its own blob and its type has fields to extract; 404 / 400 otherwise. */
  private async target(principal: Principal, publicKey: string, blobUrl: string): Promise<DocumentItem> {
    const doc = await this.access.visibleDocument(principal, publicKey);
    if (this.blobs.nameFromUrl(blobUrl) !== `${principal.tenantId}/${doc.blobName}`) {
      throw new BadRequestError({ BlobUrl: [extractionMessages.blobMismatch] }, extractionMessages.blobMismatch);
    }
    if (!isListedType(doc.documentTypeCode)) throw new BadRequestError({ DocumentPK: [extractionMessages.notListed] }, extractionMessages.notListed);
    return doc;
  }

  private async withErrorFlag(principal: Principal): Promise<boolean> {
    return (await featuresOf(principal))['instant-metadata-with-errors'] === true;
  }

  /** POST /api/metadata/extraction: queue a run unless one is already queued or running. */
  async extract(principal: Principal, body: ExtractionBody): Promise<ExtractionQueuedResponse> {
    const doc = await this.target(principal, body.DocumentPK, body.BlobUrl);
    const withError = body.WithError ?? (await this.withErrorFlag(principal));
    const extraction = await this.starter.restart(principal, doc, { reason: 'api', withError, unlessPending: true });
    return { queued: true, extraction };
  }

  /** POST /api/metadata/extraction-clean ('Reprocesar documento'): clears the stored results and forces a new run. */
  async clean(principal: Principal, body: ExtractionCleanBody): Promise<ExtractionQueuedResponse> {
    const doc = await this.target(principal, body.DocumentPK, body.BlobUrl);
    if (body.DocumentType !== doc.documentTypeCode) throw new BadRequestError({ DocumentType: [storageMessages.typeMismatch] }, storageMessages.typeMismatch);
    const withError = await this.withErrorFlag(principal);
    const at = new Date(this.clock.now()).toISOString();
    await this.docs.change(principal, doc.publicKey, (item) => {
      const { jsonData: _jsonData, ...rest } = item;
      return { ...rest, formDataItems: [], identifiers: [], metaDataItems: [], extraction: { outcome: 'queued', at, findings: [] }, modifiedAt: at };
    });
    const extraction = await this.starter.restart(principal, doc, { reason: 'clean', withError });
    return { queued: true, extraction };
  }

  /** GET /api/documents/metadata/{id}: the Developer's metadata card (part 2 §2.4). */
  async metadata(principal: Principal, publicKey: string): Promise<DocumentMetadata> {
    const doc = await this.access.visibleDocument(principal, publicKey);
    return {
      metaDataItems: doc.metaDataItems ?? [],
      identifiers: doc.identifiers ?? [],
      ...(doc.jsonData !== undefined ? { jsonData: doc.jsonData } : {}),
      ...(doc.extraction ? { extraction: doc.extraction } : {}),
    };
  }

  /** GET /api/storage/table/{table}: one page of the tenant's records, filtered by bitconfig. */
  async tablePage(principal: Principal, table: string, query: StorageTableQuery): Promise<StorageTablePage> {
    if (!browsableTables.includes(table)) throw new NotFoundError(storageMessages.tableNotFound);
    let page;
    try {
      page = await this.records.page(principal, { outcomes: outcomesOf(query.bitconfig), pageSize: query.pageSize, continuationToken: query.continueToken });
    } catch (err) {
      if (err instanceof InvalidContinuationError) throw new BadRequestError({ continueToken: [storageMessages.invalidToken] }, storageMessages.invalidToken);
      throw err;
    }
    const prefix = `${principal.tenantId}|`;
    const items: TableStorageItem[] = page.items.map((row) => {
      const r = toRecord(row as unknown as Record<string, unknown>);
      return tableStorageItemSchema.parse({
        partitionKey: String(row.partitionKey).slice(prefix.length),
        rowKey: String(row.rowKey),
        name: r.name ?? '',
        type: r.type ?? '',
        hasError: r.hasError === true,
        outcome: r.outcome,
        method: r.method,
        error: r.error,
        attempts: r.attempts,
        queuedAt: r.queuedAt,
        finishedAt: r.finishedAt,
        durationMs: r.durationMs,
        documentPK: r.documentPK,
      });
    });
    return { items, ...(page.continuationToken ? { continueToken: page.continuationToken } : {}) };
  }

  /** POST /api/storage/reprocess and /api/storage/image-ai: queue each document; unknown or unlisted ones are skipped. */
  async act(principal: Principal, publicKeys: string[], forceOcr: boolean): Promise<StorageActionResponse> {
    const withError = await this.withErrorFlag(principal);
    const unique = [...new Set(publicKeys)];
    const skipped: string[] = [];
    let queued = 0;
    // A few at a time: each is a read, a record write and a message.
    for (let i = 0; i < unique.length; i += 10) {
      await Promise.all(
        unique.slice(i, i + 10).map(async (key) => {
          const doc = await this.access.visibleDocument(principal, key).catch((err: unknown) => {
            if (err instanceof NotFoundError) return undefined;
            throw err;
          });
          if (!doc || !isListedType(doc.documentTypeCode)) {
            skipped.push(key);
            return;
          }
          await this.starter.restart(principal, doc, { reason: forceOcr ? 'image-ai' : 'reprocess', withError, ...(forceOcr ? { forceOcr: true } : {}) });
          queued += 1;
        }),
      );
    }
    return { queued, skipped: unique.filter((k) => skipped.includes(k)) };
  }
}

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { documentFieldCatalogue, INSTANT_METADATA_MAX_BYTES, instantExtractionTypes, type DocumentExtraction } from '@expediente/contracts';
import type { DocumentItem } from '../documents/documents.repository';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';
import type { QueueMessage } from '../platform/queues';
import { queues, type QueueName } from '../platform/resources';
import { isFinal, type ProcessingRecord, type ProcessingRepository } from './processing.repository';

/**
 * Starting an extraction run (issue 14): a 'queued' processing record that names the run (runId) and one message on
 * the `extraction` queue that carries it. The add call and the blob trigger both *claim* (insert-if-absent: the
 * first one queues, the other finds the record and does nothing), so both racing give one run. The on-demand calls
 * (POST /api/metadata/extraction, extraction-clean, /api/storage/reprocess, image-ai) *restart*: a new runId
 * replaces the record, and a message of an older run finds itself stale and does nothing.
 */

/** 'seed': the local portal's demo data (functions/src/local/seed-extraction.ts). */
export const extractionReasons = ['upload', 'blob', 'api', 'clean', 'reprocess', 'image-ai', 'seed'] as const;
export type ExtractionReason = (typeof extractionReasons)[number];

export const extractionMessageSchema = z.object({
  tenantId: z.string().min(1),
  kind: z.literal('extract'),
  publicKey: z.string().min(1),
  runId: z.string().min(1),
  reason: z.enum(extractionReasons),
  withError: z.boolean(),
  /** Read scans with OCR even when METADATA_OCR is off (Image AI): Document Intelligence when configured, else tesseract. */
  forceOcr: z.boolean().optional(),
});
export type ExtractionMessage = z.infer<typeof extractionMessageSchema>;

/** Part 1 §7: instant extraction only for the listed types, files under 10,000,000 bytes, with the tenant's flag on. */
export function willExtractInstantly(documentTypeCode: string, length: number, flags: Record<string, boolean>): boolean {
  return instantExtractionTypes.includes(documentTypeCode) && length < INSTANT_METADATA_MAX_BYTES && flags['instant-metadata'] === true;
}

/** Whether a type has fields to extract at all (on-demand runs take any size up to the limit, any flag). */
export const isListedType = (documentTypeCode: string): boolean => documentFieldCatalogue[documentTypeCode] !== undefined;

/** What uploads.service.ts needs (injected, so documents/ does not import this area's composition). */
export type InstantExtraction = {
  willExtract(documentTypeCode: string, length: number, flags: Record<string, boolean>): boolean;
  claim(scope: TenantScope, doc: DocumentItem, options: { reason: ExtractionReason; withError: boolean }): Promise<boolean>;
};

type Enqueue = (queue: QueueName, message: QueueMessage, options?: { delaySeconds?: number }) => Promise<void>;

export type StartOptions = { reason: ExtractionReason; withError: boolean; forceOcr?: boolean };

export class ExtractionStarter implements InstantExtraction {
  constructor(
    private readonly records: ProcessingRepository,
    private readonly enqueue: Enqueue,
    private readonly clock: Clock,
  ) {}

  willExtract(documentTypeCode: string, length: number, flags: Record<string, boolean>): boolean {
    return willExtractInstantly(documentTypeCode, length, flags);
  }

  private queuedRecord(doc: DocumentItem, runId: string, options: StartOptions): ProcessingRecord {
    return {
      name: doc.originalName,
      type: doc.documentTypeCode,
      documentPK: doc.publicKey,
      hasError: false,
      outcome: 'queued',
      // Attempts of this run (a restart counts from zero).
      attempts: 0,
      runId,
      reason: options.reason,
      withError: options.withError,
      queuedAt: new Date(this.clock.now()).toISOString(),
    };
  }

  private message(scope: TenantScope, doc: DocumentItem, runId: string, options: StartOptions): ExtractionMessage {
    return {
      tenantId: scope.tenantId,
      kind: 'extract',
      publicKey: doc.publicKey,
      runId,
      reason: options.reason,
      withError: options.withError,
      ...(options.forceOcr ? { forceOcr: true } : {}),
    };
  }

  /**
   * The upload's run: queued only if no record exists for the document (insert-if-absent). False when another path
   * (the add or the blob trigger) queued it first. If the message cannot be sent, the record goes too, so the other
   * path (or a retry of this one) can still start it.
   */
  async claim(scope: TenantScope, doc: DocumentItem, options: StartOptions): Promise<boolean> {
    const runId = randomUUID();
    try {
      await this.records.insert(scope, doc.publicKey, this.queuedRecord(doc, runId, options));
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
    try {
      await this.send(scope, doc, runId, options);
    } catch (err) {
      await this.records.remove(scope, doc.publicKey).catch(() => undefined);
      throw err;
    }
    return true;
  }

  /**
   * An on-demand run: a new runId replaces whatever the record said (a running attempt of an older run finishes
   * but its message is stale from now on). With `unlessPending`, a run still queued or running is answered as is.
   */
  async restart(scope: TenantScope, doc: DocumentItem, options: StartOptions & { unlessPending?: boolean }): Promise<DocumentExtraction> {
    for (let attempt = 0; ; attempt += 1) {
      const current = await this.records.get(scope, doc.publicKey);
      if (current && options.unlessPending && !isFinal(current.outcome)) {
        return { outcome: current.outcome, at: current.startedAt ?? current.queuedAt, findings: [] };
      }
      const runId = randomUUID();
      const record = this.queuedRecord(doc, runId, options);
      try {
        if (current) await this.records.replace(scope, doc.publicKey, record, current.etag);
        else await this.records.insert(scope, doc.publicKey, record);
      } catch (err) {
        if (err instanceof ConflictError && attempt < 3) continue;
        throw err;
      }
      await this.send(scope, doc, runId, options);
      return { outcome: 'queued', at: record.queuedAt, findings: [] };
    }
  }

  private async send(scope: TenantScope, doc: DocumentItem, runId: string, options: StartOptions): Promise<void> {
    await this.enqueue(queues.extraction, this.message(scope, doc, runId, options));
  }
}

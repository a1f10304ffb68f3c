import { createHash } from 'node:crypto';
import {
  addDays,
  documentFieldCatalogue,
  extractionMessages,
  extractionOutcomeLabels,
  fileExtensionOf,
  INSTANT_METADATA_MAX_BYTES,
  mexicoCityDay,
  periodOfDay,
  type DocumentExtraction,
  type DocumentFieldDefinition,
  type ExtractionOutcome,
  type Finding,
} from '@expediente/contracts';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { DocumentTypeItem, DocumentTypesRepository } from '../documents/document-types.repository';
import type { DocumentItem, DocumentsRepository } from '../documents/documents.repository';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';
import type { QueueMessage } from '../platform/queues';
import { queues, type QueueName } from '../platform/resources';
import type { ExtractionDataRepository } from './extraction-data.repository';
import type { ExtractionMessage } from './extraction-starter';
import type { CheckContext, Extraction } from './fields/types';
import { isFinal, type ProcessingRecord, type ProcessingRepository } from './processing.repository';
import { ReadError, type ReadErrorCode, type ReaderOptions, type ReadResult } from './readers/types';

/**
 * The extraction pipeline (issue 14): one run per queue message. Claim the document's processing record, read the
 * file (readers/), parse the type's fields (fields/), gather what the checks need (the supplier's RFC, the slot's
 * period, the supplier's other documents of the period), check, then write the document once (fields,
 * identifiers, metaDataItems, jsonData, extraction, status) and the record's final outcome.
 *
 * A ReadError is a property of the file: it ends the run with an outcome (image, not-supported, error) and never
 * throws, so a wrong file never stops the queue. Anything else throws: the queue retries the message and after
 * maxDequeueCount moves it to extraction-poison, whose handler (`poisoned`) marks the run as an error.
 */

export type ReadDocument = (bytes: Buffer, ext: string, options: ReaderOptions) => Promise<ReadResult>;
export type ParseFields = (documentTypeCode: string, read: ReadResult) => Extraction;
export type CheckExtraction = (extraction: Extraction, context: CheckContext) => { findings: Finding[]; validUntil?: string };
export type Pipeline = {
  readDocument: ReadDocument;
  parseFields: ParseFields;
  checkExtraction: CheckExtraction;
  allChecksPass: (findings: readonly Finding[]) => boolean;
};

type Enqueue = (queue: QueueName, message: QueueMessage, options?: { delaySeconds?: number }) => Promise<void>;

/** Below this mean word confidence an OCR read is not trusted: the outcome is 'image' (Image AI may do better). */
export const MIN_OCR_CONFIDENCE = 0.6;
/** The reader's options plus how long a running claim holds beyond the reader's own time limit (download, parse,
 * checks, writes): METADATA_LEASE_MARGIN_SECONDS. */
export type ExtractionSettings = ReaderOptions & { leaseMarginMs: number };

const readErrorMessages: Record<ReadErrorCode, string> = {
  encrypted: 'El PDF está protegido con contraseña.',
  truncated: 'El archivo está incompleto o dañado.',
  'too-many-pages': 'El documento supera el límite de páginas que se leen.',
  'too-many-pixels': 'La imagen supera el límite de píxeles que se leen.',
  timeout: 'La lectura del archivo tardó más del tiempo permitido.',
  'not-cfdi': 'El XML no es un CFDI 4.0 de nómina.',
  'bad-xml': 'El XML no es válido.',
  'unsupported-format': 'El formato del archivo no se puede leer.',
  'needs-ocr': 'El documento es una imagen o un escaneo sin texto: use Image AI para leerlo.',
};
const readErrorOutcome = (code: ReadErrorCode): ExtractionOutcome =>
  code === 'needs-ocr' ? 'image' : code === 'unsupported-format' || code === 'not-cfdi' ? 'not-supported' : 'error';

const lowConfidenceMessage = 'El escaneo no se leyó con suficiente confianza: use Image AI para leerlo.';
const notListedMessage = extractionMessages.notListed;
const goneMessage = 'El documento o su archivo ya no existen.';

export type RunResult = 'done' | 'stale' | 'finished-before' | 'lease-held';

type Item = { key: string; label: string; value: string };

/** Labels of the catalogue by extracted key: 'rfc', 'domicilio.codigoPostal' / 'codigoPostal', 'trabajadores[0].nss'. */
function labelIndex(defs: readonly DocumentFieldDefinition[]) {
  const byKey = new Map<string, { label: string; isIdentifier: boolean }>();
  for (const def of defs) {
    const children = def.jsonDisplayConfig.children;
    if (def.jsonDisplayConfig.type === 'group' && children) {
      for (const child of children) {
        const entry = { label: def.jsonDisplayConfig.isRepeatable ? child.label : `${def.label} · ${child.label}`, isIdentifier: child.isIdentifier };
        byKey.set(`${def.key}.${child.key}`, entry);
        if (!def.jsonDisplayConfig.isRepeatable && !byKey.has(child.key)) byKey.set(child.key, entry);
      }
      byKey.set(def.key, { label: def.label, isIdentifier: false });
    } else byKey.set(def.key, { label: def.label, isIdentifier: def.isIdentifier });
  }
  const groupLabels = new Map(defs.map((d) => [d.key, d.label]));
  return (key: string): { label: string; isIdentifier: boolean } => {
    const repeated = /^([^.[\]]+)\[(\d+)\]\.(.+)$/.exec(key);
    if (repeated) {
      const [, group, index, child] = repeated as unknown as [string, string, string, string];
      const entry = byKey.get(`${group}.${child}`);
      return { label: `${groupLabels.get(group) ?? group} ${Number(index) + 1} · ${entry?.label ?? child}`, isIdentifier: entry?.isIdentifier ?? false };
    }
    return byKey.get(key) ?? { label: key, isIdentifier: false };
  };
}

export class ExtractionService {
  constructor(
    private readonly records: ProcessingRepository,
    private readonly docs: DocumentsRepository,
    private readonly data: ExtractionDataRepository,
    private readonly types: DocumentTypesRepository,
    private readonly contacts: ContactsRepository,
    private readonly enqueue: Enqueue,
    private readonly clock: Clock,
    private readonly pipeline: () => Pipeline,
    private readonly settings: () => ExtractionSettings,
  ) {}

  private iso(ms = this.clock.now()): string {
    return new Date(ms).toISOString();
  }

  /** The queue handler's work for one message. Throws only for failures worth retrying (storage, bugs). */
  async run(message: ExtractionMessage): Promise<RunResult> {
    const scope: TenantScope = { tenantId: message.tenantId };
    const claimed = await this.claim(scope, message);
    if (typeof claimed === 'string') return claimed;
    const { record, etag } = claimed;
    try {
      await this.process(scope, message, record, etag);
      return 'done';
    } catch (err) {
      // Let the retry take over at once instead of waiting for this attempt's lease.
      await this.records.replace(scope, message.publicKey, { ...record, lease: this.iso() }, etag).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Claim the run: a stale message (another run was queued since) or a finished run does nothing; a run another
   * attempt holds (running, lease not expired) is put back on the queue for when the lease ends; otherwise mark it
   * running with attempts + 1 and a lease (ETag: of two attempts racing, one wins).
   */
  private async claim(scope: TenantScope, message: ExtractionMessage): Promise<RunResult | { record: ProcessingRecord; etag: string }> {
    for (let attempt = 0; ; attempt += 1) {
      const current = await this.records.get(scope, message.publicKey);
      if (!current || current.runId !== message.runId) return 'stale';
      if (isFinal(current.outcome)) return 'finished-before';
      const now = this.clock.now();
      if (current.outcome === 'running' && current.lease && Date.parse(current.lease) > now) {
        const delaySeconds = Math.min(600, Math.ceil((Date.parse(current.lease) - now) / 1000) + 1);
        await this.enqueue(queues.extraction, message, { delaySeconds });
        return 'lease-held';
      }
      const { etag: _etag, ...fields } = current;
      const settings = this.settings();
      const record: ProcessingRecord = {
        ...fields,
        outcome: 'running',
        attempts: (current.attempts ?? 0) + 1,
        startedAt: this.iso(now),
        lease: this.iso(now + settings.limits.timeoutMs + settings.leaseMarginMs),
      };
      try {
        await this.records.replace(scope, message.publicKey, record, current.etag);
      } catch (err) {
        if (err instanceof ConflictError && attempt < 3) continue;
        throw err;
      }
      const fresh = await this.records.get(scope, message.publicKey);
      if (!fresh || fresh.runId !== message.runId) return 'stale';
      return { record, etag: fresh.etag };
    }
  }

  private async process(scope: TenantScope, message: ExtractionMessage, record: ProcessingRecord, etag: string): Promise<void> {
    const started = Date.parse(record.startedAt ?? this.iso());
    const doc = await this.docs.read(scope, message.publicKey);
    if (!doc) return this.finish(scope, message.publicKey, record, etag, started, { outcome: 'error', error: goneMessage }, undefined);
    const defs = documentFieldCatalogue[doc.documentTypeCode];
    if (!defs) return this.finish(scope, doc.publicKey, record, etag, started, { outcome: 'not-supported', error: notListedMessage }, doc);
    if (doc.length > INSTANT_METADATA_MAX_BYTES) return this.finish(scope, doc.publicKey, record, etag, started, { outcome: 'error', error: extractionMessages.tooLarge }, doc);
    const bytes = await this.data.file(scope, doc.blobName);
    if (!bytes) return this.finish(scope, doc.publicKey, record, etag, started, { outcome: 'error', error: goneMessage }, doc);
    const md5 = createHash('md5').update(bytes).digest('base64');
    const withMd5 = { ...record, md5 };

    const pipeline = this.pipeline();
    let read: ReadResult;
    try {
      read = await pipeline.readDocument(bytes, fileExtensionOf(doc.blobName), this.optionsFor(message));
    } catch (err) {
      if (!(err instanceof ReadError)) throw err;
      return this.finish(scope, doc.publicKey, withMd5, etag, started, { outcome: readErrorOutcome(err.code), error: readErrorMessages[err.code] }, doc);
    }
    if (read.kind === 'text' && read.method !== 'pdf-text' && read.confidence < MIN_OCR_CONFIDENCE) {
      return this.finish(scope, doc.publicKey, withMd5, etag, started, { outcome: 'image', method: read.method, error: lowConfidenceMessage }, doc);
    }

    const extraction = pipeline.parseFields(doc.documentTypeCode, read);
    const types = await this.types.types(scope);
    const type = types.find((t) => t.codeName === doc.documentTypeCode);
    const context = await this.context(scope, doc, type, types);
    const checked = pipeline.checkExtraction(extraction, context);
    const pass = pipeline.allChecksPass(checked.findings);
    const outcome: ExtractionOutcome = pass ? 'clean' : 'partial';
    const at = this.iso();
    const result: DocumentExtraction = {
      outcome,
      method: read.method,
      at,
      findings: checked.findings,
      ...(checked.validUntil ? { validUntil: checked.validUntil } : {}),
    };

    // WithError: a run whose result has errors (a field missing, a check failed or undecided) stores the values it
    // read only when asked to; without it such a run stores its findings and raw data, and leaves the document's
    // fields as they were (no unverified value lands in them). A clean run always stores them.
    const storeFields = outcome === 'clean' || message.withError;
    const labelOf = labelIndex(type?.fields?.length ? type.fields : defs);
    const formDataItems: Item[] = [];
    const identifiers: { key: string; value: string }[] = [];
    for (const f of extraction.fields) {
      const { label, isIdentifier } = labelOf(f.key);
      if (isIdentifier) identifiers.push({ key: f.key, value: f.value });
      else formDataItems.push({ key: f.key, label, value: f.value });
    }
    const metaDataItems: Item[] = [
      { key: 'outcome', label: 'Resultado de la extracción', value: extractionOutcomeLabels[outcome] },
      { key: 'method', label: 'Método de lectura', value: read.method },
      { key: 'confidence', label: 'Confianza de la lectura', value: read.confidence.toFixed(2) },
      { key: 'md5', label: 'MD5 del archivo leído', value: md5 },
      { key: 'extractedAt', label: 'Fecha de extracción', value: at },
      ...extraction.fields.map((f) => ({ key: `confidence:${f.key}`, label: `Confianza · ${labelOf(f.key).label}`, value: f.confidence.toFixed(2) })),
    ];
    const autoValidated = type?.isAutoValidated === true;
    await this.docs.change(scope, doc.publicKey, (item) => ({
      ...item,
      ...(storeFields ? { formDataItems, identifiers } : {}),
      metaDataItems,
      jsonData: JSON.stringify(extraction.data),
      extraction: result,
      // Never over a reviewer's verdict (V, I): only a document still P or U follows the checks.
      ...(item.status === 'P' || item.status === 'U' ? { status: autoValidated && pass ? 'U' : 'P' } : {}),
      modifiedAt: at,
    }));
    await this.writeRecord(scope, doc.publicKey, { ...withMd5, outcome, method: read.method, hasError: false, error: undefined }, etag, started);
  }

  /** Reader options from the settings; Image AI forces OCR (Document Intelligence when configured, else tesseract). */
  private optionsFor(message: ExtractionMessage): ReaderOptions {
    const { leaseMarginMs: _margin, ...base } = this.settings();
    if (!message.forceOcr) return base;
    return { ...base, ocr: base.documentIntelligence ? 'document-intelligence' : 'tesseract' };
  }

  /** The checks' context: the supplier's RFC, the slot's period, the supplier's documents of that period with data. */
  private async context(scope: TenantScope, doc: DocumentItem, type: DocumentTypeItem | undefined, types: DocumentTypeItem[]): Promise<CheckContext> {
    const today = mexicoCityDay(new Date(this.clock.now()));
    const slotPeriod = type && type.periodCodeName !== 'initial' && doc.fromDate ? periodOfDay(type.periodCodeName, mexicoCityDay(new Date(doc.fromDate)), type.periodReading) : undefined;
    const slot = slotPeriod?.start && slotPeriod.end ? { from: slotPeriod.start, to: slotPeriod.end } : undefined;
    const [supplier, others] = await Promise.all([
      this.contacts.read(scope, doc.supplierId),
      // A year back covers a quarterly or four-monthly document whose period holds this one's.
      slot ? this.data.withDataBetween(scope, doc.supplierId, `${addDays(slot.from, -366)}T00:00:00.000Z`, `${addDays(slot.to, 1)}T23:59:59.999Z`) : Promise.resolve([]),
    ]);
    const typeMap = new Map(types.map((t) => [t.codeName, t]));
    const samePeriod: CheckContext['samePeriod'] = [];
    for (const other of others) {
      if (other.publicKey === doc.publicKey || !other.fromDate || !other.jsonData || !slot) continue;
      const t = typeMap.get(other.documentTypeCode);
      if (!t || t.periodCodeName === 'initial') continue;
      const p = periodOfDay(t.periodCodeName, mexicoCityDay(new Date(other.fromDate)), t.periodReading);
      if (!p.start || !p.end || p.start > slot.to || p.end < slot.from) continue;
      try {
        samePeriod.push({ documentTypeCode: other.documentTypeCode, publicKey: other.publicKey, data: JSON.parse(other.jsonData) as Record<string, unknown> });
      } catch {
        // A hand-edited jsonData that is not JSON takes no part in the cross-checks.
      }
    }
    const rfc = supplier?.identifiers?.find((i) => i.key.toLowerCase() === 'rfc')?.value;
    return {
      today,
      documentTypeCode: doc.documentTypeCode,
      // The slot above is the tenant's cadence: the period check compares in the same one.
      ...(type ? { cadence: type.periodCodeName } : {}),
      ...(rfc ? { supplierRfc: rfc } : {}),
      ...(slot ? { slotPeriod: slot } : {}),
      samePeriod,
    };
  }

  /** A run that ends without fields: the outcome on the record and on the document (status untouched). */
  private async finish(
    scope: TenantScope,
    publicKey: string,
    record: ProcessingRecord,
    etag: string,
    started: number,
    end: { outcome: ExtractionOutcome; error: string; method?: string },
    doc: DocumentItem | undefined,
  ): Promise<void> {
    const at = this.iso();
    if (doc) {
      await this.docs.change(scope, publicKey, (item) => ({
        ...item,
        extraction: { outcome: end.outcome, at, findings: [], error: end.error, ...(end.method ? { method: end.method } : {}) },
        modifiedAt: at,
      }));
    }
    await this.writeRecord(scope, publicKey, { ...record, outcome: end.outcome, hasError: true, error: end.error, method: end.method }, etag, started);
  }

  private async writeRecord(scope: TenantScope, publicKey: string, record: ProcessingRecord, etag: string, started: number): Promise<void> {
    const finished = this.clock.now();
    try {
      await this.records.replace(scope, publicKey, { ...record, lease: undefined, finishedAt: this.iso(finished), durationMs: Math.max(0, finished - started) }, etag);
    } catch (err) {
      // Another run was queued meanwhile (a reprocess): its own result will replace this one.
      if (!(err instanceof ConflictError)) throw err;
    }
  }

  /**
   * extraction-poison: the run failed maxDequeueCount times. Its record and the document's extraction say so
   * ('Error al procesar el documento.'), never left silently pending. A stale or finished run is left alone.
   */
  async poisoned(message: ExtractionMessage): Promise<boolean> {
    const scope: TenantScope = { tenantId: message.tenantId };
    const current = await this.records.get(scope, message.publicKey);
    if (!current || current.runId !== message.runId || isFinal(current.outcome)) return false;
    const at = this.iso();
    const error = extractionMessages.processFailed;
    await this.docs.change(scope, message.publicKey, (item) => ({ ...item, extraction: { outcome: 'error', at, findings: [], error }, modifiedAt: at }));
    const { etag, ...fields } = current;
    const started = Date.parse(current.startedAt ?? current.queuedAt);
    await this.writeRecord(scope, message.publicKey, { ...fields, outcome: 'error', hasError: true, error }, etag, started);
    return true;
  }
}

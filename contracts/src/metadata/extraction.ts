import { z } from 'zod';
import { documentKeySchema } from '../documents/documents';

/**
 * Metadata extraction (issue 14; part 1 §7 instant extraction; part 2 §2.4 'Reprocesar documento', §2.9
 * /admin/tablestorage, §3 Table storage item, §7 extraction, extraction-clean, storage tables, reprocess,
 * image-ai; §9 page sizes and chunks of 100).
 *
 * Every run of the pipeline (read the file, parse the type's fields, check them, store them) leaves one
 * processing record per document in Table Storage: its outcome is what the audit tabs (image, error, missing,
 * stagnated, partial) and /admin/tablestorage read.
 */

// ---------- outcomes ----------

export const extractionOutcomes = [
  /** Waiting in the queue (a record queued longer than STAGNATED_AFTER_MINUTES is 'stagnated'). */
  'queued',
  /** Being read now. */
  'running',
  /** Every field read and every check passed. */
  'clean',
  /** Read, but a field is missing or a check failed: the document stays P with its findings. */
  'partial',
  /** A scan or image that needs OCR ('Image AI') to be read. */
  'image',
  /** A file no reader takes (a type without fields, an unsupported format). */
  'not-supported',
  /** Could not be read (encrypted, truncated, limits) or failed after the retries (poison queue). */
  'error',
] as const;
export type ExtractionOutcome = (typeof extractionOutcomes)[number];

export const extractionOutcomeLabels: Record<ExtractionOutcome, string> = {
  queued: 'En cola',
  running: 'En proceso',
  clean: 'Completa',
  partial: 'Parcial',
  image: 'Imagen',
  'not-supported': 'No soportado',
  error: 'Error',
};

/** A record still queued or running after this long is shown as stagnated (audit tab 'stagnated'). */
export const STAGNATED_AFTER_MINUTES = 30;

// ---------- findings ----------

export const findingCodes = [
  /** The RFC printed equals the supplier's. */
  'rfc-matches',
  /** The period printed equals the slot's. */
  'period-matches',
  /** The 32-D / IMSS / INFONAVIT opinion is positive. */
  'opinion-positive',
  /** Valid on the day of the check (from the issue date and the type's validity, or the printed vigencia). */
  'in-force',
  /** RFC, CURP, NSS and CLABE values pass their check-digit rules. */
  'identifiers-valid',
  /** Every field the type lists was read. */
  'fields-complete',
  /** Payroll NSS values appear in the SUA cédula of the same period. */
  'nss-in-sua',
  /** Payroll NSS values appear in the ICSOE / SISUB of the same period. */
  'nss-in-icsoe',
] as const;
export type FindingCode = (typeof findingCodes)[number];

export const findingLabels: Record<FindingCode, string> = {
  'rfc-matches': 'RFC del proveedor',
  'period-matches': 'Periodo del documento',
  'opinion-positive': 'Sentido de la opinión',
  'in-force': 'Vigencia',
  'identifiers-valid': 'Identificadores',
  'fields-complete': 'Datos leídos',
  'nss-in-sua': 'NSS en la cédula SUA',
  'nss-in-icsoe': 'NSS en ICSOE / SISUB',
};

export const findingResults = ['pass', 'fail', 'unknown'] as const;
export type FindingResult = (typeof findingResults)[number];

export const findingSchema = z.object({
  code: z.enum(findingCodes),
  result: z.enum(findingResults),
  /** What was found, in Spanish, for the reviewer: 'El RFC del documento (ABC…) no es el del proveedor (XYZ…).' */
  message: z.string(),
});
export type Finding = z.infer<typeof findingSchema>;

/** The last extraction of a document, as the detail page shows it (part 2 §2.4, the findings under compliance). */
export const documentExtractionSchema = z.object({
  outcome: z.enum(extractionOutcomes),
  /** pdf-text, ocr, document-intelligence or xml. */
  method: z.string().optional(),
  /** ISO instant the run ended (or was queued, while queued). */
  at: z.string(),
  findings: z.array(findingSchema),
  /** ISO date until which the document is valid, when the type has a validity. */
  validUntil: z.string().optional(),
  /** What went wrong, in Spanish, when outcome is error. */
  error: z.string().optional(),
});
export type DocumentExtraction = z.infer<typeof documentExtractionSchema>;

// ---------- on-demand runs ----------

const blobUrlSchema = z.string({ error: 'Campo requerido' }).trim().url('La URL del archivo no es válida.').max(2000);

/** POST /api/metadata/extraction (part 1 §7): BlobUrl, DocumentPK, WithError. */
export const extractionBodySchema = z.object({
  BlobUrl: blobUrlSchema,
  // Lazy: documents/documents.ts imports this module (the detail's extraction); see there.
  DocumentPK: z.lazy(() => documentKeySchema),
  WithError: z.boolean().optional(),
});
export type ExtractionBody = z.infer<typeof extractionBodySchema>;

/** POST /api/metadata/extraction-clean (part 2 §7, 'Reprocesar documento'): clears the last results and runs again. */
export const extractionCleanBodySchema = z.object({
  DocumentPK: z.lazy(() => documentKeySchema),
  DocumentPeriod: z.string().trim().max(40).optional(),
  DocumentType: z.string().trim().min(1, 'Campo requerido').max(60),
  BlobUrl: blobUrlSchema,
});
export type ExtractionCleanBody = z.infer<typeof extractionCleanBodySchema>;

/** Both answer 202: the run is queued; the document's extraction says when it ended. */
export const extractionQueuedResponseSchema = z.object({ queued: z.literal(true), extraction: documentExtractionSchema });
export type ExtractionQueuedResponse = z.infer<typeof extractionQueuedResponseSchema>;

export const extractionMessages = {
  /** Part 2 §8: the reprocess failure. */
  processFailed: 'Error al procesar el documento.',
  notListed: 'Este tipo de documento no tiene datos que extraer.',
  tooLarge: 'El archivo supera los 10,000,000 bytes que se leen al cargar.',
  blobMismatch: 'El archivo no pertenece a este documento.',
} as const;

// ---------- table storage (part 2 §2.9, §3 Table storage item, §7, §9) ----------

/**
 * bitconfig: five flags, left to right. The last one (00001) is every record; 01000 keeps the images, 00100 the
 * unsupported files (the spec's 01001 Images and 00101 Not Supported); 00010 keeps the errors and 10000 the records
 * still queued or running.
 */
export const tableBitconfigs = { all: '00001', images: '01001', notSupported: '00101', errors: '00011', pending: '10001' } as const;
export const tableBitconfigSchema = z
  .string()
  .regex(/^[01]{5}$/, 'La configuración de filtros no es válida.')
  .refine((v) => v.endsWith('1'), 'La configuración de filtros no es válida.');

export const TABLE_PAGE_SIZES = [50, 100, 200, 500, 1000] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 100;
/** Reprocesar and Image AI send the selected ids in chunks of 100 (part 2 §9). */
export const TABLE_ACTION_CHUNK = 100;

export const storageTableParamsSchema = z.object({ table: z.string().regex(/^[A-Za-z][A-Za-z0-9]{2,62}$/, 'La tabla no es válida.') });
export const storageTableQuerySchema = z.object({
  bitconfig: tableBitconfigSchema.default(tableBitconfigs.all),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TABLE_PAGE_SIZES as readonly number[]).includes(n), 'El tamaño de página no es válido.')
    .default(TABLE_DEFAULT_PAGE_SIZE),
  continueToken: z.string().max(2000).optional(),
});
export type StorageTableQuery = z.infer<typeof storageTableQuerySchema>;

/** Part 2 §3 Table storage item, plus what the processing record tells. */
export const tableStorageItemSchema = z.object({
  partitionKey: z.string(),
  rowKey: z.string(),
  name: z.string(),
  type: z.string(),
  hasError: z.boolean(),
  outcome: z.enum(extractionOutcomes).optional(),
  method: z.string().optional(),
  error: z.string().optional(),
  attempts: z.number().int().optional(),
  queuedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  durationMs: z.number().optional(),
  /** The document's publicKey, when the record is a document's. */
  documentPK: z.string().optional(),
});
export type TableStorageItem = z.infer<typeof tableStorageItemSchema>;

export const storageTablesResponseSchema = z.object({ tables: z.array(z.string()) });
export const storageTablePageSchema = z.object({ items: z.array(tableStorageItemSchema), continueToken: z.string().optional() });
export type StorageTablePage = z.infer<typeof storageTablePageSchema>;

/** POST /api/storage/reprocess and /api/storage/image-ai: the selected ids (documents' publicKeys), 1 to 100. */
export const storageActionBodySchema = z
  .array(z.lazy(() => documentKeySchema), { error: 'Seleccione al menos un registro.' })
  .min(1, 'Seleccione al menos un registro.')
  .max(TABLE_ACTION_CHUNK, `Envíe como máximo ${TABLE_ACTION_CHUNK} registros por solicitud.`);
export const storageActionResponseSchema = z.object({ queued: z.number().int(), skipped: z.array(z.string()) });
export type StorageActionResponse = z.infer<typeof storageActionResponseSchema>;

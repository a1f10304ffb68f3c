import { z } from 'zod';
import { documentStatuses } from './uploads';
import { documentExtractionSchema } from '../metadata/extraction';

/**
 * Documents once stored (part 1 §3 Document; part 2 §2.2-§2.4, §3 Document and Slot, §4, §7 "Documents", §9):
 * the list, the detail, the editors' changes and delete. Uploads are in uploads.ts, slots in slots.ts.
 *
 * A document's publicKey is `<supplierId>.<uuid>`: the documents container is partitioned by supplier
 * (decision 001), so the key itself says where the item is and GET /api/documents/{publicKey} is a point read.
 */

const UUID_LENGTH = 36;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function documentPublicKey(supplierId: string, uuid: string): string {
  return `${supplierId}.${uuid}`;
}

/** The supplier and uuid of a publicKey, or undefined for anything that is not one. */
export function parseDocumentPublicKey(publicKey: string): { supplierId: string; uuid: string } | undefined {
  if (publicKey.length < UUID_LENGTH + 2 || publicKey[publicKey.length - UUID_LENGTH - 1] !== '.') return undefined;
  const uuid = publicKey.slice(-UUID_LENGTH);
  const supplierId = publicKey.slice(0, -UUID_LENGTH - 1);
  return uuidPattern.test(uuid) && supplierId.length > 0 ? { supplierId, uuid } : undefined;
}

export const documentKeySchema = z
  .string()
  .trim()
  .min(1, 'Campo requerido')
  .max(200)
  .refine((v) => parseDocumentPublicKey(v) !== undefined, 'El identificador del documento no es válido.');

export const documentParamsSchema = z.object({ id: documentKeySchema });
/** Routes that name the document `publicKey` (PUT /api/documents/{publicKey}/period, DELETE /api/slot/document/{publicKey}). */
export const documentPublicKeyParamsSchema = z.object({ publicKey: documentKeySchema });

// ---------- statuses, in the spec's two readings (part 2 §4) ----------

/** Every code that may appear: stored V/I/P/U, and A/R that older data and the supplier view know. */
export type DocumentStatusCode = (typeof documentStatuses)[number] | 'A' | 'R';
export type StatusAppearance = 'success' | 'danger' | 'warning' | 'informative' | 'subtle';
export type StatusLabel = { label: string; appearance: StatusAppearance };

/**
 * Part 2 §4: the document detail reads V Válido, I/A Inválido, U Cargado, P/R 'En proceso de validación';
 * unknown is invalid. The contact view reads A and V as valid. Both readings are kept, side by side.
 */
export const documentStatusReadings = {
  detail: {
    V: { label: 'Válido', appearance: 'success' },
    I: { label: 'Inválido', appearance: 'danger' },
    A: { label: 'Inválido', appearance: 'danger' },
    U: { label: 'Cargado', appearance: 'informative' },
    P: { label: 'En proceso de validación', appearance: 'warning' },
    R: { label: 'En proceso de validación', appearance: 'warning' },
  },
  contact: {
    V: { label: 'Válido', appearance: 'success' },
    A: { label: 'Válido', appearance: 'success' },
    I: { label: 'Inválido', appearance: 'danger' },
    U: { label: 'Cargado', appearance: 'informative' },
    P: { label: 'En proceso de validación', appearance: 'warning' },
    R: { label: 'En proceso de validación', appearance: 'warning' },
  },
  /** The supplier's upload screen: V Validado, P En Revisión, R Rechazado, I/A Inválido, U Cargado. */
  supplier: {
    V: { label: 'Validado', appearance: 'success' },
    P: { label: 'En Revisión', appearance: 'warning' },
    R: { label: 'Rechazado', appearance: 'danger' },
    I: { label: 'Inválido', appearance: 'danger' },
    A: { label: 'Inválido', appearance: 'danger' },
    U: { label: 'Cargado', appearance: 'informative' },
  },
} as const satisfies Record<string, Record<DocumentStatusCode, StatusLabel>>;
export type StatusReading = keyof typeof documentStatusReadings;

/** The label of a status in a reading; mxcfdinomina always reads 'Cargado' (part 2 §2.4). Unknown: invalid / Desconocido. */
export function documentStatusLabel(status: string, reading: StatusReading, documentTypeCode?: string): StatusLabel {
  if (documentTypeCode === 'mxcfdinomina' && reading !== 'supplier') return { label: 'Cargado', appearance: 'informative' };
  const known = (documentStatusReadings[reading] as Record<string, StatusLabel>)[status];
  if (known) return known;
  return reading === 'supplier' ? { label: 'Desconocido', appearance: 'subtle' } : { label: 'Inválido', appearance: 'danger' };
}

/** Part 2 §4: documents with status A or I count as not uploaded (their slot is missing). */
export function countsAsUploaded(status: string): boolean {
  return status !== 'A' && status !== 'I';
}

/** Part 2 §4 risk codes: A high (bold danger), M medium (warning), B low (info); levels 1-3 styled alike (§9). */
export const riskAppearance: Record<1 | 2 | 3, StatusAppearance> = { 1: 'danger', 2: 'warning', 3: 'informative' };

// ---------- the document in lists and in the detail ----------

export const documentPartySchema = z.object({
  publicKey: z.string(),
  displayName: z.string(),
  logicalKey: z.string().optional(),
  partyType: z.number().int(),
});
export const documentRelationSchema = z.object({
  partyRole: z.object({ role: z.string(), roleDisplayName: z.string() }),
  party: documentPartySchema,
});
export type DocumentRelation = z.infer<typeof documentRelationSchema>;

export const formDataItemSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type FormDataItem = z.infer<typeof formDataItemSchema>;

/** Part 2 §3 Document (list): what a row and a card show. */
export const documentSummarySchema = z.object({
  publicKey: z.string(),
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  originalName: z.string(),
  status: z.string(),
  fromDate: z.string().optional(),
  initialValidity: z.string(),
  logicalKey: z.string(),
  documentTypeCodeName: z.string(),
  documentTypeShortName: z.string(),
  documentTypeFullName: z.string(),
  contentType: z.string(),
  length: z.number(),
  creationDate: z.string(),
  /** The period's month (1-12) and year, when the type has periods. */
  month: z.number().int().optional(),
  year: z.number().int().optional(),
  temporalityDisplayName: z.string(),
  periodDisplayName: z.string(),
  /** The period's label in the general reading ('Enero 2026', '1er bimestre 2026', 'Inicial'). */
  periodLabel: z.string(),
  risk: z.number().int(),
  riskDisplayName: z.string(),
  rejectReason: z.string().optional(),
  validated: z.string().optional(),
  validatedBy: z.object({ displayName: z.string() }).optional(),
  supplier: documentPartySchema,
  customer: documentPartySchema.optional(),
  /** Replaced by a newer version (amendedDocument of that one). */
  amendedBy: z.string().optional(),
  amendedDocument: z.string().optional(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const relatedDocumentSchema = z.object({
  publicKey: z.string(),
  name: z.string(),
  logicalKey: z.string(),
  status: z.string(),
  initialValidity: z.string(),
  documentType: z.object({ shortName: z.string(), codeName: z.string() }),
  total: z.number().int(),
});
export type RelatedDocument = z.infer<typeof relatedDocumentSchema>;

/** Part 2 §3 Document (detail). `can` says which actions the caller may take (the server checks them again). */
export const documentDetailSchema = documentSummarySchema.extend({
  md5: z.string(),
  formDataItems: z.array(formDataItemSchema),
  metaDataItems: z.array(formDataItemSchema),
  identifiers: z.array(z.object({ key: z.string(), value: z.string() })),
  relations: z.array(documentRelationSchema),
  relatedDocuments: z.array(relatedDocumentSchema),
  /** The Developer's metadata card (part 2 §2.4): the raw extracted JSON; absent for other roles. */
  jsonData: z.string().optional(),
  /**
   * The last metadata extraction (issue 14): outcome and findings for the detail page. Lazy: metadata/extraction.ts
   * imports this module too (documentKeySchema), so neither may read the other's exports while loading.
   */
  extraction: z.lazy(() => documentExtractionSchema).optional(),
  /** The file's extension, for the viewer and its banner (part 1 §5). */
  extension: z.string(),
  can: z.object({
    download: z.boolean(),
    editStatus: z.boolean(),
    editMetadata: z.boolean(),
    editPeriod: z.boolean(),
    delete: z.boolean(),
    upload: z.boolean(),
  }),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;
export const documentDetailResponseSchema = z.object({ document: documentDetailSchema });

// ---------- GET /api/documents ----------

export const documentPageSizes = [10, 25, 50, 100, 1000] as const;
export const documentsSearchMax = 100;
/** Part 2 §9: the year filter runs from 2020 to the current year. */
export const FIRST_DOCUMENT_YEAR = 2020;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `El texto admite hasta ${max} caracteres.`)
    .optional()
    .transform((v) => v || undefined);
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());

/**
 * GET /api/documents/?isRequired&supplierPK&documentTypeSet&period&year&month&status&type&searchText&sortOrder&
 * pageIndex&pageSize&continuationToken (part 2 §7; the page keeps the same names in its query string). Sorted by
 * initialValidity, newest first (DESC) unless ASC is asked. `period` is the period number in the type's cadence.
 */
export const documentsListQuerySchema = z.object({
  isRequired: z.enum(['required', 'all'], { error: "isRequired debe ser 'required' o 'all'." }).default('required'),
  supplierPK: optionalText(128),
  documentTypeSet: z.enum(['mxexpediente', 'auditonly'], { error: 'El conjunto de documentos no existe.' }).default('mxexpediente'),
  status: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['V', 'I', 'P', 'U'], { error: 'El estatus debe ser V, I, P o U.' }).optional()),
  type: optionalText(64),
  searchText: optionalText(documentsSearchMax),
  year: optionalInt(1995, 2100, 'El año no es válido.'),
  month: optionalInt(1, 12, 'El mes debe estar entre 1 y 12.'),
  period: optionalInt(1, 366, 'El periodo no es válido.'),
  sortOrder: z.enum(['ASC', 'DESC'], { error: "El orden debe ser 'ASC' o 'DESC'." }).default('DESC'),
  pageIndex: z.coerce.number({ error: 'La página debe ser un número.' }).int().min(1, 'La página debe ser 1 o mayor.').max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Tamaño de página no válido.' })
    .int()
    .refine((n) => (documentPageSizes as readonly number[]).includes(n), 'Tamaño de página no válido.')
    .default(10),
  continuationToken: z.string().max(1000).regex(/^[A-Za-z0-9_-]+$/, 'El token de continuación no es válido.').optional(),
});
export type DocumentsListQuery = z.input<typeof documentsListQuerySchema>;

export const documentsListResponseSchema = z.object({
  documents: z.array(documentSummarySchema),
  totalCount: z.number().int(),
  continuationToken: z.string().optional(),
});
export type DocumentsListResponse = z.infer<typeof documentsListResponseSchema>;

/** GET /api/contacts/{id}/documents?documentSet&isRequired: the contact's file (part 2 §2.2); the latest first. */
export const contactDocumentsQuerySchema = z.object({
  documentSet: z.enum(['mxexpediente', 'auditonly'], { error: 'El conjunto de documentos no existe.' }).default('mxexpediente'),
  isRequired: z.enum(['required', 'all'], { error: "isRequired debe ser 'required' o 'all'." }).default('required'),
});
export const contactDocumentsResponseSchema = z.object({ documents: z.array(documentSummarySchema) });
export type ContactDocumentsResponse = z.infer<typeof contactDocumentsResponseSchema>;

// ---------- the editors' changes ----------

export const documentMessages = {
  notFound: 'El documento no existe.',
  statusSaved: 'El estatus se actualizó correctamente',
  statusFailed: 'El estatus no se pudo actualizar.',
  statusChangeFailed: 'Error al intentar cambiar el status',
  formSaved: 'El documento se guardó correctamente',
  formFailed: 'Ocurrió un error durante el guardado.',
  required: 'Campo requerido',
  deleteTitle: 'Eliminar documento',
  deleteBody: 'Esta acción no se puede deshacer.',
  deleted: 'El documento fue eliminado.',
  deleteOnlyInvalid: 'Solo puede eliminar documentos con estatus Inválido.',
  downloadDisabled: 'La descarga de documentos está deshabilitada.',
  noDate: 'Fecha no disponible',
  emptyNone: 'No existen documentos cargados',
  emptyFiltered: 'No se encontraron documentos que coincidan con los filtros.',
  loading: 'Cargando información...',
  uploadEmpty: 'No hay documentos para esta selección.',
  viewerTypeMismatch: 'El archivo no corresponde al tipo de documento: se esperaba {expected}.',
  imageViewerFailed: 'Error al inicializar el visor de imágenes.',
  periodSaved: 'El periodo del documento se actualizó correctamente.',
  periodNotApplicable: 'Este tipo de documento no tiene periodos.',
  jsonDataDeveloperOnly: 'Solo el perfil Desarrollador puede modificar los datos extraídos (JSON).',
  jsonDataInvalid: 'Los datos extraídos no son un JSON válido.',
  fieldExists: 'Este campo ya existe.',
} as const;

/**
 * The metadata a document notification carries (part 2 §3 Notification: companyPublicKey, documentTypeId,
 * documentTypeCodeName, month, year, periodNumber, document_pk, file_name); month and year are absent for a type
 * without periods.
 */
export type DocumentNotificationMetadata = {
  companyPublicKey: string;
  documentTypeId: string;
  documentTypeCodeName: string;
  month?: number;
  year?: number;
  periodNumber: number;
  document_pk: string;
  file_name: string;
};

/**
 * Where a rejected-document notification leads (part 2 §2.2): /contacts/{companyPublicKey}?upload=true&
 * documentType&year&period&amendedDocument, which opens the upload for that period. Undefined for metadata that
 * is not a document's.
 */
export function documentUploadLink(metadata: Record<string, string | number> | null | undefined): string | undefined {
  if (!metadata || typeof metadata.companyPublicKey !== 'string' || typeof metadata.documentTypeCodeName !== 'string') return undefined;
  const query = new URLSearchParams({ upload: 'true', documentType: metadata.documentTypeCodeName });
  if (metadata.year !== undefined) query.set('year', String(metadata.year));
  if (metadata.periodNumber !== undefined) query.set('period', String(metadata.periodNumber));
  if (typeof metadata.document_pk === 'string') query.set('amendedDocument', metadata.document_pk);
  return `/contacts/${encodeURIComponent(metadata.companyPublicKey)}?${query.toString()}`;
}

/** Part 2 §4-§5: editors set V, I (with a reason) or P. `metadata`: when I, the JSON the notification's deep link needs. */
export const documentStatusUpdateSchema = z
  .object({
    status: z.enum(['V', 'I', 'P'], { error: 'El estatus debe ser V, I o P.' }),
    reason: z.string().trim().max(1000, 'El motivo admite hasta 1000 caracteres.').optional().default(''),
    metadata: z.string().max(4000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'I' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: documentMessages.required });
  });
export type DocumentStatusUpdate = z.input<typeof documentStatusUpdateSchema>;

/** Part 2 §5: the document period card offers years 2035 down to 1995 (41 values). */
export const DOCUMENT_PERIOD_YEARS = { from: 2035, to: 1995 } as const;
export const documentPeriodYears = (): number[] => Array.from({ length: DOCUMENT_PERIOD_YEARS.from - DOCUMENT_PERIOD_YEARS.to + 1 }, (_, i) => DOCUMENT_PERIOD_YEARS.from - i);

/** PUT /api/documents/{publicKey}/period: fromDate, the first of the chosen month at -06:00. */
export const documentPeriodUpdateSchema = z.object({
  fromDate: z.iso
    .datetime({ offset: true, error: 'La fecha del periodo no es válida.' })
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= DOCUMENT_PERIOD_YEARS.to && year <= DOCUMENT_PERIOD_YEARS.from;
    }, `El año debe estar entre ${DOCUMENT_PERIOD_YEARS.to} y ${DOCUMENT_PERIOD_YEARS.from}.`),
});
export type DocumentPeriodUpdate = z.input<typeof documentPeriodUpdateSchema>;

/**
 * POST /api/documents/metadata/{id}/saveMetadata (part 2 §7): pk, rk, form.formdata, identifiers, jsonData,
 * isAuditFlag. Keys starting `new_` are the form's unsaved rows and are not sent (part 2 §5).
 */
export const saveMetadataSchema = z.object({
  pk: z.string().max(200).optional(),
  rk: z.string().max(200).optional(),
  form: z.object({
    formdata: z
      .array(
        z.object({
          key: z
            .string()
            .trim()
            .min(1, 'Campo requerido')
            .max(64)
            .regex(/^[A-Za-z0-9_.-]+$/, 'La clave del campo no es válida.')
            .refine((k) => !k.startsWith('new_'), 'Las claves new_ no se guardan.'),
          label: z.string().trim().max(200),
          value: z.string().max(2000, 'El valor admite hasta 2000 caracteres.'),
        }),
      )
      .max(200),
  }),
  identifiers: z
    .array(z.object({ key: z.string().trim().min(1).max(64), value: z.string().trim().max(200) }))
    .max(50)
    .default([]),
  jsonData: z.string().max(200_000).optional(),
  isAuditFlag: z.boolean().optional().default(false),
});
export type SaveMetadataRequest = z.input<typeof saveMetadataSchema>;

/** The answer of saveMetadata and delete: the Spanish confirmation. */
export const documentChangeResponseSchema = z.object({ message: z.string() });
/** PUT /api/documents/{id}/status answers the confirmation and the status now stored. */
export const documentStatusResponseSchema = z.object({ message: z.string(), status: z.string() });
/** PUT /api/documents/{publicKey}/period answers the confirmation and the fromDate stored (UTC). */
export const documentPeriodResponseSchema = z.object({ message: z.string(), fromDate: z.string() });

/** DELETE /api/slot/document/{publicKey}?orderPK&slotId (part 1 §7). */
export const documentDeleteQuerySchema = z.object({
  orderPK: z.string().trim().max(200).optional(),
  slotId: z.string().trim().max(300).optional(),
});

/**
 * GET /api/documents/{id}/download?inline=true|false: `inline=true` is the viewer's copy (Content-Disposition
 * inline), allowed with the download flags on; without it, an attachment named by originalName.
 */
export const documentDownloadQuerySchema = z.object({
  inline: z.enum(['true', 'false'], { error: "inline debe ser 'true' o 'false'." }).optional().transform((v) => v === 'true'),
});
export type DocumentDownloadQuery = z.input<typeof documentDownloadQuerySchema>;

/** GET /api/documents/{id}/download: a read SAS for that one blob, valid a few minutes. */
export const documentDownloadResponseSchema = z.object({ url: z.string(), expiresOn: z.string(), fileName: z.string(), contentType: z.string() });
export type DocumentDownloadResponse = z.infer<typeof documentDownloadResponseSchema>;

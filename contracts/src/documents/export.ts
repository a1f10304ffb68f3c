import { z } from 'zod';
import { documentsListQuerySchema } from './documents';

/**
 * The password-protected export of documents (part 2 §2.3, §4, §5, §7 POST /api/documents/export, §8; part 1 §9):
 * the documents list's filters plus a password; a queued job writes an AES-256 ZIP and e-mails a link valid 7 days.
 */

export const exportMessages = {
  // Part 2 §5 and §8, word for word (the success text's typos are the spec's).
  passwordRequired: 'La contraseña es obligatoria.',
  failed: 'Error al obtener los documentos para descargar.',
  started: 'Descarga en proceso, te nofiticaremos cuando este lista.',
  startedDialog: 'La solicitud de descarga ha comenzado. Recibirás un correo electrónico cuando el archivo esté listo para descargar.',
  // Ours.
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: 'La contraseña admite hasta 128 caracteres.',
  passwordControl: 'La contraseña no puede tener caracteres de control.',
  confirmMismatch: 'Las contraseñas no coinciden.',
  nothingToExport: 'No hay documentos para exportar con estos filtros.',
  tooMany: 'La exportación admite hasta 5,000 documentos; acote los filtros.',
  notFound: 'La exportación no existe.',
  sevenZip: 'El archivo ZIP está protegido con cifrado AES-256: ábralo con 7-Zip (el Explorador de Windows no abre este tipo de archivos).',
} as const;

/** Ours: an export holds at most this many documents (one job, one function run). */
export const EXPORT_MAX_DOCUMENTS = 5000;
export const EXPORT_PASSWORD_MIN = 8;
export const EXPORT_PASSWORD_MAX = 128;
/** Part 1 §9: the download link works 7 days. */
export const EXPORT_LINK_DAYS = 7;

const q = documentsListQuerySchema.shape;

/** The password: required (§5), 8-128 characters, no control characters; kept as typed (spaces count). */
export const exportPasswordSchema = z
  .string({ error: exportMessages.passwordRequired })
  .refine((v) => v.trim().length > 0, exportMessages.passwordRequired)
  .refine((v) => v.trim().length === 0 || v.length >= EXPORT_PASSWORD_MIN, exportMessages.passwordTooShort)
  .refine((v) => v.length <= EXPORT_PASSWORD_MAX, exportMessages.passwordTooLong)
  // eslint-disable-next-line no-control-regex
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), exportMessages.passwordControl);

/**
 * POST /api/documents/export: the spec's fields (IsRequired, SupplierPublicKey, Period, Year, Month, Status, Type,
 * Password) with the list's own validation, plus DocumentTypeSet and SearchText (ours) so that the export holds
 * exactly what the list shows.
 */
export const exportRequestSchema = z.object({
  IsRequired: q.isRequired,
  SupplierPublicKey: q.supplierPK,
  DocumentTypeSet: q.documentTypeSet,
  Period: q.period,
  Year: q.year,
  Month: q.month,
  Status: q.status,
  Type: q.type,
  SearchText: q.searchText,
  Password: exportPasswordSchema,
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** The filters of an export, without the password: what the job row keeps and GET /api/documents would take. */
export type ExportFilters = Omit<z.output<typeof exportRequestSchema>, 'Password'>;

/** The list query those filters stand for (GET /api/documents's names). */
export function exportListQuery(filters: ExportFilters): z.output<typeof documentsListQuerySchema> {
  return documentsListQuerySchema.parse({
    isRequired: filters.IsRequired,
    documentTypeSet: filters.DocumentTypeSet,
    ...(filters.SupplierPublicKey ? { supplierPK: filters.SupplierPublicKey } : {}),
    ...(filters.Period !== undefined ? { period: filters.Period } : {}),
    ...(filters.Year !== undefined ? { year: filters.Year } : {}),
    ...(filters.Month !== undefined ? { month: filters.Month } : {}),
    ...(filters.Status ? { status: filters.Status } : {}),
    ...(filters.Type ? { type: filters.Type } : {}),
    ...(filters.SearchText ? { searchText: filters.SearchText } : {}),
  });
}

export const exportStates = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof exportStates)[number];

/** The answer of POST /api/documents/export: 202, the job and the spec's success text. */
export const exportStartedSchema = z.object({ exportId: z.string(), message: z.string(), total: z.number().int() });
export type ExportStarted = z.infer<typeof exportStartedSchema>;

export const exportIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, exportMessages.notFound);
export const exportParamsSchema = z.object({ exportId: exportIdSchema });

/** GET /api/documents/exports/{exportId}: the caller's own job, for the dialog's progress bar. */
export const exportJobSchema = z.object({
  exportId: z.string(),
  state: z.enum(exportStates),
  total: z.number().int(),
  processed: z.number().int(),
  bytes: z.number().int(),
  requestedAt: z.string(),
  /** When done: until when the e-mailed link works. */
  expiresAt: z.string().optional(),
  /** When failed: the spec's failure text. */
  error: z.string().optional(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

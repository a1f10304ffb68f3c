import { z } from 'zod';
import { sat69bSchema, sat69bSituations, type Sat69bSituation } from '../compliance/compliance';

/**
 * SAT 69-B watch (issue 17; domain file 'SAT lists'): the SAT's complete list of art. 69-B taxpayers, imported daily
 * from its open-data CSV into dated snapshots, matched by RFC against every tenant's supplier organizations.
 */

/** The columns the header row must have (accents and case ignored when looking for them). */
export const sat69bRequiredColumns = ['No', 'RFC', 'Nombre del Contribuyente', 'Situación del contribuyente'] as const;

/** Ours: the badge on a supplier's contact (and orders) when the latest snapshot lists it as a red flag. */
export const sat69bBadgeLabel = (situation: Sat69bSituation) => `Lista 69-B: ${situation}`;

/** Ours: texts of the watch (notifications, import answers). */
export const sat69bTexts = {
  foundTitle: 'Proveedor en la lista 69-B del SAT',
  changedTitle: 'Cambio en la lista 69-B del SAT',
  found: (name: string, rfc: string, situation: Sat69bSituation) =>
    `${name} (RFC ${rfc}) aparece como ${situation} en la lista del artículo 69-B del Código Fiscal de la Federación. Revise sus operaciones con este proveedor.`,
  changed: (name: string, rfc: string, before: Sat69bSituation, after: Sat69bSituation | undefined) =>
    after
      ? `La situación de ${name} (RFC ${rfc}) en la lista del artículo 69-B cambió de ${before} a ${after}.`
      : `${name} (RFC ${rfc}) ya no aparece en la lista del artículo 69-B (antes: ${before}).`,
  imported: 'La lista 69-B se importó y se revisaron los proveedores.',
  unchanged: 'La lista 69-B no cambió desde la última importación; se revisaron los proveedores.',
  refused: 'El archivo de la lista 69-B no es válido; se conserva la última importación correcta.',
  notConfigured: 'La dirección de la lista 69-B (SAT69B_URL) no está configurada.',
} as const;

/** Why a downloaded file was refused; the last good snapshot stays. */
export const sat69bRefusals = {
  download: 'No se pudo descargar el archivo.',
  tooLarge: 'El archivo excede el tamaño máximo.',
  binary: 'El archivo no es un CSV de texto.',
  header: 'No se encontró el encabezado de la lista (No, RFC, Nombre del Contribuyente, Situación del contribuyente).',
  empty: 'El archivo no contiene registros.',
  invalidRows: 'Demasiados registros con RFC o situación no válidos.',
} as const;
export type Sat69bRefusal = keyof typeof sat69bRefusals;

export const sat69bCountsSchema = z.object({
  Presunto: z.number().int(),
  Desvirtuado: z.number().int(),
  Definitivo: z.number().int(),
  'Sentencia favorable': z.number().int(),
});
export type Sat69bCounts = z.infer<typeof sat69bCountsSchema>;
export const emptySat69bCounts = (): Sat69bCounts => Object.fromEntries(sat69bSituations.map((s) => [s, 0])) as Sat69bCounts;

export const sat69bSnapshotSchema = z.object({
  /** yyyy-mm-dd (UTC) of the import that stored it. */
  date: z.string(),
  importedAt: z.string(),
  /** Data rows read, distinct RFCs kept (the latest stage of a repeated RFC), rows skipped as invalid. */
  rows: z.number().int(),
  rfcs: z.number().int(),
  invalidRows: z.number().int(),
  counts: sat69bCountsSchema,
  sha256: z.string(),
  bytes: z.number().int(),
});
export type Sat69bSnapshot = z.infer<typeof sat69bSnapshotSchema>;

export const sat69bCheckSchema = z.object({
  at: z.string(),
  result: z.enum(['new', 'unchanged', 'refused']),
  /** For a refused file: why (sat69bRefusals). */
  reason: z.string().optional(),
});
export type Sat69bCheck = z.infer<typeof sat69bCheckSchema>;

/** POST /api/watchlists/sat69b/import: the run's outcome (the snapshot in use, and the changes made in the caller's tenant). */
export const sat69bImportResponseSchema = z.object({
  message: z.string(),
  check: sat69bCheckSchema,
  snapshot: sat69bSnapshotSchema.optional(),
  /** Suppliers of the caller's tenant whose situation was set, changed or cleared by this run. */
  changed: z.number().int(),
});
export type Sat69bImportResponse = z.infer<typeof sat69bImportResponseSchema>;

export const sat69bFlaggedSupplierSchema = z.object({
  supplierPK: z.string(),
  supplierName: z.string(),
  rfc: z.string(),
  sat69b: sat69bSchema,
});
export type Sat69bFlaggedSupplier = z.infer<typeof sat69bFlaggedSupplierSchema>;

/** GET /api/watchlists/sat69b: the latest snapshot, the last check, and the caller's visible suppliers found in it. */
export const sat69bStatusResponseSchema = z.object({
  snapshot: sat69bSnapshotSchema.optional(),
  lastCheck: sat69bCheckSchema.optional(),
  /** Presunto or Definitivo first, then the others, by name. */
  suppliers: z.array(sat69bFlaggedSupplierSchema),
});
export type Sat69bStatusResponse = z.infer<typeof sat69bStatusResponseSchema>;

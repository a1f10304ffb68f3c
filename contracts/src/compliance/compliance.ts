import { z } from 'zod';

/**
 * Compliance figures (issue 17, decision 019): per supplier × document type × period the state of its slot, kept
 * as data changes by the compliance projection (functions/src/compliance), and read by the /compliance dashboards,
 * the home, orders, contracts and the reminders. A slot is the one of slots.ts (same derivation, same publicKey).
 *
 * Cell state, from the slot and its document's status (part 2 §4):
 * - valid: a document with status V (Válido) or U (Cargado: passed the automatic checks) fills the slot;
 * - review: a document with status P or R (En proceso de validación) fills it;
 * - rejected: the latest version has status I or A (Inválido: the slot counts as missing, part 2 §4);
 * - missing: no document, and the legal due date has not passed (or the type has none);
 * - overdue: no document (or a rejected one) and the due date of the legal calendar has passed.
 */
// The states, risks and their labels live in the zod-free compliance-values.ts (the home reads them; decision 006).
import { cellStates, complianceRisks, type CellState } from './compliance-values';
export * from './compliance-values';

/** SAT art. 69-B situation of a supplier's RFC in the latest snapshot (domain file, 'SAT lists'). */
export const sat69bSituations = ['Presunto', 'Desvirtuado', 'Definitivo', 'Sentencia favorable'] as const;
export type Sat69bSituation = (typeof sat69bSituations)[number];
export const sat69bSchema = z.object({
  situation: z.enum(sat69bSituations),
  /** The snapshot date (yyyy-mm-dd) in which the RFC was found with this situation. */
  snapshotDate: z.string(),
  /** Publication date of the current stage as printed by the SAT (yyyy-mm-dd), when present. */
  publishedAt: z.string().optional(),
});
export type Sat69b = z.infer<typeof sat69bSchema>;
/** Presunto and Definitivo are red flags (domain file); Desvirtuado and Sentencia favorable are not. */
export const isSat69bRedFlag = (s?: Sat69b) => s?.situation === 'Presunto' || s?.situation === 'Definitivo';

export const cellCountsSchema = z.object({
  valid: z.number().int(),
  review: z.number().int(),
  rejected: z.number().int(),
  missing: z.number().int(),
  overdue: z.number().int(),
  total: z.number().int(),
});
export type CellCounts = z.infer<typeof cellCountsSchema>;
export const emptyCellCounts = (): CellCounts => ({ valid: 0, review: 0, rejected: 0, missing: 0, overdue: 0, total: 0 });

/** Percentage 0-100 (integer) of valid cells; 100 when there is nothing due yet. */
export const complianceRate = (c: CellCounts) => (c.total === 0 ? 100 : Math.floor((c.valid * 100) / c.total));

/** The worst state first: how a grid cell that stands for several periods is coloured. */
export const cellStateSeverity: Record<CellState, number> = { overdue: 4, rejected: 3, missing: 2, review: 1, valid: 0 };

/**
 * What every reader of a supplier's figures gets (orders, contracts, home, reminders): maintained, never derived on
 * the request. `payable`: no slot of a risk-3 type of the domain file (the spec's risk 1: deductibility, joint
 * liability) is overdue or rejected — the answer to "may I pay this supplier".
 */
export const supplierComplianceSchema = z.object({
  supplierPK: z.string(),
  supplierName: z.string(),
  rfc: z.string().optional(),
  counts: cellCountsSchema,
  rate: z.number().int(),
  risk: z.enum(complianceRisks),
  payable: z.boolean(),
  /** Documents filling a slot (valid or in review). */
  documentsCount: z.number().int(),
  sat69b: sat69bSchema.optional(),
  /** When the projection last recomputed this supplier (ISO). */
  updatedAt: z.string(),
});
export type SupplierCompliance = z.infer<typeof supplierComplianceSchema>;

const year = z.coerce
  .number({ error: 'El año no es válido.' })
  .int('El año no es válido.')
  .min(2020, 'El año debe ser 2020 o posterior.')
  .max(2100, 'El año no es válido.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .transform((v) => v || undefined);
const typeCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, 'Código de tipo de documento inválido.')
  .optional()
  .transform((v) => v || undefined);

/**
 * GET /api/compliance/grid: suppliers × document types for a year (or one period of it), a page of suppliers at a
 * time. customer: a customer organization's publicKey (its suppliers only); search: supplier name or RFC; period:
 * a periodKey of periods.ts ('monthly:2026:3'); risk: only suppliers of that risk.
 */
export const complianceGridQuerySchema = z.object({
  year: year.optional(),
  customer: optionalText(128),
  search: optionalText(100),
  period: optionalText(40),
  documentType: typeCode,
  risk: z.preprocess((v) => (v === '' ? undefined : v), z.enum(complianceRisks, { error: 'El riesgo no es válido.' }).optional()),
  pageIndex: z.coerce.number({ error: 'La página no es válida.' }).int('La página no es válida.').min(0, 'La página no es válida.').max(10_000, 'La página no es válida.').default(0),
  pageSize: z.coerce.number({ error: 'El tamaño de página no es válido.' }).int('El tamaño de página no es válido.').min(1, 'El tamaño de página no es válido.').max(100, 'El tamaño de página no es válido.').default(25),
});
export type ComplianceGridQuery = z.input<typeof complianceGridQuerySchema>;

export const gridColumnSchema = z.object({
  documentTypeCodeName: z.string(),
  displayName: z.string(),
  /** The spec's risk scale: 1 high (danger), 2 medium, 3 low. */
  risk: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export const gridCellSchema = z.object({
  documentTypeCodeName: z.string(),
  /** The worst state of the cell's slots (cellStateSeverity); absent when the type makes no slot for the supplier. */
  state: z.enum(cellStates).optional(),
  counts: cellCountsSchema,
});
export const gridRowSchema = supplierComplianceSchema.extend({ cells: z.array(gridCellSchema) });
export const complianceGridResponseSchema = z.object({
  year: z.number().int(),
  period: z.string().optional(),
  columns: z.array(gridColumnSchema),
  rows: z.array(gridRowSchema),
  totalCount: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type ComplianceGridResponse = z.infer<typeof complianceGridResponseSchema>;
export type GridRow = z.infer<typeof gridRowSchema>;
export type GridCell = z.infer<typeof gridCellSchema>;

/** GET /api/compliance/cells?supplierPK&year&documentType: the drill-down, one supplier's slots with their state. */
export const complianceCellsQuerySchema = z.object({
  supplierPK: z.string({ error: 'Indique el proveedor.' }).trim().min(1, 'Indique el proveedor.').max(128, 'Máximo 128 caracteres.'),
  year: year.optional(),
  documentType: typeCode,
});
export type ComplianceCellsQuery = z.input<typeof complianceCellsQuerySchema>;
export const complianceCellSchema = z.object({
  /** The slot's publicKey (slots.ts): '<typeCode>~<periodKey>~<customerId or ->'. */
  slotKey: z.string(),
  documentTypeCodeName: z.string(),
  documentDisplayName: z.string(),
  periodKey: z.string(),
  /** 'Marzo 2026', '1er cuatrimestre 2026', 'Inicial'. */
  periodLabel: z.string(),
  customerPK: z.string().optional(),
  customerDisplayName: z.string().optional(),
  state: z.enum(cellStates),
  dueDate: z.string().optional(),
  documentId: z.string().optional(),
  documentStatus: z.string().optional(),
  /** Validity end of the document (yyyy-mm-dd), when known (opinions: issue date + 30 days). */
  expiry: z.string().optional(),
});
export type ComplianceCell = z.infer<typeof complianceCellSchema>;
export const complianceCellsResponseSchema = z.object({
  supplier: supplierComplianceSchema,
  year: z.number().int(),
  cells: z.array(complianceCellSchema),
});
export type ComplianceCellsResponse = z.infer<typeof complianceCellsResponseSchema>;

/**
 * GET /api/compliance/summary?customer&year: the dashboard's figures for the caller's view (a Supplier: its own
 * organization; a customer: its suppliers; staff: the tenant or one customer's suppliers).
 */
export const complianceSummaryQuerySchema = z.object({ customer: optionalText(128), year: year.optional() });
export type ComplianceSummaryQuery = z.input<typeof complianceSummaryQuerySchema>;
export const complianceSummaryResponseSchema = z.object({
  year: z.number().int(),
  suppliersCount: z.number().int(),
  counts: cellCountsSchema,
  rate: z.number().int(),
  risk: z.enum(complianceRisks),
  suppliersByRisk: z.object({ A: z.number().int(), M: z.number().int(), B: z.number().int() }),
  /** Compliance over time: one point per month of the year up to the current one ('yyyy-mm'). */
  overTime: z.array(z.object({ month: z.string(), rate: z.number().int(), counts: cellCountsSchema })),
  /** Valid documents whose validity ends within 30 days, soonest first (at most 20). */
  expiring: z.array(
    z.object({ documentId: z.string(), supplierPK: z.string(), supplierName: z.string(), documentTypeCodeName: z.string(), documentDisplayName: z.string(), expiry: z.string() }),
  ),
  /** Overdue slots, oldest due date first (at most 20). */
  overdue: z.array(
    z.object({ slotKey: z.string(), supplierPK: z.string(), supplierName: z.string(), documentTypeCodeName: z.string(), documentDisplayName: z.string(), periodLabel: z.string(), dueDate: z.string() }),
  ),
  /** Rejected slots per document type, most first. */
  rejectionsByType: z.array(z.object({ documentTypeCodeName: z.string(), documentDisplayName: z.string(), count: z.number().int() })),
  /** Suppliers found as Presunto or Definitivo in the latest SAT 69-B snapshot. */
  sat69bFlagged: z.number().int(),
  updatedAt: z.string().optional(),
});
export type ComplianceSummaryResponse = z.infer<typeof complianceSummaryResponseSchema>;

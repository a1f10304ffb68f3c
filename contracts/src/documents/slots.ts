import { z } from 'zod';

/**
 * Required-document slots (part 1 §3 Pending slot; part 2 §3 Slot, §2.2, §2.14, §4): one per supplier × type ×
 * period (× customer when the type requires a customer relationship), derived on read from the supplier periods
 * (/supplier-periods) and the type's cadence; never stored. A slot is 'uploaded' when a live, latest version of
 * that type and period exists whose status counts as uploaded (not A or I, part 2 §4), else 'missing'.
 *
 * slot publicKey: `<typeCode>~<periodKey>~<customerId or '-'>` (periodKey of periods.ts, e.g. 'monthly:2026:3',
 * 'initial'); stable, so the add call's slotId and a notification's deep link can name it.
 */

export const slotStatuses = ['uploaded', 'missing'] as const;
export type SlotStatus = (typeof slotStatuses)[number];

export const slotSchema = z.object({
  publicKey: z.string(),
  /** A readable key: '<supplier RFC or id> · <type short name> · <period label>'. */
  logicalKey: z.string(),
  documentTypeCodeName: z.string(),
  documentDisplayName: z.string(),
  /** The period's label ('Marzo 2026', '1er cuatrimestre 2026', 'Inicial'). */
  slotDisplayName: z.string(),
  /** The supplier's name (and the customer's, for a type per customer). */
  entityDisplayName: z.string(),
  supplierPK: z.string(),
  customerPK: z.string().optional(),
  customerDisplayName: z.string().optional(),
  /** 1, 2, 3 shown as OC 1-3 (danger, warning, info). */
  risk: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  status: z.enum(slotStatuses),
  /** The period: key, year (null for initial), number in the type's cadence and reading, first month. */
  periodKey: z.string(),
  year: z.number().int().nullable(),
  periodNumber: z.number().int(),
  month: z.number().int().nullable(),
  /** First day of the period at -06:00 (what the upload sends as fromDate); absent for initial. */
  fromDate: z.string().optional(),
  /** Last day of the period, 'yyyy-mm-dd'. */
  initialValidity: z.string().optional(),
  /** Due date from the legal calendar ('yyyy-mm-dd'), when the type has one; overdue when past and missing. */
  dueDate: z.string().optional(),
  overdue: z.boolean(),
  /** The document filling the slot (the latest version), when there is one (also when I: 'Cargar' amends it). */
  documentId: z.string().optional(),
  documentStatus: z.string().optional(),
  documentName: z.string().optional(),
});
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/documents/supplier/pending: the caller's (a Supplier's) missing slots, overdue and nearest due first. */
export const pendingSlotsResponseSchema = z.object({ slots: z.array(slotSchema), totalCount: z.number().int() });
export type PendingSlotsResponse = z.infer<typeof pendingSlotsResponseSchema>;

/** GET /api/documents/{id}/documentslots: the slots of the document's supplier in the document's period. */
export const documentSlotsResponseSchema = z.object({ slots: z.array(slotSchema) });
export type DocumentSlotsResponse = z.infer<typeof documentSlotsResponseSchema>;

/**
 * GET /api/documents/supplier/slots?supplierPK&year&documentSet: every slot of one supplier in a year, plus its
 * initial slots, with the missing count per period tab (the upload screen, part 2 §2.14, and the contact's
 * document file, §2.2). A Supplier gets its own organization (supplierPK may be omitted).
 */
export const supplierSlotsQuerySchema = z.object({
  supplierPK: z.string().trim().max(128).optional().transform((v) => v || undefined),
  year: z.coerce.number({ error: 'El año no es válido.' }).int('El año no es válido.').min(2020, 'El año debe ser 2020 o posterior.').max(2100, 'El año no es válido.'),
  documentSet: z.enum(['mxexpediente', 'auditonly'], { error: 'El conjunto de documentos no existe.' }).default('mxexpediente'),
});
export type SupplierSlotsQuery = z.input<typeof supplierSlotsQuerySchema>;

export const periodTabSchema = z.object({
  /** 'initial', or the month 1-12 of a monthly tab; periods of other cadences fall in the tab of their first month. */
  tab: z.string(),
  label: z.string(),
  missing: z.number().int(),
  total: z.number().int(),
});
export const supplierSlotsResponseSchema = z.object({
  supplierPK: z.string(),
  supplierDisplayName: z.string(),
  year: z.number().int(),
  /** The supplier's organization is inactive (locked): no upload button (part 2 §2.2). */
  locked: z.boolean(),
  tabs: z.array(periodTabSchema),
  slots: z.array(slotSchema),
});
export type SupplierSlotsResponse = z.infer<typeof supplierSlotsResponseSchema>;

/** GET /api/periods/{documentTypeCode}?year: the periods of a type (part 1 §3 Period: name, month). */
export const typePeriodsParamsSchema = z.object({
  documentTypeCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Código de tipo de documento inválido.'),
});
/** ?year (2020-2100); absent: the current year in Mexico City. */
export const typePeriodsQuerySchema = z.object({
  year: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'El año no es válido.' }).int('El año no es válido.').min(2020, 'El año debe ser 2020 o posterior.').max(2100, 'El año no es válido.').optional(),
  ),
});
export type TypePeriodsQuery = z.input<typeof typePeriodsQuerySchema>;
export const typePeriodsResponseSchema = z.array(z.object({ name: z.string(), month: z.number().int(), number: z.number().int() }));
export type TypePeriodsResponse = z.infer<typeof typePeriodsResponseSchema>;

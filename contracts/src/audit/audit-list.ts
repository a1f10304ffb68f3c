import { z } from 'zod';
import { isCalendarDay } from './audit-forms';
import { auditStatuses, auditTabsWithTags, type AuditTab } from './audit-values';

/**
 * The audit lists (issue 15; part 2 §2.11, §3 Audit list item, §7 "Audit, storage, tags", §9): one query schema for
 * the seven tabs (GET /api/audit/documents, /api/audit/documents/direct, /api/audit/{tab}/list) and the page they
 * answer. The upload date is the document's createdAt; fromDate and toDate are Mexico City days.
 */

export const auditListMessages = {
  pageIndex: 'La página debe ser un número entero mayor o igual a 1.',
  pageSize: 'Tamaño de página no válido: use 10, 25, 50 o 100.',
  status: 'El estatus de auditoría no es válido.',
  isRequired: "isRequired debe ser 'required' o 'all'.",
  orderBy: "El orden debe ser 'ASC' o 'DESC'.",
  documentType: 'El tipo de documento no es válido.',
  typeNotFound: 'El tipo de documento no existe.',
  date: 'La fecha debe tener el formato aaaa-mm-dd.',
  dateRange: 'La fecha inicial no puede ser posterior a la fecha final.',
  tag: 'La etiqueta no es válida.',
  tagNotOnTab: 'El filtro por etiqueta no está disponible en esta pestaña.',
  supplierName: 'El nombre del proveedor admite hasta 100 caracteres.',
  supplierNameNotOnTab: 'El filtro por proveedor no está disponible en esta pestaña.',
  loading: 'Cargando información...',
  empty: 'No hay documentos en esta lista.',
  emptyFiltered: 'No se encontraron documentos que coincidan con los filtros.',
  loadFailed: 'Error al obtener los documentos.',
} as const;

export const auditPageSizes = [10, 25, 50, 100] as const;

/** Part 2 §2.11: the supplierName filter belongs to the contracts and auditonly lists. */
export const auditTabsWithSupplierName: readonly AuditTab[] = ['contracts', 'auditonly'];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalDay = z.preprocess(blankToUndefined, z.string({ error: auditListMessages.date }).trim().refine(isCalendarDay, auditListMessages.date).optional());

/**
 * The query of every audit list. status '' or 'empty' is Todos; isRequired 'required' (default) keeps the required
 * types only; orderBy sorts on the upload date, newest first by default. tag and supplierName are checked against
 * the tab by auditListQuerySchemaFor.
 */
export const auditListQuerySchema = z
  .object({
    pageIndex: z.coerce.number({ error: auditListMessages.pageIndex }).int(auditListMessages.pageIndex).min(1, auditListMessages.pageIndex).max(10_000, auditListMessages.pageIndex).default(1),
    pageSize: z.coerce
      .number({ error: auditListMessages.pageSize })
      .int(auditListMessages.pageSize)
      .refine((n) => (auditPageSizes as readonly number[]).includes(n), auditListMessages.pageSize)
      .default(10),
    status: z.preprocess((v) => (v === '' || v === 'empty' || v === null ? undefined : v), z.enum(auditStatuses, { error: auditListMessages.status }).optional()),
    isRequired: z.preprocess(blankToUndefined, z.enum(['required', 'all'], { error: auditListMessages.isRequired }).default('required')),
    documentType: z.preprocess(
      blankToUndefined,
      z
        .string({ error: auditListMessages.documentType })
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, auditListMessages.documentType)
        .optional(),
    ),
    fromDate: optionalDay,
    toDate: optionalDay,
    orderBy: z.preprocess(blankToUndefined, z.enum(['ASC', 'DESC'], { error: auditListMessages.orderBy }).default('DESC')),
    tag: z.preprocess(
      blankToUndefined,
      z
        .string({ error: auditListMessages.tag })
        .trim()
        .regex(/^[A-Za-z0-9-]{1,64}$/, auditListMessages.tag)
        .optional(),
    ),
    supplierName: z.preprocess(blankToUndefined, z.string({ error: auditListMessages.supplierName }).trim().max(100, auditListMessages.supplierName).optional()),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { message: auditListMessages.dateRange, path: ['toDate'] });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListQueryParsed = z.output<typeof auditListQuerySchema>;

/** The fields a tab does not take: a tag where part 2 §2.11 shows no tag filter, a supplierName outside its tabs. */
export function auditListTabErrors(tab: AuditTab, query: { tag?: string | undefined; supplierName?: string | undefined }): Record<string, string[]> {
  return {
    ...(query.tag && !auditTabsWithTags.includes(tab) ? { tag: [auditListMessages.tagNotOnTab] } : {}),
    ...(query.supplierName && !auditTabsWithSupplierName.includes(tab) ? { supplierName: [auditListMessages.supplierNameNotOnTab] } : {}),
  };
}

/** The query of one tab (auditListQuerySchema plus auditListTabErrors as 400s). */
export function auditListQuerySchemaFor(tab: AuditTab) {
  return auditListQuerySchema.superRefine((q, ctx) => {
    for (const [field, messages] of Object.entries(auditListTabErrors(tab, q))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
}

/** The tabs served by GET /api/audit/{tab}/list (contracts and auditonly have their own routes, part 2 §7). */
export const auditListRouteTabs = ['image', 'error', 'missing', 'stagnated', 'partial'] as const;
export const auditListTabParamsSchema = z.object({ tab: z.enum(auditListRouteTabs, { error: 'La lista de auditoría no existe.' }) });

/** Part 2 §3 Audit list item, plus what a row needs: the document's own status, the supplier's key and the file. */
export const auditListItemSchema = z.object({
  publicKey: z.string(),
  /** The audit status (absent on the document = pending). */
  status: z.enum(auditStatuses),
  /** The document's status (V, I, P, U). */
  documentStatus: z.string(),
  typeName: z.string(),
  documentType: z.string(),
  /** The upload date (ISO instant). */
  created: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  fileName: z.string(),
  /** The tag's name and key; null when the document has none (or its tag was deleted). */
  tag: z.string().nullable(),
  tagId: z.string().nullable(),
});
export type AuditListItem = z.infer<typeof auditListItemSchema>;

export const auditListResponseSchema = z.object({ items: z.array(auditListItemSchema), totalCount: z.number().int() });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';

/**
 * Supplier periods, 'Proveedores - Sociedades' (part 2 §2.12, §3, §5, §6, §7, §9): from when to when a supplier
 * organization serves a customer organization ("sociedad") of the tenant. Dates are calendar days yyyy-mm-dd; the
 * server stores the start as the first day of its month and the end as the last day of its month.
 */

/** Page sizes of the periods table (part 2 §9: 10 by default). */
export const periodPageSizes = [10, 25, 50] as const;
export const periodSearchMax = 100;
export const periodSortFields = ['start_date', 'end_date', 'supplier', 'customer'] as const;
export type PeriodSortField = (typeof periodSortFields)[number];
export const periodSortOrders = ['ASC', 'DESC'] as const;
export type PeriodSortOrder = (typeof periodSortOrders)[number];

/** Ours: the spec gives the rules of a period row (part 2 §5), not their texts. */
export const periodMessages = {
  dateFormat: 'La fecha debe tener el formato aaaa-mm-dd.',
  dateNotReal: 'La fecha no existe en el calendario.',
  yearTooOld: 'El año no puede ser anterior a 1900.',
  startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  supplierRequired: 'Seleccione el proveedor.',
  customerRequired: 'Seleccione la sociedad.',
  startRequired: 'Indique la fecha de inicio.',
  endRequired: 'Indique la fecha de fin.',
  notSupplier: 'La organización elegida no es un proveedor. Elija un proveedor de la lista.',
  notCustomer: 'La organización elegida no es una sociedad (cliente). Elija una sociedad de la lista.',
  supplierNotFound: 'El proveedor no existe o no está a su alcance. Elija uno de la lista.',
  customerNotFound: 'La sociedad no existe o no está a su alcance. Elija una de la lista.',
  overlap: (start: string, end: string) =>
    `Ya existe un periodo de este proveedor con esta sociedad del ${start} al ${end} que se traslapa con las fechas indicadas. Ajuste las fechas o edite ese periodo.`,
  ownerMismatch: 'El periodo no pertenece al proveedor indicado.',
  // Part 2 §8 names the alert for date validation word for word; the rest are ours.
  validation: 'Error de validación, por favor revisa los campos de las fechas',
  loadPeriods: 'No se pudieron cargar los periodos. Revise su conexión e intente de nuevo.',
  loadOrganizations: 'No se pudieron cargar las sociedades y los proveedores. Recargue la página para intentar de nuevo.',
  created: 'El periodo se agregó correctamente.',
  createFailed: 'No se pudo agregar el periodo. Revise los datos e intente de nuevo.',
  updated: 'El periodo se guardó correctamente.',
  updateFailed: 'No se pudo guardar el periodo. Revise los datos e intente de nuevo.',
  deleted: 'El periodo se eliminó correctamente.',
  deleteFailed: 'No se pudo eliminar el periodo. Recargue la página e intente de nuevo.',
} as const;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day yyyy-mm-dd (no 2026-02-30), year 1900 or later. */
export function periodDateSchema(requiredMessage: string) {
  // One message per field: the first rule the value breaks.
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      const message = !value
        ? requiredMessage
        : !isoDay.test(value)
          ? periodMessages.dateFormat
          : !isRealDay(value)
            ? periodMessages.dateNotReal
            : Number(value.slice(0, 4)) < 1900
              ? periodMessages.yearTooOld
              : undefined;
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export function isRealDay(value: string): boolean {
  const m = isoDay.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The first day of the date's month (how a start is stored). */
export function firstOfMonth(value: string): string {
  return `${value.slice(0, 7)}-01`;
}

/** The last day of the date's month (how an end is stored). */
export function lastOfMonth(value: string): string {
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${value.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

function organizationKey(requiredMessage: string) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: requiredMessage });
    else if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) ctx.addIssue({ code: 'custom', message: 'El identificador no es válido.' });
  });
}

/** POST /api/users/{userPK}/periods and PUT /api/periods/{id}: the same body. */
export const periodBodySchema = z
  .object({
    supplierPK: organizationKey(periodMessages.supplierRequired),
    customerPK: organizationKey(periodMessages.customerRequired),
    startDate: periodDateSchema(periodMessages.startRequired),
    endDate: periodDateSchema(periodMessages.endRequired),
  })
  // Compared only when both are days (a bad date already has its own message).
  .refine((b) => !isRealDay(b.startDate) || !isRealDay(b.endDate) || b.startDate <= b.endDate, { path: ['endDate'], message: periodMessages.startAfterEnd });
export type PeriodBody = z.input<typeof periodBodySchema>;

export const periodUserParamsSchema = z.object({ userPK: entityIdSchema });
export const periodParamsSchema = z.object({ id: entityIdSchema });
/** DELETE /api/periods/{id}: ownerPk is the period's owner (its supplier organization, ownerPK in the list). */
export const deletePeriodBodySchema = z.object({ ownerPk: entityIdSchema });
export type DeletePeriodBody = z.infer<typeof deletePeriodBodySchema>;

/** GET /api/periods/all and GET /api/users/me/periods ?pageSize&pageIndex&searchText&sortedBy&sortOrder(+supplierPk). */
export const periodsListQuerySchema = z.object({
  pageSize: z.coerce
    .number({ error: 'Tamaño de página no válido.' })
    .int()
    .refine((n) => (periodPageSizes as readonly number[]).includes(n), 'Tamaño de página no válido.')
    .default(10),
  pageIndex: z.coerce.number({ error: 'La página debe ser un número.' }).int().min(1, 'La página debe ser 1 o mayor.').max(10_000).default(1),
  searchText: z
    .string()
    .trim()
    .max(periodSearchMax, `La búsqueda admite hasta ${periodSearchMax} caracteres.`)
    .optional()
    .transform((v) => v || undefined),
  sortedBy: z.enum(periodSortFields, { error: "El orden debe ser 'start_date', 'end_date', 'supplier' o 'customer'." }).default('start_date'),
  sortOrder: z.enum(periodSortOrders, { error: "El sentido debe ser 'ASC' o 'DESC'." }).default('DESC'),
  supplierPk: entityIdSchema.optional(),
  continuationToken: z.string().max(500).regex(/^[A-Za-z0-9_-]+$/, 'El token de continuación no es válido.').optional(),
});
export type PeriodsListQuery = z.input<typeof periodsListQuerySchema>;

export const supplierPeriodSchema = z.object({
  id: z.string(),
  supplierPK: z.string(),
  /** The owner of the period: its supplier organization (DELETE sends it back as ownerPk). */
  ownerPK: z.string(),
  supplierNumber: z.string(),
  supplierRFC: z.string(),
  supplierDisplayName: z.string(),
  customerPK: z.string(),
  customerDisplayName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type SupplierPeriod = z.infer<typeof supplierPeriodSchema>;

export const periodsListResponseSchema = z.object({
  periods: z.array(supplierPeriodSchema),
  totalCount: z.number().int(),
  /** Present when there is a next page: send it back (same filters and order) to get it. */
  continuationToken: z.string().optional(),
});
export type PeriodsListResponse = z.infer<typeof periodsListResponseSchema>;

export const periodOrganizationSchema = z.object({
  publicKey: z.string(),
  displayName: z.string(),
  rfc: z.string().optional(),
  supplierNumber: z.string().optional(),
  locked: z.boolean(),
});
export type PeriodOrganization = z.infer<typeof periodOrganizationSchema>;

/** GET /api/periods/options: the customers ("sociedades") and suppliers the caller may pair, by name. */
export const periodOptionsResponseSchema = z.object({
  customers: z.array(periodOrganizationSchema),
  suppliers: z.array(periodOrganizationSchema),
});
export type PeriodOptionsResponse = z.infer<typeof periodOptionsResponseSchema>;

export const deletePeriodResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

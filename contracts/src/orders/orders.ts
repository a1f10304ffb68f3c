import { z } from 'zod';
import { documentKeySchema } from '../documents/documents';
import { complianceRisks, sat69bSchema } from '../compliance/compliance';

/**
 * Service orders (issue 17; part 2 §2.5, §3 Order, §7 'GET /api/orders/list', §9): a customer organization's order
 * to one of its suppliers, optionally under an audited contract of that supplier. Created one at a time
 * (POST /api/orders) or imported from CSV (POST /api/orders/import, all or nothing). Status, documentsCount and
 * complianceRate are the supplier's figures (the compliance projection), read with the list, never stored.
 *
 * Money: `total` is the amount in MXN as a decimal string with two decimals ('12500.00'); it is stored as
 * integer cents (totalCents), so no float ever rounds a peso.
 */

export const ORDERS_PAGE_SIZE = 20;
export const ORDERS_CSV_MAX_BYTES = 256 * 1024;
/** Ours: one import at most this many rows (a 256 KB file holds about 2,000 short rows). */
export const ORDERS_IMPORT_MAX_ROWS = 2000;
/** Ours: the largest total accepted, $999,999,999,999.99 (fits a safe integer of cents). */
export const ORDER_TOTAL_MAX_CENTS = 99_999_999_999_999;

export const orderMessages = {
  /** Part 2 §2.5. */
  noCriteria: 'Por favor seleccione sus criterios de búsqueda.',
  /** Part 2 §2.5. */
  empty: 'No existen órdenes de servicio cargadas',
  // Ours: the spec names no texts for the form, the import and the errors.
  numberRequired: 'Indique el número de orden.',
  numberInvalid: 'El número de orden admite letras, números, espacios y . _ / # - (hasta 40 caracteres).',
  supplierRequired: 'Seleccione el proveedor.',
  customerRequired: 'Seleccione el cliente.',
  totalInvalid: 'Indique un total válido en pesos, mayor que cero (por ejemplo 12,500.00).',
  dateRequired: 'Indique la fecha de servicio.',
  dateInvalid: 'La fecha debe tener el formato aaaa-mm-dd.',
  descriptionTooLong: 'La descripción admite hasta 500 caracteres.',
  duplicate: 'Ya existe una orden con ese número para este cliente.',
  supplierNotFound: 'El proveedor no existe o no está a su alcance.',
  customerNotFound: 'El cliente no existe o no está a su alcance.',
  customerOwnOnly: 'Solo puede crear órdenes para su propia organización.',
  notServing: 'El proveedor no presta servicios a ese cliente.',
  contractNotFound: 'El contrato no existe o no es de ese proveedor.',
  csvRequired: 'Seleccione un archivo CSV.',
  csvTooLarge: 'El archivo CSV supera el límite de 256 KB.',
  csvNoHeader: 'El CSV debe tener una fila de encabezados con las columnas número, proveedor RFC, cliente RFC, total, fecha y descripción (contrato es opcional).',
  csvEmpty: 'El CSV no tiene filas de órdenes.',
  csvTooManyRows: `El CSV admite hasta ${ORDERS_IMPORT_MAX_ROWS} órdenes.`,
  csvRowsInvalid: 'El CSV tiene errores; no se importó ninguna orden.',
  csvDuplicateInFile: 'El número de orden se repite en el archivo para el mismo cliente.',
  supplierRfcNotFound: 'No hay un proveedor a su alcance con ese RFC.',
  customerRfcNotFound: 'No hay un cliente a su alcance con ese RFC.',
  searchTooLong: 'Máximo 100 caracteres.',
  pageInvalid: 'La página debe ser 1 o mayor.',
} as const;

/** '12,500.50', '$12500.5', '12500' → cents; undefined for anything else (negative, 3 decimals, letters, zero). */
export function parseMxnCents(input: string | number): number | undefined {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(2) : '') : input.trim().replace(/^\$\s*/, '').replace(/\s*(MXN|M\.N\.)$/i, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const pesos = Number(m[1]!.replace(/,/g, ''));
  const cents = pesos * 100 + Number((m[2] ?? '').padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) && cents > 0 && cents <= ORDER_TOTAL_MAX_CENTS ? cents : undefined;
}

/** Cents → '12500.50' (the API's total). */
export const centsToDecimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A real calendar day yyyy-mm-dd, or dd/mm/yyyy (how Mexican spreadsheets write it) turned into one. */
export function orderDay(input: string): string | undefined {
  const text = input.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : text;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? iso : undefined;
}

export const orderNumberSchema = z
  .string({ error: orderMessages.numberRequired })
  .trim()
  .min(1, orderMessages.numberRequired)
  .max(40, orderMessages.numberInvalid)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/#-]*$/u, orderMessages.numberInvalid);
const partyKey = (message: string) => z.string({ error: message }).trim().min(1, message).max(128, message);
const description = z
  .string()
  .trim()
  .max(500, orderMessages.descriptionTooLong)
  .optional()
  .transform((v) => v ?? '');
export const orderTotalSchema = z
  .union([z.string(), z.number()], { error: orderMessages.totalInvalid })
  .transform((v, ctx) => {
    const cents = parseMxnCents(v);
    if (cents === undefined) {
      ctx.addIssue({ code: 'custom', message: orderMessages.totalInvalid });
      return z.NEVER;
    }
    return cents;
  });
const serviceDate = z
  .string({ error: orderMessages.dateRequired })
  .trim()
  .min(1, orderMessages.dateRequired)
  .transform((v, ctx) => {
    const day = orderDay(v);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: orderMessages.dateInvalid });
      return z.NEVER;
    }
    return day;
  });

/** POST /api/orders. total in pesos (string or number); stored as cents. */
export const createOrderSchema = z.object({
  number: orderNumberSchema,
  supplierPK: partyKey(orderMessages.supplierRequired),
  customerPK: partyKey(orderMessages.customerRequired),
  total: orderTotalSchema,
  serviceDate,
  description,
  contractPK: z
    .union([documentKeySchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

/** POST /api/orders/import: the CSV file's text (UTF-8), at most 256 KB. */
export const importOrdersSchema = z.object({
  csv: z
    .string({ error: orderMessages.csvRequired })
    .min(1, orderMessages.csvRequired)
    .refine((v) => new TextEncoder().encode(v).length <= ORDERS_CSV_MAX_BYTES, orderMessages.csvTooLarge),
});
export type ImportOrdersInput = z.input<typeof importOrdersSchema>;
export const importOrdersResponseSchema = z.object({ created: z.number().int(), publicKeys: z.array(z.string()) });
export type ImportOrdersResponse = z.infer<typeof importOrdersResponseSchema>;

const filterText = z
  .string()
  .trim()
  .max(100, orderMessages.searchTooLong)
  .optional()
  .transform((v) => v || undefined);

/** GET /api/orders/list?search&customer&supplier&pageIndex: a page of 20, newest service date first. */
export const ordersListQuerySchema = z.object({
  search: filterText,
  customer: filterText,
  supplier: filterText,
  pageIndex: z.coerce.number({ error: orderMessages.pageInvalid }).int(orderMessages.pageInvalid).min(1, orderMessages.pageInvalid).max(10_000, orderMessages.pageInvalid).default(1),
});
export type OrdersListQuery = z.input<typeof ordersListQuerySchema>;

export const orderStatuses = ['V', 'I'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Ours: the spec only says green for V, red otherwise. */
export const orderStatusLabels: Record<OrderStatus, string> = { V: 'Proveedor al corriente', I: 'Proveedor con pendientes' };

export const orderPartySchema = z.object({ publicKey: z.string(), displayName: z.string(), rfc: z.string().optional() });
export const orderSchema = z.object({
  publicKey: z.string(),
  /** The order number. */
  logicalKey: z.string(),
  /** V: the supplier is payable (compliance projection) and not flagged by SAT 69-B; I otherwise. */
  status: z.enum(orderStatuses),
  /** MXN, decimal string with two decimals. */
  total: z.string(),
  documentsCount: z.number().int(),
  complianceRate: z.number().int(),
  risk: z.enum(complianceRisks).optional(),
  sat69b: sat69bSchema.optional(),
  identifiers: z.array(z.object({ name: z.string(), value: z.string() })),
  partyRelations: z.object({ supplier: orderPartySchema, customer: orderPartySchema }),
  contractPK: z.string().optional(),
  contractName: z.string().optional(),
  description: z.string(),
  serviceDate: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersListResponseSchema = z.object({ orders: z.array(orderSchema), pageIndex: z.number().int(), hasMore: z.boolean() });
export type OrdersListResponse = z.infer<typeof ordersListResponseSchema>;
export const createOrderResponseSchema = z.object({ order: orderSchema });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** The CSV columns (part of the brief): header names, any order, case, accents and spacing ignored. */
export const orderCsvColumns = ['número', 'proveedor RFC', 'cliente RFC', 'total', 'fecha', 'descripción', 'contrato'] as const;

import { z } from 'zod';
import { documentTypeSchema, documentAreas, riskLevels, temporalities } from '../documents/document-types';
import type { Cadence, PeriodReading } from '../documents/periods';

/**
 * The document type configuration of a tenant (part 2 §2.9 /admin/documenttypes and its form, §7 GET
 * /api/documenttypes/?{query} and /{id}, §9 the options): required or optional, type (temporality), risk (A/M/B),
 * area, periodicity, provider type, fine with its unit, when required and automatic validation. Saved on the
 * tenant's own copy of the type (decision 010) with PUT /api/documenttypes/{id}: the slots read `required` and the
 * cadence, extraction reads `isAutoValidated`.
 */

/**
 * Part 2 §9's eight periodicity options and the period engine's cadence each one is (periods.ts): Cuatrimestral is
 * the quarterly cadence in the supplier/audit reading (four months), as decision 010 reads ICSOE and SISUB.
 */
export const periodicityOptions = {
  daily: { label: 'Diario', cadence: 'daily', reading: 'general' },
  weekly: { label: 'Semanal', cadence: 'weekly', reading: 'general' },
  biweekly: { label: 'Quincenal', cadence: 'biweekly', reading: 'general' },
  monthly: { label: 'Mensual', cadence: 'monthly', reading: 'general' },
  bimonthly: { label: 'Bimestral', cadence: 'bimonthly', reading: 'general' },
  cuatrimestral: { label: 'Cuatrimestral', cadence: 'quarterly', reading: 'supplierAudit' },
  semiannual: { label: 'Semestral', cadence: 'semiannual', reading: 'general' },
  yearly: { label: 'Anual', cadence: 'yearly', reading: 'general' },
} as const satisfies Record<string, { label: string; cadence: Cadence; reading: PeriodReading }>;
export type Periodicity = keyof typeof periodicityOptions;
export const periodicityCodes = Object.keys(periodicityOptions) as [Periodicity, ...Periodicity[]];

/** The option a stored cadence and reading is, if any (a general quarterly type has none of the eight). */
export function periodicityOf(cadence: Cadence, reading: PeriodReading): Periodicity | undefined {
  return periodicityCodes.find((code) => periodicityOptions[code].cadence === cadence && (cadence !== 'quarterly' || periodicityOptions[code].reading === reading));
}

/** Part 2 §9 fine units. */
export const fineUnits = { uma: 'UMA', salarios: 'Salarios Mínimos', porcentaje: 'Porcentaje' } as const;
export type FineUnit = keyof typeof fineUnits;

/** Part 2 §9 'When required', in Spanish. */
export const whenRequiredOptions = {
  'before-service-order': 'Antes de la orden de servicio',
  'during-work': 'Durante la ejecución del trabajo',
  'before-payment': 'Antes del pago',
  'after-payment': 'Después del pago',
} as const;
export type WhenRequired = keyof typeof whenRequiredOptions;

/** The provider type a document is asked of (ours: the spec names the field, not its options). */
export const providerTypes = {
  all: 'Todos los proveedores',
  moral: 'Persona moral',
  fisica: 'Persona física',
  repse: 'Servicios especializados (REPSE)',
} as const;
export type ProviderType = keyof typeof providerTypes;

/** The form's order of areas (part 2 §9: Legal, Laboral, Fiscal, STPS) with the catalogue's codes. */
export const areaOptions = [
  { code: 'G', label: documentAreas.G },
  { code: 'L', label: documentAreas.L },
  { code: 'F', label: documentAreas.F },
  { code: 'S', label: documentAreas.S },
] as const;
export const riskOptions = [
  { code: 'A', label: riskLevels[1].displayName },
  { code: 'M', label: riskLevels[2].displayName },
  { code: 'B', label: riskLevels[3].displayName },
] as const;
export const temporalityOptions = Object.entries(temporalities).map(([code, label]) => ({ code, label })) as { code: keyof typeof temporalities; label: string }[];

export const documentTypeAdminMessages = {
  notFound: 'El tipo de documento no existe.',
  saved: 'La configuración del tipo de documento se guardó correctamente.',
  saveError: 'No se pudo guardar la configuración del tipo de documento.',
  conflict: 'Otra persona cambió este tipo de documento mientras lo editaba. Recargue la página e intente de nuevo.',
  missingVersion: 'Falta la versión del tipo de documento que editó. Recargue la página e intente de nuevo.',
  loadError: 'No se pudieron cargar los tipos de documento. Recargue la página para intentar de nuevo.',
  noMatch: 'Ningún tipo de documento coincide con la búsqueda.',
  propagation: 'Los cambios se aplican de inmediato en este servidor y en un minuto como máximo en los demás.',
} as const;

// ---------- the calls ----------

export const documentTypesAdminQuerySchema = z.object({
  search: z.string({ error: 'La búsqueda no es válida.' }).trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
});
export type DocumentTypesAdminQuery = z.infer<typeof documentTypesAdminQuerySchema>;

/** A type's code as in the catalogue (mxcsf); an unknown one answers 404. */
export const documentTypeParamsSchema = z.object({
  id: z
    .string({ error: 'Indique el tipo de documento.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, { error: 'El tipo de documento no es válido.' }),
});

export const fineSchema = z.object({ amount: z.number(), unit: z.enum(Object.keys(fineUnits) as [FineUnit, ...FineUnit[]]), unitDisplayName: z.string() });

/** A type as the administration shows it: the catalogue's fields (decision 010) plus the configuration and its version. */
export const adminDocumentTypeSchema = documentTypeSchema.extend({
  periodicity: z.enum(periodicityCodes).nullable(),
  periodicityDisplayName: z.string(),
  providerType: z.enum(Object.keys(providerTypes) as [ProviderType, ...ProviderType[]]),
  providerTypeDisplayName: z.string(),
  fine: fineSchema.nullable(),
  whenRequired: z.enum(Object.keys(whenRequiredOptions) as [WhenRequired, ...WhenRequired[]]),
  whenRequiredDisplayName: z.string(),
  modifiedAt: z.string(),
  /** The version to send back as If-Match (or `etag`) with the change. */
  etag: z.string(),
});
export type AdminDocumentType = z.infer<typeof adminDocumentTypeSchema>;
export const adminDocumentTypesResponseSchema = z.object({ documentTypes: z.array(adminDocumentTypeSchema) });
export type AdminDocumentTypesResponse = z.infer<typeof adminDocumentTypesResponseSchema>;
export const adminDocumentTypeResponseSchema = z.object({ documentType: adminDocumentTypeSchema });
export type AdminDocumentTypeResponse = z.infer<typeof adminDocumentTypeResponseSchema>;

const choose = (what: string) => ({ error: `Seleccione ${what}.` });

/**
 * PUT /api/documenttypes/{id}. A periodic type needs its periodicity; an initial or per-event one has none (its
 * slots are one per supplier, or one per customer). The fine is an amount with its unit, or no fine at all; a
 * percentage is at most 100.
 */
export const documentTypeConfigurationSchema = z
  .object({
    required: z.boolean({ error: 'Indique si el documento es requerido u opcional.' }),
    temporalityCodeName: z.enum(['initial', 'periodic', 'event'], choose('el tipo')),
    periodicity: z.enum(periodicityCodes, choose('la periodicidad')).nullable().optional(),
    riskCode: z.enum(['A', 'M', 'B'], choose('el riesgo')),
    area: z.enum(['G', 'L', 'F', 'S'], choose('el área')),
    providerType: z.enum(Object.keys(providerTypes) as [ProviderType, ...ProviderType[]], choose('el tipo de proveedor')),
    fineAmount: z
      .number({ error: 'La multa debe ser un número.' })
      .min(0, { error: 'La multa no puede ser negativa.' })
      .max(1_000_000_000, { error: 'La multa es demasiado grande.' })
      .nullable()
      .optional(),
    fineUnit: z.enum(Object.keys(fineUnits) as [FineUnit, ...FineUnit[]], choose('la unidad de la multa')).nullable().optional(),
    whenRequired: z.enum(Object.keys(whenRequiredOptions) as [WhenRequired, ...WhenRequired[]], choose('cuándo se requiere')),
    isAutoValidated: z.boolean({ error: 'Indique si la validación es automática.' }),
    etag: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.temporalityCodeName === 'periodic' && !v.periodicity) ctx.addIssue({ code: 'custom', path: ['periodicity'], message: 'Seleccione la periodicidad.' });
    if (v.temporalityCodeName !== 'periodic' && v.periodicity) ctx.addIssue({ code: 'custom', path: ['periodicity'], message: 'Solo un documento periódico tiene periodicidad.' });
    const hasAmount = v.fineAmount !== null && v.fineAmount !== undefined;
    const hasUnit = !!v.fineUnit;
    if (hasAmount && !hasUnit) ctx.addIssue({ code: 'custom', path: ['fineUnit'], message: 'Seleccione la unidad de la multa.' });
    if (hasUnit && !hasAmount) ctx.addIssue({ code: 'custom', path: ['fineAmount'], message: 'Indique el monto de la multa.' });
    if (v.fineUnit === 'porcentaje' && hasAmount && v.fineAmount! > 100) ctx.addIssue({ code: 'custom', path: ['fineAmount'], message: 'Un porcentaje no puede pasar de 100.' });
  });
export type DocumentTypeConfiguration = z.infer<typeof documentTypeConfigurationSchema>;

import { z } from 'zod';
import { cadenceNames, type Cadence, type PeriodReading } from './periods';

/**
 * The catalogue of document types (part 2 §3 Document type, Document type set, Document field definition; the
 * domain file ../shared/domain/mexico-supplier-file.md "Document types" and "Fields worth extracting"), as data
 * every tenant is seeded with (functions/src/documents), plus the zod schemas of the three calls that read it:
 * GET /api/document-type-sets, GET /api/documenttypeset/{set}/documenttypes, GET /api/documents/fields.
 *
 * Choices of ours, where the domain file and the spec leave a gap (docs/decisions/010-document-types.md):
 * - Risk: the domain file's 3 is the highest (deductibility, joint liability) while the spec styles risk 1 as
 *   danger, 2 warning, 3 info (part 2 §9) with codes A high, M medium, B low (§4). `risk` is on the spec's scale
 *   (1 = the domain's 3); `domainRisk` keeps the domain's number.
 * - Periodicity: I → initial, M → monthly, B → bimonthly, C (cuatrimestral) → quarterly read in the supplierAudit
 *   reading (cuatrimestres), A → yearly, E (per event) → initial with temporality 'event'. mxrepse (I + renewal) is
 *   initial; mxsipare (M and B) is monthly, its bimonthly part being mxinfonavitbim.
 * - Extensions, customerRelationshipRequired, isAutoValidated and required are defaults a tenant may change.
 */

export const allowedFileExtensions = ['pdf', 'jpg', 'jpeg', 'png', 'xml', 'xls', 'xlsx'] as const;
export type FileExtension = (typeof allowedFileExtensions)[number];

export const documentAreas = { F: 'Fiscal', L: 'Laboral', S: 'STPS', G: 'Legal' } as const;
export type DocumentArea = keyof typeof documentAreas;

/** Periodicity letters of the domain file. */
export const periodicityLetters = { I: 'initial', M: 'monthly', B: 'bimonthly', C: 'quarterly', A: 'yearly', E: 'initial' } as const satisfies Record<string, Cadence>;
export type PeriodicityLetter = keyof typeof periodicityLetters;

/** Risk on the spec's scale (part 2 §4, §9): 1 high (A, danger), 2 medium (M, warning), 3 low (B, info). */
export const riskLevels = {
  1: { code: 'A', displayName: 'Alto', style: 'danger' },
  2: { code: 'M', displayName: 'Medio', style: 'warning' },
  3: { code: 'B', displayName: 'Bajo', style: 'info' },
} as const;
export type RiskLevel = keyof typeof riskLevels;

export const temporalities = { initial: 'Inicial', periodic: 'Periódico', event: 'Por evento' } as const;
export type Temporality = keyof typeof temporalities;

/** How a type's slots get a due date (legal-calendar.ts): the 17th after the period, or none. */
export type DueRule = 'seventeenth-after-period' | 'none';

export type DocumentTypeSetCode = 'mxexpediente' | 'auditonly';

/** One row of the domain file's table, verbatim in meaning, plus our defaults. */
export type CatalogueEntry = {
  codeName: string;
  shortName: string;
  fullName: string;
  issuer: string;
  periodicity: PeriodicityLetter;
  area: DocumentArea;
  /** The domain file's risk: 3 = decides deductibility or joint liability. */
  domainRisk: 1 | 2 | 3;
  validity: string;
  fileExtensions: readonly FileExtension[];
  customerRelationshipRequired: boolean;
  isAutoValidated: boolean;
  required: boolean;
  dueRule: DueRule;
  sets: readonly DocumentTypeSetCode[];
};

const pdf = ['pdf'] as const;
const scan = ['pdf', 'jpg', 'jpeg', 'png'] as const;
const sheet = ['xlsx', 'xls', 'pdf'] as const;
const both: readonly DocumentTypeSetCode[] = ['mxexpediente', 'auditonly'];
const expediente: readonly DocumentTypeSetCode[] = ['mxexpediente'];

/** The `mxexpediente` set: the 24 types of the domain file, in its order (that order is `ordinal`). */
export const documentTypeCatalogue: readonly CatalogueEntry[] = [
  { codeName: 'mxcsf', shortName: 'CSF', fullName: 'Constancia de Situación Fiscal', issuer: 'SAT', periodicity: 'I', area: 'F', domainRisk: 2, validity: 'Según la política: emitida hace no más de 30 a 90 días.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxopinion32d', shortName: 'Opinión SAT 32-D', fullName: 'Opinión del cumplimiento de obligaciones fiscales (32-D)', issuer: 'SAT', periodicity: 'M', area: 'F', domainRisk: 2, validity: 'Opinión positiva: 30 días desde su emisión.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mximssopinion', shortName: 'Opinión IMSS', fullName: 'Opinión de cumplimiento en materia de seguridad social', issuer: 'IMSS', periodicity: 'M', area: 'L', domainRisk: 2, validity: '30 días (por confirmar).', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxinfonavitopinion', shortName: 'Constancia INFONAVIT', fullName: 'Constancia de situación fiscal INFONAVIT', issuer: 'INFONAVIT', periodicity: 'M', area: 'L', domainRisk: 2, validity: '30 días.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxrepse', shortName: 'REPSE', fullName: 'Registro REPSE (aviso de registro)', issuer: 'STPS', periodicity: 'I', area: 'S', domainRisk: 3, validity: '3 años; se renueva.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: both },
  { codeName: 'mxcontratose', shortName: 'Contrato de servicios', fullName: 'Contrato de servicios u obras especializados', issuer: 'Las partes', periodicity: 'E', area: 'G', domainRisk: 3, validity: 'La vigencia del contrato.', fileExtensions: pdf, customerRelationshipRequired: true, isAutoValidated: false, required: true, dueRule: 'none', sets: both },
  { codeName: 'mxactaconstitutiva', shortName: 'Acta constitutiva', fullName: 'Acta constitutiva y reformas', issuer: 'Notario', periodicity: 'I', area: 'G', domainRisk: 1, validity: 'Permanente.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxpoder', shortName: 'Poder notarial', fullName: 'Poder del representante legal', issuer: 'Notario', periodicity: 'I', area: 'G', domainRisk: 1, validity: 'Hasta su revocación.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxidentificacion', shortName: 'Identificación oficial', fullName: 'Identificación oficial del representante (INE/pasaporte)', issuer: 'INE/SRE', periodicity: 'I', area: 'G', domainRisk: 1, validity: 'La vigencia impresa.', fileExtensions: scan, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxdomicilio', shortName: 'Comprobante de domicilio', fullName: 'Comprobante de domicilio', issuer: 'Empresa de servicios', periodicity: 'I', area: 'G', domainRisk: 1, validity: 'Según la política: no más de 3 meses.', fileExtensions: scan, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxcaratulabancaria', shortName: 'Carátula bancaria', fullName: 'Carátula de estado de cuenta (CLABE)', issuer: 'Banco', periodicity: 'I', area: 'F', domainRisk: 1, validity: 'Según la política: no más de 3 meses.', fileExtensions: scan, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxregpatronal', shortName: 'Registro patronal', fullName: 'Constancia de registro patronal', issuer: 'IMSS', periodicity: 'I', area: 'L', domainRisk: 2, validity: 'Permanente.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  // The payroll CFDI is the XML itself (its PDF is only a representation); it shows 'Cargado' (part 2 §2.4), so auto-validated.
  { codeName: 'mxcfdinomina', shortName: 'CFDI de nómina', fullName: 'CFDI de nómina (XML, complemento Nómina 1.2)', issuer: 'Proveedor (PAC)', periodicity: 'M', area: 'L', domainRisk: 3, validity: 'El periodo.', fileExtensions: ['xml'], customerRelationshipRequired: true, isAutoValidated: true, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxplantilla', shortName: 'Relación de trabajadores', fullName: 'Relación de trabajadores asignados (NSS, CURP, RFC)', issuer: 'Proveedor', periodicity: 'M', area: 'L', domainRisk: 2, validity: 'El periodo.', fileExtensions: sheet, customerRelationshipRequired: true, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  { codeName: 'mxdeclisr', shortName: 'Declaración ISR retenciones', fullName: 'Declaración de ISR retenciones por salarios + acuse', issuer: 'SAT', periodicity: 'M', area: 'F', domainRisk: 3, validity: 'El periodo.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxpagoisr', shortName: 'Pago de ISR', fullName: 'Comprobante bancario de pago de ISR', issuer: 'Banco', periodicity: 'M', area: 'F', domainRisk: 3, validity: 'El periodo.', fileExtensions: scan, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxdecliva', shortName: 'Declaración de IVA', fullName: 'Declaración de IVA + acuse + pago', issuer: 'SAT/Banco', periodicity: 'M', area: 'F', domainRisk: 3, validity: 'El periodo.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mximsscop', shortName: 'Cédula de cuotas IMSS', fullName: 'Cédula de determinación de cuotas (SUA)', issuer: 'IMSS', periodicity: 'M', area: 'L', domainRisk: 3, validity: 'El periodo.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxsipare', shortName: 'Pago SIPARE', fullName: 'Formato de pago SIPARE + comprobante bancario', issuer: 'IMSS/Banco', periodicity: 'M', area: 'L', domainRisk: 3, validity: 'El periodo.', fileExtensions: scan, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxinfonavitbim', shortName: 'Cédula bimestral RCV-INFONAVIT', fullName: 'Cédula bimestral RCV e INFONAVIT', issuer: 'IMSS/INFONAVIT', periodicity: 'B', area: 'L', domainRisk: 3, validity: 'El periodo.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxicsoe', shortName: 'ICSOE', fullName: 'Acuse ICSOE', issuer: 'IMSS', periodicity: 'C', area: 'L', domainRisk: 2, validity: 'El cuatrimestre.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxsisub', shortName: 'SISUB', fullName: 'Acuse SISUB', issuer: 'INFONAVIT', periodicity: 'C', area: 'L', domainRisk: 2, validity: 'El cuatrimestre.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'seventeenth-after-period', sets: expediente },
  { codeName: 'mxdeclanual', shortName: 'Declaración anual', fullName: 'Declaración anual ISR + acuse', issuer: 'SAT', periodicity: 'A', area: 'F', domainRisk: 1, validity: 'El año.', fileExtensions: pdf, customerRelationshipRequired: false, isAutoValidated: false, required: true, dueRule: 'none', sets: expediente },
  // Only suppliers whose workers took a course have one: not required.
  { codeName: 'mxdc3', shortName: 'DC-3', fullName: 'Constancia DC-3 de habilidades laborales', issuer: 'Patrón (formato STPS)', periodicity: 'A', area: 'S', domainRisk: 1, validity: 'El curso.', fileExtensions: scan, customerRelationshipRequired: false, isAutoValidated: false, required: false, dueRule: 'none', sets: expediente },
];

/**
 * The sets (part 2 §3 Document type set). `auditonly` holds what the audit area's contract form checks (REPSE
 * and the specialized-services contract, part 2 §3 Audit contract form); it is not offered in the documents
 * filters (visible false). Default set: mxexpediente (part 2 §9).
 */
export const documentTypeSetCatalogue: readonly { code_name: DocumentTypeSetCode; short_name: string; visible: boolean }[] = [
  { code_name: 'mxexpediente', short_name: 'Expediente México', visible: true },
  { code_name: 'auditonly', short_name: 'Solo auditoría', visible: false },
];
export const defaultDocumentTypeSet: DocumentTypeSetCode = 'mxexpediente';

/** Ours: the spec names the calls, not their errors. */
export const documentTypeMessages = {
  setNotFound: 'El catálogo de documentos no existe.',
  loadTypes: 'No se pudieron cargar los tipos de documento. Recargue la página para intentar de nuevo.',
} as const;

// ---------- the API shapes ----------

const setCodePattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const documentTypeSetCodeSchema = z
  .string({ error: 'Indique el catálogo de documentos.' })
  .trim()
  .toLowerCase()
  .regex(setCodePattern, { error: 'El catálogo de documentos no es válido.' });

export const documentTypeSetParamsSchema = z.object({ set: documentTypeSetCodeSchema });

/** Part 2 §3 Document type set. */
export const documentTypeSetSchema = z.object({ code_name: z.string(), short_name: z.string(), visible: z.boolean() });
export type DocumentTypeSet = z.infer<typeof documentTypeSetSchema>;
export const documentTypeSetsResponseSchema = z.array(documentTypeSetSchema);

/**
 * Part 2 §3 Document type, plus part 1 §3's descriptionInfotip; `extensions` is the list behind fileExtensions
 * (part 2 writes a comma list, part 1 a '|' list: splitExtensions reads both), and area, risk, issuer,
 * periodReading and dueRule are ours (the upload screen, the slots and the due dates need them).
 */
export const documentTypeSchema = z.object({
  id: z.string(),
  documentTypeId: z.string(),
  codeName: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  displayName: z.string(),
  temporalityCodeName: z.enum(['initial', 'periodic', 'event']),
  temporalityDisplayName: z.string(),
  periodCodeName: z.enum(['daily', 'weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly', 'initial']),
  periodDisplayName: z.string(),
  periodReading: z.enum(['general', 'supplierAudit']),
  description: z.string(),
  descriptionInfotip: z.string(),
  required: z.boolean(),
  ordinal: z.number().int(),
  fileExtensions: z.string(),
  extensions: z.array(z.enum(allowedFileExtensions)),
  customerRelationshipRequired: z.boolean(),
  isAutoValidated: z.boolean(),
  area: z.enum(['F', 'L', 'S', 'G']),
  areaDisplayName: z.string(),
  risk: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  riskCode: z.enum(['A', 'M', 'B']),
  riskDisplayName: z.string(),
  issuer: z.string(),
  validity: z.string(),
  dueRule: z.enum(['seventeenth-after-period', 'none']),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;
export const documentTypesResponseSchema = z.object({ documentTypes: z.array(documentTypeSchema) });
export type DocumentTypesResponse = z.infer<typeof documentTypesResponseSchema>;

/** Reads a list of extensions written with commas (part 2) or '|' (part 1), with or without dots. */
export function splitExtensions(list: string): string[] {
  return list
    .split(/[|,]/)
    .map((e) => e.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** The API shape of a catalogue entry (the seed writes this per tenant). */
export function documentTypeFromCatalogue(entry: CatalogueEntry, ordinal: number): DocumentType {
  const cadence: Cadence = periodicityLetters[entry.periodicity];
  const reading: PeriodReading = cadence === 'quarterly' ? 'supplierAudit' : 'general';
  const temporality: Temporality = entry.periodicity === 'E' ? 'event' : cadence === 'initial' ? 'initial' : 'periodic';
  const risk = (4 - entry.domainRisk) as RiskLevel;
  const description = `Emite: ${entry.issuer}. Vigencia: ${entry.validity}`;
  return {
    id: entry.codeName,
    documentTypeId: entry.codeName,
    codeName: entry.codeName,
    shortName: entry.shortName,
    fullName: entry.fullName,
    displayName: entry.shortName,
    temporalityCodeName: temporality,
    temporalityDisplayName: temporalities[temporality],
    periodCodeName: cadence,
    periodDisplayName: cadenceNames[reading][cadence].one,
    periodReading: reading,
    description,
    descriptionInfotip: `${entry.fullName}. ${description}`,
    required: entry.required,
    ordinal,
    fileExtensions: entry.fileExtensions.join(','),
    extensions: [...entry.fileExtensions],
    customerRelationshipRequired: entry.customerRelationshipRequired,
    isAutoValidated: entry.isAutoValidated,
    area: entry.area,
    areaDisplayName: documentAreas[entry.area],
    risk,
    riskCode: riskLevels[risk].code,
    riskDisplayName: riskLevels[risk].displayName,
    issuer: entry.issuer,
    validity: entry.validity,
    dueRule: entry.dueRule,
  };
}

/** Every catalogue type in API shape, ordinal 1… in the domain file's order. */
export function catalogueDocumentTypes(): DocumentType[] {
  return documentTypeCatalogue.map((entry, i) => documentTypeFromCatalogue(entry, i + 1));
}

// ---------- document field definitions ----------

export const fieldDisplayTypes = ['text', 'number', 'money', 'boolean', 'date', 'group'] as const;
export type FieldDisplayType = (typeof fieldDisplayTypes)[number];

export type JsonDisplayConfig = {
  type: FieldDisplayType;
  jsonProp: string;
  jsonGroup?: string | undefined;
  children?: DocumentFieldDefinition[] | undefined;
  isRepeatable?: boolean | undefined;
};
/** Part 2 §3 Document field definition. */
export type DocumentFieldDefinition = {
  key: string;
  label: string;
  aiKey: string;
  isMetadata: boolean;
  isIdentifier: boolean;
  jsonDisplayConfig: JsonDisplayConfig;
};

export const documentFieldDefinitionSchema: z.ZodType<DocumentFieldDefinition> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    aiKey: z.string(),
    isMetadata: z.boolean(),
    isIdentifier: z.boolean(),
    jsonDisplayConfig: z.object({
      type: z.enum(fieldDisplayTypes),
      jsonProp: z.string(),
      jsonGroup: z.string().optional(),
      children: z.array(documentFieldDefinitionSchema).optional(),
      isRepeatable: z.boolean().optional(),
    }),
  }),
);

/** GET /api/documents/fields: the field definitions by document type code (part 2 §7 "documentFields by type"). */
export const documentFieldsResponseSchema = z.object({ documentFields: z.record(z.string(), z.array(documentFieldDefinitionSchema)) });
export type DocumentFieldsResponse = z.infer<typeof documentFieldsResponseSchema>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type FieldOptions = { id?: boolean; group?: string; children?: DocumentFieldDefinition[]; repeat?: boolean };
/** One field: identifiers are identifiers (RFC, folio, UUID…), everything else extracted is metadata. */
function field(key: string, label: string, type: FieldDisplayType, options: FieldOptions = {}): DocumentFieldDefinition {
  const isIdentifier = options.id === true;
  return {
    key,
    label,
    aiKey: snake(key),
    isMetadata: !isIdentifier,
    isIdentifier,
    jsonDisplayConfig: {
      type,
      jsonProp: options.group ? `${options.group}.${key}` : key,
      ...(options.group ? { jsonGroup: options.group } : {}),
      ...(options.children ? { children: options.children } : {}),
      ...(options.repeat ? { isRepeatable: true } : {}),
    },
  };
}

const rfc = field('rfc', 'RFC', 'text', { id: true });
const opinionFields = [
  field('folio', 'Folio', 'text', { id: true }),
  rfc,
  field('nrp', 'Registro patronal (NRP)', 'text', { id: true }),
  field('nombre', 'Nombre o razón social', 'text'),
  field('resultado', 'Resultado', 'text'),
  field('fechaEmision', 'Fecha de emisión', 'date'),
];
const returnFields = [
  rfc,
  field('tipo', 'Tipo de declaración', 'text'),
  field('periodo', 'Periodo', 'text'),
  field('ejercicio', 'Ejercicio', 'number'),
  field('fechaPresentacion', 'Fecha y hora de presentación', 'date'),
  field('numeroOperacion', 'Número de operación', 'text', { id: true }),
  field('lineaCaptura', 'Línea de captura', 'text', { id: true }),
  field('importe', 'Importe', 'money'),
];
/** The IMSS payment forms' per-worker rows (SUA, SIPARE, the bimonthly cédula). */
const workerContributions = field('trabajadores', 'Trabajadores', 'group', {
  repeat: true,
  children: [
    field('nss', 'NSS', 'text', { group: 'trabajadores' }),
    field('diasCotizados', 'Días cotizados', 'number', { group: 'trabajadores' }),
    field('sbc', 'Salario base de cotización', 'money', { group: 'trabajadores' }),
  ],
});
/** The IMSS payment forms' header: employer, period, capture line and amount. */
const imssPaymentHeader = (periodLabel: string) => [
  field('registroPatronal', 'Registro patronal', 'text', { id: true }),
  rfc,
  field('razonSocial', 'Razón social', 'text'),
  field('periodo', periodLabel, 'text'),
  field('lineaCaptura', 'Línea de captura', 'text', { id: true }),
  field('importe', 'Importe', 'money'),
];
const imssPaymentFields = [...imssPaymentHeader('Periodo (MM-AAAA)'), field('fechaPago', 'Fecha de pago', 'date'), workerContributions];
const icsoeFields = [
  field('folio', 'Folio del acuse', 'text', { id: true }),
  field('cuatrimestre', 'Cuatrimestre', 'number'),
  field('ejercicio', 'Año', 'number'),
  field('tipo', 'Tipo', 'text'),
  rfc,
  field('registroPatronal', 'Registro patronal', 'text', { id: true }),
  field('contratos', 'Contratos informados', 'number'),
  field('trabajadores', 'Trabajadores informados', 'number'),
];

/** The fields the domain file lists as worth extracting, by type code. Types without a list have no entry. */
export const documentFieldCatalogue: Readonly<Record<string, DocumentFieldDefinition[]>> = {
  mxcsf: [
    rfc,
    field('idCif', 'idCIF', 'text', { id: true }),
    field('curp', 'CURP', 'text', { id: true }),
    field('nombre', 'Nombre o razón social', 'text'),
    field('regimenCapital', 'Régimen capital', 'text'),
    field('estatusPadron', 'Estatus en el padrón', 'text'),
    field('fechaInicioOperaciones', 'Fecha de inicio de operaciones', 'date'),
    field('lugarEmision', 'Lugar de emisión', 'text'),
    field('fechaEmision', 'Fecha de emisión', 'date'),
    field('domicilio', 'Domicilio', 'group', {
      children: [
        field('codigoPostal', 'Código postal', 'text', { group: 'domicilio' }),
        field('vialidad', 'Vialidad', 'text', { group: 'domicilio' }),
        field('numero', 'Número', 'text', { group: 'domicilio' }),
        field('colonia', 'Colonia', 'text', { group: 'domicilio' }),
        field('municipio', 'Municipio', 'text', { group: 'domicilio' }),
        field('entidad', 'Entidad federativa', 'text', { group: 'domicilio' }),
      ],
    }),
    field('regimenes', 'Regímenes', 'group', {
      repeat: true,
      children: [field('regimen', 'Régimen', 'text', { group: 'regimenes' }), field('fechaInicio', 'Fecha de inicio', 'date', { group: 'regimenes' })],
    }),
    field('actividades', 'Actividades económicas', 'group', {
      repeat: true,
      children: [
        field('actividad', 'Actividad económica', 'text', { group: 'actividades' }),
        field('porcentaje', 'Porcentaje', 'number', { group: 'actividades' }),
        field('fechaInicio', 'Fecha de inicio', 'date', { group: 'actividades' }),
      ],
    }),
  ],
  mxopinion32d: [
    field('folio', 'Folio', 'text', { id: true }),
    rfc,
    field('nombre', 'Nombre o razón social', 'text'),
    field('sentido', 'Sentido', 'text'),
    field('fechaEmision', 'Fecha de revisión', 'date'),
  ],
  mximssopinion: opinionFields,
  mxinfonavitopinion: opinionFields,
  mxrepse: [
    field('numeroRegistro', 'Número de registro', 'text', { id: true }),
    field('aviso', 'Aviso de registro', 'text', { id: true }),
    field('fechaAviso', 'Fecha del aviso', 'date'),
    field('nombre', 'Nombre o razón social', 'text'),
    field('vigencia', 'Vigencia', 'date'),
    field('servicios', 'Servicios registrados', 'group', { repeat: true, children: [field('servicio', 'Servicio', 'text', { group: 'servicios' })] }),
  ],
  mxcfdinomina: [
    field('emisorRfc', 'RFC del emisor', 'text', { id: true }),
    field('emisorNombre', 'Nombre del emisor', 'text'),
    field('receptorRfc', 'RFC del receptor', 'text', { id: true }),
    field('receptorCurp', 'CURP del receptor', 'text', { id: true }),
    field('receptorNss', 'NSS del receptor', 'text', { id: true }),
    field('fechaPago', 'Fecha de pago', 'date'),
    field('fechaInicialPago', 'Fecha inicial de pago', 'date'),
    field('fechaFinalPago', 'Fecha final de pago', 'date'),
    field('numDiasPagados', 'Días pagados', 'number'),
    field('totalPercepciones', 'Total de percepciones', 'money'),
    field('totalDeducciones', 'Total de deducciones', 'money'),
    field('registroPatronal', 'Registro patronal', 'text', { id: true }),
    field('periodicidadPago', 'Periodicidad de pago', 'text'),
    field('uuid', 'UUID (folio fiscal)', 'text', { id: true }),
    field('fechaTimbrado', 'Fecha de timbrado', 'date'),
  ],
  mxdeclisr: returnFields,
  mxdecliva: returnFields,
  mxsipare: imssPaymentFields,
  mximsscop: imssPaymentFields,
  mxicsoe: icsoeFields,
  mxsisub: icsoeFields,
  mxinfonavitbim: [...imssPaymentHeader('Bimestre (MM-AAAA)'), workerContributions],
  mxplantilla: [
    rfc,
    field('razonSocial', 'Razón social', 'text'),
    field('periodo', 'Periodo (MM-AAAA)', 'text'),
    field('trabajadores', 'Trabajadores asignados', 'group', {
      repeat: true,
      children: [
        field('nombre', 'Nombre', 'text', { group: 'trabajadores' }),
        field('nss', 'NSS', 'text', { group: 'trabajadores' }),
        field('curp', 'CURP', 'text', { group: 'trabajadores' }),
        field('rfc', 'RFC', 'text', { group: 'trabajadores' }),
      ],
    }),
  ],
  mxpagoisr: [
    rfc,
    field('banco', 'Banco', 'text'),
    field('periodo', 'Periodo', 'text'),
    field('ejercicio', 'Ejercicio', 'number'),
    field('fechaPago', 'Fecha de pago', 'date'),
    field('lineaCaptura', 'Línea de captura', 'text', { id: true }),
    field('numeroOperacion', 'Número de operación', 'text', { id: true }),
    field('importe', 'Importe', 'money'),
  ],
  mxdeclanual: [
    rfc,
    field('ejercicio', 'Ejercicio', 'number'),
    field('tipo', 'Tipo de declaración', 'text'),
    field('fechaPresentacion', 'Fecha y hora de presentación', 'date'),
    field('numeroOperacion', 'Número de operación', 'text', { id: true }),
    field('importe', 'Importe', 'money'),
  ],
  mxregpatronal: [
    field('registroPatronal', 'Registro patronal', 'text', { id: true }),
    rfc,
    field('razonSocial', 'Razón social', 'text'),
    field('claseRiesgo', 'Clase de riesgo', 'text'),
    field('fechaAlta', 'Fecha de alta', 'date'),
  ],
  mxcaratulabancaria: [
    field('banco', 'Banco', 'text'),
    field('titular', 'Titular', 'text'),
    rfc,
    field('clabe', 'CLABE', 'text', { id: true }),
    field('cuenta', 'Número de cuenta', 'text', { id: true }),
    field('fechaCorte', 'Fecha de corte', 'date'),
  ],
  mxdomicilio: [
    field('emisor', 'Emisor', 'text'),
    field('titular', 'Titular', 'text'),
    field('domicilio', 'Domicilio', 'text'),
    field('codigoPostal', 'Código postal', 'text'),
    field('fechaEmision', 'Fecha de emisión', 'date'),
  ],
};

/**
 * The types read on upload (part 1 §7: "about 20 listed types", under INSTANT_METADATA_MAX_BYTES): the types
 * with fields worth extracting. Others are read only on demand ('Reprocesar documento').
 */
export const instantExtractionTypes: readonly string[] = Object.keys(documentFieldCatalogue);
/** Part 1 §7 and §9: instant extraction only for files under 10,000,000 bytes. */
export const INSTANT_METADATA_MAX_BYTES = 10_000_000;

import { describe, expect, it } from 'vitest';
import {
  allowedFileExtensions,
  catalogueDocumentTypes,
  documentFieldCatalogue,
  instantExtractionTypes,
  documentFieldsResponseSchema,
  documentTypeCatalogue,
  documentTypeSetCatalogue,
  documentTypeSetParamsSchema,
  documentTypeSetsResponseSchema,
  documentTypesResponseSchema,
  periodicityLetters,
  splitExtensions,
  type DocumentFieldDefinition,
} from '../document-types';
import { cadenceOf, periodOfDay } from '../periods';

/**
 * The table of ../shared/domain/mexico-supplier-file.md "Document types" (code, Spanish name, period, area,
 * risk), copied as it stands: the catalogue must say the same.
 */
const domainTable: [string, string, string, string, number][] = [
  ['mxcsf', 'Constancia de Situación Fiscal', 'I', 'F', 2],
  ['mxopinion32d', 'Opinión del cumplimiento de obligaciones fiscales (32-D)', 'M', 'F', 2],
  ['mximssopinion', 'Opinión de cumplimiento en materia de seguridad social', 'M', 'L', 2],
  ['mxinfonavitopinion', 'Constancia de situación fiscal INFONAVIT', 'M', 'L', 2],
  ['mxrepse', 'Registro REPSE (aviso de registro)', 'I + renewal', 'S', 3],
  ['mxcontratose', 'Contrato de servicios u obras especializados', 'E', 'G', 3],
  ['mxactaconstitutiva', 'Acta constitutiva y reformas', 'I', 'G', 1],
  ['mxpoder', 'Poder del representante legal', 'I', 'G', 1],
  ['mxidentificacion', 'Identificación oficial del representante (INE/pasaporte)', 'I', 'G', 1],
  ['mxdomicilio', 'Comprobante de domicilio', 'I', 'G', 1],
  ['mxcaratulabancaria', 'Carátula de estado de cuenta (CLABE)', 'I', 'F', 1],
  ['mxregpatronal', 'Constancia de registro patronal', 'I', 'L', 2],
  ['mxcfdinomina', 'CFDI de nómina (XML, complemento Nómina 1.2)', 'M', 'L', 3],
  ['mxplantilla', 'Relación de trabajadores asignados (NSS, CURP, RFC)', 'M', 'L', 2],
  ['mxdeclisr', 'Declaración de ISR retenciones por salarios + acuse', 'M', 'F', 3],
  ['mxpagoisr', 'Comprobante bancario de pago de ISR', 'M', 'F', 3],
  ['mxdecliva', 'Declaración de IVA + acuse + pago', 'M', 'F', 3],
  ['mximsscop', 'Cédula de determinación de cuotas (SUA)', 'M', 'L', 3],
  ['mxsipare', 'Formato de pago SIPARE + comprobante bancario', 'M and B', 'L', 3],
  ['mxinfonavitbim', 'Cédula bimestral RCV e INFONAVIT', 'B', 'L', 3],
  ['mxicsoe', 'Acuse ICSOE', 'C', 'L', 2],
  ['mxsisub', 'Acuse SISUB', 'C', 'L', 2],
  ['mxdeclanual', 'Declaración anual ISR + acuse', 'A', 'F', 1],
  ['mxdc3', 'Constancia DC-3 de habilidades laborales', 'A', 'S', 1],
];

/** The domain file's period column read as one letter (I + renewal → I; M and B → M, the bimonthly part is mxinfonavitbim). */
const letterOf = (period: string) => period.slice(0, 1);

describe('the mxexpediente catalogue matches the domain file', () => {
  it('has its 24 types in its order, names, periods, areas and risks', () => {
    expect(documentTypeCatalogue).toHaveLength(24);
    expect(documentTypeCatalogue.map((t) => t.codeName)).toEqual(domainTable.map((r) => r[0]));
    for (const [code, name, period, area, risk] of domainTable) {
      const entry = documentTypeCatalogue.find((t) => t.codeName === code)!;
      expect(entry.fullName, code).toBe(name);
      expect(entry.periodicity, code).toBe(letterOf(period));
      expect(entry.area, code).toBe(area);
      expect(entry.domainRisk, code).toBe(risk);
    }
  });

  it('gives each type a valid extension list, a cadence the engine knows and the spec risk scale', () => {
    const types = catalogueDocumentTypes();
    expect(new Set(types.map((t) => t.codeName)).size).toBe(24);
    for (const t of types) {
      expect(t.extensions.length, t.codeName).toBeGreaterThan(0);
      for (const e of t.extensions) expect(allowedFileExtensions, t.codeName).toContain(e);
      expect(splitExtensions(t.fileExtensions)).toEqual(t.extensions);
      expect(cadenceOf(t.periodCodeName), t.codeName).toBe(t.periodCodeName);
      // The engine computes a period for the type's cadence in its reading.
      expect(periodOfDay(t.periodCodeName, '2026-06-15', t.periodReading).label).toBeTruthy();
      expect(t.risk).toBe(4 - documentTypeCatalogue[t.ordinal - 1]!.domainRisk);
    }
    expect(types.map((t) => t.ordinal)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(documentTypesResponseSchema.safeParse({ documentTypes: types }).success).toBe(true);
  });

  it('maps the periodicity letters as decided (decision 010)', () => {
    const byCode = Object.fromEntries(catalogueDocumentTypes().map((t) => [t.codeName, t])) as Record<string, ReturnType<typeof catalogueDocumentTypes>[number]>;
    expect(byCode.mxicsoe).toMatchObject({ periodCodeName: 'quarterly', periodReading: 'supplierAudit', periodDisplayName: 'Cuatrimestral', dueRule: 'seventeenth-after-period' });
    expect(byCode.mxdeclisr).toMatchObject({ periodCodeName: 'monthly', periodDisplayName: 'Mensual', temporalityCodeName: 'periodic', riskCode: 'A', riskDisplayName: 'Alto', risk: 1 });
    expect(byCode.mxcontratose).toMatchObject({ periodCodeName: 'initial', temporalityCodeName: 'event', customerRelationshipRequired: true });
    expect(byCode.mxcsf).toMatchObject({ periodCodeName: 'initial', temporalityCodeName: 'initial', temporalityDisplayName: 'Inicial', risk: 2, areaDisplayName: 'Fiscal' });
    expect(byCode.mxinfonavitbim!.periodCodeName).toBe('bimonthly');
    expect(byCode.mxdeclanual!.periodCodeName).toBe('yearly');
    expect(byCode.mxcfdinomina).toMatchObject({ isAutoValidated: true, fileExtensions: 'xml' });
    expect(Object.keys(periodicityLetters).sort()).toEqual(['A', 'B', 'C', 'E', 'I', 'M']);
  });

  it('has the two sets, auditonly holding REPSE and the contract', () => {
    expect(documentTypeSetsResponseSchema.safeParse(documentTypeSetCatalogue).success).toBe(true);
    expect(documentTypeSetCatalogue.map((s) => s.code_name)).toEqual(['mxexpediente', 'auditonly']);
    expect(documentTypeCatalogue.filter((t) => t.sets.includes('auditonly')).map((t) => t.codeName)).toEqual(['mxrepse', 'mxcontratose']);
    expect(documentTypeCatalogue.every((t) => t.sets.includes('mxexpediente'))).toBe(true);
  });
});

describe('document field definitions', () => {
  const all = (fields: DocumentFieldDefinition[]): DocumentFieldDefinition[] => fields.flatMap((f) => [f, ...all(f.jsonDisplayConfig.children ?? [])]);

  it('cover the types the domain file lists as worth extracting, plus the periodic and bank ones read on upload (about 20)', () => {
    const domainList = ['mxcsf', 'mxopinion32d', 'mximssopinion', 'mxinfonavitopinion', 'mxrepse', 'mxcfdinomina', 'mxdeclisr', 'mxdecliva', 'mxsipare', 'mximsscop', 'mxicsoe', 'mxsisub'];
    const more = ['mxinfonavitbim', 'mxplantilla', 'mxpagoisr', 'mxdeclanual', 'mxregpatronal', 'mxcaratulabancaria', 'mxdomicilio'];
    expect(Object.keys(documentFieldCatalogue).sort()).toEqual([...domainList, ...more].sort());
    expect(instantExtractionTypes).toHaveLength(19);
    for (const code of Object.keys(documentFieldCatalogue)) expect(documentTypeCatalogue.some((t) => t.codeName === code), code).toBe(true);
    expect(documentFieldsResponseSchema.safeParse({ documentFields: documentFieldCatalogue }).success).toBe(true);
  });

  it('have unique keys per type, snake_case aiKeys, and identifiers that are not metadata', () => {
    for (const [code, fields] of Object.entries(documentFieldCatalogue)) {
      const keys = fields.map((f) => f.key);
      expect(new Set(keys).size, code).toBe(keys.length);
      for (const f of all(fields)) {
        expect(f.aiKey).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(f.isIdentifier && f.isMetadata).toBe(false);
        if (f.jsonDisplayConfig.type === 'group') expect(f.jsonDisplayConfig.children?.length, `${code}.${f.key}`).toBeGreaterThan(0);
      }
    }
    const cfdi = documentFieldCatalogue.mxcfdinomina!;
    expect(cfdi.find((f) => f.key === 'uuid')).toMatchObject({ isIdentifier: true, aiKey: 'uuid' });
    expect(cfdi.find((f) => f.key === 'totalPercepciones')?.jsonDisplayConfig.type).toBe('money');
    const domicilio = documentFieldCatalogue.mxcsf!.find((f) => f.key === 'domicilio')!;
    expect(domicilio.jsonDisplayConfig.children?.map((c) => c.jsonDisplayConfig.jsonProp)).toContain('domicilio.codigoPostal');
  });
});

describe('set parameter', () => {
  it('accepts a set code and refuses garbage with a Spanish message', () => {
    expect(documentTypeSetParamsSchema.parse({ set: 'MxExpediente' })).toEqual({ set: 'mxexpediente' });
    const bad = documentTypeSetParamsSchema.safeParse({ set: '../x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('El catálogo de documentos no es válido.');
  });

  it('reads extension lists in both spellings', () => {
    expect(splitExtensions('pdf|.JPG| png')).toEqual(['pdf', 'jpg', 'png']);
    expect(splitExtensions('xlsx,xls')).toEqual(['xlsx', 'xls']);
  });
});

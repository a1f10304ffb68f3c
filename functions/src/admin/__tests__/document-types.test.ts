import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDocumentTypeResponseSchema,
  adminDocumentTypesResponseSchema,
  documentTypeAdminMessages,
  mexicoCityDay,
  pendingSlotsResponseSchema,
  supplierSlotsResponseSchema,
  type AdminDocumentType,
  type DocumentTypeConfiguration,
  type Role,
} from '@expediente/contracts';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import { hashPassword } from '../../auth/password';
import { UsersRepository } from '../../auth/users.repository';
import { DocumentTypesRepository } from '../../documents/document-types.repository';
import { DocumentsRepository } from '../../documents/documents.repository';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD, userId } from '../../local/seed';
import { usePipeline } from '../../metadata/composition';
import { opinion32d, upload } from '../../metadata/__tests__/pipeline-support';
import { isFinal, ProcessingRepository } from '../../metadata/processing.repository';
import { EventLog } from '../../platform/events';
import { signedInAll } from '../../shell/__tests__/shell-client';

/**
 * The document type configuration (part 2 §2.9, §7): GET /api/documenttypes(?search), /{id} and PUT /{id} on the
 * tenant's own copy of the catalogue (decision 010). A change is version-checked (409 in Spanish), logged with what
 * it was before and after, and used: a type made optional leaves the missing slots, and automatic validation
 * decides whether a clean extraction leaves the document U or P. Another tenant's type answers 404.
 */

const demo = { tenantId: 'demo-corporativo' };
const OWN_RFC = 'LSE150312QA2';
const OWN_NAME = 'LIMPIEZA Y SERVICIOS DEL BAJIO SA DE CV';

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let support: ApiClient;
let supplier: ApiClient;
let customer: ApiClient;
let otherAdmin: ApiClient;
const savedEnv = { METADATA_OCR: process.env.METADATA_OCR };

/** An Admin of Segundo Cliente (the seed has none there), signed in. */
async function segundoAdmin(email: string, role: Role): Promise<ApiClient> {
  await new UsersRepository().upsert(
    { tenantId: 'segundo-cliente' },
    {
      id: userId(email),
      type: 'user',
      email,
      firstName: 'Adriana',
      lastName1: 'Segundo',
      displayName: 'Adriana Segundo',
      primaryRole: role,
      status: 'active',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      personContactId: `per-${userId(email)}`,
      companyId: 'org-segundo-cliente',
      createdAt: new Date().toISOString(),
    },
  );
  return signedIn(host.url, email);
}

beforeAll(async () => {
  process.env.METADATA_OCR = 'off';
  host = await startTestHost();
  [admin, support, supplier, customer] = await signedInAll(host.url, ['admin@demo.expediente.mx', 'soporte@demo.expediente.mx', 'proveedor@demo.expediente.mx', 'cliente@demo.expediente.mx']);
  otherAdmin = await segundoAdmin('admin-tipos@segundo.expediente.mx', 'Admin');
}, 120_000);
afterAll(async () => {
  usePipeline(undefined);
  await host?.cleanup();
  if (savedEnv.METADATA_OCR === undefined) delete process.env.METADATA_OCR;
  else process.env.METADATA_OCR = savedEnv.METADATA_OCR;
});
afterEach(() => usePipeline(undefined));

const put = (client: ApiClient, path: string, body: unknown, headers?: Record<string, string>) => client.call('PUT', path, { body, ...(headers ? { headers } : {}) });

async function read(codeName: string, client: ApiClient = admin): Promise<AdminDocumentType> {
  const res = await client.get(`/api/documenttypes/${codeName}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const type = adminDocumentTypeResponseSchema.parse(res.body).documentType;
  expect(res.headers.get('etag')).toBe(type.etag);
  return type;
}

/** The form as a type now is: the body that changes nothing. */
function formOf(t: AdminDocumentType): DocumentTypeConfiguration {
  return {
    required: t.required,
    temporalityCodeName: t.temporalityCodeName,
    periodicity: t.periodicity,
    riskCode: t.riskCode,
    area: t.area,
    providerType: t.providerType,
    fineAmount: t.fine?.amount ?? null,
    fineUnit: t.fine?.unit ?? null,
    whenRequired: t.whenRequired,
    isAutoValidated: t.isAutoValidated,
    etag: t.etag,
  };
}

async function configure(codeName: string, change: Partial<DocumentTypeConfiguration>, client: ApiClient = admin): Promise<AdminDocumentType> {
  const res = await put(client, `/api/documenttypes/${codeName}`, { ...formOf(await read(codeName, client)), ...change });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminDocumentTypeResponseSchema.parse(res.body).documentType;
}

describe('GET /api/documenttypes', () => {
  it('lists the tenant’s 24 types by ordinal with their configuration, and searches code, names and description without accents', async () => {
    const res = await admin.get('/api/documenttypes');
    expect(res.status).toBe(200);
    const { documentTypes } = adminDocumentTypesResponseSchema.parse(res.body);
    expect(documentTypes).toHaveLength(24);
    expect(documentTypes.map((t) => t.ordinal)).toEqual(documentTypes.map((_, i) => i + 1));
    const icsoe = documentTypes.find((t) => t.codeName === 'mxicsoe')!;
    expect(icsoe).toMatchObject({ periodicity: 'cuatrimestral', periodicityDisplayName: 'Cuatrimestral', temporalityDisplayName: 'Periódico', whenRequired: 'before-payment', providerType: 'all', fine: null });
    const csf = documentTypes.find((t) => t.codeName === 'mxcsf')!;
    expect(csf).toMatchObject({ periodicity: null, temporalityCodeName: 'initial', whenRequired: 'before-service-order', whenRequiredDisplayName: 'Antes de la orden de servicio' });

    const search = await support.get('/api/documenttypes?search=situacion%20fiscal');
    expect(search.status).toBe(200);
    expect(adminDocumentTypesResponseSchema.parse(search.body).documentTypes.map((t) => t.codeName).sort()).toEqual(['mxcsf', 'mxinfonavitopinion']);
    const none = await admin.get('/api/documenttypes/?search=zzz');
    expect(none.body).toEqual({ documentTypes: [] });
  });

  it('answers 400 in Spanish for a search over 100 characters, 403 for roles without manage:documenttypes', async () => {
    const res = await admin.get(`/api/documenttypes?search=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.search).toEqual(['La búsqueda admite hasta 100 caracteres.']);
    expect((await customer.get('/api/documenttypes')).status).toBe(403);
    expect((await supplier.get('/api/documenttypes/mxcsf')).status).toBe(403);
  });
});

describe('GET /api/documenttypes/{id}', () => {
  it('reads one type; an unknown code answers 404 and a malformed one 400, in Spanish', async () => {
    const t = await read('MXREPSE');
    expect(t).toMatchObject({ codeName: 'mxrepse', riskCode: 'A', areaDisplayName: 'STPS' });
    const missing = await admin.get('/api/documenttypes/mxnoexiste');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(documentTypeAdminMessages.notFound);
    const bad = await admin.get('/api/documenttypes/%24%7Bx%7D');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toEqual(['El tipo de documento no es válido.']);
  });

  it("is per tenant: a type only Demo Corporativo has answers 404 to Segundo Cliente's administrator, and its changes stay home", async () => {
    const repo = new DocumentTypesRepository();
    const base = (await repo.readType(demo, 'mxdc3'))!;
    const { id: _id, pk: _pk, tenantId: _t, type: _type, _etag, ...fields } = base;
    await repo.createTypeIfAbsent(demo, { ...fields, codeName: 'mxpropio', documentTypeId: 'mxpropio', shortName: 'Propio', fullName: 'Documento propio del tenant' });
    expect((await read('mxpropio')).shortName).toBe('Propio');
    expect((await otherAdmin.get('/api/documenttypes/mxpropio')).status).toBe(404);
    expect((await put(otherAdmin, '/api/documenttypes/mxpropio', { ...formOf(await read('mxpropio')), etag: '*' })).status).toBe(404);

    await configure('mxdc3', { fineAmount: 250, fineUnit: 'uma' });
    expect((await read('mxdc3')).fine).toEqual({ amount: 250, unit: 'uma', unitDisplayName: 'UMA' });
    expect((await read('mxdc3', otherAdmin)).fine).toBeNull();
  });
});

describe('PUT /api/documenttypes/{id}', () => {
  it('saves every field of the form on the tenant’s copy, with the period engine’s cadence, and logs before and after', async () => {
    const saved = await configure('mxdeclanual', {
      required: false,
      temporalityCodeName: 'periodic',
      periodicity: 'cuatrimestral',
      riskCode: 'M',
      area: 'L',
      providerType: 'repse',
      fineAmount: 12.5,
      fineUnit: 'porcentaje',
      whenRequired: 'after-payment',
      isAutoValidated: true,
    });
    expect(saved).toMatchObject({
      required: false,
      periodicity: 'cuatrimestral',
      periodCodeName: 'quarterly',
      periodReading: 'supplierAudit',
      periodDisplayName: 'Cuatrimestral',
      risk: 2,
      riskCode: 'M',
      riskDisplayName: 'Medio',
      area: 'L',
      areaDisplayName: 'Laboral',
      providerType: 'repse',
      providerTypeDisplayName: 'Servicios especializados (REPSE)',
      fine: { amount: 12.5, unit: 'porcentaje', unitDisplayName: 'Porcentaje' },
      whenRequired: 'after-payment',
      whenRequiredDisplayName: 'Después del pago',
      isAutoValidated: true,
    });
    const stored = (await new DocumentTypesRepository().readType(demo, 'mxdeclanual'))!;
    expect(stored).toMatchObject({ required: false, periodCodeName: 'quarterly', periodReading: 'supplierAudit', isAutoValidated: true, riskCode: 'M', area: 'L' });
    // Every role reads the change in the catalogue it already used.
    const catalogue = await supplier.get('/api/documenttypeset/mxexpediente/documenttypes');
    expect(catalogue.body.documentTypes.find((t: { codeName: string }) => t.codeName === 'mxdeclanual')).toMatchObject({ required: false, periodCodeName: 'quarterly', isAutoValidated: true });

    const initial = await configure('mxdeclanual', { temporalityCodeName: 'initial', periodicity: null, fineAmount: null, fineUnit: null });
    expect(initial).toMatchObject({ periodCodeName: 'initial', periodicity: null, dueRule: 'none', fine: null, temporalityDisplayName: 'Inicial' });

    const today = new Date().toISOString().slice(0, 10);
    const { items } = await new EventLog().list(demo, today, { pageSize: 20 });
    const entry = items.find((e) => e.type === 'admin.document-type-configured' && e.detail?.includes('"periodCodeNameBefore":"yearly"'));
    expect(entry).toBeDefined();
    expect(entry!.email).toBe('admin@demo.expediente.mx');
    expect(JSON.parse(entry!.detail!)).toMatchObject({
      codeName: 'mxdeclanual',
      requiredBefore: true,
      requiredAfter: false,
      periodCodeNameAfter: 'quarterly',
      fineBefore: 'sin multa',
      fineAfter: '12.5 Porcentaje',
      isAutoValidatedBefore: false,
      isAutoValidatedAfter: true,
    });
  });

  it('answers 409 in Spanish to a change made on an older version, and takes the version from If-Match too', async () => {
    const t = await read('mxpoder');
    await configure('mxpoder', { providerType: 'moral' }, support);
    const stale = await put(admin, '/api/documenttypes/mxpoder', { ...formOf(t), providerType: 'fisica' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(documentTypeAdminMessages.conflict);
    expect((await read('mxpoder')).providerType).toBe('moral');

    const fresh = await read('mxpoder');
    const { etag: _etag, ...body } = formOf(fresh);
    const withHeader = await put(admin, '/api/documenttypes/mxpoder', { ...body, providerType: 'fisica' }, { 'If-Match': fresh.etag });
    expect(withHeader.status, JSON.stringify(withHeader.body)).toBe(200);
    expect(withHeader.body.documentType.providerType).toBe('fisica');
    const noVersion = await put(admin, '/api/documenttypes/mxpoder', body);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors.etag).toEqual([documentTypeAdminMessages.missingVersion]);
  });

  it('answers 400 with Spanish field errors and writes nothing', async () => {
    const before = await read('mxcsf');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ temporalityCodeName: 'periodic', periodicity: null }, 'periodicity', 'Seleccione la periodicidad.'],
      [{ temporalityCodeName: 'initial', periodicity: 'monthly' }, 'periodicity', 'Solo un documento periódico tiene periodicidad.'],
      [{ periodicity: 'trimestral', temporalityCodeName: 'periodic' }, 'periodicity', 'Seleccione la periodicidad.'],
      [{ riskCode: 'X' }, 'riskCode', 'Seleccione el riesgo.'],
      [{ area: 'Legal' }, 'area', 'Seleccione el área.'],
      [{ providerType: 'otro' }, 'providerType', 'Seleccione el tipo de proveedor.'],
      [{ fineAmount: 10, fineUnit: null }, 'fineUnit', 'Seleccione la unidad de la multa.'],
      [{ fineAmount: null, fineUnit: 'uma' }, 'fineAmount', 'Indique el monto de la multa.'],
      [{ fineAmount: -1, fineUnit: 'uma' }, 'fineAmount', 'La multa no puede ser negativa.'],
      [{ fineAmount: 101, fineUnit: 'porcentaje' }, 'fineAmount', 'Un porcentaje no puede pasar de 100.'],
      [{ fineAmount: '10', fineUnit: 'uma' }, 'fineAmount', 'La multa debe ser un número.'],
      [{ whenRequired: 'siempre' }, 'whenRequired', 'Seleccione cuándo se requiere.'],
      [{ required: 'si' }, 'required', 'Indique si el documento es requerido u opcional.'],
      [{ isAutoValidated: undefined }, 'isAutoValidated', 'Indique si la validación es automática.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(admin, '/api/documenttypes/mxcsf', { ...formOf(before), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([message]);
    }
    expect((await admin.call('PUT', '/api/documenttypes/mxcsf', { raw: 'no es json' })).status).toBe(400);
    expect((await read('mxcsf')).etag).toBe(before.etag);
    expect((await put(customer, '/api/documenttypes/mxcsf', formOf(before))).status).toBe(403);
  });
});

describe('the configuration is used', () => {
  it('a type switched to optional leaves the missing slots, and comes back when required again', async () => {
    const pending = async () => pendingSlotsResponseSchema.parse((await supplier.get('/api/documents/supplier/pending')).body);
    const before = await pending();
    const type = before.slots[0]!.documentTypeCodeName;
    await configure(type, { required: false });
    const after = await pending();
    expect(after.slots.some((s) => s.documentTypeCodeName === type)).toBe(false);
    expect(after.totalCount).toBeLessThan(before.totalCount);
    await configure(type, { required: true });
    const again = await pending();
    expect(again.totalCount).toBe(before.totalCount);
    expect(again.slots.some((s) => s.documentTypeCodeName === type)).toBe(true);
  });

  it("a type's new periodicity gives its slots the period engine's new periods", async () => {
    const year = Number(mexicoCityDay(new Date()).slice(0, 4));
    const slotsOf = async (type: string) => {
      const res = await supplier.get(`/api/documents/supplier/slots?year=${year}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return supplierSlotsResponseSchema.parse(res.body).slots.filter((s) => s.documentTypeCodeName === type);
    };
    // The annual return: one slot a year; as Cuatrimestral, one per cuatrimestre begun.
    await configure('mxdeclanual', { required: true, temporalityCodeName: 'periodic', periodicity: 'yearly' });
    const yearly = await slotsOf('mxdeclanual');
    expect(yearly.length).toBeGreaterThan(0);
    expect(yearly.every((s) => s.periodKey.startsWith('yearly'))).toBe(true);
    await configure('mxdeclanual', { temporalityCodeName: 'periodic', periodicity: 'cuatrimestral' });
    const cuatrimestres = await slotsOf('mxdeclanual');
    expect(cuatrimestres.length).toBeGreaterThan(0);
    expect(cuatrimestres.every((s) => s.periodKey.startsWith('quarterly/supplierAudit:') && /cuatrimestre/.test(s.slotDisplayName))).toBe(true);
    await configure('mxdeclanual', { periodicity: 'yearly' });
    expect((await slotsOf('mxdeclanual')).map((s) => s.periodKey)).toEqual(yearly.map((s) => s.periodKey));
  });

  it('automatic validation decides whether a clean extraction leaves the document U (Cargado) or P', async () => {
    // Every check passes, whatever the opinion's dates: the status rule is what is under test here.
    usePipeline({ allChecksPass: () => true });
    const records = new ProcessingRepository();
    const docs = new DocumentsRepository();
    const monthStart = `${mexicoCityDay(new Date()).slice(0, 7)}-01T00:00:00-06:00`;
    const extracted = async (reviewedOn: string, fileName: string) => {
      const up = await upload(supplier, { type: 'mxopinion32d', fileName, data: await opinion32d(OWN_RFC, OWN_NAME, reviewedOn), add: { fromDate: monthStart } });
      const record = await eventually(async () => {
        const r = await records.get(demo, up.publicKey);
        return r && isFinal(r.outcome) ? r : undefined;
      }, 30_000);
      expect(record.outcome).toBe('clean');
      return (await docs.read(demo, up.publicKey))!;
    };
    const today = mexicoCityDay(new Date());
    expect((await read('mxopinion32d')).isAutoValidated).toBe(false);
    expect((await extracted(today, 'opinion-manual.pdf')).status).toBe('P');
    await configure('mxopinion32d', { isAutoValidated: true });
    const yesterday = mexicoCityDay(new Date(Date.now() - 86_400_000));
    expect((await extracted(yesterday, 'opinion-automatica.pdf')).status).toBe('U');
  }, 90_000);

  it("extraction's period check compares in the tenant's periodicity", async () => {
    // The 32-D opinion made annual: one issued this year belongs to this year's slot (from 1 January), whatever its
    // month; compared by month (contracts' catalogue) it would fail from February on.
    await configure('mxopinion32d', { periodicity: 'yearly' });
    const today = mexicoCityDay(new Date());
    const twoDaysAgo = mexicoCityDay(new Date(Date.now() - 2 * 86_400_000));
    const issued = twoDaysAgo.slice(0, 4) === today.slice(0, 4) ? twoDaysAgo : today;
    const up = await upload(supplier, { type: 'mxopinion32d', fileName: 'opinion-anual.pdf', data: await opinion32d(OWN_RFC, OWN_NAME, issued), add: { fromDate: `${today.slice(0, 7)}-01T00:00:00-06:00` } });
    const records = new ProcessingRepository();
    await eventually(async () => {
      const r = await records.get(demo, up.publicKey);
      return r && isFinal(r.outcome) ? r : undefined;
    }, 30_000);
    const doc = (await new DocumentsRepository().read(demo, up.publicKey))!;
    expect(doc.extraction!.findings).toContainEqual(expect.objectContaining({ code: 'period-matches', result: 'pass' }));
    await configure('mxopinion32d', { periodicity: 'monthly' });
  }, 90_000);
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsListResponseSchema, type DocumentsListResponse } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { demoDocumentSuppliers } from '../../local/seed-documents';
import { getBlob } from '../../platform/blobs';
import { TenantContainer } from '../../platform/cosmos';
import { blobContainers } from '../../platform/resources';
import { signedInAll } from '../../shell/__tests__/shell-client';
import type { DocumentItem } from '../documents.repository';

/**
 * GET /api/documents over HTTP (part 2 §2.3, §7, §9) against the seeded demo documents (seed version 7): the
 * latest live versions of the required types of the set, newest first (or oldest), numbered pages and
 * continuation tokens without duplicates or holes, every filter, who sees what (a tenant-wide role everything, a
 * supplier its own, a customer outside a main group its suppliers', another tenant nothing), Spanish 400s, no 5xx.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
let supplier2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
let stored: DocumentItem[];

beforeAll(async () => {
  host = await startTestHost();
  [developer, supplier, customer2, supplier2] = await signedInAll(host.url, [
    'developer@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'proveedor2@demo.expediente.mx',
  ]);
  stored = await new TenantContainer<DocumentItem>('documents').queryAll(demo, { where: "c.type = 'document'" });
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

const list = async (client: ApiClient, query: string): Promise<DocumentsListResponse & { calls: string }> => {
  const res = await client.get(`/api/documents${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...documentsListResponseSchema.strict().parse(res.body), calls: res.headers.get('x-storage-calls') ?? '' };
};
const keys = (r: DocumentsListResponse) => r.documents.map((d) => d.publicKey);
/** What a list should hold: latest, live, of the required mxexpediente types (every type but mxdc3). */
const latest = (where: (d: DocumentItem) => boolean = () => true) => stored.filter((d) => !d.amendedBy && !d.deletedAt && d.documentTypeCode !== 'mxdc3' && where(d));
const byNewest = (a: DocumentItem, b: DocumentItem) => b.initialValidity.localeCompare(a.initialValidity) || b.id.localeCompare(a.id);

describe('the demo documents (seed version 7)', () => {
  it('are stored as an add stores them, with their files in the documents container', async () => {
    expect(stored.length).toBeGreaterThan(200);
    const suppliers = new Set(stored.map((d) => d.supplierId));
    expect([...suppliers].sort()).toEqual([...demoDocumentSuppliers['demo-corporativo']!].sort());
    expect(new Set(stored.map((d) => d.status))).toEqual(new Set(['V', 'I', 'P', 'U']));
    expect(stored.filter((d) => d.status === 'I').every((d) => !!d.rejectReason)).toBe(true);
    expect(stored.filter((d) => d.documentTypeCode === 'mxcfdinomina').every((d) => d.status === 'U' && d.customerId === 'org-corporativo-demo')).toBe(true);
    const amended = stored.filter((d) => d.amendedBy);
    expect(amended.length).toBeGreaterThan(0);
    for (const old of amended) expect(stored.find((d) => d.publicKey === old.amendedBy)?.amendedDocument).toBe(old.publicKey);
    const sample = stored.find((d) => d.blobName.endsWith('.pdf'))!;
    expect(sample.publicKey).toBe(`${sample.supplierId}.${sample.id}`);
    expect(sample.blobName).toBe(`${sample.supplierId}/${sample.id}.pdf`);
    const file = await getBlob(demo, blobContainers.documents, sample.blobName);
    expect(file?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file?.length).toBe(sample.length);
    const png = stored.find((d) => d.blobName.endsWith('.png'))!;
    expect((await getBlob(demo, blobContainers.documents, png.blobName))?.subarray(1, 4).toString('latin1')).toBe('PNG');
    const xml = stored.find((d) => d.blobName.endsWith('.xml'))!;
    expect((await getBlob(demo, blobContainers.documents, xml.blobName))?.toString('utf8')).toContain('<cfdi:Comprobante');
  });
});

describe('GET /api/documents', () => {
  it('answers the latest versions of the required types, newest first, with the total, in 2 storage calls besides the session', async () => {
    const expected = latest().sort(byNewest);
    const first = await list(developer, '');
    expect(first.totalCount).toBe(expected.length);
    expect(keys(first)).toEqual(expected.slice(0, 10).map((d) => d.publicKey));
    expect(first.documents[0]).toMatchObject({ supplier: { publicKey: expected[0]!.supplierId }, periodLabel: expect.any(String), documentTypeShortName: expect.any(String) });
    // The session's two reads, then the page and the count; the type catalogue is read at most once a minute.
    expect(['cosmos=4', 'cosmos=5']).toContain(first.calls);
    expect((await list(developer, '')).calls).toBe('cosmos=4');
    // A numbered page past the first adds one small query of keyset positions.
    expect((await list(developer, '?pageIndex=3')).calls).toBe('cosmos=5');
    const oldest = await list(developer, '?sortOrder=ASC&pageSize=25');
    expect(keys(oldest)).toEqual([...expected].reverse().slice(0, 25).map((d) => d.publicKey));
  });

  it('pages by number and by token alike, each document once, nothing left out', async () => {
    const expected = latest().sort(byNewest).map((d) => d.publicKey);
    const seen: string[] = [];
    let token: string | undefined;
    let n = 0;
    do {
      const page = await list(developer, `?pageSize=25${token ? `&continuationToken=${token}` : ''}`);
      n += 1;
      if (n === 3) expect(keys(page)).toEqual(keys(await list(developer, '?pageSize=25&pageIndex=3')));
      seen.push(...keys(page));
      token = page.continuationToken;
    } while (token);
    expect(seen).toEqual(expected);
    const asc: string[] = [];
    for (let i = 1; i <= Math.ceil(expected.length / 50); i += 1) asc.push(...keys(await list(developer, `?pageSize=50&sortOrder=ASC&pageIndex=${i}`)));
    expect(asc).toEqual([...expected].reverse());
    const beyond = await list(developer, '?pageSize=100&pageIndex=500');
    expect(beyond.documents).toEqual([]);
    expect(beyond.totalCount).toBe(expected.length);
  });

  it('filters by supplier, type, status, search, set and required', async () => {
    const bySupplier = await list(developer, '?supplierPK=sup-transportes-norte&pageSize=100');
    expect(bySupplier.totalCount).toBe(latest((d) => d.supplierId === 'sup-transportes-norte').length);
    expect(bySupplier.documents.every((d) => d.supplier.publicKey === 'sup-transportes-norte')).toBe(true);

    const invalidOpinions = await list(developer, '?type=mxopinion32d&status=I&pageSize=100');
    expect(invalidOpinions.totalCount).toBe(latest((d) => d.documentTypeCode === 'mxopinion32d' && d.status === 'I').length);
    expect(invalidOpinions.documents.every((d) => d.status === 'I' && d.rejectReason)).toBe(true);

    const payroll = await list(developer, '?type=mxcfdinomina&pageSize=100');
    expect(payroll.totalCount).toBeGreaterThan(0);
    expect(payroll.documents.every((d) => d.status === 'U' && d.customer?.publicKey === 'org-corporativo-demo')).toBe(true);

    // Accent-free, case-free search over names, type and supplier.
    const bajio = await list(developer, '?searchText=BAJÍO&pageSize=100');
    expect(bajio.totalCount).toBe(latest((d) => d.supplierId === 'sup-limpieza-bajio').length);

    // The replaced version of an identification is not listed; its replacement is.
    const ids = await list(developer, '?type=mxidentificacion&pageSize=100');
    expect(ids.documents.every((d) => d.amendedDocument && !d.amendedBy)).toBe(true);

    const all = await list(developer, '?isRequired=all&pageSize=10');
    expect(all.totalCount).toBe(latest().length + stored.filter((d) => d.documentTypeCode === 'mxdc3').length);
    expect((await list(developer, '?type=mxdc3')).totalCount).toBe(0);
    expect((await list(developer, '?type=mxdc3&isRequired=all')).totalCount).toBe(1);

    const audit = await list(developer, '?documentTypeSet=auditonly&pageSize=100');
    expect(new Set(audit.documents.map((d) => d.documentTypeCodeName))).toEqual(new Set(['mxrepse']));
  });

  it('filters by year, month and period (in the type’s cadence, from fromDate)', async () => {
    const inYear = (y: number) => (d: DocumentItem) => !!d.fromDate && d.fromDate.startsWith(`${y}-`);
    expect((await list(developer, '?year=2025')).totalCount).toBe(latest(inYear(2025)).length);
    expect((await list(developer, '?year=2020')).totalCount).toBe(0);
    const march = await list(developer, '?year=2026&month=3&pageSize=100');
    expect(march.totalCount).toBe(latest((d) => d.fromDate?.startsWith('2026-03-') === true).length);
    expect(march.documents.every((d) => d.month === 3 && d.year === 2026)).toBe(true);
    const anyMarch = await list(developer, '?month=3&pageSize=100');
    expect(anyMarch.totalCount).toBe(latest((d) => d.fromDate?.slice(5, 7) === '03').length);
    // The 2nd bimester of 2025 is March-April; the 2nd cuatrimestre (ICSOE, the supplier-audit reading) May-August.
    const bim = await list(developer, '?type=mxinfonavitbim&year=2025&period=2&pageSize=100');
    expect(bim.totalCount).toBe(5);
    expect(bim.documents.every((d) => d.fromDate === '2025-03-01T06:00:00.000Z' && d.periodLabel === '2º bimestre 2025')).toBe(true);
    const icsoe = await list(developer, '?type=mxicsoe&year=2026&period=2&pageSize=100');
    expect(icsoe.totalCount).toBe(5);
    expect(icsoe.documents.every((d) => d.fromDate === '2026-05-01T06:00:00.000Z')).toBe(true);
  });

  it('shows a supplier only its own, a customer outside a main group its suppliers’, another tenant nothing', async () => {
    const own = await list(supplier, '?pageSize=100');
    expect(own.totalCount).toBe(latest((d) => d.supplierId === 'sup-limpieza-bajio').length);
    expect(own.documents.every((d) => d.supplier.publicKey === 'sup-limpieza-bajio')).toBe(true);
    expect((await list(supplier, '?supplierPK=sup-transportes-norte')).totalCount).toBe(0);

    const theirs = await list(customer2, '?pageSize=100');
    expect(theirs.totalCount).toBeGreaterThan(0);
    expect(theirs.documents.every((d) => d.supplier.publicKey === 'sup-servicios-centro')).toBe(true);
    expect((await list(customer2, '?supplierPK=sup-limpieza-bajio')).totalCount).toBe(0);
    expect((await list(supplier2, '?searchText=bajio')).totalCount).toBe(0);
    const fromOtherTenant = await list(supplier2, '?pageSize=100');
    expect(fromOtherTenant.documents.some((d) => stored.some((s) => s.publicKey === d.publicKey))).toBe(false);
  });

  it('answers 400 in Spanish naming the field, never a 5xx', async () => {
    const cases: [string, string, string][] = [
      ['?pageSize=7', 'pageSize', 'Tamaño de página no válido.'],
      ['?status=X', 'status', 'El estatus debe ser V, I, P o U.'],
      ['?month=13', 'month', 'El mes debe estar entre 1 y 12.'],
      ['?sortOrder=up', 'sortOrder', "El orden debe ser 'ASC' o 'DESC'."],
      ['?type=noexiste', 'type', 'El tipo de documento no existe.'],
      ['?period=2', 'period', 'Seleccione un tipo de documento para filtrar por periodo.'],
      ['?period=2&type=mxopinion32d', 'year', 'Seleccione un año para filtrar por periodo.'],
      ['?period=2&type=mxcsf&year=2025', 'period', 'Este tipo de documento no tiene periodos.'],
      ['?period=13&type=mxopinion32d&year=2025', 'period', 'El periodo no es válido.'],
      ['?continuationToken=abc', 'continuationToken', 'El token de continuación no es válido.'],
      ['?continuationToken=a%2Bb', 'continuationToken', 'El token de continuación no es válido.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await developer.get(`/api/documents${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { errors: Record<string, string[]> }).errors[field], query).toContain(message);
    }
  });

  it('fuzz: any query string answers 200 or 400', async () => {
    const names = ['isRequired', 'supplierPK', 'documentTypeSet', 'status', 'type', 'searchText', 'year', 'month', 'period', 'sortOrder', 'pageIndex', 'pageSize', 'continuationToken'];
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -5, max: 3000 }).map(String), fc.constantFrom('V', 'ASC', 'mxopinion32d', 'mxicsoe', 'required', 'all', 'auditonly', '2025', '1000', 'MjAyNXx4'));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 5 }), async (params) => {
        const res = await developer.get(`/api/documents?${new URLSearchParams(params).toString()}`);
        expect([200, 400], JSON.stringify({ params, body: res.body })).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});

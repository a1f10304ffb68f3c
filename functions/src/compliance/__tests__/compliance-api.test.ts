import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentTypeCatalogue,
  complianceCellsResponseSchema,
  complianceGridResponseSchema,
  complianceSummaryResponseSchema,
  documentPublicKey,
  type ComplianceGridResponse,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { DocumentsRepository } from '../../documents/documents.repository';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { ComplianceRepository } from '../compliance.repository';

/**
 * The compliance reads (issue 17, decision 019) against the seeded demo tenant, whose figures the seed computed at
 * start: the grid, the drill-down and the dashboard per role (a Supplier sees only itself, a customer its
 * suppliers, staff the tenant), another tenant's supplier 404, bad input 400 with Spanish field errors, and a
 * document write reaching the figures through the compliance queue.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let admin: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let security: ApiClient;
let viewer: ApiClient;
let otherCustomer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const repo = new ComplianceRepository();

beforeAll(async () => {
  host = await startTestHost({ seedDerived: true });
  [developer, admin, customer, supplier, security, viewer, otherCustomer] = await signedInAll(host.url, [
    'developer@demo.expediente.mx',
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'seguridad@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
}, 180_000);
afterAll(async () => {
  await host?.cleanup();
});

async function grid(client: ApiClient, query = ''): Promise<ComplianceGridResponse> {
  const res = await client.get(`/api/compliance/grid?year=2026${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return complianceGridResponseSchema.parse(res.body);
}

describe('GET /api/compliance/grid', () => {
  it('gives staff every supplier of the tenant by name, with a column per required type and real figures', async () => {
    const body = await grid(developer, '&pageSize=100');
    const required = documentTypeCatalogue.filter((t) => t.required && t.sets.includes('mxexpediente'));
    expect(body.columns.map((c) => c.documentTypeCodeName).sort()).toEqual(required.map((t) => t.codeName).sort());
    expect(body.totalCount).toBeGreaterThan(40);
    expect(body.rows).toHaveLength(body.totalCount);
    const names = body.rows.map((r) => r.supplierName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.rows.every((r) => r.cells.length === body.columns.length)).toBe(true);
    // The seeded documents show: some supplier has valid cells, and a row's counts are its cells'.
    const own = body.rows.find((r) => r.supplierPK === OWN)!;
    expect(own.counts.total).toBeGreaterThan(0);
    expect(own.counts.total).toBe(own.cells.reduce((n, c) => n + c.counts.total, 0));
    expect(body.rows.some((r) => r.counts.valid > 0)).toBe(true);
    expect(own.rate).toBe(own.counts.total === 0 ? 100 : Math.floor((own.counts.valid * 100) / own.counts.total));
    // Admin and Viewer read the same.
    expect((await grid(admin, '&pageSize=100')).totalCount).toBe(body.totalCount);
    expect((await grid(viewer, '&pageSize=100')).totalCount).toBe(body.totalCount);
  });

  it('pages by number (no overlap, no gap), searches by name or RFC, filters by risk and one type', async () => {
    const all = await grid(developer, '&pageSize=100');
    const p0 = await grid(developer, '&pageSize=10&pageIndex=0');
    const p1 = await grid(developer, '&pageSize=10&pageIndex=1');
    expect(p0.rows.map((r) => r.supplierPK)).toEqual(all.rows.slice(0, 10).map((r) => r.supplierPK));
    expect(p1.rows.map((r) => r.supplierPK)).toEqual(all.rows.slice(10, 20).map((r) => r.supplierPK));
    expect(p1.totalCount).toBe(all.totalCount);
    expect((await grid(developer, '&pageSize=10&pageIndex=999')).rows).toEqual([]);

    expect((await grid(developer, '&search=LSE150312')).rows.map((r) => r.supplierPK)).toEqual([OWN]);
    expect((await grid(developer, '&search=bajio')).rows.map((r) => r.supplierPK)).toContain(OWN);
    const risky = all.rows.filter((r) => r.risk === 'A').map((r) => r.supplierPK);
    expect((await grid(developer, '&risk=A&pageSize=100')).rows.map((r) => r.supplierPK)).toEqual(risky);
    const one = await grid(developer, '&documentType=mxdeclisr&search=LSE150312');
    expect(one.columns.map((c) => c.documentTypeCodeName)).toEqual(['mxdeclisr']);
    expect(one.rows[0]!.cells).toHaveLength(1);
    // One period: the column is that period's slot, as the drill-down has it.
    const january = await grid(developer, '&documentType=mxdeclisr&search=LSE150312&period=monthly:2026:1');
    const drill = complianceCellsResponseSchema.parse((await developer.get(`/api/compliance/cells?supplierPK=${OWN}&year=2026&documentType=mxdeclisr`)).body);
    const slot = drill.cells.find((c) => c.periodKey === 'monthly:2026:1');
    expect(january.period).toBe('monthly:2026:1');
    expect(january.rows[0]!.cells[0]!.state).toBe(slot?.state);
    expect(january.rows[0]!.counts.total).toBe(slot ? 1 : 0);
  });

  it('shows a Supplier only its own organization, and a customer of another tenant none of this one', async () => {
    const own = await grid(supplier);
    expect(own.totalCount).toBe(1);
    expect(own.rows.map((r) => r.supplierPK)).toEqual([OWN]);
    // The demo customer's organization is in the main group: it follows every supplier of the tenant (decision 008).
    expect((await grid(customer, '&pageSize=100')).totalCount).toBe((await grid(developer, '&pageSize=100')).totalCount);
    const other = await grid(otherCustomer, '&pageSize=100');
    expect(other.rows.some((r) => r.supplierPK === OWN)).toBe(false);
    expect(other.rows.every((r) => r.supplierPK === 'sup-servicios-centro')).toBe(true);
  });

  it('narrows to one customer’s suppliers', async () => {
    const all = await grid(developer, '&pageSize=100');
    const served = await grid(developer, '&pageSize=100&customer=org-corporativo-demo');
    expect(served.totalCount).toBeGreaterThan(0);
    expect(served.totalCount).toBeLessThanOrEqual(all.totalCount);
    expect((await grid(developer, '&customer=org-no-existe')).totalCount).toBe(0);
  });

  it('refuses Security (403), anonymous (401), and bad input with Spanish field errors (400)', async () => {
    expect((await security.get('/api/compliance/grid')).status).toBe(403);
    const anonymous = await fetch(`${host.url}/api/compliance/grid`);
    expect(anonymous.status).toBe(401);
    const bad = await developer.get('/api/compliance/grid?year=dos&pageSize=0&risk=X&documentType=a%20b');
    expect(bad.status).toBe(400);
    const fields = bad.body.errors ?? bad.body.fieldErrors ?? bad.body;
    const text = JSON.stringify(fields);
    expect(text).toContain('El año no es válido.');
    expect(text).toContain('El tamaño de página no es válido.');
    expect(text).toContain('El riesgo no es válido.');
    expect(text).toContain('Código de tipo de documento inválido.');
    expect((await developer.get('/api/compliance/grid?year=2019')).body).toMatchObject({});
    expect((await developer.get('/api/compliance/grid?year=2019')).status).toBe(400);
  });
});

describe('GET /api/compliance/cells', () => {
  it('gives the supplier’s cells of the year and its initial ones, with the figures; one type on request', async () => {
    const res = await developer.get(`/api/compliance/cells?supplierPK=${OWN}&year=2026`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = complianceCellsResponseSchema.parse(res.body);
    expect(body.supplier.supplierPK).toBe(OWN);
    expect(body.cells.some((c) => c.periodKey === 'initial')).toBe(true);
    expect(body.cells.filter((c) => c.periodKey !== 'initial').every((c) => c.periodKey.includes(':2026'))).toBe(true);
    const isr = complianceCellsResponseSchema.parse((await supplier.get(`/api/compliance/cells?supplierPK=${OWN}&year=2026&documentType=mxdeclisr`)).body);
    expect(isr.cells.length).toBeGreaterThan(0);
    expect(isr.cells.every((c) => c.documentTypeCodeName === 'mxdeclisr')).toBe(true);
  });

  it('answers 404 for a supplier the caller does not see or of another tenant, 400 without the supplier', async () => {
    expect((await supplier.get('/api/compliance/cells?supplierPK=sup-transportes-norte&year=2026')).status).toBe(404);
    expect((await otherCustomer.get(`/api/compliance/cells?supplierPK=${OWN}&year=2026`)).status).toBe(404);
    expect((await developer.get('/api/compliance/cells?supplierPK=sup-no-existe')).status).toBe(404);
    const bad = await developer.get('/api/compliance/cells?year=2026');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Indique el proveedor.');
  });
});

describe('GET /api/compliance/summary', () => {
  it('adds up the caller’s suppliers: staff the tenant, a Supplier itself', async () => {
    const all = await grid(developer, '&pageSize=100');
    const res = await developer.get('/api/compliance/summary?year=2026');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = complianceSummaryResponseSchema.parse(res.body);
    expect(body.suppliersCount).toBe(all.totalCount);
    expect(body.counts.total).toBe(all.rows.reduce((n, r) => n + r.counts.total, 0));
    expect(body.counts.valid).toBe(all.rows.reduce((n, r) => n + r.counts.valid, 0));
    expect(body.suppliersByRisk.A + body.suppliersByRisk.M + body.suppliersByRisk.B).toBe(body.suppliersCount);
    expect(body.overTime.length).toBeGreaterThan(0);
    expect(body.overTime[0]!.month).toBe('2026-01');
    expect(body.overdue.length).toBeLessThanOrEqual(20);
    const dues = body.overdue.map((o) => o.dueDate);
    expect(dues).toEqual([...dues].sort());

    const mine = complianceSummaryResponseSchema.parse((await supplier.get('/api/compliance/summary?year=2026')).body);
    expect(mine.suppliersCount).toBe(1);
    expect(mine.counts.total).toBe(all.rows.find((r) => r.supplierPK === OWN)!.counts.total);
    expect(mine.overdue.every((o) => o.supplierPK === OWN)).toBe(true);
    expect((await security.get('/api/compliance/summary')).status).toBe(403);
    const bad = await developer.get('/api/compliance/summary?year=1999');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('El año debe ser 2020 o posterior.');
  });
});

describe('maintenance through the queue', () => {
  it('a document write reaches the supplier’s cell', async () => {
    const before = await repo.yearItem(demo, OWN, 2026);
    const target = before!.cells.find((c) => c.periodKey.startsWith('monthly:') && (c.state === 'missing' || c.state === 'overdue'))!;
    expect(target).toBeDefined();
    const id = randomUUID();
    const now = new Date().toISOString();
    const [typeCode, periodKey] = target.slotKey.split('~') as [string, string];
    const [, y, n] = periodKey.split(':');
    const fromDate = `${y}-${String(n).padStart(2, '0')}-01T00:00:00-06:00`;
    await new DocumentsRepository().create(demo, {
        id,
        supplierId: OWN,
        publicKey: documentPublicKey(OWN, id),
        originalName: 'x.pdf',
        blobName: `${OWN}/${id}.pdf`,
        storageUrl: `https://compliance.invalid/${id}.pdf`,
        contentType: 'application/pdf',
        length: 10,
        md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
        status: 'V',
        documentTypeCode: typeCode,
        documentTypeFullName: typeCode,
        displayName: typeCode,
        formDataItems: [],
        relationships: [],
        fromDate,
        ...(target.customerPK ? { customerId: target.customerPK } : {}),
        periodKey: fromDate,
        initialValidity: fromDate,
        createdAt: now,
        createdBy: 'test',
        modifiedAt: now,
    });
    const cell = await eventually(async () => {
      const item = await repo.yearItem(demo, OWN, 2026);
      const c = item?.cells.find((x) => x.slotKey === target.slotKey);
      return c?.state === 'valid' ? c : undefined;
    }, 20_000);
    expect(cell.documentId).toBe(documentPublicKey(OWN, id));
  });
});

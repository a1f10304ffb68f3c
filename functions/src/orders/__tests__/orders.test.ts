import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importOrdersResponseSchema,
  orderMessages,
  ordersListResponseSchema,
  parseMxnCents,
  readOrdersCsv,
  type OrdersListResponse,
  type SupplierCompliance,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { ContractRecordsRepository } from '../../audit/contract-records.repository';
import { ComplianceRepository } from '../../compliance/compliance.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { TenantContainer } from '../../platform/cosmos';
import { signedInAll } from '../../shell/__tests__/shell-client';
import type { DocumentItem } from '../../documents/documents.repository';
import type { OrderItem } from '../orders.repository';
import { orderStatus, toOrder } from '../orders.service';
import { seedOrders } from '../../local/seed-orders';

/**
 * Service orders over HTTP (issue 17; part 2 §2.5, §7): create, CSV import (all or nothing, per-row errors), the list's
 * filters, keyset pages of 20, who sees and places what, another tenant, Spanish 400s, and the figures read from
 * the compliance projection.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient, customer: ApiClient, supplier: ApiClient, viewer: ApiClient, security: ApiClient, customer2: ApiClient, developer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const orders = new TenantContainer<OrderItem>('orders');
const LIMPIEZA = { id: 'sup-limpieza-bajio', rfc: 'LSE150312QA2' };
const TRANSPORTES = { id: 'sup-transportes-norte', rfc: 'TLN170825B74' };
const CORPORATIVO = { id: 'org-corporativo-demo', rfc: 'CDE190101K32' };
const run = crypto.randomUUID().slice(0, 6).toUpperCase();
let contractKey: string;

beforeAll(async () => {
  host = await startTestHost({ seedDerived: true });
  [admin, customer, supplier, viewer, security, customer2, developer] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'seguridad@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'developer@demo.expediente.mx',
  ]);
  // An audited contract of Limpieza del Bajío: the record the audit's contract form writes, on one of its documents.
  const [doc] = await new TenantContainer<DocumentItem>('documents').queryAll(demo, { where: "c.type = 'document' AND c.supplierId = @s", parameters: [{ name: '@s', value: LIMPIEZA.id }] }, 1000);
  contractKey = doc!.publicKey;
  const now = new Date().toISOString();
  await new ContractRecordsRepository().save(demo, {
    id: contractKey.slice(-36),
    documentPublicKey: contractKey,
    name: 'Contrato_Limpieza_2026.pdf',
    supplierId: LIMPIEZA.id,
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    sapId: 'SAP-77',
    rfc: LIMPIEZA.rfc,
    customers: [{ publicKey: CORPORATIVO.id, displayName: 'Corporativo Demo SA de CV' }],
    customerIds: [CORPORATIVO.id],
    hasRepse: false,
    repseNumber: '',
    contractSubject: 'Limpieza',
    fechaFirma: '2026-01-01',
    vigencia: '',
    mesesVigencia: '12',
    createdAt: now,
    createdBy: 'test',
    modifiedAt: now,
    modifiedBy: 'test',
    modifiedByName: 'Prueba',
  });
}, 90_000);
afterAll(async () => {
  await host?.cleanup();
});

const body = (over: Record<string, unknown> = {}) => ({
  number: `OS-${run}-${crypto.randomUUID().slice(0, 8)}`,
  supplierPK: LIMPIEZA.id,
  customerPK: CORPORATIVO.id,
  total: '12,500.50',
  serviceDate: '2026-03-15',
  description: 'Limpieza de oficinas',
  ...over,
});
const list = async (client: ApiClient, query: string): Promise<OrdersListResponse & { calls: string }> => {
  const res = await client.get(`/api/orders/list${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...ordersListResponseSchema.strict().parse(res.body), calls: res.headers.get('x-storage-calls') ?? '' };
};
const stored = () => orders.queryAll(demo, { where: "c.type = 'order'" });
const csvOf = (rows: string[][]) => `número,proveedor RFC,cliente RFC,total,fecha,descripción,contrato\n${rows.map((r) => r.join(',')).join('\n')}\n`;

describe('the rules', () => {
  it('reads pesos into cents without floats and refuses what is not an amount', () => {
    expect(parseMxnCents('12,500.50')).toBe(1_250_050);
    expect(parseMxnCents('$1,234.5')).toBe(123_450);
    expect(parseMxnCents('0.07')).toBe(7);
    expect(parseMxnCents(99.99)).toBe(9999);
    for (const bad of ['', '0', '-5', '12.345', '1,23', 'abc', '1e5', '12,500.5.0']) expect(parseMxnCents(bad), bad).toBeUndefined();
  });
  it('is V only for a payable supplier that is no SAT 69-B red flag', () => {
    const figures = { payable: true, rate: 90, documentsCount: 7, risk: 'B' } as SupplierCompliance;
    expect(orderStatus(figures)).toBe('V');
    expect(orderStatus({ ...figures, payable: false })).toBe('I');
    expect(orderStatus({ ...figures, sat69b: { situation: 'Presunto', snapshotDate: '2026-03-01' } })).toBe('I');
    expect(orderStatus({ ...figures, sat69b: { situation: 'Desvirtuado', snapshotDate: '2026-03-01' } })).toBe('V');
    expect(orderStatus(undefined)).toBe('I');
    const order = toOrder({ id: 'ord-x', number: 'A-1', totalCents: 1_250_050 } as OrderItem, figures);
    expect(order).toMatchObject({ total: '12500.50', status: 'V', documentsCount: 7, complianceRate: 90, risk: 'B' });
  });
  it('reads the CSV header in any order, case and accents, with commas or semicolons and quoted cells', () => {
    const parsed = readOrdersCsv('\ufeffDESCRIPCION;Fecha;Total;Cliente_RFC;Proveedor RFC;Numero\r\n"Con ""comillas""; y punto y coma";01/02/2026;"1,000.00";X;Y;N-1\r\n');
    expect(parsed).toEqual({ ok: true, rows: [{ number: 'N-1', supplierRfc: 'Y', customerRfc: 'X', total: '1,000.00', serviceDate: '01/02/2026', description: 'Con "comillas"; y punto y coma', contract: '', line: 2 }] });
    expect(readOrdersCsv('a,b\n1,2\n')).toEqual({ ok: false, reason: 'noHeader' });
  });
});

describe('the demo orders', () => {
  it('are 60 orders of Corporativo Demo to its active suppliers, written again by a rerun without copies', async () => {
    const seeded = () => stored().then((all) => all.filter((o) => o.createdBy === 'seed'));
    const first = await seeded();
    expect(first.length).toBe(60);
    expect(new Set(first.map((o) => o.customerId))).toEqual(new Set([CORPORATIVO.id]));
    expect(new Set(first.map((o) => o.number)).size).toBe(60);
    expect(first.filter((o) => o.supplierId === LIMPIEZA.id).length).toBeGreaterThanOrEqual(2);
    await seedOrders(demo, CORPORATIVO.id);
    expect((await seeded()).map((o) => o.id).sort()).toEqual(first.map((o) => o.id).sort());
  });
});

describe('POST /api/orders', () => {
  it('creates an order of the customer for its supplier, stored with its total in cents, and answers it', async () => {
    const input = body({ contractPK: contractKey });
    const res = await customer.post('/api/orders', input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order).toMatchObject({
      logicalKey: input.number,
      total: '12500.50',
      serviceDate: '2026-03-15',
      contractPK: contractKey,
      contractName: 'Contrato_Limpieza_2026.pdf',
      partyRelations: { supplier: { publicKey: LIMPIEZA.id, rfc: LIMPIEZA.rfc }, customer: { publicKey: CORPORATIVO.id, rfc: CORPORATIVO.rfc } },
    });
    const item = (await stored()).find((o) => o.id === res.body.order.publicKey)!;
    expect(item).toMatchObject({ number: input.number, totalCents: 1_250_050, supplierId: LIMPIEZA.id, customerId: CORPORATIVO.id, source: 'form', createdBy: 'usr-cliente' });
  });

  it('answers 409 for a number the customer already used (case ignored), and writes nothing', async () => {
    const input = body();
    expect((await admin.post('/api/orders', input)).status).toBe(201);
    const before = (await stored()).length;
    const again = await customer.post('/api/orders', { ...input, number: input.number.toLowerCase(), supplierPK: TRANSPORTES.id });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ number: [orderMessages.duplicate] });
    expect((await stored()).length).toBe(before);
  });

  it('answers 400 with Spanish field errors, never a 500', async () => {
    const empty = await admin.post('/api/orders', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      number: [orderMessages.numberRequired],
      supplierPK: [orderMessages.supplierRequired],
      customerPK: [orderMessages.customerRequired],
      total: [orderMessages.totalInvalid],
      serviceDate: [orderMessages.dateRequired],
    });
    for (const [field, value, message] of [
      ['total', '-5', orderMessages.totalInvalid],
      ['total', '12.345', orderMessages.totalInvalid],
      ['serviceDate', '2026-02-30', orderMessages.dateInvalid],
      ['number', '=HYPERLINK()', orderMessages.numberInvalid],
      ['description', 'x'.repeat(501), orderMessages.descriptionTooLong],
      ['contractPK', 'no-es-clave', 'El identificador del documento no es válido.'],
    ] as const) {
      const res = await admin.post('/api/orders', body({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field], field).toEqual([message]);
    }
    for (const junk of [null, [], 'texto', { number: 5, total: {}, supplierPK: [] }]) expect((await admin.post('/api/orders', junk)).status).toBe(400);
  });

  it('checks the parties: a Customer only its own organization, a supplier in view serving it, a contract of that supplier', async () => {
    const own = await customer.post('/api/orders', body({ customerPK: 'org-otra' }));
    expect([own.status, own.body.errors]).toEqual([400, { customerPK: [orderMessages.customerOwnOnly] }]);
    const noCustomer = await admin.post('/api/orders', body({ customerPK: LIMPIEZA.id }));
    expect([noCustomer.status, noCustomer.body.errors]).toEqual([400, { customerPK: [orderMessages.customerNotFound] }]);
    const otherTenant = await admin.post('/api/orders', body({ supplierPK: 'sup-servicios-centro' }));
    expect([otherTenant.status, otherTenant.body.errors]).toEqual([400, { supplierPK: [orderMessages.supplierNotFound] }]);
    const contract = await admin.post('/api/orders', body({ supplierPK: TRANSPORTES.id, contractPK: contractKey }));
    expect([contract.status, contract.body.errors]).toEqual([400, { contractPK: [orderMessages.contractNotFound] }]);
    const mixed = await customer2.post('/api/orders', body());
    expect(mixed.status).toBe(400);
  });

  it('is refused to roles without manage:orders', async () => {
    for (const client of [supplier, viewer, security]) expect((await client.post('/api/orders', body())).status).toBe(403);
  });
});

describe('POST /api/orders/import', () => {
  it('creates every row of a good CSV (dd/mm/yyyy dates, $ totals, quoted cells, a contract by name)', async () => {
    const csv = csvOf([
      [`IMP-${run}-1`, LIMPIEZA.rfc, CORPORATIVO.rfc, '"$1,000.00"', '2026-02-01', 'Importada uno', 'Contrato_Limpieza_2026.pdf'],
      [`IMP-${run}-2`, TRANSPORTES.rfc.toLowerCase(), CORPORATIVO.rfc, '2500', '15/02/2026', '"Traslado, ida y vuelta"', ''],
      [`IMP-${run}-3`, LIMPIEZA.rfc, CORPORATIVO.rfc, '99.9', '2026-02-20', 'Importada tres', ''],
    ]);
    const res = await customer.post('/api/orders/import', { csv });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = importOrdersResponseSchema.parse(res.body);
    expect(answer.created).toBe(3);
    const items = (await stored()).filter((o) => answer.publicKeys.includes(o.id));
    expect(items.map((o) => [o.number, o.totalCents, o.serviceDate, o.source, o.contractPK ?? '']).sort()).toEqual([
      [`IMP-${run}-1`, 100_000, '2026-02-01', 'csv', contractKey],
      [`IMP-${run}-2`, 250_000, '2026-02-15', 'csv', ''],
      [`IMP-${run}-3`, 9_990, '2026-02-20', 'csv', ''],
    ]);
    expect(items.find((o) => o.number.endsWith('-2'))!.description).toBe('Traslado, ida y vuelta');
  });

  it('creates nothing when any row is bad, and names each bad row and column in Spanish', async () => {
    const before = (await stored()).length;
    const csv = csvOf([
      [`BAD-${run}-1`, LIMPIEZA.rfc, CORPORATIVO.rfc, '100', '2026-02-01', 'buena', ''],
      [`BAD-${run}-2`, 'XAXX010101000', CORPORATIVO.rfc, 'mucho', '31/02/2026', 'mala', ''],
      [`BAD-${run}-1`, LIMPIEZA.rfc, CORPORATIVO.rfc, '100', '2026-02-01', 'repetida', ''],
      [`IMP-${run}-1`, LIMPIEZA.rfc, CORPORATIVO.rfc, '100', '2026-02-01', 'ya existe', ''],
      [`BAD-${run}-5`, TRANSPORTES.rfc, CORPORATIVO.rfc, '100', '2026-02-01', 'contrato ajeno', 'Contrato_Limpieza_2026.pdf'],
    ]);
    const res = await admin.post('/api/orders/import', { csv });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(orderMessages.csvRowsInvalid);
    expect(res.body.errors).toEqual({
      'fila 3': [`total: ${orderMessages.totalInvalid}`, `fecha: ${orderMessages.dateInvalid}`, `proveedor RFC: ${orderMessages.supplierRfcNotFound}`],
      'fila 4': [`número: ${orderMessages.csvDuplicateInFile}`],
      'fila 6': [`contrato: ${orderMessages.contractNotFound}`],
    });
    // Rows pass their own checks before the numbers already stored are looked up: fix the rest, and that one shows.
    const second = await admin.post('/api/orders/import', { csv: csvOf([[`IMP-${run}-1`, LIMPIEZA.rfc, CORPORATIVO.rfc, '100', '2026-02-01', 'ya existe', '']]) });
    expect([second.status, second.body.errors]).toEqual([400, { 'fila 2': [`número: ${orderMessages.duplicate}`] }]);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a file without the header, without rows, or over 256 KB; a Customer only imports for itself', async () => {
    expect((await admin.post('/api/orders/import', { csv: 'a,b,c\n1,2,3\n' })).body.errors).toEqual({ csv: [orderMessages.csvNoHeader] });
    expect((await admin.post('/api/orders/import', { csv: csvOf([]) })).body.errors).toEqual({ csv: [orderMessages.csvEmpty] });
    expect((await admin.post('/api/orders/import', { csv: 'x'.repeat(256 * 1024 + 1) })).body.errors).toEqual({ csv: [orderMessages.csvTooLarge] });
    expect((await admin.post('/api/orders/import', {})).status).toBe(400);
    const otherTenant = await customer2.post('/api/orders/import', { csv: csvOf([[`X-${run}`, LIMPIEZA.rfc, CORPORATIVO.rfc, '1', '2026-01-01', 'x', '']]) });
    expect(otherTenant.body.errors).toEqual({ 'fila 2': [`proveedor RFC: ${orderMessages.supplierRfcNotFound}`, `cliente RFC: ${orderMessages.customerRfcNotFound}`] });
    expect((await supplier.post('/api/orders/import', { csv: 'x' })).status).toBe(403);
  });
});

describe('GET /api/orders/list', () => {
  let tagged: string[];
  beforeAll(async () => {
    // 45 orders with a tag of this run: three pages.
    const rows = Array.from({ length: 45 }, (_, i) => [
      `PAG-${run}-${String(i).padStart(2, '0')}`,
      i % 3 ? LIMPIEZA.rfc : TRANSPORTES.rfc,
      CORPORATIVO.rfc,
      `${i + 1}00.00`,
      `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      `Paginación ${run} número ${i}`,
      '',
    ]);
    const res = await admin.post('/api/orders/import', { csv: csvOf(rows) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    tagged = res.body.publicKeys;
  });

  it('pages by 20, newest service date first, with no hole and no repeat, in ≤ 2 storage calls plus 1 for the figures', async () => {
    const search = `?search=${encodeURIComponent(`paginacion ${run.toLowerCase()}`)}`;
    const p1 = await list(developer, search);
    const p2 = await list(developer, `${search}&pageIndex=2`);
    const p3 = await list(developer, `${search}&pageIndex=3`);
    const p4 = await list(developer, `${search}&pageIndex=4`);
    expect([p1.orders.length, p2.orders.length, p3.orders.length, p4.orders.length]).toEqual([20, 20, 5, 0]);
    expect([p1.hasMore, p2.hasMore, p3.hasMore, p4.hasMore]).toEqual([true, true, false, false]);
    const keys = [...p1.orders, ...p2.orders, ...p3.orders].map((o) => o.publicKey);
    expect(new Set(keys).size).toBe(45);
    expect([...keys].sort()).toEqual([...tagged].sort());
    const dates = [...p1.orders, ...p2.orders, ...p3.orders].map((o) => o.serviceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // The session costs 2 cosmos calls; then the page and the figures (page 1), the keyset start too (page 3).
    expect(p1.calls).toBe('cosmos=4');
    expect(p3.calls).toBe('cosmos=5');
  });

  it('filters by number or description, customer and supplier on names or RFC (accents and case ignored)', async () => {
    expect((await list(admin, `?search=PAG-${run}-07`)).orders.map((o) => o.logicalKey)).toEqual([`PAG-${run}-07`]);
    const bySupplier = await list(admin, `?search=PAG-${run}&supplier=transportes logisticos`);
    expect(bySupplier.orders.length).toBe(15);
    expect(bySupplier.orders.every((o) => o.partyRelations.supplier.publicKey === TRANSPORTES.id)).toBe(true);
    expect((await list(admin, `?search=PAG-${run}&supplier=${LIMPIEZA.rfc.toLowerCase()}`)).orders.length).toBe(20);
    expect((await list(admin, `?search=PAG-${run}-0&customer=${CORPORATIVO.rfc}`)).orders.length).toBe(10);
    expect((await list(admin, `?search=PAG-${run}&customer=segundo`)).orders).toEqual([]);
  });

  it('shows each order with its supplier figures from the compliance projection', async () => {
    const page = await list(admin, `?search=PAG-${run}`);
    const figures = await new ComplianceRepository().summaries(demo, [LIMPIEZA.id, TRANSPORTES.id]);
    for (const o of page.orders) {
      const f = figures.get(o.partyRelations.supplier.publicKey);
      expect(o.status).toBe(orderStatus(f));
      expect(o.documentsCount).toBe(f?.documentsCount ?? 0);
      expect(o.complianceRate).toBe(f?.rate ?? 0);
      expect(o.risk).toBe(f?.risk);
    }
  });

  it('shows a Supplier only its own orders, a customer its organization, another tenant nothing', async () => {
    const own = await list(supplier, `?search=PAG-${run}&pageIndex=1`);
    expect(own.orders.length).toBe(20);
    expect(own.orders.every((o) => o.partyRelations.supplier.publicKey === LIMPIEZA.id)).toBe(true);
    expect((await list(supplier, `?search=PAG-${run}&supplier=transportes`)).orders).toEqual([]);
    expect((await list(viewer, `?search=PAG-${run}`)).orders.length).toBe(20);
    expect((await list(customer, `?search=PAG-${run}`)).orders.length).toBe(20);
    expect((await list(customer2, `?search=PAG-${run}`)).orders).toEqual([]);
    expect((await list(customer2, '')).orders.every((o) => o.partyRelations.customer.publicKey !== CORPORATIVO.id)).toBe(true);
    expect((await security.get('/api/orders/list')).status).toBe(403);
  });

  it('answers 400 in Spanish for a bad page or a long filter', async () => {
    for (const q of ['?pageIndex=0', '?pageIndex=x', `?search=${'a'.repeat(101)}`, `?customer=${'a'.repeat(101)}`]) {
      const res = await admin.get(`/api/orders/list${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.values(res.body.errors as Record<string, string[]>).flat()[0]).toMatch(/página|caracteres/);
    }
  });
});

describe('fuzz', () => {
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', ' ', '0', '-1', '1e9', '$1,000.00', '31/02/2026', '2026-03-01', LIMPIEZA.id, CORPORATIVO.id, 'org-otra', '=cmd'));
  const anything = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 5 }), text, { maxKeys: 2 }));

  it('any order body answers 201, 400 or 409, never a 5xx', async () => {
    const names = ['number', 'supplierPK', 'customerPK', 'total', 'serviceDate', 'description', 'contractPK'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), anything, { maxKeys: 7 }), async (input) => {
        const res = await admin.post('/api/orders', input);
        expect([201, 400, 409], JSON.stringify({ input, body: res.body })).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });

  it('any CSV answers 201 or 400, and any list query 200 or 400, never a 5xx', async () => {
    const cell = fc.oneof(text, fc.constantFrom(LIMPIEZA.rfc, CORPORATIVO.rfc, '"', '""', ';', '\r\n'));
    const csv = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 5 }).map((rows) => csvOf(rows)),
    );
    await fc.assert(
      fc.asyncProperty(csv, async (body) => {
        const res = await admin.post('/api/orders/import', { csv: body });
        expect([201, 400], JSON.stringify({ body, answer: res.body })).toContain(res.status);
      }),
      { numRuns: 40 },
    );
    const names = ['search', 'customer', 'supplier', 'pageIndex'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string({ maxLength: 120 }), fc.integer({ min: -5, max: 20_000 }).map(String)), { maxKeys: 4 }), async (params) => {
        const query = new URLSearchParams(params).toString();
        for (const path of [`/api/orders/list?${query}`, `/api/contracts?${query}`]) {
          const res = await admin.get(path);
          expect([200, 400], JSON.stringify({ path, body: res.body })).toContain(res.status);
        }
      }),
      { numRuns: 40 },
    );
  });
});

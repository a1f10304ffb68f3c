import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText, periodMessages, periodsListResponseSchema, supplierPeriodSchema, type PeriodsListResponse } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { demoSuppliers } from '../../local/seed-directory';
import { demoPeriodId } from '../../local/seed-periods';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { PeriodsRepository } from '../periods.repository';

/**
 * Supplier periods over HTTP (part 2 §2.12, §5, §6, §7, §9): the lists (order, pages, search, who sees what), the
 * add, edit and delete calls with their rules (real days from 1900, start ≤ end, whole months, no overlap), the
 * flags, and another tenant's period answering 404. State is checked in storage, not only in the answers.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let support: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
let viewer: ApiClient;
let admin: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const second = { tenantId: 'segundo-cliente' };
const repo = new PeriodsRepository();

beforeAll(async () => {
  host = await startTestHost();
  [developer, support, customer, supplier, customer2, viewer, admin] = await signedInAll(host.url, [
    'developer@demo.expediente.mx',
    'soporte@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'admin@demo.expediente.mx',
  ]);
});
afterAll(async () => {
  await host?.cleanup();
});

const list = async (client: ApiClient, path: string): Promise<PeriodsListResponse> => {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return periodsListResponseSchema.strict().parse(res.body);
};
const ids = (r: PeriodsListResponse) => r.periods.map((p) => p.id);
const body = (over: Record<string, unknown> = {}) => ({ supplierPK: 'sup-demo-03', customerPK: 'org-corporativo-demo', startDate: '2030-01-15', endDate: '2030-06-10', ...over });


describe('GET /api/periods/all and /api/users/me/periods', () => {
  it('pages every period of the tenant by start date, newest first: numbered pages and tokens agree, nothing twice', async () => {
    const stored = await repo.all(demo);
    expect(stored.length).toBeGreaterThan(demoSuppliers.length);
    const first = await list(developer, '/api/periods/all');
    expect(first.totalCount).toBe(stored.length);
    expect(first.periods).toHaveLength(10);
    const starts = first.periods.map((p) => p.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const byToken = await list(developer, `/api/periods/all?continuationToken=${first.continuationToken}`);
    const byNumber = await list(developer, '/api/periods/all?pageIndex=2');
    expect(ids(byToken)).toEqual(ids(byNumber));
    expect(ids(byToken).some((id) => ids(first).includes(id))).toBe(false);
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await list(developer, `/api/periods/all?pageSize=50${token ? `&continuationToken=${token}` : ''}`);
      seen.push(...ids(page));
      token = page.continuationToken;
    } while (token);
    expect(new Set(seen).size).toBe(stored.length);
    expect((await list(developer, '/api/periods/all?pageIndex=500')).periods).toEqual([]);
  });

  it('sorts by end date, supplier and customer in both directions', async () => {
    const byEnd = await list(support, '/api/users/me/periods?sortedBy=end_date&sortOrder=ASC&pageSize=50');
    const ends = byEnd.periods.map((p) => p.endDate);
    expect(ends).toEqual([...ends].sort());
    const bySupplier = await list(support, '/api/users/me/periods?sortedBy=supplier&sortOrder=ASC&pageSize=50');
    const names = bySupplier.periods.map((p) => normalizeSearchText(p.supplierDisplayName));
    expect(names).toEqual([...names].sort());
    const bySupplierDesc = await list(support, '/api/users/me/periods?sortedBy=supplier&sortOrder=DESC&pageSize=10');
    expect(normalizeSearchText(bySupplierDesc.periods[0]!.supplierDisplayName) >= normalizeSearchText(bySupplier.periods.at(-1)!.supplierDisplayName)).toBe(true);
    const byCustomer = await list(support, '/api/users/me/periods?sortedBy=customer&sortOrder=DESC&pageSize=10');
    expect(byCustomer.periods.every((p) => p.customerDisplayName === 'Corporativo Demo SA de CV')).toBe(true);
    // A token of one order is refused for another.
    const res = await support.get(`/api/users/me/periods?sortedBy=end_date&continuationToken=${bySupplierDesc.continuationToken}`);
    expect(res.status).toBe(400);
  });

  it('searches supplier name (accents and case aside), RFC, supplier number and customer name; filters by supplier', async () => {
    const target = demoSuppliers[7]!;
    const byNumber = await list(developer, `/api/periods/all?searchText=${target.supplierNumber}`);
    expect(byNumber.totalCount).toBeGreaterThan(0);
    expect(byNumber.periods.every((p) => p.supplierPK === target.id && p.supplierNumber === target.supplierNumber)).toBe(true);
    const byRfc = await list(developer, `/api/periods/all?searchText=${target.rfc.toLowerCase()}`);
    expect(ids(byRfc)).toEqual(ids(byNumber));
    const bajio = await list(developer, '/api/periods/all?searchText=BAJIO');
    expect(bajio.periods.map((p) => p.supplierPK)).toEqual(bajio.periods.map(() => 'sup-limpieza-bajio'));
    expect((await list(developer, '/api/periods/all?searchText=corporativo demo')).totalCount).toBe((await repo.all(demo)).length);
    const one = await list(developer, '/api/users/me/periods?supplierPk=sup-transportes-norte&pageSize=50');
    expect(one.periods.length).toBeGreaterThan(0);
    expect(one.periods.every((p) => p.supplierPK === 'sup-transportes-norte')).toBe(true);
    expect(await list(developer, '/api/periods/all?searchText=zzzz-nadie')).toEqual({ periods: [], totalCount: 0 });
  });

  it('a supplier sees only its own periods; a customer outside the main group only those of its suppliers; main-group members all', async () => {
    const own = await list(supplier, '/api/users/me/periods?pageSize=50');
    expect(own.totalCount).toBeGreaterThan(0);
    expect(own.periods.every((p) => p.supplierPK === 'sup-limpieza-bajio')).toBe(true);
    expect((await list(supplier, '/api/users/me/periods?supplierPk=sup-transportes-norte')).totalCount).toBe(0);
    expect((await supplier.get('/api/periods/all')).status).toBe(403);
    const two = await list(customer2, '/api/users/me/periods?pageSize=50');
    expect(two.periods.map((p) => p.supplierPK)).toEqual(two.periods.map(() => 'sup-servicios-centro'));
    expect(two.totalCount).toBe((await repo.all(second)).length);
    const all = (await repo.all(demo)).length;
    expect((await list(customer, '/api/users/me/periods')).totalCount).toBe(all);
    expect((await list(viewer, '/api/users/me/periods')).totalCount).toBe(all);
    // Admin's menu has no 'Periodo Proveedores' (part 1 §2): no periods permission.
    expect((await admin.get('/api/users/me/periods')).status).toBe(403);
  });

  it('the pickers offer the organizations the caller sees: customers and suppliers apart', async () => {
    const mine = await customer2.get('/api/periods/options');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      customers: [{ publicKey: 'org-segundo-cliente', displayName: 'Segundo Cliente SA de CV', rfc: 'SCL210930RP6', locked: false }],
      suppliers: [{ publicKey: 'sup-servicios-centro', displayName: 'Proveedora de Servicios del Centro SA de CV', rfc: 'PSC190722LM5', supplierNumber: 'PRV-2001', locked: false }],
    });
    const whole = await developer.get('/api/periods/options');
    expect(whole.body.customers.map((c: { publicKey: string }) => c.publicKey)).toEqual(['org-corporativo-demo']);
    expect(whole.body.suppliers).toHaveLength(3 + demoSuppliers.length);
  });

  it('refuses bad list input with Spanish field errors', async () => {
    for (const [query, field] of [
      ['?pageSize=7', 'pageSize'],
      ['?pageIndex=0', 'pageIndex'],
      ['?sortedBy=name', 'sortedBy'],
      ['?sortOrder=up', 'sortOrder'],
      ['?supplierPk=a%20b', 'supplierPk'],
      [`?searchText=${'a'.repeat(101)}`, 'searchText'],
    ] as const) {
      const res = await developer.get(`/api/users/me/periods${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });
});

describe('POST /api/users/{userPK}/periods, PUT and DELETE /api/periods/{id}', () => {
  it('adds a period stored as whole months, edits it, refuses an overlap with its dates, deletes it with its owner', async () => {
    const created = await customer.post('/api/users/usr-cliente/periods', body());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const period = supplierPeriodSchema.strict().parse(created.body);
    expect(period).toMatchObject({ supplierPK: 'sup-demo-03', ownerPK: 'sup-demo-03', customerPK: 'org-corporativo-demo', startDate: '2030-01-01', endDate: '2030-06-30' });
    const s = demoSuppliers[2]!;
    const stored = await repo.read(demo, period.id);
    expect(stored).toMatchObject({ supplierDisplayName: s.name, supplierRFC: s.rfc, supplierNumber: s.supplierNumber, customerDisplayName: 'Corporativo Demo SA de CV', createdBy: 'usr-cliente' });

    const overlap = await customer.post('/api/users/usr-cliente/periods', body({ startDate: '2030-06-01', endDate: '2031-01-31' }));
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(periodMessages.overlap('2030-01-01', '2030-06-30'));
    // The next month is free: periods may follow each other.
    const next = await customer.post('/api/users/usr-cliente/periods', body({ startDate: '2030-07-01', endDate: '2030-12-31' }));
    expect(next.status).toBe(201);

    const moved = await support.call('PUT', `/api/periods/${period.id}`, { body: body({ startDate: '2029-02-28', endDate: '2030-02-01' }) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ id: period.id, startDate: '2029-02-01', endDate: '2030-02-28' });
    expect((await repo.read(demo, period.id))).toMatchObject({ startDate: '2029-02-01', endDate: '2030-02-28', startKey: `2029-02-01|${period.id}`, modifiedBy: 'usr-soporte' });
    const clash = await support.call('PUT', `/api/periods/${period.id}`, { body: body({ startDate: '2029-02-01', endDate: '2030-08-31' }) });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('2030-07-01');

    const wrongOwner = await customer.call('DELETE', `/api/periods/${period.id}`, { body: { ownerPk: 'sup-demo-04' } });
    expect(wrongOwner.status).toBe(404);
    const deleted = await customer.call('DELETE', `/api/periods/${period.id}`, { body: { ownerPk: 'sup-demo-03' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: period.id, deleted: true });
    expect(await repo.read(demo, period.id)).toBeUndefined();
    expect((await customer.call('DELETE', `/api/periods/${period.id}`, { body: { ownerPk: 'sup-demo-03' } })).status).toBe(404);
    await repo.delete(demo, next.body.id);
  });

  it('refuses bad dates and missing fields with Spanish field errors and writes nothing', async () => {
    const before = (await repo.all(demo)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ startDate: '2026-02-30' }), 'startDate', periodMessages.dateNotReal],
      [body({ endDate: '2025-02-29' }), 'endDate', periodMessages.dateNotReal],
      [body({ startDate: '1899-12-01' }), 'startDate', periodMessages.yearTooOld],
      [body({ startDate: '2030-03-01', endDate: '2030-02-28' }), 'endDate', periodMessages.startAfterEnd],
      [body({ startDate: '2030/01/01' }), 'startDate', periodMessages.dateFormat],
      [body({ endDate: '30-06-2030' }), 'endDate', periodMessages.dateFormat],
      [body({ supplierPK: '' }), 'supplierPK', periodMessages.supplierRequired],
      [body({ customerPK: undefined }), 'customerPK', periodMessages.customerRequired],
      [body({ startDate: '' }), 'startDate', periodMessages.startRequired],
    ];
    for (const [input, field, message] of cases) {
      const res = await customer.post('/api/users/usr-cliente/periods', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(res.body)).toContain(message);
    }
    const leap = await developer.call('PUT', `/api/periods/${demoPeriodId('sup-demo-01', 1)}`, { body: body({ supplierPK: 'sup-demo-01', startDate: '2024-02-30', endDate: '2024-03-01' }) });
    expect(leap.status).toBe(400);
    expect((await repo.all(demo)).length).toBe(before);
  });

  it('checks the organizations: a supplier as supplier, a customer as customer, within what the caller sees', async () => {
    const before = (await repo.all(demo)).length;
    const swapped = await customer.post('/api/users/usr-cliente/periods', body({ supplierPK: 'org-corporativo-demo', customerPK: 'sup-demo-03' }));
    expect(swapped.status).toBe(400);
    expect(swapped.body.errors).toEqual({ supplierPK: [periodMessages.notSupplier], customerPK: [periodMessages.notCustomer] });
    const group = await customer.post('/api/users/usr-cliente/periods', body({ supplierPK: 'grp-corporativo-demo' }));
    expect(group.status).toBe(400);
    const foreign = await customer.post('/api/users/usr-cliente/periods', body({ supplierPK: 'sup-servicios-centro' }));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(periodMessages.supplierNotFound);
    const outside = await customer2.post('/api/users/usr-cliente2/periods', body({ customerPK: 'org-segundo-cliente' }));
    expect(outside.status).toBe(404);
    const unknown = await customer.post('/api/users/usr-cliente/periods', body({ customerPK: 'org-no-existe' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(periodMessages.customerNotFound);
    // Another user's key in the path is "not found".
    expect((await customer.post('/api/users/usr-admin/periods', body())).status).toBe(404);
    expect((await repo.all(demo)).length).toBe(before);
  });

  it("answers 404 for another tenant's period and for one outside the caller's view; suppliers and viewers only read", async () => {
    const demoPeriod = demoPeriodId('sup-demo-01', 1);
    const original = await repo.read(demo, demoPeriod);
    expect((await customer2.call('PUT', `/api/periods/${demoPeriod}`, { body: body({ supplierPK: 'sup-servicios-centro', customerPK: 'org-segundo-cliente' }) })).status).toBe(404);
    expect((await customer2.call('DELETE', `/api/periods/${demoPeriod}`, { body: { ownerPk: 'sup-demo-01' } })).status).toBe(404);
    expect((await developer.call('DELETE', `/api/periods/${demoPeriodId('sup-servicios-centro', 1)}`, { body: { ownerPk: 'sup-servicios-centro' } })).status).toBe(404);
    expect(await repo.read(second, demoPeriodId('sup-servicios-centro', 1))).toBeDefined();
    expect((await supplier.post('/api/users/usr-proveedor/periods', body({ supplierPK: 'sup-limpieza-bajio' }))).status).toBe(403);
    expect((await viewer.call('DELETE', `/api/periods/${demoPeriod}`, { body: { ownerPk: 'sup-demo-01' } })).status).toBe(403);
    expect(await repo.read(demo, demoPeriod)).toEqual(original);
  });

  it('answers 403 feature_disabled while a period flag is off', async () => {
    await withFlags({ 'add-supplier-periods': false, 'edit-supplier-periods': false, 'get-supplier-periods': false, 'get-all-periods': false }, async () => {
      const calls = [
        await customer.post('/api/users/usr-cliente/periods', body()),
        await customer.call('PUT', `/api/periods/${demoPeriodId('sup-demo-01', 1)}`, { body: body({ supplierPK: 'sup-demo-01' }) }),
        await customer.call('DELETE', `/api/periods/${demoPeriodId('sup-demo-01', 1)}`, { body: { ownerPk: 'sup-demo-01' } }),
        await customer.get('/api/users/me/periods'),
        await developer.get('/api/periods/all'),
      ];
      for (const res of calls) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('feature_disabled');
      }
    });
    expect(await repo.read(demo, demoPeriodId('sup-demo-01', 1))).toBeDefined();
  });
});

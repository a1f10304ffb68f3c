import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sat69bImportResponseSchema, sat69bRefusals, sat69bStatusResponseSchema, sat69bTexts } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { ComplianceRepository } from '../../compliance/compliance.repository';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { getRegistry } from '../../local/functions-core';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { useClock } from '../../platform/clock';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { sat69bWatch } from '../composition';
import { Sat69bSnapshotsRepository } from '../sat69b.repository';

/**
 * The SAT 69-B watch against the local host's stand-in of the SAT's site: the seed's import of the demo list, new,
 * unchanged and malformed files (the last good snapshot stays), contacts marked, changed and cleared, notifications
 * to the users of the supplier's customers only, the other tenant untouched, and the two calls.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const demo = { tenantId: 'demo-corporativo' };
const segundo = { tenantId: 'segundo-cliente' };
const contacts = new ContactsRepository();
const snapshots = new Sat69bSnapshotsRepository();
const notificationsRepo = new NotificationsRepository();
const compliance = new ComplianceRepository();
const DAY = 86_400_000;

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let viewer: ApiClient;
let customer2: ApiClient;

beforeAll(async () => {
  host = await startTestHost({ seedDerived: true });
  [admin, customer, supplier, viewer, customer2] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
}, 120_000);
afterAll(async () => {
  useClock(undefined);
  await host?.cleanup();
});

const situationOf = async (scope: { tenantId: string }, id: string) => (await contacts.read(scope, id))?.sat69b?.situation;
/** The 69-B notifications a user has (type default:warning with the supplier in their metadata). */
async function sat69bNotices(scope: { tenantId: string }, email: string) {
  const all = await notificationsRepo.list(scope, userId(email), { order: 'DESC', type: 'default:warning' }, 200);
  return all.filter((n) => n.metadata?.snapshotDate !== undefined).map((n) => ({ title: n.title, content: n.content, supplier: n.metadata?.companyPublicKey, situation: n.metadata?.situation }));
}
/** A run of the watch as if it were `days` later (dated snapshots); HTTP calls go back to the real time. */
async function runLater(days: number) {
  const now = Date.now() + days * DAY;
  useClock({ now: () => now });
  try {
    return await sat69bWatch.run();
  } finally {
    useClock(undefined);
  }
}

describe('the seed (local portal)', () => {
  it('imported the demo list by HTTP: two demo suppliers Presunto and Definitivo, nobody notified (the starting point)', async () => {
    expect(host.sat69b?.requests()).toBeGreaterThanOrEqual(1);
    expect(await situationOf(demo, 'sup-demo-07')).toBe('Presunto');
    expect(await situationOf(demo, 'sup-demo-10')).toBe('Definitivo');
    expect(await situationOf(demo, 'sup-demo-01')).toBeUndefined();
    expect(await sat69bNotices(demo, 'cliente@demo.expediente.mx')).toEqual([]);
    // The compliance figures carry it (what orders, the grid and the home read).
    expect((await compliance.summary(demo, 'sup-demo-07'))?.sat69b?.situation).toBe('Presunto');
  });

  it('shows the situation on the contact detail, and GET /api/watchlists/sat69b lists what each caller sees', async () => {
    const detail = await customer.get('/api/contacts/sup-demo-07');
    expect(detail.status).toBe(200);
    expect(detail.body.sat69b).toMatchObject({ situation: 'Presunto', publishedAt: '2026-10-14' });
    expect((await customer.get('/api/contacts/sup-demo-02')).body.sat69b).toBeUndefined();

    const forAdmin = sat69bStatusResponseSchema.parse((await admin.get('/api/watchlists/sat69b')).body);
    expect(forAdmin.snapshot).toMatchObject({ rfcs: 7, counts: { Presunto: 3, Definitivo: 2, Desvirtuado: 1, 'Sentencia favorable': 1 } });
    expect(forAdmin.lastCheck?.result).toMatch(/new|unchanged/);
    expect(forAdmin.suppliers.map((s) => [s.supplierPK, s.sat69b.situation])).toEqual([
      ['sup-demo-07', 'Presunto'],
      ['sup-demo-10', 'Definitivo'],
    ]);
    expect(forAdmin.suppliers[0]!.rfc).toBe('MEO110715GB6');
    // A Supplier sees its own organization only (not listed); a Viewer of the tenant sees both; the other tenant none.
    expect((await supplier.get('/api/watchlists/sat69b')).body.suppliers).toEqual([]);
    expect((await viewer.get('/api/watchlists/sat69b')).body.suppliers).toHaveLength(2);
    expect((await customer2.get('/api/watchlists/sat69b')).body.suppliers).toEqual([]);
  });
});

describe('imports', () => {
  it('a new list (a day later): a new dated snapshot; set, changed and cleared situations; red flags told to the right users', async () => {
    host.sat69b!.serve(fixture('sat69b-good.csv'));
    const before = (await snapshots.snapshots()).length;
    const outcome = await runLater(1);
    expect(outcome.check.result).toBe('new');
    expect(outcome.changed.get(demo.tenantId)).toBe(2);
    expect(outcome.changed.get(segundo.tenantId)).toBe(0);
    const kept = await snapshots.snapshots();
    expect(kept).toHaveLength(before + 1);
    expect(kept.at(-1)).toMatchObject({ rows: 10, rfcs: 8, invalidRows: 0, counts: { Presunto: 3, Desvirtuado: 2, Definitivo: 2, 'Sentencia favorable': 1 } });
    expect((await snapshots.content(kept.at(-1)!.date))?.equals(fixture('sat69b-good.csv'))).toBe(true);

    expect(await situationOf(demo, 'sup-demo-07')).toBe('Presunto');
    expect(await situationOf(demo, 'sup-demo-04')).toBe('Desvirtuado');
    expect(await situationOf(demo, 'sup-demo-01')).toBe('Presunto');
    // Desvirtuado is no red flag: only sup-demo-01 is news to the customer.
    const told = await sat69bNotices(demo, 'cliente@demo.expediente.mx');
    expect(told).toEqual([{ title: sat69bTexts.foundTitle, content: expect.stringContaining('(RFC LIP050101AD1) aparece como Presunto'), supplier: 'sup-demo-01', situation: 'Presunto' }]);
    // Every user of the customer organization, staff included; not the supplier's, not the other tenant's.
    expect(await sat69bNotices(demo, 'admin@demo.expediente.mx')).toHaveLength(1);
    expect(await sat69bNotices(demo, 'proveedor@demo.expediente.mx')).toEqual([]);
    expect(await sat69bNotices(segundo, 'cliente2@demo.expediente.mx')).toEqual([]);
  });

  it('the same list again: no new snapshot, nothing changed, nobody told twice (POST by an administrator)', async () => {
    const before = await snapshots.snapshots();
    const noticesBefore = (await sat69bNotices(demo, 'cliente@demo.expediente.mx')).length;
    const res = await admin.post('/api/watchlists/sat69b/import');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = sat69bImportResponseSchema.parse(res.body);
    expect(body).toMatchObject({ message: sat69bTexts.unchanged, check: { result: 'unchanged' }, changed: 0 });
    expect(await snapshots.snapshots()).toEqual(before);
    expect(await sat69bNotices(demo, 'cliente@demo.expediente.mx')).toHaveLength(noticesBefore);
  });

  it.each([
    ['sat69b-wrong-header.csv', 'header'],
    ['sat69b-no-rows.csv', 'empty'],
    ['sat69b-invalid-rows.csv', 'invalidRows'],
    ['sat69b-binary.csv', 'binary'],
  ] as const)('a malformed file (%s) is refused: the last good snapshot stays, contacts untouched', async (name, reason) => {
    host.sat69b!.serve(fixture(name));
    const { snapshot } = await snapshots.state();
    const res = await admin.post('/api/watchlists/sat69b/import');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: sat69bTexts.refused, check: { result: 'refused', reason: sat69bRefusals[reason] }, changed: 0 });
    expect((await snapshots.state()).snapshot).toEqual(snapshot);
    expect(await situationOf(demo, 'sup-demo-01')).toBe('Presunto');
    const status = sat69bStatusResponseSchema.parse((await admin.get('/api/watchlists/sat69b')).body);
    expect(status.lastCheck).toMatchObject({ result: 'refused', reason: sat69bRefusals[reason] });
    expect(status.snapshot).toEqual(snapshot);
  });

  it('a failed download or a file over the size limit is refused the same way', async () => {
    const { snapshot } = await snapshots.state();
    host.sat69b!.serve({ status: 503 });
    expect((await sat69bWatch.run()).check).toMatchObject({ result: 'refused', reason: sat69bRefusals.download });
    host.sat69b!.serve(Buffer.alloc(31 * 1024 * 1024, 0x41));
    expect((await sat69bWatch.run()).check).toMatchObject({ result: 'refused', reason: sat69bRefusals.tooLarge });
    expect((await snapshots.state()).snapshot).toEqual(snapshot);
  });

  it('the next list (timer): Presunto → Definitivo and Definitivo → Sentencia favorable told as changes; a supplier no longer listed is cleared', async () => {
    host.sat69b!.serve(fixture('sat69b-next.csv'));
    const timer = getRegistry().functions.get('watchlistsSat69bDaily');
    expect(timer?.trigger).toMatchObject({ type: 'timerTrigger', schedule: '0 0 6 * * *' });
    const now = Date.now() + 2 * DAY;
    useClock({ now: () => now });
    try {
      await timer!.handler({ isPastDue: false }, { log: () => undefined, warn: () => undefined, error: () => undefined });
    } finally {
      useClock(undefined);
    }
    expect(await situationOf(demo, 'sup-demo-07')).toBe('Definitivo');
    expect(await situationOf(demo, 'sup-demo-10')).toBe('Sentencia favorable');
    expect(await situationOf(demo, 'sup-demo-01')).toBeUndefined();
    expect(await situationOf(demo, 'sup-demo-04')).toBe('Desvirtuado');
    const told = await sat69bNotices(demo, 'admin@demo.expediente.mx');
    const latest = (supplierId: string) => told.find((n) => n.supplier === supplierId);
    expect(latest('sup-demo-07')).toMatchObject({ title: sat69bTexts.changedTitle, situation: 'Definitivo' });
    expect(latest('sup-demo-07')!.content).toContain('de Presunto a Definitivo');
    expect(latest('sup-demo-10')).toMatchObject({ title: sat69bTexts.changedTitle, situation: 'Sentencia favorable' });
    expect(latest('sup-demo-01')!.content).toContain('ya no aparece');
    expect((await customer.get('/api/contacts/sup-demo-10')).body.sat69b).toMatchObject({ situation: 'Sentencia favorable' });
    // The figures follow through the compliance queue (supplierChanged).
    await eventually(async () => (await compliance.summary(demo, 'sup-demo-07'))?.sat69b?.situation === 'Definitivo' || undefined, 30_000);
    await eventually(async () => ((await compliance.summary(demo, 'sup-demo-01')) && !(await compliance.summary(demo, 'sup-demo-01'))?.sat69b) || undefined, 30_000);
    expect((await snapshots.snapshots()).length).toBeGreaterThanOrEqual(3);
  });

  it('the calls refuse roles without the permission: import needs manage:reports', async () => {
    expect((await customer.post('/api/watchlists/sat69b/import')).status).toBe(403);
    expect((await supplier.post('/api/watchlists/sat69b/import')).status).toBe(403);
    expect((await fetch(`${host.url}/api/watchlists/sat69b`)).status).toBe(401);
  });
});

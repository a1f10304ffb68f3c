import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { biAuthResponseSchema, messages, reportMessages, reportSettingsSchema, reportsResponseSchema } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { startPowerBiFake, type PowerBiFake } from '../../local/services/power-bi-fake';
import { resetConfig } from '../../platform/config';
import { EventLog } from '../../platform/events';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { ReportSettingsRepository } from '../report-settings.repository';

/**
 * Reports (issue 17): the tenant's configuration (GET/PUT /api/reports/settings), the lists of Inicio and
 * Cumplimiento, and GET /api/reports/bi/auth running the service-principal flow against the local Power BI fake
 * (functions/src/local/services/power-bi-fake.ts): success, the identity platform failing, Power BI failing, short
 * tokens, row-level security for suppliers, and no secret or token in answers or logs.
 */

const demo = { tenantId: 'demo-corporativo' };
const WS = '0f6b2c1d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const REPORT = '9a8b7c6d-5e4f-4321-8765-0fedcba98765';
const powerBiKeys = ['POWERBI_TENANT_ID', 'POWERBI_CLIENT_ID', 'POWERBI_CLIENT_SECRET', 'POWERBI_AUTHORITY_HOST', 'POWERBI_API_BASE'] as const;
const savedEnv = Object.fromEntries(powerBiKeys.map((k) => [k, process.env[k]]));

let host: Awaited<ReturnType<typeof startTestHost>>;
let fake: PowerBiFake;
/** A second service whose identity platform issues tokens shorter than the 5-minute margin: every call asks again. */
let short: PowerBiFake;
let developer: ApiClient, admin: ApiClient, customer: ApiClient, supplier: ApiClient, viewer: ApiClient, otherCustomer: ApiClient;

const validSettings = {
  powerBi: { workspaceId: WS, reportId: REPORT, supplierRole: 'Proveedor' },
  home: [
    { title: 'Resumen ejecutivo', url: 'https://app.powerbi.com/view?r=eyJrIjoiYWJjIn0', isEmbed: true },
    { title: 'Tablero externo', url: 'https://reportes.example.mx/tablero', isEmbed: false },
  ],
  compliancePage: [{ title: 'Cumplimiento por proveedor', url: 'https://lookerstudio.google.com/embed/reporting/abc/page/1', isEmbed: true }],
};

beforeAll(async () => {
  fake = await startPowerBiFake();
  short = await startPowerBiFake({ aadTokenSeconds: 60, embedTokenSeconds: 120 });
  Object.assign(process.env, fake.settings);
  host = await startTestHost();
  [developer, admin, customer, supplier, viewer, otherCustomer] = await signedInAll(host.url, [
    'developer@demo.expediente.mx',
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ] as const);
});

afterAll(async () => {
  await host?.cleanup();
  await fake?.stop();
  await short?.stop();
  for (const k of powerBiKeys) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  resetConfig();
});

afterEach(() => {
  for (const f of [fake, short]) for (const step of ['token', 'report', 'generate-token'] as const) f.fail(step, undefined);
  vi.restoreAllMocks();
});

/** Points the app at another Power BI service (or other settings) for one block. */
async function withSettings<T>(settings: Partial<PowerBiFake['settings']>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(powerBiKeys.map((k) => [k, process.env[k]]));
  Object.assign(process.env, settings);
  resetConfig();
  try {
    return await fn();
  } finally {
    Object.assign(process.env, before);
    resetConfig();
  }
}

const put = (client: ApiClient, body: unknown, query = '') => client.call('PUT', `/api/reports/settings${query}`, { body });

describe('report settings', () => {
  it('starts empty, refuses bad input in Spanish, saves with a version check and logs the change', async () => {
    const empty = await admin.get('/api/reports/settings');
    expect(empty.status).toBe(200);
    expect(reportSettingsSchema.parse(empty.body)).toEqual({ tenantId: 'demo-corporativo', powerBi: null, home: [], compliancePage: [], powerBiAvailable: true, etag: null, updatedAt: null });

    const bad = await put(admin, {
      powerBi: { workspaceId: 'no-es-guid', reportId: REPORT },
      home: [
        { title: '', url: 'http://reportes.example.mx', isEmbed: false },
        { title: 'Marco ajeno', url: 'https://reportes.example.mx/x', isEmbed: true },
      ],
      compliancePage: Array.from({ length: 11 }, (_, i) => ({ title: `R${i}`, url: 'https://app.powerbi.com/view?r=x', isEmbed: true })),
      etag: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'powerBi.workspaceId': [reportMessages.guid],
      'home.0.title': [reportMessages.titleRequired],
      'home.0.url': [reportMessages.url],
      'home.1.url': [reportMessages.embedHost],
      compliancePage: [reportMessages.tooMany],
    });
    expect((await new ReportSettingsRepository().read(demo))).toBeUndefined();

    const saved = await put(admin, { ...validSettings, etag: null });
    expect(saved.status).toBe(200);
    const settings = reportSettingsSchema.parse(saved.body);
    expect(settings.powerBi).toEqual({ workspaceId: WS, reportId: REPORT, supplierRole: 'Proveedor' });
    expect(settings.home.map((r) => r.id)).toEqual(['home-1', 'home-2']);
    expect(settings.etag).toBeTruthy();
    const stored = (await new ReportSettingsRepository().read(demo))!;
    expect(stored).toMatchObject({ type: 'reportSettings', updatedBy: expect.any(String), compliancePage: [{ id: 'compliance-page-1', isEmbed: true }] });

    // A second "first" save, or one from a stale version, is refused and changes nothing.
    expect((await put(admin, { ...validSettings, home: [], etag: null })).status).toBe(409);
    const stale = await put(admin, { ...validSettings, home: [], etag: '"stale"' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(reportMessages.conflict);
    expect((await new ReportSettingsRepository().read(demo))!.home).toHaveLength(2);

    const today = new Date().toISOString().slice(0, 10);
    const { items } = await new EventLog().list(demo, today, { pageSize: 50 });
    const entry = items.find((e) => e.type === 'reports.configured');
    expect(entry?.email).toBe('admin@demo.expediente.mx');
    expect(JSON.parse(entry!.detail!)).toMatchObject({ powerBiBefore: false, powerBiAfter: true, homeReports: 2, compliancePageReports: 1, supplierRls: true });
  });

  it("lets the Developer configure another tenant with ?tenant=, and nobody else reach it", async () => {
    const other = await developer.get('/api/reports/settings?tenant=segundo-cliente');
    expect(other.status).toBe(200);
    expect(other.body.tenantId).toBe('segundo-cliente');
    const saved = await put(developer, { powerBi: null, home: [validSettings.home[1]], compliancePage: [], etag: other.body.etag }, '?tenant=segundo-cliente');
    expect(saved.status).toBe(200);
    expect((await otherCustomer.get('/api/documents/reports/home')).body.reports).toEqual([{ id: 'home-1', ...validSettings.home[1] }]);
    expect((await admin.get('/api/reports/settings?tenant=segundo-cliente')).status).toBe(404);
    expect((await put(admin, { ...validSettings }, '?tenant=segundo-cliente')).status).toBe(404);
    expect((await developer.get('/api/reports/settings?tenant=no-existe')).status).toBe(404);
    expect((await developer.get('/api/reports/settings?tenant=NO%20VALE')).status).toBe(400);
    expect((await customer.get('/api/reports/settings')).status).toBe(403);
  });
});

describe('configured reports', () => {
  it('lists each page’s reports for customers and staff, none for a supplier', async () => {
    await put(admin, { ...validSettings });
    const home = await customer.get('/api/documents/reports/home');
    expect(home.status).toBe(200);
    expect(reportsResponseSchema.parse(home.body).reports).toEqual(validSettings.home.map((r, i) => ({ id: `home-${i + 1}`, ...r })));
    expect((await viewer.get('/api/documents/reports/compliance-page')).body.reports).toEqual([{ id: 'compliance-page-1', ...validSettings.compliancePage[0] }]);
    expect((await supplier.get('/api/documents/reports/home')).body).toEqual({ reports: [] });
    expect((await supplier.get('/api/documents/reports/compliance-page')).body).toEqual({ reports: [] });
  });
});

describe('GET /api/reports/bi/auth', () => {
  it('needs costumer-bi (customers and staff) or supplier-bi (suppliers)', async () => {
    await put(admin, { ...validSettings });
    const off = await customer.get('/api/reports/bi/auth');
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('feature_disabled');
    await withFlags({ 'supplier-bi': true }, async () => {
      expect((await customer.get('/api/reports/bi/auth')).status).toBe(403);
      expect((await supplier.get('/api/reports/bi/auth')).status).toBe(200);
    });
  });

  it('runs the service-principal flow and keeps the identity platform token until near its expiry', async () => {
    await put(admin, { ...validSettings });
    await withFlags({ 'costumer-bi': true }, async () => {
      const before = fake.requests.length;
      const first = await customer.get('/api/reports/bi/auth');
      expect(first.status).toBe(200);
      const auth = biAuthResponseSchema.parse(first.body);
      expect(auth.embedUrl).toMatch(new RegExp(`^https://app\\.powerbi\\.com/reportEmbed\\?reportId=${REPORT}&groupId=${WS}`));
      expect(auth.report).toEqual({ id: REPORT, name: 'Cumplimiento de proveedores' });
      expect(Date.parse(auth.expiration)).toBeGreaterThan(Date.now() + 50 * 60_000);
      const calls = fake.requests.slice(before);
      // A token may already be cached from the test before; the report and the embed token are asked each time.
      expect(calls.filter((r) => r.kind === 'report')).toHaveLength(1);
      const generate = calls.find((r) => r.kind === 'generate-token')!;
      expect(generate.body).toEqual({ accessLevel: 'View' });

      const second = await admin.get('/api/reports/bi/auth');
      expect(second.status).toBe(200);
      expect(second.body.token).not.toBe(auth.token);
      expect(fake.requests.slice(before).filter((r) => r.kind === 'token').length).toBeLessThanOrEqual(1);

      // A token that lives less than the 5-minute margin is asked for again on every call.
      await withSettings(short.settings, async () => {
        for (let i = 0; i < 2; i++) {
          const res = await customer.get('/api/reports/bi/auth');
          expect(res.status).toBe(200);
          expect(Date.parse(res.body.expiration)).toBeLessThan(Date.now() + 3 * 60_000);
        }
        expect(short.requests.filter((r) => r.kind === 'token')).toHaveLength(2);
      });
    });
  });

  it('embeds a supplier only as its own organization through the row-level security role', async () => {
    await withFlags({ 'supplier-bi': true }, async () => {
      await put(admin, { ...validSettings });
      const mark = fake.requests.length;
      const res = await supplier.get('/api/reports/bi/auth');
      expect(res.status).toBe(200);
      const generate = fake.requests.slice(mark).find((r) => r.kind === 'generate-token')!;
      expect(generate.body).toEqual({
        accessLevel: 'View',
        identities: [{ username: 'sup-limpieza-bajio', roles: ['Proveedor'], datasets: ['5b8f0d1e-2c3a-4e5f-8a9b-0c1d2e3f4a5b'] }],
      });

      await put(admin, { ...validSettings, powerBi: { workspaceId: WS, reportId: REPORT, supplierRole: '' } });
      const unfiltered = await supplier.get('/api/reports/bi/auth');
      expect(unfiltered.status).toBe(404);
      expect(unfiltered.body.message).toBe(reportMessages.notConfigured);
    });
  });

  it('answers 404 in Spanish when the tenant or the app has no Power BI', async () => {
    await withFlags({ 'costumer-bi': true }, async () => {
      await put(admin, { ...validSettings, powerBi: null });
      const none = await customer.get('/api/reports/bi/auth');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe(reportMessages.notConfigured);

      await put(admin, { ...validSettings });
      const secret = process.env.POWERBI_CLIENT_SECRET;
      delete process.env.POWERBI_CLIENT_SECRET;
      resetConfig();
      try {
        const app = await customer.get('/api/reports/bi/auth');
        expect(app.status).toBe(404);
        expect(app.body.message).toBe(reportMessages.notConfigured);
        expect((await admin.get('/api/reports/settings')).body.powerBiAvailable).toBe(false);
      } finally {
        process.env.POWERBI_CLIENT_SECRET = secret;
        resetConfig();
      }
    });
  });

  it('turns identity and Power BI failures into a clear Spanish 503 or 404, with no secret or token in answers or logs', async () => {
    await put(admin, { ...validSettings });
    const logged: string[] = [];
    for (const method of ['warn', 'error', 'log', 'info'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    await withFlags({ 'costumer-bi': true }, async () => {
      // Short tokens: every call goes to the identity platform, so its failure shows at once.
      await withSettings(short.settings, async () => {
        const answers = [];
        for (const status of [401, 403, 500] as const) {
          short.fail('token', status);
          const res = await customer.get('/api/reports/bi/auth');
          expect(res.status).toBe(503);
          expect(res.body).toMatchObject({ code: 'service_unavailable', message: reportMessages.identityFailed });
          answers.push(res);
        }
        short.fail('token', undefined);
        for (const step of ['report', 'generate-token'] as const) {
          for (const status of [401, 403, 500] as const) {
            short.fail(step, status);
            const res = await customer.get('/api/reports/bi/auth');
            expect(res.status, `${step} ${status}`).toBe(503);
            expect(res.body).toMatchObject({ code: 'service_unavailable', message: reportMessages.powerBiFailed });
            answers.push(res);
          }
          short.fail(step, undefined);
        }
        short.missingReports.add(REPORT);
        try {
          const missing = await customer.get('/api/reports/bi/auth');
          expect(missing.status).toBe(404);
          expect(missing.body.message).toBe(reportMessages.powerBiReportMissing);
        } finally {
          short.missingReports.delete(REPORT);
        }
        // Wrong credentials in the settings: the identity platform refuses them.
        await withSettings({ POWERBI_CLIENT_SECRET: 'otro-secreto-equivocado' }, async () => {
          const wrong = await customer.get('/api/reports/bi/auth');
          expect(wrong.status).toBe(503);
          expect(wrong.body.message).toBe(reportMessages.identityFailed);
        });
        expect(logged.some((line) => line.includes('power-bi: token failed (HTTP 401)'))).toBe(true);
        const text = JSON.stringify(answers.map((a) => a.body)) + logged.join('\n');
        expect(text).not.toContain(fake.settings.POWERBI_CLIENT_SECRET);
        expect(text).not.toContain('otro-secreto-equivocado');
        expect(text).not.toMatch(/fake-aad\.|fake-embed\./);
        expect(answers.every((a) => a.body.message !== messages.internal)).toBe(true);
        expect((await customer.get('/api/reports/bi/auth')).status).toBe(200);
      });
    });
  });
});

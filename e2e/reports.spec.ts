import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { csrf, signInByApi } from './identity-support';
import { navigateInApp, openSignedIn, toast } from './shell-support';

/**
 * Reports (issue 17): an administrator configures the tenant's Power BI report and a framed report on the 'Reportes'
 * card of /admin/tenants/{id}; /compliance then embeds the Power BI report above the native dashboard. The host runs
 * with LOCAL_POWERBI_FAKE=true, so GET /api/reports/bi/auth does the service-principal flow against the local
 * stand-in (functions/src/local/services/power-bi-fake.ts). In the browser the Power BI client only embeds from
 * powerbi.com hosts (ARCHITECTURE.md): app.powerbi.com is intercepted with page.route and answered by a minimal page
 * that speaks the client's postMessage protocol far enough for the 'loaded' event: it answers 'POST /report/load'
 * (202), shows the embed token it was handed, and posts the report's 'loaded' event back.
 */

const WS = '0f6b2c1d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const REPORT = '9a8b7c6d-5e4f-4321-8765-0fedcba98765';
const FRAME_URL = 'https://lookerstudio.google.com/embed/reporting/expediente-demo/page/1';

const powerBiPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Power BI</title></head><body>
<p id="estado">esperando</p>
<script>
window.addEventListener('message', function (event) {
  var m = event.data;
  if (!m || typeof m !== 'object' || typeof m.url !== 'string' || !m.method) return;
  var answer = function (status) { event.source.postMessage({ headers: { id: m.headers && m.headers.id }, statusCode: status, body: null }, '*'); };
  if (m.method === 'POST' && m.url === '/report/load') {
    document.getElementById('estado').textContent = 'token:' + (m.body && m.body.accessToken);
    answer(202);
    event.source.postMessage({ method: 'POST', url: '/reports/' + m.headers.uid + '/events/loaded', headers: {}, body: {} }, '*');
  } else {
    answer(202);
  }
});
</script></body></html>`;

async function interceptEmbedHosts(page: Page, seen: string[]) {
  await page.route('https://app.powerbi.com/**', (route: Route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: powerBiPage });
  });
  await page.route('https://lookerstudio.google.com/**', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="es"><body><p>Reporte de Looker Studio</p></body></html>' }),
  );
}

/** The tenant's flag, set by the Developer (POST /api/admin/features/manage: Status 0 on, 1 off). */
async function setFlag(request: APIRequestContext, feature: string, on: boolean) {
  const answer = await request.post('/api/admin/features/manage', { data: { Feature: feature, Status: on ? 0 : 1 }, headers: csrf });
  expect(answer.status(), `${feature} ${on}`).toBe(200);
}

test.describe('reports', () => {
  // Leave Demo Corporativo as the other specs of the lane expect it: no reports, costumer-bi off.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInByApi(page, 'developer@demo.expediente.mx');
    await page.request.put('/api/reports/settings?tenant=demo-corporativo', { data: { powerBi: null, home: [], compliancePage: [] }, headers: csrf });
    await setFlag(page.request, 'costumer-bi', false);
    await page.close();
  });

  test('an administrator configures Power BI and a frame; /compliance embeds the report with the token of bi/auth', async ({ page }) => {
    const seen: string[] = [];
    await interceptEmbedHosts(page, seen);
    // The flag first: the app reads the user's flags when it loads.
    await signInByApi(page, 'developer@demo.expediente.mx');
    await setFlag(page.request, 'costumer-bi', true);
    await openSignedIn(page, 'developer@demo.expediente.mx', '/admin/tenants/demo-corporativo');

    const card = page.getByRole('group', { name: 'Reportes' });
    await card.getByRole('switch', { name: 'Usar un reporte de Power BI' }).click();
    await card.getByRole('textbox', { name: /Área de trabajo/ }).fill(WS);
    await card.getByRole('textbox', { name: /^Reporte \(report ID\)/ }).fill(REPORT);
    const cumplimiento = card.getByRole('group', { name: 'Reportes de Cumplimiento' });
    await cumplimiento.getByRole('button', { name: 'Agregar reporte' }).click();
    await cumplimiento.getByRole('textbox', { name: /Título/ }).fill('Cumplimiento por proveedor');
    // A frame from a host outside the CSP's list is refused before it is sent.
    await cumplimiento.getByRole('textbox', { name: /Dirección/ }).fill('https://reportes.example.mx/tablero');
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(cumplimiento.getByText(/Solo se pueden incrustar reportes de/)).toBeVisible();
    await cumplimiento.getByRole('textbox', { name: /Dirección/ }).fill(FRAME_URL);
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Configuración de reportes guardada.')).toBeVisible();

    await navigateInApp(page, '/compliance');
    const bi = page.getByRole('region', { name: 'Reporte de Power BI: Cumplimiento de proveedores' });
    // The page and the Power BI client are lazy chunks: on two busy cores they can take a while the first time.
    await expect(bi).toBeVisible({ timeout: 30_000 });
    // The client embedded the report's embedUrl (from the fake's Get Report In Group) and handed over the embed token.
    const frame = bi.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://app\\.powerbi\\.com/reportEmbed\\?reportId=${REPORT}&groupId=${WS}`));
    await expect(page.frameLocator('section[aria-label^="Reporte de Power BI"] iframe').locator('#estado')).toHaveText(/^token:H4sIAAAAAAAEAB2Wx\.fake-embed\./, { timeout: 30_000 });
    // 'loaded' came back through the client's protocol: the loading state is gone.
    await expect(bi).toHaveAttribute('aria-busy', 'false');
    await expect(bi.getByText('Cargando el reporte de Power BI...')).toHaveCount(0);
    await expect(frame).toHaveAttribute('title', 'Reporte de Power BI: Cumplimiento de proveedores');
    expect(seen.length).toBeGreaterThan(0);

    const framed = page.getByTitle('Cumplimiento por proveedor');
    await expect(framed).toHaveAttribute('src', FRAME_URL);
    await expect(framed).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.frameLocator('iframe[title="Cumplimiento por proveedor"]').getByText('Reporte de Looker Studio')).toBeVisible();
    // The native dashboard stays below the reports.
    await expect(page.getByRole('heading', { level: 1, name: 'Cumplimiento' })).toBeVisible();
  });

  test('a customer without the flag never asks for the BI report; with no Power BI the home shows the home reports', async ({ page }) => {
    // The Developer works through the API only: a page of its own would ask for the BI report while the flag is on.
    await signInByApi(page, 'developer@demo.expediente.mx');
    await page.request.put('/api/reports/settings?tenant=demo-corporativo', {
      data: { powerBi: null, home: [{ title: 'Resumen ejecutivo', url: FRAME_URL, isEmbed: true }], compliancePage: [] },
      headers: csrf,
    });
    await setFlag(page.request, 'costumer-bi', false);
    await interceptEmbedHosts(page, []);
    const biCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/reports/bi/auth')) biCalls.push(r.url());
    });
    await openSignedIn(page, 'cliente@demo.expediente.mx', '/');
    const reports = page.getByRole('region', { name: 'Reportes' });
    await expect(reports.getByTitle('Resumen ejecutivo')).toHaveAttribute('src', FRAME_URL);
    expect(biCalls).toEqual([]);
  });
});

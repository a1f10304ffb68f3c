import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { csrf, demoPassword } from './identity-support';
import { layoutProblems, openSignedIn, seriousViolations } from './shell-support';

/**
 * Metadata extraction in Chromium (issue 14): a 32-D opinion with text, stored through the real upload calls, is
 * read on upload; an Admin finds its processing record on /admin/tablestorage, sends it to 'Reprocesar' by
 * keyboard, and its detail shows the run's findings. The page on a 390 px phone shows cards, in both themes.
 */

// axe-core is injected as a script tag, which the app's CSP (script-src 'self') refuses: bypass it here only.
test.use({ bypassCSP: true });

const fileName = 'opinion-32d-e2e.pdf';
const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** Today in Mexico City: [year, month, day]. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()).split('-').map(Number) as [number, number, number];

/** A one-page 32-D opinion for Limpieza y Servicios del Bajío, issued today (Mexico City), in sentido POSITIVO. */
async function opinionPdf(): Promise<Buffer> {
  const [year, month, day] = today();
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  const lines = [
    'Opinión del cumplimiento de obligaciones fiscales',
    'Folio: 26NA7781234',
    'Clave de R.F.C.: LSE150312QA2',
    'Nombre, denominación o razón social: LIMPIEZA Y SERVICIOS DEL BAJIO SA DE CV',
    'En atención a su solicitud, se emite esta opinión en sentido POSITIVO.',
    `Revisión practicada el día ${String(day).padStart(2, '0')} de ${months[month - 1]} de ${year}, a las 10:15 horas.`,
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 720 - i * 24, size: 11, font }));
  return Buffer.from(await pdf.save());
}

/** SAS, one block, block list, add: the browser's upload, sent from the test as the Developer. Answers the publicKey. */
async function storeOpinion(api: APIRequestContext): Promise<string> {
  expect((await api.post('/api/login', { data: { email: 'developer@demo.expediente.mx', password: demoPassword } })).status()).toBe(200);
  const data = await opinionPdf();
  const sasRes = await api.post('/api/documents/GetContainerSASToken', { data: { documentTypeCode: 'mxopinion32d', fileName, size: data.length, contentType: 'application/pdf', companyPK: 'sup-limpieza-bajio' } });
  expect(sasRes.status()).toBe(200);
  const sas = (await sasRes.json()) as { uploadUrl: string; blobUrl: string };
  const blockId = Buffer.from('block-000000').toString('base64');
  expect((await api.put(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(blockId)}`, { data })).status()).toBe(201);
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${blockId}</Latest></BlockList>`;
  expect((await api.put(`${sas.uploadUrl}&comp=blocklist`, { data: list, headers: { 'x-ms-blob-content-type': 'application/pdf' } })).status()).toBe(201);
  const md5 = createHash('md5').update(data).digest('base64');
  // A monthly type: this month's period (its first day at -06:00).
  const [year, month] = today();
  const fromDate = `${year}-${String(month).padStart(2, '0')}-01T00:00:00-06:00`;
  const add = await api.post('/api/documents/add', {
    data: { name: fileName, contentType: 'application/pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5, documentTypeCode: 'mxopinion32d', status: 'P', companyPK: 'sup-limpieza-bajio', fromDate },
  });
  expect(add.status(), await add.text()).toBe(201);
  return ((await add.json()) as { document: { publicKey: string } }).document.publicKey;
}

test('an Admin reprocesses a record from TableStorage and the detail shows the findings', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { ...csrf, Origin: baseURL! } });
  const key = await storeOpinion(api);
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, 'admin@demo.expediente.mx', '/admin/tablestorage');
  await expect(page.getByRole('heading', { level: 1, name: 'TableStorage' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Admin');
  await expect(page.getByRole('combobox', { name: 'Tabla' })).toHaveValue('processing');
  const grid = page.getByRole('grid', { name: 'Registros de la tabla' });
  const link = grid.getByRole('link', { name: fileName });
  await expect(link).toHaveAttribute('href', `/documents/${key}`);

  // Keyboard: Space checks the row, Tab and Enter press Reprocesar.
  const row = grid.getByRole('checkbox', { name: `Seleccionar ${fileName}` });
  await row.focus();
  await page.keyboard.press('Space');
  await expect(row).toBeChecked();
  await expect(page.getByText('1 registro seleccionado')).toBeVisible();
  const reprocess = page.getByRole('button', { name: 'Reprocesar' });
  await reprocess.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Se envió 1 registro a procesar.')).toBeVisible({ timeout: 15_000 });

  // The record's link opens the document; its run ends and the findings show.
  await link.click();
  await expect(page).toHaveURL(`/documents/${key}`);
  const card = page.getByRole('group', { name: 'Extracción de datos' });
  await expect(card.getByText('RFC del proveedor', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Extrayendo datos…')).toHaveCount(0);
  await expect(card.locator('li').filter({ hasText: 'RFC del proveedor' })).toContainText('Cumple');
  await expect(card.getByText(/^(Completa|Parcial)$/)).toBeVisible();
});

test('TableStorage on a 390 px phone shows cards, without sideways scroll or axe violations, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'soporte@demo.expediente.mx', '/admin/tablestorage');
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') {
      await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
      await page.reload();
    }
    await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
    await expect(page.getByRole('list', { name: 'Registros de la tabla' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('grid')).toHaveCount(0);
    problems.push(...(await seriousViolations(page)).map((v) => `${theme} ${v}`));
    problems.push(...(await layoutProblems(page)).map((v) => `${theme} ${v}`));
  }
  expect(problems).toEqual([]);
  // The Images switch asks the server for the images only (bitconfig 01001).
  const asked = page.waitForRequest((r) => r.url().includes('/api/storage/table/processing') && new URL(r.url()).searchParams.get('bitconfig') === '01001');
  await page.getByRole('switch', { name: 'Images' }).click();
  await asked;
  await expect(page.getByRole('switch', { name: 'Images' })).toBeChecked();
});

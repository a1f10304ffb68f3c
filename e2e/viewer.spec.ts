import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csrf, demoPassword } from './identity-support';
import { layoutProblems, signInToShell } from './shell-support';

/**
 * The viewer card in Chromium, with the app's CSP enforced (no bypass): a two-page PDF stored through the real
 * upload calls is opened by a customer in /documents/{publicKey} on a 390 px phone; pdf.js draws it from its
 * same-origin worker (no CSP report), turns pages and zooms; 'Descargar' saves the file under its original name.
 */

const phone = { width: 390, height: 844 };
const fileName = 'Opinión de cumplimiento visor.pdf';

/** A small, valid PDF of `pages` pages, each with a line of text in Helvetica (offsets computed for the xref). */
function pdfOf(pages: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const stream = `BT /F1 36 Tf 60 700 Td (${text}) Tj ET 0 0 1 rg 60 400 300 200 re f`;
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** SAS, one block, block list, add: the browser's upload, sent from the test as the Developer. Answers the publicKey. */
async function storeDocument(api: APIRequestContext, data: Buffer): Promise<string> {
  expect((await api.post('/api/login', { data: { email: 'developer@demo.expediente.mx', password: demoPassword } })).status()).toBe(200);
  const sasRes = await api.post('/api/documents/GetContainerSASToken', { data: { documentTypeCode: 'mxopinion32d', fileName, size: data.length, contentType: 'application/pdf', companyPK: 'sup-limpieza-bajio' } });
  expect(sasRes.status()).toBe(200);
  const sas = (await sasRes.json()) as { uploadUrl: string; blobUrl: string };
  const blockId = Buffer.from('block-000000').toString('base64');
  expect((await api.put(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(blockId)}`, { data })).status()).toBe(201);
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${blockId}</Latest></BlockList>`;
  expect((await api.put(`${sas.uploadUrl}&comp=blocklist`, { data: list, headers: { 'x-ms-blob-content-type': 'application/pdf' } })).status()).toBe(201);
  const add = await api.post('/api/documents/add', {
    data: {
      name: fileName,
      contentType: 'application/pdf',
      blobUrl: sas.blobUrl,
      length: data.length,
      MD5: createHash('md5').update(data).digest('base64'),
      documentTypeCode: 'mxopinion32d',
      status: 'P',
      companyPK: 'sup-limpieza-bajio',
      fromDate: '2026-02-01T00:00:00-06:00',
    },
  });
  expect(add.status(), await add.text()).toBe(201);
  return ((await add.json()) as { document: { publicKey: string } }).document.publicKey;
}

/** Pixels of the canvas that are not white: pdf.js drew the page (text and the blue box). */
async function drawnPixels(page: Page): Promise<{ width: number; inked: number }> {
  return page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200) inked += 1;
    return { width: canvas.getBoundingClientRect().width, inked };
  });
}

test('a customer reads a stored PDF in the viewer on a phone and downloads it by its name', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const data = pdfOf(['Primera pagina del visor', 'Segunda pagina del visor']);
  const api = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { ...csrf, Origin: baseURL! } });
  const key = await storeDocument(api, data);
  await api.dispose();

  const cspReports: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) cspReports.push(msg.text());
  });
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (/pdf\.worker/.test(req.url())) scripts.push(req.url());
  });

  await page.setViewportSize(phone);
  await signInToShell(page, 'cliente@demo.expediente.mx');
  await page.goto(`/documents/${key}`);
  const viewer = page.getByRole('group', { name: 'Visor de documento' });
  await expect(viewer.getByText('Página 1 de 2')).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole('img', { name: `${fileName}, página 1 de 2` })).toBeVisible();
  await expect.poll(async () => (await drawnPixels(page)).inked, { timeout: 15_000 }).toBeGreaterThan(1000);
  // The worker is the build's own file, same origin (CSP worker-src 'self').
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((url) => new URL(url).origin === new URL(baseURL!).origin)).toBe(true);
  const fitted = (await drawnPixels(page)).width;
  expect(fitted).toBeLessThanOrEqual(phone.width);

  await viewer.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(viewer.getByText('Página 2 de 2')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Acercar' }).click();
  await expect(viewer.getByText('Zoom 125 %')).toBeVisible();
  await expect.poll(async () => (await drawnPixels(page)).width).toBeGreaterThan(fitted * 1.2);
  // Zoomed, the page scrolls inside the card, never the whole page sideways.
  expect(await layoutProblems(page)).toEqual([]);

  // The keyboard reaches the controls: Shift+Tab from 'Acercar' to the zoom-out button.
  await viewer.getByRole('button', { name: 'Acercar' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(viewer.getByRole('button', { name: 'Alejar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer.getByText('Zoom 100 %')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Descargar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(saved).equals(data)).toBe(true);

  expect(cspReports).toEqual([]);
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csrf, demoPassword } from './identity-support';
import { layoutProblems, openSignedIn } from './shell-support';

/**
 * The viewer card in Chromium, with the app's CSP enforced (no bypass): a two-page PDF stored through the real
 * upload calls is opened by a customer in /documents/{publicKey} on a 390 px phone; pdf.js draws it from its
 * same-origin worker (no CSP report), turns pages and zooms; 'Descargar' saves the file under its original name.
 * A PNG turns and zooms from its blob: URL, and an .xlsx is read by the sheet reader's blob: workers (CSP img-src
 * and worker-src blob:). The files are built here: a PDF, a PNG and a stored-entries zip, each a few hundred bytes.
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

type Upload = { data: Buffer; fileName: string; contentType: string; type: string; add?: Record<string, unknown> };

/** SAS, one block, block list, add: the browser's upload, sent from the test as the Developer. Answers the publicKey. */
async function storeDocument(api: APIRequestContext, u: Upload): Promise<string> {
  const sasRes = await api.post('/api/documents/GetContainerSASToken', { data: { documentTypeCode: u.type, fileName: u.fileName, size: u.data.length, contentType: u.contentType, companyPK: 'sup-limpieza-bajio' } });
  expect(sasRes.status()).toBe(200);
  const sas = (await sasRes.json()) as { uploadUrl: string; blobUrl: string };
  const blockId = Buffer.from('block-000000').toString('base64');
  expect((await api.put(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(blockId)}`, { data: u.data })).status()).toBe(201);
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${blockId}</Latest></BlockList>`;
  expect((await api.put(`${sas.uploadUrl}&comp=blocklist`, { data: list, headers: { 'x-ms-blob-content-type': u.contentType } })).status()).toBe(201);
  const add = await api.post('/api/documents/add', {
    data: {
      name: u.fileName,
      contentType: u.contentType,
      blobUrl: sas.blobUrl,
      length: u.data.length,
      MD5: createHash('md5').update(u.data).digest('base64'),
      documentTypeCode: u.type,
      status: 'P',
      companyPK: 'sup-limpieza-bajio',
      ...u.add,
    },
  });
  expect(add.status(), await add.text()).toBe(201);
  return ((await add.json()) as { document: { publicKey: string } }).document.publicKey;
}

/** The Developer's API session (the upload calls need the same-origin proof). */
async function developerApi(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, baseURL: string): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...csrf, Origin: baseURL } });
  expect((await api.post('/api/login', { data: { email: 'developer@demo.expediente.mx', password: demoPassword } })).status()).toBe(200);
  return api;
}

/** A width × height PNG of one colour (RGB, no filter). */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
    return Buffer.concat([head, Buffer.from(type, 'latin1'), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x1e, 0x60, 0xc0]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A zip of stored (uncompressed) entries: enough for an .xlsx. */
function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-sheet workbook ('Trabajadores') with inline strings. */
function xlsxOf(rows: string[][]): Buffer {
  const cells = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`)
    .join('');
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Trabajadores" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
  });
}

/** Console messages of the page that report a CSP refusal. */
function cspReportsOf(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) reports.push(msg.text());
  });
  return reports;
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
  // A text of this run's own: the server answers an identical file as a duplicate (200, not 201), as on a retry.
  const data = pdfOf(['Primera pagina del visor', `Segunda pagina del visor ${Date.now()}`]);
  const api = await developerApi(playwright, baseURL!);
  const key = await storeDocument(api, { data, fileName, contentType: 'application/pdf', type: 'mxopinion32d', add: { fromDate: '2026-02-01T00:00:00-06:00' } });
  await api.dispose();

  const cspReports = cspReportsOf(page);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (/pdf\.worker/.test(req.url())) scripts.push(req.url());
  });

  await page.setViewportSize(phone);
  await openSignedIn(page, 'cliente@demo.expediente.mx', `/documents/${key}`);
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
  expect(readFileSync(saved).equals(data)).toBe(true);

  expect(cspReports).toEqual([]);
});

test('an image turns and zooms, and an .xlsx shows its first rows, under the CSP (blob: image and sheet-reader workers)', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const api = await developerApi(playwright, baseURL!);
  const imageKey = await storeDocument(api, { data: pngOf(300, 120), fileName: 'domicilio-visor.png', contentType: 'image/png', type: 'mxdomicilio' });
  const rows = [['NSS', 'Nombre'], ...Array.from({ length: 3 }, (_, i) => [`1234567890${i}`, `Trabajador ${i + 1}`])];
  const sheetKey = await storeDocument(api, {
    data: xlsxOf(rows),
    fileName: 'plantilla-visor.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    type: 'mxplantilla',
    add: { fromDate: '2026-02-01T00:00:00-06:00', relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] },
  });
  await api.dispose();

  const cspReports = cspReportsOf(page);
  await page.setViewportSize(phone);
  await openSignedIn(page, 'cliente@demo.expediente.mx', `/documents/${imageKey}`);
  const viewer = page.getByRole('group', { name: 'Visor de documento' });
  const image = viewer.getByRole('img', { name: 'Imagen del documento domicilio-visor.png' });
  await expect(image).toBeVisible({ timeout: 20_000 });
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  const before = (await image.boundingBox())!;
  await viewer.getByRole('button', { name: 'Girar a la derecha' }).click();
  await expect.poll(async () => Math.round((await image.boundingBox())!.height)).toBe(Math.round(before.width));
  await viewer.getByRole('button', { name: 'Acercar' }).click();
  await expect(viewer.getByText('Zoom 125 %')).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  await page.goto(`/documents/${sheetKey}`);
  const table = page.getByRole('group', { name: 'Visor de documento' }).getByRole('table');
  await expect(table.getByRole('cell', { name: 'NSS' })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('cell', { name: 'Trabajador 3' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  expect(cspReports).toEqual([]);
});

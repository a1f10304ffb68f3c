import { expect, test, type Page, type Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { openSignedIn } from './shell-support';

/**
 * 'Cargar Documentos' (/upload-documents) in a real browser against the local host and its Azurite: the supplier's
 * file goes straight to Blob Storage in 4 MiB blocks over XHR with a progress bar; an upload whose Put Block
 * requests the network drops resumes (Get Block List, then only the missing block) and completes; a file of
 * another format is refused by the drop zone. What only a browser shows: XHR upload progress, CORS to Azurite,
 * the network failing mid-upload.
 */

const MiB = 1024 * 1024;
/** Initial types that take a PDF, need no customer and have no document in the demo data (seed-documents.ts). */
const poderZone = /^Cargar Poder notarial de /;
const registroZone = /^Cargar Registro patronal de /;

const pdf = (name: string, size: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]) });

/** The first test comes through the header's 'Cargar Documentos' link; the others open the page at once. */
async function openInitialTab(page: Page, throughHeader = false) {
  await openSignedIn(page, 'proveedor@demo.expediente.mx', throughHeader ? '/' : '/upload-documents');
  if (throughHeader) await page.getByRole('link', { name: 'Cargar Documentos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Cargar Documentos', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^Inicial/ }).click();
  await expect(page.getByTestId('drop-zone').first()).toBeVisible();
}

/** Chooses a file in a drop zone (its button opens the browser's dialog) and answers the modal it opens. */
async function dropInto(page: Page, zone: ReturnType<Page['getByRole']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await zone.getByRole('button', { name: /^Seleccionar archivo/ }).click();
  await (await chooser).setFiles(file);
}

const blockId = (req: Request) => new URL(req.url()).searchParams.get('blockid');
const comp = (req: Request) => new URL(req.url()).searchParams.get('comp');

test("a supplier uploads a 12 MB PDF in 4 MiB blocks and sees the progress, then its card links to the document; a file of another format is refused by the drop zone with 'Formato no permitido: .{ext}'", async ({ page }) => {
  await openInitialTab(page, true);
  const puts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && comp(req) === 'block') puts.push(blockId(req)!);
  });
  await dropInto(page, page.getByRole('group', { name: poderZone }), pdf('expediente-12mb.pdf', 12 * MiB));

  const dialog = page.getByRole('dialog', { name: 'Cargar documento' });
  await expect(dialog.getByText('Tamaño: 12,288 KB')).toBeVisible();
  // Every value the progress shows, from the page itself (a poll from here could miss the steps).
  await page.evaluate(() => {
    const seen: string[] = [];
    (globalThis as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const text = bar?.closest('.fui-Field')?.querySelector('.fui-Field__hint')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  // Cancel is blocked while the blocks travel (part 1 §4).
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  await expect(dialog.getByText('El archivo fue cargado correctamente y está siendo procesado.')).toBeVisible({ timeout: 60_000 });

  const seen = await page.evaluate(() => (globalThis as unknown as { progressSeen: string[] }).progressSeen);
  const values = seen.map((s) => Number.parseInt(s, 10));
  expect(values.at(-1)).toBe(100);
  expect(values.some((v) => v > 0 && v < 100), seen.join(' ')).toBe(true);
  expect(values.every((v, i) => i === 0 || v >= values[i - 1]!)).toBe(true);
  expect(new Set(puts).size).toBe(3);

  // The footer's 'Cerrar' (the title's X has the same name).
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  // The screen reads its slots again 2 s later (part 2 §9): the new file's card links to its detail.
  const link = page.getByRole('link', { name: 'expediente-12mb.pdf' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  expect(await link.getAttribute('href')).toMatch(/^\/documents\/sup-limpieza-bajio\.[0-9a-f-]{36}$/);
  // The supplier's reading of a new document's status P.
  await expect(page.getByRole('group', { name: 'Poder notarial', exact: true }).getByText('En Revisión')).toBeVisible();

  // On the same screen, a file of another format: refused by the zone, no modal. (The zone of the file just
  // uploaded is now 'Agregar otro archivo de …'.)
  const zone = page.getByRole('group', { name: /^(Cargar|Agregar otro archivo de) (Poder notarial|Registro patronal)/ }).first();
  await dropInto(page, zone, { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });
  await expect(zone.getByRole('alert')).toHaveText('Formato no permitido: .png');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an upload interrupted by the network resumes with Get Block List, sends only the missing block, and completes', async ({ page }) => {
  await openInitialTab(page);
  const puts = new Map<string, number>();
  const lists: string[] = [];
  let dropped = 0;
  // The second block's first three attempts (all of one pass) fail as a dropped connection would.
  await page.route(/comp=block(&|$)/, async (route) => {
    const req = route.request();
    if (req.method() === 'PUT') puts.set(blockId(req)!, (puts.get(blockId(req)!) ?? 0) + 1);
    if (req.method() === 'PUT' && blockId(req) === btoa('block-000001') && dropped < 3) {
      dropped += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  page.on('request', (req) => {
    if (req.method() === 'GET' && comp(req) === 'blocklist') lists.push(req.url());
  });
  await dropInto(page, page.getByRole('group', { name: registroZone }), pdf('reanudado.pdf', 9 * MiB));
  const dialog = page.getByRole('dialog', { name: 'Cargar documento' });
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog.getByText('El archivo fue cargado correctamente y está siendo procesado.')).toBeVisible({ timeout: 60_000 });

  expect(dropped).toBe(3);
  expect(lists).toHaveLength(1);
  expect(new URL(lists[0]!).searchParams.get('blocklisttype')).toBe('uncommitted');
  // Blocks 0 and 2 went once; block 1 three times dropped, then once more after the list.
  expect(Object.fromEntries([...puts].map(([id, n]) => [atob(id), n]))).toEqual({ 'block-000000': 1, 'block-000001': 4, 'block-000002': 1 });
});


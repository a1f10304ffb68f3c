import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrf, demoPassword } from './identity-support';
import { layoutProblems, openSignedIn, seriousViolations, toast } from './shell-support';

/**
 * /documents/{id} in Chromium: a document stored through the real upload calls (the Developer, for Limpieza y
 * Servicios del Bajío) is opened by a customer on a 390 px phone in both themes (no sideways scroll, axe clean),
 * rejected by keyboard with its reason (Guardar disabled until the reason is there), still rejected after a
 * reload, and deleted after the 'Eliminar documento' confirmation, which leads back to /documents.
 */

// axe-core is injected as a script tag, which the app's CSP (script-src 'self') refuses: bypass it here only.
test.use({ bypassCSP: true });

const phone = { width: 390, height: 844 };

/** SAS, one block, block list, add: the browser's upload, sent from the test as the Developer. Answers the publicKey. */
async function storeDocument(api: APIRequestContext): Promise<string> {
  expect((await api.post('/api/login', { data: { email: 'developer@demo.expediente.mx', password: demoPassword } })).status()).toBe(200);
  const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
  const fileName = 'constancia-e2e.pdf';
  const sasRes = await api.post('/api/documents/GetContainerSASToken', { data: { documentTypeCode: 'mxcsf', fileName, size: data.length, contentType: 'application/pdf', companyPK: 'sup-limpieza-bajio' } });
  expect(sasRes.status()).toBe(200);
  const sas = (await sasRes.json()) as { uploadUrl: string; blobUrl: string };
  const blockId = Buffer.from('block-000000').toString('base64');
  expect((await api.put(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(blockId)}`, { data })).status()).toBe(201);
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${blockId}</Latest></BlockList>`;
  expect((await api.put(`${sas.uploadUrl}&comp=blocklist`, { data: list, headers: { 'x-ms-blob-content-type': 'application/pdf' } })).status()).toBe(201);
  const md5 = createHash('md5').update(data).digest('base64');
  const add = await api.post('/api/documents/add', {
    data: { name: fileName, contentType: 'application/pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5, documentTypeCode: 'mxcsf', status: 'P', companyPK: 'sup-limpieza-bajio' },
  });
  expect(add.status()).toBe(201);
  return ((await add.json()) as { document: { publicKey: string } }).document.publicKey;
}

test('a customer rejects a document with its reason and deletes it, on a phone, in both themes', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const api = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { ...csrf, Origin: baseURL! } });
  const key = await storeDocument(api);
  await api.dispose();

  await page.setViewportSize(phone);
  // Dark is the default theme (foundation.spec.ts): the first load is in dark, the reload in light.
  await openSignedIn(page, 'cliente@demo.expediente.mx', `/documents/${key}`);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') {
      await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
      await page.reload();
    }
    await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'CSF' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('group', { name: 'Periodo del documento' })).toHaveCount(0);
    problems.push(...(await seriousViolations(page)).map((v) => `${theme} ${v}`));
    problems.push(...(await layoutProblems(page)).map((v) => `${theme} ${v}`));
  }
  expect(problems).toEqual([]);

  const compliance = page.getByRole('group', { name: 'Cumplimiento' });
  await expect(compliance.getByText('En proceso de validación')).toBeVisible();
  await compliance.getByRole('button', { name: 'Editar estatus' }).click();
  const status = compliance.getByRole('combobox', { name: /Estatus/ });
  await status.focus();
  await status.selectOption('I');
  const save = compliance.getByRole('button', { name: 'Guardar' });
  await expect(save).toBeDisabled();
  const reason = compliance.getByRole('textbox', { name: /Motivo/ });
  await reason.focus();
  await page.keyboard.type('Documento ilegible');
  await expect(save).toBeEnabled();
  // The reason is the form's last field: Tab reaches Guardar.
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'El estatus se actualizó correctamente')).toBeVisible();
  // The form closes on success; until it does, its <option>Inválido</option> would also match the text.
  await expect(status).toBeHidden();
  await expect(compliance.getByText('Inválido', { exact: true })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Cumplimiento' }).getByText('Documento ilegible')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Eliminar documento' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminar documento' });
  await expect(dialog.getByText('Esta acción no se puede deshacer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(toast(page, 'El documento fue eliminado.')).toBeVisible();
  expect((await page.request.get(`/api/documents/${key}`)).status()).toBe(404);
});

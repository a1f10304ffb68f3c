import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { layoutProblems, navigateInApp, openSignedIn, seriousViolations, toast } from './shell-support';

/**
 * The review loop (issue 15, decision 015) in Chromium, with two users side by side: the supplier uploads a
 * Registro patronal; the auditor (admin@) opens its audit detail and rejects it asking for a correction; the
 * supplier follows the notification's upload button, uploads the amendment and comments on the dispute; the
 * auditor accepts the amendment with Guardar on its audit detail; the supplier's slot then reads Validado and the
 * dispute Finalizada.
 */

// axe-core is injected as a script tag, which the app's CSP (script-src 'self') refuses: bypass it here only.
test.use({ bypassCSP: true });

// The slot's zone before its first file, or beside the files already there (a retry finds the first run's amendment).
const registroZone = /^(?:Cargar|Agregar otro archivo de) Registro patronal\b/;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]) });

/** The upload modal after its file is chosen: Agregar, the success text, then the footer's Cerrar. */
async function addInModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Cargar documento' });
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(dialog.getByText('El archivo fue cargado correctamente y está siendo procesado.')).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toHaveCount(0);
}

test('a correction asked by the auditor is uploaded, discussed and accepted: the slot is delivered and the dispute Finalizada', async ({ browser }) => {
  // File names of this attempt only: a retry or a repeat on the same host must not find an earlier attempt's rows.
  const run = randomBytes(3).toString('hex');
  const originalName = `registro-${run}.pdf`;
  test.setTimeout(240_000);
  const supplierContext = await browser.newContext();
  const auditorContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  const auditor = await auditorContext.newPage();

  // 1. The supplier uploads its Registro patronal (an initial type with a capture form).
  await openSignedIn(supplier, 'proveedor@demo.expediente.mx', '/upload-documents');
  await supplier.getByRole('tab', { name: /^Inicial/ }).click();
  const chooser = supplier.waitForEvent('filechooser');
  await supplier.getByRole('group', { name: registroZone }).getByRole('button', { name: /^Seleccionar archivo/ }).click();
  await (await chooser).setFiles(pdf(originalName));
  await addInModal(supplier);
  const uploaded = supplier.getByRole('link', { name: originalName });
  await expect(uploaded).toBeVisible({ timeout: 15_000 });
  const original = decodeURIComponent((await uploaded.getAttribute('href'))!.replace('/documents/', ''));

  // 2. The auditor opens its audit detail and asks for a correction.
  await openSignedIn(auditor, 'admin@demo.expediente.mx', `/admin/audit/document-details/${encodeURIComponent(original)}`);
  const form = auditor.getByRole('region', { name: 'Formulario de auditoría' });
  await form.getByRole('button', { name: 'Rechazar' }).click();
  const reject = auditor.getByRole('alertdialog');
  await reject.getByRole('radio', { name: 'Solicitar corrección' }).check();
  await reject.getByRole('textbox', { name: /Comentario/ }).fill('Falta la hoja con el sello del IMSS.');
  await reject.getByRole('button', { name: 'Rechazar documento' }).click();
  await expect(reject).toHaveCount(0, { timeout: 15_000 });

  // 3. The supplier reads the notification and follows its upload button to the amendment's upload.
  await navigateInApp(supplier, '/notifications');
  await supplier.getByRole('button', { name: /Corrección solicitada: Registro patronal/ }).first().click();
  const notice = supplier.getByRole('dialog');
  await expect(notice.getByText(/Falta la hoja con el sello del IMSS\./)).toBeVisible();
  await notice.getByRole('link', { name: 'Cargar documento' }).click();
  await expect(supplier).toHaveURL(/\/contacts\/sup-limpieza-bajio\?.*amendedDocument=/);
  const modal = supplier.getByRole('dialog', { name: 'Cargar documento' });
  await expect(modal.getByText('Esta carga reemplaza al documento inválido.')).toBeVisible({ timeout: 15_000 });
  const amendmentChooser = supplier.waitForEvent('filechooser');
  await modal.getByRole('button', { name: /Seleccionar archivo/ }).click();
  await (await amendmentChooser).setFiles(pdf(`registro-${run}-corregido.pdf`));
  await addInModal(supplier);

  // 4. The dispute is in review; the supplier comments on it.
  await navigateInApp(supplier, '/DocumentsUnderReview');
  const row = supplier.getByRole('row').filter({ has: supplier.getByRole('link', { name: originalName }) });
  await expect(row.getByText('En revisión')).toBeVisible({ timeout: 15_000 });
  await row.getByRole('link', { name: originalName }).click();
  await expect(supplier).toHaveURL(/\/DocumentsUnderReview\/document\/[0-9a-f-]{36}$/);
  const comments = supplier.getByRole('group', { name: 'Comentarios' });
  await expect(comments.getByText('Falta la hoja con el sello del IMSS.')).toBeVisible();
  await comments.getByRole('textbox', { name: 'Comentario' }).fill('Cargué la versión con el sello.');
  await comments.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(supplier, 'Se agregó el comentario.')).toBeVisible();
  const mine = comments.getByRole('listitem').first();
  await expect(mine.getByText('Yo', { exact: true })).toBeVisible();
  await expect(mine.getByText('Cargué la versión con el sello.')).toBeVisible();
  await expect(comments.getByRole('listitem').last().getByText('Auditor', { exact: true })).toBeVisible();
  // The viewer shows the amendment (the dispute's latest document).
  const amendment = await supplier.evaluate(async (key) => {
    const res = await fetch(`/api/disputes/${key}`);
    return ((await res.json()) as { dispute: { latestDocumentPublicKey: string } }).dispute.latestDocumentPublicKey;
  }, supplier.url().split('/').pop()!);
  expect(amendment).not.toBe(original);

  // 5. The auditor accepts the amendment: Guardar on its audit detail.
  await navigateInApp(auditor, `/admin/audit/document-details/${encodeURIComponent(amendment)}`);
  const amendmentForm = auditor.getByRole('region', { name: 'Formulario de auditoría' });
  await expect(amendmentForm.getByRole('button', { name: 'Guardar' })).toBeEnabled({ timeout: 15_000 });
  await amendmentForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(auditor.locator('[data-notification="toast"]').first()).toBeVisible({ timeout: 15_000 });

  // 6. The slot counts as delivered (Validado) and the dispute reads Finalizada, taking no more comments.
  await navigateInApp(supplier, '/DocumentsUnderReview');
  const finished = supplier.getByRole('row').filter({ has: supplier.getByRole('link', { name: originalName }) });
  await expect(finished.getByText('Finalizada')).toBeVisible({ timeout: 15_000 });
  await finished.getByRole('link', { name: originalName }).click();
  await expect(supplier.getByText('Esta aclaración ya no admite comentarios.')).toBeVisible();
  // The dispute and the list on a 390 px phone, in both themes: no sideways scroll, no serious axe violation.
  await supplier.setViewportSize({ width: 390, height: 844 });
  const detailPath = new URL(supplier.url()).pathname;
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') {
      await supplier.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
      await supplier.reload();
    }
    await expect(supplier.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
    await expect(supplier.getByRole('heading', { level: 1, name: originalName })).toBeVisible({ timeout: 15_000 });
    await expect(supplier.getByRole('group', { name: 'Comentarios' }).getByRole('listitem')).toHaveCount(2);
    problems.push(...(await seriousViolations(supplier)).map((v) => `${theme} ${detailPath}: ${v}`));
    problems.push(...(await layoutProblems(supplier)).map((v) => `${theme} ${detailPath}: ${v}`));
  }
  await navigateInApp(supplier, '/DocumentsUnderReview');
  await expect(supplier.getByRole('grid', { name: 'Aclaraciones' })).toBeVisible();
  problems.push(...(await seriousViolations(supplier)).map((v) => `light list: ${v}`));
  problems.push(...(await layoutProblems(supplier)).map((v) => `light list: ${v}`));
  expect(problems).toEqual([]);
  await supplier.setViewportSize({ width: 1280, height: 720 });
  await navigateInApp(supplier, '/upload-documents');
  await supplier.getByRole('tab', { name: /^Inicial/ }).click();
  await expect(supplier.getByRole('group', { name: 'Registro patronal', exact: true }).getByText('Validado')).toBeVisible({ timeout: 15_000 });

  await supplierContext.close();
  await auditorContext.close();
});

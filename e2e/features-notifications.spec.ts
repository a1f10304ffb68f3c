import { expect, test } from '@playwright/test';
import { layoutProblems, openSignedIn, seriousViolations, toast } from './shell-support';

/**
 * Issue 11 (helper B2), end to end against the local host: /admin/features asks before a change and lists who
 * changed what; /notifications and 'Agregar Notificación' speak Spanish in an English browser (no native date or
 * file control), keep the page-size label whole on a phone, and count the title's characters.
 */

// An English browser: the native controls would say 'mm/dd/yyyy' and 'Choose File' here. bypassCSP lets axe in.
test.use({ locale: 'en-US', bypassCSP: true });

const phone = { width: 390, height: 844 };

test('/admin/features: a switch asks first; the change shows in the history with the user, old → new and the time', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'developer@demo.expediente.mx', '/admin/features');
  await expect(page.getByRole('heading', { name: 'Administración de Features', level: 1 })).toBeVisible({ timeout: 30_000 });
  const infotips = page.getByRole('switch', { name: 'Habilitar infotips', exact: true });
  await expect(infotips).toBeChecked({ timeout: 15_000 });

  await infotips.click();
  const dialog = page.getByRole('alertdialog', { name: 'Desactivar funcionalidad' });
  await expect(dialog.getByText(/^¿Desea desactivar infotips para todo el tenant\?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(infotips).toBeChecked();

  const history = page.getByRole('grid', { name: 'Historial de cambios' });
  const firstRow = history.getByRole('row').nth(1);
  try {
    await infotips.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
    await expect(toast(page, 'Se ha cambiado el estado de la funcionalidad.')).toBeVisible();
    await expect(infotips).not.toBeChecked();
    await expect(firstRow.getByRole('gridcell')).toHaveText([/^\d{2}-[a-z]{3}-\d{4} \d{2}:\d{2}$/, 'Diego Herrera Luna', 'infotips', 'Todo el tenant', 'Activada → Desactivada']);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    if (!(await infotips.isChecked())) {
      await infotips.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Activar' }).click();
    }
  }
  await expect(infotips).toBeChecked();
  await expect(firstRow.getByRole('gridcell').last()).toHaveText('Desactivada → Activada');

  await page.setViewportSize(phone);
  await history.scrollIntoViewIfNeeded();
  expect(await layoutProblems(page)).toEqual([]);
});

test('/notifications in an English browser: Spanish date fields and file picker, the page-size label whole at 390 px, a title counter', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await openSignedIn(page, 'admin@demo.expediente.mx', '/notifications');
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('input[type="date"], input[type="file"]:visible')).toHaveCount(0);

  const sizeLabel = page.getByText('Notificaciones por página', { exact: true });
  await sizeLabel.scrollIntoViewIfNeeded();
  const cut = await sizeLabel.evaluate((label) => label.scrollWidth > label.clientWidth || label.getBoundingClientRect().right > window.innerWidth);
  expect(cut).toBe(false);
  expect(await layoutProblems(page)).toEqual([]);

  const from = page.getByRole('textbox', { name: 'Desde' });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await page.getByRole('button', { name: 'Elegir desde en el calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario' });
  await expect(calendar.getByRole('columnheader')).toHaveText(['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sá']);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(await layoutProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Agregar Notificación' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar Notificación' });
  await expect(form.getByRole('button', { name: /Seleccionar archivo$/ })).toBeVisible();
  await expect(form.getByText('Ningún archivo seleccionado')).toBeVisible();
  await form.getByRole('textbox', { name: /^Título/ }).fill('Aviso de prueba');
  await expect(form.getByText('15/100')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /Seleccionar archivo$/ }).press('Enter');
  await (await chooser).setFiles({ name: 'oficio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(form.getByText('oficio.pdf')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Cancelar' }).click();
});

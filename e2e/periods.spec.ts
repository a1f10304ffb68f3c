import { expect, test, type Page } from '@playwright/test';
import { layoutProblems, openSignedIn, seriousViolations, sidebar, toast } from './shell-support';

/**
 * 'Proveedores - Sociedades' (/supplier-periods) against the seeded Demo Corporativo: a customer adds a period in the
 * inline row by keyboard and mouse, edits it, and deletes it after the confirmation; each change survives a reload.
 * The page and its add row fit a 390 px phone (the table scrolls inside its own box), and a supplier only reads.
 */

// bypassCSP lets axe-core in (the site's CSP refuses inline scripts).
test.use({ bypassCSP: true });

const phone = { width: 390, height: 844 };
// Seed version 4: the 20th demo supplier (functions/src/local/seed-directory.ts); its one seeded period ends in 2026.
const supplier = { name: 'Consultoría Profesionales del Norte SA de CV', number: 'PRV-1120' };

function table(page: Page) {
  return page.getByRole('table', { name: 'Periodos de proveedores' });
}

async function settled(page: Page) {
  await expect(table(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Types a search and waits for the list's answer to it (the box asks 600 ms after the last keystroke). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse((res) => res.url().includes('/periods?') && new URL(res.url()).searchParams.get('searchText') === text);
  await page.getByRole('searchbox', { name: 'Buscar un periodo' }).fill(text);
  await answered;
  await settled(page);
}

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('a customer adds, edits and deletes a period; every change survives a reload; the page fits 390 px', async ({ page }) => {
  // The sidebar's link to it is followed in responsive.spec.ts (and by the supplier below).
  await openSignedIn(page, 'cliente@demo.expediente.mx', '/supplier-periods');
  await expect(page.getByRole('heading', { name: 'Proveedores - Sociedades', level: 1 })).toBeVisible();
  await settled(page);
  // Newest start first (part 2 §9), ten to a page.
  await expect(table(page).getByRole('row')).toHaveCount(11);

  await search(page, supplier.number);
  await expect(table(page).getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Agregar periodo' }).click();
  const form = page.getByRole('form', { name: 'Nuevo periodo' });
  // Focus starts in the row's first field.
  await expect(form.getByRole('combobox', { name: 'Sociedad' })).toBeFocused();
  await choose(page, 'Sociedad', 'corporativo', /Corporativo Demo/);
  await choose(page, 'Proveedor', 'consultoria profesionales', /Consultoría Profesionales del Norte/);
  await form.getByRole('textbox', { name: 'Fecha de inicio' }).fill('15/03/2031');
  await form.getByRole('textbox', { name: 'Fecha de fin' }).fill('10/08/2031');

  await page.setViewportSize(phone);
  await expect(page.getByRole('button', { name: 'Menú lateral' })).toBeVisible();
  // Polled: the shell's switch to the phone layout (the sidebar leaving) takes a moment on a busy machine.
  await expect.poll(() => layoutProblems(page), { message: '/supplier-periods with the add row at 390 px' }).toEqual([]);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'El periodo se agregó correctamente.')).toBeVisible();
  await settled(page);
  const added = table(page).getByRole('row').filter({ hasText: '01/03/2031' });
  await expect(added).toContainText('31/08/2031');
  await expect(added).toContainText(supplier.number);
  expect(await seriousViolations(page)).toEqual([]);

  // Back on a desktop width, after a reload: stored.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await search(page, supplier.number);
  await expect(table(page).getByRole('row').filter({ hasText: '01/03/2031' })).toContainText('31/08/2031');

  await table(page).getByRole('row').filter({ hasText: '01/03/2031' }).getByRole('button', { name: `Editar periodo de ${supplier.name}` }).click();
  const edit = page.getByRole('form', { name: 'Editar periodo' });
  const end = edit.getByRole('textbox', { name: 'Fecha de fin' });
  await expect(end).toHaveValue('31/08/2031');
  await end.fill('02/02/2032');
  await end.press('Enter');
  await expect(toast(page, 'El periodo se guardó correctamente.')).toBeVisible();
  await page.reload();
  await search(page, supplier.number);
  const edited = table(page).getByRole('row').filter({ hasText: '01/03/2031' });
  await expect(edited).toContainText('29/02/2032');

  await edited.getByRole('button', { name: `Eliminar periodo de ${supplier.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminar periodo' });
  await expect(dialog).toContainText('del 01/03/2031 al 29/02/2032');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'El periodo se eliminó correctamente.')).toBeVisible();
  await page.reload();
  await search(page, supplier.number);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row').filter({ hasText: '01/03/2031' })).toHaveCount(0);
});

test('a supplier reads only its own periods, without add, edit or delete', async ({ page }) => {
  await openSignedIn(page, 'proveedor@demo.expediente.mx');
  await sidebar(page).getByRole('link', { name: 'Periodo Proveedores', exact: true }).click();
  await settled(page);
  const rows = table(page).getByRole('row');
  await expect(rows).not.toHaveCount(1);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('Limpieza y Servicios del Bajío SA de CV');
  await expect(page.getByRole('button', { name: 'Agregar periodo' })).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^(Editar|Eliminar) periodo/ })).toHaveCount(0);
  await page.setViewportSize(phone);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => layoutProblems(page), { message: '/supplier-periods for a supplier at 390 px' }).toEqual([]);
});

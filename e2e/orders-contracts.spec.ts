import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutProblems, openSignedIn, seriousViolations, toast } from './shell-support';

/**
 * Service orders and contracts (issue 17; part 2 §2.5, §2.7) against the seeded Demo Corporativo: a customer creates an
 * order by keyboard alone in 'Nueva orden' and finds it again after a reload with the 600 ms search; the orders
 * (as cards) and contracts pages on a 390 px phone, in both themes, without sideways scroll or serious axe violations.
 */

// bypassCSP lets axe-core in (the site's CSP refuses inline scripts).
test.use({ bypassCSP: true });

const phone = { width: 390, height: 844 };

/** One Tab reaches `target`: each field is one stop (a combobox's chevron is left out of the tab order). */
async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('a customer creates an order by keyboard and finds it again', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'cliente@demo.expediente.mx', '/orders');
  await expect(page).toHaveURL(/\/orders\/list$/);
  await expect(page.getByText('Por favor seleccione sus criterios de búsqueda.')).toBeVisible();

  const number = `OS-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'Nueva orden' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nueva orden de servicio' });
  await expect(dialog).toBeVisible();
  const numberBox = dialog.getByRole('textbox', { name: /Número de orden/ });
  await numberBox.focus();
  await page.keyboard.type(number);
  // The customer's own organization is chosen for it (the only customer it may pick).
  await expect(dialog.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Corporativo Demo SA de CV');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: /Cliente/ })).toBeFocused();
  const supplierBox = dialog.getByRole('combobox', { name: /Proveedor/ });
  await tabTo(page, supplierBox);
  await page.keyboard.type('Limpieza y Servicios');
  // The server's answer to the typed words (300 ms after typing stops) replaces the first page of suppliers; until it
  // lands, ArrowDown would move from the typed match to whatever follows it in that first page.
  await expect(page.getByRole('option')).toHaveText([/Limpieza y Servicios del Bajío/]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(supplierBox).toHaveValue('Limpieza y Servicios del Bajío SA de CV');
  await tabTo(page, dialog.getByRole('textbox', { name: /Total/ }));
  await page.keyboard.type('18,250.75');
  await tabTo(page, dialog.getByRole('textbox', { name: /Fecha de servicio/ }));
  await page.keyboard.type('20/03/2026');
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(toast(page, `Orden ${number} creada.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list shows it (its number as the search), with its total in MXN and its date as dd-MMM-yyyy.
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toBeVisible();
  await expect(row.getByText('$18,250.75')).toBeVisible();
  await expect(row.getByText('20-mar-2026')).toBeVisible();
  await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', '/documents?supplierPK=sup-limpieza-bajio');

  // Found again after a reload with the search box (600 ms after typing stops).
  await page.goto('/orders/list');
  await expect(page.getByText('Por favor seleccione sus criterios de búsqueda.')).toBeVisible();
  const answered = page.waitForResponse((res) => res.url().includes('/api/orders/list') && new URL(res.url()).searchParams.get('search') === number.toLowerCase());
  await page.getByRole('searchbox', { name: 'Buscar por número o descripción' }).fill(number.toLowerCase());
  await answered;
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${number.toLowerCase()}`));
});

test('the orders and contracts pages on a 390 px phone, in both themes', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(phone);
  await openSignedIn(page, 'developer@demo.expediente.mx', '/orders/list?pageIndex=1');
  // Each page with what shows it has answered: the seeded orders as cards; the contracts' total.
  const pages: [string, string, (p: typeof page) => ReturnType<typeof page.getByRole>][] = [
    ['/orders/list?pageIndex=1', 'Órdenes de Servicio', (p) => p.getByRole('list', { name: 'Órdenes de servicio' })],
    ['/contracts', 'Contratos', (p) => p.getByRole('status').filter({ hasText: /contratos?$/ })],
  ];
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
    for (const [path, heading, content] of pages) {
      await page.goto(path);
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expect(content(page).first()).toBeVisible({ timeout: 15_000 });
      problems.push(...(await seriousViolations(page)).map((v) => `${theme} ${path} ${v}`));
      problems.push(...(await layoutProblems(page)).map((v) => `${theme} ${path} ${v}`));
    }
  }
  // The cards of the orders list: the status in words beside its colour.
  await page.goto('/orders/list?pageIndex=1');
  await expect(page.getByRole('list', { name: 'Órdenes de servicio' }).getByText(/Proveedor (al corriente|con pendientes)/).first()).toBeVisible();
  expect(problems).toEqual([]);
});

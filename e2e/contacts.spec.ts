import { expect, test, type Page } from '@playwright/test';
import { layoutProblems, openSignedIn, toast } from './shell-support';

/**
 * The directory (issue 12, first slice) against the seeded Demo Corporativo: a customer finds a supplier by part of
 * its name typed without accents and reads its detail; a supplier sees only its own organization and its people,
 * and another organization's address sends it back to the list. Both pages fit a phone without scrolling sideways.
 */

const phone = { width: 390, height: 844 };
// Seed version 4 (functions/src/local/seed-directory.ts): the 17th demo supplier and its contact person.
const supplier = { name: 'Consultoría Integrales del Pacífico SA de CV', supplierNumber: 'PRV-1117', person: 'Alejandra González Jiménez' };
const ownOrganization = 'Limpieza y Servicios del Bajío SA de CV';

function table(page: Page) {
  return page.getByRole('grid', { name: 'Contactos y Organizaciones' });
}

/** The list's answer for the current filters is on screen (not the previous one, kept busy while loading). */
async function settled(page: Page) {
  await expect(table(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectFitsPhone(page: Page, where: string) {
  await page.setViewportSize(phone);
  // The shell has switched to its phone layout (the menu in a drawer).
  await expect(page.getByRole('button', { name: 'Menú lateral' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Polled: the 'Menú lateral' button shows at every width, so it does not prove the phone layout is in yet (a
  // busy machine once measured the desktop table, 489 px, right after the resize).
  await expect.poll(() => layoutProblems(page), { message: where }).toEqual([]);
}

test('a customer finds a supplier without typing accents and reads its identifiers and people', async ({ page }) => {
  // The sidebar's links to this page are followed in responsive.spec.ts.
  await openSignedIn(page, 'cliente@demo.expediente.mx', '/contacts');
  await expect(page.getByRole('heading', { name: 'Contactos y Organizaciones', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('row')).not.toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Buscar un contacto' }).fill('consultoria integrales del pacifico');
  await expect(page).toHaveURL(/search=consultoria\+integrales\+del\+pacifico/);
  await settled(page);
  // The organization, and its person (whose company column links to it).
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(table(page).getByRole('link', { name: supplier.person })).toBeVisible();
  await expect(table(page).getByRole('link', { name: supplier.name })).toHaveCount(2);
  await expect(table(page).getByText(`ID de Proveedor: ${supplier.supplierNumber}`)).toBeVisible();
  await expectFitsPhone(page, '/contacts at 390 px');

  await table(page).getByRole('link', { name: supplier.name }).first().click();
  await expect(page.getByRole('heading', { name: supplier.name, level: 1 })).toBeVisible();
  const identifiers = page.getByRole('group', { name: 'Identificadores' });
  await expect(identifiers.getByText('RFC:')).toBeVisible();
  await expect(identifiers.locator('dd').first()).toHaveText(/^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/);
  await expect(identifiers.getByText(supplier.supplierNumber)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Personas de la organización' }).getByRole('link', { name: supplier.person })).toBeVisible();
  expect(await layoutProblems(page), '/contacts/{id} at 390 px').toEqual([]);
});

test("a supplier sees only its organization and its people, and another organization's address goes back to the list", async ({ page }) => {
  await openSignedIn(page, 'proveedor@demo.expediente.mx', '/contacts');
  await settled(page);
  const rows = table(page).getByRole('row');
  await expect(table(page).getByRole('link', { name: ownOrganization }).first()).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'Patricia Núñez Vega' })).toBeVisible();
  // Every row is the organization itself or one of its people (whose company column names it).
  for (const row of await rows.all()) {
    const cells = row.getByRole('gridcell');
    if ((await cells.count()) === 0) continue;
    const name = (await cells.nth(0).innerText()).trim();
    const company = (await cells.nth(1).innerText()).trim();
    expect(name === ownOrganization || company === ownOrganization, `${name} (${company})`).toBe(true);
  }
  await expectFitsPhone(page, 'supplier /contacts at 390 px');

  await page.goto('/contacts/sup-demo-01');
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(toast(page, 'No tiene acceso a esta sección')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contactos y Organizaciones', level: 1 })).toBeVisible();
});

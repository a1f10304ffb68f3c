import { expect, test, type Page } from '@playwright/test';
import { layoutProblems, openSignedIn, seriousViolations } from './shell-support';

/**
 * /documents against the seeded demo documents (seed version 7): what only a browser shows — the filters go to the
 * query string and survive a reload, 'Solo Válidos' keeps V, a row opens the detail, 1,000 rows are virtualized
 * (few rows in the DOM, the sort header asks the server again), and at 390 px the list is cards without sideways
 * scroll and axe-clean.
 */

test.use({ bypassCSP: true });
// One long walk through the page on a shared machine: three times the usual cap.
test.slow();

const phone = { width: 390, height: 844 };
const grid = (page: Page) => page.getByRole('grid', { name: 'Documentos' });
// Generous waits: the lanes and other work share 2 cores, and a reload fetches the page's chunk again.
const slow = { timeout: 45_000 };
const settled = async (page: Page) => {
  await expect(page.getByRole('progressbar', { name: 'Cargando información...' })).toHaveCount(0, slow);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, slow);
};

test('a customer filters the documents, opens one, reads 1,000 virtualized rows and the cards at 390 px', async ({ page }) => {
  // The sidebar's link to it is followed in responsive.spec.ts.
  await openSignedIn(page, 'cliente@demo.expediente.mx', '/documents');
  await expect(page.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible(slow);
  // Ten to a page, newest first.
  await settled(page);
  await expect(grid(page).getByRole('row')).toHaveCount(11, slow);

  await page.getByRole('switch', { name: 'Solo Válidos' }).click();
  await expect(page).toHaveURL(/status=V/);
  await settled(page);
  const statuses = grid(page).getByRole('row').locator('td:nth-child(5)');
  await expect(statuses).toHaveCount(10);
  for (const text of await statuses.allInnerTexts()) expect(text.trim()).toBe('Válido');

  // Filters come back after a reload (they live in the query string).
  await page.getByRole('combobox', { name: 'Año' }).selectOption('2025');
  await expect(page).toHaveURL(/year=2025/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Año' })).toHaveValue('2025', slow);
  await expect(page.getByRole('switch', { name: 'Solo Válidos' })).toBeChecked();
  await settled(page);

  const first = grid(page).getByRole('row').nth(1).getByRole('link');
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/documents\/[^/?]+\.[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible(slow);
  await page.goBack();
  await settled(page);

  // 1,000 to a page: only the rows on screen are in the DOM; the sort header asks for the oldest first.
  await page.getByRole('combobox', { name: 'Documentos por página' }).selectOption('1000');
  await page.getByRole('switch', { name: 'Solo Válidos' }).click();
  await page.getByRole('combobox', { name: 'Año' }).selectOption('');
  await settled(page);
  // The count reads 'Cargando información...' until the new page is in: wait for the number.
  const shownTotal = async () => Number((await page.getByRole('status').first().innerText()).replace(/\D/g, ''));
  // The total the poll saw (read again, the count could be loading once more and read 0).
  let total = 0;
  await expect.poll(async () => (total = await shownTotal()), slow).toBeGreaterThan(40);
  const rendered = await grid(page).getByRole('row').count();
  expect(rendered).toBeLessThan(total);
  const asked = page.waitForResponse((res) => res.url().includes('/api/documents/?') && new URL(res.url()).searchParams.get('sortOrder') === 'ASC');
  await grid(page).getByRole('button', { name: 'Vigencia inicial' }).click();
  await asked;
  await expect(page).toHaveURL(/orderBy=ASC/);

  // A phone: cards, no sideways scroll, no serious accessibility problem.
  await page.setViewportSize(phone);
  await expect(page.getByRole('list', { name: 'Documentos' })).toBeVisible(slow);
  await expect.poll(() => layoutProblems(page), { message: '/documents at 390 px' }).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

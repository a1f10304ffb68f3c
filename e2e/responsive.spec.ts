import { expect, test, type Page } from '@playwright/test';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { menuFor, userMenuFor, type MenuEntry } from '@expediente/contracts/shell/navigation';
import { demoAccounts } from './identity-support';
import { focusIndicator, layoutProblems, navigateInApp, openSignedIn, shellControlsUnder, sidebar, toast } from './shell-support';

/**
 * The shell at a phone's width (390 × 844) and a desktop's (1400 × 900), for every demo role (issue 11): no page of
 * the role's menus scrolls sideways and no heading splits a word; on a phone the header is one row and the menu is a
 * drawer; the menu works by keyboard with a visible focus ring; a refusal's toast leaves the shell's controls clear.
 * One sign-in per role: the widths change in the same page.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1400, height: 900 };

/** One demo account per role (the second tenant's accounts have the same roles). */
const onePerRole = demoAccounts.filter((account, index) => demoAccounts.findIndex((a) => a.role === account.role) === index);

async function currentUser(page: Page): Promise<CurrentUser> {
  return (await (await page.request.get('/api/userinfo')).json()) as CurrentUser;
}

/** Opens a sidebar entry as a user would: the sidebar beside the page, or on a phone through the drawer. */
async function openFromMenu(page: Page, entry: MenuEntry, narrow: boolean) {
  if (narrow) {
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    // Right after a resize to a phone's width the shell may still be switching layouts and close a drawer opened
    // in between (seen twice in CI): open it again until it stays.
    await expect(async () => {
      if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Menú lateral' }).click();
      await expect(drawer).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await drawer.getByRole('link', { name: entry.label, exact: true }).click();
    await expect(drawer).toHaveCount(0);
  } else {
    await sidebar(page).getByRole('link', { name: entry.label, exact: true }).click();
  }
  // A menu entry may land on its own sub-page (/orders → /orders/list, part 2 §2.5).
  await expect(page).toHaveURL((url) => url.pathname === entry.path || url.pathname.startsWith(`${entry.path}/`));
}

async function expectFits(page: Page, where: string) {
  // A page loaded in full (not from the menu) first loads the user and its data: on a busy machine, some seconds.
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible({ timeout: 15_000 });
  expect(await layoutProblems(page), where).toEqual([]);
}

/**
 * What has been checked, as `path@width`: a page is laid out the same whatever role opens it, so each page is
 * checked once per width, by the first role (in the order of demoAccounts) that reaches it — except the home, which
 * differs by role and is checked for every role. The roles still each open their menu (drawer on the phone).
 */
const checked = new Set<string>();

for (const account of onePerRole) {
  test(`${account.role}: every page of its menus fits 390 and 1400 px without splitting a heading's words`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    // Security has no Inicio: its landing page is /contacts (shell.spec.ts checks every role's landing).
    await openSignedIn(page, account.email, account.role === 'Security' ? '/contacts' : '/');
    const user = await currentUser(page);
    const menu = menuFor(user.primaryRole, user.features);
    // Reached from the header or the user menu, not the sidebar.
    const others = [
      ...userMenuFor(user.primaryRole, user.features, { id: user.tenantId, name: user.tenantName }).map((entry) => entry.path),
      ...(user.features.notifications ? ['/notifications'] : []),
    ];
    const due = (path: string, width: number) => path === '/' || !checked.has(`${path}@${width}`);
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      const narrow = size === phone;
      const where = (path: string) => `${account.role} ${path} at ${size.width} px`;
      // The first entry always (the menu itself works for this role), then the pages not checked yet.
      for (const [index, entry] of menu.entries()) {
        if (index > 0 && !due(entry.path, size.width)) continue;
        await openFromMenu(page, entry, narrow);
        await expectFits(page, where(entry.path));
        checked.add(`${entry.path}@${size.width}`);
      }
      for (const path of others.filter((p) => due(p, size.width))) {
        await navigateInApp(page, path);
        await expectFits(page, where(path));
        checked.add(`${path}@${size.width}`);
      }
      if (narrow) {
        // The header keeps to one row: its height is that of one control row.
        const header = await page.locator('header').first().boundingBox();
        expect(header?.height, `${account.role} header at 390 px`).toBeLessThanOrEqual(64);
        await expect(sidebar(page)).toHaveCount(0);
      }
    }
  });
}

test('the menu by keyboard: a visible focus ring on the sidebar links; on a phone a drawer that keeps focus, closes with Escape and returns it', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await openSignedIn(page, 'cliente@demo.expediente.mx');

  // Tab from the top of the page through the skip link, the header and the sidebar to the page itself: every stop
  // shows a focus indicator of its own size (Fluent's ::after ring needs a positioned element).
  await page.locator('body').focus();
  const stops: string[] = [];
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('main'))) break;
    const ring = await focusIndicator(page);
    stops.push(ring.name);
    expect(ring.outline || ring.boxShadow || ring.pseudoRing, `${ring.name}: some focus indicator`).toBe(true);
    if (ring.pseudoRing && !ring.outline && !ring.boxShadow) expect(ring.positioned, `${ring.name}: positioned`).toBe(true);
    expect(ring.box.width, ring.name).toBeLessThan(ring.viewport.width / 2);
  }
  expect(stops.slice(0, 2)).toEqual(['Saltar al contenido', 'Menú lateral']);
  expect(stops).toContain('Archivo');
  expect(stops.some((stop) => stop.startsWith('Menú de usuario'))).toBe(true);

  // Back to the first sidebar link.
  await sidebar(page).getByRole('link', { name: 'Inicio', exact: true }).focus();
  expect((await focusIndicator(page)).name).toBe('Inicio');
  for (const link of ['Inicio', 'Archivo']) {
    const ring = await focusIndicator(page);
    expect(ring.name).toBe(link);
    expect(ring.outline || ring.boxShadow || ring.pseudoRing, `${link}: some focus indicator`).toBe(true);
    // Fluent's ring is drawn against the nearest positioned box: the link's own, not the page's.
    if (ring.pseudoRing) expect(ring.positioned, `${link}: positioned`).toBe(true);
    expect(ring.box.width).toBeLessThan(ring.viewport.width / 2);
    expect(ring.box.height).toBeLessThan(100);
    await page.keyboard.press('Tab');
  }
  // Enter follows the focused link (Órdenes de Servicio, after Archivo).
  await page.keyboard.press('Enter');
  // /orders sends to the list (/orders/list, part 2 §2.5).
  await expect(page).toHaveURL(/\/orders\/list$/);
  // The address changes before the router commits the page (its chunk may still be downloading); a menu opened in
  // between belongs to the page being left and closes when the new one lands, as any move to another page closes it.
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de Servicio' })).toBeVisible();

  await page.setViewportSize(phone);
  // Found by its label rather than its role: while the modal drawer is open the page behind it (the header too) is
  // hidden from assistive technology.
  const toggle = page.locator('header button[aria-label="Menú lateral"]');
  // The phone layout first (the desktop's toggle reads expanded), then the focus: a toggle focused before the
  // switch can lose its focus to the new layout, and Enter then opens nothing (seen once under load).
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Focus stays in the drawer however far one tabs.
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Open again, go to a link by keyboard: the page changes and the drawer closes.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Documentos', exact: true }).focus();
  const ring = await focusIndicator(page);
  expect(ring.outline || ring.boxShadow || ring.pseudoRing).toBe(true);
  expect(ring.box.width).toBeLessThan(phone.width);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/documents$/);
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test("a refusal's toast ('No tiene acceso a esta sección') leaves the header's and the banner's controls clear, wide and on a phone", async ({ page }) => {
  await page.setViewportSize(desktop);
  await openSignedIn(page, 'cliente@demo.expediente.mx', '/admin/features');
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size);
    if (size === phone) await page.goto('/admin/features');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'No tiene acceso a esta sección')).toBeVisible();
    // The warning banner may arrive after the toast: the toast then moves down below it.
    await expect.poll(() => shellControlsUnder(page, '[data-notification="toast"]'), { message: `at ${size.width} px` }).toEqual([]);
    expect(await layoutProblems(page), `at ${size.width} px, with the toast`).toEqual([]);
    await page.getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect(page.locator('[data-notification="toast"]')).toHaveCount(0);
  }
});

import { expect, test, type Page } from '@playwright/test';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { roleLabels } from '@expediente/contracts/shared/role-values';
import { menuFor, userMenuFor } from '@expediente/contracts/shell/navigation';
import { demoAccounts, demoPassword, signOut } from './identity-support';
import { navigateInApp, openSignedIn, pushPath, seriousViolations, sidebar, signInToShell, toast, unreadCount } from './shell-support';

/**
 * The shell end to end (issue 4), against the local host with in-memory data and the seeded flags: the menu of
 * every demo role and the route guard, the notification flow between an administrator and a supplier, feature
 * administration changing the menu, and an accessibility check of the shell pages in both themes.
 */

const developer = [
  'Inicio', 'Archivo', 'Contratos', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'ChatAI',
  'Administración Global', 'Auditar Documentos', 'Bitácora del sistema',
];
const admin = ['Inicio', 'Archivo', 'Órdenes de Servicio', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Administración Global'];
const customer = ['Inicio', 'Archivo', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Auditar Documentos'];
const supplier = ['Inicio', 'Archivo', 'Aclaraciones', 'Periodo Proveedores', 'Órdenes de Servicio'];

/**
 * Part 1 §2 sidebar by role (disputes and customer-audit are on by default), a page each role may not open, and where
 * the role lands (Security, without Inicio, on Archivo).
 */
const expected: Record<string, { menu: string[]; forbidden: string; landing: string; heading: string }> = {
  Developer: { menu: developer, forbidden: '/no-es-del-menu', landing: '/', heading: 'Inicio' },
  Admin: { menu: admin, forbidden: '/contracts', landing: '/', heading: 'Inicio' },
  Customer: { menu: customer, forbidden: '/admin/features', landing: '/', heading: 'Inicio' },
  Supplier: { menu: supplier, forbidden: '/documents', landing: '/', heading: 'Inicio' },
  Security: { menu: ['Archivo'], forbidden: '/orders', landing: '/contacts', heading: 'Contactos y Organizaciones' },
  Support: { menu: [...admin, 'Periodo Proveedores'], forbidden: '/dev/advanced', landing: '/', heading: 'Inicio' },
  Viewer: { menu: customer, forbidden: '/admin/users', landing: '/', heading: 'Inicio' },
};

/** One demo account per role (the second tenant's accounts have the same roles; identity.spec changes one's password). */
const onePerRole = demoAccounts.filter((account, index) => demoAccounts.findIndex((a) => a.role === account.role) === index);

test('every demo role lands on its page and sees exactly its menu; a deep link it may not open goes back there with a reason; Mi cuenta shows who is signed in until sign-out', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  expect(onePerRole.map((a) => a.role).sort()).toEqual(Object.keys(expected).sort());
  for (const account of onePerRole) {
    const { menu, forbidden, landing, heading } = expected[account.role]!;
    await signInToShell(page, account.email);
    await expect(page, account.email).toHaveURL(`${baseURL}${landing}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(sidebar(page).getByRole('link'), account.email).toHaveText(menu);
    if (account.role === 'Developer') {
      // Nothing in the app is closed to a Developer: an unknown path is the 404 screen (inside the shell), not a redirect.
      await page.goto(forbidden);
      await expect(page.getByText('404! El recurso no existe.')).toBeVisible();
      await expect(sidebar(page)).toBeVisible();
      await navigateInApp(page, '/dev/ui');
      await expect(page).toHaveURL(`${baseURL}/dev/ui`);
    } else {
      await page.goto(forbidden);
      await expect(page, `${account.email} → ${forbidden}`).toHaveURL(`${baseURL}${landing}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(toast(page, 'No tiene acceso a esta sección')).toBeVisible();
    }
    // Who is signed in, on Mi cuenta (part 1 §2); signed out, the session is gone and Mi cuenta asks to sign in.
    const user = (await (await page.request.get('/api/userinfo')).json()) as CurrentUser & { fullName: string };
    expect(user.primaryRole, account.email).toBe(account.role);
    await navigateInApp(page, '/account');
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByText(user.fullName, { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${roleLabels[account.role]}$`) })).toBeVisible();
    await signOut(page);
    expect((await page.request.get('/api/userinfo')).status()).toBe(401);
    // Inside the app (identity.spec.ts opens it by its address): the guard sends a signed-out user to sign in.
    await pushPath(page, '/account');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount$/);
  }
  // Signed out, an unknown path is the public 404 screen, not the sign-in form.
  await page.goto('/no-es-del-menu');
  await expect(page.getByText('404! El recurso no existe.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/no-es-del-menu`);
  await expect(sidebar(page)).toHaveCount(0);
});

async function openNotification(page: Page, title: string) {
  return page.getByRole('list', { name: 'Notificaciones' }).getByRole('listitem').filter({ hasText: title });
}

test('notifications: an administrator writes to the suppliers of Corporativo Demo; the supplier reads, archives and unarchives it, and it persists', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Nuevo requisito de cumplimiento ${Date.now()}`;

  // The users change through the API (a new session replaces the cookie); the form is covered by the test above.
  await openSignedIn(page, 'proveedor@demo.expediente.mx');
  const before = await unreadCount(page);

  await openSignedIn(page, 'admin@demo.expediente.mx', '/notifications');
  await page.getByRole('button', { name: 'Agregar Notificación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Notificación' });
  await dialog.getByLabel('Tipo de notificación').selectOption('customer:suppliers');
  await dialog.getByRole('combobox', { name: 'Organización' }).click();
  await page.getByRole('option', { name: 'Corporativo Demo SA de CV' }).click();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill('Cargue la opinión de cumplimiento del SAT de este mes antes del día 10.');
  await dialog.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'Se ha creado una nueva notificación.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await openSignedIn(page, 'proveedor@demo.expediente.mx');
  // The fan-out runs in the background (a queue): the counter rises when it has reached the supplier.
  await expect.poll(async () => (await page.reload(), unreadCount(page)), { timeout: 30_000 }).toBe(before + 1);
  await page.getByRole('link', { name: /^Notificaciones: / }).click();
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
  let item = await openNotification(page, title);
  await expect(item.getByText('No leída')).toBeVisible();

  // The page shows 'Leída' at once; a reload before the server has stored it would abort the call (seen once in a
  // full run), so wait for its answer.
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/notifications/update-status') && r.ok());
  await item.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(item.getByText('Leída', { exact: true })).toBeVisible();
  await stored;
  await page.reload();
  item = await openNotification(page, title);
  await expect(item.getByText('Leída', { exact: true })).toBeVisible();
  expect(await unreadCount(page)).toBe(before);

  await item.getByRole('button', { name: 'Archivar' }).click();
  await expect(toast(page, 'Se marco la notificación como archivada.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await page.getByLabel('Estatus').selectOption('deleted');
  item = await openNotification(page, title);
  await expect(item.getByText('Archivada')).toBeVisible();

  await item.getByRole('button', { name: 'Desarchivar' }).click();
  await expect(toast(page, 'Se marco la notificación como no leída.')).toBeVisible();
  await page.reload();
  item = await openNotification(page, title);
  await expect(item.getByText('No leída')).toBeVisible();
  expect(await unreadCount(page)).toBe(before + 1);

  // Opening it shows all of it and marks it read.
  await item.getByRole('button', { name: title }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Cargue la opinión de cumplimiento del SAT')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(item.getByText('Leída', { exact: true })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(before);
  await page.reload();
  await expect((await openNotification(page, title)).getByText('Leída', { exact: true })).toBeVisible();
});

test('/admin/features: switching disputes off hides Aclaraciones from the menu and closes its pages; on again, it is back', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'developer@demo.expediente.mx');
  await expect(sidebar(page).getByRole('link', { name: 'Aclaraciones' })).toBeVisible();
  await page.goto('/admin/features');
  await expect(page.getByRole('heading', { name: 'Administración de Features', level: 1 })).toBeVisible();
  const disputes = page.getByRole('switch', { name: 'Habilitar disputes' });
  await expect(disputes).toBeChecked();
  try {
    await disputes.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
    await expect(toast(page, 'Se ha cambiado el estado de la funcionalidad.')).toBeVisible();
    await expect(disputes).not.toBeChecked();
    await expect(sidebar(page).getByRole('link', { name: 'Aclaraciones' })).toHaveCount(0);
    await page.goto('/DocumentsUnderReview');
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto('/admin/features');
  } finally {
    const toggle = page.getByRole('switch', { name: 'Habilitar disputes' });
    if (!(await toggle.isChecked())) {
      await toggle.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Activar' }).click();
    }
  }
  await expect(page.getByRole('switch', { name: 'Habilitar disputes' })).toBeChecked();
  await expect(sidebar(page).getByRole('link', { name: 'Aclaraciones' })).toBeVisible();
});

test.describe('accessibility', () => {
  // axe-core is injected as a script tag, which the app's CSP (script-src 'self') refuses: bypass it for these pages only.
  test.use({ bypassCSP: true });

  test('accessibility: no serious or critical axe violation on /login and every shell page, in both themes, wide and on a phone', async ({ page }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    // Called on a rendered page: one already in the theme (dark is the default, a choice persists) is not reloaded.
    const setTheme = async (theme: 'dark' | 'light') => {
      if ((await page.locator(`[data-theme="${theme}"]`).count()) === 0) {
        await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
        await page.reload();
      }
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
    };
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await setTheme(theme);
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((v) => `${theme} /login ${v}`));
    }

    // The Developer's menu holds every shell page; the user menu adds Mi cuenta, the features and /dev. Signed in
    // through the form on the page (in light, the last theme chosen), which then goes on in light and dark.
    await page.getByLabel('Usuario').fill('developer@demo.expediente.mx');
    await page.getByLabel('Contraseña').fill(demoPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('button', { name: /^Menú de usuario: / })).toBeVisible();
    const user = (await (await page.request.get('/api/userinfo')).json()) as CurrentUser;
    const paths = [
      ...menuFor(user.primaryRole, user.features).map((entry) => entry.path),
      ...userMenuFor(user.primaryRole, user.features, { id: user.tenantId, name: user.tenantName }).map((entry) => entry.path),
      '/notifications',
      '/no-es-del-menu',
    ];
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(theme);
      // The sections still to be built share one placeholder page: axe reads it once per theme, not once per path.
      let placeholderRead = false;
      for (const path of paths) {
        // Not navigateInApp: a menu entry may hand over to its first page (/orders → /orders/list) before the
        // address could be checked, once that page's code is cached (the dark pass); the heading says it is there.
        await pushPath(page, path);
        // A page first loads its code and its data: on a busy machine, some seconds.
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
        await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
        const placeholder = await page.getByText('Esta sección estará disponible próximamente.').isVisible();
        if (placeholder && placeholderRead) continue;
        placeholderRead ||= placeholder;
        problems.push(...(await seriousViolations(page)).map((v) => `${theme} ${path} ${v}`));
      }
      // A phone, with the menu drawer open.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Menú lateral' }).click();
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
      problems.push(...(await seriousViolations(page)).map((v) => `${theme} / (phone, drawer open) ${v}`));
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    expect(problems).toEqual([]);
  });
});

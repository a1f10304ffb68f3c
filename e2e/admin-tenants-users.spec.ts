import { expect, test } from '@playwright/test';
import { signInByApi } from './identity-support';
import { layoutProblems, openSignedIn, seriousViolations, toast } from './shell-support';

/**
 * Tenants and users in Chromium (issue 16): the Developer creates a tenant on /admin/tenants, opens its users and
 * creates a user in it with the new-user dialog; the user signs in in a second browser (context); the Developer sets
 * the user's status to Inactivo, and the user's next page load lands on the sign-in page (their session ended at
 * once). Then the users pages on a 390 px phone in both themes, without sideways scroll or serious axe violations.
 * Everything it writes is in the tenant it creates (nothing the other specs of the lane read).
 */

// axe-core is injected as a script tag, which the app's CSP (script-src 'self') refuses: bypass it here only.
test.use({ bypassCSP: true });

const stamp = Date.now().toString(36);
const tenantKey = `e2e-usuarios-${stamp}`;
const email = `lucia-${stamp}@e2e.expediente.mx`;
const password = 'Creada#2026abc';

test('the Developer creates a tenant and a user in it; an inactive status ends the user’s session', async ({ page, browser }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, 'developer@demo.expediente.mx', '/admin/tenants');
  await page.getByRole('button', { name: 'Crear tenant' }).click();
  const tenantDialog = page.getByRole('dialog', { name: 'Nuevo tenant' });
  await tenantDialog.getByRole('textbox', { name: 'Nombre' }).fill(`Cliente E2E ${stamp}`);
  await tenantDialog.getByRole('textbox', { name: 'Clave (opcional)' }).fill(tenantKey);
  await tenantDialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page).toHaveURL(`/admin/tenants/${tenantKey}`);
  await page.getByRole('link', { name: 'Usuarios del tenant' }).click();
  await expect(page).toHaveURL(`/admin/tenants/${tenantKey}/users`);
  await expect(page.getByText('No hay usuarios registrados.')).toBeVisible();

  // The dialog first answers with §5's messages, then creates the user.
  await page.getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El campo Nombre(s) es requerido.')).toBeVisible();
  await expect(dialog.getByText('El campo Rol es requerido.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nombre(s)' }).fill('Lucía');
  await dialog.getByRole('textbox', { name: 'Apellido paterno' }).fill('Ramos');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('combobox', { name: 'Rol' }).selectOption('Customer');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Usuario creado con éxito.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/usr-[^?]+\\?tenant=${tenantKey}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lucía Ramos' })).toBeVisible();
  await expect(page.getByText('Contraseña asignada')).toBeVisible();

  // The user signs in in another browser.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL!, locale: 'es-MX', reducedMotion: 'reduce' });
  const userPage = await other.newPage();
  await signInByApi(userPage, email, password);
  await userPage.goto('/');
  await expect(userPage.getByRole('button', { name: 'Menú de usuario: Lucía Ramos' })).toBeVisible({ timeout: 15_000 });

  // The Developer sets the status to Inactivo (with its confirmation).
  const status = page.getByRole('group', { name: 'Estatus' });
  await status.getByRole('combobox', { name: 'Estatus del usuario' }).selectOption('inactive');
  await status.getByRole('button', { name: 'Guardar estatus' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar cambio de estatus' });
  await expect(confirm.getByText(/Sus sesiones abiertas se cerrarán de inmediato/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'El estatus del usuario se actualizó correctamente')).toBeVisible();

  // The user's next page load finds the session ended: the sign-in page.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await expect(userPage.getByRole('button', { name: /^Menú de usuario: / })).toHaveCount(0);
  await other.close();

  // The list shows the new status.
  await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(page).toHaveURL(`/admin/tenants/${tenantKey}/users`);
  await expect(page.getByRole('grid', { name: 'Usuarios' }).getByText('Inactivo')).toBeVisible();
});

test('the users pages on a 390 px phone, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'admin@demo.expediente.mx', '/admin/users');
  const visor = await page.request.get('/api/users/?search=visor@');
  const visorId = ((await visor.json()) as { users: { publicKey: string }[] }).users[0]!.publicKey;
  const pages: [string, string][] = [
    ['/admin/users', 'Usuarios'],
    [`/admin/users/${visorId}`, 'Víctor Mendoza'],
  ];
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Cargando información...')).toHaveCount(0);
      problems.push(...(await seriousViolations(page)).map((v) => `${theme} ${path} ${v}`));
      problems.push(...(await layoutProblems(page)).map((v) => `${theme} ${path} ${v}`));
    }
  }
  expect(problems).toEqual([]);
});

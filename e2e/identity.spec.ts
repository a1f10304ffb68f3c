import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { roleLabels } from '@expediente/contracts/shared/role-values';
import {
  checkTotp,
  csrf,
  demoAccounts,
  demoPassword,
  linkFromMail,
  laterTotp,
  signIn,
  signInByApi,
  signOut,
  submitSignIn,
  totp,
} from './identity-support';

/**
 * Identity end to end (issue 3), against the local host with in-memory data: sign-in per role, two-factor with a
 * real TOTP, password recovery through the mail catcher, invitation redeem, idle logout with a controlled clock
 * across two tabs, and the blocked-account screen. The tests share one server, so each uses its own account
 * where it changes one (2FA: visor; recovery: proveedor2; blocked and redeem: invitado).
 */

// One account per role goes through this in shell.spec.ts (menu, guard and Mi cuenta in one sign-in); here, the
// other accounts (the second tenant's and a second supplier), so every demo account is signed in once.
const checkedInShell = demoAccounts.filter((account, index) => demoAccounts.findIndex((a) => a.role === account.role) === index);

test('signs in as each remaining demo account, shows who is signed in on Mi cuenta, and signs out', async ({ page }) => {
  for (const account of demoAccounts.filter((a) => !checkedInShell.includes(a))) {
    await signIn(page, account.email);
    const info = await page.request.get('/api/userinfo');
    expect(info.status()).toBe(200);
    const user = (await info.json()) as { primaryRole: string; emailAddress: string; fullName: string };
    expect(user.primaryRole, account.email).toBe(account.role);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByText(user.fullName, { exact: true })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${roleLabels[account.role]!}$`) })).toBeVisible();

    await signOut(page);
    expect((await page.request.get('/api/userinfo')).status()).toBe(401);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount$/);
  }
});

test('a wrong password stays on the form with the server message; a private page returns after sign-in', async ({ page }) => {
  await submitSignIn(page, 'cliente@demo.expediente.mx', 'NoEsLaClave123');
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/contacts?type=person');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcontacts%3Ftype%3Dperson$/);
  await page.getByLabel('Usuario').fill('cliente@demo.expediente.mx');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/contacts\?type=person$/);
  await expect(page.getByRole('heading', { name: 'Contactos y Organizaciones' })).toBeVisible();
});

test('two-factor: turn on with a TOTP from the secret, sign in with a recovery code and with the app code, remember the device, turn off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  checkTotp();
  const email = 'visor@demo.expediente.mx';
  await signInByApi(page, email);
  await page.goto('/account');
  await expect(page.getByText('La verificación en dos pasos está desactivada.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();

  // The QR is the server's SVG as a data: image, which the CSP allows; it must actually render.
  const qr = page.getByRole('img', { name: /Código QR/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The key shows in groups of 4 (spaced by layout), and its text has no spaces.
  const key = page.locator('code').first();
  const secret = (await key.textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(key.locator('span')).toHaveText(secret.match(/.{1,4}/g)!);

  const codeField = page.getByLabel('Código de la aplicación');
  await expect(codeField).toBeFocused();
  await codeField.fill('12 34ab');
  await expect(codeField).toHaveValue('1234');
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await expect(page.getByText('Su código debe ser de 6 dígitos')).toBeVisible();

  const confirmedAt = Date.now();
  await codeField.fill(totp(secret, confirmedAt));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  const list = page.getByRole('list', { name: 'Código de recuperación' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await expect(page.getByText(/no se volverán a mostrar/)).toBeVisible();
  // 'Descargar códigos' saves them as a text file made in the browser.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar códigos' }).click()]);
  expect(download.suggestedFilename()).toBe('expediente-codigos-de-recuperacion.txt');
  const saved = (await readFile(await download.path(), 'utf8')).split('\n');
  expect(saved.filter((line) => recoveryCodes.includes(line))).toEqual(recoveryCodes);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByText('La verificación en dos pasos está activada.')).toBeVisible();
  expect(((await (await page.request.get('/api/userinfo')).json()) as { twoFactorEnabled: boolean }).twoFactorEnabled).toBe(true);
  await signOut(page);

  // Sign in with a recovery code.
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/login-2fa\?/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  await expect(page.getByLabel('Código de verificación')).toBeFocused();
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  // A used recovery code is refused with the server's message; a wrong app code too.
  await submitSignIn(page, email);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('El código no es válido o ya fue utilizado.')).toBeVisible();
  await expect(page).toHaveURL(/\/login-2fa\?/);
  // The refusal is the field's own message, and the field has focus again.
  await expect(page.getByLabel('Código de recuperación')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Código de recuperación')).toBeFocused();

  // The app code of a later 30 s window (the confirmation's code is spent), remembering this device.
  await page.getByRole('button', { name: 'Usar el código de la aplicación de autenticación' }).click();
  await page.getByLabel('Código de verificación').fill(laterTotp(secret, confirmedAt));
  await page.getByRole('checkbox', { name: 'No volver a preguntar en este dispositivo' }).check();
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  // Remembered: no second step on this browser.
  await signIn(page, email);

  // Turn it off with the password.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Desactivar verificación en dos pasos' }).click();
  await page.getByLabel('Contraseña').fill('NoEsLaClave123');
  await page.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(page.getByText('La contraseña no es correcta.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(page.getByText('La verificación en dos pasos se desactivó.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeVisible();
});

test('redirects by session: /login-2fa without a first step and a signed-out /account/status go to /login; a signed-in /login goes on', async ({
  page,
}) => {
  await page.goto('/login-2fa?email=cliente%40demo.expediente.mx&returnUrl=%2Fnotifications');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fnotifications$/);
  await page.goto('/account/status');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Usuario')).toBeVisible();

  await signInByApi(page, 'cliente@demo.expediente.mx');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await page.goto('/login?returnUrl=%2Fnotifications');
  await expect(page).toHaveURL(/\/notifications$/);
});

test('a modal with a form opens with focus in its first field, in a real browser too (Fluent would pick the close button)', async ({ page }) => {
  await signInByApi(page, 'developer@demo.expediente.mx');
  await page.goto('/dev/ui');
  const opener = page.getByRole('button', { name: 'Abrir modal' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Editar contacto' });
  await expect(dialog.getByLabel('Nombre del contacto')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('password recovery: the link from the mail catcher sets a new password, then /login after 3 s', async ({ page }) => {
  const email = 'proveedor2@demo.expediente.mx';
  const newPassword = 'Recuperada#2026';
  const since = Date.now() - 1000;

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/account\/recover-password$/);
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('El formato del correo electrónico proporcionado no es válido.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page).toHaveURL(/\/account\/recover-password#success$/);
  await expect(page.getByText(/recibirá un mensaje con el enlace/)).toBeVisible();

  const link = await linkFromMail(page.request, email, '/account/reset-password', since);
  expect(link.searchParams.get('e')).toBe(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();

  const password = page.getByLabel('Nueva contraseña');
  await password.fill('corta');
  await expect(page.getByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeVisible();
  await password.fill(newPassword);
  await expect(page.getByText('La contraseña tiene que ser mayor a 10 caracteres')).toHaveCount(0);
  await page.getByLabel('Confirmar contraseña').fill(`${newPassword}x`);
  await expect(page.getByText('Las contraseñas tienen que ser iguales')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();

  await expect(page).toHaveURL(/#success$/);
  await expect(page.getByText('Su contraseña se restableció correctamente.')).toBeVisible();
  await expect(page.getByText(/Lo llevaremos a Iniciar sesión en \d segundos?\./)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The link works once; the old password no longer does; the new one does.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nueva contraseña').fill('OtraClave#2026');
  await page.getByLabel('Confirmar contraseña').fill('OtraClave#2026');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('Hubo un error procesando su solicitud, favor de comunicarse al correo: soporte@demo.expediente.mx')).toBeVisible();

  await submitSignIn(page, email, demoPassword);
  await expect(page.getByText('El correo electrónico o la contraseña no son correctos.')).toBeVisible();
  await signIn(page, email, newPassword);
});

test('idle logout: 20 minutes without activity in any tab end the session in every tab', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.clock.install();
  await signInByApi(page, 'cliente@demo.expediente.mx');
  await page.goto('/contacts');
  // The app's first load (its code, the user, the page's chunk and data): on a busy machine, some seconds.
  await expect(page.getByRole('heading', { name: 'Contactos y Organizaciones' })).toBeVisible({ timeout: 15_000 });
  const other = await context.newPage();
  await other.goto('/documents');
  await expect(other.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible();

  // 15 minutes without activity, then the user works in the other tab: both stay open past minute 20.
  await context.clock.runFor('15:00');
  await other.mouse.move(20, 20);
  await other.mouse.move(60, 80);
  await other.keyboard.press('Shift');
  await context.clock.runFor(1_000);
  await context.clock.runFor('10:00');
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(other).toHaveURL(/\/documents$/);
  expect((await page.request.get('/api/userinfo')).status()).toBe(200);

  // 20 minutes after that activity: every tab is signed out, and so is the server session.
  await context.clock.runFor('10:05');
  await expect(page).toHaveURL(/\/logout$/);
  await expect(other).toHaveURL(/\/logout$/);
  await expect(page.getByText('Tu sesión se ha cerrado con éxito.')).toBeVisible();
  await expect(other.getByText('Tu sesión se ha cerrado con éxito.')).toBeVisible();
  const notices = await Promise.all([page, other].map((p) => p.getByText('Su sesión se cerró después de 20 minutos de inactividad.').count()));
  expect(notices.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  expect((await page.request.get('/api/userinfo')).status()).toBe(401);
});

test('blocked account: a pending user signs in and sees /account/status with support contact and logout', async ({ page, playwright, baseURL }) => {
  // An administrator gives the invited (pending) user a password through the API.
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', { data: { email: 'admin@demo.expediente.mx', password: demoPassword }, headers: csrf });
  expect(login.status()).toBe(200);
  const pendingPassword = 'Pendiente#2026';
  const set = await admin.post('/api/changepassword', {
    data: { email: 'invitado@demo.expediente.mx', password: pendingPassword, confirmPassword: pendingPassword },
    headers: csrf,
  });
  expect(set.status()).toBe(200);
  await admin.dispose();

  await submitSignIn(page, 'invitado@demo.expediente.mx', pendingPassword);
  await expect(page).toHaveURL(/\/account\/status$/);
  await expect(page.getByRole('heading', { name: 'Estado de la cuenta' })).toBeVisible();
  await expect(page.getByText('Registro pendiente de activación')).toBeVisible();
  await expect(page.getByRole('link', { name: 'soporte@demo.expediente.mx' })).toHaveAttribute('href', 'mailto:soporte@demo.expediente.mx');

  // Any private page leads back here, and the server refuses its calls with 403 'account_blocked'.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/status$/);
  const refused = await page.request.post('/api/account/two-factor/setup', { headers: csrf, data: {} });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('account_blocked');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByText('Tu sesión se ha cerrado con éxito.')).toBeVisible();
  expect((await page.request.get('/api/userinfo')).status()).toBe(401);
});

test('invitation: the link from the mail catcher sets the password and activates the account', async ({ page }) => {
  const email = 'invitado@demo.expediente.mx';
  const link = await linkFromMail(page.request, email, '/account/redeem');
  expect(link.searchParams.get('e')).toBe(email);

  await page.goto(`${link.pathname}?e=${encodeURIComponent(email)}`);
  await expect(page.getByText('Invitacion ha expirado o es inválida')).toBeVisible();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Activar cuenta' })).toBeVisible();
  const password = 'Bienvenida#2026';
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/#success$/);
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await signIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
});

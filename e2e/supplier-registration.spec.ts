import { expect, test } from '@playwright/test';
import { agreementTypes } from '@expediente/contracts/agreements/agreement-values';
import { rfcCheckDigit } from '@expediente/contracts/identifiers/identifiers';
import { csrf, demoPassword, submitSignIn } from './identity-support';
import { layoutProblems } from './shell-support';

/**
 * Supplier onboarding (issue 12): a customer generates a registration link through the API, a new supplier opens
 * it on a phone, fills both steps of the wizard (partly by keyboard), registers, signs in with the new password and
 * finds its own organization in the directory.
 */

const phone = { width: 390, height: 844 };

test('a supplier registers from a customer link, signs in and sees its organization at /contacts', async ({ page, playwright, baseURL }) => {
  const suffix = Date.now().toString(36).toUpperCase().slice(-2).replace(/[^A-Z0-9]/g, 'X');
  const body = `RQE200101${suffix}`;
  const supplier = {
    name: `Reciclaje Queretano ${suffix} SA de CV`,
    rfc: body + rfcCheckDigit(`${body}0`),
    email: `registro-${Date.now()}@reciclaje.mx`,
    password: 'Registro2026',
  };

  // The customer's link, through the API (POST /api/suppliers/invite), as the contacts list's 'Generar invitación' does.
  const customer = await playwright.request.newContext({ baseURL });
  expect((await customer.post('/api/login', { data: { email: 'cliente@demo.expediente.mx', password: demoPassword }, headers: csrf })).status()).toBe(200);
  const me = (await (await customer.get('/api/userinfo')).json()) as { userPK: string };
  const invite = await customer.post('/api/suppliers/invite', { data: { UserPublicKey: me.userPK, CustomerPublicKey: 'org-corporativo-demo' }, headers: csrf });
  expect(invite.status()).toBe(201);
  const url = new URL(((await invite.json()) as { invite_url: string }).invite_url);
  expect(url.pathname).toBe('/supplier/redeem-invite');
  await customer.dispose();

  await page.setViewportSize(phone);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Registro de proveedor', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Corporativo Demo SA de CV le invita a registrar su empresa como proveedor.')).toBeVisible();
  // Step 1 by keyboard: the first field has focus; Tab moves on; Enter goes to the next step.
  await expect(page.getByLabel(/^Nombre o razón social/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Por favor verifica los campos resaltados.')).toBeVisible();
  await expect(page.getByText('El nombre o razón social es obligatorio.')).toBeVisible();
  await page.keyboard.type(supplier.name);
  await expect(page.getByText('El nombre o razón social es obligatorio.')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type(supplier.rfc.toLowerCase());
  await page.keyboard.press('Tab');
  await page.keyboard.type('PRV-8800');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4421234567');
  expect(await layoutProblems(page), 'step 1 at 390 px').toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: Contacto y contraseña' })).toBeVisible();
  await expect(page.getByLabel(/^Nombre\(s\) del contacto/)).toBeFocused();
  await page.getByLabel(/^Nombre\(s\) del contacto/).fill('Lucía');
  await page.getByLabel(/^Apellidos del contacto/).fill('Herrera');
  await page.getByLabel(/^Correo electrónico del contacto/).fill(supplier.email);
  await page.getByLabel(/^Contraseña/).fill(supplier.password);
  await page.getByLabel(/^Confirmar contraseña/).fill(supplier.password);
  expect(await layoutProblems(page), 'step 2 at 390 px').toEqual([]);
  await page.getByRole('button', { name: 'Registrarme' }).click();

  await expect(page.getByText('¡Registro completado! Ya puede iniciar sesión con su correo y contraseña.')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The new supplier signs in with its password; a new supplier has the privacy notice to accept first (accepted
  // here through the API, as its 'Aceptar' does: privacy-notice.spec.ts tests that screen).
  await submitSignIn(page, supplier.email, supplier.password);
  await expect(page).not.toHaveURL(/\/login/);
  const notice = await page.request.get('/api/documents/agreement?documentTypeSet=suppliersprivacynotice');
  expect(notice.status()).toBe(200);
  const { publicKey } = (await notice.json()) as { publicKey: string };
  expect((await page.request.post(`/api/documents/${publicKey}/sign`, { data: { AgreementType: agreementTypes[0] }, headers: csrf })).status()).toBe(200);

  await page.goto('/contacts?type=company');
  await expect(page.getByRole('heading', { name: 'Contactos y Organizaciones', level: 1 })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('grid', { name: 'Contactos y Organizaciones' });
  await expect(table.getByRole('link', { name: supplier.name })).toBeVisible();
  // Only its own organization.
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: supplier.name }).click();
  await expect(page.getByRole('heading', { name: supplier.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Personas de la organización' }).getByRole('link', { name: 'Lucía Herrera' })).toBeVisible();
});

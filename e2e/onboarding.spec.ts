import { expect, test } from '@playwright/test';
import { agreementTypes } from '@expediente/contracts/agreements/agreement-values';
import { rfcCheckDigit } from '@expediente/contracts/identifiers/identifiers';
import { csrf, submitSignIn } from './identity-support';
import { openSignedIn } from './shell-support';

/**
 * Onboarding through the contacts list (issue 12): a customer adds a supplier with 'Agregar' → 'Proveedor', then
 * generates a registration link with 'Generar invitación' and copies it; the supplier opens the link, registers
 * with the same RFC (so it joins the organization the customer added instead of a duplicate), signs in and finds
 * that organization, with its contact person, in the directory.
 */

test('a customer adds a supplier and its invitation link; the supplier registers, signs in and sees its organization', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36).toUpperCase().slice(-3);
  const body = `MAQ2107${String(Date.now() % 28 + 1).padStart(2, '0')}${tag.slice(0, 2).replace(/[^A-Z0-9]/g, 'X')}`;
  const supplier = { name: `Maquinados Aguascalientes ${tag} SA de CV`, rfc: body + rfcCheckDigit(`${body}0`), number: `PRV-${tag}` };
  const contact = { email: `alta-${Date.now()}@maquinados.mx`, password: 'Maquinados2026' };

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await openSignedIn(page, 'cliente@demo.expediente.mx', '/contacts');
  await page.getByRole('button', { name: 'Agregar' }).click();
  await page.getByRole('menuitem', { name: 'Proveedor', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Agregar proveedor' });
  // The customer's own organization is the only customer it may choose: already chosen.
  await expect(add.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Corporativo Demo SA de CV');
  await add.getByRole('textbox', { name: /Nombre o razón social/ }).fill(supplier.name);
  await add.getByRole('textbox', { name: /R\.F\.C\./ }).fill(supplier.rfc.toLowerCase());
  await add.getByRole('textbox', { name: /Número de proveedor/ }).fill(supplier.number);
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add.getByText('¡Proveedor agregado con éxito!')).toBeVisible();
  await add.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(add).toHaveCount(0);

  // The directory shows it at once (organizationsChanged), found by its RFC.
  await page.getByRole('searchbox', { name: 'Buscar un contacto' }).fill(supplier.rfc);
  await expect(page.getByRole('grid', { name: 'Contactos y Organizaciones' }).getByRole('link', { name: supplier.name })).toBeVisible();

  await page.getByRole('button', { name: 'Generar invitación' }).click();
  const invite = page.getByRole('dialog', { name: 'Generar invitación de proveedor' });
  await expect(invite.getByRole('combobox', { name: /Cliente/ })).toHaveValue('Corporativo Demo SA de CV');
  await invite.getByRole('button', { name: 'Generar enlace' }).click();
  await invite.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(invite.getByText('Enlace copiado al portapapeles')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await expect(invite.getByRole('textbox', { name: 'Enlace de invitación' })).toHaveValue(link);
  // Part 2 §9: the confirmation lasts 2 s.
  await expect(invite.getByText('Enlace copiado al portapapeles')).toHaveCount(0, { timeout: 5_000 });

  // The supplier, in a browser of its own.
  const visitor = await browser.newContext({ baseURL: baseURL!, locale: 'es-MX' });
  const registration = await visitor.newPage();
  const url = new URL(link);
  await registration.goto(`${url.pathname}${url.search}`);
  await expect(registration.getByRole('heading', { name: 'Registro de proveedor', level: 1 })).toBeVisible({ timeout: 15_000 });
  await registration.getByLabel(/^Nombre o razón social/).fill(supplier.name);
  await registration.getByLabel(/^RFC/).fill(supplier.rfc);
  await registration.getByLabel(/^Número de proveedor/).fill(supplier.number);
  await registration.getByLabel(/^Teléfono/).fill('4491234567');
  await registration.getByRole('button', { name: 'Siguiente' }).click();
  await registration.getByLabel(/^Nombre\(s\) del contacto/).fill('Ramiro');
  await registration.getByLabel(/^Apellidos del contacto/).fill('Esparza');
  await registration.getByLabel(/^Correo electrónico del contacto/).fill(contact.email);
  await registration.getByLabel(/^Contraseña/).fill(contact.password);
  await registration.getByLabel(/^Confirmar contraseña/).fill(contact.password);
  await registration.getByRole('button', { name: 'Registrarme' }).click();
  await registration.getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(registration).toHaveURL(/\/login$/);

  await submitSignIn(registration, contact.email, contact.password);
  await expect(registration).not.toHaveURL(/\/login/);
  // A new supplier accepts the privacy notice first (privacy-notice.spec.ts tests that screen): through the API here.
  const notice = (await (await registration.request.get('/api/documents/agreement?documentTypeSet=suppliersprivacynotice')).json()) as { publicKey: string };
  expect((await registration.request.post(`/api/documents/${notice.publicKey}/sign`, { data: { AgreementType: agreementTypes[0] }, headers: csrf })).status()).toBe(200);
  await registration.goto('/contacts?type=company');
  const table = registration.getByRole('grid', { name: 'Contactos y Organizaciones' });
  // The organization the customer added — one, not a duplicate — with the new contact in it.
  await expect(table.getByRole('link', { name: supplier.name })).toHaveCount(1, { timeout: 15_000 });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: supplier.name }).click();
  await expect(registration.getByRole('heading', { name: supplier.name, level: 1 })).toBeVisible();
  await expect(registration.getByRole('link', { name: 'Ramiro Esparza' })).toBeVisible();
  await visitor.close();

  // The customer's directory still has one organization with that RFC.
  await page.goto(`/contacts?search=${supplier.rfc}`);
  await expect(page.getByRole('grid', { name: 'Contactos y Organizaciones' }).getByRole('link', { name: supplier.name })).toHaveCount(1);
});

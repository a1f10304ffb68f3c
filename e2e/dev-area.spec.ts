import { expect, test } from '@playwright/test';
import { layoutProblems, navigateInApp, openSignedIn, seriousViolations } from './shell-support';

/**
 * The developer area (issue 16, decision 017) in Chromium: /dev creates the schema (idempotent, nothing dropped: the
 * lane's host is shared), /dev/advanced lists the event that left and verifies the chain, /dev/invites sends one row
 * of the grid; then the three pages on a 390 px phone in both themes.
 */

// axe-core is injected as a script tag, which the app's CSP (script-src 'self') refuses: bypass it here only.
test.use({ bypassCSP: true });

test('schema tools, the event log with its verification, and a bulk invite', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'developer@demo.expediente.mx', '/dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración Avanzada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Información de la base de datos' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear esquema' }).click();
  await expect(page.getByText(/^Esquema creado: \d+ recursos creados, \d+ ya existían\.$/)).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Bitácora del sistema' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitácora del sistema' })).toBeVisible();
  const log = page.getByRole('grid', { name: 'Eventos de la bitácora' });
  await expect(log.getByRole('row').filter({ hasText: 'dev.schema-created' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Verificar integridad' }).click();
  await expect(page.getByText(/^La cadena de integridad es correcta\. \d+ eventos verificados\.$/)).toBeVisible({ timeout: 30_000 });

  await navigateInApp(page, '/dev/invites');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitaciones' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Invitaciones por enviar' });
  const email = `lote-${Date.now()}@ejemplo.mx`;
  await grid.getByRole('textbox', { name: 'Correo, fila 1' }).fill(email);
  await grid.getByRole('textbox', { name: 'Nombre, fila 1' }).fill('Lucía');
  await grid.getByRole('textbox', { name: 'Apellido, fila 1' }).fill('Lote');
  await grid.getByRole('textbox', { name: 'Organización, fila 1' }).fill('corporativo demo sa de cv');
  await grid.getByRole('combobox', { name: 'Rol, fila 1' }).selectOption('Viewer');
  await page.getByRole('button', { name: 'Enviar invitaciones' }).click();
  await expect(page.getByText('mensajes enviados')).toBeVisible({ timeout: 15_000 });
  await expect(grid.getByText('Enviada')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  const pages: [string, string][] = [
    ['/dev', 'Configuración Avanzada'],
    ['/dev/advanced', 'Bitácora del sistema'],
    ['/dev/invites', 'Invitaciones'],
  ];
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Cargando información...')).toHaveCount(0);
      await expect(page.getByText('Cargando organizaciones...')).toHaveCount(0);
      problems.push(...(await seriousViolations(page)).map((v) => `${theme} ${path} ${v}`));
      problems.push(...(await layoutProblems(page)).map((v) => `${theme} ${path} ${v}`));
    }
  }
  expect(problems).toEqual([]);
});

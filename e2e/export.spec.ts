import { expect, test } from '@playwright/test';
import { layoutProblems, openSignedIn, seriousViolations, toast } from './shell-support';

/**
 * The documents export (issue 17) in a browser, on a 390 px phone: a customer opens /documents filtered to one
 * supplier's CSF, asks for the ZIP from the keyboard, and the started dialog follows the real job (the local host's exports queue) until it is ready; the
 * password dialog and the started dialog fit the phone without sideways scroll and are axe-clean in both themes.
 */

test.use({ bypassCSP: true });
test.slow();

const slow = { timeout: 45_000 };

test('a customer exports the filtered documents from the keyboard on a 390 px phone, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const list = '/documents?supplierPK=sup-limpieza-bajio&type=mxcsf';
  await openSignedIn(page, 'cliente@demo.expediente.mx', list);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('expediente.theme', value), theme);
    await page.goto(list);
    await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeAttached();
    const button = page.getByRole('button', { name: 'Exportar' });
    await expect(button).toBeEnabled(slow);

    await button.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Exportar documentos' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/Contraseña del archivo/)).toBeFocused();
    problems.push(...(await layoutProblems(page)).map((p) => `${theme} form ${p}`));
    problems.push(...(await seriousViolations(page)).map((p) => `${theme} form ${p}`));

    await page.keyboard.press('Enter');
    await expect(form.getByText('La contraseña es obligatoria.')).toBeVisible();
    await page.keyboard.type('Exportar#2026');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Exportar#2026');
    await page.keyboard.press('Enter');

    const started = page.getByRole('dialog', { name: 'Descarga solicitada' });
    await expect(started.getByText('La solicitud de descarga ha comenzado. Recibirás un correo electrónico cuando el archivo esté listo para descargar.')).toBeVisible(slow);
    await expect(toast(page, 'Descarga en proceso, te nofiticaremos cuando este lista.')).toBeVisible();
    await expect(started.getByText(/ábralo con 7-Zip/)).toBeVisible();
    await expect(started.getByText(/El archivo está listo/)).toBeVisible(slow);
    problems.push(...(await layoutProblems(page)).map((p) => `${theme} started ${p}`));
    problems.push(...(await seriousViolations(page)).map((p) => `${theme} started ${p}`));
    await page.keyboard.press('Escape');
    await expect(started).toBeHidden();
    await expect(button).toBeFocused();
  }
  expect(problems).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { submitSignIn } from './identity-support';
import { sidebar, toast } from './shell-support';

/**
 * The suppliers' privacy notice (part 1 §6) blocks the portal until it is accepted. This file runs before the
 * others (playwright.config.ts projects): it needs suppliers who have never accepted it, and the other files then
 * sign suppliers in to a portal that is not blocked.
 */

for (const email of ['proveedor@demo.expediente.mx', 'proveedor2@demo.expediente.mx']) {
  test(`${email}: the privacy notice blocks until 'Aceptar', and stays accepted`, async ({ page }) => {
    await submitSignIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('alertdialog');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
    await expect(notice.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    // While it is open, the rest of the page is out of reach: hidden from assistive technology, covered for the mouse.
    await expect(sidebar(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(notice).toBeVisible();
    await page.reload();
    await expect(page.getByRole('alertdialog')).toBeVisible();

    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Se acepto el documento.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

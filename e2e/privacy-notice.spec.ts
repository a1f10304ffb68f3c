import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi, submitSignIn } from './identity-support';
import { sidebar, toast } from './shell-support';

/**
 * The suppliers' privacy notice (part 1 §6) blocks the portal until it is accepted. This file runs before the
 * others (playwright.config.ts projects): it needs suppliers who have never accepted it, and the other files then
 * sign suppliers in to a portal that is not blocked.
 */

const scrollTop = (text: Locator) => text.evaluate((element) => element.scrollTop);
const atEnd = (text: Locator) => text.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight);

/** The notice's text, once it has loaded and taken focus. */
async function noticeText(page: Page): Promise<Locator> {
  const text = page.getByRole('alertdialog').getByRole('region', { name: 'Texto del aviso de privacidad' });
  await expect(text).toBeFocused();
  return text;
}

for (const [index, email] of ['proveedor@demo.expediente.mx', 'proveedor2@demo.expediente.mx'].entries()) {
  test(`${email}: the privacy notice blocks until 'Aceptar', is read and accepted by keyboard, and stays accepted`, async ({ page }) => {
    // The first supplier through the form, the second through the API (as the form does), opening the home.
    if (index === 0) {
      await submitSignIn(page, email);
    } else {
      await signInByApi(page, email);
      await page.goto('/');
    }
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('alertdialog');
    // The first page after sign-in downloads the notice's code and text: give a loaded machine time.
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice.getByRole('button', { name: 'Aceptar', exact: true })).toBeEnabled();
    await expect(notice.getByRole('button', { name: 'Cerrar', exact: true })).toHaveCount(0);
    // While it is open, the rest of the page is out of reach: hidden from assistive technology, covered for the mouse.
    await expect(sidebar(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(notice).toBeVisible();
    await page.reload();
    await expect(page.getByRole('alertdialog')).toBeVisible();

    if (index === 0) {
      // A supplier who does not accept leaves by keyboard through 'Cerrar sesión', and meets the notice again.
      await noticeText(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(notice.getByRole('button', { name: 'Cerrar sesión' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/logout$/);
      await expect(page.getByText('Tu sesión se ha cerrado con éxito.')).toBeVisible();
      await submitSignIn(page, email);
      await expect(page.getByRole('alertdialog')).toBeVisible();
    }

    // The text takes focus and the keys scroll it: PageDown, the arrows, End (to its last words) and Home.
    const text = await noticeText(page);
    expect(await scrollTop(text)).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(() => scrollTop(text)).toBeGreaterThan(0);
    const afterPageDown = await scrollTop(text);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => scrollTop(text)).toBeGreaterThan(afterPageDown);
    await page.keyboard.press('End');
    await expect.poll(() => atEnd(text)).toBe(true);
    // Its last paragraph names the button that accepts it.
    await expect(text.getByText('Al seleccionar "Aceptar" usted declara', { exact: false })).toBeInViewport();
    await page.keyboard.press('Home');
    await expect.poll(() => scrollTop(text)).toBe(0);
    await page.keyboard.press('End');
    await expect.poll(() => atEnd(text)).toBe(true);

    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Aceptar', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Se acepto el documento.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

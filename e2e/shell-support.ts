import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import { demoPassword } from './identity-support';

/** Helpers of shell.spec.ts and privacy-notice.spec.ts. */

const require = createRequire(import.meta.url);
/** axe-core's browser build (root devDependency, pinned), injected into the page under test. */
export const axePath = require.resolve('axe-core/axe.min.js');

/** Signs in through the form and waits for the shell (menu and greeting), whatever the home shows. */
export async function signInToShell(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Hola, /)).toBeVisible();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** The number the header's unread counter announces. */
export async function unreadCount(page: Page): Promise<number> {
  const counter = page.getByRole('link', { name: /^Notificaciones: / });
  await expect(counter).toBeVisible();
  const name = (await counter.getAttribute('aria-label')) ?? '';
  const match = /(\d+) sin leer/.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * Runs axe-core in the page and answers the serious and critical violations, one line each. Left out: Fluent's
 * focus sentinels (tabster's `<i data-tabster-dummy aria-hidden tabindex=0>` on the body, added once a dialog is
 * mounted), which axe reports as aria-hidden-focus but which hand focus on at once and are never a stop.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    type Axe = { run: (context: object, options: object) => Promise<AxeResults> };
    const axe = (window as unknown as { axe: Axe }).axe;
    return axe.run({ include: [['html']], exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: Result) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A toast of the app (top right) with this text; the toaster's live region repeats the text, so look in the toast. */
export function toast(page: Page, text: string) {
  return page.locator('[data-notification="toast"]').getByText(text, { exact: true });
}

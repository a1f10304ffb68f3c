import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import { demoPassword, signInByApi, submitSignIn } from './identity-support';

/** Helpers of shell.spec.ts and privacy-notice.spec.ts. */

const require = createRequire(import.meta.url);
/** axe-core's browser build (root devDependency, pinned), injected into the page under test. */
export const axePath = require.resolve('axe-core/axe.min.js');

/**
 * Signs in through the form and waits for the shell (its user menu, on phones too), whatever the landing page
 * shows: / for every role but Security, which lands on /contacts.
 */
export async function signInToShell(page: Page, email: string, password = demoPassword): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/(contacts)?$/);
  await expect(page.getByRole('button', { name: /^Menú de usuario: / })).toBeVisible();
}

/**
 * Signs in through the API and opens `path` as the first page load, then waits for the shell (its user menu): one
 * load of the app instead of /login, the landing page and then the page (decision 009).
 */
export async function openSignedIn(page: Page, email: string, path = '/'): Promise<void> {
  await signInByApi(page, email);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Menú de usuario: / })).toBeVisible({ timeout: 15_000 });
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
  // A page still loading its data is not the page a user reads: a button enabled by the answer that lands while axe
  // runs was once measured half-way (a color-contrast violation on /admin/features' 'Agregar' in one full run, never
  // alone). Read the page once its spinners are gone.
  await expect(page.locator('.fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
  await settled(page);
  await page.addScriptTag({ path: axePath });
  const first = await axeViolations(page);
  // A contrast measured while a colour still changes is not the page's: the same primary button on /admin/features
  // (light) failed once more in a full run after the waits above, and passed on retry. A real contrast fault is
  // stable, so a color-contrast finding counts only when a second reading, a moment later, finds it again.
  if (!first.some((v) => v.id === 'color-contrast')) return first.map(violationLine);
  await page.waitForTimeout(500);
  await settled(page);
  const second = await axeViolations(page);
  const again = (v: Result) => v.id !== 'color-contrast' || second.some((w) => w.id === v.id);
  return first.filter(again).map((v) => violationLine(second.find((w) => w.id === v.id) ?? v));
}

/**
 * Waits for the finite animations and transitions to end (at most 5 s; the spinners' loops never end and are left
 * out): axe once measured a toast's text half-way through fading (color-contrast, twice in one fresh-clone run on a
 * loaded machine).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

async function axeViolations(page: Page): Promise<Result[]> {
  const results = await page.evaluate(async () => {
    type Axe = { run: (context: object, options: object) => Promise<AxeResults> };
    const axe = (window as unknown as { axe: Axe }).axe;
    return axe.run({ include: [['html']], exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] });
  });
  return results.violations.filter((v: Result) => v.impact === 'serious' || v.impact === 'critical');
}

const violationLine = (v: Result) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/** A toast of the app (top right) with this text; the toaster's live region repeats the text, so look in the toast. */
export function toast(page: Page, text: string) {
  return page.locator('[data-notification="toast"]').getByText(text, { exact: true });
}

/**
 * What is wrong with the page's layout at the current width, one line each: the page scrolls sideways
 * (document.documentElement.scrollWidth > window.innerWidth), or a word of a visible heading (h1-h3) is split over
 * two lines.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`scrolls sideways: ${scrollWidth} > ${window.innerWidth}`);
    for (const heading of Array.from(document.querySelectorAll('h1, h2, h3'))) {
      if (!heading.checkVisibility()) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${heading.tagName.toLowerCase()} splits '${word[0]}'`);
        }
      }
    }
    return problems;
  });
}

/**
 * The focus indicator of the focused element, as the browser draws it: its own outline or box-shadow, or Fluent's
 * (a bordered ::after placed against the element, which must then be positioned so that the ring is the element's
 * and not the page's). Answers the element's box too.
 */
export async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const own = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    const box = element.getBoundingClientRect();
    return {
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      outline: own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0,
      boxShadow: own.boxShadow !== 'none',
      pseudoRing: after.position === 'absolute' && after.borderTopStyle !== 'none' && parseFloat(after.borderTopWidth) > 0,
      positioned: own.position !== 'static',
      box: { width: box.width, height: box.height },
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

/**
 * Controls of the shell that a toast covers: the header's links and buttons, and the warning banner's (the first
 * block of the content area, above the page).
 */
export async function shellControlsUnder(page: Page, toastSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const toast = document.querySelector(selector)?.getBoundingClientRect();
    if (!toast) return ['no toast'];
    const controls = Array.from(document.querySelectorAll<HTMLElement>('header a, header button, #contenido > :first-child a, #contenido > :first-child button'));
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.left < toast.right && box.right > toast.left && box.top < toast.bottom && box.bottom > toast.top;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  }, toastSelector);
}

/**
 * Goes to a path inside the app without reloading it, as a link would (the router follows popstate): a walk over
 * many pages then costs one load of the app and the user, not one per page.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await pushPath(page, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** navigateInApp without waiting to be there: for a path the app may at once send elsewhere (a guard). */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, path);
}

import { expect, test, type ConsoleMessage } from '@playwright/test';

/** The foundation end to end: the built app served by the local host, in Debian Chromium. */

function collectProblems(page: import('@playwright/test').Page) {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    // /login asks /api/userinfo whether a session exists (a signed-in user goes on to /): its 401 for a visitor is
    // the expected answer, which Chromium logs as a failed resource.
    const expectedVisitor401 = m.text().includes('status of 401') && m.location().url.endsWith('/api/userinfo');
    if (m.type() === 'error' && !expectedVisitor401) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

// Two pages, each loaded once for the checks that need it: fewer browser contexts on a busy machine.
test('the login page renders its form under the CSP, without console errors; the theme is dark by default and the choice persists', async ({ page }) => {
  const problems = collectProblems(page);
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByLabel('Usuario')).toBeVisible();
  await expect(page.getByLabel('Contraseña')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Olvidaste tu contraseña/ })).toHaveAttribute('href', '/account/recover-password');
  expect(problems).toEqual([]);

  const bg = await page.evaluate(() => getComputedStyle(document.querySelector('.fui-FluentProvider') ?? document.body).backgroundColor);
  const [r, g, b] = (bg.match(/\d+/g) ?? []).map(Number);
  expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(200);
  expect(await page.evaluate(() => localStorage.getItem('expediente.theme'))).not.toBe('light');
});

test('an unknown path shows the not-found screen; a deep link returns the app (SPA fallback) and the health endpoint reports every service', async ({ page, request }) => {
  await page.goto('/esto/no/existe');
  await expect(page.getByText('404! El recurso no existe.')).toBeVisible();

  const response = await page.goto('/contacts/abc');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.locator('#root')).not.toBeEmpty();
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  const body = (await health.json()) as { services: Record<string, { status: string }> };
  expect(Object.entries(body.services).map(([k, v]) => `${k}:${v.status}`).sort()).toEqual(['blob:ok', 'cosmos:ok', 'mail:ok', 'queue:ok', 'table:ok']);
});

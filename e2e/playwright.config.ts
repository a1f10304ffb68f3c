import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * End-to-end tests: Debian Chromium (/usr/bin/chromium or CHROMIUM_PATH) against the built web app served by the
 * local host with in-memory data. `npm run test:e2e` builds the app first.
 *
 * Two lanes run side by side, each with its own local host (ports E2E_PORT and E2E_PORT + 1) and so its own data:
 * the specs of one lane never see what the other's change, and within a lane the specs run one after another
 * (one worker per lane). On 2 cores the suite is bound by CPU, so the lanes buy isolation more than speed
 * (decision 009). A new spec goes into the lane with the shorter total. What keeps it short (decision 009): a test
 * that is not about the sign-in form signs in through the API and opens its page at once (openSignedIn), walks
 * inside the app rather than reloading it, and waits for things, never for time.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
const lanes = {
  a: { port, specs: ['identity', 'contacts', 'features-notifications', 'foundation', 'home', 'supplier-registration', 'contact-editing', 'onboarding', 'upload', 'document-detail', 'documents-list', 'admin-tenants-users', 'reports'] },
  b: { port: port + 1, specs: ['responsive', 'shell', 'sso', 'periods', 'viewer', 'table-storage', 'review-loop', 'admin-roles-types', 'dev-area', 'compliance', 'orders-contracts', 'export'] },
} as const;
// A spec in no lane would silently never run: refuse to start instead.
const laned = new Set<string>(['privacy-notice', ...lanes.a.specs, ...lanes.b.specs]);
const unlaned = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((f) => f.endsWith('.spec.ts') && !laned.has(f.slice(0, -'.spec.ts'.length)));
if (unlaned.length) throw new Error(`Specs sin carril en e2e/playwright.config.ts (agréguelos a lanes.a o lanes.b): ${unlaned.join(', ')}`);
/** process.env without its unset entries (the browser's environment takes strings only). */
const browserEnv = () => Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
const urlOf = (lanePort: number) => `http://localhost:${lanePort}`;
const specFiles = (names: readonly string[]) => names.map((name) => `${name}.spec.ts`);

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

function localHost(lanePort: number): WebServer {
  return {
    command: 'node --import tsx functions/src/local/start.ts',
    cwd: repoRoot,
    // The host binds 127.0.0.1; Node may resolve localhost to ::1 first.
    url: `http://127.0.0.1:${lanePort}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(lanePort), DATA_DIR: ':memory:', COSMOS_PORT: '0', BLOB_PORT: '0', QUEUE_PORT: '0', TABLE_PORT: '0', SMTP_PORT_LOCAL: '0', LOCAL_POWERBI_FAKE: 'true' },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  // One retry in CI only: on a loaded 2-core machine a browser context can be slow to tear down; a retried test
  // is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A cap, not a speed check: two lanes share the 2 cores, so a test can take twice as long as alone.
  timeout: 90_000,
  // Two lanes share 2 cores: a page that renders in 1 s alone can take several while the other lane signs in.
  expect: { timeout: 10_000 },
  use: {
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // Fluent's motion (dialogs, the drawer, toasts) and the app's own transitions end at once, as for a user who
    // asks for less motion: no frames to draw for them on 2 busy cores, and no click waiting for a sliding drawer
    // to come to rest (decision 009). No test is about an animation.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
      // A UTF-8 locale for the browser, as any user's desktop has: under the C locale (no LANG, e.g. `env -i`)
      // Chromium cannot write 'Opinión…' as a file name and saves a download as 'download' (seen in session 8).
      env: { ...browserEnv(), LANG: /utf-?8/i.test(process.env.LANG ?? '') ? process.env.LANG! : 'C.UTF-8' },
    },
  },
  projects: [
    // The suppliers' privacy notice blocks a supplier who has never accepted it: its spec runs first in lane a, on
    // the fresh data, and accepts it; lane b's suppliers accept it through the API (accept-notices.setup.ts).
    { name: 'privacy-notice', testMatch: 'privacy-notice.spec.ts', use: { baseURL: urlOf(lanes.a.port) }, workers: 1 },
    { name: 'lane-a', testMatch: specFiles(lanes.a.specs), dependencies: ['privacy-notice'], use: { baseURL: urlOf(lanes.a.port) }, workers: 1 },
    { name: 'accept-notices', testMatch: 'accept-notices.setup.ts', use: { baseURL: urlOf(lanes.b.port) }, workers: 1 },
    { name: 'lane-b', testMatch: specFiles(lanes.b.specs), dependencies: ['accept-notices'], use: { baseURL: urlOf(lanes.b.port) }, workers: 1 },
  ],
  webServer: [localHost(lanes.a.port), localHost(lanes.b.port)],
});

import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * End-to-end tests: Debian Chromium (/usr/bin/chromium or CHROMIUM_PATH) against the built web app served by the
 * local host, started here on its own port with in-memory data. `npm run test:e2e` builds the app first.
 */
const port = Number(process.env.E2E_PORT ?? 4391);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: on a loaded 2-core machine a browser context can be slow to tear down; a retried test
  // is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // The suppliers' privacy notice blocks a supplier who has never accepted it: its spec runs first, on the fresh
    // data, and accepts it; the other specs then sign suppliers in to an unblocked portal.
    { name: 'privacy-notice', testMatch: 'privacy-notice.spec.ts' },
    { name: 'app', testIgnore: 'privacy-notice.spec.ts', dependencies: ['privacy-notice'] },
  ],
  webServer: {
    command: 'node --import tsx functions/src/local/start.ts',
    cwd: repoRoot,
    // The host binds 127.0.0.1; Node may resolve localhost to ::1 first.
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: ':memory:',
      COSMOS_PORT: '0',
      BLOB_PORT: '0',
      QUEUE_PORT: '0',
      TABLE_PORT: '0',
      SMTP_PORT_LOCAL: '0',
    },
  },
});

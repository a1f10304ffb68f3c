// `npm run test:e2e`: builds the web app, checks for Chromium, then runs Playwright against the local host.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error('\n  No se encontró Chromium: instálelo con `apt-get install -y chromium` o indique CHROMIUM_PATH.\n');
  process.exit(1);
}
const run = (args, cwd) => {
  const r = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], path.join(root, 'web'));
run([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)], root);

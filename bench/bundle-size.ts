/**
 * JavaScript the browser downloads (gzip, as transferred) for the sign-in page and for the shell's home page
 * (route-level code splitting, part of issue 4). Builds the web app, serves it with the local host (in-process,
 * in-memory services, demo data) and loads the pages in Debian Chromium with playwright-core, each in a fresh
 * browser context (empty cache), as cliente@demo.expediente.mx:
 *   /login                          the sign-in page, cold;
 *   /login → / (the sign-in form)   what the shell home adds after signing in (the app navigates in the page, so
 *                                   what /login loaded is not downloaded again);
 *   / with a session, cold          the home page on an empty cache (a returning user whose cache was cleared, or
 *                                   after a deployment): framework, user info and shell together.
 * Target ≤ 200 KB for each (decision 006 says what loads later, on demand). Run: npm run bench -- bundle-size   (SKIP_BUILD=1 to reuse web/dist, VERBOSE=1
 * to list the files)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { csrfHeader } from '@expediente/contracts';
import { repoRoot, startLocalHost } from '../functions/src/local/host';
import { DEMO_PASSWORD } from '../functions/src/local/seed';

const TARGET_KB = 200;
const EMAIL = 'cliente@demo.expediente.mx';

if (!process.env.SKIP_BUILD) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!executablePath) {
  console.error('No se encontró Chromium: instálelo con `apt-get install -y chromium` o indique CHROMIUM_PATH.');
  process.exit(1);
}

type Script = { url: string; transferred: number; decoded: number; encoding: string };

/** Every script response of the page from now on, with its bytes on the wire (body as sent) and decoded. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void (async () => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(request.url()).pathname, transferred: sizes.responseBodySize, decoded: body.length, encoding: response.headers()['content-encoding'] ?? 'none' });
    })();
  });
  return scripts;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts: Script[], key: 'transferred' | 'decoded') => scripts.reduce((sum, s) => sum + s[key], 0);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function fresh(): Promise<{ context: BrowserContext; page: Page; scripts: Script[] }> {
  const context = await browser.newContext({ baseURL: host.url, locale: 'es-MX' });
  const page = await context.newPage();
  return { context, page, scripts: recordScripts(page) };
}

const rows: { name: string; scripts: Script[]; target: boolean }[] = [];
try {
  // 1. /login, cold.
  {
    const { context, page, scripts } = await fresh();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await settle(page);
    rows.push({ name: '/login (cold)', scripts: [...scripts], target: true });
    await context.close();
  }
  // 2. The home page, cold, with a session opened through the API.
  {
    const { context, page, scripts } = await fresh();
    const answer = await context.request.post('/api/login', { data: { email: EMAIL, password: DEMO_PASSWORD }, headers: { [csrfHeader.name]: csrfHeader.value } });
    if (!answer.ok()) throw new Error(`No se pudo iniciar sesión como ${EMAIL}: ${answer.status()}`);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
    await settle(page);
    rows.push({ name: '/ with a session, empty cache', scripts: [...scripts], target: true });
    await context.close();
  }
  // 3. The usual path: the sign-in form, then the home page (what the shell adds to the warm cache).
  {
    const { context, page, scripts } = await fresh();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await settle(page);
    const atLogin = scripts.length;
    await page.getByLabel('Usuario').fill(EMAIL);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
    await settle(page);
    rows.push({ name: '/ after signing in on /login (added to /login)', scripts: scripts.slice(atLogin), target: true });
    await context.close();
  }
} finally {
  await browser.close();
  await host.stop();
}

console.log(`JavaScript transferred (gzip as sent by the local host; decoded size in brackets), target ≤ ${TARGET_KB} KB:`);
let failed = false;
for (const row of rows) {
  const sent = total(row.scripts, 'transferred');
  const over = row.target && sent > TARGET_KB * 1024;
  failed ||= over;
  const encodings = [...new Set(row.scripts.map((s) => s.encoding))].join(', ');
  console.log(`  ${row.name.padEnd(52)} ${kb(sent).padStart(9)}  (${kb(total(row.scripts, 'decoded'))}, ${row.scripts.length} files, ${encodings})${row.target ? (over ? '  OVER TARGET' : '  ok') : ''}`);
}
if (process.env.VERBOSE) {
  for (const row of rows) {
    console.log(`\n${row.name}`);
    for (const s of [...row.scripts].sort((a, b) => b.transferred - a.transferred)) console.log(`  ${kb(s.transferred).padStart(9)}  ${s.url}`);
  }
}
if (failed) process.exitCode = 1;

/**
 * /documents with 1,000 rows on one page, in Chromium against the local host serving the built web app: 1,200 more
 * document records in Demo Corporativo, the Developer signed in, then RUNS times (a) the time from navigating to
 * /documents?pageSize=1000 until the virtualized grid shows its first rows and its sort header can be clicked
 * (interactive), and (b) the time from clicking that header until the first row is the oldest document (the server
 * answers the 1,000 rows in the other order and the grid renders them). Also how many rows are in the DOM.
 * Run: npm run bench -- documents-ui   (SKIP_BUILD=1 reuses web/dist; RUNS=… to change the count)
 */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../e2e/chromium';
import { startLocalHost } from '../functions/src/local/host';
import { addBenchDocuments } from './documents-data';
import { signInCookie } from './support';

const RUNS = Number(process.env.RUNS ?? 7);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

if (!process.env.SKIP_BUILD) {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: path.join(repoRoot, 'web'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const loadBefore = os.loadavg()[0]!;
const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');
await addBenchDocuments(1_200);
const cookie = await signInCookie(base, 'developer@demo.expediente.mx');
const [name, value] = cookie.split('=') as [string, string];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const interactive: number[] = [];
const sorted: number[] = [];
let domRows = 0;
let total = 0;
try {
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City', viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  // Warm-up: the shell and the page's chunks in the browser's cache, as for a user who has used the portal.
  await page.goto(`${base}/documents?pageSize=10`);
  await page.getByRole('grid', { name: 'Documentos' }).or(page.getByRole('table', { name: 'Documentos' })).first().waitFor({ timeout: 60_000 });

  for (let run = 0; run < RUNS; run++) {
    const grid = page.getByRole('grid', { name: 'Documentos' });
    const header = grid.getByRole('button', { name: 'Vigencia inicial' });
    const firstRow = grid.getByRole('row').nth(1);
    const t0 = performance.now();
    await page.goto(`${base}/documents?pageSize=1000`);
    await firstRow.waitFor({ timeout: 60_000 });
    await header.waitFor({ state: 'visible' });
    interactive.push(performance.now() - t0);
    const newest = await firstRow.innerText();

    const t1 = performance.now();
    await header.click();
    // Runs in the page (a function, not a string: the CSP forbids eval). This file has no DOM types, hence the cast.
    type PageGlobals = { document: { querySelectorAll(selector: string): ArrayLike<{ innerText: string }> } };
    await page.waitForFunction(
      (before) => {
        const rows = (globalThis as unknown as PageGlobals).document.querySelectorAll('[role="grid"][aria-label="Documentos"] [role="row"]');
        return rows.length > 1 && rows[1]!.innerText !== before;
      },
      newest,
      { timeout: 60_000, polling: 'raf' },
    );
    sorted.push(performance.now() - t1);
    domRows = await grid.getByRole('row').count();
    total = Number((await page.getByRole('status').first().innerText()).replace(/\D/g, ''));
  }
} finally {
  await browser.close();
  await host.stop();
}

const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, Chromium headless; load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`/documents?pageSize=1000 as the Developer, ${total} documents in the tenant, ${RUNS} runs`);
console.log(`time to interactive (navigation → first rows and sort header): ${fmt(interactive)}`);
console.log(`time to a sort (click → first row is the oldest, 1,000 rows fetched again): ${fmt(sorted)}`);
console.log(`rows in the DOM for a page of 1,000: ${domRows} (header included)`);
process.exit(0);

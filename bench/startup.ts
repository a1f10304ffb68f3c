/**
 * `npm start` from launch to the first 200 on /api/health, with a fresh data folder (first start: creates the
 * storage and seeds the demo data) and again on the same folder (a restart). Run: npm run bench -- startup
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);

async function once(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, COSMOS_PORT: '0', BLOB_PORT: '0', QUEUE_PORT: '0', TABLE_PORT: '0', SMTP_PORT_LOCAL: '0' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const results: { first: number[]; restart: number[] } = { first: [], restart: [] };
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  results.first.push(await once(dir, 4480 + i));
  results.restart.push(await once(dir, 4480 + i));
  rmSync(dir, { recursive: true, force: true });
}
const fmt = (xs: number[]) => `median ${(xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]! / 1000).toFixed(2)} s (runs: ${xs.map((x) => (x / 1000).toFixed(2)).join(', ')})`;
console.log(`npm start → first 200 on /api/health, first start (empty data): ${fmt(results.first)}`);
console.log(`npm start → first 200 on /api/health, restart (same data):     ${fmt(results.restart)}`);

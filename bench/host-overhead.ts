/**
 * The local host's per-request overhead against a bare node:http handler answering the same JSON, with
 * autocannon (one run each, loopback, 10 connections, 10 s). Run: npm run bench -- host-overhead
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { app } from '@azure/functions';
import { installFunctionsCore } from '../functions/src/local/functions-core';
import { startLocalHost } from '../functions/src/local/host';

const DURATION = Number(process.env.DURATION ?? 10);
const body = JSON.stringify({ ok: true });

installFunctionsCore();
app.http('benchPing', { route: 'bench/ping', methods: ['GET'], handler: async () => ({ jsonBody: { ok: true } }) });

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function load(url: string): Promise<{ p50: number; p99: number; mean: number; rps: number; errors: number }> {
  const cli = path.resolve(import.meta.dirname, '../node_modules/autocannon/autocannon.js');
  const child = spawn(process.execPath, [cli, '-c', String(CONNECTIONS), '-d', String(DURATION), '--json', url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((r) => child.on('exit', r));
  const r = JSON.parse(out) as { latency: { p50: number; p99: number; mean: number }; requests: { average: number }; errors: number; non2xx: number };
  return { p50: r.latency.p50, p99: r.latency.p99, mean: r.latency.mean, rps: r.requests.average, errors: r.errors + r.non2xx };
}

// The same security headers the host (like Static Web Apps) adds to every answer, so the comparison is of the
// host's work and not of the bytes on the wire.
const swa = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../staticwebapp.config.json'), 'utf8')) as { globalHeaders: Record<string, string> };
const bare = http.createServer((_req, res) => {
  for (const [k, v] of Object.entries(swa.globalHeaders)) res.setHeader(k, v);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

const host = await startLocalHost({ port: 0, env: 'test', seed: false, servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
await load(bareUrl); // warm-up of the load generator itself
const baseline = await load(bareUrl);
const local = await load(`${host.url.replace('localhost', '127.0.0.1')}/api/bench/ping`);
bare.close();
await host.stop();

const line = (name: string, r: typeof local) =>
  `${name.padEnd(18)} p50 ${r.p50} ms  p99 ${r.p99} ms  mean ${r.mean.toFixed(3)} ms  ${Math.round(r.rps)} req/s  errors ${r.errors}`;
console.log(`${CONNECTIONS} connections, ${DURATION} s each, autocannon in a separate process (latency resolution: 1 ms)`);
console.log(line('bare node:http', baseline));
console.log(line('local host /api', local));
// autocannon reports whole milliseconds; when a percentile is 0 ms on both sides the ratio is 1 at this resolution.
const ratio = (a: number, b: number) => (a === b ? 1 : b === 0 ? Infinity : a / b);
console.log(`ratio              p50 ${ratio(local.p50, baseline.p50).toFixed(2)}×  p99 ${ratio(local.p99, baseline.p99).toFixed(2)}×  mean ${(local.mean / baseline.mean).toFixed(2)}×  throughput ${(baseline.rps / local.rps).toFixed(2)}× lower`);
process.exit(0);

/**
 * Documents list latency against the local host (in-process, in-memory services, demo data): 20,000 more document
 * records in Demo Corporativo spread over its 43 suppliers (monthly and initial types, 2021-2026, every status;
 * records only — the list reads no blob), then GET /api/documents as the Developer (page 1, filtered, a search,
 * page 5 by number, the next page by continuation token, 1,000 rows) and as the supplier (its own partition), each
 * ~200 times, with the storage calls every request made (X-Storage-Calls); and the notifications list's calls for
 * comparison.
 * Run: npm run bench -- documents-list   (DOCUMENTS=…, REQUESTS=… to change the counts)
 */
import os from 'node:os';
import { startLocalHost } from '../functions/src/local/host';
import { userId } from '../functions/src/local/seed';
import { addBenchDocuments } from './documents-data';
import { measureGets, resultLine, signInCookie } from './support';

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 20_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);

const loadBefore = os.loadavg()[0]!;
const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: process.env.BENCH_LOG ? (...a: unknown[]) => console.error(...a) : () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');

const started = performance.now();
const supplierCount = await addBenchDocuments(DOCUMENTS);
const seedSeconds = (performance.now() - started) / 1000;

const developer = await signInCookie(base, 'developer@demo.expediente.mx');
const supplier = await signInCookie(base, 'proveedor@demo.expediente.mx');
const first = (await (await fetch(`${base}/api/documents?pageSize=10`, { headers: { cookie: developer } })).json()) as { continuationToken: string };
const cases: [string, string, string, number][] = [
  ['developer: page 1 of 10, newest first', developer, '/api/documents?pageSize=10', REQUESTS],
  ['developer: type+status+year (mxopinion32d, V, 2021)', developer, '/api/documents?type=mxopinion32d&status=V&year=2021&pageSize=10', REQUESTS],
  ["developer: search 'limpieza'", developer, '/api/documents?searchText=limpieza&pageSize=10', REQUESTS],
  ['developer: page 5 of 10 by number', developer, '/api/documents?pageSize=10&pageIndex=5', REQUESTS],
  ['developer: page 2 of 10 by continuation token', developer, `/api/documents?pageSize=10&continuationToken=${first.continuationToken}`, REQUESTS],
  ['developer: 1,000 rows, oldest first', developer, '/api/documents?pageSize=1000&sortOrder=ASC', Math.max(20, Math.round(REQUESTS / 10))],
  ['supplier: its own, page 1 of 10', supplier, '/api/documents?pageSize=10', REQUESTS],
  ['notifications list (supplier), page 1 of 25', supplier, `/api/notifications/${userId('proveedor@demo.expediente.mx')}?pageSize=25`, REQUESTS],
];
const lines: string[] = [];
for (const [label, cookie, path, requests] of cases) {
  try {
    lines.push(resultLine(label, 52, await measureGets(base, cookie, () => path, requests)));
  } catch (err) {
    // The embedded Cosmos DB server scans every item of a query in JavaScript: past some size a query outlives the
    // SDK's 60 s timeout there (Azure serves the same query from the composite index). Report it and go on.
    lines.push(`${label.padEnd(52)} failed: ${String(err).slice(0, 160)}`);
  }
}
await host.stop();

console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; loopback, in-memory services, one client`);
console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`${DOCUMENTS} documents over ${supplierCount} suppliers written in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests per case (1,000 rows: fewer)`);
console.log('storage calls include the session (cosmos=2 per request)');
for (const line of lines) console.log(line);
process.exit(0);

/**
 * Compliance grid latency against the local host (in-process, in-memory services, demo data; decision 019): the
 * demo tenant's compliance items are replaced by SUPPLIERS bench suppliers × 24 types × 12 monthly periods (2026,
 * plus 3 initial cells each), written straight into the projection's items as the queue would, first 50 of them,
 * then the rest up to 200. At each size, GET /api/compliance/grid (page 1, page 5 by number, a search), GET
 * /api/compliance/summary as the Developer, each REQUESTS times, with the storage
 * calls every request made (X-Storage-Calls: the session's 2 and the flag read included). The point is that the
 * calls stay flat as the tenant grows, and the latency with them.
 * Run: npm run bench -- compliance-grid   (REQUESTS=… to change the count)
 */
import os from 'node:os';
import { cellStates, complianceRate, documentTypeCatalogue, normalizeSearchText, type ComplianceCell } from '@expediente/contracts';
import { countCells, ComplianceRepository, typeCellsOf, summaryItemId, yearItemId, type ComplianceItem } from '../functions/src/compliance/compliance.repository';
import { startLocalHost } from '../functions/src/local/host';
import { TenantContainer } from '../functions/src/platform/cosmos';
import { benchScope } from './documents-data';
import { measureGets, resultLine, signInCookie } from './support';

const REQUESTS = Number(process.env.REQUESTS ?? 100);
const SIZES = [50, 200];
const TYPES = 24;
const YEAR = 2026;

const repo = new ComplianceRepository();
const required = documentTypeCatalogue.filter((t) => t.required && t.sets.includes('mxexpediente')).map((t) => t.codeName);
const codes = Array.from({ length: TYPES }, (_, i) => required[i] ?? `benchtype${String(i).padStart(2, '0')}`);
/** A state per cell, spread so every state shows (deterministic). */
const stateOf = (s: number, t: number, m: number) => cellStates[(s * 7 + t * 3 + m) % 11 < 6 ? 0 : ((s + t + m) % 4) + 1]!;

async function writeSupplier(i: number): Promise<void> {
  const id = `sup-bench-${String(i).padStart(4, '0')}`;
  const name = `Proveedor de prueba ${String(i).padStart(4, '0')} SA de CV`;
  const cells: ComplianceCell[] = [];
  for (const [t, code] of codes.entries()) {
    for (let m = 1; m <= 12; m++) {
      cells.push({ slotKey: `${code}~monthly:${YEAR}:${m}~-`, documentTypeCodeName: code, documentDisplayName: code, periodKey: `monthly:${YEAR}:${m}`, periodLabel: `Mes ${m} ${YEAR}`, state: stateOf(i, t, m), dueDate: `${YEAR}-${String(m).padStart(2, '0')}-17` });
    }
  }
  const initial = codes.slice(0, 3).map((code, t): ComplianceCell => ({ slotKey: `${code}~initial~-`, documentTypeCodeName: code, documentDisplayName: code, periodKey: 'initial', periodLabel: 'Inicial', state: stateOf(i, t, 0) }));
  const counts = countCells([...cells, ...initial]);
  const months = Array.from({ length: 12 }, (_, m) => countCells(cells.filter((c) => c.periodKey.endsWith(`:${m + 1}`))));
  await repo.upsertYear(benchScope, { id: yearItemId(id, YEAR), kind: 'year', supplierId: id, year: YEAR, customerIds: ['org-corporativo-demo'], cells, types: typeCellsOf(cells), counts: countCells(cells), months, rejections: [], hash: 'bench' });
  const rate = complianceRate(counts);
  await repo.upsertSummary(benchScope, {
    id: summaryItemId(id),
    kind: 'summary',
    supplierId: id,
    customerIds: ['org-corporativo-demo'],
    searchText: normalizeSearchText(name),
    sortKey: `${normalizeSearchText(name)}|${id}`,
    figures: { supplierPK: id, supplierName: name, counts, rate, risk: rate < 60 ? 'A' : rate < 90 ? 'M' : 'B', payable: counts.overdue === 0, documentsCount: counts.valid + counts.review, updatedAt: new Date().toISOString() },
    overdue: cells.filter((c) => c.state === 'overdue').slice(0, 20).map((c) => ({ slotKey: c.slotKey, documentTypeCodeName: c.documentTypeCodeName, documentDisplayName: c.documentDisplayName, periodLabel: c.periodLabel, dueDate: c.dueDate! })),
    expiring: [],
    initial: { cells: initial, counts: countCells(initial), rejections: [] },
    years: [YEAR],
    hash: 'bench',
  });
}

const loadBefore = os.loadavg()[0]!;
const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: process.env.BENCH_LOG ? (...a: unknown[]) => console.error(...a) : () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');
// The demo suppliers' items go: the tenant holds exactly the bench suppliers (the queue is idle after the seed).
const all = new TenantContainer<ComplianceItem>('compliance');
for (const item of await all.queryAll(benchScope, { pk: benchScope.tenantId })) await repo.remove(benchScope, item.id);

const developer = await signInCookie(base, 'developer@demo.expediente.mx');
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; loopback, in-memory services, one client`);
console.log(`load average (1 min) before ${loadBefore.toFixed(2)}`);
console.log(`${TYPES} types × 12 months of ${YEAR} (+3 initial cells) per supplier; ${REQUESTS} requests per case`);
console.log('storage calls include the session (cosmos=2) and the tenant flags read (cosmos=1)');
let written = 0;
for (const size of SIZES) {
  const started = performance.now();
  const ids = Array.from({ length: size - written }, (_, k) => written + k);
  let next = 0;
  await Promise.all(Array.from({ length: 16 }, async () => { while (next < ids.length) await writeSupplier(ids[next++]!); }));
  written = size;
  console.log(`\n${size} suppliers (${((performance.now() - started) / 1000).toFixed(1)} s to write ${ids.length} more)`);
  const cases: [string, string][] = [
    ['grid, page 1 (25 rows)', `/api/compliance/grid?year=${YEAR}`],
    ['grid, page 5 by number', `/api/compliance/grid?year=${YEAR}&pageIndex=4`],
    ['grid, a search', `/api/compliance/grid?year=${YEAR}&search=${encodeURIComponent('prueba 001')}`],
    ['grid, one month', `/api/compliance/grid?year=${YEAR}&period=monthly:${YEAR}:3`],
    ['summary (the dashboard)', `/api/compliance/summary?year=${YEAR}`],
  ];
  for (const [label, path] of cases) {
    try {
      console.log(resultLine(label, 32, await measureGets(base, developer, () => path, REQUESTS)));
    } catch (err) {
      console.log(`${label.padEnd(32)} failed: ${String(err).slice(0, 160)}`);
    }
  }
}
await host.stop();
console.log(`load average (1 min) after ${os.loadavg()[0]!.toFixed(2)}`);
process.exit(0);

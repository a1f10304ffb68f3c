/**
 * Contacts list latency against the local host (in-process, in-memory services, demo data): 5,000 more contacts
 * in Demo Corporativo (organizations and their people, written through the repository with their directory
 * fields), then GET /api/contacts as an administrator (page 1, a type, a search, a deep numbered page, the next
 * page by continuation token) and as the supplier (its own scope), each ~200 times, with the storage calls every
 * request made (X-Storage-Calls).
 * Run: npm run bench -- contacts   (CONTACTS=…, REQUESTS=… to change the counts)
 */
import os from 'node:os';
import { ContactsRepository } from '../functions/src/contacts/contacts.repository';
import { scopeIdsOf } from '../functions/src/contacts/directory.service';
import { startLocalHost } from '../functions/src/local/host';
import { measureGets, resultLine, signInCookie } from './support';

const CONTACTS = Number(process.env.CONTACTS ?? 5000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const scope = { tenantId: 'demo-corporativo' };

const loadBefore = os.loadavg()[0]!;
const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');

// Half organizations (suppliers of the demo customer), half their people.
const repository = new ContactsRepository();
const started = performance.now();
const now = new Date().toISOString();
const words = ['Servicios', 'Mantenimiento', 'Logística', 'Limpieza', 'Vigilancia', 'Construcción', 'Consultores', 'Técnicos'];
let next = 0;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (next < CONTACTS / 2) {
      const i = next++;
      const id = `sup-bench-${String(i).padStart(5, '0')}`;
      const org = { id, partyType: 2 as const, customerIds: ['org-corporativo-demo'] };
      const scopeIds = scopeIdsOf(org);
      const name = `${words[i % words.length]} ${words[(i * 3 + 1) % words.length]} ${i} SA de CV`;
      await repository.upsert(scope, {
        ...org,
        type: 'contact',
        displayName: name,
        organizationRole: 'supplier',
        identifiers: [{ key: 'supplier.id', name: 'ID de Proveedor', value: `BEN-${i}` }],
        emailAddress: `proveedor${i}@bench.example.com`,
        memberIds: [`per-bench-${i}`],
        scopeIds,
        locked: false,
        createdAt: now,
        modifiedAt: now,
      });
      await repository.upsert(scope, {
        id: `per-bench-${i}`,
        type: 'contact',
        partyType: 1,
        displayName: `Persona ${words[(i * 7) % words.length]} ${i}`,
        companyId: id,
        companyName: name,
        scopeIds,
        identifiers: [],
        locked: false,
        createdAt: now,
        modifiedAt: now,
      });
    }
  }),
);
const seedSeconds = (performance.now() - started) / 1000;

const admin = await signInCookie(base, 'admin@demo.expediente.mx');
const supplier = await signInCookie(base, 'proveedor@demo.expediente.mx');

const first = (await (await fetch(`${base}/api/contacts?pageSize=25`, { headers: { cookie: admin } })).json()) as { continuationToken: string };
const cases: [string, string, string][] = [
  ['admin: page 1 of 25, every kind', admin, '/api/contacts?pageSize=25'],
  ['admin: organizations, page 1 of 25', admin, '/api/contacts?type=company&pageSize=25'],
  ["admin: search 'logistica' (accent-free)", admin, '/api/contacts?search=logistica&pageSize=25'],
  ['admin: page 100 of 25 by number (skips 2,475)', admin, '/api/contacts?pageSize=25&pageIndex=100'],
  ['admin: page 2 of 25 by continuation token', admin, `/api/contacts?pageSize=25&continuationToken=${first.continuationToken}`],
  ['supplier: its own scope, page 1', supplier, '/api/contacts?pageSize=25'],
];
const lines: string[] = [];
for (const [label, cookie, path] of cases) {
  lines.push(resultLine(label, 48, await measureGets(base, cookie, () => path, REQUESTS)));
}
await host.stop();

console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; loopback, in-memory services, one client`);
console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`${CONTACTS} contacts written through the repository in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests per case`);
for (const line of lines) console.log(line);
process.exit(0);

/**
 * Audit list latency against the local host (in-process, in-memory services, demo data): DOCUMENTS more document
 * records in Demo Corporativo (80 % through documents-data.ts's addBenchDocuments; 10 % contracts and 10 % with a
 * partial extraction written here, so both measured lists have thousands of rows), then GET /api/audit/documents
 * (contracts) and /api/audit/partial/list as the Developer and as the Customer (page 1, filtered, page 5 by number,
 * oldest first), each REQUESTS times, with the storage calls every request made (X-Storage-Calls, the session's 2
 * and the flag read included).
 * Run: npm run bench -- audit-list   (DOCUMENTS=…, REQUESTS=… to change the counts)
 */
import os from 'node:os';
import { documentPublicKey, normalizeSearchText } from '@expediente/contracts';
import { ContactsRepository } from '../functions/src/contacts/contacts.repository';
import { documentsPk, type DocumentItem } from '../functions/src/documents/documents.repository';
import { startLocalHost } from '../functions/src/local/host';
import { seedUuid } from '../functions/src/local/seed-documents';
import { TenantContainer } from '../functions/src/platform/cosmos';
import { addBenchDocuments, benchScope } from './documents-data';
import { measureGets, resultLine, signInCookie } from './support';

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 20_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);

/** Contracts and partially read CSFs, one upload every 3 hours from 2024 on, every audit status. */
async function addAuditDocuments(count: number): Promise<void> {
  const scope = benchScope;
  const suppliers = (await new ContactsRepository().organizationsAndGroups(scope, [2])).filter((o) => o.organizationRole === 'supplier');
  const docs = new TenantContainer<DocumentItem>('documents');
  const statuses = ['pending', 'approved', 'rejected', 'amend-required'] as const;
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const i = next++;
        const supplier = suppliers[i % suppliers.length]!;
        const contract = i % 2 === 0;
        const uuid = seedUuid(`bench-audit/${i}`);
        const createdAt = new Date(Date.UTC(2024, 0, 1) + i * 3 * 3_600_000).toISOString();
        const [code, name, full] = contract ? ['mxcontratose', 'Contrato de servicios', 'Contrato de servicios u obras especializados'] : ['mxcsf', 'CSF', 'Constancia de Situación Fiscal'];
        const file = `${code}_${i}.pdf`;
        const audit = statuses[Math.floor(i / 2) % statuses.length]!;
        await docs.upsert(scope, {
          id: uuid,
          pk: documentsPk(scope.tenantId, supplier.id),
          type: 'document',
          supplierId: supplier.id,
          publicKey: documentPublicKey(supplier.id, uuid),
          originalName: file,
          blobName: `${supplier.id}/${uuid}.pdf`,
          storageUrl: '',
          contentType: 'application/pdf',
          length: 1024,
          md5: 'bench',
          status: 'P',
          documentTypeCode: code,
          documentTypeFullName: full,
          displayName: name,
          formDataItems: [],
          relationships: [],
          supplierName: supplier.displayName,
          searchText: normalizeSearchText([file, name, full, supplier.displayName].join(' ')),
          periodKey: 'initial',
          initialValidity: createdAt,
          ...(audit === 'pending' ? {} : { auditStatus: audit }),
          ...(contract ? {} : { extraction: { outcome: 'partial' as const, at: createdAt, findings: [] } }),
          createdAt,
          createdBy: 'bench',
          modifiedAt: createdAt,
        });
      }
    }),
  );
}

const loadBefore = os.loadavg()[0]!;
const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: process.env.BENCH_LOG ? (...a: unknown[]) => console.error(...a) : () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');

const started = performance.now();
const own = Math.round(DOCUMENTS * 0.2);
await addBenchDocuments(DOCUMENTS - own);
await addAuditDocuments(own);
const seedSeconds = (performance.now() - started) / 1000;

const developer = await signInCookie(base, 'developer@demo.expediente.mx');
const customer = await signInCookie(base, 'cliente@demo.expediente.mx');
const cases: [string, string, string][] = [
  ['developer: contracts, page 1 of 10', developer, '/api/audit/documents'],
  ['developer: contracts, approved, a supplier name', developer, '/api/audit/documents?status=approved&supplierName=limpieza'],
  ['developer: contracts, page 5 of 10 by number', developer, '/api/audit/documents?pageIndex=5'],
  ['developer: partial, page 1 of 10', developer, '/api/audit/partial/list'],
  ['developer: partial, 2024-02 uploads, oldest first', developer, '/api/audit/partial/list?fromDate=2024-02-01&toDate=2024-02-29&orderBy=ASC'],
  ['developer: partial, page 5 of 10 by number', developer, '/api/audit/partial/list?pageIndex=5'],
  ['customer: contracts, page 1 of 10', customer, '/api/audit/documents'],
  ['customer: partial, page 1 of 10', customer, '/api/audit/partial/list'],
];
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; loopback, in-memory services, one client`);
console.log(`load average (1 min) before ${loadBefore.toFixed(2)}`);
console.log(`${DOCUMENTS} documents written in ${seedSeconds.toFixed(1)} s (${own} of them contracts and partial reads); ${REQUESTS} requests per case`);
console.log('storage calls include the session (cosmos=2) and the tenant flags read by read:audit (cosmos=1)');
// Each case prints as it ends: at 20,000 documents the embedded server's scans make a case take minutes.
for (const [label, cookie, path] of cases) {
  try {
    console.log(resultLine(label, 52, await measureGets(base, cookie, () => path, REQUESTS)));
  } catch (err) {
    // The embedded Cosmos DB server scans every item of a query in JavaScript: past some size a query outlives the
    // SDK's timeout there (Azure serves it from the composite index). Report it and go on.
    console.log(`${label.padEnd(52)} failed: ${String(err).slice(0, 160)}`);
  }
}
await host.stop();
console.log(`load average (1 min) after ${os.loadavg()[0]!.toFixed(2)}`);
process.exit(0);

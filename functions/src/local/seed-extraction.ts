import { createHash } from 'node:crypto';
import { addDays, documentPublicKey, instantExtractionTypes, mexicoCityDay, normalizeSearchText } from '@expediente/contracts';
import { ContactsRepository, type ContactItem } from '../contacts/contacts.repository';
import { DocumentTypesRepository, type DocumentTypeItem } from '../documents/document-types.repository';
import { documentsPk, type DocumentItem } from '../documents/documents.repository';
import { extractionStarter } from '../metadata/starter.composition';
import { putBlob } from '../platform/blobs';
import { getConfig } from '../platform/config';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';
import { demoDocumentSuppliers, seedUuid } from './seed-documents';
import { tenantCounters } from '../admin/counters.repository';

/**
 * Seed version 8: extraction runs for the demo (issue 14), so /admin/tablestorage, the documents' extraction card
 * and the audit tabs have records on `npm start`. Runs are started through the real starter (a queued record and
 * a message on `extraction`), so the host's queue worker reads them after start-up like any upload:
 * - the newest seeded document (seed-documents.ts) of each type read on upload, per demo supplier: their one-line
 *   PDFs end partial, the 16×16 PNGs image (nothing legible), the payroll CFDIs without their Nómina complement
 *   not-supported;
 * - a few documents made by the fictitious generator (./fictitious) for this month's slots of suppliers the e2e
 *   specs do not upload for: two opinions that pass every check (clean, so U), a payroll CFDI, a scanned opinion
 *   (read by the OCR; image when METADATA_OCR=off) and a REPSE PDF cut short (error: truncated).
 * Only for the local portal (EXPEDIENTE_ENV=local): the API tests' hosts (test) keep their queues to themselves.
 * Nothing here blocks start-up: the whole step runs in the background (its promise is `seedExtractionDone`, for
 * the test that waits for it); a start stopped before it ends leaves fewer demo runs, never a wrong one.
 */

type DemoFile = {
  supplierId: string;
  documentTypeCode: string;
  kind: 'pdf-text' | 'pdf-scan' | 'xml';
  /** The generator's seed. */
  seed: number;
  /** The file cut to 60 % (a broken upload: the reader says 'truncated'). */
  truncate?: boolean;
};

/** Per tenant: the generated documents (this month's slot for monthly types). */
const demoFiles: Record<string, DemoFile[]> = {
  'demo-corporativo': [
    { supplierId: 'sup-transportes-norte', documentTypeCode: 'mxopinion32d', kind: 'pdf-text', seed: 2 },
    { supplierId: 'sup-seguridad-regional', documentTypeCode: 'mximssopinion', kind: 'pdf-text', seed: 1 },
    { supplierId: 'sup-transportes-norte', documentTypeCode: 'mxcfdinomina', kind: 'xml', seed: 3 },
    { supplierId: 'sup-seguridad-regional', documentTypeCode: 'mxopinion32d', kind: 'pdf-scan', seed: 4 },
    { supplierId: 'sup-transportes-norte', documentTypeCode: 'mxrepse', kind: 'pdf-text', seed: 5, truncate: true },
  ],
};

const contentTypes = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', xml: 'text/xml' } as const;
const pending = new Set<Promise<void>>();

/** Every background seed step started by this process has ended (the seed's API test waits for it). */
export async function seedExtractionDone(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

export function seedExtraction(scope: TenantScope, customerId: string | undefined): void {
  if (getConfig().env !== 'local') return;
  const work: Promise<void> = run(scope, customerId)
    .catch((err: unknown) => console.error(`Datos de demostración: las extracciones de ${scope.tenantId} no se iniciaron:`, err))
    .finally(() => pending.delete(work));
  pending.add(work);
}

async function run(scope: TenantScope, customerId: string | undefined): Promise<void> {
  const types = new Map((await new DocumentTypesRepository().types(scope)).map((t) => [t.codeName, t]));
  const generated = await generateDemoFiles(scope, customerId, types);
  const docs = [...(await newestSeeded(scope)), ...generated];
  // Insert-if-absent: a document that already has a record (a run of its own) is left as it is.
  for (const doc of docs) await extractionStarter.claim(scope, doc, { reason: 'seed', withError: false });
  // The generated documents were written here, in the background, after the seed's recount: count them too.
  if (generated.length > 0) await tenantCounters.reconcile(scope, new Date().toISOString());
}

/** The newest current (not replaced) seeded document of each type read on upload, per demo supplier. */
async function newestSeeded(scope: TenantScope): Promise<DocumentItem[]> {
  const container = new TenantContainer<DocumentItem>('documents');
  const out: DocumentItem[] = [];
  for (const supplierId of demoDocumentSuppliers[scope.tenantId] ?? []) {
    const items = await container.queryAll(scope, { pk: documentsPk(scope.tenantId, supplierId), where: "c.type = 'document' AND c.createdBy = 'seed'" });
    const newest = new Map<string, DocumentItem>();
    for (const item of items) {
      if (!instantExtractionTypes.includes(item.documentTypeCode) || item.amendedBy) continue;
      const seen = newest.get(item.documentTypeCode);
      if (!seen || item.initialValidity > seen.initialValidity) newest.set(item.documentTypeCode, item);
    }
    out.push(...[...newest.values()].sort((a, b) => a.documentTypeCode.localeCompare(b.documentTypeCode)));
  }
  return out;
}

/** The generated documents with their files, written like an upload's (blob, then the document item). */
async function generateDemoFiles(scope: TenantScope, customerId: string | undefined, types: Map<string, DocumentTypeItem>): Promise<DocumentItem[]> {
  const files = demoFiles[scope.tenantId] ?? [];
  if (files.length === 0) return [];
  // The generator needs pdf-lib and pureimage (development dependencies): loaded only by the local portal.
  const { generateDocument } = await import('./fictitious');
  const contacts = new ContactsRepository();
  const container = new TenantContainer<DocumentItem>('documents');
  const customer = customerId ? await contacts.read(scope, customerId) : undefined;
  const today = mexicoCityDay(new Date());
  const month = today.slice(0, 7);
  const monthStart = `${month}-01`;
  const out: DocumentItem[] = [];
  for (const [n, f] of files.entries()) {
    const type = types.get(f.documentTypeCode);
    const supplier = await contacts.read(scope, f.supplierId);
    if (!type || !supplier) continue;
    const rfc = supplier.identifiers.find((x) => x.key === 'rfc')?.value;
    const periodic = type.periodCodeName !== 'initial';
    // An opinion's review date falls inside the period it is given: up to today, so it is in force.
    const from = [monthStart, addDays(today, -3)].sort()[1]!;
    const generated = await generateDocument({
      documentTypeCode: f.documentTypeCode,
      kind: f.kind,
      seed: f.seed,
      supplier: { ...(rfc ? { rfc } : {}), name: upperName(supplier) },
      ...(periodic ? { period: f.documentTypeCode === 'mxcfdinomina' ? { from: monthStart, to: addDays(`${addDays(monthStart, 32).slice(0, 7)}-01`, -1) } : { from, to: today } } : {}),
      scanDpi: 150,
    });
    const bytes = f.truncate ? generated.bytes.subarray(0, Math.floor(generated.bytes.length * 0.6)) : generated.bytes;
    const uuid = seedUuid(`${scope.tenantId}/${f.supplierId}/fictitious/${f.documentTypeCode}/${f.kind}/${month}`);
    const blobName = `${f.supplierId}/${uuid}.${generated.ext}`;
    const originalName = `${type.shortName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '_')}_${periodic ? month : 'inicial'}${f.kind === 'pdf-scan' ? '_escaneo' : ''}${f.truncate ? '_incompleto' : ''}.${generated.ext}`;
    const contentType = contentTypes[generated.ext];
    const url = (await putBlob(scope, blobContainers.documents, blobName, bytes, contentType)).url.split('?')[0]!;
    const at = new Date(Date.now() - (files.length - n) * 60_000).toISOString();
    const fromDate = periodic ? `${monthStart}T06:00:00.000Z` : undefined;
    const withCustomer = type.customerRelationshipRequired && customer;
    const item: DocumentItem = {
      id: uuid,
      pk: documentsPk(scope.tenantId, f.supplierId),
      tenantId: scope.tenantId,
      type: 'document',
      supplierId: f.supplierId,
      publicKey: documentPublicKey(f.supplierId, uuid),
      originalName,
      blobName,
      storageUrl: url,
      contentType,
      length: bytes.length,
      md5: createHash('md5').update(bytes).digest('base64'),
      status: 'P',
      documentTypeCode: type.codeName,
      documentTypeFullName: type.fullName,
      displayName: type.displayName,
      formDataItems: [],
      relationships: withCustomer ? [{ role: 'customer', PK: customer.id }] : [],
      ...(withCustomer ? { customerId: customer.id, customerName: customer.displayName } : {}),
      supplierName: supplier.displayName,
      searchText: normalizeSearchText([originalName, type.shortName, type.fullName, supplier.displayName, withCustomer ? customer.displayName : ''].join(' ')),
      ...(fromDate ? { fromDate } : {}),
      periodKey: fromDate ?? 'initial',
      initialValidity: fromDate ?? at,
      createdAt: at,
      createdBy: 'seed',
      modifiedAt: at,
    };
    // Upsert with a fixed id: a second start in the same month writes the same item, never a second copy.
    out.push(await container.upsert(scope, item));
  }
  return out;
}

/** A company's name as the SAT and IMSS print it: upper case, no accents. */
const upperName = (c: ContactItem) =>
  c.displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

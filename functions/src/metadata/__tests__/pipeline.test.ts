import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentPublicKey, extractionMessages, mexicoCityDay, tableBitconfigs, type DocumentExtraction } from '@expediente/contracts';
import { TenantsRepository } from '../../admin/tenants.repository';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { DocumentsRepository, type DocumentItem } from '../../documents/documents.repository';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { putBlob } from '../../platform/blobs';
import { enqueue } from '../../platform/queues';
import { blobContainers, queues } from '../../platform/resources';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { extraction, uploadedBlobs, usePipeline } from '../composition';
import { isFinal, ProcessingRepository, type ProcessingRecord } from '../processing.repository';
import { opinion32d, putBlocks, upload, type Uploaded } from './pipeline-support';

/**
 * The extraction pipeline on the local host (Azurite, the Cosmos server; issue 14): an upload of a listed type is
 * read once whichever of the add call and the blob trigger comes first; a second BlobCreated or a redelivered
 * message writes no second result; a reader that keeps failing ends, after the retries, as an error on the record
 * and the document; the on-demand calls and the processing table answer 400 with Spanish field errors, 404 for
 * another tenant, and page the tenant's records only.
 */

const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const OWN_RFC = 'LSE150312QA2';
const OWN_NAME = 'LIMPIEZA Y SERVICIOS DEL BAJIO SA DE CV';
const docs = new DocumentsRepository();
const records = new ProcessingRepository();

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let developer: ApiClient;
let customer: ApiClient;
let admin: ApiClient;
let otherCustomer: ApiClient;
let opinion: Uploaded;
const savedEnv = { METADATA_OCR: process.env.METADATA_OCR };

const today = () => mexicoCityDay(new Date());
const monthStart = () => `${today().slice(0, 7)}-01T00:00:00-06:00`;

/** The record once its run has ended. */
const finalRecord = (publicKey: string) =>
  eventually(async () => {
    const r = await records.get(demo, publicKey);
    return r && isFinal(r.outcome) ? r : undefined;
  }, 30_000);

beforeAll(async () => {
  // Scans are not read in these tests (the files are text PDFs): no OCR worker is started.
  process.env.METADATA_OCR = 'off';
  host = await startTestHost();
  [supplier, developer, customer, admin, otherCustomer] = await signedInAll(host.url, [
    'proveedor@demo.expediente.mx',
    'developer@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'admin@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
  // Stored fields for a run with findings too (WithError), so the document shows what was read.
  const tenants = new TenantsRepository();
  const tenant = (await tenants.read(demo.tenantId))!;
  await tenants.save({ ...tenant, features: { ...tenant.features, 'instant-metadata-with-errors': true } });
  opinion = await upload(supplier, { type: 'mxopinion32d', fileName: 'opinion-32d.pdf', data: await opinion32d(OWN_RFC, OWN_NAME, today()), add: { fromDate: monthStart() } });
}, 120_000);
afterAll(async () => {
  usePipeline(undefined);
  await host?.cleanup();
  if (savedEnv.METADATA_OCR === undefined) delete process.env.METADATA_OCR;
  else process.env.METADATA_OCR = savedEnv.METADATA_OCR;
});
afterEach(() => usePipeline(undefined));

describe('an upload of a listed type', () => {
  it('is read once: the record ends clean or partial, the document has its fields, identifiers and findings', async () => {
    expect(opinion.status).toBe('P');
    const record = await finalRecord(opinion.publicKey);
    expect(record).toMatchObject({ type: 'mxopinion32d', name: 'opinion-32d.pdf', documentPK: opinion.publicKey, attempts: 1, method: 'pdf-text', hasError: false });
    expect(['clean', 'partial']).toContain(record.outcome);
    expect(record.md5).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(record.durationMs).toBeGreaterThanOrEqual(0);
    expect(record.lease).toBeUndefined();

    const doc = (await docs.read(demo, opinion.publicKey))!;
    expect(doc.identifiers).toContainEqual({ key: 'rfc', value: OWN_RFC });
    expect(doc.formDataItems.length).toBeGreaterThan(0);
    expect(doc.formDataItems.every((i) => i.label !== i.key)).toBe(true);
    expect(JSON.parse(doc.jsonData!)).toMatchObject({ rfc: OWN_RFC });
    expect(doc.extraction).toMatchObject({ outcome: record.outcome, method: 'pdf-text' });
    expect(doc.extraction!.findings).toContainEqual(expect.objectContaining({ code: 'rfc-matches', result: 'pass' }));
    expect(doc.extraction!.findings).toContainEqual(expect.objectContaining({ code: 'opinion-positive', result: 'pass' }));
    // Not an auto-validated type: it stays P for the reviewer whatever the checks say.
    expect(doc.status).toBe('P');
    expect(doc.metaDataItems?.find((i) => i.key === 'method')?.value).toBe('pdf-text');

    const detail = await customer.get(`/api/documents/${opinion.publicKey}`);
    expect(detail.status).toBe(200);
    expect((detail.body as { document: { extraction: DocumentExtraction } }).document.extraction.outcome).toBe(record.outcome);
  });

  it('a second BlobCreated (the same blob written again, the trigger again) and a redelivered message write no second result', async () => {
    const first = await finalRecord(opinion.publicKey);
    // The blob's event again, straight to the trigger's rule, and the blob written again (a new ETag: the host fires).
    expect(await uploadedBlobs.onBlob(opinion.sas.blobName)).toBe('already-started');
    const bytes = await opinion32d(OWN_RFC, OWN_NAME, today());
    await putBlocks(opinion.sas.uploadUrl, bytes, 'application/pdf');
    // The same message delivered again.
    const before = host.triggers.counts().extractionRun?.ok ?? 0;
    await enqueue(queues.extraction, { tenantId: demo.tenantId, kind: 'extract', publicKey: opinion.publicKey, runId: first.runId, reason: 'upload', withError: true });
    await eventually(() => ((host.triggers.counts().extractionRun?.ok ?? 0) > before ? true : undefined), 20_000);
    await eventually(() => ((host.triggers.counts().documentsBlobCreated?.ok ?? 0) >= 2 ? true : undefined), 20_000);
    const after = (await records.get(demo, opinion.publicKey))!;
    expect(after).toMatchObject({ runId: first.runId, attempts: 1, finishedAt: first.finishedAt, outcome: first.outcome });
  });

  it('a message delivered while another attempt holds the run goes back on the queue, and takes over when the lease ends', async () => {
    const done = await finalRecord(opinion.publicKey);
    // Another attempt (say a process that died) claimed the run a moment ago: running, leased for 2 more seconds
    // (long enough for the direct call below to meet it on a loaded machine; the message comes back after 3 s).
    const { etag, ...fields } = done;
    await records.replace(demo, opinion.publicKey, { ...fields, outcome: 'running', lease: new Date(Date.now() + 2000).toISOString() }, etag);
    const message = { tenantId: demo.tenantId, kind: 'extract' as const, publicKey: opinion.publicKey, runId: done.runId, reason: 'upload' as const, withError: true };
    // Straight to the service (the local queue runs one batch at a time): not read, put back for when the lease ends.
    expect(await extraction.run(message)).toBe('lease-held');
    const taken = await eventually(async () => {
      const r = await records.get(demo, opinion.publicKey);
      return r && isFinal(r.outcome) ? r : undefined;
    }, 30_000);
    expect(taken).toMatchObject({ runId: done.runId, attempts: done.attempts + 1, outcome: done.outcome });
    expect(taken.lease).toBeUndefined();
  });

  it('an auto-validated type that will be read starts P (U only when every check passes)', async () => {
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" TipoDeComprobante="N"/>');
    const cfdi = await upload(supplier, {
      type: 'mxcfdinomina',
      fileName: 'nomina.xml',
      data: xml,
      contentType: 'text/xml',
      add: { relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }], fromDate: monthStart() },
    });
    expect(cfdi.status).toBe('P');
    const record = await finalRecord(cfdi.publicKey);
    // Not a CFDI de nómina: read as not supported, never stopping the queue; the document stays P.
    expect(record.outcome).toBe('not-supported');
    const doc = (await docs.read(demo, cfdi.publicKey))!;
    expect(doc.status).toBe('P');
    expect(doc.extraction).toMatchObject({ outcome: 'not-supported', error: 'El XML no es un CFDI 4.0 de nómina.' });
  });
});

describe('an upload whose run has not ended', () => {
  it('reads queued on the document itself from the add on (the audit tab En Cola lists documents), then the outcome', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    usePipeline({ readDocument: () => held.then(() => Promise.reject(new Error('lector liberado'))) });
    const pending = await upload(supplier, { type: 'mxopinion32d', fileName: 'opinion-en-cola.pdf', data: await opinion32d(OWN_RFC, OWN_NAME, today()), add: { fromDate: monthStart() } });
    const stored = (await docs.read(demo, pending.publicKey))!;
    expect(stored.extraction).toMatchObject({ outcome: 'queued', findings: [] });
    expect(Date.parse(stored.extraction!.at)).toBe(Date.parse(stored.createdAt));
    release();
    const record = await finalRecord(pending.publicKey);
    expect(record.outcome).toBe('error');
    expect((await docs.read(demo, pending.publicKey))!.extraction?.outcome).toBe('error');
  });
});

describe('poison: a run that keeps failing', () => {
  it('ends, after the retries, as an error on the record and on the document, never silently pending', async () => {
    usePipeline({
      readDocument: () => Promise.reject(new Error('lector caído')),
    });
    const res = await developer.post('/api/metadata/extraction-clean', { DocumentPK: opinion.publicKey, DocumentType: 'mxopinion32d', BlobUrl: opinion.sas.blobUrl });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ queued: true, extraction: { outcome: 'queued' } });
    const record = await eventually(async () => {
      const r = await records.get(demo, opinion.publicKey);
      return r?.reason === 'clean' && r.outcome === 'error' ? r : undefined;
    }, 30_000);
    expect(record).toMatchObject({ hasError: true, error: extractionMessages.processFailed, attempts: 3 });
    const doc = (await docs.read(demo, opinion.publicKey))!;
    expect(doc.extraction).toMatchObject({ outcome: 'error', error: extractionMessages.processFailed });
    // extraction-clean cleared what the last run had stored.
    expect(doc.formDataItems).toEqual([]);
    expect(doc.identifiers).toEqual([]);
    expect(doc.jsonData).toBeUndefined();
  });
});

describe('reprocess, Image AI and the status rule', () => {
  it('queues each known document of a listed type, skips the rest; a reviewer\'s verdict is never changed', async () => {
    await docs.change(demo, opinion.publicKey, (item) => ({ ...item, status: 'V' }));
    const unknown = documentPublicKey(OWN, randomUUID());
    const res = await admin.post('/api/storage/reprocess', [opinion.publicKey, unknown, opinion.publicKey]);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ queued: 1, skipped: [unknown] });
    const record = await eventually(async () => {
      const r = await records.get(demo, opinion.publicKey);
      return r?.reason === 'reprocess' && isFinal(r.outcome) ? r : undefined;
    }, 30_000);
    expect(['clean', 'partial']).toContain(record.outcome);
    const doc = (await docs.read(demo, opinion.publicKey))!;
    expect(doc.status).toBe('V');
    expect(doc.identifiers).toContainEqual({ key: 'rfc', value: OWN_RFC });

    const image = await admin.post('/api/storage/image-ai', [opinion.publicKey]);
    expect(image.status).toBe(202);
    expect(image.body).toEqual({ queued: 1, skipped: [] });
    const again = await eventually(async () => {
      const r = await records.get(demo, opinion.publicKey);
      return r?.reason === 'image-ai' && isFinal(r.outcome) ? r : undefined;
    }, 60_000);
    expect(again.runId).not.toBe(record.runId);
  });

  it('refuses an empty selection and more than 100 ids, in Spanish', async () => {
    const empty = await admin.post('/api/storage/reprocess', []);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Seleccione al menos un registro.');
    const many = await admin.post('/api/storage/image-ai', Array.from({ length: 101 }, () => documentPublicKey(OWN, randomUUID())));
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('como máximo 100');
    const notArray = await admin.post('/api/storage/reprocess', { ids: [] });
    expect(notArray.status).toBe(400);
  });
});

describe('POST /api/metadata/extraction and extraction-clean', () => {
  it('answer 202 with the queued run, and no second run while one is pending', async () => {
    await finalRecord(opinion.publicKey);
    const first = await supplier.post('/api/metadata/extraction', { BlobUrl: opinion.sas.blobUrl, DocumentPK: opinion.publicKey, WithError: true });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({ queued: true, extraction: { outcome: 'queued', findings: [] } });
    const queued = await records.get(demo, opinion.publicKey);
    const second = await supplier.post('/api/metadata/extraction', { BlobUrl: opinion.sas.blobUrl, DocumentPK: opinion.publicKey });
    expect(second.status).toBe(202);
    const after = await records.get(demo, opinion.publicKey);
    if (queued && !isFinal(queued.outcome)) expect(after?.runId).toBe(queued.runId);
    await finalRecord(opinion.publicKey);
  });

  it('answer 400 with Spanish field errors for every bad body', async () => {
    const empty = await supplier.post('/api/metadata/extraction', {});
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { errors: object }).errors)).toEqual(expect.arrayContaining(['BlobUrl', 'DocumentPK']));
    expect(JSON.stringify(empty.body)).toContain('Campo requerido');
    const badUrl = await supplier.post('/api/metadata/extraction', { BlobUrl: 'no es url', DocumentPK: opinion.publicKey });
    expect((badUrl.body as { errors: Record<string, string[]> }).errors.BlobUrl).toEqual(['La URL del archivo no es válida.']);
    const badKey = await supplier.post('/api/metadata/extraction', { BlobUrl: opinion.sas.blobUrl, DocumentPK: 'x' });
    expect(badKey.status).toBe(400);
    expect((badKey.body as { errors: Record<string, string[]> }).errors.DocumentPK).toBeDefined();
    const badWithError = await supplier.post('/api/metadata/extraction', { BlobUrl: opinion.sas.blobUrl, DocumentPK: opinion.publicKey, WithError: 'sí' });
    expect(badWithError.status).toBe(400);
    const cleanEmpty = await developer.post('/api/metadata/extraction-clean', { DocumentPK: opinion.publicKey, BlobUrl: opinion.sas.blobUrl });
    expect(cleanEmpty.status).toBe(400);
    expect((cleanEmpty.body as { errors: Record<string, string[]> }).errors.DocumentType).toBeDefined();
  });

  it('refuse another blob (400 blobMismatch), another type (400), an unlisted type (400 notListed)', async () => {
    const other = `${opinion.sas.blobUrl.replace(/[0-9a-f-]{36}\.pdf$/, `${randomUUID()}.pdf`)}`;
    const mismatch = await supplier.post('/api/metadata/extraction', { BlobUrl: other, DocumentPK: opinion.publicKey });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body as { errors: Record<string, string[]> }).errors.BlobUrl).toEqual([extractionMessages.blobMismatch]);
    const wrongType = await developer.post('/api/metadata/extraction-clean', { DocumentPK: opinion.publicKey, DocumentType: 'mxcsf', BlobUrl: opinion.sas.blobUrl });
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as { errors: Record<string, string[]> }).errors.DocumentType).toBeDefined();

    // An acta constitutiva: no fields to extract.
    const uuid = randomUUID();
    const blobName = `${OWN}/${uuid}.pdf`;
    const { url } = await putBlob(demo, blobContainers.documents, blobName, Buffer.from('%PDF-1.4\n'), 'application/pdf');
    const now = new Date().toISOString();
    const acta: Omit<DocumentItem, 'pk' | 'tenantId' | 'type'> = {
      id: uuid, supplierId: OWN, publicKey: documentPublicKey(OWN, uuid), originalName: 'acta.pdf', blobName, storageUrl: url, contentType: 'application/pdf', length: 9,
      md5: 'AAAAAAAAAAAAAAAAAAAAAA==', status: 'P', documentTypeCode: 'mxactaconstitutiva', documentTypeFullName: 'Acta constitutiva y reformas', displayName: 'Acta constitutiva',
      formDataItems: [], relationships: [], periodKey: 'initial', initialValidity: now, createdAt: now, createdBy: 'prueba', modifiedAt: now,
    };
    await docs.create(demo, acta);
    const notListed = await supplier.post('/api/metadata/extraction', { BlobUrl: url, DocumentPK: acta.publicKey });
    expect(notListed.status).toBe(400);
    expect((notListed.body as { errors: Record<string, string[]> }).errors.DocumentPK).toEqual([extractionMessages.notListed]);
    const skipped = await admin.post('/api/storage/reprocess', [acta.publicKey]);
    expect(skipped.body).toEqual({ queued: 0, skipped: [acta.publicKey] });
  });

  it('answer 404 for another tenant\'s document', async () => {
    const res = await otherCustomer.post('/api/metadata/extraction', { BlobUrl: opinion.sas.blobUrl, DocumentPK: opinion.publicKey });
    expect(res.status).toBe(404);
    const clean = await otherCustomer.post('/api/metadata/extraction-clean', { BlobUrl: opinion.sas.blobUrl, DocumentPK: opinion.publicKey, DocumentType: 'mxopinion32d' });
    expect(clean.status).toBe(404);
  });
});

describe('GET /api/documents/metadata/{id}', () => {
  it('gives the Developer the metadata card; other roles 403; another tenant 404', async () => {
    await finalRecord(opinion.publicKey);
    const res = await developer.get(`/api/documents/metadata/${opinion.publicKey}`);
    expect(res.status).toBe(200);
    const body = res.body as { metaDataItems: { key: string }[]; identifiers: unknown[]; jsonData: string; extraction: DocumentExtraction };
    expect(body.metaDataItems.map((i) => i.key)).toEqual(expect.arrayContaining(['outcome', 'method', 'confidence', 'md5']));
    expect(body.extraction.findings.length).toBeGreaterThan(0);
    expect((await customer.get(`/api/documents/metadata/${opinion.publicKey}`)).status).toBe(403);
    expect((await developer.get(`/api/documents/metadata/${documentPublicKey(OWN, randomUUID())}`)).status).toBe(404);
  });
});

describe('the processing table (GET /api/storage/tables, /api/storage/table/{table})', () => {
  const outcomes = ['clean', 'partial', 'image', 'not-supported', 'error', 'queued', 'running'] as const;
  const seeded: string[] = [];

  beforeAll(async () => {
    const at = new Date().toISOString();
    const write = (tenantId: string, i: number) => {
      const publicKey = documentPublicKey('sup-tabla', randomUUID());
      if (tenantId === demo.tenantId) seeded.push(publicKey);
      const outcome = outcomes[i % outcomes.length]!;
      const record: ProcessingRecord = {
        name: `archivo-${i}.pdf`, type: 'mxcsf', documentPK: publicKey, hasError: outcome === 'error', outcome, attempts: 1, runId: randomUUID(), reason: 'upload', withError: false, queuedAt: at,
      };
      return records.upsert({ tenantId }, publicKey, record);
    };
    await Promise.all(Array.from({ length: 140 }, (_, i) => write(demo.tenantId, i)));
    await Promise.all(Array.from({ length: 10 }, (_, i) => write('segundo-cliente', i)));
  });

  it('lists the browsable tables only', async () => {
    const res = await admin.get('/api/storage/tables');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tables: ['processing'] });
    expect((await admin.get('/api/storage/table/events')).status).toBe(404);
    expect((await customer.get('/api/storage/tables')).status).toBe(403);
  });

  it('pages the tenant\'s records with an opaque continuation token; no other tenant\'s record appears', async () => {
    const seen: { partitionKey: string; outcome?: string }[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const res = await admin.get(`/api/storage/table/processing?pageSize=50${token ? `&continueToken=${encodeURIComponent(token)}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as { items: { partitionKey: string; outcome?: string }[]; continueToken?: string };
      expect(body.items.length).toBeLessThanOrEqual(50);
      seen.push(...body.items);
      token = body.continueToken;
      pages += 1;
    } while (token && pages < 20);
    expect(pages).toBeGreaterThanOrEqual(3);
    const keys = seen.map((i) => i.partitionKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(seeded));
    expect(keys).toContain(opinion.publicKey);
    expect(keys.every((k) => !k.includes('|'))).toBe(true);
    // Segundo Cliente's ten records are only Segundo Cliente's.
    const other = await signedInAll(host.url, ['cliente2@demo.expediente.mx']);
    expect((await other[0].get('/api/storage/table/processing')).status).toBe(403);
  });

  it('filters by bitconfig: 01001 images, 00101 not supported, 00011 errors, 10001 queued or running, 00001 all', async () => {
    const outcomesOf = async (bitconfig: string) => {
      const res = await admin.get(`/api/storage/table/processing?bitconfig=${bitconfig}&pageSize=1000`);
      expect(res.status).toBe(200);
      return new Set((res.body as { items: { outcome?: string }[] }).items.map((i) => i.outcome));
    };
    expect(await outcomesOf(tableBitconfigs.images)).toEqual(new Set(['image']));
    expect(await outcomesOf(tableBitconfigs.notSupported)).toEqual(new Set(['not-supported']));
    expect(await outcomesOf(tableBitconfigs.errors)).toEqual(new Set(['error']));
    expect(await outcomesOf(tableBitconfigs.pending)).toEqual(new Set(['queued', 'running']));
    expect(await outcomesOf('01101')).toEqual(new Set(['image', 'not-supported']));
    expect((await outcomesOf(tableBitconfigs.all)).size).toBeGreaterThanOrEqual(5);
  });

  it('answers 400 in Spanish for a bad bitconfig, page size, table name or a forged token', async () => {
    const bit = await admin.get('/api/storage/table/processing?bitconfig=00000');
    expect(bit.status).toBe(400);
    expect(JSON.stringify(bit.body)).toContain('La configuración de filtros no es válida.');
    const size = await admin.get('/api/storage/table/processing?pageSize=7');
    expect(size.status).toBe(400);
    expect(JSON.stringify(size.body)).toContain('El tamaño de página no es válido.');
    const name = await admin.get('/api/storage/table/pro-cessing');
    expect(name.status).toBe(400);
    for (const forged of ['abc', Buffer.from('{"nextPartitionKey":1}').toString('base64'), Buffer.from('{"nextPartitionKey":"1!8!ZGVtbw--","x":"y"}').toString('base64'), 'x'.repeat(2001)]) {
      const res = await admin.get(`/api/storage/table/processing?continueToken=${encodeURIComponent(forged)}`);
      expect(res.status, forged).toBe(400);
    }
  });
});

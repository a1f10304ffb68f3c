import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDocumentResponseSchema, MAX_UPLOAD_BYTES, UPLOAD_BLOCK_BYTES, uploadMessages, uploadSasResponseSchema, type UploadSasResponse } from '@expediente/contracts';
import { manualClock, signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { blobInfo } from '../../platform/blobs';
import { useClock } from '../../platform/clock';
import { blobContainers } from '../../platform/resources';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { DocumentsRepository } from '../documents.repository';
import { contentMatchesExtension } from '../uploads.service';
import { putBlocks } from './upload-support';

/**
 * The direct upload against the embedded Azurite (part 1 §4, §5, §7): the SAS writes its own blob in 4 MiB blocks
 * over plain fetch, as the browser will, and nothing else; the add call stores a checked record (P or U) and
 * refuses, deleting the blob, a file of another size, MD5 or content; duplicates once; other tenants and other
 * organizations 404; flags off 403; the contracts fuzzed with no 5xx.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let supplier2: ApiClient;
let developer: ApiClient;
let customer: ApiClient;
let viewer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const repo = new DocumentsRepository();

beforeAll(async () => {
  host = await startTestHost();
  [supplier, supplier2, developer, customer, viewer] = await signedInAll(host.url, [
    'proveedor@demo.expediente.mx',
    'proveedor2@demo.expediente.mx',
    'developer@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'visor@demo.expediente.mx',
  ]);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});
afterEach(() => useClock(undefined));


const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
const pdf = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
const xml = () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`\n  <?xml version="1.0"?><cfdi:Comprobante Folio="${randomUUID()}"/>`)]);
/** The name of a blob inside the tenant prefix, from its URL. */
const tenantBlobName = (sas: UploadSasResponse) => sas.blobName.slice(`${demo.tenantId}/`.length);

async function issue(client: ApiClient, body: Record<string, unknown>): Promise<UploadSasResponse> {
  const res = await client.post('/api/documents/GetContainerSASToken', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return uploadSasResponseSchema.parse(res.body);
}

type UploadOptions = { type: string; fileName: string; data: Buffer; contentType?: string; add?: Record<string, unknown>; companyPK?: string; path?: string };

/** SAS, blocks, add; answers the add call's answer and the SAS. */
async function upload(client: ApiClient, o: UploadOptions) {
  const contentType = o.contentType ?? 'application/pdf';
  const sas = await issue(client, { documentTypeCode: o.type, fileName: o.fileName, size: o.data.length, contentType, ...(o.companyPK ? { companyPK: o.companyPK } : {}) });
  await putBlocks(sas.uploadUrl, o.data, contentType, md5(o.data));
  const res = await client.post(o.path ?? '/api/documents/add', {
    name: o.fileName,
    contentType,
    blobUrl: sas.blobUrl,
    length: o.data.length,
    MD5: md5(o.data),
    documentTypeCode: o.type,
    status: 'V',
    ...(o.companyPK ? { companyPK: o.companyPK } : {}),
    ...o.add,
  });
  return { res, sas };
}

const blobExists = async (sas: UploadSasResponse) => (await blobInfo(demo, blobContainers.documents, tenantBlobName(sas))) !== undefined;

describe('first bytes against the extension', () => {
  it('knows pdf, jpg/jpeg, png, xml (BOM and whitespace first), xls and xlsx', () => {
    expect(contentMatchesExtension('pdf', Buffer.from('%PDF-1.4'))).toBe(true);
    expect(contentMatchesExtension('pdf', Buffer.from('PK\x03\x04'))).toBe(false);
    expect(contentMatchesExtension('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesExtension('jpeg', Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(contentMatchesExtension('jpeg', Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(contentMatchesExtension('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe(true);
    expect(contentMatchesExtension('xml', Buffer.from('\ufeff \r\n\t<x/>'))).toBe(true);
    expect(contentMatchesExtension('xml', Buffer.from('x<x/>'))).toBe(false);
    expect(contentMatchesExtension('xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBe(true);
    expect(contentMatchesExtension('xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(contentMatchesExtension('xlsx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false);
    expect(contentMatchesExtension('exe', Buffer.from('MZ'))).toBe(false);
  });
});

describe('POST /api/documents/GetContainerSASToken', () => {
  it('answers a SAS for one new blob under the tenant and supplier, create/write/read, ≤ 15 minutes', async () => {
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'Constancia.PDF', size: 100, contentType: 'application/pdf' });
    expect(sas.blobName).toMatch(new RegExp(`^${demo.tenantId}/${OWN}/[0-9a-f-]{36}\\.pdf$`));
    expect(sas.data.containerName).toBe('documents');
    expect(sas.uploadUrl).toBe(`${sas.blobUrl}?${sas.data.token}`);
    const token = new URLSearchParams(sas.data.token);
    expect(token.get('sr')).toBe('b');
    expect(token.get('sp')).toBe('rcw');
    expect(Date.parse(token.get('se')!) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(sas.blockSize).toBe(UPLOAD_BLOCK_BYTES);
    // The intent is stored where the add call reads it.
    const uuid = sas.blobName.split('/')[2]!.split('.')[0]!;
    // An intent nobody uses is removed by the container's TTL a day later (its own ttl; the records have none).
    expect(await repo.readIntent(demo, OWN, uuid)).toMatchObject({ size: 100, documentTypeCode: 'mxcsf', blobName: `${OWN}/${uuid}.pdf`, ttl: 86_400 });
  });

  it("refuses an extension outside the type's list with 'Tipo de archivo inválido', a size over 50 MiB, an unknown type", async () => {
    const bad = await supplier.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'foto.png', size: 10 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tipo de archivo inválido');
    expect(bad.body.errors.fileName).toEqual(['Tipo de archivo inválido']);
    const big = await supplier.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 });
    expect(big.status).toBe(400);
    expect(big.body.errors.size).toEqual([uploadMessages.tooLarge]);
    const unknown = await supplier.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'noexiste', fileName: 'a.pdf', size: 10 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.documentTypeCode).toEqual([uploadMessages.typeNotFound]);
  });

  it('writes its own blob in 4 MiB blocks, lists its blocks to resume, and cannot write another blob nor list the container', async () => {
    const data = pdf(9 * 1024 * 1024);
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'grande.pdf', size: data.length, contentType: 'application/pdf' });
    // Two blocks staged, then an interruption: Get Block List tells what is there.
    const ids = [0, 1, 2].map((n) => Buffer.from(`block-${String(n).padStart(6, '0')}`).toString('base64'));
    for (const n of [0, 1]) {
      const res = await fetch(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(ids[n]!)}`, { method: 'PUT', body: data.subarray(n * UPLOAD_BLOCK_BYTES, (n + 1) * UPLOAD_BLOCK_BYTES) });
      expect(res.status).toBe(201);
    }
    const listed = await fetch(`${sas.uploadUrl}&comp=blocklist&blocklisttype=uncommitted`);
    expect(listed.status).toBe(200);
    const xmlText = await listed.text();
    expect(xmlText).toContain(ids[0]);
    expect(xmlText).toContain(ids[1]);
    const last = await fetch(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(ids[2]!)}`, { method: 'PUT', body: data.subarray(2 * UPLOAD_BLOCK_BYTES) });
    expect(last.status).toBe(201);
    const commit = await fetch(`${sas.uploadUrl}&comp=blocklist`, {
      method: 'PUT',
      headers: { 'x-ms-blob-content-type': 'application/pdf', 'x-ms-blob-content-md5': md5(data) },
      body: `<?xml version="1.0" encoding="utf-8"?><BlockList>${ids.map((id) => `<Latest>${id}</Latest>`).join('')}</BlockList>`,
    });
    expect(commit.status).toBe(201);
    expect(await blobInfo(demo, blobContainers.documents, tenantBlobName(sas))).toMatchObject({ length: data.length, contentType: 'application/pdf' });

    // Another blob name with the same token, and the container's list: refused by Azurite.
    const other = sas.blobUrl.replace(/[0-9a-f-]{36}\.pdf$/, `${randomUUID()}.pdf`);
    const write = await fetch(`${other}?${sas.data.token}`, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'x' });
    expect(write.status).toBe(403);
    const containerUrl = sas.blobUrl.slice(0, sas.blobUrl.indexOf(`/${demo.tenantId}/`));
    const list = await fetch(`${containerUrl}?restype=container&comp=list&${sas.data.token}`);
    expect(list.status).toBe(403);
    const other2 = await fetch(`${containerUrl}/${demo.tenantId}/otro.pdf?${sas.data.token}`, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'x' });
    expect(other2.status).toBe(403);

    // And the add call stores it.
    const res = await supplier.post('/api/documents/add', { name: 'grande.pdf', contentType: 'application/pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcsf' });
    expect(res.status).toBe(201);
    expect(res.body.document).toMatchObject({ status: 'P', length: data.length, md5: md5(data) });
  });

  it("lets the browser's origin preflight the blob endpoint (Azurite CORS)", async () => {
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10 });
    const res = await fetch(`${sas.uploadUrl}&comp=block&blockid=AAAA`, {
      method: 'OPTIONS',
      headers: { Origin: host.url, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'x-ms-blob-content-md5,x-ms-blob-content-type' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    // The same host under its other loopback name, and the Vite dev server (it proxies /api, not Blob).
    for (const origin of [host.url.replace('localhost', '127.0.0.1'), 'http://localhost:5173']) {
      const other = await fetch(`${sas.uploadUrl}&comp=blocklist`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' } });
      expect(other.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    const foreign = await fetch(`${sas.uploadUrl}&comp=block&blockid=AAAA`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PUT' } });
    expect(foreign.status).toBe(403);
  });
});

describe('POST /api/documents/add', () => {
  it('stores status P for a type reviewed by people, with the record in the supplier partition and the intent consumed', async () => {
    const data = pdf();
    const { res, sas } = await upload(supplier, { type: 'mxcsf', fileName: 'CSF 2026.pdf', data });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = addDocumentResponseSchema.parse(res.body);
    expect(body.duplicate).toBe(false);
    expect(body.document).toMatchObject({ status: 'P', originalName: 'CSF 2026.pdf', documentTypeCode: 'mxcsf', companyPK: OWN, storageUrl: sas.blobUrl });
    const stored = await repo.read(demo, body.document.publicKey);
    expect(stored).toMatchObject({ pk: `${demo.tenantId}|${OWN}`, status: 'P', md5: md5(data), length: data.length, blobName: tenantBlobName(sas) });
    expect(await repo.readIntent(demo, OWN, body.document.publicKey.slice(-36))).toBeUndefined();
    expect(await blobExists(sas)).toBe(true);
    // Sent again: the blob is no longer an open upload, and the stored blob stays.
    const again = await supplier.post('/api/documents/add', { name: 'x.pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcsf' });
    expect(again.status).toBe(400);
    expect(await blobExists(sas)).toBe(true);
  });

  it('stores status U for an auto-validated type (CFDI de nómina, xml with a BOM), with its customer and period', async () => {
    // Without instant extraction (flag off): one that will be read starts P instead (metadata/__tests__/pipeline.test.ts).
    const { res } = await withFlags({ 'instant-metadata': false }, () =>
      upload(supplier, {
        type: 'mxcfdinomina',
        fileName: 'nomina.xml',
        data: xml(),
        contentType: 'text/xml',
        add: { relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }], fromDate: '2026-03-01T00:00:00-06:00' },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.document).toMatchObject({ status: 'U', fromDate: '2026-03-01T06:00:00.000Z' });
    expect((await repo.read(demo, res.body.document.publicKey))?.customerId).toBe('org-corporativo-demo');
  });

  it('addpendingdocument is the same call', async () => {
    const { res } = await upload(supplier, { type: 'mxregpatronal', fileName: 'registro.pdf', data: pdf(), path: '/api/documents/addpendingdocument', add: { slotId: 'slot-1' } });
    expect(res.status).toBe(201);
    expect((await repo.read(demo, res.body.document.publicKey))?.slotId).toBe('slot-1');
  });

  it('refuses a missing customer or period without deleting the blob (the payload can be corrected)', async () => {
    const data = xml();
    const { res, sas } = await upload(supplier, { type: 'mxcfdinomina', fileName: 'n.xml', data, contentType: 'text/xml', add: { fromDate: '2026-03-01T00:00:00-06:00' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.relationships).toEqual([uploadMessages.customerRequired]);
    const noPeriod = await supplier.post('/api/documents/add', { name: 'n.xml', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcfdinomina', relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] });
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.body.errors.fromDate).toEqual([uploadMessages.periodRequired]);
    expect(await blobExists(sas)).toBe(true);
    const fixed = await supplier.post('/api/documents/add', {
      name: 'n.xml',
      blobUrl: sas.blobUrl,
      length: data.length,
      MD5: md5(data),
      documentTypeCode: 'mxcfdinomina',
      relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }],
      fromDate: '2026-04-01T00:00:00-06:00',
    });
    expect(fixed.status).toBe(201);
  });

  it('refuses a blob never issued, in the own tenant, with 400', async () => {
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10 });
    const never = sas.blobUrl.replace(/[0-9a-f-]{36}\.pdf$/, `${randomUUID()}.pdf`);
    const res = await supplier.post('/api/documents/add', { name: 'a.pdf', blobUrl: never, length: 10, MD5: md5(Buffer.alloc(10)), documentTypeCode: 'mxcsf' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(uploadMessages.notIssued);
    const foreign = await supplier.post('/api/documents/add', { name: 'a.pdf', blobUrl: 'https://otra.blob.core.windows.net/documents/x.pdf', length: 10, documentTypeCode: 'mxcsf' });
    expect(foreign.status).toBe(400);
  });

  it('refuses a wrong size, a wrong MD5 and bytes that are not what the extension says, and deletes the blob', async () => {
    const cases: { data: Buffer; declared: Record<string, unknown>; field: string; message: string; fileName?: string }[] = [
      { data: pdf(), declared: { length: 99 }, field: 'length', message: uploadMessages.wrongSize },
      { data: pdf(), declared: { MD5: md5(Buffer.from('otro')) }, field: 'MD5', message: uploadMessages.wrongMd5 },
      { data: Buffer.concat([Buffer.from('MZ'), randomBytes(500)]), declared: {}, field: 'name', message: uploadMessages.wrongContent },
      { data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(100)]), declared: {}, field: 'name', message: uploadMessages.wrongContent, fileName: 'foto.jpg' },
    ];
    for (const c of cases) {
      const fileName = c.fileName ?? 'doc.pdf';
      const type = fileName.endsWith('.jpg') ? 'mxidentificacion' : 'mxcsf';
      const sas = await issue(supplier, { documentTypeCode: type, fileName, size: c.declared.length === 99 ? 99 : c.data.length });
      await putBlocks(sas.uploadUrl, c.data, 'application/octet-stream');
      expect(await blobExists(sas)).toBe(true);
      const res = await supplier.post('/api/documents/add', { name: fileName, blobUrl: sas.blobUrl, length: c.data.length, MD5: md5(c.data), documentTypeCode: type, ...c.declared });
      expect(res.status, c.message).toBe(400);
      expect(res.body.message).toBe(c.message);
      expect(res.body.errors[c.field]).toEqual([c.message]);
      expect(await blobExists(sas)).toBe(false);
      const uuid = sas.blobName.split('/')[2]!.split('.')[0]!;
      expect(await repo.read(demo, uuid)).toBeUndefined();
    }
  });

  it('refuses a Content-MD5 committed that is not the content (a client that lies about the MD5)', async () => {
    const data = pdf();
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: data.length });
    await putBlocks(sas.uploadUrl, data, 'application/pdf', md5(Buffer.from('mentira')));
    const res = await supplier.post('/api/documents/add', { name: 'a.pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(Buffer.from('mentira')), documentTypeCode: 'mxcsf' });
    expect(res.status).toBe(400);
    expect(await blobExists(sas)).toBe(false);
  });

  it('refuses an upload whose intent has expired (an hour after the SAS), and deletes the blob', async () => {
    const data = pdf();
    const time = manualClock();
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'tarde.pdf', size: data.length });
    await putBlocks(sas.uploadUrl, data, 'application/pdf', md5(data));
    time.advance(61 * 60_000);
    // A fresh session at the later time (the first one has been idle too long by then).
    const later = await signedIn(host.url, 'proveedor@demo.expediente.mx');
    const res = await later.post('/api/documents/add', { name: 'tarde.pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcsf' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(uploadMessages.expired);
    expect(await blobExists(sas)).toBe(false);
  });

  it('needs the MD5 with flag md5-upload, and not without it', async () => {
    const data = pdf();
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: data.length });
    await putBlocks(sas.uploadUrl, data, 'application/pdf');
    const res = await supplier.post('/api/documents/add', { name: 'a.pdf', blobUrl: sas.blobUrl, length: data.length, documentTypeCode: 'mxcsf' });
    expect(res.status).toBe(400);
    expect(res.body.errors.MD5).toEqual([uploadMessages.md5Required]);
    await withFlags({ 'md5-upload': false }, async () => {
      const d = pdf();
      const s = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'b.pdf', size: d.length });
      await putBlocks(s.uploadUrl, d, 'application/pdf');
      const ok = await supplier.post('/api/documents/add', { name: 'b.pdf', blobUrl: s.blobUrl, length: d.length, documentTypeCode: 'mxcsf' });
      expect(ok.status).toBe(201);
      // The server computed it anyway, for the duplicate check.
      expect(ok.body.document.md5).toBe(md5(d));
    });
  });

  it('answers the same file for the same supplier, type and period once, and keeps no second blob', async () => {
    const data = pdf();
    const period = { fromDate: '2026-05-01T00:00:00-06:00' };
    const first = await upload(supplier, { type: 'mxopinion32d', fileName: 'op.pdf', data, add: period });
    expect(first.res.status).toBe(201);
    const second = await upload(supplier, { type: 'mxopinion32d', fileName: 'op-otra-vez.pdf', data, add: period });
    expect(second.res.status).toBe(200);
    expect(second.res.body).toMatchObject({ duplicate: true, document: { publicKey: first.res.body.document.publicKey, originalName: 'op.pdf' } });
    expect(await blobExists(second.sas)).toBe(false);
    expect(await blobExists(first.sas)).toBe(true);
    // Another period is another document.
    const third = await upload(supplier, { type: 'mxopinion32d', fileName: 'op.pdf', data, add: { fromDate: '2026-06-01T00:00:00-06:00' } });
    expect(third.res.status).toBe(201);
  });

  it('links a new version to the one it replaces (amendedDocument); an unknown one is 404', async () => {
    const period = { fromDate: '2026-02-01T00:00:00-06:00' };
    const first = await upload(supplier, { type: 'mxdecliva', fileName: 'iva.pdf', data: pdf(), add: period });
    const key = first.res.body.document.publicKey as string;
    const second = await upload(supplier, { type: 'mxdecliva', fileName: 'iva-corregida.pdf', data: pdf(), add: { ...period, amendedDocument: key } });
    expect(second.res.status).toBe(201);
    expect(second.res.body.document.amendedDocument).toBe(key);
    expect((await repo.read(demo, key))?.amendedBy).toBe(second.res.body.document.publicKey);
    const unknown = await upload(supplier, { type: 'mxdecliva', fileName: 'x.pdf', data: pdf(), add: { ...period, amendedDocument: randomUUID() } });
    expect(unknown.res.status).toBe(404);
  });

  it("answers 404 for another tenant's blob and for another organization's; the blob stays", async () => {
    const data = pdf();
    const sas = await issue(supplier, { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: data.length });
    await putBlocks(sas.uploadUrl, data, 'application/pdf');
    const add = { name: 'a.pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcsf' };
    expect((await supplier2.post('/api/documents/add', add)).status).toBe(404);
    expect((await supplier.post('/api/documents/add', { ...add, companyPK: 'sup-demo-01' })).status).toBe(404);
    expect((await supplier.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10, companyPK: 'sup-demo-01' })).status).toBe(404);
    // A blob the Developer opened for another supplier is not the Supplier's.
    const devSas = await issue(developer, { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: data.length, companyPK: 'sup-demo-01' });
    await putBlocks(devSas.uploadUrl, data, 'application/pdf');
    expect((await supplier.post('/api/documents/add', { ...add, blobUrl: devSas.blobUrl })).status).toBe(404);
    expect(await blobExists(sas)).toBe(true);
    expect(await blobExists(devSas)).toBe(true);
    // Its own add still works.
    expect((await supplier.post('/api/documents/add', add)).status).toBe(201);
  });

  it('lets the Developer upload for a supplier named in companyPK; an organization that is not a supplier is 404', async () => {
    const { res } = await upload(developer, { type: 'mxcsf', fileName: 'a.pdf', data: pdf(), companyPK: 'sup-demo-02' });
    expect(res.status).toBe(201);
    expect(await repo.read(demo, res.body.document.publicKey)).toBeDefined();
    expect((await developer.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10 })).status).toBe(400);
    expect((await developer.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10, companyPK: 'org-corporativo-demo' })).status).toBe(404);
    expect((await developer.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10, companyPK: 'sup-servicios-centro' })).status).toBe(404);
    // An inactive (locked) organization takes no documents (part 2 §2.2).
    const locked = await developer.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10, companyPK: 'sup-demo-06' });
    expect(locked.status).toBe(400);
    expect(locked.body.errors.companyPK).toEqual(['La organización está inactiva: no recibe documentos.']);
  });

  it('is for the roles that upload: a Customer to a supplier in its view (not without one), Viewer 403; flags off 403 feature_disabled', async () => {
    const sasBody = { documentTypeCode: 'mxcsf', fileName: 'a.pdf', size: 10 };
    expect((await customer.post('/api/documents/GetContainerSASToken', sasBody)).status).toBe(400);
    const { res: byCustomer } = await upload(customer, { type: 'mxcsf', fileName: 'cliente.pdf', data: pdf(), companyPK: 'sup-demo-03' });
    expect(byCustomer.status).toBe(201);
    expect((await repo.read(demo, byCustomer.body.document.publicKey))?.createdBy).toBeDefined();
    await withFlags({ 'add-documents-expediente': false }, async () => {
      const res = await customer.post('/api/documents/GetContainerSASToken', { ...sasBody, companyPK: 'sup-demo-03' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    });
    expect((await viewer.post('/api/documents/GetContainerSASToken', { ...sasBody, companyPK: 'sup-demo-03' })).status).toBe(403);
    expect((await viewer.post('/api/documents/add', { name: 'a', blobUrl: 'x', length: 1, documentTypeCode: 'mxcsf' })).status).toBe(403);
    const data = pdf();
    const sas = await issue(supplier, { ...sasBody, size: data.length });
    await putBlocks(sas.uploadUrl, data, 'application/pdf');
    await withFlags({ 'upload-documents-view': false }, async () => {
      const res = await supplier.post('/api/documents/GetContainerSASToken', sasBody);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    });
    await withFlags({ 'add-documents-expediente': false }, async () => {
      const res = await supplier.post('/api/documents/add', { name: 'a.pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcsf' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    });
    expect(await repo.readIntent(demo, OWN, sas.blobName.split('/')[2]!.split('.')[0]!)).toBeDefined();
  });
});

describe('the upload contracts, fuzzed', () => {
  it('answer 400 (or what the rules say), never a 5xx, to any JSON body', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
    const body = fc.record(
      {
        documentTypeCode: fc.oneof(value, fc.constantFrom('mxcsf', 'mxcfdinomina', '../x')),
        fileName: fc.oneof(value, fc.constantFrom('a.pdf', 'b.xml', '.pdf', 'a.')),
        size: fc.oneof(value, fc.integer({ min: -1, max: MAX_UPLOAD_BYTES + 2 })),
        contentType: value,
        companyPK: fc.oneof(value, fc.constantFrom(OWN, 'sup-demo-01', '')),
        name: value,
        blobUrl: fc.oneof(value, fc.webUrl(), fc.constantFrom(`${host?.url ?? ''}/x`, 'http://127.0.0.1:1/devstoreaccount1/documents/demo-corporativo/sup-limpieza-bajio/00000000-0000-4000-8000-000000000000.pdf')),
        length: fc.oneof(value, fc.integer({ min: -1, max: 100 })),
        MD5: value,
        relationships: fc.oneof(value, fc.array(fc.record({ role: value, PK: value }), { maxLength: 2 })),
        fromDate: fc.oneof(value, fc.constantFrom('2026-01-01T00:00:00-06:00', '2026-13-01T00:00:00Z')),
        amendedDocument: value,
      },
      { requiredKeys: [] },
    );
    const paths = ['/api/documents/GetContainerSASToken', '/api/documents/add', '/api/documents/addpendingdocument'];
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...paths), async (b, path) => {
        const res = await supplier.post(path, b);
        expect(res.status, `${path} ${JSON.stringify(b)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});

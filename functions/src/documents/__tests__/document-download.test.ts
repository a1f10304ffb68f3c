import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDownloadResponseSchema, documentMessages, documentPublicKey, type DocumentDownloadResponse } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { putBlob } from '../../platform/blobs';
import { getClients } from '../../platform/clients';
import { blobContainers } from '../../platform/resources';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { contentDisposition } from '../document-download.service';
import { DocumentsRepository } from '../documents.repository';

/**
 * GET /api/documents/{id}/download against the embedded Azurite: a read-only SAS, 5 minutes, for that document's
 * blob alone (another blob and writing are refused by Blob Storage itself), named by the original name; outside the
 * caller's view or tenant 404; the download flags refuse an attachment with the spec's message, not the viewer's
 * inline copy.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let customer: ApiClient;
let viewer: ApiClient;
let otherTenant: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const repo = new DocumentsRepository();

type Stored = { publicKey: string; bytes: Buffer; blobName: string };

/** A document record and its blob, stored as the add call would leave them. */
async function storeDocument(supplierId: string, originalName: string, ext: string, bytes: Buffer): Promise<Stored> {
  const uuid = randomUUID();
  const blobName = `${supplierId}/${uuid}.${ext}`;
  const { url } = await putBlob(demo, blobContainers.documents, blobName, bytes, 'application/octet-stream');
  const now = new Date().toISOString();
  await repo.create(demo, {
    id: uuid,
    supplierId,
    publicKey: documentPublicKey(supplierId, uuid),
    originalName,
    blobName,
    storageUrl: url,
    contentType: 'text/html', // what an uploader announced: never what the download answers with
    length: bytes.length,
    md5: 'x',
    status: 'P',
    documentTypeCode: 'mxcsf',
    documentTypeFullName: 'Constancia de Situación Fiscal',
    displayName: 'Constancia de Situación Fiscal',
    formDataItems: [],
    relationships: [],
    periodKey: 'initial',
    initialValidity: now,
    createdAt: now,
    createdBy: 'test',
    modifiedAt: now,
  });
  return { publicKey: documentPublicKey(supplierId, uuid), bytes, blobName };
}

let own: Stored;
let second: Stored;
let foreign: Stored;

beforeAll(async () => {
  host = await startTestHost();
  [supplier, customer, viewer, otherTenant] = await signedInAll(host.url, [
    'proveedor@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
  own = await storeDocument('sup-limpieza-bajio', 'Constancia Año 2026 "niño".pdf', 'pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]));
  second = await storeDocument('sup-limpieza-bajio', 'otra.pdf', 'pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(512)]));
  foreign = await storeDocument('sup-transportes-norte', 'ajeno.png', 'png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

async function link(client: ApiClient, doc: Stored, query = ''): Promise<DocumentDownloadResponse> {
  const res = await client.get(`/api/documents/${encodeURIComponent(doc.publicKey)}/download${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return documentDownloadResponseSchema.parse(res.body);
}

/** The SAS URL with its path pointed at another blob of the same container. */
function retarget(url: string, blobName: string): string {
  const u = new URL(url);
  const container = getClients().blob.getContainerClient(blobContainers.documents);
  return `${container.url}/${demo.tenantId}/${blobName}${u.search}`;
}

describe('GET /api/documents/{id}/download', () => {
  it('answers a read-only SAS of at most 5 minutes that reads that blob, named by its original name', async () => {
    const answer = await link(customer, own);
    const token = new URL(answer.url).searchParams;
    expect(token.get('sp')).toBe('r');
    expect(token.get('sr')).toBe('b');
    expect(Date.parse(token.get('se')!) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(Date.parse(answer.expiresOn) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(answer.fileName).toBe('Constancia Año 2026 "niño".pdf');
    expect(answer.contentType).toBe('application/pdf');

    const res = await fetch(answer.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(own.bytes)).toBe(true);
    // The stored type was an uploader's 'text/html': the answer says what the extension is.
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Constancia Año 2026 "niño".pdf')}`);
  });

  it('inline=true answers the viewer’s copy (Content-Disposition inline)', async () => {
    const answer = await link(viewer, own, '?inline=true');
    const res = await fetch(answer.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')?.startsWith('inline;')).toBe(true);
    expect(Buffer.from(await res.arrayBuffer()).equals(own.bytes)).toBe(true);
  });

  it('cannot read another blob, write, delete or list the container', async () => {
    const answer = await link(customer, own);
    expect((await fetch(retarget(answer.url, second.blobName))).status).toBe(403);
    const write = await fetch(answer.url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'sobrescrito' });
    expect(write.status).toBe(403);
    expect((await fetch(answer.url, { method: 'DELETE' })).status).toBe(403);
    const list = new URL(answer.url);
    const container = getClients().blob.getContainerClient(blobContainers.documents).url;
    expect((await fetch(`${container}${list.search}&restype=container&comp=list`)).status).toBe(403);
    // The blob is untouched.
    const again = await fetch((await link(customer, own)).url);
    expect(Buffer.from(await again.arrayBuffer()).equals(own.bytes)).toBe(true);
  });

  it('answers 404 for a document outside the caller’s view, of another tenant, or that does not exist', async () => {
    // The demo Supplier sees only its own organization's documents.
    expect((await supplier.get(`/api/documents/${foreign.publicKey}/download`)).status).toBe(404);
    expect((await link(supplier, own)).fileName).toContain('Constancia');
    const other = await otherTenant.get(`/api/documents/${own.publicKey}/download`);
    expect(other.status).toBe(404);
    expect((other.body as { message: string }).message).toBe(documentMessages.notFound);
    expect((await customer.get(`/api/documents/sup-limpieza-bajio.${randomUUID()}/download`)).status).toBe(404);
  });

  it('answers 400 in Spanish for a malformed key or inline value, never a 500', async () => {
    const bad = await customer.get('/api/documents/no-es-un-documento/download');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('El identificador del documento no es válido.');
    const inline = await customer.get(`/api/documents/${own.publicKey}/download?inline=si`);
    expect(inline.status).toBe(400);
    expect(JSON.stringify(inline.body)).toContain("inline debe ser 'true' o 'false'.");
    expect((await customer.get(`/api/documents/${encodeURIComponent('../..%00')}/download`)).status).toBeLessThan(500);
  });

  it('refuses an attachment with either download flag on (403, the spec’s message), still answers the viewer', async () => {
    for (const flag of ['disable-document-download', 'disable-popDocument-download']) {
      await withFlags({ [flag]: true }, async () => {
        const res = await customer.get(`/api/documents/${own.publicKey}/download`);
        expect(res.status, flag).toBe(403);
        expect((res.body as { message: string }).message).toBe(documentMessages.downloadDisabled);
        expect((await link(customer, own, '?inline=true')).url).toContain('sp=r');
      });
    }
    expect((await link(customer, own)).url).toContain('sp=r');
  });

  it('answers any id and inline value without a 5xx (400 or 404 unless both are valid)', async () => {
    const id = fc.oneof(fc.string({ maxLength: 300 }), fc.constant(own.publicKey), fc.uuid().map((u) => `sup-limpieza-bajio.${u}`), fc.string().map((t) => `${t}.${randomUUID()}`));
    const inline = fc.option(fc.oneof(fc.constantFrom('true', 'false', 'TRUE', '1', ''), fc.string({ maxLength: 50 })), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(id, inline, async (key, value) => {
        const path = `/api/documents/${encodeURIComponent(key)}/download${value === undefined ? '' : `?inline=${encodeURIComponent(value)}`}`;
        const res = await customer.get(path);
        expect(res.status, `${path} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status === 200) expect(key === own.publicKey && (value === undefined || value === 'true' || value === 'false')).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('anonymous callers get 401', async () => {
    expect((await fetch(`${host.url}/api/documents/${own.publicKey}/download`)).status).toBe(401);
  });
});

describe('contentDisposition', () => {
  it('keeps accents in filename* and gives old clients a plain ASCII name with nothing that breaks the header', () => {
    expect(contentDisposition('attachment', 'Opinión SAT.pdf')).toBe(`attachment; filename="Opinion SAT.pdf"; filename*=UTF-8''Opini%C3%B3n%20SAT.pdf`);
    expect(contentDisposition('inline', 'a"b;c\r\nd/e\\f.pdf')).toBe(`inline; filename="a_b_c__d_e_f.pdf"; filename*=UTF-8''a%22b%3Bc__d_e_f.pdf`);
    expect(contentDisposition('attachment', '   ')).toContain('filename="documento"');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDetailResponseSchema, documentMessages, documentUploadLink, uploadSasResponseSchema, type DocumentDetail } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { blobInfo } from '../../platform/blobs';
import { TenantContainer } from '../../platform/cosmos';
import { blobContainers } from '../../platform/resources';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { DocumentsRepository, documentsPk, type DocumentItem } from '../documents.repository';

/**
 * GET /api/documents/{id} and the editors' changes (part 2 §2.4, §4, §5, §7; part 1 §6-§7 delete), on documents
 * created with the real upload calls: the detail's shape, relations, related documents and `can`; status V/I/P
 * with the reviewer and the rejected notification the supplier reads back; the period move and its notification;
 * form data, identifiers and the Developer's JSON; soft delete (a Supplier only status I); 404 for another tenant
 * and outside the caller's view; flags off 403; the contracts fuzzed with no 5xx.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let developer: ApiClient;
let customer: ApiClient;
let viewer: ApiClient;
let customer2: ApiClient;
let supplier2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const SUPPLIER_USER = userId('proveedor@demo.expediente.mx');
const repo = new DocumentsRepository();

beforeAll(async () => {
  host = await startTestHost();
  [supplier, developer, customer, viewer, customer2, supplier2] = await signedInAll(host.url, [
    'proveedor@demo.expediente.mx',
    'developer@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'proveedor2@demo.expediente.mx',
  ]);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]);
const put = (client: ApiClient, path: string, body: unknown) => client.call('PUT', path, { body });
const del = (client: ApiClient, path: string) => client.call('DELETE', path);

/** SAS, one block, block list, add: as the browser does. Answers the stored document's publicKey. */
async function upload(type: string, add: Record<string, unknown> = {}, client: ApiClient = supplier): Promise<string> {
  const data = pdf();
  const sasRes = await client.post('/api/documents/GetContainerSASToken', { documentTypeCode: type, fileName: `${type}.pdf`, size: data.length, contentType: 'application/pdf', companyPK: OWN });
  expect(sasRes.status, JSON.stringify(sasRes.body)).toBe(200);
  const sas = uploadSasResponseSchema.parse(sasRes.body);
  const id = Buffer.from('block-000000').toString('base64');
  expect((await fetch(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(id)}`, { method: 'PUT', body: data })).status).toBe(201);
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${id}</Latest></BlockList>`;
  expect((await fetch(`${sas.uploadUrl}&comp=blocklist`, { method: 'PUT', headers: { 'x-ms-blob-content-type': 'application/pdf' }, body: list })).status).toBe(201);
  const res = await client.post('/api/documents/add', {
    name: `${type}.pdf`,
    contentType: 'application/pdf',
    blobUrl: sas.blobUrl,
    length: data.length,
    MD5: md5(data),
    documentTypeCode: type,
    status: 'P',
    companyPK: OWN,
    ...add,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.document.publicKey as string;
}

async function detail(client: ApiClient, publicKey: string): Promise<DocumentDetail> {
  const res = await client.get(`/api/documents/${encodeURIComponent(publicKey)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return documentDetailResponseSchema.parse(res.body).document;
}

type Notice = { type: string; title: string; content: string; metadata: Record<string, string | number> | null };
async function supplierNotices(type: string): Promise<Notice[]> {
  const res = await supplier.get(`/api/notifications/${SUPPLIER_USER}?status=all&type=${encodeURIComponent(type)}&pageSize=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.notifications as Notice[];
}

const container = new TenantContainer<DocumentItem>('documents');
/** The stored record, deleted or not (the repository's read skips deleted ones). */
async function stored(publicKey: string): Promise<DocumentItem> {
  const item = await container.read(demo, publicKey.slice(-36), documentsPk(demo.tenantId, publicKey.slice(0, -37)));
  expect(item).toBeDefined();
  return item!;
}

describe('GET /api/documents/{id}', () => {
  it('answers the detail: summary, period, relations (supplier, owner), extension and what each role may do', async () => {
    const key = await upload('mxdeclisr', { fromDate: '2026-03-01T00:00:00-06:00' });
    const doc = await detail(customer, key);
    expect(doc).toMatchObject({
      publicKey: key,
      status: 'P',
      documentTypeCodeName: 'mxdeclisr',
      documentTypeShortName: 'Declaración ISR retenciones',
      month: 3,
      year: 2026,
      periodLabel: 'Marzo 2026',
      extension: 'pdf',
      formDataItems: [],
      identifiers: [],
      supplier: { publicKey: OWN },
      can: { download: true, editStatus: true, editMetadata: true, editPeriod: true, delete: true, upload: true },
    });
    expect(doc.jsonData).toBeUndefined();
    expect(doc.relations.map((r) => [r.partyRole.role, r.partyRole.roleDisplayName])).toEqual([
      ['supplier', 'Proveedor'],
      ['owner', 'Cargado por'],
    ]);
    // A Supplier reads its own; it may not edit, and deletes only status I.
    expect((await detail(supplier, key)).can).toMatchObject({ editStatus: false, editMetadata: false, editPeriod: false, delete: false, upload: true });
    expect((await detail(viewer, key)).can).toMatchObject({ editStatus: false, delete: false, upload: false });
    // A type without periods: no period card.
    expect((await detail(customer, await upload('mxcsf'))).can.editPeriod).toBe(false);
  });

  it('lists related documents: the versions and the same period, one entry per type with its total', async () => {
    const fromDate = '2026-05-01T00:00:00-06:00';
    const first = await upload('mxdecliva', { fromDate });
    const second = await upload('mxdecliva', { fromDate, amendedDocument: first });
    const other = await upload('mximsscop', { fromDate });
    const doc = await detail(customer, other);
    const iva = doc.relatedDocuments.find((r) => r.documentType.codeName === 'mxdecliva');
    expect(iva).toMatchObject({ publicKey: second, total: 2, documentType: { shortName: 'Declaración de IVA' } });
    expect(doc.relatedDocuments.some((r) => r.publicKey === other)).toBe(false);
    const amended = await detail(customer, first);
    expect(amended.amendedBy).toBe(second);
    expect(amended.relatedDocuments.find((r) => r.documentType.codeName === 'mxdecliva')).toMatchObject({ publicKey: second, total: 1 });
  });

  it('answers 404 to another tenant and to a supplier outside the view; 400 to a key that is not one', async () => {
    const key = await upload('mxcsf');
    expect((await customer2.get(`/api/documents/${key}`)).status).toBe(404);
    expect((await supplier2.get(`/api/documents/${key}`)).status).toBe(404);
    const missing = await customer.get(`/api/documents/${OWN}.00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(documentMessages.notFound);
    const bad = await customer.get('/api/documents/not-a-key');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toEqual(['El identificador del documento no es válido.']);
  });
});

describe('PUT /api/documents/{id}/status', () => {
  it("refuses I without a reason ('Campo requerido') and anything but V, I, P, changing nothing", async () => {
    const key = await upload('mxopinion32d', { fromDate: '2026-02-01T00:00:00-06:00' });
    const noReason = await put(customer, `/api/documents/${key}/status`, { status: 'I', reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Campo requerido']);
    const unknown = await put(customer, `/api/documents/${key}/status`, { status: 'U' });
    expect(unknown.status).toBe(400);
    expect((await detail(customer, key)).status).toBe('P');
  });

  it('stores I with its reason and reviewer, notifies the supplier with the deep link metadata; V clears the reason', async () => {
    const key = await upload('mxopinion32d', { fromDate: '2026-04-01T00:00:00-06:00' });
    const res = await put(customer, `/api/documents/${key}/status`, { status: 'I', reason: 'Opinión negativa' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('El estatus se actualizó correctamente');
    const rejected = await detail(customer, key);
    expect(rejected).toMatchObject({ status: 'I', rejectReason: 'Opinión negativa', validatedBy: { displayName: expect.any(String) } });
    const item = (await stored(key));
    expect(item).toMatchObject({ status: 'I', rejectReason: 'Opinión negativa', review: { userId: userId('cliente@demo.expediente.mx') } });

    const notice = (await supplierNotices('document:rejected')).find((n) => n.metadata?.document_pk === key);
    expect(notice).toBeDefined();
    expect(notice!.title).toBe('Documento rechazado: Opinión SAT 32-D Abril 2026');
    expect(notice!.content).toContain('Motivo: Opinión negativa');
    expect(notice!.metadata).toEqual({
      companyPublicKey: OWN,
      documentTypeId: 'mxopinion32d',
      documentTypeCodeName: 'mxopinion32d',
      month: 4,
      year: 2026,
      periodNumber: 4,
      document_pk: key,
      file_name: 'mxopinion32d.pdf',
    });
    expect(documentUploadLink(notice!.metadata)).toBe(`/contacts/${OWN}?upload=true&documentType=mxopinion32d&year=2026&period=4&amendedDocument=${encodeURIComponent(key)}`);

    expect((await put(developer, `/api/documents/${key}/status`, { status: 'V' })).status).toBe(200);
    const valid = (await stored(key));
    expect(valid.status).toBe('V');
    expect(valid.rejectReason).toBeUndefined();
    expect(valid.review?.userId).toBe(userId('developer@demo.expediente.mx'));
    expect((await put(customer, `/api/documents/${key}/status`, { status: 'P' })).status).toBe(200);
    expect((await detail(customer, key)).status).toBe('P');
  });

  it('is refused to a Supplier and a Viewer (403), with edit-documents-compliance off (403 feature_disabled), and 404 to another tenant', async () => {
    const key = await upload('mxcsf');
    expect((await put(supplier, `/api/documents/${key}/status`, { status: 'V' })).status).toBe(403);
    expect((await put(viewer, `/api/documents/${key}/status`, { status: 'V' })).status).toBe(403);
    expect((await put(customer2, `/api/documents/${key}/status`, { status: 'V' })).status).toBe(404);
    await withFlags({ 'edit-documents-compliance': false }, async () => {
      const off = await put(customer, `/api/documents/${key}/status`, { status: 'V' });
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('feature_disabled');
      expect((await detail(customer, key)).can.editStatus).toBe(false);
    });
    expect((await detail(customer, key)).status).toBe('P');
  });
});

describe('PUT /api/documents/{publicKey}/period', () => {
  it('moves the document to another month and notifies the supplier (document:period-updated)', async () => {
    const key = await upload('mximssopinion', { fromDate: '2026-01-01T00:00:00-06:00' });
    const res = await put(customer, `/api/documents/${key}/period`, { fromDate: '2025-11-01T00:00:00-06:00' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(documentMessages.periodSaved);
    expect(await detail(customer, key)).toMatchObject({ month: 11, year: 2025, periodLabel: 'Noviembre 2025', fromDate: '2025-11-01T06:00:00.000Z', initialValidity: '2025-11-01T06:00:00.000Z' });
    expect((await stored(key)).periodKey).toBe('2025-11-01T06:00:00.000Z');
    const notice = (await supplierNotices('document:period-updated')).find((n) => n.metadata?.document_pk === key);
    expect(notice).toMatchObject({ title: 'Periodo actualizado: Opinión IMSS Noviembre 2025', metadata: { month: 11, year: 2025, periodNumber: 11 } });
    expect(notice!.content).toContain('Enero 2026');
  });

  it('refuses a type without periods, a year outside 1995-2035 and a bad date (400 in Spanish); flag off 403', async () => {
    const initial = await upload('mxcsf');
    const noPeriods = await put(customer, `/api/documents/${initial}/period`, { fromDate: '2026-01-01T00:00:00-06:00' });
    expect(noPeriods.status).toBe(400);
    expect(noPeriods.body.errors.fromDate).toEqual([documentMessages.periodNotApplicable]);
    const key = await upload('mximssopinion', { fromDate: '2026-06-01T00:00:00-06:00' });
    expect((await put(customer, `/api/documents/${key}/period`, { fromDate: '2036-01-01T00:00:00-06:00' })).body.errors.fromDate).toEqual(['El año debe estar entre 1995 y 2035.']);
    expect((await put(customer, `/api/documents/${key}/period`, { fromDate: 'mañana' })).status).toBe(400);
    expect((await put(supplier, `/api/documents/${key}/period`, { fromDate: '2026-01-01T00:00:00-06:00' })).status).toBe(403);
    await withFlags({ 'edit-documents-period': false }, async () => {
      expect((await put(customer, `/api/documents/${key}/period`, { fromDate: '2026-01-01T00:00:00-06:00' })).body.code).toBe('feature_disabled');
    });
    expect((await detail(customer, key)).month).toBe(6);
  });
});

describe('POST /api/documents/metadata/{id}/saveMetadata', () => {
  it('stores form data and identifiers; refuses new_ keys and repeated keys; the JSON is the Developer’s only', async () => {
    const key = await upload('mxcsf');
    const path = `/api/documents/metadata/${key}/saveMetadata`;
    const form = { formdata: [{ key: 'rfc', label: 'RFC', value: 'LSE150312QA2' }, { key: 'total', label: 'Total', value: '1500.5' }] };
    const res = await customer.post(path, { form, identifiers: [{ key: 'folio', value: 'A-1' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('El documento se guardó correctamente');
    expect(await detail(customer, key)).toMatchObject({ formDataItems: form.formdata, identifiers: [{ key: 'folio', value: 'A-1' }] });

    const fresh = await customer.post(path, { form: { formdata: [{ key: 'new_1', label: 'Nuevo', value: 'x' }] } });
    expect(fresh.status).toBe(400);
    expect(fresh.body.errors['form.formdata.0.key']).toEqual(['Las claves new_ no se guardan.']);
    const twice = await customer.post(path, { form: { formdata: [form.formdata[0], form.formdata[0]] }, identifiers: [{ key: 'folio', value: 'A-1' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(documentMessages.fieldExists);

    const json = await customer.post(path, { form, identifiers: [{ key: 'folio', value: 'A-1' }], jsonData: '{"a":1}' });
    expect(json.status).toBe(403);
    expect(json.body.message).toBe(documentMessages.jsonDataDeveloperOnly);
    expect((await developer.post(path, { form, identifiers: [{ key: 'folio', value: 'A-1' }], jsonData: '{' })).body.errors.jsonData).toEqual([documentMessages.jsonDataInvalid]);
    expect((await developer.post(path, { form, identifiers: [{ key: 'folio', value: 'A-1' }], jsonData: '{"rfc":"LSE150312QA2"}' })).status).toBe(200);
    expect((await detail(developer, key)).jsonData).toBe('{"rfc":"LSE150312QA2"}');
    expect((await detail(customer, key)).jsonData).toBeUndefined();
    // Form data unchanged by the refused calls.
    expect((await detail(customer, key)).formDataItems).toEqual(form.formdata);
  });

  it('needs edit-document-metadata, and edit-documents-identifiers to change identifiers; a Supplier 403', async () => {
    const key = await upload('mxcsf');
    const path = `/api/documents/metadata/${key}/saveMetadata`;
    expect((await supplier.post(path, { form: { formdata: [] } })).status).toBe(403);
    await withFlags({ 'edit-document-metadata': false }, async () => {
      expect((await customer.post(path, { form: { formdata: [] } })).body.code).toBe('feature_disabled');
    });
    await withFlags({ 'edit-documents-identifiers': false }, async () => {
      expect((await customer.post(path, { form: { formdata: [{ key: 'a', label: 'A', value: '1' }] } })).status).toBe(200);
      const changed = await customer.post(path, { form: { formdata: [] }, identifiers: [{ key: 'folio', value: 'B' }] });
      expect(changed.status).toBe(403);
    });
    expect((await detail(customer, key)).identifiers).toEqual([]);
  });
});

describe('DELETE /api/slot/document/{publicKey}', () => {
  it('lets a Supplier delete only its own status I documents; soft: the record and blob stay, the document answers 404', async () => {
    const key = await upload('mxcsf');
    const refused = await del(supplier, `/api/slot/document/${key}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Solo puede eliminar documentos con estatus Inválido.');
    expect((await put(customer, `/api/documents/${key}/status`, { status: 'I', reason: 'Ilegible' })).status).toBe(200);
    expect((await detail(supplier, key)).can.delete).toBe(true);
    const res = await del(supplier, `/api/slot/document/${key}?orderPK=&slotId=mxcsf~initial~-`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(documentMessages.deleted);
    expect((await customer.get(`/api/documents/${key}`)).status).toBe(404);
    expect(await repo.read(demo, key)).toBeUndefined();
    const item = (await stored(key));
    expect(item).toMatchObject({ deletedBy: SUPPLIER_USER, status: 'I' });
    expect(typeof item.deletedAt).toBe('string');
    expect(await blobInfo(demo, blobContainers.documents, item.blobName)).toBeDefined();
    // Deleted once: a second delete finds nothing.
    expect((await del(customer, `/api/slot/document/${key}`)).status).toBe(404);
  });

  it('lets an editor delete any status; the replaced version becomes the latest again; another tenant 404, flag off 403', async () => {
    const fromDate = '2026-07-01T00:00:00-06:00';
    const first = await upload('mxdeclisr', { fromDate });
    const second = await upload('mxdeclisr', { fromDate, amendedDocument: first });
    expect((await del(customer2, `/api/slot/document/${second}`)).status).toBe(404);
    expect((await del(viewer, `/api/slot/document/${second}`)).status).toBe(403);
    await withFlags({ 'document-delete': false }, async () => {
      expect((await del(customer, `/api/slot/document/${second}`)).body.code).toBe('feature_disabled');
      expect((await detail(customer, second)).can.delete).toBe(false);
    });
    expect((await del(customer, `/api/slot/document/${second}`)).status).toBe(200);
    expect((await detail(customer, first)).amendedBy).toBeUndefined();
  });
});

describe('the detail contracts, fuzzed', () => {
  it('answer 4xx or 200, never a 5xx, to any params and body', async () => {
    const key = await upload('mxdeclisr', { fromDate: '2026-08-01T00:00:00-06:00' });
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
    const id = fc.oneof(fc.constant(key), fc.string({ maxLength: 60 }), fc.constant(`${OWN}.00000000-0000-4000-8000-000000000000`), fc.constant('..%2F'));
    const body = fc.record(
      {
        status: fc.oneof(value, fc.constantFrom('V', 'P', 'I')),
        reason: value,
        metadata: value,
        fromDate: fc.oneof(value, fc.constantFrom('2026-01-01T00:00:00-06:00', '1994-12-01T00:00:00Z', '2026-13-01T00:00:00Z')),
        form: fc.oneof(value, fc.record({ formdata: fc.oneof(value, fc.array(fc.record({ key: value, label: value, value }, { requiredKeys: [] }), { maxLength: 3 })) })),
        identifiers: fc.oneof(value, fc.array(fc.record({ key: value, value }), { maxLength: 2 })),
        jsonData: value,
      },
      { requiredKeys: [] },
    );
    const calls = fc.constantFrom('status', 'period', 'metadata', 'get');
    await fc.assert(
      fc.asyncProperty(id, body, calls, async (k, b, call) => {
        const e = encodeURIComponent(k);
        const res =
          call === 'get'
            ? await customer.get(`/api/documents/${e}`)
            : call === 'status'
              ? await put(customer, `/api/documents/${e}/status`, b)
              : call === 'period'
                ? await put(customer, `/api/documents/${e}/period`, b)
                : await developer.post(`/api/documents/metadata/${e}/saveMetadata`, b);
        expect(res.status, `${call} ${k} ${JSON.stringify(b)} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    // Deletes with odd queries: never a 5xx (a real document's delete is left to the tests above).
    for (const q of ['?orderPK=' + 'x'.repeat(300), '?slotId=%00', '?orderPK=a&orderPK=b', '']) {
      expect((await del(customer, `/api/slot/document/${OWN}.00000000-0000-4000-8000-000000000000${q}`)).status).toBeLessThan(500);
    }
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeCommentsResponseSchema, disputeMessages, disputeResponseSchema, documentUploadLink, uploadSasResponseSchema } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { EventLog } from '../../platform/events';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { DocumentsRepository } from '../../documents/documents.repository';
import { DisputesRepository } from '../disputes.repository';

/**
 * The review loop's transitions (decision 015) through the real calls: an auditor opens a dispute for a document
 * (the supplier is told with the amendment's deep link), a second opening adds to it, the supplier's amendment upload
 * moves it to in-review and carries its key, status V on the amendment finishes it (documents no longer carry the
 * key), and a refused amendment re-opens an in-review dispute.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let admin: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const SUPPLIER_USER = userId('proveedor@demo.expediente.mx');
const ADMIN_USER = userId('admin@demo.expediente.mx');
const docs = new DocumentsRepository();
const disputes = new DisputesRepository();

beforeAll(async () => {
  host = await startTestHost();
  [supplier, admin] = await signedInAll(host.url, ['proveedor@demo.expediente.mx', 'admin@demo.expediente.mx']);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');

/** SAS, one block, block list, add: as the browser does. Answers the stored document's publicKey. */
async function uploadPdf(client: ApiClient, type: string, add: Record<string, unknown> = {}): Promise<string> {
  const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]);
  const sasRes = await client.post('/api/documents/GetContainerSASToken', { documentTypeCode: type, fileName: `${type}.pdf`, size: data.length, contentType: 'application/pdf', companyPK: OWN });
  expect(sasRes.status, JSON.stringify(sasRes.body)).toBe(200);
  const sas = uploadSasResponseSchema.parse(sasRes.body);
  const id = Buffer.from('block-000000').toString('base64');
  expect((await fetch(`${sas.uploadUrl}&comp=block&blockid=${encodeURIComponent(id)}`, { method: 'PUT', body: data })).status).toBe(201);
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${id}</Latest></BlockList>`;
  expect((await fetch(`${sas.uploadUrl}&comp=blocklist`, { method: 'PUT', headers: { 'x-ms-blob-content-type': 'application/pdf' }, body: list })).status).toBe(201);
  const res = await client.post('/api/documents/add', { name: `${type}.pdf`, contentType: 'application/pdf', blobUrl: sas.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: type, status: 'P', companyPK: OWN, ...add });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.document.publicKey as string;
}

type Notice = { type: string; title: string; content: string; metadata: Record<string, string | number> | null };
async function notices(client: ApiClient, user: string, type: string): Promise<Notice[]> {
  const res = await client.get(`/api/notifications/${user}?status=all&type=${encodeURIComponent(type)}&pageSize=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.notifications as Notice[];
}

async function dispute(key: string) {
  const res = await admin.get(`/api/disputes/${key}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return disputeResponseSchema.parse(res.body).dispute;
}

async function comments(key: string) {
  const res = await supplier.get(`/api/disputes/comments/${key}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return disputeCommentsResponseSchema.parse(res.body).comments;
}

async function events(type: string) {
  const day = new Date().toISOString().slice(0, 10);
  const page = await new EventLog().list(demo, day, { pageSize: 1000 });
  return page.items.filter((e) => e.type === type).map((e) => ({ ...e, detail: JSON.parse(e.detail ?? '{}') as Record<string, unknown> }));
}

describe('dispute transitions', () => {
  it('opens, follows the amendment, finishes on status V, and refuses comments once final', async () => {
    const fromDate = '2026-02-01T00:00:00-06:00';
    const original = await uploadPdf(supplier, 'mxdeclisr', { fromDate });
    const opened = await admin.post('/api/disputes/add', { DocumentPublicKey: original, DisputeType: 'document:amend', Comment: 'Falta la página del acuse.' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const key = opened.body.disputePublicKey as string;
    expect(await dispute(key)).toMatchObject({
      disputeStatus: 'open',
      disputeType: 'document:amend',
      disputeDescription: 'Falta la página del acuse.',
      documentPublicKey: original,
      latestDocumentPublicKey: original,
      supplierPublicKey: OWN,
      documentTypeName: 'Declaración ISR retenciones',
      disputeEndDate: null,
    });
    expect((await docs.read(demo, original))?.disputeKey).toBe(key);
    expect(await comments(key)).toMatchObject([{ disputeCommentary: 'Falta la página del acuse.', userPublicKey: ADMIN_USER, authorSide: 'auditor' }]);
    // The supplier is told, with the link that opens the amendment's upload for that period.
    const told = (await notices(supplier, SUPPLIER_USER, 'document:amend-required')).find((n) => n.metadata?.disputeKey === key);
    expect(told?.content).toContain('Falta la página del acuse.');
    expect(documentUploadLink(told?.metadata)).toBe(`/contacts/${OWN}?upload=true&documentType=mxdeclisr&year=2026&period=2&amendedDocument=${encodeURIComponent(original)}`);
    expect((await events('disputes.opened')).find((e) => e.detail.disputeKey === key)?.detail).toMatchObject({ from: '', to: 'open', publicKey: original });

    // A second opening for the same document adds its comment to the open dispute.
    const again = await admin.post('/api/disputes/add', { DocumentPublicKey: original, DisputeType: 'document:amend', Comment: 'También falta la firma.' });
    expect(again.status).toBe(201);
    expect(again.body.disputePublicKey).toBe(key);
    expect((await comments(key)).map((c) => c.disputeCommentary)).toEqual(['También falta la firma.', 'Falta la página del acuse.']);
    expect((await disputes.list(demo, { order: 'DESC' }, 1, 50)).filter((d) => d.documentPublicKey === original)).toHaveLength(1);

    // The amendment's upload: in review, the amendment carries the key.
    const amendment = await uploadPdf(supplier, 'mxdeclisr', { fromDate, amendedDocument: original });
    expect(await dispute(key)).toMatchObject({ disputeStatus: 'in-review', latestDocumentPublicKey: amendment, documentPublicKey: original });
    expect((await docs.read(demo, amendment))?.disputeKey).toBe(key);
    expect((await events('disputes.amendment-uploaded')).find((e) => e.detail.disputeKey === key)?.detail).toMatchObject({ from: 'open', to: 'in-review', publicKey: amendment });

    // Status V on the amendment: finished, with its end date; the documents no longer carry the key.
    const accepted = await admin.call('PUT', `/api/documents/${encodeURIComponent(amendment)}/status`, { body: { status: 'V' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const finished = await dispute(key);
    expect(finished.disputeStatus).toBe('finished');
    expect(finished.disputeEndDate).not.toBeNull();
    expect((await docs.read(demo, amendment))?.disputeKey).toBeUndefined();
    expect((await docs.read(demo, original))?.disputeKey).toBeUndefined();
    expect((await notices(supplier, SUPPLIER_USER, 'default')).some((n) => n.metadata?.disputeKey === key && n.title.startsWith('Aclaración finalizada'))).toBe(true);
    expect((await events('disputes.status-changed')).find((e) => e.detail.disputeKey === key)?.detail).toMatchObject({ from: 'in-review', to: 'finished' });

    // Final: no comments, no changes (409, nothing written).
    const late = await supplier.post('/api/disputes/comments/add', { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: 'Tarde' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(disputeMessages.final);
    expect((await admin.call('PUT', `/api/disputes/${key}/status`, { body: { status: 'closed' } })).status).toBe(409);
    expect(await comments(key)).toHaveLength(2);

    // A new rejection of the accepted document opens a new dispute (the finished one takes nothing more).
    const reopened = await admin.post('/api/disputes/add', { DocumentPublicKey: amendment, DisputeType: 'document:amend', Comment: 'Otro error.' });
    expect(reopened.body.disputePublicKey).not.toBe(key);
  });

  it('re-opens an in-review dispute when its amendment is refused, and a supplier comment moves open to in-process', async () => {
    const fromDate = '2026-03-01T00:00:00-06:00';
    const original = await uploadPdf(supplier, 'mximsscop', { fromDate });
    const key = (await admin.post('/api/disputes/add', { DocumentPublicKey: original, DisputeType: 'document:amend', Comment: 'Ilegible.' })).body.disputePublicKey as string;
    const said = await supplier.post('/api/disputes/comments/add', { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: 'Enseguida lo corrijo.' });
    expect(said.status, JSON.stringify(said.body)).toBe(201);
    expect(said.body.disputeStatus).toBe('in-process');
    // The auditor who opened it is told.
    expect((await notices(admin, ADMIN_USER, 'default')).some((n) => n.metadata?.disputeKey === key && n.content.includes('Enseguida lo corrijo.'))).toBe(true);
    const amendment = await uploadPdf(supplier, 'mximsscop', { fromDate, amendedDocument: original });
    expect((await dispute(key)).disputeStatus).toBe('in-review');
    const refused = await admin.post('/api/disputes/add', { DocumentPublicKey: amendment, DisputeType: 'document:amend', Comment: 'Sigue ilegible.' });
    expect(refused.body.disputePublicKey).toBe(key);
    expect(await dispute(key)).toMatchObject({ disputeStatus: 'open', latestDocumentPublicKey: amendment });
  });
});

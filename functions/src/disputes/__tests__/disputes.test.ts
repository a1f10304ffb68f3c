import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disputeAttachmentUrl,
  disputeCommentsResponseSchema,
  disputeMessages,
  disputeResponseSchema,
  disputesListResponseSchema,
  type DisputeStatus,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { EventLog } from '../../platform/events';
import { TenantContainer } from '../../platform/cosmos';
import { rawCall, samples, signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { disputeMatrixDocument } from './disputes-matrix';
import { DocumentsRepository } from '../../documents/documents.repository';
import { DisputesRepository } from '../disputes.repository';

/**
 * The disputes calls (part 2 §2.6, §6, §7; decision 015): the three lists by role with filters, order and pages;
 * one dispute and its comments; who comments and what it moves (supplier side: open and in-hold → in-process;
 * final → 409); UserPublicKey must be the caller; the auditors' status changes; attachments uploaded first and
 * downloaded by both sides; another tenant's dispute 404; the flag off 403; bad bodies 400 with nothing written.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let admin: ApiClient;
let customer: ApiClient;
let viewer: ApiClient;
let customer2: ApiClient;
let supplier2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const OWN = 'sup-limpieza-bajio';
const SUPPLIER_USER = userId('proveedor@demo.expediente.mx');
const ADMIN_USER = userId('admin@demo.expediente.mx');
const CUSTOMER_USER = userId('cliente@demo.expediente.mx');
const repo = new DisputesRepository();
const docs = new DocumentsRepository();
const store = new TenantContainer<{ id: string; pk: string; tenantId: string; type: string }>('disputes');

beforeAll(async () => {
  host = await startTestHost();
  [supplier, admin, customer, viewer, customer2, supplier2] = await signedInAll(host.url, [
    'proveedor@demo.expediente.mx',
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'proveedor2@demo.expediente.mx',
  ]);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

/** A dispute written straight to the store (the lists' tests need many; the calls' tests open theirs). */
async function storedDispute(over: { supplierId?: string; status?: DisputeStatus; type?: 'document:amend' | 'document:review' | 'document:clarification'; startDate?: string } = {}) {
  const id = randomUUID();
  const supplierId = over.supplierId ?? OWN;
  const doc = `${supplierId}.${randomUUID()}`;
  await repo.create(demo, {
    id,
    disputeType: over.type ?? 'document:amend',
    status: over.status ?? 'open',
    description: 'Prueba',
    documentPublicKey: doc,
    latestDocumentPublicKey: doc,
    documentName: `doc-${id.slice(0, 8)}.pdf`,
    documentTypeCode: 'mxcsf',
    documentTypeName: 'Constancia de situación fiscal',
    supplierId,
    supplierName: supplierId,
    openedBy: { userId: ADMIN_USER, displayName: 'Adriana Morales Paz' },
    startDate: over.startDate ?? new Date().toISOString(),
    modifiedAt: new Date().toISOString(),
  });
  return id;
}

/** An open dispute through POST add, on a fresh document of the matrix helper's kind (written to the store). */
let opened = 0;
async function openDispute(comment = 'Corrija el documento.'): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  opened += 1;
  await docs.create(demo, {
    id,
    supplierId: OWN,
    publicKey: `${OWN}.${id}`,
    originalName: `aclaracion-${opened}.pdf`,
    blobName: `${OWN}/${id}.pdf`,
    storageUrl: `https://prueba.invalid/${id}.pdf`,
    contentType: 'application/pdf',
    length: 10,
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    status: 'P',
    documentTypeCode: 'mxcsf',
    documentTypeFullName: 'Constancia de situación fiscal',
    displayName: 'Constancia de situación fiscal',
    formDataItems: [],
    relationships: [],
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    periodKey: 'initial',
    initialValidity: now,
    createdAt: now,
    createdBy: 'prueba',
    modifiedAt: now,
  });
  const res = await admin.post('/api/disputes/add', { DocumentPublicKey: `${OWN}.${id}`, DisputeType: 'document:amend', Comment: comment });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.disputePublicKey as string;
}

const list = async (client: ApiClient, path: string) => {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return disputesListResponseSchema.parse(res.body);
};
const status = async (key: string) => disputeResponseSchema.parse((await admin.get(`/api/disputes/${key}`)).body).dispute.disputeStatus;
const comment = (client: ApiClient, user: string, key: string, text: string, extra: Record<string, unknown> = {}) =>
  client.post('/api/disputes/comments/add', { DisputePublicKey: key, UserPublicKey: user, Comment: text, ...extra });
const setStatus = (client: ApiClient, key: string, to: string) => client.call('PUT', `/api/disputes/${key}/status`, { body: { status: to } });
const allItems = async () => (await store.queryAll(demo, { pk: demo.tenantId })).length;

describe('GET /api/disputes lists', () => {
  it('pages, filters by status and type, and orders newest first unless ASC', async () => {
    const base = Date.parse('2026-01-10T12:00:00Z');
    const keys: string[] = [];
    for (let i = 0; i < 12; i += 1) keys.push(await storedDispute({ status: 'in-hold', type: 'document:clarification', startDate: new Date(base + i * 60_000).toISOString() }));
    await storedDispute({ status: 'open', type: 'document:clarification' });
    const q = '?status=in-hold&type=document:clarification';
    const first = await list(admin, `/api/disputes/${q}&pageSize=10`);
    expect(first.totalCount).toBe(12);
    expect(first.disputes.map((d) => d.disputePublicKey)).toEqual([...keys].reverse().slice(0, 10));
    const second = await list(admin, `/api/disputes/${q}&pageSize=10&pageIndex=2`);
    expect(second.disputes.map((d) => d.disputePublicKey)).toEqual([keys[1], keys[0]]);
    const asc = await list(admin, `/api/disputes/${q}&pageSize=25&orderBy=ASC`);
    expect(asc.disputes.map((d) => d.disputePublicKey)).toEqual(keys);
    expect((await list(admin, `/api/disputes/${q}&pageIndex=9`)).disputes).toEqual([]);
    expect(first.disputes[0]).toMatchObject({ disputeStatus: 'in-hold', disputeType: 'document:clarification', documentTypeName: 'Constancia de situación fiscal', disputeEndDate: null });
  });

  it('answers each role its own list (part 2 §6) and refuses the others', async () => {
    const mine = await storedDispute({ type: 'document:review', status: 'in-review' });
    const others = await storedDispute({ supplierId: 'sup-transportes-norte', type: 'document:review', status: 'in-review' });
    const q = '?type=document:review&status=in-review&pageSize=50';
    const keys = (r: { disputes: { disputePublicKey: string }[] }) => r.disputes.map((d) => d.disputePublicKey);
    expect(keys(await list(admin, `/api/disputes/${q}`))).toEqual(expect.arrayContaining([mine, others]));
    expect(keys(await list(customer, `/api/disputes/customer/${q}`))).toEqual(expect.arrayContaining([mine, others]));
    const own = keys(await list(supplier, `/api/disputes/supplier/${q}`));
    expect(own).toContain(mine);
    expect(own).not.toContain(others);
    // The Viewer's organization is no supplier: its list is empty. Another tenant sees none of these.
    expect((await list(viewer, `/api/disputes/supplier/${q}`)).totalCount).toBe(0);
    expect((await list(customer2, `/api/disputes/customer/${q}`)).totalCount).toBe(0);
    expect((await list(supplier2, `/api/disputes/supplier/${q}`)).totalCount).toBe(0);
    expect((await supplier.get('/api/disputes/')).status).toBe(403);
    expect((await supplier.get('/api/disputes/customer/')).status).toBe(403);
    expect((await customer.get('/api/disputes/')).status).toBe(403);
    expect((await admin.get('/api/disputes/customer/')).status).toBe(403);
  });

  it('answers 400 with Spanish messages for bad queries', async () => {
    for (const q of ['pageSize=7', 'pageIndex=0', 'orderBy=UP', 'status=abierta', 'type=otro', 'pageIndex=x']) {
      const res = await admin.get(`/api/disputes/?${q}`);
      expect(res.status, q).toBe(400);
      expect(JSON.stringify(res.body.errors)).toMatch(/no es válid|debe ser|página/i);
    }
  });
});

describe('one dispute and its comments', () => {
  it('reads a dispute and its comments newest first; another tenant or outside the view 404', async () => {
    const key = await openDispute('Primer motivo.');
    expect((await comment(supplier, SUPPLIER_USER, key, 'Respuesta del proveedor.')).status).toBe(201);
    const res = await supplier.get(`/api/disputes/comments/${key}`);
    const comments = disputeCommentsResponseSchema.parse(res.body).comments;
    expect(comments.map((c) => [c.disputeCommentary, c.authorSide, c.userPublicKey])).toEqual([
      ['Respuesta del proveedor.', 'supplier', SUPPLIER_USER],
      ['Primer motivo.', 'auditor', ADMIN_USER],
    ]);
    expect((await viewer.get(`/api/disputes/${key}`)).status).toBe(200);
    for (const client of [customer2, supplier2]) {
      expect((await client.get(`/api/disputes/${key}`)).status).toBe(404);
      expect((await client.get(`/api/disputes/comments/${key}`)).status).toBe(404);
      expect((await comment(client, 'x', key, 'Hola')).status).toBe(404);
    }
    // Another supplier of the same tenant: outside its view.
    const others = await storedDispute({ supplierId: 'sup-transportes-norte' });
    expect((await supplier.get(`/api/disputes/${others}`)).status).toBe(404);
    expect((await comment(supplier, SUPPLIER_USER, others, 'Hola')).status).toBe(404);
    expect((await admin.get(`/api/disputes/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/disputes/no-es-clave')).status).toBe(400);
  });
});

describe('comments and status rules', () => {
  it('moves open → in-process on the supplier side, in-hold → in-process on its next comment; auditors do not move it', async () => {
    const key = await openDispute();
    expect((await comment(admin, ADMIN_USER, key, 'Una nota del auditor.')).body.disputeStatus).toBe('open');
    expect((await comment(supplier, SUPPLIER_USER, key, 'Lo reviso.')).body.disputeStatus).toBe('in-process');
    expect((await setStatus(customer, key, 'in-hold')).body).toMatchObject({ disputeStatus: 'in-hold', message: disputeMessages.statusSaved });
    expect((await comment(customer, CUSTOMER_USER, key, 'Queda en espera.')).body.disputeStatus).toBe('in-hold');
    expect((await comment(supplier, SUPPLIER_USER, key, 'Ya tengo el archivo.')).body.disputeStatus).toBe('in-process');
    expect(await status(key)).toBe('in-process');
    const day = new Date().toISOString().slice(0, 10);
    const logged = (await new EventLog().list(demo, day, { pageSize: 1000 })).items
      .map((e) => JSON.parse(e.detail ?? '{}') as Record<string, unknown>)
      .filter((d) => d.disputeKey === key);
    expect(logged).toEqual(expect.arrayContaining([expect.objectContaining({ from: 'in-hold', to: 'in-process' }), expect.objectContaining({ from: 'in-process', to: 'in-hold' })]));
    // The same status again, and the Supplier or Viewer changing it, are refused.
    expect((await setStatus(admin, key, 'in-process')).status).toBe(409);
    expect((await setStatus(supplier, key, 'closed')).status).toBe(403);
    expect((await setStatus(viewer, key, 'closed')).status).toBe(403);
    expect((await comment(viewer, userId('visor@demo.expediente.mx'), key, 'Hola')).status).toBe(403);
    // An auditor resumes a dispute on hold ('Reanudar') without waiting for the supplier.
    expect((await setStatus(customer, key, 'in-hold')).body.disputeStatus).toBe('in-hold');
    expect((await setStatus(admin, key, 'in-process')).body).toMatchObject({ disputeStatus: 'in-process' });
    expect(await status(key)).toBe('in-process');
  });

  it('closes with an end date; a closed dispute refuses comments, attachments and changes with 409', async () => {
    const key = await openDispute();
    const closed = await setStatus(admin, key, 'closed');
    expect(closed.status).toBe(200);
    const dispute = disputeResponseSchema.parse((await admin.get(`/api/disputes/${key}`)).body).dispute;
    expect(dispute.disputeStatus).toBe('closed');
    expect(dispute.disputeEndDate).not.toBeNull();
    const before = await allItems();
    for (const res of [
      await comment(supplier, SUPPLIER_USER, key, 'Tarde'),
      await comment(admin, ADMIN_USER, key, 'Tarde'),
      await setStatus(admin, key, 'in-hold'),
      await rawCall(supplier, 'POST', `/api/disputes/attachments?disputeKey=${key}&name=a.png`, samples.png, 'image/png'),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(disputeMessages.final);
    }
    expect(await allItems()).toBe(before);
  });

  it('refuses a comment in another user’s name (403) and writes nothing', async () => {
    const key = await openDispute();
    const before = await allItems();
    const res = await comment(supplier, ADMIN_USER, key, 'Suplantación');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(disputeMessages.notCaller);
    expect(await allItems()).toBe(before);
  });

  it('notifies the other side: the supplier’s users for an auditor’s comment', async () => {
    const key = await openDispute();
    expect((await comment(customer, CUSTOMER_USER, key, 'Revise la fecha de emisión.')).status).toBe(201);
    const res = await supplier.get(`/api/notifications/${SUPPLIER_USER}?status=all&type=default&pageSize=100`);
    const notices = res.body.notifications as { content: string; metadata: Record<string, string> | null }[];
    expect(notices.some((n) => n.metadata?.disputeKey === key && n.content.includes('Revise la fecha de emisión.'))).toBe(true);
  });
});

describe('attachments', () => {
  it('uploads a PDF, JPEG or PNG first, comments with it, and both sides download it', async () => {
    const key = await openDispute();
    const up = await rawCall(supplier, 'POST', `/api/disputes/attachments?disputeKey=${key}&name=${encodeURIComponent('acuse firmado.pdf')}`, samples.pdf, 'application/pdf');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const fileKey = up.body.attachedFilePublicKey as string;
    const said = await comment(supplier, SUPPLIER_USER, key, '', { AttachedDocumentPk: fileKey });
    expect(said.status, JSON.stringify(said.body)).toBe(201);
    expect(said.body.comment).toMatchObject({ attachedFilePublicKey: fileKey, attachedFileName: 'acuse firmado.pdf', disputeCommentary: '' });
    for (const client of [supplier, admin, customer, viewer]) {
      const file = await rawCall(client, 'GET', disputeAttachmentUrl(key, fileKey), undefined, 'application/json');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.bytes.equals(samples.pdf)).toBe(true);
    }
    expect((await rawCall(customer2, 'GET', disputeAttachmentUrl(key, fileKey), undefined, 'application/json')).status).toBe(404);
    // Another dispute's key does not reach this file; an unknown file is 400 on the comment.
    const other = await openDispute();
    expect((await rawCall(admin, 'GET', disputeAttachmentUrl(other, fileKey), undefined, 'application/json')).status).toBe(404);
    expect((await comment(admin, ADMIN_USER, other, 'Con archivo ajeno', { AttachedDocumentPk: fileKey })).status).toBe(400);
  });

  it('refuses a file whose bytes are not PDF, JPEG or PNG, or not the type declared', async () => {
    const key = await openDispute();
    const exe = await rawCall(supplier, 'POST', `/api/disputes/attachments?disputeKey=${key}&name=a.pdf`, samples.exe, 'application/pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(disputeMessages.attachmentType);
    expect((await rawCall(supplier, 'POST', `/api/disputes/attachments?disputeKey=${key}&name=a.pdf`, samples.png, 'application/pdf')).status).toBe(400);
    expect((await rawCall(supplier2, 'POST', `/api/disputes/attachments?disputeKey=${key}&name=a.png`, samples.png, 'image/png')).status).toBe(404);
    expect((await rawCall(viewer, 'POST', `/api/disputes/attachments?disputeKey=${key}&name=a.png`, samples.png, 'image/png')).status).toBe(403);
  });
});

describe('flags and bad bodies', () => {
  it('answers 403 feature_disabled with the disputes flag off', async () => {
    const key = await openDispute();
    await withFlags({ disputes: false }, async () => {
      for (const res of [
        await admin.get('/api/disputes/'),
        await supplier.get('/api/disputes/supplier/'),
        await customer.get(`/api/disputes/${key}`),
        await comment(supplier, SUPPLIER_USER, key, 'Hola'),
        await setStatus(admin, key, 'closed'),
        await admin.post('/api/disputes/add', { DocumentPublicKey: disputeMatrixDocument('Admin'), DisputeType: 'document:amend', Comment: 'x' }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('feature_disabled');
      }
    });
  });

  it('answers 400 for bad bodies (never 5xx) and writes nothing', async () => {
    const key = await openDispute();
    const before = await allItems();
    const fixed = [
      {},
      { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER },
      { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: '   ' },
      { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: 'x'.repeat(2001) },
      { DisputePublicKey: 'x', UserPublicKey: SUPPLIER_USER, Comment: 'Hola' },
      { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: 'Hola', AttachedDocumentPk: '../../etc' },
      { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: 'Hola', CurrentDocumentPk: 'no' },
      { DisputePublicKey: key, UserPublicKey: SUPPLIER_USER, Comment: 42 },
    ];
    for (const body of fixed) expect((await supplier.post('/api/disputes/comments/add', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    const tooLong = await supplier.post('/api/disputes/comments/add', fixed[3]);
    expect(tooLong.body.errors.Comment).toEqual([disputeMessages.commentTooLong]);
    const empty = await supplier.post('/api/disputes/comments/add', fixed[1]);
    expect(empty.body.errors.Comment).toEqual([disputeMessages.commentRequired]);
    for (const body of [{}, { DocumentPublicKey: 'x', DisputeType: 'document:amend', Comment: 'a' }, { DocumentPublicKey: disputeMatrixDocument('Admin'), DisputeType: 'otro', Comment: 'a' }, { DocumentPublicKey: disputeMatrixDocument('Admin'), DisputeType: 'document:amend', Comment: '' }]) {
      expect((await admin.post('/api/disputes/add', body)).status).toBe(400);
    }
    for (const body of [{}, { status: 'open' }, { status: 'in-review' }, { status: 'finalizada' }]) expect((await setStatus(admin, key, body.status ?? '')).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('DisputePublicKey', 'UserPublicKey', 'Comment', 'AttachedDocumentPk', 'CurrentDocumentPk'), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), async (body) => {
        const res = await supplier.post('/api/disputes/comments/add', body);
        expect(res.status).toBeLessThan(500);
        expect([400, 403, 404]).toContain(res.status);
      }),
      { numRuns: 40 },
    );
    expect(await allItems()).toBe(before);
    expect(await status(key)).toBe('open');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeAttachmentUrl, disputeCommentsResponseSchema, disputesListResponseSchema } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { seedDemoData, userId } from '../../local/seed';
import { seedReview } from '../../local/seed-review';
import { DocumentsRepository } from '../../documents/documents.repository';
import { rawCall, signedInAll } from '../../shell/__tests__/shell-client';
import { TenantContainer } from '../../platform/cosmos';

/** Seed version 9 (local/seed-review.ts): the review loop shows in the demo, and a rerun writes no second copy. */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let supplier2: ApiClient;

beforeAll(async () => {
  host = await startTestHost();
  [supplier, supplier2] = await signedInAll(host.url, ['proveedor@demo.expediente.mx', 'proveedor2@demo.expediente.mx']);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

describe('seed v9', () => {
  it('gives Limpieza del Bajío an open correction dispute in process and a finished one with a file, on audited documents', async () => {
    const res = await supplier.get('/api/disputes/supplier/?pageSize=50');
    const { disputes, totalCount } = disputesListResponseSchema.parse(res.body);
    expect(totalCount).toBe(2);
    const open = disputes.find((d) => d.disputeStatus === 'in-process')!;
    const finished = disputes.find((d) => d.disputeStatus === 'finished')!;
    expect(open).toMatchObject({ disputeType: 'document:amend', disputeEndDate: null, documentPublicKey: open.latestDocumentPublicKey });
    expect(finished.disputeEndDate).not.toBeNull();
    expect(finished.latestDocumentPublicKey).not.toBe(finished.documentPublicKey);

    const docs = new DocumentsRepository();
    const demo = { tenantId: 'demo-corporativo' };
    expect(await docs.read(demo, open.documentPublicKey)).toMatchObject({ status: 'I', auditStatus: 'amend-required', disputeKey: open.disputePublicKey });
    expect(await docs.read(demo, finished.latestDocumentPublicKey)).toMatchObject({ status: 'V', auditStatus: 'fixed-approved', amendedDocument: finished.documentPublicKey });
    expect((await docs.read(demo, finished.documentPublicKey))?.amendedBy).toBe(finished.latestDocumentPublicKey);

    const comments = disputeCommentsResponseSchema.parse((await supplier.get(`/api/disputes/comments/${finished.disputePublicKey}`)).body).comments;
    expect(comments.map((c) => c.authorSide)).toEqual(['auditor', 'supplier', 'auditor']);
    const file = comments[1]!.attachedFilePublicKey!;
    const download = await rawCall(supplier, 'GET', disputeAttachmentUrl(finished.disputePublicKey, file), undefined, 'application/json');
    expect(download.status).toBe(200);
    expect(download.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await supplier2.get('/api/disputes/supplier/')).body.totalCount).toBe(0);
  });

  it('writes the same items again on a rerun (no second copy)', async () => {
    const demo = { tenantId: 'demo-corporativo' };
    const count = async () => (await new TenantContainer<{ id: string; pk: string; tenantId: string }>('disputes').queryAll(demo, { pk: demo.tenantId })).length;
    const before = await count();
    await seedReview(demo, { auditor: { userId: userId('admin@demo.expediente.mx'), displayName: 'Adriana Morales Paz' }, supplier: { userId: userId('proveedor@demo.expediente.mx'), displayName: 'Patricia Núñez Vega' } });
    expect(await count()).toBe(before);
    expect((await seedDemoData()).skipped).toContain('demo-corporativo');
  });
});

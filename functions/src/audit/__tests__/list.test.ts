import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListMessages,
  auditListResponseSchema,
  contractDocumentTypes,
  type AuditListResponse,
  type AuditStatus,
  type AuditTab,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { TenantContainer } from '../../platform/cosmos';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { DocumentTypesRepository, type DocumentTypeItem } from '../../documents/document-types.repository';
import { DocumentsRepository, type DocumentItem } from '../../documents/documents.repository';
import { demo, seedAuditDocument } from './list-support';

/**
 * The audit lists over HTTP (issue 15; part 2 §2.11, §7; decision 015): each of the seven tabs holds exactly its
 * documents (the latest live versions of the caller's view, by type or by the last extraction's outcome), the
 * filters (audit status, type, required, Mexico City days of the upload date, supplier name, tag where the tab
 * takes it), the upload-date order both ways, numbered pages and the total, the storage calls, roles and the flag,
 * another tenant's lists, and Spanish 400s.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let customer: ApiClient;
let viewer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
const all = new TenantContainer<DocumentItem>('documents');
const docs = new DocumentsRepository();
let types: DocumentTypeItem[];
const made: Record<string, DocumentItem> = {};
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

beforeAll(async () => {
  host = await startTestHost();
  [developer, customer, viewer, supplier, customer2] = await signedInAll(host.url, [
    'developer@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
  types = await new DocumentTypesRepository().types(demo);
  const at = (outcome: string, minutes = 60) => ({ outcome, at: minutesAgo(minutes), findings: [] }) as unknown as DocumentItem['extraction'];
  const plan: Record<string, Parameters<typeof seedAuditDocument>[0]> = {
    // 2024-03-10T05:30Z is still March 9 in Mexico City; 06:30Z is March 10.
    contractLateNight: { documentTypeCode: 'mxcontratose', createdAt: '2024-03-10T05:30:00.000Z', auditStatus: 'approved', status: 'V' },
    contractMorning: { documentTypeCode: 'mxcontratose', createdAt: '2024-03-10T06:30:00.000Z' },
    contractRejected: { documentTypeCode: 'mxcontratose', createdAt: '2024-03-12T18:00:00.000Z', auditStatus: 'rejected', status: 'I' },
    contractReplaced: { documentTypeCode: 'mxcontratose', createdAt: '2024-03-11T18:00:00.000Z', amendedBy: 'sup-limpieza-bajio.00000000-0000-4000-8000-000000000000' },
    contractDeleted: { documentTypeCode: 'mxcontratose', createdAt: '2024-03-11T19:00:00.000Z', deletedAt: '2024-03-12T00:00:00.000Z' },
    image: { documentTypeCode: 'mxopinion32d', createdAt: '2024-04-01T12:00:00.000Z', extraction: at('image') },
    image2: { documentTypeCode: 'mximssopinion', createdAt: '2024-04-02T12:00:00.000Z', extraction: at('image'), auditStatus: 'amend-required' },
    error: { documentTypeCode: 'mximssopinion', createdAt: '2024-04-03T12:00:00.000Z', extraction: at('error') },
    partial: { documentTypeCode: 'mxcsf', createdAt: '2024-04-04T12:00:00.000Z', extraction: at('partial') },
    missing: { documentTypeCode: 'mxrepse', createdAt: '2024-04-05T12:00:00.000Z', extraction: at('not-supported') },
    clean: { documentTypeCode: 'mxcsf', createdAt: '2024-04-06T12:00:00.000Z', extraction: at('clean') },
    queuedLong: { documentTypeCode: 'mxopinion32d', createdAt: '2024-04-07T12:00:00.000Z', extraction: at('queued', 120) },
    runningLong: { documentTypeCode: 'mxcsf', createdAt: '2024-04-08T12:00:00.000Z', extraction: at('running', 45) },
    queuedRecently: { documentTypeCode: 'mxopinion32d', createdAt: '2024-04-09T12:00:00.000Z', extraction: at('queued', 5) },
    acta: { documentTypeCode: 'mxactaconstitutiva', createdAt: '2024-05-01T12:00:00.000Z', extraction: at('not-supported') },
    dc3: { documentTypeCode: 'mxdc3', createdAt: '2024-05-02T12:00:00.000Z' },
  };
  for (const [name, seed] of Object.entries(plan)) made[name] = await seedAuditDocument(seed);
  // Enough contracts for several pages, three of them uploaded in the same millisecond (the keyset's id decides).
  await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      seedAuditDocument({ documentTypeCode: 'mxcontratose', createdAt: i < 3 ? '2023-08-01T12:00:00.000Z' : new Date(Date.UTC(2023, 0, 1 + i, 15)).toISOString() }),
    ),
  );
  made.contractNorte = await seedAuditDocument({ documentTypeCode: 'mxcontratose', createdAt: '2024-03-10T12:00:00.000Z' }, demo, 'sup-transportes-norte', 'Transportes del Norte SA de CV');
}, 90_000);
afterAll(async () => {
  await host?.cleanup();
});

const pathOf = (tab: AuditTab) => (tab === 'contracts' ? '/api/audit/documents' : tab === 'auditonly' ? '/api/audit/documents/direct' : `/api/audit/${tab}/list`);

async function page(client: ApiClient, tab: AuditTab, query = ''): Promise<AuditListResponse & { calls: string }> {
  const res = await client.get(`${pathOf(tab)}${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...auditListResponseSchema.strict().parse(res.body), calls: res.headers.get('x-storage-calls') ?? '' };
}

/** Every page of a list at 100 a page, checking the total on each. */
async function everything(client: ApiClient, tab: AuditTab, query = ''): Promise<string[]> {
  const out: string[] = [];
  for (let i = 1; ; i += 1) {
    const p = await page(client, tab, `pageSize=100&pageIndex=${i}${query ? `&${query}` : ''}`);
    out.push(...p.items.map((x) => x.publicKey));
    if (p.items.length < 100) {
      expect(p.totalCount).toBe(out.length);
      return out;
    }
  }
}

/** What a tab should hold, from the stored documents (decision 015), newest upload first. */
async function expected(tab: AuditTab, where: (d: DocumentItem) => boolean = () => true, required = true): Promise<string[]> {
  const stored = await all.queryAll(demo, { where: "c.type = 'document'" }, 50_000);
  const byCode = new Map(types.map((t) => [t.codeName, t]));
  const stagnatedBefore = minutesAgo(30);
  const inTab = (d: DocumentItem) => {
    const type = byCode.get(d.documentTypeCode);
    if (!type || (required && !type.required)) return false;
    const contract = contractDocumentTypes.includes(d.documentTypeCode);
    const outcome = d.extraction?.outcome;
    switch (tab) {
      case 'contracts':
        return contract;
      case 'auditonly':
        return !contract && type.fields.length === 0;
      case 'missing':
        return outcome === 'not-supported';
      case 'stagnated':
        return (outcome === 'queued' || outcome === 'running') && d.extraction!.at < stagnatedBefore;
      default:
        return outcome === tab;
    }
  };
  return stored
    .filter((d) => !d.deletedAt && !d.amendedBy && inTab(d) && where(d))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((d) => d.publicKey);
}

describe('the seven audit tabs', () => {
  it('each holds exactly its documents, newest upload first', async () => {
    for (const tab of ['contracts', 'image', 'error', 'missing', 'stagnated', 'auditonly', 'partial'] as const) {
      const want = await expected(tab);
      expect(await everything(developer, tab), tab).toEqual(want);
    }
    const key = (name: string) => made[name]!.publicKey;
    expect(await everything(developer, 'image')).toEqual(expect.arrayContaining([key('image'), key('image2')]));
    expect(await everything(developer, 'error')).toContain(key('error'));
    expect(await everything(developer, 'partial')).toContain(key('partial'));
    const missing = await everything(developer, 'missing');
    expect(missing).toEqual(expect.arrayContaining([key('missing'), key('acta')]));
    const stagnated = await everything(developer, 'stagnated');
    expect(stagnated).toEqual(expect.arrayContaining([key('queuedLong'), key('runningLong')]));
    expect(stagnated).not.toContain(key('queuedRecently'));
    const contracts = await everything(developer, 'contracts');
    expect(contracts).toEqual(expect.arrayContaining([key('contractLateNight'), key('contractMorning'), key('contractRejected'), key('contractNorte')]));
    expect(contracts).not.toContain(key('contractReplaced'));
    expect(contracts).not.toContain(key('contractDeleted'));
    // Acta constitutiva has no field catalogue: auditonly; DC-3 too, but it is not required.
    const auditonly = await everything(developer, 'auditonly');
    expect(auditonly).toContain(key('acta'));
    expect(auditonly).not.toContain(key('dc3'));
    expect(auditonly.some((k) => contracts.includes(k))).toBe(false);
    for (const tab of ['image', 'error', 'missing', 'stagnated', 'partial'] as const) expect(await everything(developer, tab), tab).not.toContain(key('clean'));
  });

  it('answers the row of part 2 §3 with its audit status, and costs the page and its count', async () => {
    const first = await page(developer, 'image', 'isRequired=all&pageSize=100');
    const row = first.items.find((r) => r.publicKey === made.image2!.publicKey)!;
    expect(row).toEqual({
      publicKey: made.image2!.publicKey,
      status: 'amend-required',
      documentStatus: 'P',
      typeName: 'Opinión IMSS',
      documentType: 'mximssopinion',
      created: '2024-04-02T12:00:00.000Z',
      supplierId: 'sup-limpieza-bajio',
      supplierName: 'Limpieza y Servicios del Bajío SA de CV',
      fileName: made.image2!.originalName,
      tag: null,
      tagId: null,
    });
    expect(first.items.find((r) => r.publicKey === made.image!.publicKey)?.status).toBe('pending');
    // The session's two reads and the tenant's flags (customer-audit), then the page and the COUNT (the type
    // catalogue is kept a minute per process); a numbered page past the first adds one query of keyset positions.
    const calls = (await page(developer, 'contracts')).calls;
    expect(['cosmos=5', 'cosmos=6']).toContain(calls);
    expect((await page(developer, 'contracts')).calls).toBe('cosmos=5');
    expect((await page(developer, 'contracts', 'pageIndex=2')).calls).toBe('cosmos=6');
  });

  it('pages by number, both ways, each document once, with the total', async () => {
    const want = await expected('contracts');
    expect(want.length).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let i = 1; i <= Math.ceil(want.length / 10); i += 1) {
      const p = await page(developer, 'contracts', `pageIndex=${i}`);
      expect(p.totalCount).toBe(want.length);
      seen.push(...p.items.map((x) => x.publicKey));
    }
    expect(seen).toEqual(want);
    const asc: string[] = [];
    for (let i = 1; i <= Math.ceil(want.length / 25); i += 1) asc.push(...(await page(developer, 'contracts', `pageIndex=${i}&pageSize=25&orderBy=ASC`)).items.map((x) => x.publicKey));
    expect(asc).toEqual([...want].reverse());
    const beyond = await page(developer, 'contracts', 'pageIndex=999&pageSize=50');
    expect(beyond.items).toEqual([]);
    expect(beyond.totalCount).toBe(want.length);
  });
});

describe('filters', () => {
  it('by audit status (empty and blank are every status; pending includes documents without one)', async () => {
    for (const status of ['approved', 'rejected', 'pending', 'amend-required', 'fixed-approved'] as AuditStatus[]) {
      const want = await expected('contracts', (d) => (d.auditStatus ?? 'pending') === status);
      expect(await everything(developer, 'contracts', `status=${status}`), status).toEqual(want);
    }
    expect(await everything(developer, 'contracts', 'status=approved')).toContain(made.contractLateNight!.publicKey);
    expect(await everything(developer, 'contracts', 'status=empty')).toEqual(await expected('contracts'));
    expect(await everything(developer, 'contracts', 'status=')).toEqual(await expected('contracts'));
  });

  it('by document type, and isRequired=all adds the types that are not required', async () => {
    expect(await everything(developer, 'image', 'documentType=mxopinion32d')).toEqual(await expected('image', (d) => d.documentTypeCode === 'mxopinion32d'));
    // A type of another tab: nothing (the contracts tab holds contracts only).
    expect((await page(developer, 'contracts', 'documentType=mxcsf')).totalCount).toBe(0);
    const allTypes = await everything(developer, 'auditonly', 'isRequired=all');
    expect(allTypes).toEqual(await expected('auditonly', () => true, false));
    expect(allTypes).toContain(made.dc3!.publicKey);
    const dc3 = await everything(developer, 'auditonly', 'isRequired=all&documentType=mxdc3');
    expect(dc3).toEqual(await expected('auditonly', (d) => d.documentTypeCode === 'mxdc3', false));
    expect(dc3).toContain(made.dc3!.publicKey);
  });

  it('by upload date in Mexico City days, both ends included', async () => {
    const march10 = await everything(developer, 'contracts', 'fromDate=2024-03-10&toDate=2024-03-10');
    expect(march10).toEqual(await expected('contracts', (d) => d.createdAt >= '2024-03-10T06:00:00.000Z' && d.createdAt < '2024-03-11T06:00:00.000Z'));
    expect(march10).toEqual(expect.arrayContaining([made.contractMorning!.publicKey, made.contractNorte!.publicKey]));
    expect(march10).not.toContain(made.contractLateNight!.publicKey);
    expect(await everything(developer, 'contracts', 'toDate=2024-03-09')).toEqual(await expected('contracts', (d) => d.createdAt < '2024-03-10T06:00:00.000Z'));
    expect(await everything(developer, 'contracts', 'toDate=2024-03-09')).toContain(made.contractLateNight!.publicKey);
    expect(await everything(developer, 'contracts', 'fromDate=2024-03-12')).toEqual(await expected('contracts', (d) => d.createdAt >= '2024-03-12T06:00:00.000Z'));
  });

  it('by supplier name on contracts and auditonly: the supplier name or RFC only (accents and case ignored)', async () => {
    // A contract of another supplier whose file and stored search text name Transportes: not a match.
    const decoy = await seedAuditDocument({ documentTypeCode: 'mxcontratose', createdAt: '2024-03-10T13:00:00.000Z', originalName: 'contrato-transportes-logisticos-del-norte.pdf', searchText: 'contrato transportes logisticos del norte' });
    const norteSuppliers = (d: DocumentItem) => d.supplierId === 'sup-transportes-norte';
    const norte = await everything(developer, 'contracts', `supplierName=${encodeURIComponent('LOGÍSTICOS DEL NORTE')}`);
    expect(norte).toEqual(await expected('contracts', norteSuppliers));
    expect(norte).toContain(made.contractNorte!.publicKey);
    expect(norte).not.toContain(decoy.publicKey);
    expect(norte).not.toContain(made.contractMorning!.publicKey);
    // Its RFC, in part and in any case.
    expect(await everything(developer, 'contracts', 'supplierName=tln170825')).toEqual(norte);
    // A type's or a file's words name no supplier: an empty list (and no documents query at all).
    const byType = await page(developer, 'contracts', `supplierName=${encodeURIComponent('contrato de servicios')}`);
    expect(byType.totalCount).toBe(0);
    // The session's reads and the supplier names; neither the page nor its count (a list with matches adds both).
    expect(byType.calls).toBe('cosmos=4');
    expect((await page(developer, 'contracts', 'supplierName=norte')).calls).toBe('cosmos=6');
    const bajio = await everything(developer, 'auditonly', `supplierName=${encodeURIComponent('bajío')}`);
    expect(bajio).toEqual(await expected('auditonly', (d) => d.supplierId === 'sup-limpieza-bajio'));
    expect(bajio).toContain(made.acta!.publicKey);
    // A customer's view still bounds it: cliente2 (another tenant) finds none of these.
    expect((await page(customer2, 'contracts', 'supplierName=norte')).items.map((r) => r.publicKey)).not.toContain(made.contractNorte!.publicKey);
  });

  it('by tag on the tabs that show one, and the row names it', async () => {
    const created = await customer.call('PUT', '/api/audit/documents/tags/manage', { body: { Action: 'new', label: 'Revisión urgente' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const tagId = (created.body as { tag: { tagId: string } }).tag.tagId;
    expect((await customer.call('PUT', '/api/audit/documents/tags/manage', { body: { Action: 'set', TagId: tagId, DocumentPublicKey: made.image!.publicKey } })).status).toBe(200);
    const tagged = await page(developer, 'image', `tag=${tagId}`);
    expect(tagged.items.map((r) => r.publicKey)).toEqual([made.image!.publicKey]);
    expect(tagged.items[0]).toMatchObject({ tag: 'Revisión urgente', tagId });
    expect(tagged.totalCount).toBe(1);
    // The rows carry their tag in an untagged list too (one read of the tenant's tags).
    const images = await page(developer, 'image', 'pageSize=100');
    expect(images.items.find((r) => r.publicKey === made.image!.publicKey)).toMatchObject({ tag: 'Revisión urgente', tagId });
    expect(images.calls).toBe('cosmos=5,table=1');
    expect((await page(developer, 'error', `tag=${tagId}`)).totalCount).toBe(0);
  });

  it('by tag on the contracts and partial tabs too (part 2 §7 lists tag for their calls)', async () => {
    const created = await customer.call('PUT', '/api/audit/documents/tags/manage', { body: { Action: 'new', label: 'Contratos por revisar' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const tagId = (created.body as { tag: { tagId: string } }).tag.tagId;
    for (const doc of [made.contractMorning!, made.partial!]) {
      expect((await customer.call('PUT', '/api/audit/documents/tags/manage', { body: { Action: 'set', TagId: tagId, DocumentPublicKey: doc.publicKey } })).status).toBe(200);
    }
    const contracts = await page(developer, 'contracts', `tag=${tagId}`);
    expect(contracts.items.map((r) => r.publicKey)).toEqual([made.contractMorning!.publicKey]);
    expect(contracts.items[0]).toMatchObject({ tag: 'Contratos por revisar', tagId });
    expect(contracts.totalCount).toBe(1);
    const partial = await page(developer, 'partial', `tag=${tagId}`);
    expect(partial.items.map((r) => r.publicKey)).toEqual([made.partial!.publicKey]);
    expect(partial.totalCount).toBe(1);
    // Every tab takes the parameter: one with no document of the tag is an empty page, not a 400.
    for (const tab of ['image', 'error', 'missing', 'stagnated', 'auditonly'] as const) expect((await page(developer, tab, `tag=${tagId}`)).totalCount, tab).toBe(0);
  });
});

describe('who sees the lists', () => {
  it('a Supplier never (no read:audit), a Viewer reads them, nobody with customer-audit off', async () => {
    for (const tab of ['contracts', 'auditonly', 'image'] as const) expect((await supplier.get(pathOf(tab))).status).toBe(403);
    expect((await supplier.get('/api/audit/documents/tags')).status).toBe(403);
    expect((await page(viewer, 'contracts')).totalCount).toBe((await expected('contracts')).length);
    await withFlags({ 'customer-audit': false }, async () => {
      const res = await customer.get('/api/audit/documents');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'feature_disabled' });
      expect((await developer.get('/api/audit/partial/list')).status).toBe(403);
    });
    expect((await customer.get('/api/audit/documents')).status).toBe(200);
  });

  it('another tenant lists its own documents only', async () => {
    const own = await seedAuditDocument({ documentTypeCode: 'mxcontratose', createdAt: '2024-06-01T12:00:00.000Z' }, { tenantId: 'segundo-cliente' }, 'sup-servicios-centro', 'Proveedora de Servicios del Centro SA de CV');
    const theirs = await everything(customer2, 'contracts', 'isRequired=all');
    expect(theirs).toContain(own.publicKey);
    expect(theirs.every((k) => k.startsWith('sup-servicios-centro.'))).toBe(true);
    expect(theirs).not.toContain(made.contractMorning!.publicKey);
    expect((await page(customer2, 'image', 'isRequired=all')).totalCount).toBe(0);
    // A document becomes visible on its tab as soon as its record says so (no other store).
    await docs.change({ tenantId: 'segundo-cliente' }, own.publicKey, (d) => ({ ...d, documentTypeCode: 'mxcsf', extraction: { outcome: 'partial', at: d.createdAt, findings: [] } }));
    expect(await everything(customer2, 'partial', 'isRequired=all')).toEqual([own.publicKey]);
  });
});

describe('bad queries answer Spanish 400s naming the field', () => {
  const cases: [string, string, string][] = [
    ['/api/audit/documents?pageSize=7', 'pageSize', auditListMessages.pageSize],
    ['/api/audit/documents?pageIndex=0', 'pageIndex', auditListMessages.pageIndex],
    ['/api/audit/documents?pageIndex=abc', 'pageIndex', auditListMessages.pageIndex],
    ['/api/audit/documents?status=aceptado', 'status', auditListMessages.status],
    ['/api/audit/documents?isRequired=some', 'isRequired', auditListMessages.isRequired],
    ['/api/audit/documents?orderBy=up', 'orderBy', auditListMessages.orderBy],
    ['/api/audit/documents?fromDate=2024-02-30', 'fromDate', auditListMessages.date],
    ['/api/audit/documents?toDate=10/03/2024', 'toDate', auditListMessages.date],
    ['/api/audit/documents?fromDate=2024-03-11&toDate=2024-03-10', 'toDate', auditListMessages.dateRange],
    ['/api/audit/documents?documentType=mx%20csf', 'documentType', auditListMessages.documentType],
    ['/api/audit/documents?documentType=mxnoexiste', 'documentType', auditListMessages.typeNotFound],
    ['/api/audit/image/list?tag=a%2Fb', 'tag', auditListMessages.tag],
    ['/api/audit/image/list?supplierName=norte', 'supplierName', auditListMessages.supplierNameNotOnTab],
    [`/api/audit/documents/direct?supplierName=${'x'.repeat(101)}`, 'supplierName', auditListMessages.supplierName],
    ['/api/audit/otra/list', 'tab', 'La lista de auditoría no existe.'],
  ];
  it.each(cases)('%s', async (path, field, message) => {
    const res = await developer.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  });

  it('a tag on a tab that takes one is fine even when no tag has that key', async () => {
    expect((await page(developer, 'stagnated', 'tag=sin-etiqueta')).totalCount).toBe(0);
    expect((await page(developer, 'auditonly', 'tag=sin-etiqueta&supplierName=norte')).totalCount).toBe(0);
  });
});

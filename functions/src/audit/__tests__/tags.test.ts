import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTagManageResponseSchema, auditTagMessages, auditTagsResponseSchema, type AuditTagManage } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { EventLog, type EventRow } from '../../platform/events';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { DocumentsRepository, type DocumentItem } from '../../documents/documents.repository';
import { demo, seedAuditDocument } from './list-support';

/**
 * The audit tags (issue 15; part 2 §2.11 'Editar Etiquetas', §3 Tag, §7): GET /api/audit/documents/tags and the five
 * actions of PUT /api/audit/documents/tags/manage with their stored state (the tag rows, the documents' tagId), names
 * unique per tenant ignoring case and accents (409), Spanish 400s, the event log with before/after, who may read and
 * who may change them, and another tenant's tags and documents (404).
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let customer: ApiClient;
let admin: ApiClient;
let viewer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
const docs = new DocumentsRepository();
const segundo = { tenantId: 'segundo-cliente' };
let first: DocumentItem;
let second: DocumentItem;

beforeAll(async () => {
  host = await startTestHost();
  [customer, admin, viewer, supplier, customer2] = await signedInAll(host.url, [
    'cliente@demo.expediente.mx',
    'admin@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
  first = await seedAuditDocument({ documentTypeCode: 'mxopinion32d', createdAt: '2024-04-01T12:00:00.000Z', extraction: { outcome: 'image', at: '2024-04-01T12:01:00.000Z', findings: [] } });
  second = await seedAuditDocument({ documentTypeCode: 'mxactaconstitutiva', createdAt: '2024-04-02T12:00:00.000Z' });
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

const manage = (client: ApiClient, body: AuditTagManage | Record<string, unknown>) => client.call('PUT', '/api/audit/documents/tags/manage', { body });
async function ok(client: ApiClient, body: AuditTagManage) {
  const res = await manage(client, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return auditTagManageResponseSchema.strict().parse(res.body);
}
const tagsOf = async (client: ApiClient) => {
  const res = await client.get('/api/audit/documents/tags');
  expect(res.status).toBe(200);
  return auditTagsResponseSchema.strict().parse(res.body).items;
};
const stored = async (doc: DocumentItem, scope = demo) => (await docs.read(scope, doc.publicKey))!;
async function events(type: string): Promise<(EventRow & { detailOf: Record<string, unknown> })[]> {
  const page = await new EventLog().list(demo, new Date().toISOString().slice(0, 10), { pageSize: 1000 });
  return page.items.filter((e) => e.type === type).map((e) => ({ ...e, detailOf: JSON.parse(e.detail ?? '{}') as Record<string, unknown> }));
}

describe('creating and listing', () => {
  it('creates a tag, lists it by name, and refuses the same name in other case or accents (409)', async () => {
    const created = await ok(customer, { Action: 'new', label: '  Revisión   legal ' });
    expect(created).toEqual({ message: auditTagMessages.created, tag: { tagId: expect.any(String), displayName: 'Revisión legal' } });
    await ok(admin, { Action: 'new', label: 'Archivo' });
    const items = await tagsOf(viewer);
    expect(items.map((t) => t.displayName)).toEqual(expect.arrayContaining(['Archivo', 'Revisión legal']));
    expect(items.findIndex((t) => t.displayName === 'Archivo')).toBeLessThan(items.findIndex((t) => t.displayName === 'Revisión legal'));
    for (const label of ['REVISION LEGAL', 'revisión legal', 'Revision  Legal']) {
      const dup = await manage(admin, { Action: 'new', label });
      expect(dup.status, label).toBe(409);
      expect(dup.body).toMatchObject({ message: auditTagMessages.labelTaken });
    }
    expect((await tagsOf(customer)).filter((t) => t.displayName.toLowerCase().includes('revis'))).toHaveLength(1);
    const log = (await events('audit.tag-created')).find((e) => e.detailOf.after === 'Revisión legal');
    expect(log).toMatchObject({ userId: expect.any(String), email: 'cliente@demo.expediente.mx' });
    expect(log!.detailOf).toEqual({ after: 'Revisión legal', tagId: created.tag!.tagId });
  });

  it('answers Spanish 400s for a bad body and writes nothing', async () => {
    const before = await tagsOf(customer);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ Action: 'new', label: '   ' }, 'label', auditTagMessages.required],
      [{ Action: 'new' }, 'label', auditTagMessages.required],
      [{ Action: 'new', label: 'x'.repeat(41) }, 'label', auditTagMessages.labelTooLong],
      [{ Action: 'borrar', TagId: 'abc' }, 'Action', auditTagMessages.action],
      [{ Action: 'set', TagId: 'a/b', DocumentPublicKey: first.publicKey }, 'TagId', auditTagMessages.tagId],
      [{ Action: 'set', TagId: 'abc', DocumentPublicKey: 'no-es-un-documento' }, 'DocumentPublicKey', 'El identificador del documento no es válido.'],
      [{ Action: 'update', TagId: 'abc', label: '' }, 'label', auditTagMessages.required],
    ];
    for (const [body, field, message] of cases) {
      const res = await manage(customer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { errors: Record<string, string[]> }).errors[field], JSON.stringify(res.body)).toContain(message);
    }
    expect(await tagsOf(customer)).toEqual(before);
  });
});

describe('on documents', () => {
  it('sets a tag on a document, replaces it with another, removes it; each stored and logged with before/after', async () => {
    const a = (await ok(customer, { Action: 'new', label: 'Urgente' })).tag!;
    const b = (await ok(customer, { Action: 'new', label: 'Seguimiento' })).tag!;
    expect(await ok(customer, { Action: 'set', TagId: a.tagId, DocumentPublicKey: first.publicKey })).toEqual({ message: auditTagMessages.set, tag: a });
    expect((await stored(first)).tagId).toBe(a.tagId);
    const row = async () => {
      const res = await customer.get('/api/audit/image/list?pageSize=100&isRequired=all');
      return (res.body as { items: { publicKey: string; tag: string | null; tagId: string | null }[] }).items.find((r) => r.publicKey === first.publicKey);
    };
    expect(await row()).toMatchObject({ tag: 'Urgente', tagId: a.tagId });
    await ok(customer, { Action: 'set', TagId: b.tagId, DocumentPublicKey: first.publicKey });
    expect((await stored(first)).tagId).toBe(b.tagId);
    const sets = (await events('audit.tag-set')).filter((e) => e.detailOf.publicKey === first.publicKey);
    expect(sets.map((e) => [e.detailOf.before, e.detailOf.after])).toEqual(expect.arrayContaining([['', a.tagId], [a.tagId, b.tagId]]));
    // Removing a tag the document does not carry changes nothing.
    await ok(customer, { Action: 'remove', TagId: a.tagId, DocumentPublicKey: first.publicKey });
    expect((await stored(first)).tagId).toBe(b.tagId);
    await ok(customer, { Action: 'remove', TagId: b.tagId, DocumentPublicKey: first.publicKey });
    expect((await stored(first)).tagId).toBeUndefined();
    expect(await row()).toMatchObject({ tag: null, tagId: null });
    const removed = (await events('audit.tag-removed')).filter((e) => e.detailOf.publicKey === first.publicKey);
    expect(removed.map((e) => [e.detailOf.before, e.detailOf.after])).toEqual([[b.tagId, '']]);
  });

  it('renames a tag (its documents show the new name) and refuses a name another tag has', async () => {
    const tag = (await ok(customer, { Action: 'new', label: 'Pendiente firma' })).tag!;
    await ok(customer, { Action: 'new', label: 'Firmado' });
    await ok(customer, { Action: 'set', TagId: tag.tagId, DocumentPublicKey: second.publicKey });
    expect(await ok(customer, { Action: 'update', TagId: tag.tagId, label: 'Falta firma' })).toEqual({ message: auditTagMessages.renamed, tag: { tagId: tag.tagId, displayName: 'Falta firma' } });
    const res = await customer.get('/api/audit/documents/direct?pageSize=100');
    expect((res.body as { items: { publicKey: string; tag: string | null }[] }).items.find((r) => r.publicKey === second.publicKey)?.tag).toBe('Falta firma');
    // Case only: the same name key, allowed.
    await ok(customer, { Action: 'update', TagId: tag.tagId, label: 'FALTA FIRMA' });
    const taken = await manage(customer, { Action: 'update', TagId: tag.tagId, label: 'firmado' });
    expect(taken.status).toBe(409);
    expect((await tagsOf(customer)).find((t) => t.tagId === tag.tagId)?.displayName).toBe('FALTA FIRMA');
    // The old name is free again.
    await ok(customer, { Action: 'new', label: 'Pendiente firma' });
    const [renamed] = (await events('audit.tag-renamed')).filter((e) => e.detailOf.after === 'Falta firma');
    expect(renamed!.detailOf).toMatchObject({ tagId: tag.tagId, before: 'Pendiente firma', after: 'Falta firma' });
  });

  it('deletes a tag and clears it from its documents; the tag is gone for every action', async () => {
    const tag = (await ok(admin, { Action: 'new', label: 'Temporal' })).tag!;
    await ok(admin, { Action: 'set', TagId: tag.tagId, DocumentPublicKey: first.publicKey });
    await ok(admin, { Action: 'set', TagId: tag.tagId, DocumentPublicKey: second.publicKey });
    expect(await ok(admin, { Action: 'delete', TagId: tag.tagId })).toEqual({ message: auditTagMessages.deleted });
    expect((await stored(first)).tagId).toBeUndefined();
    expect((await stored(second)).tagId).toBeUndefined();
    expect((await tagsOf(admin)).some((t) => t.tagId === tag.tagId)).toBe(false);
    for (const body of [
      { Action: 'delete', TagId: tag.tagId },
      { Action: 'update', TagId: tag.tagId, label: 'Otra' },
      { Action: 'set', TagId: tag.tagId, DocumentPublicKey: first.publicKey },
      { Action: 'remove', TagId: tag.tagId, DocumentPublicKey: first.publicKey },
    ] as const) {
      const res = await manage(admin, body);
      expect(res.status, body.Action).toBe(404);
      expect(res.body).toMatchObject({ message: auditTagMessages.tagNotFound });
    }
    // Its name can be used again.
    await ok(admin, { Action: 'new', label: 'temporal' });
    const [deleted] = (await events('audit.tag-deleted')).filter((e) => e.detailOf.tagId === tag.tagId);
    expect(deleted!.detailOf).toMatchObject({ before: 'Temporal', documents: 2 });
  });
});

describe('who may', () => {
  it('a Viewer reads tags but changes none; a Supplier neither; nobody with customer-audit off', async () => {
    expect((await tagsOf(viewer)).length).toBeGreaterThan(0);
    const res = await manage(viewer, { Action: 'new', label: 'Del visor' });
    expect(res.status).toBe(403);
    expect((await supplier.get('/api/audit/documents/tags')).status).toBe(403);
    expect((await manage(supplier, { Action: 'new', label: 'Del proveedor' })).status).toBe(403);
    await withFlags({ 'customer-audit': false }, async () => {
      expect((await customer.get('/api/audit/documents/tags')).status).toBe(403);
      expect((await manage(customer, { Action: 'new', label: 'Sin bandera' })).status).toBe(403);
    });
    expect((await tagsOf(customer)).some((t) => ['Del visor', 'Del proveedor', 'Sin bandera'].includes(t.displayName))).toBe(false);
  });

  it("another tenant: its own tags only; Demo Corporativo's tags and documents answer 404 and stay as they were", async () => {
    const demoTag = (await ok(customer, { Action: 'new', label: 'Solo demo' })).tag!;
    await ok(customer, { Action: 'set', TagId: demoTag.tagId, DocumentPublicKey: first.publicKey });
    expect(await tagsOf(customer2)).toEqual([]);
    // The same name is free in another tenant.
    const own = (await ok(customer2, { Action: 'new', label: 'Solo demo' })).tag!;
    for (const body of [
      { Action: 'delete', TagId: demoTag.tagId },
      { Action: 'update', TagId: demoTag.tagId, label: 'Cambiada' },
      { Action: 'remove', TagId: demoTag.tagId, DocumentPublicKey: first.publicKey },
      { Action: 'set', TagId: own.tagId, DocumentPublicKey: first.publicKey },
    ] as const) {
      expect((await manage(customer2, body)).status, body.Action).toBe(404);
    }
    expect((await stored(first)).tagId).toBe(demoTag.tagId);
    expect((await tagsOf(customer)).find((t) => t.tagId === demoTag.tagId)?.displayName).toBe('Solo demo');
    // A document of its own tenant takes its own tag.
    const theirs = await seedAuditDocument({ documentTypeCode: 'mxcontratose', createdAt: '2024-06-01T12:00:00.000Z' }, segundo, 'sup-servicios-centro', 'Proveedora de Servicios del Centro SA de CV');
    await ok(customer2, { Action: 'set', TagId: own.tagId, DocumentPublicKey: theirs.publicKey });
    expect((await stored(theirs, segundo)).tagId).toBe(own.tagId);
  });
});

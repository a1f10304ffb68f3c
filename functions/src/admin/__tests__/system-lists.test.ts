import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactDetailSchema,
  contactsListResponseSchema,
  documentPublicKey,
  systemDocumentResponseSchema,
  systemDocumentsMessages,
  systemDocumentsResponseSchema,
  type SystemDocumentsResponse,
} from '@expediente/contracts';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import { hashPassword } from '../../auth/password';
import { UsersRepository } from '../../auth/users.repository';
import { DocumentTypesRepository } from '../../documents/document-types.repository';
import type { DocumentItem } from '../../documents/documents.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD, userId } from '../../local/seed';
import { TenantContainer } from '../../platform/cosmos';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { seedAuditDocument } from '../../audit/__tests__/list-support';

/**
 * The administration area's system documents and contacts (issue 16; part 2 §2.9, §3 'Admin document adds', §7):
 * GET /api/admin/documents (totalSystemDocuments, documents; page size 100 by default; keyset pages by number or
 * continuation token, each document once), /api/admin/documents/{id} (the document and its entity, never a storage
 * URL), GET /api/admin/contacts (type, search, pages) and /{id}; read:admin only; another tenant's object is 404.
 */

const demo = { tenantId: 'demo-corporativo' };
let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let support: ApiClient;
let developer: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let otherAdmin: ApiClient;
const all = new TenantContainer<DocumentItem>('documents');

/** An Admin of Segundo Cliente (the seed has none there), signed in. */
async function segundoAdmin(email: string): Promise<ApiClient> {
  await new UsersRepository().upsert(
    { tenantId: 'segundo-cliente' },
    {
      id: userId(email),
      type: 'user',
      email,
      firstName: 'Adriana',
      lastName1: 'Segundo',
      displayName: 'Adriana Segundo',
      primaryRole: 'Admin',
      status: 'active',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      personContactId: `per-${userId(email)}`,
      companyId: 'org-segundo-cliente',
      createdAt: new Date().toISOString(),
    },
  );
  return signedIn(host.url, email);
}

beforeAll(async () => {
  host = await startTestHost();
  [admin, support, developer, customer, supplier] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'soporte@demo.expediente.mx',
    'developer@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
  ]);
  otherAdmin = await segundoAdmin('admin-sistema@segundo.expediente.mx');
  // Enough documents for several pages, three of them in the same millisecond (the keyset's id decides).
  await Promise.all(
    Array.from({ length: 12 }, (_, i) => seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: i < 3 ? '2022-05-01T12:00:00.000Z' : new Date(Date.UTC(2022, 0, 1 + i, 15)).toISOString() })),
  );
  await seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: '2022-06-01T12:00:00.000Z', deletedAt: '2022-06-02T00:00:00.000Z' });
  await seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: '2022-06-03T12:00:00.000Z', amendedBy: documentPublicKey('sup-limpieza-bajio', '00000000-0000-4000-8000-000000000000') });
}, 90_000);
afterAll(async () => {
  await host?.cleanup();
});

/** The tenant's live, latest documents of its catalogue's types, newest first: what the list must hold. */
async function expected(): Promise<string[]> {
  const codes = new Set((await new DocumentTypesRepository().types(demo)).map((t) => t.codeName));
  const stored = await all.queryAll(demo, { where: "c.type = 'document'" }, 50_000);
  return stored
    .filter((d) => !d.deletedAt && !d.amendedBy && codes.has(d.documentTypeCode))
    .sort((a, b) => b.initialValidity.localeCompare(a.initialValidity) || b.id.localeCompare(a.id))
    .map((d) => d.publicKey);
}

async function page(client: ApiClient, query = ''): Promise<SystemDocumentsResponse & { calls: string }> {
  const res = await client.get(`/api/admin/documents${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...systemDocumentsResponseSchema.strict().parse(res.body), calls: res.headers.get('x-storage-calls') ?? '' };
}

describe('GET /api/admin/documents', () => {
  it('answers the total and the first 100 rows, newest first, with name, type and temporality', async () => {
    const want = await expected();
    const first = await page(admin);
    expect(first.totalSystemDocuments).toBe(want.length);
    expect(first.documents.map((d) => d.publicKey)).toEqual(want.slice(0, 100));
    const types = new Map((await new DocumentTypesRepository().types(demo)).map((t) => [t.codeName, t]));
    for (const row of first.documents) {
      const type = types.get(row.documentTypeCodeName)!;
      expect(row).toMatchObject({ documentTypeShortName: type.shortName, temporalityDisplayName: type.temporalityDisplayName });
      expect(row.temporalityDisplayName).not.toBe('');
    }
    // The page and its count (plus the session's reads): never a scan per row.
    expect(first.calls).toMatch(/^cosmos=\d+$/);
    expect(Number(first.calls.slice('cosmos='.length))).toBeLessThanOrEqual(5);
  });

  it('pages by continuation token and by number: each document once, in order, the same total', async () => {
    const want = await expected();
    const byToken: string[] = [];
    let token: string | undefined;
    do {
      const p = await page(admin, `pageSize=7${token ? `&continuationToken=${token}` : ''}`);
      expect(p.totalSystemDocuments).toBe(want.length);
      byToken.push(...p.documents.map((d) => d.publicKey));
      token = p.continuationToken;
    } while (token);
    expect(byToken).toEqual(want);
    const third = await page(admin, 'pageSize=7&pageIndex=3');
    expect(third.documents.map((d) => d.publicKey)).toEqual(want.slice(14, 21));
    expect((await page(admin, 'pageSize=7&pageIndex=9999')).documents).toEqual([]);
  });

  it('searches the documents by their words', async () => {
    const target = (await page(admin, 'pageSize=1')).documents[0]!;
    const found = await page(admin, `search=${encodeURIComponent(target.name)}`);
    expect(found.documents.map((d) => d.publicKey)).toContain(target.publicKey);
    expect(found.totalSystemDocuments).toBeLessThan((await expected()).length);
  });

  it.each([
    ['pageSize=0', 'pageSize', systemDocumentsMessages.pageSize],
    ['pageSize=501', 'pageSize', systemDocumentsMessages.pageSize],
    ['pageSize=abc', 'pageSize', systemDocumentsMessages.pageSize],
    ['pageIndex=0', 'pageIndex', systemDocumentsMessages.pageIndex],
    ['continuationToken=a%2Fb', 'continuationToken', systemDocumentsMessages.badToken],
    ['continuationToken=bm9wZQ', 'continuationToken', systemDocumentsMessages.badToken],
    [`search=${'x'.repeat(101)}`, 'search', systemDocumentsMessages.search],
  ])('%s is a Spanish 400 naming the field', async (query, field, message) => {
    const res = await admin.get(`/api/admin/documents?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors[field]).toContain(message);
  });

  it('is for read:admin only; another tenant lists its own documents', async () => {
    expect((await page(support, 'pageSize=1')).totalSystemDocuments).toBe((await expected()).length);
    expect((await page(developer, 'pageSize=1')).totalSystemDocuments).toBe((await expected()).length);
    expect((await customer.get('/api/admin/documents')).status).toBe(403);
    expect((await supplier.get('/api/admin/documents')).status).toBe(403);
    const theirs = await page(otherAdmin);
    expect(theirs.documents.every((d) => d.publicKey.startsWith('sup-servicios-centro.'))).toBe(true);
  });
});

describe('GET /api/admin/documents/{id}', () => {
  it('answers the document and its entity, read-only, without any storage URL', async () => {
    const doc = await seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: '2022-07-01T12:00:00.000Z', status: 'V', review: { userId: 'u', displayName: 'Revisora', at: '2022-07-02T00:00:00.000Z' }, jsonData: '{"rfc":"LSE150312QA2"}' });
    const res = await admin.get(`/api/admin/documents/${encodeURIComponent(doc.publicKey)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = systemDocumentResponseSchema.strict().parse(res.body);
    expect(body.document).toMatchObject({
      publicKey: doc.publicKey,
      id: doc.id,
      name: doc.originalName,
      status: 'V',
      isValidated: true,
      validatedBy: 'Revisora',
      documentTypeCodeName: 'mxcsf',
      contentType: 'application/pdf',
      contentLength: 10,
      fileExension: 'pdf',
      storageProvider: 1,
      tenant: 'demo-corporativo',
      tenantName: 'Demo Corporativo',
      partitionKey: 'demo-corporativo|sup-limpieza-bajio',
      rowKey: doc.id,
      jsonData: '{"rfc":"LSE150312QA2"}',
      dbRowVersion: expect.any(String),
    });
    expect(body.entity).toMatchObject({ publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2, organizationRole: 'supplier' });
    const text = JSON.stringify(res.body);
    for (const leak of ['storageUrl', 'blobName', 'prueba.invalid', 'sig=', 'blob.core']) expect(text).not.toContain(leak);
  });

  it('is 404 for another tenant, a deleted document, a key that names nothing and a type codeName; 403 without read:admin', async () => {
    const doc = await seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: '2022-07-03T12:00:00.000Z' });
    const gone = await seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: '2022-07-04T12:00:00.000Z', deletedAt: '2022-07-05T00:00:00.000Z' });
    const path = (id: string) => `/api/admin/documents/${encodeURIComponent(id)}`;
    expect((await otherAdmin.get(path(doc.publicKey))).status).toBe(404);
    expect((await admin.get(path(gone.publicKey))).status).toBe(404);
    expect((await admin.get(path(documentPublicKey('sup-limpieza-bajio', '00000000-0000-4000-8000-00000000abcd')))).status).toBe(404);
    const byCode = await admin.get(path('mxcsf'));
    expect(byCode.status).toBe(404);
    expect(byCode.body.message).toBe('El documento no existe.');
    expect((await customer.get(path(doc.publicKey))).status).toBe(403);
    expect((await supplier.get(path(doc.publicKey))).status).toBe(403);
  });
});

describe('GET /api/admin/contacts and /{id}', () => {
  it('lists the whole directory by kind (person, company, group) and search, with the total and continuation pages', async () => {
    const get = async (query: string) => {
      const res = await admin.get(`/api/admin/contacts?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return contactsListResponseSchema.strict().parse(res.body);
    };
    const everyone = await get('pageSize=100');
    const people = await get('type=person&pageSize=100');
    const companies = await get('type=company&pageSize=100');
    const groups = await get('type=group&pageSize=100');
    expect(people.contacts.every((c) => c.partyType === 1)).toBe(true);
    expect(companies.contacts.every((c) => c.partyType === 2)).toBe(true);
    expect(groups.contacts.every((c) => c.partyType === 3)).toBe(true);
    expect(people.totalCount + companies.totalCount + groups.totalCount).toBe(everyone.totalCount);
    expect(companies.contacts.map((c) => c.publicKey)).toContain('sup-limpieza-bajio');
    // An Admin sees the whole tenant: more than one supplier and the customer organization.
    expect(companies.contacts.map((c) => c.publicKey)).toEqual(expect.arrayContaining(['sup-transportes-norte', 'org-corporativo-demo']));
    const found = await get(`search=${encodeURIComponent('bajio')}&type=company`);
    expect(found.contacts.map((c) => c.publicKey)).toContain('sup-limpieza-bajio');
    expect(found.contacts.every((c) => c.partyType === 2)).toBe(true);
    // Pages by continuation token: each contact once.
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const p = await get(`type=company&pageSize=10${token ? `&pageIndex=${Math.floor(seen.length / 10) + 1}&continuationToken=${token}` : ''}`);
      seen.push(...p.contacts.map((c) => c.publicKey));
      token = p.continuationToken;
    } while (token);
    expect(seen).toEqual(companies.contacts.map((c) => c.publicKey));
  });

  it('answers a contact summary; another tenant is 404; 403 without read:admin; bad queries are Spanish 400s', async () => {
    const res = await admin.get('/api/admin/contacts/sup-limpieza-bajio');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(contactDetailSchema.parse(res.body)).toMatchObject({ publicKey: 'sup-limpieza-bajio', isOrganization: true, organizationRole: 'supplier' });
    expect((await otherAdmin.get('/api/admin/contacts/sup-limpieza-bajio')).status).toBe(404);
    expect((await otherAdmin.get('/api/admin/contacts?search=limpieza')).body.totalCount).toBe(0);
    expect((await customer.get('/api/admin/contacts')).status).toBe(403);
    expect((await customer.get('/api/admin/contacts/sup-limpieza-bajio')).status).toBe(403);
    expect((await supplier.get('/api/admin/contacts')).status).toBe(403);
    const bad = await admin.get('/api/admin/contacts?type=empresa');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.type).toEqual(["El tipo debe ser 'person', 'company' o 'group'."]);
    expect((await admin.get('/api/admin/contacts?pageSize=7')).status).toBe(400);
  });
});

describe('another tenant (tenant=…, read:tenants:any)', () => {
  const segundo = { tenantId: 'segundo-cliente' };

  it("the Developer lists and opens segundo-cliente's documents with tenant=segundo-cliente; an Admin or Support gets 404", async () => {
    const doc = await seedAuditDocument({ documentTypeCode: 'mxcsf', createdAt: '2022-08-01T12:00:00.000Z' }, segundo, 'sup-servicios-centro', 'Servicios del Centro');
    const theirs = await page(developer, 'tenant=segundo-cliente&pageSize=500');
    expect(theirs.documents.length).toBeGreaterThan(0);
    expect(theirs.documents.every((d) => d.publicKey.startsWith('sup-servicios-centro.'))).toBe(true);
    expect(theirs.documents.map((d) => d.publicKey)).toContain(doc.publicKey);
    expect(theirs.totalSystemDocuments).toBe((await page(otherAdmin, 'pageSize=1')).totalSystemDocuments);
    // Paging by token keeps the tenant.
    const first = await page(developer, 'tenant=segundo-cliente&pageSize=1');
    const second = await page(developer, `tenant=segundo-cliente&pageSize=1&continuationToken=${first.continuationToken}`);
    expect(second.documents.map((d) => d.publicKey)).toEqual(theirs.documents.slice(1, 2).map((d) => d.publicKey));
    // Naming one's own tenant is the same as naming none.
    expect((await page(developer, 'tenant=demo-corporativo&pageSize=1')).totalSystemDocuments).toBe((await expected()).length);

    const path = (id: string, tenant = 'segundo-cliente') => `/api/admin/documents/${encodeURIComponent(id)}?tenant=${tenant}`;
    const detail = await developer.get(path(doc.publicKey));
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(systemDocumentResponseSchema.strict().parse(detail.body).document).toMatchObject({ publicKey: doc.publicKey, tenant: 'segundo-cliente', tenantName: 'Segundo Cliente' });
    expect((await developer.get(`/api/admin/documents/${encodeURIComponent(doc.publicKey)}`)).status).toBe(404);

    for (const client of [admin, support]) {
      expect((await client.get('/api/admin/documents?tenant=segundo-cliente')).status).toBe(404);
      expect((await client.get(path(doc.publicKey))).status).toBe(404);
    }
    expect((await developer.get('/api/admin/documents?tenant=no-existe')).status).toBe(404);
    expect((await developer.get(path(doc.publicKey, 'no-existe'))).status).toBe(404);
    const bad = await developer.get('/api/admin/documents?tenant=Segundo%20Cliente');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.tenant).toEqual(['El tenant no es válido.']);
  });

  it("the Developer lists and opens segundo-cliente's contacts with tenant=segundo-cliente; an Admin or Support gets 404", async () => {
    const res = await developer.get('/api/admin/contacts?tenant=segundo-cliente&type=company&pageSize=100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const companies = contactsListResponseSchema.strict().parse(res.body);
    const keys = companies.contacts.map((c) => c.publicKey);
    expect(keys).toEqual(expect.arrayContaining(['org-segundo-cliente', 'sup-servicios-centro']));
    expect(keys).not.toContain('sup-limpieza-bajio');
    expect(companies.totalCount).toBe((await otherAdmin.get('/api/admin/contacts?type=company&pageSize=100')).body.totalCount);

    const detail = await developer.get('/api/admin/contacts/sup-servicios-centro?tenant=segundo-cliente');
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(contactDetailSchema.parse(detail.body)).toMatchObject({ publicKey: 'sup-servicios-centro', isOrganization: true });
    expect((await developer.get('/api/admin/contacts/sup-servicios-centro')).status).toBe(404);
    expect((await developer.get('/api/admin/contacts/sup-limpieza-bajio?tenant=segundo-cliente')).status).toBe(404);

    for (const client of [admin, support]) {
      expect((await client.get('/api/admin/contacts?tenant=segundo-cliente')).status).toBe(404);
      expect((await client.get('/api/admin/contacts/sup-servicios-centro?tenant=segundo-cliente')).status).toBe(404);
    }
    expect((await developer.get('/api/admin/contacts?tenant=no-existe')).status).toBe(404);
    expect((await developer.get('/api/admin/contacts/org-segundo-cliente?tenant=no-existe')).status).toBe(404);
    expect((await developer.get('/api/admin/contacts?tenant=x')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantResponseSchema, featureCatalog, tenantListResponseSchema, tenantMessages, tenantSchema } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { DocumentTypesRepository } from '../../documents/document-types.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { EventLog } from '../../platform/events';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { TenantCounters } from '../counters.repository';
import { customerOrganizationIdOf, mainGroupIdOf, provisionDocumentTypes, provisionTenant } from '../tenant-provisioning.service';
import { TenantsRepository } from '../tenants.repository';

/**
 * Tenants (part 2 §2.9, §5 new tenant, §7; decision 016): the list and a tenant's counters in the platform scope for
 * the Developer and the own tenant only for Admin and Support; creating a tenant provisions it in one idempotent step.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let admin: ApiClient;
let support: ApiClient;
let customer: ApiClient;
const tenants = new TenantsRepository();
const counters = new TenantCounters();
const contacts = new ContactsRepository();

beforeAll(async () => {
  host = await startTestHost();
  [developer, admin, support, customer] = await signedInAll(host.url, ['developer@demo.expediente.mx', 'admin@demo.expediente.mx', 'soporte@demo.expediente.mx', 'cliente@demo.expediente.mx']);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

const list = async (client: ApiClient, query = '') => {
  const res = await client.get(`/api/tenants${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tenantListResponseSchema.parse(res.body);
};

describe('GET /api/tenants', () => {
  it('lists every tenant for the Developer, by name, with their counters; search by name or key, accents ignored', async () => {
    const all = await list(developer);
    expect(all.tenants.map((t) => t.publicKey)).toEqual(expect.arrayContaining(['demo-corporativo', 'segundo-cliente']));
    const names = all.tenants.map((t) => t.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const demo = all.tenants.find((t) => t.publicKey === 'demo-corporativo')!;
    expect(demo).toMatchObject(await counters.recount({ tenantId: 'demo-corporativo' }));
    expect(demo.transactions).toBeGreaterThan(0);
    expect((await list(developer, '?search=SEGUNDO')).tenants.map((t) => t.publicKey)).toEqual(['segundo-cliente']);
    expect((await list(developer, '?search=demo-corp')).tenants.map((t) => t.publicKey)).toEqual(['demo-corporativo']);
    // The spec's form of the call, with the trailing slash.
    expect((await list(developer, '/?search=segundo')).tenants.map((t) => t.publicKey)).toEqual(['segundo-cliente']);
  });

  it('shows an Admin and Support their own tenant only', async () => {
    for (const client of [admin, support]) {
      const own = await list(client);
      expect(own.tenants.map((t) => t.publicKey)).toEqual(['demo-corporativo']);
      expect(own.total).toBe(1);
      expect(await list(client, '?search=segundo')).toMatchObject({ tenants: [], total: 0 });
    }
  });

  it('pages: pageSize and pageIndex, total counts every match', async () => {
    const first = await list(developer, '?pageSize=10&pageIndex=1');
    expect(first.pageSize).toBe(10);
    const beyond = await list(developer, `?pageSize=10&pageIndex=${Math.ceil(first.total / 10) + 1}`);
    expect(beyond.tenants).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('answers 400 in Spanish for a bad page size, page or search; 403 without read:tenants', async () => {
    const size = await developer.get('/api/tenants?pageSize=7');
    expect(size.status).toBe(400);
    expect(size.body.errors.pageSize).toEqual([tenantMessages.pageSize]);
    const page = await developer.get('/api/tenants?pageIndex=0');
    expect(page.body.errors.pageIndex).toEqual([tenantMessages.pageIndex]);
    const search = await developer.get(`/api/tenants?search=${'x'.repeat(101)}`);
    expect(search.body.errors.search).toEqual([tenantMessages.search]);
    expect((await customer.get('/api/tenants')).status).toBe(403);
  });
});

describe('GET /api/tenants/{id}', () => {
  it("answers the tenant's counters to its Admin and to the Developer; another tenant is a 404 for the Admin", async () => {
    const own = await admin.get('/api/tenants/demo-corporativo');
    expect(own.status).toBe(200);
    expect(tenantSchema.parse(own.body)).toMatchObject({ publicKey: 'demo-corporativo', displayName: 'Demo Corporativo', roles: 7 });
    const other = await admin.get('/api/tenants/segundo-cliente');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(tenantMessages.notFound);
    expect((await support.get('/api/tenants/segundo-cliente')).status).toBe(404);
    const dev = await developer.get('/api/tenants/segundo-cliente');
    expect(dev.status).toBe(200);
    expect(dev.body).toMatchObject({ publicKey: 'segundo-cliente', ...(await counters.recount({ tenantId: 'segundo-cliente' })) });
    expect((await developer.get('/api/tenants/no-existe')).status).toBe(404);
    const bad = await developer.get('/api/tenants/a.b');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toEqual([tenantMessages.badId]);
  });
});

describe('POST /api/tenants/create', () => {
  it("requires the name ('El campo Nombre es requerido.') and checks the key's rules, in Spanish", async () => {
    for (const body of [{}, { displayName: '' }, { displayName: '   ' }, { displayName: null }]) {
      const res = await developer.post('/api/tenants/create', body);
      expect(res.status).toBe(400);
      expect(res.body.errors.displayName).toEqual([tenantMessages.displayNameRequired]);
    }
    for (const publicKey of ['ab', 'Mayusculas', '1-empieza-numero', 'doble--guion', 'termina-', 'con espacio', 'platform', 'x'.repeat(41)]) {
      const res = await developer.post('/api/tenants/create', { displayName: 'Nuevo', publicKey });
      expect(res.status, publicKey).toBe(400);
      expect(res.body.errors.publicKey).toEqual([tenantMessages.publicKey]);
    }
    const long = await developer.post('/api/tenants/create', { displayName: 'x'.repeat(101) });
    expect(long.body.errors.displayName).toEqual([tenantMessages.displayNameTooLong]);
    const symbols = await developer.post('/api/tenants/create', { displayName: '¡¡¡' });
    expect(symbols.status).toBe(400);
    expect(symbols.body.errors.publicKey).toEqual([tenantMessages.keyFromName]);
  });

  it('is the Developer’s only (403 for Admin and Support)', async () => {
    expect((await admin.post('/api/tenants/create', { displayName: 'De un Admin' })).status).toBe(403);
    expect((await support.post('/api/tenants/create', { displayName: 'De Soporte' })).status).toBe(403);
    expect(await tenants.read('de-un-admin')).toBeUndefined();
  });

  it('creates and provisions the tenant: catalogue, customer organization, main group, flag defaults, counters, event log', async () => {
    const res = await developer.post('/api/tenants/create', { displayName: 'Industrias Norteñas', publicKey: 'industrias-nortenas' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { message, tenant } = createTenantResponseSchema.parse(res.body);
    expect(message).toBe(tenantMessages.created);
    const scope = { tenantId: 'industrias-nortenas' };
    const types = await new DocumentTypesRepository().types(scope);
    expect(types.length).toBeGreaterThan(10);
    expect(tenant).toMatchObject({ publicKey: 'industrias-nortenas', displayName: 'Industrias Norteñas', users: 0, contacts: 2, documents: 0, documentTypes: types.length, transactions: 1 });

    const stored = await tenants.read('industrias-nortenas');
    expect(stored).toMatchObject({ type: 'tenant', customerOrganizationId: customerOrganizationIdOf(scope.tenantId), mainGroupId: mainGroupIdOf(scope.tenantId) });
    expect(stored!.features).toEqual(Object.fromEntries(Object.entries(featureCatalog).map(([name, f]) => [name, f.defaultEnabled])));
    expect(await contacts.read(scope, customerOrganizationIdOf(scope.tenantId))).toMatchObject({ partyType: 2, organizationRole: 'customer', displayName: 'Industrias Norteñas' });
    expect(await contacts.read(scope, mainGroupIdOf(scope.tenantId))).toMatchObject({
      partyType: 3,
      memberIds: [customerOrganizationIdOf(scope.tenantId)],
      identifiers: [{ key: 'main.group', name: 'Grupo principal', value: 'true' }],
    });

    // Logged in the new tenant and in the Developer's own.
    const [created] = (await new EventLog().list(scope, new Date().toISOString().slice(0, 10))).items;
    expect(created).toMatchObject({ type: 'admin.tenant-created', email: 'developer@demo.expediente.mx' });
    expect(JSON.parse(created!.detail!)).toMatchObject({ tenantId: 'industrias-nortenas', displayName: 'Industrias Norteñas' });

    // The Developer lists it and reads it; its key is taken now (409, Spanish).
    expect((await list(developer, '?search=nortenas')).tenants.map((t) => t.publicKey)).toEqual(['industrias-nortenas']);
    const again = await developer.post('/api/tenants/create', { displayName: 'Otra', publicKey: 'industrias-nortenas' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(tenantMessages.publicKeyTaken);
    expect(again.body.errors.publicKey).toEqual([tenantMessages.publicKeyTaken]);
  });

  it('makes the key from the name when none is given (accents removed), and the next free one when taken', async () => {
    const first = await developer.post('/api/tenants/create', { displayName: 'Compañía Ñandú, S.A.' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.tenant.publicKey).toBe('compania-nandu-s-a');
    const second = await developer.post('/api/tenants/create', { displayName: 'Compañía Ñandú S.A.' });
    expect(second.body.tenant.publicKey).toBe('compania-nandu-s-a-2');
  });
});

describe('provisionTenant', () => {
  it('is idempotent: a second call creates nothing', async () => {
    const now = new Date().toISOString();
    const input = { tenantId: 'idempotente', displayName: 'Idempotente' };
    expect(await provisionTenant(input, now)).toEqual({ created: true });
    const counts = await counters.recount({ tenantId: 'idempotente' });
    expect(await provisionTenant(input, now)).toEqual({ created: false });
    expect(await counters.recount({ tenantId: 'idempotente' })).toEqual(counts);
    expect(await counters.read({ tenantId: 'idempotente' })).toMatchObject(counts);
  });

  it('completes on a retry what a call that stopped halfway left (catalogue and organization written, no group, no tenant)', async () => {
    const scope = { tenantId: 'a-medias' };
    const now = new Date().toISOString();
    await provisionDocumentTypes(scope);
    await contacts.create(scope, { id: customerOrganizationIdOf(scope.tenantId), type: 'contact', partyType: 2, displayName: 'A Medias', identifiers: [], locked: false, createdAt: now, modifiedAt: now });
    expect(await tenants.read(scope.tenantId)).toBeUndefined();

    expect(await provisionTenant({ tenantId: scope.tenantId, displayName: 'A Medias' }, now)).toEqual({ created: true });
    expect(await tenants.read(scope.tenantId)).toMatchObject({ displayName: 'A Medias', mainGroupId: mainGroupIdOf(scope.tenantId) });
    expect(await contacts.read(scope, mainGroupIdOf(scope.tenantId))).toBeDefined();
    expect(await counters.read(scope)).toMatchObject({ contacts: 2, documentTypes: (await new DocumentTypesRepository().types(scope)).length });
  });
});

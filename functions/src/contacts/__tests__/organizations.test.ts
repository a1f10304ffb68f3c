import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationsResponseSchema } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { demoSuppliers } from '../../local/seed-directory';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { ContactsRepository } from '../contacts.repository';

/**
 * The organization pickers (part 2 §6, §7) over HTTP: the caller's own list and the main group's whole list, both
 * decided by the notifications rule, so every listed target is accepted by POST /api/notifications/add.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let customer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
const customerId = userId('cliente@demo.expediente.mx');
const customer2Id = userId('cliente2@demo.expediente.mx');
const demoOrganizations = ['org-corporativo-demo', 'sup-limpieza-bajio', 'sup-seguridad-regional', 'sup-transportes-norte', ...demoSuppliers.map((s) => s.id)];
const demoAll = [...demoOrganizations, 'grp-corporativo-demo', 'grp-proveedores-occidente'];

beforeAll(async () => {
  host = await startTestHost();
  [customer, supplier, customer2] = await signedInAll(host.url, ['cliente@demo.expediente.mx', 'proveedor@demo.expediente.mx', 'cliente2@demo.expediente.mx']);
  // Segundo Cliente has no main group: one group its organization belongs to, one it does not.
  const contacts = new ContactsRepository();
  const now = new Date().toISOString();
  const base = { type: 'contact' as const, partyType: 3 as const, identifiers: [], locked: false, createdAt: now, modifiedAt: now };
  await contacts.upsert({ tenantId: 'segundo-cliente' }, { ...base, id: 'grp-segundo-compras', displayName: 'Grupo Compras Segundo', memberIds: ['org-segundo-cliente'] });
  await contacts.upsert({ tenantId: 'segundo-cliente' }, { ...base, id: 'grp-segundo-ajeno', displayName: 'Grupo Ajeno', memberIds: ['sup-servicios-centro'] });
});
afterAll(async () => {
  await host?.cleanup();
});

const listOf = async (client: ApiClient, path: string) => {
  const res = await client.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return organizationsResponseSchema.strict().parse(res.body).contacts;
};
const keys = (list: { publicKey: string }[]) => list.map((c) => c.publicKey).sort();

describe('GET /api/contacts/{userPK}/organizations', () => {
  it('a main-group member: every organization and group of the tenant, by name, with kind and role; the type filter', async () => {
    const all = await listOf(customer, `/api/contacts/${customerId}/organizations`);
    expect(keys(all)).toEqual([...demoAll].sort());
    const names = all.map((c) => c.displayName);
    expect(names).toEqual([...names].sort());
    expect(all.find((c) => c.publicKey === 'org-corporativo-demo')).toEqual({ publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', partyType: 2, role: 'customer' });
    expect(all.find((c) => c.publicKey === 'sup-limpieza-bajio')).toMatchObject({ partyType: 2, role: 'supplier' });
    expect(all.find((c) => c.publicKey === 'grp-corporativo-demo')).toEqual({ publicKey: 'grp-corporativo-demo', displayName: 'Grupo Corporativo Demo', partyType: 3 });
    expect(keys(await listOf(customer, `/api/contacts/${customerId}/organizations?type=group`))).toEqual(['grp-corporativo-demo', 'grp-proveedores-occidente']);
    const organizations = await listOf(customer, `/api/contacts/${customerId}/organizations?type=organization`);
    expect(organizations.every((c) => c.partyType === 2)).toBe(true);
    expect(organizations).toHaveLength(demoOrganizations.length);
  });

  it('not in the main group: its own organization and the groups it belongs to, never another tenant; as creation decides', async () => {
    const own = await listOf(customer2, `/api/contacts/${customer2Id}/organizations`);
    expect(keys(own)).toEqual(['grp-segundo-compras', 'org-segundo-cliente']);
    expect(keys(await listOf(customer2, `/api/contacts/${customer2Id}/organizations?type=organization`))).toEqual(['org-segundo-cliente']);
    expect(keys(await listOf(customer2, `/api/contacts/${customer2Id}/organizations?type=group`))).toEqual(['grp-segundo-compras']);
    // The same rule: what is listed is accepted, what is not is refused.
    const add = (type: string, entityPublicKey: string) => customer2.post('/api/notifications/add', { type, entityPublicKey, title: 'T', content: 'C' });
    expect((await add('customer:members', 'org-segundo-cliente')).status).toBe(202);
    expect((await add('groups:members', 'grp-segundo-compras')).status).toBe(202);
    expect((await add('groups:members', 'grp-segundo-ajeno')).status).toBe(403);
    expect((await add('supplier:members', 'sup-servicios-centro')).status).toBe(403);
    // Demo Corporativo's main group sees nothing of Segundo Cliente.
    const demo = await listOf(customer, `/api/contacts/${customerId}/organizations`);
    expect(demo.map((c) => c.publicKey).filter((k) => k.includes('segundo'))).toEqual([]);
  });

  it("answers 404 for another user's key (same tenant or another), 403 without create:notifications, 400 on bad input", async () => {
    expect((await customer.get(`/api/contacts/${userId('admin@demo.expediente.mx')}/organizations`)).status).toBe(404);
    expect((await customer2.get(`/api/contacts/${customerId}/organizations`)).status).toBe(404);
    expect((await supplier.get(`/api/contacts/${userId('proveedor@demo.expediente.mx')}/organizations`)).status).toBe(403);
    for (const query of ['type=persona', 'type=organization&type=group', 'type=']) {
      const res = await customer.get(`/api/contacts/${customerId}/organizations?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors.type, query).toBeDefined();
    }
    const badKey = await customer.get(`/api/contacts/${'x'.repeat(101)}/organizations`);
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors.userPK).toEqual(['El identificador no es válido.']);
  });
});

describe('GET /api/contacts/organizations/all', () => {
  it('lists every organization and group of the tenant for a main-group member, 403 for anyone else', async () => {
    expect(keys(await listOf(customer, '/api/contacts/organizations/all'))).toEqual([...demoAll].sort());
    const notMember = await customer2.get('/api/contacts/organizations/all');
    expect(notMember.status).toBe(403);
    expect(JSON.stringify(notMember.body)).not.toContain('segundo');
    expect((await supplier.get('/api/contacts/organizations/all')).status).toBe(403);
  });
});

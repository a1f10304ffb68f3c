import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRfc, contactDetailSchema, normalizeSearchText, contactsListResponseSchema, type ContactsListResponse } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { demoSuppliers } from '../../local/seed-directory';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { ContactsRepository } from '../contacts.repository';

/**
 * The directory over HTTP (part 1 §2, part 2 §2.1, §2.2): type, accent-free search, pages by number and by
 * continuation token, and who sees what: administrators and main-group members the whole tenant, a supplier only
 * its organization and its people, a customer outside the main group its organization and its suppliers.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
let security: ApiClient;
const demo = { tenantId: 'demo-corporativo' };

beforeAll(async () => {
  host = await startTestHost();
  [admin, customer, supplier, customer2, security] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'seguridad@demo.expediente.mx',
  ]);
});
afterAll(async () => {
  await host?.cleanup();
});

const list = async (client: ApiClient, query: string): Promise<ContactsListResponse> => {
  const res = await client.get(`/api/contacts${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contactsListResponseSchema.strict().parse(res.body);
};
const keys = (r: ContactsListResponse) => r.contacts.map((c) => c.publicKey);

describe('GET /api/contacts', () => {
  it('pages the whole tenant by name for an administrator: numbered pages and continuation tokens agree, nothing twice', async () => {
    const stored = (await new ContactsRepository().all(demo)).length;
    const first = await list(admin, '?pageSize=25');
    expect(first.totalCount).toBe(stored);
    expect(first.contacts).toHaveLength(25);
    const names = first.contacts.map((c) => normalizeSearchText(c.displayName));
    expect(names).toEqual([...names].sort());
    const byToken = await list(admin, `?pageSize=25&continuationToken=${first.continuationToken}`);
    const byNumber = await list(admin, '?pageSize=25&pageIndex=2');
    expect(keys(byToken)).toEqual(keys(byNumber));
    expect(keys(byToken).some((k) => keys(first).includes(k))).toBe(false);
    // Walk every page: each contact exactly once.
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await list(admin, `?pageSize=100${token ? `&continuationToken=${token}` : ''}`);
      seen.push(...keys(page));
      token = page.continuationToken;
    } while (token);
    expect(seen).toHaveLength(stored);
    expect(new Set(seen).size).toBe(stored);
    const beyond = await list(admin, '?pageSize=100&pageIndex=50');
    expect(beyond.contacts).toEqual([]);
    expect(beyond.totalCount).toBe(stored);
  });

  it('filters by type and answers the party type; a group and an organization carry their identifiers', async () => {
    const groups = await list(security, '?type=group&pageSize=100');
    expect(groups.partyType).toBe(3);
    expect(keys(groups).sort()).toEqual(['grp-corporativo-demo', 'grp-proveedores-occidente']);
    const companies = await list(security, '?type=company&pageSize=100');
    expect(companies.partyType).toBe(2);
    expect(companies.totalCount).toBe(4 + demoSuppliers.length);
    expect(companies.contacts.every((c) => c.partyType === 2)).toBe(true);
    const limpieza = companies.contacts.find((c) => c.publicKey === 'sup-limpieza-bajio');
    expect(limpieza?.identifiers).toContainEqual({ key: 'rfc', name: 'RFC', value: 'LSE150312QA2' });
    const people = await list(security, '?type=person&pageSize=100');
    expect(people.contacts.every((c) => c.partyType === 1)).toBe(true);
    const patricia = people.contacts.find((c) => c.emailAddress === 'proveedor@demo.expediente.mx');
    expect(patricia).toMatchObject({ company: 'Limpieza y Servicios del Bajío SA de CV', companyPublicKey: 'sup-limpieza-bajio' });
    expect(people.totalCount + companies.totalCount + groups.totalCount).toBe((await list(security, '?pageSize=10')).totalCount);
  });

  it('searches without caring for accents or case: names, e-mails, RFCs, supplier numbers', async () => {
    expect(keys(await list(admin, '?search=nunez'))).toContain('per-proveedor');
    expect(keys(await list(admin, '?search=BAJIO&type=company'))).toEqual(['sup-limpieza-bajio']);
    expect(keys(await list(admin, '?search=lse150312'))).toEqual(['sup-limpieza-bajio']);
    const target = demoSuppliers[7]!;
    expect(keys(await list(admin, `?search=${target.supplierNumber}`))).toEqual([target.id]);
    const consultoria = await list(admin, '?search=consultoria&type=company');
    expect(consultoria.totalCount).toBe(4);
    expect(consultoria.contacts.every((c) => c.displayName.startsWith('Consultoría'))).toBe(true);
    const none = await list(admin, '?search=zzzz-nadie');
    expect(none).toEqual({ contacts: [], totalCount: 0 });
  });

  it('a supplier sees its organization and its people only', async () => {
    const all = await list(supplier, '?pageSize=100');
    expect(keys(all).sort()).toEqual(['per-proveedor', 'sup-limpieza-bajio']);
    expect(all.totalCount).toBe(2);
    expect((await list(supplier, '?search=transportes')).totalCount).toBe(0);
  });

  it('a main-group customer sees the tenant; a customer outside it its organization, its suppliers and their people', async () => {
    expect((await list(customer, '?pageSize=10')).totalCount).toBe((await list(admin, '?pageSize=10')).totalCount);
    const second = await list(customer2, '?pageSize=100');
    expect(keys(second).sort()).toEqual(['org-segundo-cliente', 'per-cliente2', 'per-proveedor2', 'sup-servicios-centro']);
  });

  it("role=customer|supplier lists only that kind of organization (the 'Agregar' forms' pickers), within the caller's view", async () => {
    const suppliers = await list(admin, '?role=supplier&pageSize=100');
    expect(suppliers.partyType).toBe(2);
    expect(suppliers.totalCount).toBeGreaterThanOrEqual(demoSuppliers.length);
    expect(suppliers.contacts.every((c) => c.partyType === 2 && c.organizationRole === 'supplier')).toBe(true);
    const customers = await list(admin, '?role=customer&pageSize=100');
    expect(customers.contacts.length).toBeGreaterThan(0);
    expect(customers.contacts.every((c) => c.organizationRole === 'customer')).toBe(true);
    expect(keys(customers).some((k) => keys(suppliers).includes(k))).toBe(false);
    expect(keys(await list(customer2, '?role=supplier'))).toEqual(['sup-servicios-centro']);
    expect(keys(await list(customer2, '?role=customer'))).toEqual(['org-segundo-cliente']);
  });

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    for (const [query, field] of [
      ['?role=proveedor', 'role'],
      ['?type=empresa', 'type'],
      ['?pageSize=7', 'pageSize'],
      ['?pageIndex=0', 'pageIndex'],
      ['?continuationToken=%3Cscript%3E', 'continuationToken'],
      [`?search=${'a'.repeat(101)}`, 'search'],
    ] as const) {
      const res = await admin.get(`/api/contacts${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const forged = await admin.get(`/api/contacts?continuationToken=${Buffer.from('sin separador').toString('base64url')}`);
    expect(forged.status).toBe(400);
  });
});

describe('GET /api/contacts/{id}', () => {
  it('an organization: summary, identifiers, phones, e-mails, addresses, its people and its groups', async () => {
    const s = demoSuppliers.find((d) => d.id === 'sup-demo-01')!;
    const res = await customer.get(`/api/contacts/${s.id}`);
    expect(res.status).toBe(200);
    const detail = contactDetailSchema.strict().parse(res.body);
    expect(detail).toMatchObject({ publicKey: s.id, displayName: s.name, isOrganization: true, logicalKey: s.supplierNumber, organizationRole: 'supplier' });
    expect(checkRfc(detail.identifiers.find((i) => i.key === 'rfc')!.value)).toEqual({ valid: true, kind: 'moral', checkDigitMismatch: false });
    expect(detail.phones[0]?.numbersOnly).toMatch(/^\d{10}$/);
    expect(detail.emails[0]?.emailAddress).toContain('@');
    expect(detail.addresses[0]).toMatchObject({ country: 'México' });
    expect(detail.members.map((m) => m.publicKey)).toEqual(['per-demo-01']);
    expect(detail.groups).toEqual([{ publicKey: 'grp-proveedores-occidente', displayName: 'Grupo Proveedores de Occidente' }]);
  });

  it('a group lists its member organizations; a person is a person', async () => {
    const group = contactDetailSchema.parse((await admin.get('/api/contacts/grp-corporativo-demo')).body);
    expect(group).toMatchObject({ isGroup: true, members: [expect.objectContaining({ publicKey: 'org-corporativo-demo', partyType: 2 })] });
    const person = contactDetailSchema.parse((await supplier.get('/api/contacts/per-proveedor')).body);
    expect(person).toMatchObject({ isPerson: true, firstName: 'Patricia', company: 'Limpieza y Servicios del Bajío SA de CV', members: [] });
  });

  it("answers 404 for what the caller may not see: another organization for a supplier, another tenant's contact, an unknown id", async () => {
    expect((await supplier.get('/api/contacts/sup-limpieza-bajio')).status).toBe(200);
    expect((await supplier.get('/api/contacts/sup-transportes-norte')).status).toBe(404);
    expect((await supplier.get('/api/contacts/org-corporativo-demo')).status).toBe(404);
    expect((await customer2.get('/api/contacts/sup-limpieza-bajio')).status).toBe(404);
    expect((await admin.get('/api/contacts/sup-servicios-centro')).status).toBe(404);
    expect((await admin.get('/api/contacts/no-existe')).status).toBe(404);
    expect((await admin.get('/api/contacts/con%20espacios')).status).toBe(400);
  });
});

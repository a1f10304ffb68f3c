import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactChangeResponseSchema, contactDetailSchema, normalizeSearchText, type ContactDetail } from '@expediente/contracts';
import { TenantsRepository } from '../../admin/tenants.repository';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { personId } from '../../local/seed';
import { EventLog } from '../../platform/events';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { ContactsRepository } from '../contacts.repository';

/**
 * Editing a contact's detail over HTTP (part 2 §2.2, §4, §5, §7): general information (an organization's rename
 * reaches its people's companyName), status, e-mails, phones and addresses, each stored; Spanish field errors;
 * flags off 403; a supplier on another organization and another tenant 404; a stale version 409.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let customer2: ApiClient;
let viewer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const repo = new ContactsRepository();

beforeAll(async () => {
  host = await startTestHost();
  [admin, customer, supplier, customer2, viewer] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
    'visor@demo.expediente.mx',
  ]);
});
afterAll(async () => {
  await host?.cleanup();
});

const detail = async (client: ApiClient, id: string): Promise<ContactDetail> => {
  const res = await client.get(`/api/contacts/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers.get('etag')).toBeTruthy();
  return contactDetailSchema.strict().parse(res.body);
};
const changed = (res: { status: number; body: unknown }, status = 200) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return contactChangeResponseSchema.parse(res.body);
};

async function withFlag<T>(flag: string, run: () => Promise<T>): Promise<T> {
  const tenants = new TenantsRepository();
  const before = (await tenants.read(demo.tenantId))!;
  await tenants.save({ ...before, features: { ...before.features, [flag]: false } });
  try {
    return await run();
  } finally {
    const after = (await tenants.read(demo.tenantId))!;
    await tenants.save({ ...after, features: before.features ?? {} });
  }
}

describe('contact detail: what the caller may change', () => {
  it('tells each role its actions: administrators everything, a supplier its organization but not its status, a viewer nothing', async () => {
    const asAdmin = await detail(admin, 'sup-limpieza-bajio');
    expect(asAdmin.actions).toMatchObject({ generalInfo: true, status: true, emails: true, addPhone: true, editAddress: true });
    const asSupplier = await detail(supplier, 'sup-limpieza-bajio');
    expect(asSupplier.actions).toMatchObject({ generalInfo: true, status: false, emails: true, addPhone: true, addMember: false });
    const asCustomer = await detail(customer, 'sup-limpieza-bajio');
    expect(asCustomer.actions).toMatchObject({ status: true, emails: true });
    const customerOnPerson = await detail(customer, personId('proveedor@demo.expediente.mx'));
    expect(Object.values(customerOnPerson.actions!).some(Boolean)).toBe(false);
    const asViewer = await detail(viewer, 'sup-limpieza-bajio');
    expect(Object.values(asViewer.actions!).some(Boolean)).toBe(false);
  });
});

describe('phones, e-mails and addresses', () => {
  it('adds, updates and deletes a phone: derived fields, primary column and search follow, stored', async () => {
    const before = await detail(supplier, 'sup-limpieza-bajio');
    const added = changed(await supplier.post('/api/contacts/sup-limpieza-bajio/phones', { contactPublicKey: 'sup-limpieza-bajio', phoneNumber: '(55) 1234-5678', locationName: 'Oficina' }, { headers: { 'if-match': before.etag! } }), 201);
    expect(added.ordinal).toBeGreaterThan(Math.max(0, ...before.phones.map((p) => p.ordinal)));
    const phone = added.contact.phones.find((p) => p.ordinal === added.ordinal)!;
    expect(phone).toMatchObject({ phoneNumber: '5512345678', numbersOnly: '5512345678', areaCode: '55', formattedNumber: '(55) 1234 5678', locationName: 'Oficina' });
    let stored = (await repo.read(demo, 'sup-limpieza-bajio'))!;
    expect(stored.phones).toContainEqual(phone);
    expect(stored.searchText).toContain('5512345678');
    expect(stored.modifiedBy).toBeTruthy();

    const updated = changed(await supplier.call('PUT', '/api/contacts/sup-limpieza-bajio/phones', { body: { ordinal: added.ordinal, phoneNumber: '4771234567', locationName: 'Celular' } }));
    expect(updated.contact.phones.find((p) => p.ordinal === added.ordinal)).toMatchObject({ areaCode: '477', formattedNumber: '(477) 123 4567', locationName: 'Celular' });
    const deleted = changed(await supplier.call('DELETE', '/api/contacts/sup-limpieza-bajio/phones', { body: { ordinal: added.ordinal } }));
    expect(deleted.contact.phones.some((p) => p.ordinal === added.ordinal)).toBe(false);
    stored = (await repo.read(demo, 'sup-limpieza-bajio'))!;
    expect(stored.phones?.some((p) => p.ordinal === added.ordinal)).toBe(false);
    expect(stored.searchText).not.toContain('4771234567');
    // An ordinal that is gone answers 404, nothing written.
    expect((await supplier.call('DELETE', '/api/contacts/sup-limpieza-bajio/phones', { body: { ordinal: added.ordinal } })).status).toBe(404);
  });

  it('adds, updates and deletes an e-mail; the first e-mail is the table column', async () => {
    const added = changed(await admin.post('/api/contacts/sup-transportes-norte/emails/add', { contactPublicKey: 'sup-transportes-norte', emailAddress: 'compras@transportes.example.mx', locationName: 'Compras' }), 201);
    expect(added.contact.emails).toContainEqual({ ordinal: added.ordinal, emailAddress: 'compras@transportes.example.mx', locationName: 'Compras' });
    changed(await admin.post('/api/contacts/sup-transportes-norte/emails/update', { ordinal: added.ordinal, emailAddress: 'pagos@transportes.example.mx', locationName: 'Pagos' }));
    let stored = (await repo.read(demo, 'sup-transportes-norte'))!;
    expect(stored.emails).toContainEqual({ ordinal: added.ordinal, emailAddress: 'pagos@transportes.example.mx', locationName: 'Pagos' });
    expect(stored.emailAddress).toBe(stored.emails![0]!.emailAddress);
    changed(await admin.post('/api/contacts/sup-transportes-norte/emails/delete', { ordinal: added.ordinal }));
    stored = (await repo.read(demo, 'sup-transportes-norte'))!;
    expect(stored.emails?.some((e) => e.ordinal === added.ordinal)).toBe(false);
  });

  it('adds, updates and deletes an address, stored', async () => {
    const body = { locationName: 'Bodega', address1: 'Calle 5 de Mayo 12', address2: 'Centro', zipCode: '37000', city: 'León', state: 'Guanajuato' };
    const added = changed(await customer.post('/api/contacts/sup-limpieza-bajio/addresses', body), 201);
    expect(added.contact.addresses.find((a) => a.ordinal === added.ordinal)).toMatchObject({ ...body, country: 'México' });
    changed(await customer.call('PUT', '/api/contacts/sup-limpieza-bajio/addresses', { body: { ...body, ordinal: added.ordinal, zipCode: '37001' } }));
    expect((await repo.read(demo, 'sup-limpieza-bajio'))!.addresses?.find((a) => a.ordinal === added.ordinal)?.zipCode).toBe('37001');
    changed(await customer.call('DELETE', '/api/contacts/sup-limpieza-bajio/addresses', { body: { ordinal: added.ordinal } }));
    expect((await repo.read(demo, 'sup-limpieza-bajio'))!.addresses?.some((a) => a.ordinal === added.ordinal)).toBe(false);
  });

  it('answers 400 with Spanish field errors and writes nothing', async () => {
    const before = (await repo.read(demo, 'sup-limpieza-bajio'))!;
    const phone = await admin.post('/api/contacts/sup-limpieza-bajio/phones', { phoneNumber: '12', locationName: '' });
    expect(phone.status).toBe(400);
    expect(phone.body.errors).toEqual({ phoneNumber: ['El teléfono debe tener 10 dígitos.'], locationName: ['Campo requerido'] });
    const email = await admin.post('/api/contacts/sup-limpieza-bajio/emails/add', { emailAddress: 'no es correo' });
    expect(email.body.errors).toEqual({ emailAddress: ['Introduzca un correo electrónico válido.'] });
    const address = await admin.post('/api/contacts/sup-limpieza-bajio/addresses', { locationName: 'Oficina', address1: 'x', address2: 'y', zipCode: '123', city: 'c' });
    expect(address.body.errors).toEqual({ zipCode: ['El código postal debe tener 5 dígitos.'], state: ['Campo requerido'] });
    const update = await admin.call('PUT', '/api/contacts/sup-limpieza-bajio/phones', { body: { phoneNumber: '5512345678', locationName: 'Oficina' } });
    expect(update.body.errors).toEqual({ ordinal: ['Campo requerido'] });
    const otherKey = await admin.post('/api/contacts/sup-limpieza-bajio/emails/add', { contactPublicKey: 'sup-transportes-norte', emailAddress: 'a@b.mx' });
    expect(otherKey.status).toBe(400);
    expect((await repo.read(demo, 'sup-limpieza-bajio'))!.modifiedAt).toBe(before.modifiedAt);
  });
});

describe('general information and status', () => {
  it("renames an organization and rewrites its people's companyName; logs who did it", async () => {
    const renamed = changed(await admin.post('/api/contacts/sup-demo-02/general-info/update', { displayName: 'Seguridad Regional Renovada SA de CV' }));
    expect(renamed.contact.displayName).toBe('Seguridad Regional Renovada SA de CV');
    const stored = (await repo.read(demo, 'sup-demo-02'))!;
    expect(stored.sortKey).toBe(`${normalizeSearchText('Seguridad Regional Renovada SA de CV')}|sup-demo-02`);
    const people = await repo.peopleOf(demo, 'sup-demo-02');
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.companyName === 'Seguridad Regional Renovada SA de CV')).toBe(true);
    const events = await new EventLog().list(demo, new Date().toISOString().slice(0, 10), { pageSize: 50 });
    expect(events.items.some((e) => e.type === 'contacts.generalInfo' && e.email === 'admin@demo.expediente.mx')).toBe(true);
  });

  it("edits a person's names (the supplier its own person); a customer may not (403)", async () => {
    const id = personId('proveedor@demo.expediente.mx');
    const res = changed(await supplier.post(`/api/contacts/${id}/general-info/update`, { displayName: 'Patricia Núñez V.', firstName: 'Patricia', lastName1: 'Núñez', lastName2: 'Vega', jobtitle: 'Gerente de cumplimiento' }));
    expect(res.contact).toMatchObject({ displayName: 'Patricia Núñez V.', jobTitle: 'Gerente de cumplimiento' });
    expect((await repo.read(demo, id))!.jobTitle).toBe('Gerente de cumplimiento');
    expect((await customer.post(`/api/contacts/${id}/general-info/update`, { displayName: 'Otra' })).status).toBe(403);
    const empty = await supplier.post(`/api/contacts/${id}/general-info/update`, { displayName: '  ' });
    expect(empty.body.errors).toEqual({ displayName: ['Campo requerido'] });
  });

  it('locks and unlocks an organization (customer for its supplier); a supplier may not (403); stored', async () => {
    const locked = changed(await customer.post('/api/contacts/sup-transportes-norte/status/update', { status: 'L', isOrganization: true }));
    expect(locked.contact.locked).toBe(true);
    expect((await repo.read(demo, 'sup-transportes-norte'))!.locked).toBe(true);
    changed(await customer.post('/api/contacts/sup-transportes-norte/status/update', { status: 'U', isOrganization: true }));
    expect((await repo.read(demo, 'sup-transportes-norte'))!.locked).toBe(false);
    expect((await supplier.post('/api/contacts/sup-limpieza-bajio/status/update', { status: 'L', isOrganization: true })).status).toBe(403);
    const bad = await admin.post('/api/contacts/sup-transportes-norte/status/update', { status: 'X' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['isOrganization', 'status']);
  });
});

describe('access and concurrency', () => {
  it('answers 404 for a supplier on another organization and for another tenant; 403 for a viewer', async () => {
    expect((await supplier.post('/api/contacts/sup-transportes-norte/emails/add', { emailAddress: 'x@y.mx' })).status).toBe(404);
    expect((await customer2.post('/api/contacts/sup-limpieza-bajio/emails/add', { emailAddress: 'x@y.mx' })).status).toBe(404);
    expect((await customer2.call('PUT', '/api/contacts/sup-limpieza-bajio/phones', { body: { ordinal: 1, phoneNumber: '5512345678', locationName: 'x' } })).status).toBe(404);
    expect((await viewer.post('/api/contacts/sup-limpieza-bajio/emails/add', { emailAddress: 'x@y.mx' })).status).toBe(403);
  });

  it('answers 403 feature_disabled while the flag is off', async () => {
    await withFlag('add-contacts-phones', async () => {
      const res = await admin.post('/api/contacts/sup-limpieza-bajio/phones', { phoneNumber: '5512345678', locationName: 'x' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
      expect((await detail(admin, 'sup-limpieza-bajio')).actions?.addPhone).toBe(false);
    });
    await withFlag('customer-update-info', async () => {
      const res = await admin.post('/api/contacts/sup-limpieza-bajio/general-info/update', { displayName: 'Otro nombre' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    });
  });

  it('answers 409 to a change sent with a version someone else has changed since, and writes nothing', async () => {
    const read = await detail(admin, 'sup-limpieza-bajio');
    changed(await customer.post('/api/contacts/sup-limpieza-bajio/emails/add', { emailAddress: 'primero@limpieza.example.mx' }, { headers: { 'if-match': read.etag! } }), 201);
    const stale = await admin.post('/api/contacts/sup-limpieza-bajio/emails/add', { emailAddress: 'segundo@limpieza.example.mx' }, { headers: { 'if-match': read.etag! } });
    expect(stale.status).toBe(409);
    const stored = (await repo.read(demo, 'sup-limpieza-bajio'))!;
    expect(stored.emails?.some((e) => e.emailAddress === 'segundo@limpieza.example.mx')).toBe(false);
  });
});

describe('identifiers', () => {
  it('lists the catalog (all, or the metadata types), adds an identifier of a known type and updates it, stored', async () => {
    const all = await admin.get('/api/identifiersType');
    expect(all.status).toBe(200);
    expect(all.body).toEqual(expect.arrayContaining([
        { key: 'rfc', name: 'RFC', relatedToSuppliers: true },
        { key: 'supplier.id', name: 'ID de Proveedor', relatedToSuppliers: true },
        { key: 'curp', name: 'CURP', relatedToSuppliers: false },
      ]));
    const meta = await supplier.get('/api/identifiersType?isMeta=true');
    expect(meta.body.some((t: { key: string }) => t.key === 'supplier.id')).toBe(false);
    expect((await admin.get('/api/identifiersType?isMeta=quiza')).status).toBe(400);

    const added = await supplier.post('/api/identifiers/add', { entityPublicKey: 'sup-limpieza-bajio', key: 'clabe', name: 'CLABE', value: '002010077777777771' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ data: { key: 'clabe', name: 'CLABE', value: '002010077777777771' }, message: 'El identificador se agregó correctamente', warnings: [] });
    expect((await repo.read(demo, 'sup-limpieza-bajio'))!.identifiers).toContainEqual({ key: 'clabe', name: 'CLABE', value: '002010077777777771' });
    const twice = await supplier.post('/api/identifiers/add', { entityPublicKey: 'sup-limpieza-bajio', key: 'clabe', name: 'CLABE', value: '002010077777777771' });
    expect(twice.body.errors).toEqual({ key: ['El contacto ya tiene este identificador.'] });

    const updated = await supplier.call('PUT', '/api/identifiers/update', { body: { entityPublicKey: 'sup-limpieza-bajio', key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-1001-A', previousValue: 'PRV-1001' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.message).toBe('El identificador se actualizó correctamente');
    const stored = (await repo.read(demo, 'sup-limpieza-bajio'))!;
    expect(stored.identifiers).toContainEqual({ key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-1001-A' });
    expect(stored.searchText).toContain('prv-1001-a');
    // Someone changed it since: the previous value no longer matches.
    const stale = await admin.call('PUT', '/api/identifiers/update', { body: { entityPublicKey: 'sup-limpieza-bajio', key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-9', previousValue: 'PRV-1001' } });
    expect(stale.status).toBe(409);
  });

  it('checks values by type: a bad RFC or CURP is refused, an RFC with a wrong check digit only warns', async () => {
    const badRfc = await admin.call('PUT', '/api/identifiers/update', { body: { entityPublicKey: 'sup-transportes-norte', key: 'rfc', name: 'RFC', value: 'XYZ' } });
    expect(badRfc.body.errors).toEqual({ value: ['Introduzca un R.F.C. válido.'] });
    const badCurp = await admin.post('/api/identifiers/add', { entityPublicKey: personId('proveedor@demo.expediente.mx'), key: 'curp', name: 'CURP', value: 'ABCD' });
    expect(badCurp.body.errors).toEqual({ value: ['Introduzca una CURP válida.'] });
    // TLN170825B74 with another last character: right pattern and date, wrong check digit.
    const warned = await admin.call('PUT', '/api/identifiers/update', { body: { entityPublicKey: 'sup-transportes-norte', key: 'rfc', name: 'RFC', value: 'tln170825b75' } });
    expect(warned.status, JSON.stringify(warned.body)).toBe(200);
    expect(warned.body.data.value).toBe('TLN170825B75');
    expect(warned.body.warnings).toEqual(['El dígito verificador del RFC no coincide; verifíquelo.']);
    const key = await admin.post('/api/identifiers/add', { entityPublicKey: 'sup-transportes-norte', key: 'Registro Patronal', name: 'X', value: '1' });
    expect(Object.keys(key.body.errors)).toEqual(['key']);
  });

  it('adds a new type to the tenant catalog with the identifier; another tenant does not see it', async () => {
    const res = await admin.post('/api/identifiers/add', { entityPublicKey: 'sup-transportes-norte', key: 'licencia.federal', name: 'Licencia federal de conductor', value: 'LFC-778899', relatedToSuppliers: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await admin.get('/api/identifiersType')).body).toContainEqual({ key: 'licencia.federal', name: 'Licencia federal de conductor', relatedToSuppliers: true });
    expect((await customer2.get('/api/identifiersType')).body.some((t: { key: string }) => t.key === 'licencia.federal')).toBe(false);
    // The directory's own queries never meet the catalog item.
    expect((await repo.all(demo)).every((c) => c.type === 'contact')).toBe(true);
  });

  it('keeps both of two new types added at the same time', async () => {
    const [a, b] = await Promise.all([
      admin.post('/api/identifiers/add', { entityPublicKey: 'sup-demo-10', key: 'tipo.uno', name: 'Tipo uno', value: '1' }),
      customer.post('/api/identifiers/add', { entityPublicKey: 'sup-transportes-norte', key: 'tipo.dos', name: 'Tipo dos', value: '2' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const keys = ((await admin.get('/api/identifiersType')).body as { key: string }[]).map((t) => t.key);
    expect(keys).toEqual(expect.arrayContaining(['tipo.uno', 'tipo.dos', 'licencia.federal']));
  });

  it('answers 404 for another tenant and for a supplier on another organization; 403 with the flag off', async () => {
    const body = { entityPublicKey: 'sup-transportes-norte', key: 'repse', name: 'Registro REPSE', value: 'AR1234/2024' };
    expect((await customer2.post('/api/identifiers/add', body)).status).toBe(404);
    expect((await supplier.post('/api/identifiers/add', body)).status).toBe(404);
    await withFlag('edit-contacts-identifiers', async () => {
      const res = await admin.call('PUT', '/api/identifiers/update', { body: { ...body, key: 'rfc', name: 'RFC', value: 'TLN170825B74' } });
      expect(res.body.code).toBe('feature_disabled');
    });
  });
});

describe('add member', () => {
  it('adds an organization to a group: the group lists it and its scopeIds name it; the new organization is stored', async () => {
    const res = await admin.post('/api/contacts/add', { ownerPublicKey: 'grp-proveedores-occidente', contactType: 'organization', logicalKey: 'SAP-77001', fullName: 'Servicios Tapatíos Integrales SA de CV', displayName: 'Servicios Tapatíos', rfc: 'sti150101ab1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('¡Miembro agregado al grupo con éxito!');
    const memberId: string = res.body.data.publicKey;
    expect(res.body.contact.members.some((m: { publicKey: string }) => m.publicKey === memberId)).toBe(true);
    const group = (await repo.read(demo, 'grp-proveedores-occidente'))!;
    expect(group.memberIds).toContain(memberId);
    expect(group.scopeIds).toContain(memberId);
    const member = (await repo.read(demo, memberId))!;
    expect(member).toMatchObject({ partyType: 2, displayName: 'Servicios Tapatíos', organizationRole: 'supplier', scopeIds: [memberId] });
    expect(member.identifiers).toEqual([
      { key: 'rfc', name: 'RFC', value: 'STI150101AB1' },
      { key: 'sap.id', name: 'SAP ID', value: 'SAP-77001' },
    ]);
    // The same RFC again: 409 with the spec's message, nothing more written.
    const again = await admin.post('/api/contacts/add', { ownerPublicKey: 'grp-proveedores-occidente', contactType: 'organization', logicalKey: 'SAP-77002', fullName: 'Otra', displayName: 'Otra', rfc: 'STI150101AB1' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Lo sentimos, no fué posible agregar el contacto. Es probable que el contacto que intentas agregar ya exista…');
    expect((await repo.read(demo, 'grp-proveedores-occidente'))!.memberIds).toHaveLength(group.memberIds!.length);
  });

  it("a customer adds a supplier to its own organization: it serves the customer and the customer's users see it", async () => {
    const res = await customer.post('/api/contacts/add', { ownerPublicKey: 'org-corporativo-demo', contactType: 'organization', logicalKey: 'SAP-88001', fullName: 'Jardines del Centro SA de CV', displayName: 'Jardines del Centro', rfc: 'JCE160202CD3' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const member = (await repo.read(demo, res.body.data.publicKey))!;
    expect(member.customerIds).toEqual(['org-corporativo-demo']);
    expect(member.scopeIds).toEqual([member.id, 'org-corporativo-demo']);
    expect((await detail(customer, member.id)).displayName).toBe('Jardines del Centro');
  });

  it('a group only under the main group; required fields and RFC in Spanish; a supplier 403, another tenant 404', async () => {
    const group = await admin.post('/api/contacts/add', { ownerPublicKey: 'grp-proveedores-occidente', contactType: 'group', logicalKey: 'G-1', fullName: 'Grupo X', displayName: 'Grupo X', rfc: 'GXX150101AB1' });
    expect(group.body.errors).toEqual({ contactType: ['Solo el grupo principal admite grupos como miembros.'] });
    const main = await admin.post('/api/contacts/add', { ownerPublicKey: 'grp-corporativo-demo', contactType: 'group', logicalKey: 'G-2', fullName: 'Grupo Bajío', displayName: 'Grupo Bajío', rfc: 'GBA150101AB1' });
    expect(main.status, JSON.stringify(main.body)).toBe(201);
    expect((await repo.read(demo, main.body.data.publicKey))!.partyType).toBe(3);
    const empty = await admin.post('/api/contacts/add', { ownerPublicKey: 'grp-corporativo-demo', rfc: '123' });
    expect(empty.body.errors).toEqual({
      contactType: ['Campo requerido'],
      logicalKey: ['Campo requerido'],
      fullName: ['Campo requerido'],
      displayName: ['Campo requerido'],
      rfc: ['Introduzca un R.F.C. válido.'],
    });
    const body = { ownerPublicKey: 'sup-limpieza-bajio', contactType: 'organization', logicalKey: 'S-1', fullName: 'Sub SA', displayName: 'Sub', rfc: 'SUB150101AB1' };
    expect((await supplier.post('/api/contacts/add', body)).status).toBe(403);
    expect((await customer2.post('/api/contacts/add', { ...body, ownerPublicKey: 'org-corporativo-demo' })).status).toBe(404);
  });
});

describe('the version in the body', () => {
  it('takes the etag from the body when no If-Match header is sent', async () => {
    const read = await detail(admin, 'sup-demo-03');
    changed(await admin.post('/api/contacts/sup-demo-03/emails/add', { emailAddress: 'uno@demo03.example.mx', etag: read.etag }), 201);
    const stale = await admin.post('/api/contacts/sup-demo-03/emails/add', { emailAddress: 'dos@demo03.example.mx', etag: read.etag });
    expect(stale.status).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSupplierResponseSchema,
  duplicateRfcErrorSchema,
  internalInviteResponseSchema,
  rfcCheckDigit,
  supplierContactInviteResponseSchema,
  supplierInviteResponseSchema,
  supplierFormIdentifiers, supplierMessages,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { UsersRepository } from '../../auth/users.repository';
import { ContactsRepository } from '../../contacts/contacts.repository';
import type { MailMessage } from '../../local/services/smtp';
import { startTestHost } from '../../local/__tests__/test-host';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';

/**
 * The "add" and "invite" calls of the contacts list over HTTP (part 2 §3-§8): internal contacts, supplier contacts,
 * supplier organizations (duplicate RFCs, the customer relationship and who then sees it) and registration links.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let customer: ApiClient;
let supplier: ApiClient;
let security: ApiClient;
let viewer: ApiClient;
let customer2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const contacts = new ContactsRepository();
const users = new UsersRepository();
let unique = 0;
const email = (name: string) => `${name}-${++unique}@onboarding.test.mx`;

/** A valid RFC (real date, right check digit) that differs per call. */
function newRfc(): string {
  const h = (++unique).toString(36).toUpperCase().padStart(2, '0').slice(-2);
  const body = `OBT200101${h}`;
  return body + rfcCheckDigit(`${body}0`);
}

const mailTo = (to: string, subject: RegExp) => host.mail!.waitFor((m: MailMessage) => m.to.includes(to) && subject.test(m.subject));


beforeAll(async () => {
  host = await startTestHost();
  [admin, customer, supplier, security, viewer, customer2] = await signedInAll(host.url, [
    'admin@demo.expediente.mx',
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'seguridad@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
});
afterAll(async () => {
  await host?.cleanup();
});

describe('POST /api/contacts/invite (internal contact)', () => {
  const body = (over: Record<string, unknown> = {}) => ({ firstName: ' Laura ', lastName: 'Gómez', lastName2: 'Ruiz', email: email('laura'), role: 'Customer', organizationPublicKey: 'org-corporativo-demo', ...over });

  it('creates a pending user and their person at the organization, and e-mails the invitation', async () => {
    const sent = body({ phone: '55 1234 5678' });
    const res = await admin.post('/api/contacts/invite', sent);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = internalInviteResponseSchema.strict().parse(res.body);
    expect(answer.emailSent).toBe(true);
    const user = await users.findByEmail(sent.email);
    expect(user).toMatchObject({ status: 'pending', primaryRole: 'Customer', firstName: 'Laura', companyId: 'org-corporativo-demo', personContactId: answer.publicKey });
    const person = await contacts.read(demo, answer.publicKey);
    expect(person).toMatchObject({ partyType: 1, displayName: 'Laura Gómez Ruiz', companyId: 'org-corporativo-demo', phoneNumber: '55 1234 5678' });
    expect(person!.scopeIds).toContain('org-corporativo-demo');
    expect((await contacts.read(demo, 'org-corporativo-demo'))!.memberIds).toContain(answer.publicKey);
    const mail = await mailTo(sent.email, /Invitación/);
    expect(mail.text).toContain('/account/redeem?t=');
    // The admin sees the new person in the directory.
    expect((await admin.get(`/api/contacts/${answer.publicKey}`)).status).toBe(200);
  });

  it('answers 409 for an e-mail already registered, and nothing is written', async () => {
    const res = await admin.post('/api/contacts/invite', body({ email: 'Cliente@demo.expediente.mx' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: supplierMessages.emailTaken, errors: { email: [supplierMessages.emailTaken] } });
    expect((await users.findByEmail('cliente@demo.expediente.mx'))!.status).toBe('active');
  });

  it('answers 400 with Spanish field errors', async () => {
    const res = await admin.post('/api/contacts/invite', { firstName: '', lastName: ' ', email: 'sin-arroba', role: 'Jefe', organizationPublicKey: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: ['Campo requerido'],
      lastName: ['Campo requerido'],
      email: [supplierMessages.emailInvalid],
      role: ['Rol no válido.'],
      organizationPublicKey: [supplierMessages.organizationNotListed],
    });
  });

  it('refuses an organization that is not a customer organization the caller may name', async () => {
    for (const organizationPublicKey of ['sup-limpieza-bajio', 'org-segundo-cliente', 'no-existe']) {
      const res = await admin.post('/api/contacts/invite', body({ organizationPublicKey }));
      expect(res.status, organizationPublicKey).toBe(400);
      expect(res.body.errors).toEqual({ organizationPublicKey: [supplierMessages.organizationNotListed] });
    }
    // A customer outside the main group: its own company only.
    const own = await customer2.post('/api/contacts/invite', body({ organizationPublicKey: 'org-segundo-cliente' }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
  });

  it('lets each role grant only the roles below it (never Developer unless a Developer)', async () => {
    for (const [client, role] of [
      [admin, 'Developer'],
      [customer, 'Admin'],
      [security, 'Support'],
    ] as const) {
      const res = await client.post('/api/contacts/invite', body({ role }));
      expect(res.status, role).toBe(400);
      expect(res.body.errors).toEqual({ role: [supplierMessages.roleNotAllowed] });
    }
    expect((await security.post('/api/contacts/invite', body({ role: 'Viewer' }))).status).toBe(201);
  });

  it('needs the employee number from a customer only with employee-number-input on', async () => {
    await withFlags({ 'employee-number-input': true }, async () => {
      const missing = await customer.post('/api/contacts/invite', body());
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ employeeNumber: [supplierMessages.employeeNumberRequired] });
      const ok = await customer.post('/api/contacts/invite', body({ employeeNumber: 'E-77' }));
      expect(ok.status).toBe(201);
      expect((await contacts.read(demo, ok.body.publicKey))!.identifiers).toEqual([{ key: 'employee.number', name: 'Número de empleado', value: 'E-77' }]);
      // Administrators are not asked for it.
      expect((await admin.post('/api/contacts/invite', body())).status).toBe(201);
    });
  });

  it('is refused to Supplier and Viewer (403)', async () => {
    for (const client of [supplier, viewer]) expect((await client.post('/api/contacts/invite', body())).status).toBe(403);
  });
});

describe('POST /api/invite (supplier contact)', () => {
  const body = (over: Record<string, unknown> = {}) => ({ firstName: 'Mario', lastName: 'Paz', email: email('mario'), role: 'supplier', organizationPublicKey: 'sup-limpieza-bajio', ...over });

  it('answers the invitation link of a pending Supplier user at that supplier, and e-mails it', async () => {
    const sent = body();
    const res = await customer.post('/api/invite', sent);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = supplierContactInviteResponseSchema.strict().parse(res.body);
    expect(answer.link).toMatch(/\/account\/redeem\?t=[A-Za-z0-9_-]{43}&e=/);
    expect(await users.findByEmail(sent.email)).toMatchObject({ primaryRole: 'Supplier', status: 'pending', companyId: 'sup-limpieza-bajio' });
    expect((await contacts.read(demo, 'sup-limpieza-bajio'))!.memberIds).toContain(answer.publicKey);
    const person = await contacts.read(demo, answer.publicKey);
    expect(person!.scopeIds).toEqual(expect.arrayContaining(['sup-limpieza-bajio', 'org-corporativo-demo']));
    const mail = await mailTo(sent.email, /Invitación/);
    expect(mail.text).toContain(answer.link);
    // The supplier's own user sees its new colleague.
    expect((await supplier.get(`/api/contacts/${answer.publicKey}`)).status).toBe(200);
  });

  it("answers 'Este campo es obligatorio.' and refuses what is not a supplier the caller sees", async () => {
    const bad = await customer.post('/api/invite', body({ firstName: '', lastName: '', email: 'x' }));
    expect(bad.body.errors).toEqual({ firstName: [supplierMessages.requiredContactField], lastName: [supplierMessages.requiredContactField], email: [supplierMessages.emailInvalid] });
    for (const organizationPublicKey of ['org-corporativo-demo', 'sup-servicios-centro']) {
      const res = await customer.post('/api/invite', body({ organizationPublicKey }));
      expect(res.status, organizationPublicKey).toBe(400);
      expect(res.body.errors).toEqual({ organizationPublicKey: [supplierMessages.supplierNotListed] });
    }
    expect((await customer.post('/api/invite', body({ role: 'Admin' }))).status).toBe(400);
  });

  it('is refused to Security and Supplier (403)', async () => {
    for (const client of [security, supplier]) expect((await client.post('/api/invite', body())).status).toBe(403);
  });
});

describe('POST /api/suppliers/organizations/add', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    fullName: 'Mantenimiento Integral del Golfo SA de CV',
    rfc: newRfc().toLowerCase(),
    supplierId: 'PRV-9001',
    addUCustomerRelationship: true,
    customerOrganizationPK: 'org-corporativo-demo',
    identifiers: [],
    ...over,
  });

  it('creates a supplier organization serving the customer, seen by the customer and not by another supplier', async () => {
    const sent = body({ identifiers: [{ key: 'repse', name: 'REPSE', value: 'AR12345/2024' }] });
    const res = await customer.post('/api/suppliers/organizations/add', sent);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const answer = addSupplierResponseSchema.strict().parse(res.body);
    expect(answer).toEqual({ data: answer.data, invitationSent: false });
    const org = await contacts.read(demo, answer.data);
    expect(org).toMatchObject({ partyType: 2, organizationRole: 'supplier', customerIds: ['org-corporativo-demo'], displayName: sent.fullName });
    expect(org!.scopeIds).toEqual([answer.data, 'org-corporativo-demo']);
    expect(org!.identifiers).toEqual([
      { key: 'rfc', name: 'RFC', value: sent.rfc.toUpperCase() },
      { key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-9001' },
      // Named as the tenant's catalog names it, whatever the client sent.
      { key: 'repse', name: 'Registro REPSE', value: 'AR12345/2024' },
    ]);
    expect((await customer.get(`/api/contacts/${answer.data}`)).status).toBe(200);
    expect((await supplier.get(`/api/contacts/${answer.data}`)).status).toBe(404);
    expect((await customer2.get(`/api/contacts/${answer.data}`)).status).toBe(404);
  });

  it('e-mails a registration link when an e-mail is given', async () => {
    const to = email('golfo');
    const res = await admin.post('/api/suppliers/organizations/add', body({ emailAddress: to }));
    expect(res.status).toBe(201);
    expect(res.body.invitationSent).toBe(true);
    const mail = await mailTo(to, /Registro de proveedor/);
    const link = /\/supplier\/redeem-invite\?t=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const info = await admin.get(`/api/suppliers/invite-info/${link}`);
    expect(info.body).toMatchObject({ customerName: 'Corporativo Demo SA de CV' });
  });

  it('answers 409 with the organization already registered with that RFC, and useExisting adds the relationship', async () => {
    const rfc = newRfc();
    const first = await admin.post('/api/suppliers/organizations/add', body({ rfc }));
    expect(first.status).toBe(201);
    const again = await customer.post('/api/suppliers/organizations/add', body({ rfc, fullName: 'Otro nombre' }));
    expect(again.status).toBe(409);
    expect(duplicateRfcErrorSchema.parse(again.body).existing).toEqual({ publicKey: first.body.data, displayName: 'Mantenimiento Integral del Golfo SA de CV' });

    // A second customer organization of the tenant gains the supplier: org and its people get the new scope.
    await contacts.upsert(demo, { id: 'org-cliente-b', type: 'contact', partyType: 2, displayName: 'Cliente B SA de CV', organizationRole: 'customer', identifiers: [], locked: false, createdAt: '2026-01-01T00:00:00Z', modifiedAt: '2026-01-01T00:00:00Z', scopeIds: ['org-cliente-b'] });
    const person = await admin.post('/api/invite', { firstName: 'Rosa', lastName: 'Luna', email: email('rosa'), role: 'supplier', organizationPublicKey: first.body.data });
    expect(person.status).toBe(201);
    const linked = await admin.post('/api/suppliers/organizations/add', body({ rfc, customerOrganizationPK: 'org-cliente-b', useExisting: true }));
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ data: first.body.data, invitationSent: false, existing: true });
    const org = await contacts.read(demo, first.body.data);
    expect(org!.customerIds).toEqual(['org-corporativo-demo', 'org-cliente-b']);
    expect(org!.scopeIds).toEqual([first.body.data, 'org-corporativo-demo', 'org-cliente-b']);
    expect((await contacts.read(demo, person.body.publicKey))!.scopeIds).toEqual(org!.scopeIds);
    expect((await contacts.organizationsByRfc(demo, rfc)).length).toBe(1);
  });

  it('saves an RFC whose check digit does not match, with a warning', async () => {
    const good = newRfc();
    const wrong = good.slice(0, -1) + (good.endsWith('1') ? '2' : '1');
    const res = await admin.post('/api/suppliers/organizations/add', body({ rfc: wrong }));
    expect(res.status).toBe(201);
    expect(res.body.rfcWarning).toBe(supplierMessages.rfcCheckDigitWarning);
  });

  it('answers the spec messages for a bad RFC, a bad e-mail and (with identifier-input) an empty identifier', async () => {
    const res = await admin.post('/api/suppliers/organizations/add', body({ rfc: 'ABC', emailAddress: 'mal@', fullName: '', supplierId: '' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ rfc: [supplierMessages.rfc], emailAddress: [supplierMessages.emailInvalidOrEmpty], fullName: ['Campo requerido'], supplierId: ['Campo requerido'] });
    await withFlags({ 'identifier-input': true }, async () => {
      const empty = await admin.post('/api/suppliers/organizations/add', body({ identifiers: [{ key: 'repse', name: 'REPSE', value: ' ' }] }));
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual({ identifiers: [supplierMessages.identifiersNeedValue] });
    });
  });

  it('with identifier-input, asks for every identifier suppliers carry (the catalog, besides RFC and ID de Proveedor)', async () => {
    const types = (await admin.get('/api/identifiersType')).body as { key: string; relatedToSuppliers?: boolean }[];
    const asked = supplierFormIdentifiers(types).map((t) => t.key);
    expect(asked.sort()).toEqual(['clabe', 'registro.patronal', 'repse']);
    const values: Record<string, string> = { clabe: '002010077777777771', 'registro.patronal': 'Y5412345108', repse: 'AR12345/2024' };
    const all = asked.map((key) => ({ key, name: key, value: values[key]! }));
    await withFlags({ 'identifier-input': true }, async () => {
      const partial = await admin.post('/api/suppliers/organizations/add', body({ identifiers: all.slice(1) }));
      expect(partial.status).toBe(400);
      expect(partial.body.errors).toEqual({ identifiers: [supplierMessages.identifiersNeedValue] });
      const ok = await admin.post('/api/suppliers/organizations/add', body({ identifiers: all }));
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect((await contacts.read(demo, ok.body.data))!.identifiers.map((i) => i.key).sort()).toEqual(['clabe', 'registro.patronal', 'repse', 'rfc', 'supplier.id']);
    });
    // Without the flag they are optional, but a key outside the catalog is refused either way.
    const unknown = await admin.post('/api/suppliers/organizations/add', body({ identifiers: [{ key: 'inventado', name: 'Inventado', value: 'x' }] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ identifiers: [supplierMessages.unknownIdentifier] });
  });

  it('needs a customer organization the caller may name', async () => {
    const none = await admin.post('/api/suppliers/organizations/add', body({ customerOrganizationPK: undefined }));
    expect(none.body.errors).toEqual({ customerOrganizationPK: [supplierMessages.organizationNotListed] });
    const foreign = await customer2.post('/api/suppliers/organizations/add', body({ customerOrganizationPK: 'org-corporativo-demo' }));
    expect(foreign.status).toBe(400);
    // A customer outside the main group gets its own company without naming it.
    const own = await customer2.post('/api/suppliers/organizations/add', body({ customerOrganizationPK: undefined }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await contacts.read({ tenantId: 'segundo-cliente' }, own.body.data))!.customerIds).toEqual(['org-segundo-cliente']);
  });

  it('is refused to Security, Viewer and Supplier (403)', async () => {
    for (const client of [security, viewer, supplier]) expect((await client.post('/api/suppliers/organizations/add', body())).status).toBe(403);
  });
});

describe('POST /api/suppliers/invite (registration link)', () => {
  it("answers a link to /supplier/redeem-invite for the caller's customer organization, valid 7 days", async () => {
    const me = (await customer.get('/api/userinfo')).body.userPK as string;
    const res = await customer.post('/api/suppliers/invite', { UserPublicKey: me });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toEqual({ CustomerPublicKey: [supplierMessages.organizationNotListed] });
    const ok = await customer.post('/api/suppliers/invite', { UserPublicKey: me, CustomerPublicKey: 'org-corporativo-demo' });
    expect(ok.status).toBe(201);
    const answer = supplierInviteResponseSchema.strict().parse(ok.body);
    expect(answer.invite_url).toMatch(new RegExp(`^${host.url}/supplier/redeem-invite\\?t=[A-Za-z0-9_-]{60,}$`));
    expect(Date.parse(answer.expirationDate) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    // A customer outside the main group gets its own organization.
    const me2 = (await customer2.get('/api/userinfo')).body.userPK as string;
    const own = await customer2.post('/api/suppliers/invite', { UserPublicKey: me2 });
    const t = new URL(own.body.invite_url).searchParams.get('t')!;
    expect((await customer2.get(`/api/suppliers/invite-info/${t}`)).body.customerName).toBe('Segundo Cliente SA de CV');
  });

  it("answers 404 for another user's key, 403 to a supplier and with generate-invite-link off", async () => {
    const me = (await customer.get('/api/userinfo')).body.userPK as string;
    expect((await admin.post('/api/suppliers/invite', { UserPublicKey: me, CustomerPublicKey: 'org-corporativo-demo' })).status).toBe(404);
    expect((await supplier.post('/api/suppliers/invite', { UserPublicKey: 'x', CustomerPublicKey: 'org-corporativo-demo' })).status).toBe(403);
    await withFlags({ 'generate-invite-link': false }, async () => {
      const off = await customer.post('/api/suppliers/invite', { UserPublicKey: me, CustomerPublicKey: 'org-corporativo-demo' });
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('feature_disabled');
    });
  });
});

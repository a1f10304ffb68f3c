import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registrationLimits } from '../registration-throttle';
import { registrationMessages, registrationTexts, rfcCheckDigit, supplierInviteInfoResponseSchema, supplierMessages } from '@expediente/contracts';
import { ApiClient, manualClock, today } from '../../auth/__tests__/api-client';
import { UsersRepository } from '../../auth/users.repository';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { useClock } from '../../platform/clock';
import { EventLog } from '../../platform/events';
import { startTestHost } from '../../local/__tests__/test-host';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { supplierOrganizationId } from '../directory-writes';

/**
 * The public supplier registration (/supplier/redeem-invite, part 2 §2.13, §5): a link issued by a customer is
 * checked, then the registration creates the organization, its contact person, an active Supplier user who signs in
 * at once, and the customer relationship; once, even when sent twice; throttled; the other tenant's data untouched.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let customer: ApiClient;
let customer2: ApiClient;
let customerPK = '';
let customer2PK = '';
const demo = { tenantId: 'demo-corporativo' };
const contacts = new ContactsRepository();
const users = new UsersRepository();
let unique = 0;

function newRfc(): string {
  const h = (++unique).toString(36).toUpperCase().padStart(2, '0').slice(-2);
  const body = `RGT190315${h}`;
  return body + rfcCheckDigit(`${body}0`);
}

/** A fresh registration link of Corporativo Demo (or of Segundo Cliente). */
async function link(client = customer, me = customerPK): Promise<string> {
  const res = await client.post('/api/suppliers/invite', { UserPublicKey: me, ...(client === customer ? { CustomerPublicKey: 'org-corporativo-demo' } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return new URL(res.body.invite_url as string).searchParams.get('t')!;
}

const form = (token: string, over: Record<string, unknown> = {}) => ({
  SupplierName: 'Servicios Ambientales de Querétaro SA de CV',
  SupplierRfc: newRfc().toLowerCase(),
  SupplierNumber: 'PRV-7001',
  SupplierPhone: '4421234567',
  SupplierEmail: 'contacto@saq.mx',
  ContactFirstName: 'Elena',
  ContactLastName: 'Rivas',
  ContactEmail: `elena-${++unique}@saq.mx`,
  Password: 'Registro2026',
  ConfirmPassword: 'Registro2026',
  Token: token,
  ...over,
});

beforeAll(async () => {
  host = await startTestHost();
  [customer, customer2] = await signedInAll(host.url, ['cliente@demo.expediente.mx', 'cliente2@demo.expediente.mx']);
  customerPK = (await customer.get('/api/userinfo')).body.userPK;
  customer2PK = (await customer2.get('/api/userinfo')).body.userPK;
});
afterAll(async () => {
  await host?.cleanup();
});
afterEach(() => useClock(undefined));

describe('supplier registration', () => {
  it('answers who invites and until when', async () => {
    const t = await link();
    const res = await new ApiClient(host.url).get(`/api/suppliers/invite-info/${t}`);
    expect(res.status).toBe(200);
    const info = supplierInviteInfoResponseSchema.strict().parse(res.body);
    expect(info.customerName).toBe('Corporativo Demo SA de CV');
    const unknown = await new ApiClient(host.url).get(`/api/suppliers/invite-info/${'A'.repeat(43)}ZGVtby1jb3Jwb3JhdGl2bw`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(registrationTexts.invalidToken);
  });

  it('registers the organization, its contact and an active supplier user who signs in and sees its organization', async () => {
    const t = await link();
    const sent = form(t);
    const visitor = new ApiClient(host.url);
    const res = await visitor.post('/api/suppliers/redeem-invite', sent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });

    const rfc = sent.SupplierRfc.toUpperCase();
    const orgId = supplierOrganizationId(demo.tenantId, rfc);
    const org = await contacts.read(demo, orgId);
    expect(org).toMatchObject({ partyType: 2, organizationRole: 'supplier', displayName: sent.SupplierName, customerIds: ['org-corporativo-demo'], phoneNumber: '4421234567', emailAddress: 'contacto@saq.mx' });
    expect(org!.scopeIds).toEqual([orgId, 'org-corporativo-demo']);
    expect(org!.identifiers).toEqual([
      { key: 'rfc', name: 'RFC', value: rfc },
      { key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-7001' },
    ]);
    const user = await users.findByEmail(sent.ContactEmail);
    expect(user).toMatchObject({ status: 'active', primaryRole: 'Supplier', companyId: orgId, firstName: 'Elena', lastName1: 'Rivas' });
    expect(org!.memberIds).toEqual([user!.personContactId]);
    expect((await contacts.read(demo, user!.personContactId))!.scopeIds).toEqual(org!.scopeIds);

    const signedIn = new ApiClient(host.url);
    expect((await signedIn.login(sent.ContactEmail, sent.Password)).status).toBe(200);
    const mine = await signedIn.get('/api/contacts?type=company');
    expect(mine.body.contacts.map((c: { publicKey: string }) => c.publicKey)).toEqual([orgId]);
    // The inviting customer sees its new supplier; Segundo Cliente does not.
    expect((await customer.get(`/api/contacts/${orgId}`)).status).toBe(200);
    expect((await customer2.get(`/api/contacts/${orgId}`)).status).toBe(404);

    // The link is used: its information is gone and another registration with it is refused.
    expect((await visitor.get(`/api/suppliers/invite-info/${t}`)).status).toBe(404);
    const other = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', form(t));
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ message: registrationTexts.invalidToken, errors: { Token: [registrationTexts.invalidToken] } });

    // The registration is in the event log, and the link's token is nowhere in it.
    const log = (await new EventLog().list(demo, today(), { pageSize: 1000 })).items;
    expect(log.some((e) => e.type === 'suppliers.registered' && e.email === sent.ContactEmail)).toBe(true);
    expect(JSON.stringify(log)).not.toContain(t);
  });

  it('is idempotent: the same registration sent twice at once, and again later, makes one organization, one person, one user', async () => {
    const t = await link();
    const sent = form(t);
    const [a, b] = await Promise.all([new ApiClient(host.url).post('/api/suppliers/redeem-invite', sent), new ApiClient(host.url).post('/api/suppliers/redeem-invite', sent)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const retry = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', sent);
    expect(retry.status).toBe(200);
    const orgs = await contacts.organizationsByRfc(demo, sent.SupplierRfc.toUpperCase());
    expect(orgs).toHaveLength(1);
    expect(orgs[0]!.memberIds).toHaveLength(1);
    expect(await contacts.peopleOf(demo, orgs[0]!.id)).toHaveLength(1);
    expect((await users.findByEmail(sent.ContactEmail))!.companyId).toBe(orgs[0]!.id);
  });

  it('links an organization already registered with that RFC instead of creating another', async () => {
    // Transportes Logísticos del Norte (seed), given a new customer relationship it already has: still one.
    const t = await link();
    const sent = form(t, { SupplierRfc: 'TLN170825B74', SupplierName: 'Otro nombre' });
    const res = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', sent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const org = await contacts.read(demo, 'sup-transportes-norte');
    expect(org!.displayName).toBe('Transportes Logísticos del Norte SA de CV');
    expect(org!.customerIds).toEqual(['org-corporativo-demo']);
    const user = await users.findByEmail(sent.ContactEmail);
    expect(user!.companyId).toBe('sup-transportes-norte');
    expect(org!.memberIds).toContain(user!.personContactId);
    expect(await contacts.organizationsByRfc(demo, 'TLN170825B74')).toHaveLength(1);
  });

  it('answers 409 for an e-mail already registered, and the link still works afterwards', async () => {
    const t = await link();
    const taken = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', form(t, { ContactEmail: 'Proveedor@demo.expediente.mx' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: supplierMessages.emailTaken, errors: { ContactEmail: [supplierMessages.emailTaken] } });
    expect((await new ApiClient(host.url).post('/api/suppliers/redeem-invite', form(t))).status).toBe(200);
  });

  it('answers every rule of part 2 §5 with its message', async () => {
    const t = await link();
    const res = await new ApiClient(host.url).post(
      '/api/suppliers/redeem-invite',
      form(t, { SupplierName: ' ', SupplierRfc: 'XYZ', SupplierNumber: '', SupplierPhone: '442-123-45', ContactFirstName: '', ContactLastName: '', ContactEmail: 'elena@', Password: 'abc', ConfirmPassword: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      SupplierName: [registrationMessages.nameRequired],
      SupplierRfc: [registrationMessages.rfcFormat],
      SupplierNumber: [registrationMessages.numberRequired],
      SupplierPhone: [registrationMessages.phone],
      ContactFirstName: [registrationMessages.contactFirstNameRequired],
      ContactLastName: [registrationMessages.contactLastNameRequired],
      ContactEmail: [registrationMessages.emailFormat],
      Password: [registrationMessages.passwordLength, registrationMessages.passwordUpper, registrationMessages.passwordDigit],
      ConfirmPassword: [registrationMessages.confirmRequired],
    });
    const mismatch = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', form(t, { ConfirmPassword: 'Registro2027' }));
    expect(mismatch.body.errors).toEqual({ ConfirmPassword: [registrationMessages.mismatch] });
    const required = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', form(t, { SupplierRfc: '', Password: '' }));
    expect(required.body.errors).toEqual({ SupplierRfc: [registrationMessages.rfcRequired], Password: [registrationMessages.passwordRequired] });
  });

  it('refuses an expired link (7 days) in both calls', async () => {
    const clock = manualClock();
    const t = await link();
    clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await new ApiClient(host.url).get(`/api/suppliers/invite-info/${t}`)).status).toBe(404);
    const res = await new ApiClient(host.url).post('/api/suppliers/redeem-invite', form(t));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ Token: [registrationTexts.invalidToken] });
  });

  it('keeps a registration in the tenant of the link', async () => {
    const t = await link(customer2, customer2PK);
    const sent = form(t);
    expect((await new ApiClient(host.url).post('/api/suppliers/redeem-invite', sent)).status).toBe(200);
    const rfc = sent.SupplierRfc.toUpperCase();
    expect(await contacts.organizationsByRfc(demo, rfc)).toHaveLength(0);
    const [org] = await contacts.organizationsByRfc({ tenantId: 'segundo-cliente' }, rfc);
    expect(org!.customerIds).toEqual(['org-segundo-cliente']);
    expect((await customer.get(`/api/contacts/${org!.id}`)).status).toBe(404);
    expect((await customer2.get(`/api/contacts/${org!.id}`)).status).toBe(200);
  });

  it('answers 429 past the limits per link and per address', async () => {
    const t = await link();
    const statuses: number[] = [];
    for (let i = 0; i <= registrationLimits.token; i++) statuses.push((await new ApiClient(host.url).get(`/api/suppliers/invite-info/${t}`)).status);
    expect(statuses.slice(0, registrationLimits.token).every((s) => s === 200)).toBe(true);
    const last = await new ApiClient(host.url).get(`/api/suppliers/invite-info/${t}`);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);

    const one = new ApiClient(host.url);
    const answers: number[] = [];
    for (let i = 0; i <= registrationLimits.address; i++) answers.push((await one.get(`/api/suppliers/invite-info/${'B'.repeat(43)}${i}`)).status);
    expect(answers.slice(0, registrationLimits.address).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, statusListResponseSchema, userDetailSchema, userMessages, usersListResponseSchema, userStatusLabels } from '@expediente/contracts';
import { ApiClient, signedIn } from '../../auth/__tests__/api-client';
import { UsersRepository } from '../../auth/users.repository';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { EventLog } from '../../platform/events';
import { TenantCounters } from '../counters.repository';

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let developer: ApiClient;
const users = new UsersRepository();
const contacts = new ContactsRepository();
const counters = new TenantCounters();
const PASSWORD = 'Creada#2026abc';
let unique = 0;
const newEmail = (prefix = 'alta') => `${prefix}-${Date.now().toString(36)}-${++unique}@demo.expediente.mx`;

beforeAll(async () => {
  host = await startTestHost();
  admin = await signedIn(host.url, 'admin@demo.expediente.mx');
  developer = await signedIn(host.url, 'developer@demo.expediente.mx');
});
afterAll(async () => {
  await host?.cleanup();
});

const create = (client: ApiClient, body: Record<string, unknown>) => client.post('/api/users/create', body);
const valid = (email: string, extra: Record<string, unknown> = {}) => ({ firstName: 'Lucía', lastName: 'Ramos', lastName2: 'Vega', emailAddress: email, password: PASSWORD, role: 'Customer', ...extra });

/** The newest event of `type` today in the tenant. */
async function lastEvent(tenantId: string, type: string) {
  const page = await new EventLog().list({ tenantId }, new Date().toISOString().slice(0, 10), { pageSize: 200 });
  return page.items.find((e) => e.type === type);
}

describe('GET /api/users/', () => {
  it("lists the caller's tenant, searches by name and e-mail, and pages", async () => {
    const all = await admin.get('/api/users/?pageSize=100');
    expect(all.status).toBe(200);
    const list = usersListResponseSchema.parse(all.body);
    const emails = list.users.map((u) => u.emailAddress);
    expect(emails).toContain('visor@demo.expediente.mx');
    expect(emails).not.toContain('cliente2@demo.expediente.mx');
    expect(list.users.every((u) => u.tenant === 'demo-corporativo')).toBe(true);
    const visor = list.users.find((u) => u.emailAddress === 'visor@demo.expediente.mx')!;
    expect(visor.status).toEqual({ name: 'active', displayNameES: 'Activo' });

    const byEmail = usersListResponseSchema.parse((await admin.get('/api/users/?search=VISOR@')).body);
    expect(byEmail.users.map((u) => u.emailAddress)).toEqual(['visor@demo.expediente.mx']);
    const byName = usersListResponseSchema.parse((await admin.get(`/api/users/?search=${encodeURIComponent(visor.displayName.split(' ')[0]!.toLowerCase())}`)).body);
    expect(byName.users.map((u) => u.emailAddress)).toContain('visor@demo.expediente.mx');

    const first = usersListResponseSchema.parse((await admin.get('/api/users/?pageSize=2')).body);
    expect(first.users).toHaveLength(2);
    expect(first.continuationToken).toBeTruthy();
    const second = usersListResponseSchema.parse((await admin.get(`/api/users/?pageSize=2&continuationToken=${encodeURIComponent(first.continuationToken!)}`)).body);
    expect(second.users.map((u) => u.publicKey)).not.toContain(first.users[0]!.publicKey);
    expect(second.users[0]!.emailAddress > first.users[1]!.emailAddress).toBe(true);
  });

  it("shows another tenant's users only with manage:users:any", async () => {
    expect((await admin.get('/api/users/?tenant=segundo-cliente')).status).toBe(404);
    const other = await developer.get('/api/users/?tenant=segundo-cliente');
    expect(other.status).toBe(200);
    expect(usersListResponseSchema.parse(other.body).users.map((u) => u.emailAddress)).toContain('cliente2@demo.expediente.mx');
    expect((await developer.get('/api/users/?tenant=no-existe')).status).toBe(404);
  });

  it('refuses bad input with 400, never a 500', async () => {
    expect((await admin.get('/api/users/?pageSize=0')).status).toBe(400);
    expect((await admin.get('/api/users/?tenant=NO%20VALE')).status).toBe(400);
    // Cosmos refuses a token it did not give out (answered 400 with the field); the local server may page from it.
    const token = await admin.get('/api/users/?continuationToken=basura');
    expect([200, 400]).toContain(token.status);
    if (token.status === 400) expect(token.body.errors.continuationToken).toBeDefined();
  });
});

describe('GET /api/statuslist/ and /api/userstatus/{id}', () => {
  it('lists the five statuses with their Spanish names', async () => {
    const res = await admin.get('/api/statuslist/');
    expect(res.status).toBe(200);
    expect(statusListResponseSchema.parse(res.body).statusList).toEqual(
      (['pending', 'active', 'inactive', 'disabled', 'removed'] as const).map((name) => ({ name, displayNameES: userStatusLabels[name] })),
    );
  });

  it("answers a user's status; another tenant's user is 404 unless named by a Developer", async () => {
    const visor = (await users.findByEmail('visor@demo.expediente.mx'))!;
    const res = await admin.get(`/api/userstatus/${visor.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'active', displayNameES: 'Activo' });
    const other = (await users.findByEmail('cliente2@demo.expediente.mx'))!;
    expect((await admin.get(`/api/userstatus/${other.id}`)).status).toBe(404);
    expect((await admin.get(`/api/userstatus/${other.id}?tenant=segundo-cliente`)).status).toBe(404);
    expect((await developer.get(`/api/userstatus/${other.id}`)).status).toBe(404);
    expect((await developer.get(`/api/userstatus/${other.id}?tenant=segundo-cliente`)).body).toEqual({ name: 'active', displayNameES: 'Activo' });
    expect((await admin.get('/api/userstatus/no%20vale')).status).toBe(400);
  });
});

describe('POST /api/users/create', () => {
  it('answers the §5 messages per field (FirstName, LastName, EmailAddress, Password, Role)', async () => {
    const res = await create(admin, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      FirstName: [userMessages.firstNameRequired],
      LastName: [userMessages.lastNameRequired],
      EmailAddress: [userMessages.emailRequired],
      Password: [userMessages.passwordRequired],
      Role: [userMessages.roleRequired],
    });
    const blank = await create(admin, { firstName: '  ', lastName: '', emailAddress: ' ', password: '', role: '' });
    expect(blank.body.errors.FirstName).toEqual([userMessages.firstNameRequired]);
    expect(blank.body.errors.Password).toEqual([userMessages.passwordRequired]);
    expect(blank.body.errors.Role).toEqual([userMessages.roleRequired]);
    const weak = await create(admin, valid(newEmail(), { password: 'corta', emailAddress: 'no-es-correo' }));
    expect(weak.status).toBe(400);
    expect(weak.body.errors.Password[0]).toBe('La contraseña tiene que ser mayor a 10 caracteres');
    expect(weak.body.errors.EmailAddress).toEqual([userMessages.emailInvalid]);
    expect(await users.findByEmail('no-es-correo')).toBeUndefined();
  });

  it('creates an active user with its person contact, login, counter and event; the user signs in', async () => {
    const email = newEmail();
    const before = await counters.read({ tenantId: 'demo-corporativo' });
    const res = await create(admin, valid(email.toUpperCase()));
    expect(res.status).toBe(201);
    const detail = userDetailSchema.parse(res.body);
    expect(detail).toMatchObject({ emailAddress: email, displayName: 'Lucía Ramos Vega', role: 'Customer', status: { name: 'active' }, hasPassword: true, tenant: 'demo-corporativo' });
    expect(detail.contact.companyName).toBeTruthy();

    const stored = (await users.findByEmail(email))!;
    expect(stored).toMatchObject({ id: detail.publicKey, tenantId: 'demo-corporativo', status: 'active', primaryRole: 'Customer' });
    const person = (await contacts.read({ tenantId: 'demo-corporativo' }, stored.personContactId))!;
    expect(person).toMatchObject({ partyType: 1, emailAddress: email, companyId: stored.companyId });
    const org = (await contacts.read({ tenantId: 'demo-corporativo' }, stored.companyId))!;
    expect(org.memberIds).toContain(person.id);
    const after = await counters.read({ tenantId: 'demo-corporativo' });
    expect(after.users).toBe(before.users + 1);
    expect(after.contacts).toBe(before.contacts + 1);
    const event = await lastEvent('demo-corporativo', 'admin.user-created');
    expect(JSON.parse(event!.detail!)).toMatchObject({ targetUserId: stored.id, targetEmail: email, role: 'Customer' });

    await signedIn(host.url, email, PASSWORD);
    const again = await admin.get(`/api/users/${detail.publicKey}`);
    expect(userDetailSchema.parse(again.body).contact.emails).toEqual([{ emailAddress: email, locationName: 'Trabajo' }]);
  });

  it('refuses a taken e-mail, a role above the caller, and another tenant', async () => {
    const taken = await create(admin, valid('visor@demo.expediente.mx'));
    expect(taken.status).toBe(400);
    expect(taken.body.errors.EmailAddress).toEqual([userMessages.emailTaken]);
    const email = newEmail('dev');
    const dev = await create(admin, valid(email, { role: 'Developer' }));
    expect(dev.status).toBe(400);
    expect(dev.body.errors.Role).toEqual([userMessages.roleNotAllowed]);
    expect((await create(admin, valid(email, { role: 'Supplier' }))).body.errors.Role).toEqual([userMessages.roleNotAllowed]);
    expect((await create(admin, valid(email, { tenant: 'segundo-cliente' }))).status).toBe(404);
    expect(await users.findByEmail(email)).toBeUndefined();
  });

  it('lets the Developer create a user in another tenant', async () => {
    const email = newEmail('segundo');
    const res = await create(developer, valid(email, { tenant: 'segundo-cliente', role: 'Admin' }));
    expect(res.status).toBe(201);
    expect(res.body.tenant).toBe('segundo-cliente');
    const stored = (await users.findByEmail(email))!;
    expect(stored.tenantId).toBe('segundo-cliente');
    expect(stored.companyId).toBe('org-segundo-cliente');
    expect((await admin.get(`/api/users/${stored.id}`)).status).toBe(404);
    expect((await developer.get(`/api/users/${stored.id}?tenant=segundo-cliente`)).status).toBe(200);
  });
});

describe('status and role changes', () => {
  async function createdUser(role = 'Customer') {
    const email = newEmail('cambio');
    const res = await create(admin, valid(email, { role }));
    expect(res.status).toBe(201);
    return { id: res.body.publicKey as string, email };
  }

  it("a status change answers the new status, is logged with before/after and ends the user's sessions", async () => {
    const user = await createdUser();
    const session = await signedIn(host.url, user.email, PASSWORD);
    expect((await session.get('/api/userinfo')).status).toBe(200);
    const res = await admin.post(`/api/${user.id}/change-user-status`, { StatusName: 'inactive' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'inactive', displayNameES: 'Inactivo' });
    expect((await session.get('/api/userinfo')).status).toBe(401);
    expect((await users.findByEmail(user.email))!.status).toBe('inactive');
    expect((await admin.get(`/api/userstatus/${user.id}`)).body.name).toBe('inactive');
    const event = await lastEvent('demo-corporativo', 'admin.user-status-changed');
    expect(JSON.parse(event!.detail!)).toMatchObject({ targetUserId: user.id, before: 'active', after: 'inactive' });
    expect(event!.email).toBe('admin@demo.expediente.mx');
  });

  it("a role change ends the user's sessions; the role must be one the caller may give", async () => {
    const user = await createdUser();
    const session = await signedIn(host.url, user.email, PASSWORD);
    const refused = await admin.call('PUT', `/api/users/${user.id}/role`, { body: { role: 'Developer' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.role).toEqual([userMessages.roleNotAllowed]);
    expect((await session.get('/api/userinfo')).status).toBe(200);
    const res = await admin.call('PUT', `/api/users/${user.id}/role`, { body: { role: 'Viewer' } });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('Viewer');
    expect((await session.get('/api/userinfo')).status).toBe(401);
    const again = await signedIn(host.url, user.email, PASSWORD);
    expect((await again.get('/api/userinfo')).body.primaryRole).toBe('Viewer');
    const event = await lastEvent('demo-corporativo', 'admin.user-role-changed');
    expect(JSON.parse(event!.detail!)).toMatchObject({ targetUserId: user.id, before: 'Customer', after: 'Viewer' });
  });

  it('nobody changes their own status or role; an Admin cannot touch a Developer', async () => {
    const self = (await users.findByEmail('admin@demo.expediente.mx'))!;
    const own = await admin.post(`/api/${self.id}/change-user-status`, { StatusName: 'inactive' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(userMessages.ownAccount);
    expect((await admin.call('PUT', `/api/users/${self.id}/role`, { body: { role: 'Viewer' } })).status).toBe(403);
    const dev = (await users.findByEmail('developer@demo.expediente.mx'))!;
    const outranked = await admin.post(`/api/${dev.id}/change-user-status`, { StatusName: 'disabled' });
    expect(outranked.status).toBe(403);
    expect(outranked.body.message).toBe(userMessages.outranked);
    expect((await users.findByEmail('developer@demo.expediente.mx'))!.status).toBe('active');
    expect((await users.findByEmail('admin@demo.expediente.mx'))!.status).toBe('active');
    // The admin's own session is untouched by the refused calls.
    expect((await admin.get('/api/userinfo')).status).toBe(200);
    expect(authMessages.accountBlocked).toBeTruthy();
  });

  it("refuses a bad status and another tenant's user", async () => {
    const user = await createdUser();
    const bad = await admin.post(`/api/${user.id}/change-user-status`, { StatusName: 'borrado' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.StatusName).toBeDefined();
    const other = (await users.findByEmail('cliente2@demo.expediente.mx'))!;
    expect((await admin.post(`/api/${other.id}/change-user-status`, { StatusName: 'inactive' })).status).toBe(404);
    expect((await admin.post(`/api/${other.id}/change-user-status?tenant=segundo-cliente`, { StatusName: 'inactive' })).status).toBe(404);
    expect((await users.findByEmail('cliente2@demo.expediente.mx'))!.status).toBe('active');
  });

  it("lets the Developer change a user's status in another tenant", async () => {
    const email = newEmail('otro');
    const created = await create(developer, valid(email, { tenant: 'segundo-cliente' }));
    const id = created.body.publicKey as string;
    const session = await signedIn(host.url, email, PASSWORD);
    const res = await developer.post(`/api/${id}/change-user-status?tenant=segundo-cliente`, { StatusName: 'disabled' });
    expect(res.status).toBe(200);
    expect((await session.get('/api/userinfo')).status).toBe(401);
    expect((await users.findByEmail(email))!.status).toBe('disabled');
  });
});

import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, currentUserSchema, messages } from '@expediente/contracts';
import { startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD } from '../../local/seed';
import { useClock } from '../../platform/clock';
import { EventLog, platformScope } from '../../platform/events';
import { TenantsRepository } from '../../admin/tenants.repository';
import { accounts } from '../composition';
import { passwordHashParams } from '../password';
import { SessionsRepository } from '../sessions.repository';
import { UsersRepository } from '../users.repository';
import { ApiClient, manualClock, signedIn, today } from './api-client';

let host: Awaited<ReturnType<typeof startTestHost>>;
const users = new UsersRepository();
const sessions = new SessionsRepository();
const events = new EventLog();
const demo = { tenantId: 'demo-corporativo' };
const by = { userId: 'test', from: { ip: '127.0.0.1', userAgent: 'vitest' } };

beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});
afterEach(() => useClock(undefined));

const eventTypes = async (scope: { tenantId: string }, email?: string) =>
  (await events.list(scope, today(), { pageSize: 1000 })).items.filter((e) => !email || e.email === email).map((e) => e.type);

describe('POST /api/login', () => {
  it('opens a session: ok, an HttpOnly SameSite=Lax cookie (no __Host- on plain-http localhost), a stored session and an event', async () => {
    const client = new ApiClient(host.url);
    const res = await client.login('ADMIN@demo.expediente.mx ', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const cookie = res.setCookies.find((c) => c.startsWith('expediente-session='))!;
    expect(cookie).toMatch(/; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Secure/);
    const stored = await sessions.read(client.sessionId()!);
    expect(stored).toMatchObject({ userId: 'usr-admin', tenantId: 'demo-corporativo', sessionVersion: 0, ip: client.ip });
    expect(stored!.expiresAt - stored!.createdAt).toBe(12 * 3600_000);
    const log = (await events.list(demo, today(), { pageSize: 1000 })).items.find((e) => e.type === 'auth.sign-in' && e.ip === client.ip)!;
    expect(log).toMatchObject({ userId: 'usr-admin', email: 'admin@demo.expediente.mx' });
    expect(Date.now() - Date.parse(log.at)).toBeLessThan(60_000);
  });

  it('uses __Host- cookies with Secure behind https (X-Forwarded-Proto from Static Web Apps)', async () => {
    const client = new ApiClient(host.url);
    const res = await client.login('cliente@demo.expediente.mx', DEMO_PASSWORD, '');
    expect(res.status).toBe(200);
    const https = await client.post('/api/login', { email: 'cliente@demo.expediente.mx', password: DEMO_PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.setCookies.find((c) => c.startsWith('__Host-expediente-session='))).toMatch(/; Path=\/; Max-Age=43200; Secure; HttpOnly; SameSite=Lax$/);
    const me = await client.get('/api/userinfo', { headers: { 'x-forwarded-proto': 'https' } });
    expect(me.status).toBe(200);
  });

  it("gives a new session id at every sign-in and ends the browser's previous session", async () => {
    const client = new ApiClient(host.url);
    await client.login('cliente@demo.expediente.mx');
    const first = client.sessionId();
    expect(await sessions.read(first!)).toBeDefined();
    await client.login('cliente@demo.expediente.mx');
    expect(client.sessionId()).not.toBe(first);
    expect(await sessions.read(first!)).toBeUndefined();
    expect(await sessions.read(client.sessionId()!)).toBeDefined();
  });

  it('answers an unknown e-mail exactly like a wrong password, in about the same time', async () => {
    const client = new ApiClient(host.url);
    const wrong: number[] = [];
    const unknown: number[] = [];
    let a;
    let b;
    for (let i = 0; i < 3; i++) {
      a = await client.login('cliente@demo.expediente.mx', 'Incorrecta#2026');
      wrong.push(a.ms);
      b = await client.login(`nadie${i}@demo.expediente.mx`, 'Incorrecta#2026');
      unknown.push(b.ms);
    }
    expect(a!.status).toBe(401);
    expect(b!.status).toBe(401);
    expect(b!.body).toEqual(a!.body);
    expect(a!.body).toEqual({ status: 401, code: 'unauthorized', message: authMessages.invalidCredentials, errors: { other: [authMessages.invalidCredentials] } });
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[1]!;
    // The dummy scrypt check: without it an unknown e-mail would answer in a few milliseconds.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2);
    expect(await eventTypes(platformScope, 'nadie0@demo.expediente.mx')).toEqual(['auth.sign-in-failed']);
  });

  it('re-hashes a password stored with older scrypt parameters at the next sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const user = (await users.findByEmail('developer@demo.expediente.mx'))!;
    await users.save({ ...user, passwordHash: `scrypt$4096$8$1$${salt.toString('base64url')}$${key.toString('base64url')}` });
    expect((await new ApiClient(host.url).login('developer@demo.expediente.mx')).status).toBe(200);
    const { N, r, p } = passwordHashParams;
    expect((await users.findByEmail('developer@demo.expediente.mx'))!.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect((await new ApiClient(host.url).login('developer@demo.expediente.mx')).status).toBe(200);
  });

  it('GET /api/login/options answers the password form for this host (a bare host name has no SSO label; sso.test.ts has the rest)', async () => {
    expect((await new ApiClient(host.url).get('/api/login/options')).body).toEqual({ sso: false });
  });

  it('answers 400 with the Email and Password field lists for empty fields', async () => {
    const res = await new ApiClient(host.url).post('/api/login', { email: ' ', password: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['Email', 'Password']);
    expect(res.body.errors.Email).toEqual(['Campo requerido']);
  });

  it('answers requiresSSO for a single-sign-on user and for a tenant that requires it, without a session', async () => {
    const user = (await users.findByEmail('visor@demo.expediente.mx'))!;
    await users.save({ ...user, ssoOnly: true });
    const client = new ApiClient(host.url);
    const res = await client.login('visor@demo.expediente.mx');
    expect(res.body).toEqual({ requiresSSO: true });
    expect(res.setCookies).toEqual([]);
    await users.save({ ...(await users.findByEmail('visor@demo.expediente.mx'))!, ssoOnly: false });

    const tenants = new TenantsRepository();
    const tenant = (await tenants.read('segundo-cliente'))!;
    await tenants.upsert({ ...tenant, ssoRequired: true });
    expect((await client.login('cliente2@demo.expediente.mx')).body).toEqual({ requiresSSO: true });
    await tenants.upsert({ ...tenant, ssoRequired: false });
    expect((await client.login('cliente2@demo.expediente.mx')).body).toEqual({ ok: true });
  });

  it('throttles failures per account with growing delays: 429 with Retry-After, then allowed again after the delay', async () => {
    const time = manualClock();
    const attacker = new ApiClient(host.url);
    for (let i = 0; i < 6; i++) expect((await attacker.login('seguridad@demo.expediente.mx', `Mala#${i}aaaaa`)).status).toBe(401);
    // The sixth failure costs 2 s, for every address.
    const owner = new ApiClient(host.url);
    const held = await owner.login('seguridad@demo.expediente.mx');
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('2');
    expect(held.body).toMatchObject({ code: 'too_many_requests', message: 'Demasiados intentos. Intente de nuevo en 2 segundos.' });
    time.advance(2_000);
    expect((await attacker.login('seguridad@demo.expediente.mx', 'Mala#7aaaaa')).status).toBe(401);
    expect((await owner.login('seguridad@demo.expediente.mx')).headers.get('retry-after')).toBe('4');
    time.advance(4_000);
    expect((await owner.login('seguridad@demo.expediente.mx')).status).toBe(200);
    // A success forgets the account's failures.
    expect((await attacker.login('seguridad@demo.expediente.mx', 'Mala#8aaaaa')).status).toBe(401);
    expect((await owner.login('seguridad@demo.expediente.mx')).status).toBe(200);
    const logged = await eventTypes(demo, 'seguridad@demo.expediente.mx');
    expect(logged.filter((t) => t === 'auth.sign-in-failed')).toHaveLength(8);
    expect(logged).toContain('auth.sign-in-throttled');
  });

  it('throttles failures per address across accounts', async () => {
    const time = manualClock();
    const attacker = new ApiClient(host.url);
    for (let i = 0; i < 21; i++) await attacker.login(`rociado${i}@demo.expediente.mx`, 'Incorrecta#2026');
    const held = await attacker.login('admin@demo.expediente.mx');
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('2');
    // Another address is not held back.
    expect((await new ApiClient(host.url).login('admin@demo.expediente.mx')).status).toBe(200);
    time.advance(2_000);
    expect((await attacker.login('admin@demo.expediente.mx')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/userinfo answers every current-user field', async () => {
    const client = await signedIn(host.url, 'proveedor@demo.expediente.mx');
    const res = await client.get('/api/userinfo');
    expect(res.status).toBe(200);
    const me = currentUserSchema.strict().parse(res.body);
    expect(me).toMatchObject({
      tenantId: 'demo-corporativo',
      tenantName: 'Demo Corporativo',
      publicKey: 'usr-proveedor',
      userPK: 'usr-proveedor',
      emailAddress: 'proveedor@demo.expediente.mx',
      userName: 'proveedor@demo.expediente.mx',
      firstName: 'Patricia',
      fullName: 'Patricia Núñez Vega',
      lastName1: 'Núñez',
      lastName2: 'Vega',
      primaryRole: 'Supplier',
      primaryRoleDisplayName: 'Proveedor',
      userStatus: 'active',
      personCompanyPublicKey: 'sup-limpieza-bajio',
      logoutRedirect: '/logout',
      IsMemberMainGroup: false,
      twoFactorEnabled: false,
    });
    expect(me.features).toMatchObject({ 'enable-status-blocking': true, notifications: true, disputes: true });
    const admin = await signedIn(host.url, 'admin@demo.expediente.mx');
    expect((await admin.get('/api/userinfo')).body.IsMemberMainGroup).toBe(true);
    expect((await new ApiClient(host.url).get('/api/userinfo')).status).toBe(401);
  });

  it('ends after 20 minutes idle, refreshing lastSeen at most once a minute', async () => {
    const time = manualClock();
    const client = await signedIn(host.url, 'cliente@demo.expediente.mx');
    const id = client.sessionId()!;
    const started = (await sessions.read(id))!.lastSeenAt;
    time.advance(30_000);
    expect((await client.get('/api/userinfo')).status).toBe(200);
    expect((await sessions.read(id))!.lastSeenAt).toBe(started);
    time.advance(19 * 60_000);
    expect((await client.get('/api/userinfo')).status).toBe(200);
    expect((await sessions.read(id))!.lastSeenAt).toBe(started + 30_000 + 19 * 60_000);
    time.advance(19 * 60_000);
    expect((await client.get('/api/userinfo')).status).toBe(200);
    time.advance(20 * 60_000);
    expect((await client.get('/api/userinfo')).status).toBe(401);
    expect(await sessions.read(id)).toBeUndefined();
  });

  it('ends after 12 hours whatever the activity', async () => {
    const time = manualClock();
    const client = await signedIn(host.url, 'cliente@demo.expediente.mx');
    for (let minutes = 15; minutes < 12 * 60; minutes += 15) {
      time.advance(15 * 60_000);
      expect((await client.get('/api/userinfo')).status, `${minutes} min`).toBe(200);
    }
    time.advance(15 * 60_000);
    expect((await client.get('/api/userinfo')).status).toBe(401);
  });

  it('GET /api/logout ends the session server-side: the old cookie answers 401', async () => {
    const client = await signedIn(host.url, 'cliente@demo.expediente.mx');
    const cookie = client.cookies.get('expediente-session')!;
    const id = client.sessionId()!;
    expect((await client.get('/api/logout', { noCsrf: true })).status).toBe(403);
    const out = await client.get('/api/logout');
    expect(out.status).toBe(200);
    expect(out.setCookies.find((c) => c.startsWith('expediente-session='))).toMatch(/Max-Age=0/);
    expect(await sessions.read(id)).toBeUndefined();
    client.cookies.set('expediente-session', cookie);
    expect((await client.get('/api/userinfo')).status).toBe(401);
    expect(await eventTypes(demo)).toContain('auth.logout');
    // Without a session it still answers 200 and clears the cookies.
    expect((await new ApiClient(host.url).get('/api/logout')).status).toBe(200);
  });

  it('a password change, disabling the user or a new role end their sessions at once', async () => {
    const cliente = await signedIn(host.url, 'cliente@demo.expediente.mx');
    const admin = await signedIn(host.url, 'admin@demo.expediente.mx');
    const changed = await admin.post('/api/changepassword', { email: 'cliente@demo.expediente.mx', password: 'NuevaClave#2026', confirmPassword: 'NuevaClave#2026' });
    expect(changed.status).toBe(200);
    expect((await cliente.get('/api/userinfo')).status).toBe(401);
    expect((await cliente.login('cliente@demo.expediente.mx')).status).toBe(401);
    expect((await cliente.login('cliente@demo.expediente.mx', 'NuevaClave#2026')).status).toBe(200);
    await admin.post('/api/changepassword', { email: 'cliente@demo.expediente.mx', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect((await admin.get('/api/userinfo')).status).toBe(200);

    // Changing one's own password keeps the session it was done from, and ends the others.
    const elsewhere = await signedIn(host.url, 'admin@demo.expediente.mx');
    expect((await admin.post('/api/changepassword', { email: 'admin@demo.expediente.mx', password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })).status).toBe(200);
    expect((await admin.get('/api/userinfo')).status).toBe(200);
    expect((await elsewhere.get('/api/userinfo')).status).toBe(401);

    const visor = await signedIn(host.url, 'visor@demo.expediente.mx');
    let user = await accounts.changeStatus((await users.findByEmail('visor@demo.expediente.mx'))!, 'disabled', by);
    expect((await visor.get('/api/userinfo')).status).toBe(401);
    user = await accounts.changeStatus(user, 'active', by);
    await visor.login('visor@demo.expediente.mx');
    expect((await visor.get('/api/userinfo')).status).toBe(200);
    user = await accounts.changeRole(user, 'Customer', by);
    expect((await visor.get('/api/userinfo')).status).toBe(401);
    await accounts.changeRole(user, 'Viewer', by);
    expect((await users.findByEmail('visor@demo.expediente.mx'))!.sessionVersion).toBe(4);
  });
});

describe('account status', () => {
  it('with enable-status-blocking on, a non-active user signs in but every call except userinfo and logout answers account_blocked', async () => {
    const user = (await users.findByEmail('soporte@demo.expediente.mx'))!;
    const saved = await accounts.changeStatus(user, 'inactive', by);
    const client = new ApiClient(host.url);
    expect((await client.login('soporte@demo.expediente.mx')).body).toEqual({ ok: true });
    expect((await client.get('/api/userinfo')).body.userStatus).toBe('inactive');
    const blocked = await client.post('/api/account/two-factor/setup');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'account_blocked', message: authMessages.accountBlocked });
    expect((await client.get('/api/invite/info/usr-invitado')).body.code).toBe('account_blocked');
    expect((await client.get('/api/logout')).status).toBe(200);
    await accounts.changeStatus(saved, 'active', by);
  });

  it('with the flag off, a non-active user cannot sign in (401 with a message) and an open session ends', async () => {
    const tenants = new TenantsRepository();
    const tenant = (await tenants.read('segundo-cliente'))!;
    await tenants.upsert({ ...tenant, features: { ...tenant.features, 'enable-status-blocking': false } });
    const open = await signedIn(host.url, 'cliente2@demo.expediente.mx');
    expect((await open.get('/api/userinfo')).body.features['enable-status-blocking']).toBe(false);
    // A status written without going through AccountsService (no sessionVersion raise) still shuts the door.
    const cliente2 = (await users.findByEmail('cliente2@demo.expediente.mx'))!;
    await users.save({ ...cliente2, status: 'inactive' });
    expect((await open.get('/api/userinfo')).status).toBe(401);
    const saved = await accounts.changeStatus((await users.findByEmail('proveedor2@demo.expediente.mx'))!, 'inactive', by);
    const res = await new ApiClient(host.url).login('proveedor2@demo.expediente.mx');
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual({ other: [authMessages.accountNotActive] });
    expect(res.setCookies).toEqual([]);
    await accounts.changeStatus(saved, 'active', by);
    await users.save({ ...(await users.findByEmail('cliente2@demo.expediente.mx'))!, status: 'active' });
    await tenants.upsert(tenant);
  });
});

describe('CSRF: state-changing calls need the same-origin proof', () => {
  const login = { email: 'cliente@demo.expediente.mx', password: DEMO_PASSWORD };
  it('refuses a call without X-Requested-With, with a foreign Origin, or marked cross-site', async () => {
    const client = new ApiClient(host.url);
    const refusals = [
      await client.post('/api/login', login, { noCsrf: true }),
      await client.post('/api/login', login, { headers: { origin: 'https://atacante.example' } }),
      await client.post('/api/login', login, { headers: { origin: 'null' } }),
      await client.post('/api/login', login, { headers: { 'sec-fetch-site': 'cross-site' } }),
      await client.post('/api/forgotPassword', { email: 'cliente@demo.expediente.mx' }, { noCsrf: true }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden', message: authMessages.csrfRejected });
      expect(res.setCookies).toEqual([]);
    }
    const signedInClient = await signedIn(host.url, 'admin@demo.expediente.mx');
    expect((await signedInClient.post('/api/invite/reset-token', { token: 'inv-usr-invitado' }, { noCsrf: true })).status).toBe(403);
  });

  it('accepts its own origin, also as forwarded by Static Web Apps', async () => {
    const client = new ApiClient(host.url);
    expect((await client.post('/api/login', login, { headers: { origin: host.url } })).status).toBe(200);
    const forwarded = { origin: 'https://portal.expediente.mx', 'x-forwarded-host': 'portal.expediente.mx', 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' };
    expect((await client.post('/api/login', login, { headers: forwarded })).status).toBe(200);
    expect((await client.post('/api/login', login, { headers: { ...forwarded, origin: host.url } })).status).toBe(403);
    expect(messages.forbidden).not.toBe(authMessages.csrfRejected);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailFormatMessage, inviteInfoResponseSchema, inviteResetTokenResponseSchema, messages, requiredFieldMessage } from '@expediente/contracts';
import { startTestHost } from '../../local/__tests__/test-host';
import { getConfig } from '../../platform/config';
import { useClock } from '../../platform/clock';
import { EventLog, platformScope } from '../../platform/events';
import { tables } from '../../platform/resources';
import { TenantTable } from '../../platform/tables';
import type { MailMessage } from '../../local/services/smtp';
import { eventually } from '../../local/__tests__/test-host';
import { invitations } from '../composition';
import { InvitationsRepository } from '../invitations.repository';
import { UsersRepository, type UserItem } from '../users.repository';
import { ApiClient, manualClock, signedIn, today } from './api-client';

let host: Awaited<ReturnType<typeof startTestHost>>;
const users = new UsersRepository();
const failure = () => messages.requestFailed(getConfig().supportEmail);

beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});
afterEach(() => useClock(undefined));

/** The newest mail to `to` whose subject matches, received after `since` (ISO). */
const mailTo = (to: string, subject: RegExp, since = '') =>
  host.mail!.waitFor((m: MailMessage) => m.to.includes(to) && subject.test(m.subject) && m.receivedAt > since);

function linkIn(mail: MailMessage, path: string): URL {
  const match = new RegExp(`${host.url.replace(/[.]/g, '\\.')}${path}\\?[^\\s"<]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** A new pending user of a tenant with a fresh invitation (mailed). */
async function invited(email: string, tenantId = 'demo-corporativo'): Promise<{ user: UserItem; token: string }> {
  const user = await users.upsert(
    { tenantId },
    {
      id: `usr-${email.split('@')[0]}`,
      type: 'user',
      email,
      firstName: 'Nueva',
      lastName1: 'Persona',
      displayName: 'Nueva Persona',
      primaryRole: 'Customer',
      status: 'pending',
      personContactId: 'per-x',
      companyId: tenantId === 'demo-corporativo' ? 'org-corporativo-demo' : 'org-segundo-cliente',
      createdAt: new Date().toISOString(),
    },
  );
  const { token } = await invitations.issue(user, 'test');
  return { user, token };
}

describe('password recovery', () => {
  it("answers 'Campo requerido' for an empty e-mail and the format message for a malformed one", async () => {
    const client = new ApiClient(host.url);
    for (const [email, message] of [['', requiredFieldMessage], ['   ', requiredFieldMessage], ['cliente@', emailFormatMessage]] as const) {
      const res = await client.post('/api/forgotPassword', { email });
      expect(res.status, email).toBe(400);
      expect(res.body.errors, email).toEqual({ email: [message] });
    }
  });

  it('mails a single-use link that sets a new password, ends the other sessions, and never reaches the mail log', async () => {
    const before = await signedIn(host.url, 'cliente@demo.expediente.mx');
    const since = new Date().toISOString();
    const client = new ApiClient(host.url);
    const res = await client.post('/api/forgotPassword', { email: 'Cliente@demo.expediente.mx' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const mail = await mailTo('cliente@demo.expediente.mx', /Restablecer/, since);
    const link = linkIn(mail, '/account/reset-password');
    expect(link.searchParams.get('e')).toBe('cliente@demo.expediente.mx');
    const t = link.searchParams.get('t')!;
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`t=${t}`);

    // The send is logged once the SMTP server has answered, a moment after the catcher has the message.
    const log = await eventually(async () => {
      const page = await new TenantTable<Record<string, string>>(tables.mailLog).list({ tenantId: 'demo-corporativo' }, 'mail', { pageSize: 1000 });
      return page.items.some((r) => r.template === 'password-recovery' && r.to === 'cliente@demo.expediente.mx') ? page.items : undefined;
    });
    expect(JSON.stringify(log)).not.toContain(t);

    const body = { email: 'cliente@demo.expediente.mx', password: 'Recuperada#2026', confirmPassword: 'Recuperada#2026', code: t };
    expect((await client.post('/api/resetpassword', body)).status).toBe(200);
    expect((await before.get('/api/userinfo')).status).toBe(401);
    expect((await client.login('cliente@demo.expediente.mx', 'Recuperada#2026')).status).toBe(200);
    const again = await client.post('/api/resetpassword', { ...body, password: 'OtraVez#20266', confirmPassword: 'OtraVez#20266' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'bad_request', message: failure(), errors: { other: [failure()] } });
    const types = (await new EventLog().list({ tenantId: 'demo-corporativo' }, today(), { pageSize: 1000 })).items.filter((e) => e.email === 'cliente@demo.expediente.mx').map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['auth.recovery-requested', 'auth.recovery-completed']));
    // Back to the demo password for the other tests.
    await users.save({ ...(await users.findByEmail('cliente@demo.expediente.mx'))!, passwordHash: (await users.findByEmail('admin@demo.expediente.mx'))!.passwordHash! });
  });

  it('answers an unknown address identically (status, body, the same storage calls) and sends nothing', async () => {
    // Equal work, checked by what the request did; its timing is a benchmark's to measure, not a test's (it
    // failed under load with a 50 ms bound).
    const client = new ApiClient(host.url);
    let a;
    let b;
    for (let i = 0; i < 3; i++) {
      a = await client.post('/api/forgotPassword', { email: 'visor@demo.expediente.mx' });
      b = await client.post('/api/forgotPassword', { email: `nadie${i}@ejemplo.mx` });
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
      expect(b.headers.get('x-storage-calls')).toBe(a.headers.get('x-storage-calls'));
    }
    await eventually(async () =>
      (await new EventLog().list(platformScope, today(), { pageSize: 1000 })).items.find((e) => e.type === 'auth.recovery-requested' && e.email === 'nadie2@ejemplo.mx'),
    );
    expect(host.mail!.list().filter((m) => m.to.some((to) => to.startsWith('nadie')))).toEqual([]);
  });

  it('refuses a link after one hour', async () => {
    const time = manualClock();
    const since = new Date().toISOString();
    await new ApiClient(host.url).post('/api/forgotPassword', { email: 'seguridad@demo.expediente.mx' });
    const t = linkIn(await mailTo('seguridad@demo.expediente.mx', /Restablecer/, since), '/account/reset-password').searchParams.get('t')!;
    time.advance(60 * 60_000 + 1_000);
    const res = await new ApiClient(host.url).post('/api/resetpassword', { email: 'seguridad@demo.expediente.mx', password: 'Vencida#20266', confirmPassword: 'Vencida#20266', code: t });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(failure());
  });

  it('limits recovery requests per address and account (429 with Retry-After)', async () => {
    const client = new ApiClient(host.url);
    manualClock();
    for (let i = 0; i < 6; i++) expect((await client.post('/api/forgotPassword', { email: 'soporte@demo.expediente.mx' })).status).toBe(200);
    const held = await client.post('/api/forgotPassword', { email: 'soporte@demo.expediente.mx' });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('2');
  });
});

describe('invitations', () => {
  it('the seeded invited user redeems the mailed link once and becomes active', async () => {
    const seeded = await mailTo('invitado@demo.expediente.mx', /Invitación/);
    const link = linkIn(seeded, '/account/redeem');
    const client = new ApiClient(host.url);
    const body = { email: link.searchParams.get('e')!, password: 'Bienvenida#2026', confirmPassword: 'Bienvenida#2026', token: link.searchParams.get('t')! };
    expect((await client.login('invitado@demo.expediente.mx', 'Bienvenida#2026')).status).toBe(401);
    const res = await client.post('/api/redeem-invite', body);
    expect(res.status).toBe(200);
    expect((await users.findByEmail('invitado@demo.expediente.mx'))!.status).toBe('active');
    expect((await new InvitationsRepository().forUser({ tenantId: 'demo-corporativo' }, 'usr-invitado'))!.status).toBe('redeemed');
    expect((await client.login('invitado@demo.expediente.mx', 'Bienvenida#2026')).status).toBe(200);
    const again = await client.post('/api/redeem-invite', body);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(failure());
    expect(again.body.newToken).toBeUndefined();
  });

  it('an expired link yields newToken (also mailed), which then works', async () => {
    const time = manualClock();
    const { token } = await invited('vencida@demo.expediente.mx');
    time.advance(7 * 24 * 3600_000 + 60_000);
    const since = new Date().toISOString();
    const client = new ApiClient(host.url);
    const body = { email: 'vencida@demo.expediente.mx', password: 'Bienvenida#2026', confirmPassword: 'Bienvenida#2026', token };
    const res = await client.post('/api/redeem-invite', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: failure(), newToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const mailed = linkIn(await mailTo('vencida@demo.expediente.mx', /Invitación/, since), '/account/redeem');
    expect(mailed.searchParams.get('t')).toBe(res.body.newToken);
    // The old token now matches nothing, so it yields no further tokens.
    expect((await client.post('/api/redeem-invite', body)).body.newToken).toBeUndefined();
    expect((await client.post('/api/redeem-invite', { ...body, token: res.body.newToken })).status).toBe(200);
  });

  it('admin calls: 401 anonymous, 403 for other roles, 404 for another tenant, and they work within the tenant', async () => {
    const { user } = await invited('pendiente@demo.expediente.mx');
    const { user: foreign } = await invited('ajena@segundo.mx', 'segundo-cliente');
    const anonymous = new ApiClient(host.url);
    expect((await anonymous.get(`/api/invite/info/${user.id}`)).status).toBe(401);
    expect((await anonymous.post('/api/invite/reset-token', { token: `inv-${user.id}` })).status).toBe(401);
    expect((await anonymous.post('/api/changepassword', { email: user.email, password: 'Cambiada#2026', confirmPassword: 'Cambiada#2026' })).status).toBe(401);
    const customer = await signedIn(host.url, 'cliente@demo.expediente.mx');
    for (const res of [
      await customer.get(`/api/invite/info/${user.id}`),
      await customer.post('/api/invite/reset-token', { token: `inv-${user.id}` }),
      await customer.post('/api/changepassword', { email: 'visor@demo.expediente.mx', password: 'Cambiada#2026', confirmPassword: 'Cambiada#2026' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(messages.forbidden);
    }
    const admin = await signedIn(host.url, 'soporte@demo.expediente.mx');
    expect((await admin.get(`/api/invite/info/${foreign.id}`)).status).toBe(404);
    expect((await admin.post('/api/invite/reset-token', { token: `inv-${foreign.id}` })).status).toBe(404);
    expect((await admin.post('/api/changepassword', { email: 'cliente2@demo.expediente.mx', password: 'Cambiada#2026', confirmPassword: 'Cambiada#2026' })).status).toBe(404);
    expect((await admin.post('/api/changepassword', { email: 'developer@demo.expediente.mx', password: 'Cambiada#2026', confirmPassword: 'Cambiada#2026' })).status).toBe(403);

    const info = await admin.get(`/api/invite/info/${user.id}`);
    expect(info.status).toBe(200);
    expect(inviteInfoResponseSchema.strict().parse(info.body)).toMatchObject({
      token: `inv-${user.id}`,
      status: 'pending',
      hashValidation: true,
      baseUrl: `${host.url}/account/redeem`,
      userInfo: { emailAddress: 'pendiente@demo.expediente.mx' },
    });
    const since = new Date().toISOString();
    const reset = await admin.post('/api/invite/reset-token', { token: info.body.token });
    expect(reset.status).toBe(200);
    const answered = inviteResetTokenResponseSchema.parse(reset.body);
    expect(answered.code).not.toBe(info.body.code);
    expect(Date.parse(answered.expirationDate)).toBeGreaterThan(Date.parse(info.body.expirationDate));
    const mailed = linkIn(await mailTo('pendiente@demo.expediente.mx', /Invitación/, since), '/account/redeem');
    expect(mailed.href).toBe(answered.link);
    const redeem = { email: user.email, password: 'Bienvenida#2026', confirmPassword: 'Bienvenida#2026', token: mailed.searchParams.get('t')! };
    expect((await anonymous.post('/api/redeem-invite', redeem)).status).toBe(200);
    expect((await admin.get(`/api/invite/info/${user.id}`)).body).toMatchObject({ status: 'redeemed', hashValidation: false });
    expect((await admin.post('/api/invite/reset-token', { token: info.body.token })).status).toBe(409);
    expect((await admin.get('/api/invite/info/usr-no-existe')).status).toBe(404);
  });

  it("with manage:users:any (the Developer) `tenant` reaches another tenant's user; anyone else gets 404; events go to the user's tenant", async () => {
    const { user: foreign } = await invited('ajena-dev@segundo.mx', 'segundo-cliente');
    const segundo = { tenantId: 'segundo-cliente' };
    const developer = await signedIn(host.url, 'developer@demo.expediente.mx');
    const support = await signedIn(host.url, 'soporte@demo.expediente.mx');
    const password = { password: 'Cambiada#2026', confirmPassword: 'Cambiada#2026' };
    // Without the tenant the user is not in the caller's tenant; an Admin or Support naming the tenant gets 404 too.
    expect((await developer.get(`/api/invite/info/${foreign.id}`)).status).toBe(404);
    for (const res of [
      await support.get(`/api/invite/info/${foreign.id}?tenant=segundo-cliente`),
      await support.post('/api/invite/reset-token', { token: `inv-${foreign.id}`, tenant: 'segundo-cliente' }),
      await support.post('/api/changepassword', { email: foreign.email, ...password, tenant: 'segundo-cliente' }),
      await developer.get(`/api/invite/info/${foreign.id}?tenant=no-existe`),
      await developer.post('/api/changepassword', { email: foreign.email, ...password, tenant: 'no-existe' }),
      // The tenant named must be the user's: the e-mail of segundo-cliente's user is not found in demo-corporativo.
      await developer.post('/api/changepassword', { email: foreign.email, ...password, tenant: 'demo-corporativo' }),
    ]) expect(res.status).toBe(404);
    const bad = await developer.get(`/api/invite/info/${foreign.id}?tenant=Segundo_Cliente`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.tenant).toEqual(['El tenant no es válido.']);
    expect((await developer.post('/api/invite/reset-token', { token: `inv-${foreign.id}`, tenant: 42 })).status).toBe(400);
    expect((await users.read(segundo, foreign.id))?.passwordHash).toBeUndefined();

    const info = await developer.get(`/api/invite/info/${foreign.id}?tenant=segundo-cliente`);
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(inviteInfoResponseSchema.strict().parse(info.body)).toMatchObject({ token: `inv-${foreign.id}`, status: 'pending', userInfo: { emailAddress: 'ajena-dev@segundo.mx' } });
    const since = new Date().toISOString();
    const reset = await developer.post('/api/invite/reset-token', { token: info.body.token, tenant: 'segundo-cliente' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const answered = inviteResetTokenResponseSchema.parse(reset.body);
    expect(answered.code).not.toBe(info.body.code);
    expect(linkIn(await mailTo('ajena-dev@segundo.mx', /Invitación/, since), '/account/redeem').href).toBe(answered.link);
    expect((await new InvitationsRepository().forUser(segundo, foreign.id))?.tokenHash.slice(0, 8)).toBe(answered.code);

    const before = (await users.read(segundo, foreign.id))!;
    const changed = await developer.post('/api/changepassword', { email: foreign.email, ...password, tenant: 'segundo-cliente' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = (await users.read(segundo, foreign.id))!;
    expect(after.passwordHash).toEqual(expect.any(String));
    expect(after.sessionVersion).toBe((before.sessionVersion ?? 0) + 1);

    // Both changes are logged in the user's tenant, naming the Developer and the Developer's tenant; none in the caller's.
    const logged = async (tenantId: string) =>
      (await new EventLog().list({ tenantId }, today(), { pageSize: 1000 })).items.filter((e) => e.detail?.includes(foreign.id) && e.at >= since);
    const theirs = await logged('segundo-cliente');
    expect(theirs.map((e) => e.type).sort()).toEqual(['auth.invitation-reissued', 'auth.password-changed']);
    for (const e of theirs) {
      expect(e.email).toBe('developer@demo.expediente.mx');
      expect(JSON.parse(e.detail!)).toMatchObject({ byTenant: 'demo-corporativo' });
    }
    expect(await logged('demo-corporativo')).toEqual([]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, twoFactorCodeMessage, twoFactorSetupResponseSchema } from '@expediente/contracts';
import { startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD } from '../../local/seed';
import { useClock } from '../../platform/clock';
import { EventLog } from '../../platform/events';
import { hashSecret } from '../link-tokens';
import { UsersRepository } from '../users.repository';
import { ApiClient, manualClock, signedIn, today, totp } from './api-client';

let host: Awaited<ReturnType<typeof startTestHost>>;
const users = new UsersRepository();

beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});
afterEach(() => useClock(undefined));

/**
 * Turns 2FA on for a demo user through the API; answers the secret and the recovery codes. The confirming code
 * spends the current time step, so the clock then moves to the next one.
 */
async function enrol(email: string, time: ReturnType<typeof manualClock>): Promise<{ secret: string; recoveryCodes: string[] }> {
  const client = await signedIn(host.url, email);
  const setup = await client.post('/api/account/two-factor/setup');
  const { secret } = twoFactorSetupResponseSchema.parse(setup.body);
  const confirmed = await client.post('/api/account/two-factor/confirm', { token: await totp(secret) });
  if (confirmed.status !== 200) throw new Error(JSON.stringify(confirmed.body));
  time.advance(30_000);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('two-factor enrolment', () => {
  it('setup answers the otpauth URI, the secret and a QR as SVG, and keeps the secret pending', async () => {
    const client = await signedIn(host.url, 'developer@demo.expediente.mx');
    const res = await client.post('/api/account/two-factor/setup');
    expect(res.status).toBe(200);
    const setup = twoFactorSetupResponseSchema.parse(res.body);
    expect(setup.otpauthUri).toBe(`otpauth://totp/Expediente:developer%40demo.expediente.mx?secret=${setup.secret}&issuer=Expediente`);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect((await users.findByEmail('developer@demo.expediente.mx'))!.twoFactor).toEqual({ enabled: false, pendingSecret: setup.secret });
  });

  it('confirm refuses a wrong code, then turns 2FA on with 10 recovery codes stored hashed, and mails the user', async () => {
    const time = manualClock();
    const client = await signedIn(host.url, 'seguridad@demo.expediente.mx');
    const { secret } = (await client.post('/api/account/two-factor/setup')).body;
    const wrong = await client.post('/api/account/two-factor/confirm', { token: await totp(secret, 3) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ token: [authMessages.twoFactorInvalid] });
    const res = await client.post('/api/account/two-factor/confirm', { token: await totp(secret) });
    expect(res.status).toBe(200);
    const codes: string[] = res.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/));
    const stored = (await users.findByEmail('seguridad@demo.expediente.mx'))!.twoFactor!;
    expect(stored).toMatchObject({ enabled: true, secret, lastTimeStep: Math.floor(time.now() / 30_000) });
    expect(stored.pendingSecret).toBeUndefined();
    expect(stored.recoveryCodeHashes).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    expect(stored.recoveryCodeHashes).toContain(hashSecret(`usr-seguridad:${codes[0]!.replace('-', '')}`));
    const mail = await host.mail!.waitFor((m) => m.to.includes('seguridad@demo.expediente.mx') && m.subject === 'Verificación en dos pasos activada');
    expect(mail.html).toContain('style=');
    expect((await client.get('/api/userinfo')).body.twoFactorEnabled).toBe(true);
    expect((await client.post('/api/account/two-factor/setup')).status).toBe(409);
  });
});

describe('POST /api/login-2fa', () => {
  it('asks for the code after the password, then opens the session with a code computed from the secret', async () => {
    const time = manualClock();
    const { secret } = await enrol('cliente@demo.expediente.mx', time);
    const client = new ApiClient(host.url);
    expect((await client.get('/api/login-2fa/status')).body).toEqual({ pending: false });
    const first = await client.login('cliente@demo.expediente.mx', DEMO_PASSWORD, '?returnUrl=%2Fcontacts%3Ftype%3Dperson');
    expect(first.body).toEqual({ requiresTwoFactor: true, email: 'cliente@demo.expediente.mx', returnUrl: '/contacts?type=person' });
    expect(first.setCookies.map((c) => c.split('=')[0])).toEqual(['expediente-2fa']);
    expect((await client.get('/api/userinfo')).status).toBe(401);
    // GET /api/login-2fa/status: this browser has a first step waiting; another one, or a forged cookie, has none.
    expect((await client.get('/api/login-2fa/status')).body).toEqual({ pending: true });
    expect((await new ApiClient(host.url).get('/api/login-2fa/status')).body).toEqual({ pending: false });
    const forged = new ApiClient(host.url);
    forged.cookies.set('expediente-2fa', `${client.cookies.get('expediente-2fa')!.slice(0, -4)}AAAA`);
    expect((await forged.get('/api/login-2fa/status')).body).toEqual({ pending: false });
    const second = await client.post('/api/login-2fa', { token: await totp(secret), rememberClient: false });
    expect(second.status).toBe(200);
    expect((await client.get('/api/login-2fa/status')).body).toEqual({ pending: false });
    expect(second.body).toEqual({ ok: true, returnUrl: '/contacts?type=person' });
    expect(client.cookies.has('expediente-2fa')).toBe(false);
    expect(client.cookies.has('expediente-device')).toBe(false);
    expect((await client.get('/api/userinfo')).status).toBe(200);
    const evil = await new ApiClient(host.url).login('cliente@demo.expediente.mx', DEMO_PASSWORD, '?returnUrl=https%3A%2F%2Fevil.example');
    expect(evil.body.returnUrl).toBe('/');
  });

  it('refuses a replayed code, accepts one step of drift either way and nothing beyond', async () => {
    const time = manualClock();
    const { secret } = await enrol('proveedor@demo.expediente.mx', time);
    const twoStep = async (code: string) => {
      const client = new ApiClient(host.url);
      expect((await client.login('proveedor@demo.expediente.mx')).body.requiresTwoFactor).toBe(true);
      return (await client.post('/api/login-2fa', { token: code })).status;
    };
    time.advance(90_000);
    const code = await totp(secret);
    expect(await twoStep(code)).toBe(200);
    expect(await twoStep(code)).toBe(401); // replay
    time.advance(90_000);
    expect(await twoStep(await totp(secret, -2))).toBe(401);
    expect(await twoStep(await totp(secret, 2))).toBe(401);
    expect(await twoStep(await totp(secret, -1))).toBe(200);
    time.advance(90_000);
    expect(await twoStep(await totp(secret, 1))).toBe(200);
    const log = (await new EventLog().list({ tenantId: 'demo-corporativo' }, today(), { pageSize: 1000 })).items.filter((e) => e.email === 'proveedor@demo.expediente.mx');
    expect(log.filter((e) => e.type === 'auth.two-factor-failed')).toHaveLength(3);
  });

  it('answers 401 without the first step, and when it is older than 10 minutes', async () => {
    const time = manualClock();
    const { secret } = await enrol('visor@demo.expediente.mx', time);
    const none = await new ApiClient(host.url).post('/api/login-2fa', { token: '123456', rememberClient: true });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(authMessages.twoFactorExpired);
    const client = new ApiClient(host.url);
    await client.login('visor@demo.expediente.mx');
    time.advance(10 * 60_000 + 1_000);
    expect((await client.get('/api/login-2fa/status')).body).toEqual({ pending: false });
    expect((await client.post('/api/login-2fa', { token: await totp(secret) })).status).toBe(401);
    expect((await client.post('/api/login-2fa', { token: '12345' })).body.errors).toEqual({ token: [twoFactorCodeMessage] });
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await enrol('cliente2@demo.expediente.mx', manualClock());
    const client = new ApiClient(host.url);
    await client.login('cliente2@demo.expediente.mx');
    expect((await client.post('/api/login-2fa', { token: recoveryCodes[3]!.toLowerCase() })).status).toBe(200);
    await client.login('cliente2@demo.expediente.mx');
    expect((await client.post('/api/login-2fa', { token: recoveryCodes[3]! })).status).toBe(401);
    expect((await client.post('/api/login-2fa', { token: recoveryCodes[4]!.replace('-', '') })).status).toBe(200);
    expect((await users.findByEmail('cliente2@demo.expediente.mx'))!.twoFactor!.recoveryCodeHashes).toHaveLength(8);
  });

  it('throttles wrong codes: 429 with Retry-After after five', async () => {
    const time = manualClock();
    const { secret } = await enrol('proveedor2@demo.expediente.mx', time);
    const client = new ApiClient(host.url);
    await client.login('proveedor2@demo.expediente.mx');
    for (let i = 0; i < 6; i++) expect((await client.post('/api/login-2fa', { token: '000000' })).status).toBe(401);
    const held = await client.post('/api/login-2fa', { token: await totp(secret) });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('2');
    time.advance(2_000);
    expect((await client.post('/api/login-2fa', { token: await totp(secret) })).status).toBe(200);
  });
});

describe("'No volver a preguntar en este dispositivo'", () => {
  it('sets a signed HttpOnly cookie for 30 days that skips the code on that device for that user only', async () => {
    const time = manualClock();
    const { secret } = await enrol('soporte@demo.expediente.mx', time);
    const device = new ApiClient(host.url);
    await device.login('soporte@demo.expediente.mx');
    const res = await device.post('/api/login-2fa', { token: await totp(secret), rememberClient: true });
    expect(res.setCookies.find((c) => c.startsWith('expediente-device='))).toMatch(/; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    await device.get('/api/logout');
    expect(device.cookies.has('expediente-device')).toBe(true);
    expect((await device.login('soporte@demo.expediente.mx')).body).toEqual({ ok: true });
    // Another user with 2FA on the same device is still asked.
    expect((await device.login('cliente@demo.expediente.mx')).body.requiresTwoFactor).toBe(true);
    // A tampered cookie is worthless. The signature's first character is changed: it carries six whole bits, where
    // the last character's low bits are padding a lenient decoder ignores (a tail 'xx' passed 1 run in ~1,000).
    const other = new ApiClient(host.url);
    const token = device.cookies.get('expediente-device')!;
    const at = token.lastIndexOf('.') + 1;
    other.cookies.set('expediente-device', `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`);
    expect((await other.login('soporte@demo.expediente.mx')).body.requiresTwoFactor).toBe(true);
  });

  it("keeps the device's owner able to sign in while others' failures hold the account back", async () => {
    const time = manualClock();
    const { secret } = await enrol('admin@demo.expediente.mx', time);
    const device = new ApiClient(host.url);
    await device.login('admin@demo.expediente.mx');
    await device.post('/api/login-2fa', { token: await totp(secret), rememberClient: true });
    const attacker = new ApiClient(host.url);
    for (let i = 0; i < 7; i++) await attacker.login('admin@demo.expediente.mx', `Mala#${i}aaaaaa`);
    expect((await new ApiClient(host.url).login('admin@demo.expediente.mx')).status).toBe(429);
    expect((await device.login('admin@demo.expediente.mx')).body).toEqual({ ok: true });
  });

  it('disabling 2FA asks for the password again, mails the user, and makes remembered devices ask again later', async () => {
    const time = manualClock();
    const { secret } = await enrol('developer@demo.expediente.mx', time);
    const client = new ApiClient(host.url);
    await client.login('developer@demo.expediente.mx');
    await client.post('/api/login-2fa', { token: await totp(secret), rememberClient: true });
    const wrong = await client.post('/api/account/two-factor/disable', { password: 'Incorrecta#2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: [authMessages.wrongPassword] });
    expect((await client.post('/api/account/two-factor/disable', { password: DEMO_PASSWORD })).status).toBe(200);
    const stored = (await users.findByEmail('developer@demo.expediente.mx'))!;
    expect(stored.twoFactor).toBeUndefined();
    expect(stored.twoFactorVersion).toBe(1);
    await host.mail!.waitFor((m) => m.to.includes('developer@demo.expediente.mx') && m.subject === 'Verificación en dos pasos desactivada');
    expect((await client.login('developer@demo.expediente.mx')).body).toEqual({ ok: true });
    time.advance(60_000);
    const again = await client.post('/api/account/two-factor/setup');
    await client.post('/api/account/two-factor/confirm', { token: await totp(again.body.secret) });
    expect((await client.login('developer@demo.expediente.mx')).body.requiresTwoFactor).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ssoConfigResponseSchema } from '@expediente/contracts';
import { startTestHost } from '../../local/__tests__/test-host';
import { useClock } from '../../platform/clock';
import { EventLog, platformScope } from '../../platform/events';
import { endpointMeta, type EndpointHandler } from '../../platform/http';
import type { Principal } from '../../platform/auth/principal';
import { ConflictError } from '../../platform/errors';
import { sso } from '../composition';
import { SsoRepository } from '../sso.repository';
import { ApiClient, manualClock, randomAddress, signedIn, today } from './api-client';
import { makeKeyPair, readAuthnRequest, TestIdp, type ResponseOptions } from './test-idp';

/**
 * Single sign-on (SAML 2.0) against the local host, with a test IdP whose key pair and certificate are made here.
 * The SSO host is sso-demo.localhost:<port>, reached through X-Forwarded-Host as Static Web Apps forwards it.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
const idp = new TestIdp('https://idp.example.test/entity', 'https://idp.example.test/sso');
const events = new EventLog();
const demo = { tenantId: 'demo-corporativo' };

let ssoHost: string;
let ssoOrigin: string;
let acsUrl: string;
let spEntityId: string;

beforeAll(async () => {
  host = await startTestHost();
  ssoHost = `sso-demo.localhost:${host.port}`;
  ssoOrigin = `http://${ssoHost}`;
  acsUrl = `${ssoOrigin}/api/login-saml/acs`;
  spEntityId = `${host.url}/login-saml`;
  const developer = await signedIn(host.url, 'developer@demo.expediente.mx');
  const res = await developer.call('PUT', '/api/sso/config', { body: { hostLabels: ['SSO-Demo'], idp: { metadataXml: idp.metadata() } } });
  if (res.status !== 200) throw new Error(`SSO config failed: ${res.status} ${JSON.stringify(res.body)}`);
});
afterAll(async () => {
  await host?.cleanup();
});
afterEach(() => useClock(undefined));

/** A browser on the SSO host: navigations are not followed (we look at each redirect). */
class Navigator {
  readonly ip = randomAddress();
  readonly cookies = new Map<string, string>();
  constructor(readonly forwardedHost: string | null = ssoHost) {}

  async go(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...(this.forwardedHost ? { 'x-forwarded-host': this.forwardedHost } : {}), ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const res = await fetch(`${host.url}${path}`, { method, redirect: 'manual', headers, ...(init.body !== undefined ? { body: init.body } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    }
    await res.arrayBuffer();
    return res;
  }

  /** GET /login-saml (the SWA route rewrite to /api/login-saml): the AuthnRequest the IdP receives. */
  async start(returnUrl = '/account') {
    const res = await this.go('GET', `/login-saml?returnUrl=${encodeURIComponent(returnUrl)}`);
    expect(res.status).toBe(302);
    return readAuthnRequest(res.headers.get('location')!);
  }

  /** The IdP's page posting the form to the ACS (a cross-site POST: no CSRF header, a foreign Origin). */
  post(samlResponse: string, relayState: string | null) {
    const form = new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState !== null ? { RelayState: relayState } : {}) });
    return this.go('POST', '/api/login-saml/acs', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.example.test', 'sec-fetch-site': 'cross-site' },
    });
  }

  /** GET /api/userinfo with this browser's cookies. */
  userinfo() {
    const client = new ApiClient(host.url, this.ip);
    for (const [k, v] of this.cookies) client.cookies.set(k, v);
    return client.get('/api/userinfo', this.forwardedHost ? { headers: { 'x-forwarded-host': this.forwardedHost } } : {});
  }
}

const answer = (request: { id: string }, options: Partial<ResponseOptions> = {}) =>
  idp.response({ inResponseTo: request.id, acsUrl, audience: spEntityId, email: 'cliente@demo.expediente.mx', ...options });

/** The newest refusal logged for this browser's address. */
async function lastFailure(browser: Navigator, scope = demo): Promise<{ reason: string; detail?: string } | undefined> {
  const rows = (await events.list(scope, today(), { pageSize: 1000 })).items.filter((e) => e.type === 'auth.sso-failed' && e.ip === browser.ip);
  return rows[0]?.detail ? (JSON.parse(rows[0].detail) as { reason: string; detail?: string }) : undefined;
}

/** Starts a sign-in, posts what `make` builds from the AuthnRequest, and expects a refusal for `reason`. */
async function expectRefused(reason: string, make: (request: ReturnType<typeof readAuthnRequest>) => string, relayState?: string | null) {
  const browser = new Navigator();
  const request = await browser.start();
  const res = await browser.post(make(request), relayState === undefined ? request.relayState : relayState);
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/login?error=sso');
  expect(res.headers.getSetCookie().some((c) => c.includes('expediente-session=') && !/max-age=0/i.test(c))).toBe(false);
  expect((await browser.userinfo()).status).toBe(401);
  const failure = await lastFailure(browser);
  expect(failure?.reason).toBe(reason);
  return failure;
}

describe('GET /api/login/options', () => {
  it('answers the SSO button only on a host whose first label a tenant lists (X-Forwarded-Host first)', async () => {
    const sso = { sso: true, ssoUrl: '/login-saml', tenantName: 'Demo Corporativo' };
    expect((await new ApiClient(host.url).get('/api/login/options', { headers: { 'x-forwarded-host': ssoHost } })).body).toEqual(sso);
    expect((await new ApiClient(host.url).get('/api/login/options', { headers: { 'x-forwarded-host': `SSO-DEMO.expediente.example:443` } })).body).toEqual(sso);
    expect((await new ApiClient(host.url).get('/api/login/options')).body).toEqual({ sso: false });
    for (const other of [`otro.localhost:${host.port}`, `expediente.example`, '127.0.0.1', 'sso-demo']) {
      expect((await new ApiClient(host.url).get('/api/login/options', { headers: { 'x-forwarded-host': other } })).body, other).toEqual({ sso: false });
    }
  });
});

describe('GET /login-saml', () => {
  it('is rewritten to /api/login-saml and redirects to the IdP with an AuthnRequest (HTTP-Redirect) and RelayState', async () => {
    const browser = new Navigator();
    const res = await browser.go('GET', '/login-saml?returnUrl=%2Fcontacts%3Ftype%3Dperson');
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const request = readAuthnRequest(location);
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(request.destination).toBe(idp.ssoUrl);
    expect(request.acsUrl).toBe(acsUrl);
    expect(request.issuer).toBe(spEntityId);
    expect(request.xml).toContain('ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"');
    expect(request.relayState).toBe('/contacts?type=person');
    expect(await new SsoRepository().readRequest(request.id)).toMatchObject({ tenantId: 'demo-corporativo', returnUrl: '/contacts?type=person', acsUrl });
  });

  it('carries only a same-origin relative return URL', async () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/login']) {
      expect((await new Navigator().start(bad)).relayState, bad).toBe('/');
    }
  });

  it('sends a host without SSO back to /login?error=sso', async () => {
    const browser = new Navigator(null);
    const res = await browser.go('GET', '/login-saml');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?error=sso');
    expect((await lastFailure(browser, platformScope))?.reason).toBe('host-not-configured');
  });
});

describe('POST /api/login-saml/acs', () => {
  it('opens a session for a correctly signed response and goes to the return URL', async () => {
    const browser = new Navigator();
    const request = await browser.start('/account');
    const res = await browser.post(answer(request), request.relayState);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account');
    // The SSO host is not plain-http localhost: the same __Host- cookie as any https host.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-expediente-session='))!;
    expect(cookie).toMatch(/; Path=\/; Max-Age=43200; Secure; HttpOnly; SameSite=Lax$/);
    const me = await browser.userinfo();
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ emailAddress: 'cliente@demo.expediente.mx', tenantId: 'demo-corporativo' });
    const log = (await events.list(demo, today(), { pageSize: 1000 })).items.find((e) => e.type === 'auth.sign-in' && e.ip === browser.ip)!;
    expect(log).toMatchObject({ summary: 'Inicio de sesión mediante SSO', userId: 'usr-cliente', email: 'cliente@demo.expediente.mx' });
    expect(JSON.parse(log.detail!)).toMatchObject({ method: 'saml' });
  });

  it('accepts a response signed as a whole (not the assertion) and maps the e-mail case-insensitively', async () => {
    const browser = new Navigator();
    const request = await browser.start('/');
    const res = await browser.post(answer(request, { sign: 'response', email: 'Admin@Demo.Expediente.MX' }), request.relayState);
    expect(res.headers.get('location')).toBe('/');
    expect((await browser.userinfo()).body.emailAddress).toBe('admin@demo.expediente.mx');
  });

  it('refuses a wrong signature, a tampered or unsigned response', async () => {
    expect((await expectRefused('invalid-response', (r) => answer(r, { keys: makeKeyPair('Otro IdP') })))?.detail).toMatch(/signature/i);
    await expectRefused('invalid-response', (r) => answer(r, { email: 'cliente@demo.expediente.mx', tamper: (xml) => xml.replaceAll('cliente@demo', 'admin@demo') }));
    await expectRefused('invalid-response', (r) => answer(r, { sign: 'none' }));
  });

  it('refuses another audience, an expired and a not-yet-valid assertion', async () => {
    expect((await expectRefused('invalid-response', (r) => answer(r, { audience: 'https://otro-sp.example/' })))?.detail).toMatch(/audience/i);
    const now = Date.now();
    await expectRefused('invalid-response', (r) => answer(r, { notBefore: new Date(now - 20 * 60_000), notOnOrAfter: new Date(now - 5 * 60_000) }));
    await expectRefused('invalid-response', (r) => answer(r, { notBefore: new Date(now + 5 * 60_000), notOnOrAfter: new Date(now + 15 * 60_000) }));
  });

  it('refuses another issuer, Destination or Recipient', async () => {
    await expectRefused('issuer', (r) => answer(r, { issuer: 'https://otro-idp.example/' }));
    await expectRefused('destination', (r) => answer(r, { destination: `${host.url}/api/login-saml/acs` }));
    await expectRefused('recipient', (r) => answer(r, { acsUrl: `${host.url}/api/login-saml/acs`, destination: null }));
  });

  it('refuses an unknown or missing InResponseTo, a changed RelayState and an expired request', async () => {
    await expectRefused('unknown-request', () => idp.response({ inResponseTo: `_${randomBytes(20).toString('hex')}`, acsUrl, audience: spEntityId, email: 'cliente@demo.expediente.mx' }));
    await expectRefused('unknown-request', () => idp.response({ acsUrl, audience: spEntityId, email: 'cliente@demo.expediente.mx' }));
    await expectRefused('relay-state', (r) => answer(r), '/admin');
    await expectRefused('relay-state', (r) => answer(r), null);

    const browser = new Navigator();
    const request = await browser.start();
    const time = manualClock();
    time.advance(11 * 60_000);
    const res = await browser.post(answer(request, { notOnOrAfter: new Date(Date.now() + 30 * 60_000) }), request.relayState);
    expect(res.headers.get('location')).toBe('/login?error=sso');
    expect((await lastFailure(browser))?.reason).toBe('request-expired');
  });

  it('accepts each response and each assertion once', async () => {
    const browser = new Navigator();
    const request = await browser.start('/');
    const response = answer(request, { assertionId: '_assertion-once' });
    expect((await browser.post(response, request.relayState)).headers.get('location')).toBe('/');
    // The same POST again (e.g. from the browser's history).
    const other = new Navigator();
    const again = await other.post(response, request.relayState);
    expect(again.headers.get('location')).toBe('/login?error=sso');
    expect((await lastFailure(other))?.reason).toBe('request-used');
    // The same assertion answering a new request.
    await expectRefused('replay', (r) => answer(r, { assertionId: '_assertion-once' }));
  });

  it("refuses another tenant's user, an unknown user and a user who is not active", async () => {
    await expectRefused('other-tenant', (r) => answer(r, { email: 'cliente2@demo.expediente.mx' }));
    await expectRefused('unknown-user', (r) => answer(r, { email: 'nadie@demo.expediente.mx' }));
    await expectRefused('inactive-user', (r) => answer(r, { email: 'invitado@demo.expediente.mx' }));
  });

  it('refuses on a host without SSO and a post that is not a SAML form', async () => {
    const elsewhere = new Navigator(`otro.localhost:${host.port}`);
    const res = await elsewhere.post(answer({ id: '_x' }), '/');
    expect(res.headers.get('location')).toBe('/login?error=sso');
    expect((await lastFailure(elsewhere, platformScope))?.reason).toBe('host-not-configured');
    const browser = new Navigator();
    const json = await browser.go('POST', '/api/login-saml/acs', { body: '{"SAMLResponse":"x"}', headers: { 'content-type': 'application/json' } });
    expect(json.headers.get('location')).toBe('/login?error=sso');
    expect((await lastFailure(browser, platformScope))?.reason).toBe('bad-form');
  });
});

describe('CSRF', () => {
  it('exempts only the assertion consumer from the same-origin proof', async () => {
    const exempt = [...host.registry.functions.values()]
      .filter((fn) => {
        const meta = (fn.handler as EndpointHandler)[endpointMeta];
        return meta?.access.kind === 'public' && !!meta.access.crossSitePost;
      })
      .map((fn) => fn.name);
    expect(exempt).toEqual(['loginSamlAcs']);
    // Other public POSTs and the SSO configuration still need it.
    const crossSite = { origin: 'https://idp.example.test', 'sec-fetch-site': 'cross-site' };
    expect((await new ApiClient(host.url).post('/api/login', { email: 'a@b.mx', password: 'x' }, { noCsrf: true, headers: crossSite })).status).toBe(403);
    const developer = await signedIn(host.url, 'developer@demo.expediente.mx');
    expect((await developer.call('PUT', '/api/sso/config', { body: { hostLabels: [], idp: null }, noCsrf: true })).status).toBe(403);
    expect((await developer.call('PUT', '/api/sso/config', { body: { hostLabels: [], idp: null }, headers: crossSite })).status).toBe(403);
  });
});

describe('/api/sso/config', () => {
  it('answers what to register at the IdP, to Developers only', async () => {
    const developer = await signedIn(host.url, 'developer@demo.expediente.mx');
    const res = await developer.get('/api/sso/config');
    expect(res.status).toBe(200);
    const config = ssoConfigResponseSchema.parse(res.body);
    expect(config).toMatchObject({
      hostLabels: ['sso-demo'],
      idp: { entityId: idp.entityId, ssoUrl: idp.ssoUrl },
      serviceProvider: { entityId: spEntityId, acsPath: '/api/login-saml/acs' },
    });
    expect(config.idp!.certificates[0]!.sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const admin = await signedIn(host.url, 'admin@demo.expediente.mx');
    expect((await admin.get('/api/sso/config')).status).toBe(403);
    expect((await admin.call('PUT', '/api/sso/config', { body: { hostLabels: [], idp: null } })).status).toBe(403);
  });

  it('checks labels, certificates and metadata', async () => {
    const developer = await signedIn(host.url, 'developer@demo.expediente.mx');
    const put = (body: unknown) => developer.call('PUT', '/api/sso/config', { body });
    expect((await put({ hostLabels: ['-mal-'], idp: null })).body.errors).toHaveProperty(['hostLabels.0']);
    expect((await put({ hostLabels: ['sso-demo'], idp: null })).body.errors).toHaveProperty('idp');
    const badCert = await put({ hostLabels: ['sso-demo'], idp: { entityId: 'x', ssoUrl: 'https://idp.example/sso', certificates: ['no es un certificado'] } });
    expect(badCert.status).toBe(400);
    expect(badCert.body.errors).toHaveProperty(['idp.certificates']);
    expect((await put({ hostLabels: ['sso-demo'], idp: { entityId: 'x', ssoUrl: 'http://idp.example/sso', certificates: [idp.keys.certificate] } })).body.errors).toHaveProperty(['idp.ssoUrl']);
    expect((await put({ hostLabels: ['sso-demo'], idp: { metadataXml: '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>' } })).body.errors).toHaveProperty(['idp.metadataXml']);
    // Nothing changed.
    expect((await new ApiClient(host.url).get('/api/login/options', { headers: { 'x-forwarded-host': ssoHost } })).body.sso).toBe(true);
  });

  it("does not give one tenant's label to another, and frees labels a tenant drops", async () => {
    const other: Principal = { userId: 'usr-cliente2', tenantId: 'segundo-cliente', role: 'Developer', status: 'active', sessionId: 's', email: 'cliente2@demo.expediente.mx' };
    const from = { ip: '127.0.0.1', userAgent: 'vitest' };
    const second = new TestIdp('https://idp2.example.test/entity', 'https://idp2.example.test/sso');
    const idpInput = { entityId: second.entityId, ssoUrl: second.ssoUrl, certificates: [second.keys.certificate] };
    await expect(sso.setConfig(other, { hostLabels: ['sso-segundo', 'sso-demo'], idp: idpInput }, from)).rejects.toBeInstanceOf(ConflictError);
    const repository = new SsoRepository();
    expect(await repository.tenantOfHost('sso-segundo')).toBeUndefined();
    expect(await repository.tenantOfHost('sso-demo')).toBe('demo-corporativo');

    await sso.setConfig(other, { hostLabels: ['sso-segundo'], idp: idpInput }, from);
    const options = (label: string) => new ApiClient(host.url).get('/api/login/options', { headers: { 'x-forwarded-host': `${label}.localhost` } });
    expect((await options('sso-segundo')).body).toEqual({ sso: true, ssoUrl: '/login-saml', tenantName: 'Segundo Cliente' });
    await sso.setConfig(other, { hostLabels: [], idp: null }, from);
    expect((await options('sso-segundo')).body).toEqual({ sso: false });
    expect(await repository.tenantOfHost('sso-segundo')).toBeUndefined();
  });
});

import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { autoPostForm, makeKeyPair, readAuthnRequest, TestIdp } from '../functions/src/auth/__tests__/test-idp';
import { csrf, demoPassword } from './identity-support';

/**
 * Single sign-on end to end (SAML 2.0). The test runs its own identity provider: a small HTTP server on 127.0.0.1
 * that answers the AuthnRequest redirect with a page posting a signed SAMLResponse to the ACS (the HTTP-POST
 * binding), signed with a key pair made here. The Developer of Demo Corporativo points the tenant at it with
 * PUT /api/sso/config (host label sso-demo), and the browser uses http://sso-demo.localhost:<port>, which Chromium
 * resolves to the loopback address like localhost; the portal's PUBLIC_BASE_URL stays http://localhost:<port>.
 * The configuration is removed at the end, so the other specs see the seed as it was.
 */

const idp = new TestIdp('https://idp.e2e.test/entity');
/** What the IdP does with the next request: sign as it should, or with a key the tenant does not trust. */
let signWith: 'idp' | 'stranger' = 'idp';
let server: http.Server;
let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/sso') {
      res.writeHead(404).end();
      return;
    }
    const request = readAuthnRequest(url.href);
    const spEntityId = `${baseURL}/login-saml`;
    const samlResponse = idp.response({
      inResponseTo: request.id,
      acsUrl: request.acsUrl,
      audience: spEntityId,
      email: 'cliente@demo.expediente.mx',
      ...(signWith === 'stranger' ? { keys: makeKeyPair('Otro IdP') } : {}),
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(autoPostForm(request.acsUrl, samlResponse, request.relayState));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  idp.ssoUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sso`;

  admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/login', { headers: csrf, data: { email: 'developer@demo.expediente.mx', password: demoPassword } });
  expect(login.status()).toBe(200);
  const config = await admin.put('/api/sso/config', {
    headers: csrf,
    data: { hostLabels: ['sso-demo'], idp: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificates: [idp.keys.certificate] } },
  });
  expect(config.status(), await config.text()).toBe(200);
});

test.afterAll(async () => {
  await admin?.put('/api/sso/config', { headers: csrf, data: { hostLabels: [], idp: null } });
  await admin?.dispose();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** GET /api/userinfo from the page itself: the test runner cannot resolve *.localhost names, Chromium can. */
const userinfo = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/userinfo');
    return { status: res.status, emailAddress: res.ok ? ((await res.json()) as { emailAddress: string }).emailAddress : undefined };
  });

const ssoOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL!);
  return `${url.protocol}//sso-demo.localhost:${url.port}`;
};

test('on an SSO host, /login shows only the SSO button; signing in through the IdP lands on the return page', async ({ page, baseURL }) => {
  signWith = 'idp';
  await page.goto(`${ssoOrigin(baseURL)}/account`);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount$/);
  const button = page.getByRole('link', { name: 'Iniciar sesión con SSO' });
  await expect(button).toBeVisible();
  await expect(page.getByLabel('Contraseña')).toHaveCount(0);

  await button.click();
  await expect(page).toHaveURL(`${ssoOrigin(baseURL)}/account`);
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  expect(await userinfo(page)).toMatchObject({ status: 200, emailAddress: 'cliente@demo.expediente.mx' });

  // The portal's own host keeps the password form.
  await page.goto(`${baseURL}/login`);
  await expect(page.getByLabel('Contraseña')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión con SSO' })).toHaveCount(0);
});

test('a response the tenant does not trust comes back to /login with the Spanish message and no session', async ({ page, baseURL }) => {
  signWith = 'stranger';
  await page.goto(`${ssoOrigin(baseURL)}/login`);
  await page.getByRole('link', { name: 'Iniciar sesión con SSO' }).click();
  await expect(page).toHaveURL(`${ssoOrigin(baseURL)}/login?error=sso`);
  await expect(page.getByText('No fue posible iniciar sesión con el inicio de sesión único.', { exact: false })).toBeVisible();
  expect(await userinfo(page)).toMatchObject({ status: 401 });
});

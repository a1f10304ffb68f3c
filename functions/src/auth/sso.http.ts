import { app, type HttpRequest } from '@azure/functions';
import { loginQuerySchema, ssoConfigRequestSchema, ssoLoginError } from '@expediente/contracts';
import { clearIdentityCookie, identityCookie } from '../platform/auth/cookies';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint, type Reply } from '../platform/http';
import { sso } from './composition';
import { ssoHost } from './sso-host';
import { SSO_MAX_RESPONSE_CHARS, SsoError } from './sso.service';

/**
 * Single sign-on (SAML 2.0, docs/decisions/004-sso-saml.md). GET /login-saml is rewritten by Static Web Apps
 * (staticwebapp.config.json) to GET /api/login-saml; the IdP posts its answer to /api/login-saml/acs. Both are
 * browser navigations: they answer with redirects, and a refused step goes to /login?error=sso (the reason is in
 * the event log). GET /api/login/options (auth.http.ts) answers whether this host signs in this way.
 */

const failedLocation = `/login?error=${ssoLoginError}`;

const redirect = (location: string, extra: Partial<Reply> = {}): Reply => ({ status: 302, headers: { Location: location }, ...extra });

async function refused(request: HttpRequest, err: unknown): Promise<Reply> {
  if (!(err instanceof SsoError)) throw err;
  await sso.recordFailure(err, requestOrigin(request));
  return redirect(failedLocation);
}

app.http('loginSaml', {
  route: 'login-saml',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Inicio de sesión único: envía el navegador al proveedor de identidad del cliente de este host.' },
    query: loginQuerySchema,
    handle: async ({ request, query }) => {
      try {
        return redirect(await sso.start(ssoHost(request), query.returnUrl));
      } catch (err) {
        return refused(request, err);
      }
    },
  }),
});

app.http('loginSamlAcs', {
  route: 'login-saml/acs',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: {
      kind: 'public',
      reason: 'Servicio consumidor de aserciones SAML: el proveedor de identidad entrega aquí la respuesta firmada.',
      crossSitePost: {
        protectedBy:
          'La firma del proveedor de identidad (certificado del cliente), la audiencia, Destination/Recipient, InResponseTo de una solicitud emitida aquí y aún abierta, RelayState y el uso único de cada aserción.',
      },
    },
    handle: async ({ request }) => {
      try {
        const form = await readForm(request);
        const done = await sso.consume(ssoHost(request), form, requestOrigin(request));
        return redirect(done.returnUrl, {
          cookies: [identityCookie(request, 'session', done.session.token, done.session.maxAgeSeconds), clearIdentityCookie(request, 'twoFactor')],
        });
      } catch (err) {
        return refused(request, err);
      }
    },
  }),
});

/** The IdP's HTML form post (application/x-www-form-urlencoded), bounded in size. */
async function readForm(request: HttpRequest): Promise<{ SAMLResponse?: string; RelayState?: string }> {
  const type = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!/^application\/x-www-form-urlencoded\b/i.test(type) || declared > SSO_MAX_RESPONSE_CHARS * 2) throw new SsoError('bad-form');
  const text = await request.text();
  if (text.length > SSO_MAX_RESPONSE_CHARS * 2) throw new SsoError('bad-form');
  const form = new URLSearchParams(text);
  const samlResponse = form.get('SAMLResponse');
  const relayState = form.get('RelayState');
  return { ...(samlResponse !== null ? { SAMLResponse: samlResponse } : {}), ...(relayState !== null ? { RelayState: relayState } : {}) };
}

app.http('ssoConfigGet', {
  route: 'sso/config',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:sso' },
    handle: async ({ principal }) => ({ body: await sso.getConfig(principal) }),
  }),
});

app.http('ssoConfigPut', {
  route: 'sso/config',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:sso' },
    body: ssoConfigRequestSchema,
    handle: async ({ request, principal, body }) => ({ body: await sso.setConfig(principal, body, requestOrigin(request)) }),
  }),
});

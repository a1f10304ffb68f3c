import { app, type HttpRequest } from '@azure/functions';
import {
  adminChangePasswordRequestSchema,
  forgotPasswordRequestSchema,
  inviteInfoParamsSchema,
  inviteInfoQuerySchema,
  inviteResetTokenRequestSchema,
  login2faRequestSchema,
  loginQuerySchema,
  loginRequestSchema,
  redeemInviteRequestSchema,
  resetPasswordRequestSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  type Login2faStatusResponse,
  type LoginOptionsResponse,
} from '@expediente/contracts';
import { clearIdentityCookie, identityCookie, readIdentityCookie } from '../platform/auth/cookies';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint, type Reply } from '../platform/http';
import { accounts, auth, invitations, recovery, sso, twoFactor } from './composition';
import type { NewSession } from './session.service';
import { ssoHost } from './sso-host';

/** The identity calls of part 1 §7 and the administrators' invitation calls of part 2 §7. */

const ok = { body: { ok: true } } satisfies Reply;

function withSession(request: HttpRequest, session: NewSession, body: unknown): Reply {
  return {
    body,
    cookies: [identityCookie(request, 'session', session.token, session.maxAgeSeconds), clearIdentityCookie(request, 'twoFactor')],
  };
}

app.http('login', {
  route: 'login',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Inicio de sesión con correo y contraseña.' },
    query: loginQuerySchema,
    body: loginRequestSchema,
    errorKeys: { email: 'Email', password: 'Password' },
    handle: async ({ request, query, body }) => {
      const outcome = await auth.signIn({ ...body, returnUrl: query.returnUrl }, requestOrigin(request), {
        device: readIdentityCookie(request, 'device'),
        session: readIdentityCookie(request, 'session'),
      });
      if (outcome.kind === 'sso') return { body: { requiresSSO: true } };
      if (outcome.kind === 'two-factor') {
        return {
          body: { requiresTwoFactor: true, email: outcome.email, returnUrl: outcome.returnUrl },
          cookies: [identityCookie(request, 'twoFactor', outcome.pendingToken, outcome.maxAgeSeconds)],
        };
      }
      return withSession(request, outcome.session, { ok: true });
    },
  }),
});

app.http('loginOptions', {
  route: 'login/options',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'La página de inicio de sesión pregunta, antes de iniciarla, si este host usa inicio único.' },
    // The first label of the host (X-Forwarded-Host first) names the tenant whose ssoHostLabels list it.
    handle: async ({ request }) => ({ body: (await sso.loginOptions(ssoHost(request))) satisfies LoginOptionsResponse }),
  }),
});

app.http('login2fa', {
  route: 'login-2fa',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Segundo paso del inicio de sesión; lo autoriza la cookie del primer paso.' },
    body: login2faRequestSchema,
    handle: async ({ request, body }) => {
      const cookies = { twoFactor: readIdentityCookie(request, 'twoFactor'), session: readIdentityCookie(request, 'session') };
      const done = await auth.completeTwoFactor(cookies, body, requestOrigin(request));
      const reply = withSession(request, done.session, { ok: true, returnUrl: done.returnUrl });
      if (done.device) reply.cookies!.push(identityCookie(request, 'device', done.device.token, done.device.maxAgeSeconds));
      return reply;
    },
  }),
});

app.http('login2faStatus', {
  route: 'login-2fa/status',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'La página del segundo paso pregunta si hay un primer paso vigente (su cookie es HttpOnly).' },
    handle: async ({ request }) => ({
      body: { pending: await auth.twoFactorPending(readIdentityCookie(request, 'twoFactor')) } satisfies Login2faStatusResponse,
    }),
  }),
});

app.http('logout', {
  route: 'logout',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Cierra la sesión que nombre la cookie, si sigue vigente; sin ella solo borra las cookies.' },
    // A GET by the spec, but it changes state: a cross-site link must not sign people out.
    sameOriginProof: true,
    handle: async ({ request }) => {
      await auth.signOut(readIdentityCookie(request, 'session'), requestOrigin(request));
      return { ...ok, cookies: [clearIdentityCookie(request, 'session'), clearIdentityCookie(request, 'twoFactor')] };
    },
  }),
});

app.http('userinfo', {
  route: 'userinfo',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', allowInactive: true },
    handle: async ({ principal }) => ({ body: await auth.currentUser(principal) }),
  }),
});

app.http('twoFactorSetup', {
  route: 'account/two-factor/setup',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated' },
    handle: async ({ principal }) => ({ body: await twoFactor.setup(principal) }),
  }),
});

app.http('twoFactorConfirm', {
  route: 'account/two-factor/confirm',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated' },
    body: twoFactorConfirmRequestSchema,
    handle: async ({ request, principal, body }) => ({
      body: { recoveryCodes: await twoFactor.confirm(principal, body.token, requestOrigin(request)) },
    }),
  }),
});

app.http('twoFactorDisable', {
  route: 'account/two-factor/disable',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated' },
    body: twoFactorDisableRequestSchema,
    handle: async ({ request, principal, body }) => {
      await twoFactor.disable(principal, body.password, requestOrigin(request));
      return ok;
    },
  }),
});

app.http('forgotPassword', {
  route: 'forgotPassword',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Recuperación de contraseña de quien no puede iniciar sesión.' },
    body: forgotPasswordRequestSchema,
    handle: async ({ request, body, requestId }) => {
      await recovery.request(body.email, requestOrigin(request), requestId);
      return ok;
    },
  }),
});

app.http('resetPassword', {
  route: 'resetpassword',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Restablecimiento con el enlace de recuperación; lo autoriza el token del enlace.' },
    body: resetPasswordRequestSchema,
    handle: async ({ request, body }) => {
      await recovery.reset(body, requestOrigin(request));
      return ok;
    },
  }),
});

app.http('redeemInvite', {
  route: 'redeem-invite',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Activación de una cuenta invitada; la autoriza el token de la invitación.' },
    body: redeemInviteRequestSchema,
    handle: async ({ request, body }) => {
      await invitations.redeem(body, requestOrigin(request));
      return ok;
    },
  }),
});

app.http('inviteInfo', {
  route: 'invite/info/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    params: inviteInfoParamsSchema,
    query: inviteInfoQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await invitations.info(principal, params.id, query.tenant) }),
  }),
});

app.http('inviteResetToken', {
  route: 'invite/reset-token',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    body: inviteResetTokenRequestSchema,
    handle: async ({ request, principal, body }) => ({ body: await invitations.resetToken(principal, body.token, requestOrigin(request), body.tenant) }),
  }),
});

app.http('changePassword', {
  route: 'changepassword',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    body: adminChangePasswordRequestSchema,
    handle: async ({ request, principal, body }) => {
      await accounts.changePassword(principal, body, requestOrigin(request));
      return ok;
    },
  }),
});

import { createHash, randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import {
  idpSsoUrlSchema,
  ssoAcsPath,
  ssoMessages,
  ssoStartPath,
  type LoginOptionsResponse,
  type SsoConfigRequest,
  type SsoConfigResponse,
} from '@expediente/contracts';
import type { TenantItem, TenantSsoConfig, TenantsRepository } from '../admin/tenants.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import { platformScope, type EventLog, type EventOrigin } from '../platform/events';
import { assertionFacts, normalizeCertificate, readIdpMetadata, responseEnvelope } from './saml-xml';
import type { NewSession, SessionService } from './session.service';
import type { SsoRepository } from './sso.repository';
import { normalizeEmail, type UsersRepository } from './users.repository';

/**
 * Single sign-on with SAML 2.0 (docs/decisions/004-sso-saml.md). The host the browser addressed names the tenant
 * (its first label is one of the tenant's ssoHostLabels). GET /login-saml sends an AuthnRequest (HTTP-Redirect)
 * to the tenant's IdP and keeps its id server-side; the IdP posts the SAMLResponse to the ACS on the same host,
 * where node-saml checks the signature (the tenant's certificates), audience and validity window, and this
 * service checks the issuer, Destination and Recipient, InResponseTo (an AuthnRequest we issued, answered once,
 * within 10 minutes), RelayState, and that the assertion was never accepted before; then it maps the e-mail to an
 * active user of that tenant and opens a session exactly as the password sign-in does.
 */

/** How long an AuthnRequest can be answered. */
export const SSO_REQUEST_MS = 10 * 60_000;
/** Clock difference tolerated with the IdP on NotBefore / NotOnOrAfter. */
export const SSO_CLOCK_SKEW_MS = 2 * 60_000;
/** Larger SAMLResponse forms are refused unread. */
export const SSO_MAX_RESPONSE_CHARS = 256 * 1024;

/** The e-mail of the person, by the usual attribute names (Entra ID, ADFS, Okta, the LDAP mail OID), then the NameID. */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];

export type SsoFailureReason =
  | 'host-not-configured'
  | 'bad-form'
  | 'invalid-response'
  | 'issuer'
  | 'destination'
  | 'recipient'
  | 'unknown-request'
  | 'request-expired'
  | 'request-used'
  | 'relay-state'
  | 'replay'
  | 'no-email'
  | 'unknown-user'
  | 'other-tenant'
  | 'inactive-user';

/** A refused SSO step: the handler logs it and sends the browser to /login?error=sso. */
export class SsoError extends Error {
  constructor(
    readonly reason: SsoFailureReason,
    readonly tenantId?: string,
    readonly detail?: string,
    readonly email?: string,
  ) {
    super(`single sign-on refused: ${reason}`);
    this.name = 'SsoError';
  }
}

/** Where the browser is: its own origin (scheme + host, forwarded headers first) and the host's first label. */
export type SsoHost = { origin: string; label?: string };

type SsoTenant = TenantItem & { sso: TenantSsoConfig };

export class SsoService {
  constructor(
    private readonly repository: SsoRepository,
    private readonly tenants: TenantsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** Our SAML entity ID (the audience the IdP must name): one per deployment, from PUBLIC_BASE_URL. */
  spEntityId(): string {
    return `${getConfig().publicBaseUrl}${ssoStartPath}`;
  }

  /** GET /api/login/options. */
  async loginOptions(host: SsoHost): Promise<LoginOptionsResponse> {
    const tenant = await this.tenantOf(host);
    return tenant ? { sso: true, ssoUrl: ssoStartPath, tenantName: tenant.displayName } : { sso: false };
  }

  /** GET /api/login-saml: the IdP URL carrying the AuthnRequest (HTTP-Redirect) and RelayState = the return URL. */
  async start(host: SsoHost, returnUrl: string): Promise<string> {
    const tenant = await this.tenantOf(host);
    if (!tenant) throw new SsoError('host-not-configured', undefined, host.label);
    const requestId = `_${randomBytes(20).toString('hex')}`;
    const acsUrl = host.origin + ssoAcsPath;
    const url = await this.saml(tenant, acsUrl, requestId).getAuthorizeUrlAsync(returnUrl, undefined, {});
    const now = this.clock.now();
    await this.repository.saveRequest({
      requestId,
      tenantId: tenant.id,
      returnUrl,
      acsUrl,
      createdAt: now,
      expiresAt: now + SSO_REQUEST_MS,
      ttl: Math.ceil((SSO_REQUEST_MS + 60_000) / 1000),
    });
    return url;
  }

  /** POST /api/login-saml/acs: checks the IdP's answer and opens the session. */
  async consume(host: SsoHost, form: { SAMLResponse?: string; RelayState?: string }, from: EventOrigin): Promise<{ session: NewSession; returnUrl: string }> {
    const tenant = await this.tenantOf(host);
    if (!tenant) throw new SsoError('host-not-configured', undefined, host.label);
    const samlResponse = form.SAMLResponse;
    if (!samlResponse || samlResponse.length > SSO_MAX_RESPONSE_CHARS) throw new SsoError('bad-form', tenant.id);
    const acsUrl = host.origin + ssoAcsPath;

    // Signature (the tenant's certificates only), audience and the validity window, by node-saml.
    let assertionXml: string;
    let responseXml: string;
    let profile: Record<string, unknown>;
    try {
      const validated = (await this.saml(tenant, acsUrl).validatePostResponseAsync({ SAMLResponse: samlResponse })).profile;
      if (!validated?.getAssertionXml || !validated.getSamlResponseXml) throw new Error('no assertion');
      assertionXml = validated.getAssertionXml();
      responseXml = validated.getSamlResponseXml();
      profile = validated;
    } catch (err) {
      throw new SsoError('invalid-response', tenant.id, err instanceof Error ? err.message : String(err));
    }

    // The rest is read from the verified assertion; the Response envelope is only compared.
    const facts = assertionFacts(assertionXml);
    const envelope = responseEnvelope(responseXml);
    if (!facts || !envelope) throw new SsoError('invalid-response', tenant.id, 'unreadable assertion');
    if (facts.issuer !== tenant.sso.idpEntityId) throw new SsoError('issuer', tenant.id, facts.issuer?.slice(0, 200));
    if (envelope.destination !== undefined && envelope.destination !== acsUrl) throw new SsoError('destination', tenant.id, envelope.destination.slice(0, 200));
    const now = this.clock.now();
    const inWindow = (notBefore?: number, notOnOrAfter?: number) =>
      notOnOrAfter !== undefined && now < notOnOrAfter + SSO_CLOCK_SKEW_MS && (notBefore === undefined || now >= notBefore - SSO_CLOCK_SKEW_MS);
    const confirmation = facts.bearer.find((b) => b.recipient === acsUrl && inWindow(b.notBefore, b.notOnOrAfter));
    if (!confirmation) throw new SsoError('recipient', tenant.id, facts.bearer.map((b) => b.recipient ?? '-').join(' ').slice(0, 200));
    if (facts.notOnOrAfter !== undefined && !inWindow(facts.notBefore, facts.notOnOrAfter)) throw new SsoError('invalid-response', tenant.id, 'outside the validity window');

    // InResponseTo: an AuthnRequest of ours, for this tenant and host, still open; answered once.
    const inResponseTo = confirmation.inResponseTo;
    if (!inResponseTo || (envelope.inResponseTo !== undefined && envelope.inResponseTo !== inResponseTo)) throw new SsoError('unknown-request', tenant.id);
    const request = await this.repository.readRequest(inResponseTo);
    if (!request || request.tenantId !== tenant.id) throw new SsoError('unknown-request', tenant.id);
    if (request.usedAt !== undefined) throw new SsoError('request-used', tenant.id);
    if (now >= request.expiresAt) throw new SsoError('request-expired', tenant.id);
    if (request.acsUrl !== acsUrl) throw new SsoError('recipient', tenant.id, 'another host');
    if (!(await this.repository.markRequestUsed(request, now))) throw new SsoError('request-used', tenant.id);
    if (form.RelayState !== request.returnUrl) throw new SsoError('relay-state', tenant.id);

    // Replay: each assertion once, remembered until it could no longer be accepted anyway.
    const expiresAt = Math.max(confirmation.notOnOrAfter!, facts.notOnOrAfter ?? 0) + SSO_CLOCK_SKEW_MS;
    const hash = createHash('sha256').update(`${facts.issuer}\n${facts.id}`).digest('base64url');
    if (!(await this.repository.markAssertionUsed(hash, tenant.id, now, expiresAt))) throw new SsoError('replay', tenant.id, facts.id.slice(0, 100));

    // The person: an existing, active user of this tenant.
    const email = this.emailOf(profile);
    if (!email) throw new SsoError('no-email', tenant.id);
    const user = await this.users.findByEmail(email);
    if (!user) throw new SsoError('unknown-user', tenant.id, undefined, email);
    if (user.tenantId !== tenant.id) throw new SsoError('other-tenant', tenant.id, undefined, email);
    if (user.status !== 'active') throw new SsoError('inactive-user', tenant.id, user.status, email);

    const session = await this.sessions.start(user, from);
    await this.events.record(user, {
      type: 'auth.sign-in',
      summary: 'Inicio de sesión mediante SSO',
      userId: user.id,
      email: user.email,
      from,
      detail: { method: 'saml', idp: tenant.sso.idpEntityId.slice(0, 200) },
    });
    return { session, returnUrl: request.returnUrl };
  }

  /** The event log entry of a refused step (the person only sees /login?error=sso). */
  async recordFailure(err: SsoError, from: EventOrigin): Promise<void> {
    await this.events.record(err.tenantId ? { tenantId: err.tenantId } : platformScope, {
      type: 'auth.sso-failed',
      summary: 'Inicio de sesión mediante SSO rechazado',
      ...(err.email ? { email: err.email } : {}),
      from,
      detail: { reason: err.reason, ...(err.detail ? { detail: err.detail.slice(0, 300) } : {}) },
    });
  }

  /** GET /api/sso/config: the caller's tenant. */
  async getConfig(principal: Principal): Promise<SsoConfigResponse> {
    const tenant = await this.tenants.read(principal.tenantId);
    if (!tenant) throw new NotFoundError();
    return this.view(tenant);
  }

  /**
   * PUT /api/sso/config: the host labels (each claimed in the index; another tenant's label answers 409) and the
   * IdP (metadata and/or explicit fields; certificates must parse as X.509).
   */
  async setConfig(principal: Principal, input: SsoConfigRequest, from: EventOrigin): Promise<SsoConfigResponse> {
    const tenant = await this.tenants.read(principal.tenantId);
    if (!tenant) throw new NotFoundError();
    const sso = input.idp ? this.resolveIdp(input.idp) : undefined;
    const before = new Set(tenant.ssoHostLabels ?? []);
    const claimed: string[] = [];
    for (const label of input.hostLabels) {
      try {
        await this.repository.claimHost(label, tenant.id);
        if (!before.has(label)) claimed.push(label);
      } catch (err) {
        if (!(err instanceof ConflictError)) throw err;
        for (const undo of claimed) await this.repository.releaseHost(undo, tenant.id);
        throw new ConflictError(`${ssoMessages.hostLabelTaken} (${label})`);
      }
    }
    const { sso: _previous, ...rest } = tenant as TenantItem & { _etag?: string };
    const saved: TenantItem = { ...rest, ssoHostLabels: input.hostLabels, ...(sso ? { sso } : {}) };
    await this.tenants.upsert(saved);
    for (const label of before) if (!input.hostLabels.includes(label)) await this.repository.releaseHost(label, tenant.id);
    await this.events.record(principal, {
      type: 'auth.sso-configured',
      summary: 'Configuración de inicio de sesión único modificada',
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { hostLabels: input.hostLabels.join(' '), idp: sso?.idpEntityId.slice(0, 200) ?? '' },
    });
    return this.view(saved);
  }

  /** The tenant whose SSO host this is, when its IdP is configured (else the host keeps the password form). */
  private async tenantOf(host: SsoHost): Promise<SsoTenant | undefined> {
    if (!host.label) return undefined;
    const tenantId = await this.repository.tenantOfHost(host.label);
    const tenant = tenantId ? await this.tenants.read(tenantId) : undefined;
    // The tenant item decides: an index entry it no longer lists counts for nothing.
    return tenant?.sso && tenant.ssoHostLabels?.includes(host.label) ? (tenant as SsoTenant) : undefined;
  }

  private saml(tenant: SsoTenant, acsUrl: string, requestId?: string): SAML {
    return new SAML({
      entryPoint: tenant.sso.idpSsoUrl,
      issuer: this.spEntityId(),
      audience: this.spEntityId(),
      callbackUrl: acsUrl,
      idpCert: tenant.sso.idpCertificates,
      idpIssuer: tenant.sso.idpEntityId,
      // Either the Response or the Assertion must carry a valid signature by one of the tenant's certificates.
      wantAuthnResponseSigned: false,
      wantAssertionsSigned: false,
      acceptedClockSkewMs: SSO_CLOCK_SKEW_MS,
      // InResponseTo is checked here against the server-side record (node-saml's cache is per process).
      validateInResponseTo: ValidateInResponseTo.never,
      identifierFormat: null,
      // Leave the authentication method (and MFA) to the IdP.
      disableRequestedAuthnContext: true,
      ...(requestId ? { generateUniqueId: () => requestId } : {}),
    });
  }

  private emailOf(profile: Record<string, unknown>): string | undefined {
    const candidates = [...EMAIL_ATTRIBUTES.map((name) => profile[name]), profile.nameID];
    for (const candidate of candidates) {
      const value = Array.isArray(candidate) ? candidate[0] : candidate;
      if (typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()) && value.length <= 254) return normalizeEmail(value);
    }
    return undefined;
  }

  private resolveIdp(idp: NonNullable<SsoConfigRequest['idp']>): TenantSsoConfig {
    const fromMetadata = idp.metadataXml ? readIdpMetadata(idp.metadataXml) : undefined;
    if (idp.metadataXml && !fromMetadata) throw new BadRequestError({ 'idp.metadataXml': [ssoMessages.metadata] });
    const entityId = idp.entityId ?? fromMetadata?.entityId;
    const ssoUrl = idp.ssoUrl ?? fromMetadata?.ssoUrl;
    const certificates = idp.certificates ?? fromMetadata?.certificates ?? [];
    const errors: Record<string, string[]> = {};
    if (!entityId) errors['idp.entityId'] = [idp.metadataXml ? ssoMessages.metadata : ssoMessages.idpRequired];
    if (!ssoUrl || !idpSsoUrlSchema.safeParse(ssoUrl).success) errors['idp.ssoUrl'] = [ssoUrl ? ssoMessages.ssoUrl : ssoMessages.idpRequired];
    const pems = certificates.map((c) => normalizeCertificate(c)?.pem);
    if (pems.length === 0 || pems.some((p) => !p)) errors['idp.certificates'] = [ssoMessages.certificate];
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    return {
      idpEntityId: entityId!,
      idpSsoUrl: ssoUrl!,
      idpCertificates: pems as string[],
      ...(idp.metadataXml ? { idpMetadataXml: idp.metadataXml } : {}),
      updatedAt: new Date(this.clock.now()).toISOString(),
    };
  }

  private view(tenant: TenantItem): SsoConfigResponse {
    const sso = tenant.sso;
    return {
      hostLabels: tenant.ssoHostLabels ?? [],
      idp: sso
        ? {
            entityId: sso.idpEntityId,
            ssoUrl: sso.idpSsoUrl,
            certificates: sso.idpCertificates.map((pem) => {
              const { certificate } = normalizeCertificate(pem)!;
              return { sha256: certificate.fingerprint256, subject: certificate.subject, validTo: new Date(certificate.validTo).toISOString() };
            }),
          }
        : null,
      serviceProvider: { entityId: this.spEntityId(), acsPath: ssoAcsPath },
    };
  }
}

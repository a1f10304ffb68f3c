import { z } from 'zod';

/**
 * Single sign-on (SAML 2.0, docs/decisions/004-sso-saml.md). A tenant lists host labels ("sso-cliente" in
 * sso-cliente.expediente.mx); on those hosts /login shows the SSO button, GET /login-saml (SWA rewrites it to
 * /api/login-saml) sends the browser to the tenant's identity provider, and the IdP posts its answer to
 * /api/login-saml/acs, which opens the session and goes to the return URL, or to /login?error=sso.
 */

/** Where the SSO button goes (the spec's GET /login-saml navigation). */
export const ssoStartPath = '/login-saml';
/** The assertion consumer service (the IdP's reply URL) on the host the sign-in started from. */
export const ssoAcsPath = '/api/login-saml/acs';
/** The query value /login receives when single sign-on failed (`/login?error=sso`). */
export const ssoLoginError = 'sso';

/** Ours: the spec gives no wording for these answers. */
export const ssoMessages = {
  /** Shown by /login?error=sso. One text for every cause: the event log has the reason. */
  failed: 'No fue posible iniciar sesión con el inicio de sesión único. Intente de nuevo o comuníquese con el administrador de su organización.',
  hostLabelTaken: 'Esta etiqueta de host ya está asignada a otro cliente.',
  hostLabel: 'Use solo minúsculas, dígitos y guiones (1 a 63 caracteres), sin guion al inicio ni al final.',
  idpRequired: 'Indique el proveedor de identidad (metadatos, o identificador, URL y certificado) para usar etiquetas de host.',
  certificate: 'El certificado no es un certificado X.509 válido (PEM o base64).',
  metadata: 'Los metadatos no describen un proveedor de identidad SAML 2.0 con URL de inicio de sesión (HTTP-Redirect) y certificado de firma.',
  ssoUrl: 'Debe ser una URL https (http solo en localhost).',
} as const;

/** A DNS label, lower case: what /login compares with the first label of the host name. */
export const hostLabelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, ssoMessages.hostLabel);

const isLoopback = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

/** The IdP's sign-in URL: https, or http on a loopback host (local tests). */
export const idpSsoUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
    } catch {
      return false;
    }
  }, ssoMessages.ssoUrl);

/**
 * PUT /api/sso/config (Developer, own tenant): the host labels and the identity provider. The IdP comes from its
 * metadata XML, from explicit fields, or both (explicit fields win). Labels need an IdP; `idp: null` with no labels
 * turns single sign-on off.
 */
export const ssoConfigRequestSchema = z
  .object({
    hostLabels: z.array(hostLabelSchema).max(10).transform((labels) => [...new Set(labels)]),
    idp: z
      .object({
        metadataXml: z.string().max(256 * 1024).optional(),
        entityId: z.string().trim().min(1).max(1024).optional(),
        ssoUrl: idpSsoUrlSchema.optional(),
        /** Signing certificates (PEM or base64 DER); more than one while the IdP rolls its key over. */
        certificates: z.array(z.string().trim().min(1).max(16 * 1024)).min(1).max(4).optional(),
      })
      .nullable(),
  })
  .refine((value) => value.hostLabels.length === 0 || value.idp !== null, { message: ssoMessages.idpRequired, path: ['idp'] });
export type SsoConfigRequest = z.infer<typeof ssoConfigRequestSchema>;

/** GET and PUT /api/sso/config answer what is configured and what to register at the IdP. */
export const ssoConfigResponseSchema = z.object({
  hostLabels: z.array(z.string()),
  idp: z
    .object({
      entityId: z.string(),
      ssoUrl: z.string(),
      certificates: z.array(z.object({ sha256: z.string(), subject: z.string(), validTo: z.string() })),
    })
    .nullable(),
  /** Register these at the IdP: the entity ID (audience) and the reply URL path on each SSO host. */
  serviceProvider: z.object({ entityId: z.string(), acsPath: z.string() }),
});
export type SsoConfigResponse = z.infer<typeof ssoConfigResponseSchema>;

import { z } from 'zod';

/**
 * GET /api/login/options (public): whether /login on this host shows the single-sign-on button instead of the
 * form (a tenant lists host labels, e.g. "sso-cliente" in sso-cliente.expediente.mx).
 */
export const loginOptionsResponseSchema = z.object({
  sso: z.boolean(),
  /** Where the SSO button goes (GET /login-saml; the host names the tenant), when sso is true. */
  ssoUrl: z.string().optional(),
  tenantName: z.string().optional(),
});
export type LoginOptionsResponse = z.infer<typeof loginOptionsResponseSchema>;

/** Kept here for the callers that import it from this module; defined in csrf.ts (no zod). */
export { csrfHeader } from './csrf';

import { z } from 'zod';

/**
 * Every non-2xx answer of /api has this body. `errors` maps a field name (as sent by the caller, e.g. Email,
 * Password) to its messages; `other` holds messages that belong to no field (part 1 §7: "field error lists").
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  /** The account is not active and the tenant has enable-status-blocking on: the web goes to /account/status. */
  'account_blocked',
  /** A feature flag the call needs is off for the caller's tenant or role (403). */
  'feature_disabled',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'service_unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

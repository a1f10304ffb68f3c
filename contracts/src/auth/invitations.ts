import { z } from 'zod';
import { newPasswordSchema, withConfirmation } from './password';
import { emailSchema, emailFormatMessage, linkTokenSchema } from './recovery';
import { requiredFieldMessage } from './login';

/** POST /api/redeem-invite (part 1 §7): a new user sets a password with the link's token and e-mail. */
export const redeemInviteRequestSchema = withConfirmation(
  z.object({
    email: z.string({ error: emailFormatMessage }).trim().pipe(emailSchema),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: requiredFieldMessage }).max(256),
    token: linkTokenSchema,
  }),
);
export type RedeemInviteRequest = z.infer<typeof redeemInviteRequestSchema>;

/** Failure answer of redeem: a message and, when the token had only expired, a fresh one (60 s countdown). */
export const redeemInviteFailureSchema = z.object({ message: z.string(), newToken: z.string().optional() });

export const invitationStatuses = ['pending', 'redeemed', 'expired', 'revoked'] as const;

/** GET /api/invite/info/{id} (administrators): part 2 §3 "Invitation token info". */
export const inviteInfoResponseSchema = z.object({
  token: z.string(),
  code: z.string(),
  status: z.enum(invitationStatuses),
  expirationDate: z.string(),
  hashValidation: z.boolean(),
  baseUrl: z.string(),
  userInfo: z.object({ emailAddress: z.string() }),
});
export type InviteInfoResponse = z.infer<typeof inviteInfoResponseSchema>;

/** Ids of users and invitations in paths and bodies (letters, digits, '-' and '_'). */
export const entityIdSchema = z.string({ error: requiredFieldMessage }).regex(/^[A-Za-z0-9_-]{1,100}$/, 'El identificador no es válido.');

/**
 * An optional tenant key (`?tenant=` or a body field `tenant`), as GET /api/users takes it: another tenant's key is
 * honoured only for a caller with the matching ':any' permission; for anyone else that tenant's objects do not exist
 * (404). Empty means the caller's own tenant.
 */
export const optionalTenantKeySchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'El tenant no es válido.').optional(),
);

/** GET /api/invite/info/{id}: id is the invited user's id (the admin user page's id). */
export const inviteInfoParamsSchema = z.object({ id: entityIdSchema });
/** GET /api/invite/info/{id}?tenant: the user's tenant when it is not the caller's (manage:users:any). */
export const inviteInfoQuerySchema = z.object({ tenant: optionalTenantKeySchema });

/**
 * POST /api/invite/reset-token: extends an invitation. `token` is the invitation's reference as answered by
 * /api/invite/info (its `token` field): links' secrets are stored hashed, so they cannot be shown again; a fresh
 * one is issued, e-mailed to the user and answered once as `link`.
 */
export const inviteResetTokenRequestSchema = z.object({ token: entityIdSchema, tenant: optionalTenantKeySchema });
export const inviteResetTokenResponseSchema = inviteInfoResponseSchema.extend({ link: z.string() });
export type InviteResetTokenResponse = z.infer<typeof inviteResetTokenResponseSchema>;

/** POST /api/changepassword (administrators set a user's password). */
export const adminChangePasswordRequestSchema = withConfirmation(
  z.object({
    email: z.string({ error: emailFormatMessage }).trim().pipe(emailSchema),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: requiredFieldMessage }).max(256),
    /** The user's tenant when it is not the caller's (manage:users:any). */
    tenant: optionalTenantKeySchema,
  }),
);

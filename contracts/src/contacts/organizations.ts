import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';

/**
 * The organizations and groups a user may choose (part 2 §6, §7): the creation modal of notifications offers them.
 * The server lists what the notifications rule lets the caller target: every organization and group of the
 * tenant for members of the main group, otherwise the caller's own organization and the groups it belongs to.
 */

/** GET /api/contacts/{userPK}/organizations: the caller's own key only (another user's answers 404). */
export const organizationsParamsSchema = z.object({ userPK: entityIdSchema });

/** ?type=organization (partyType 2) or group (3); without it, both. */
export const organizationsQuerySchema = z.object({
  type: z.enum(['organization', 'group'], { error: "El tipo debe ser 'organization' o 'group'." }).optional(),
});
export type OrganizationsQuery = z.infer<typeof organizationsQuerySchema>;

export const organizationContactSchema = z.object({
  publicKey: z.string(),
  displayName: z.string(),
  /** 2 organization, 3 group (part 2 §3). */
  partyType: z.union([z.literal(2), z.literal(3)]),
  /** For an organization: customer or supplier of the tenant. */
  role: z.enum(['customer', 'supplier']).optional(),
});
export type OrganizationContact = z.infer<typeof organizationContactSchema>;

/**
 * GET /api/contacts/{userPK}/organizations and GET /api/contacts/organizations/all (main-group members only, 403
 * otherwise): the same shape, ordered by name.
 */
export const organizationsResponseSchema = z.object({ contacts: z.array(organizationContactSchema) });
export type OrganizationsResponse = z.infer<typeof organizationsResponseSchema>;

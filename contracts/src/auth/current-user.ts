import { z } from 'zod';
import { roleSchema, userStatusSchema } from '../shared/roles';

/** GET /api/userinfo: every current-user field of part 1 §3. */
export const currentUserSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  publicKey: z.string(),
  displayName: z.string(),
  emailAddress: z.string(),
  thumbnailUrl: z.string().nullable(),
  firstName: z.string(),
  /** Ours: the surnames as stored ('Mi cuenta' edits them); lastName2 is optional (null when absent). */
  lastName1: z.string(),
  lastName2: z.string().nullable(),
  userName: z.string(),
  fullName: z.string(),
  primaryRole: roleSchema,
  primaryRoleDisplayName: z.string(),
  userPK: z.string(),
  userStatus: userStatusSchema,
  /** Flag name → on/off for this user (tenant and role flags combined). */
  features: z.record(z.string(), z.boolean()),
  logoutRedirect: z.string(),
  biFilterKey: z.string().nullable(),
  personCompanyPublicKey: z.string(),
  agreeSuppliersPrivacyNotice: z.boolean(),
  agreeCxUxSurvey: z.boolean(),
  /** Part 2 §3 "User info (used here)": members of the main group see all organizations. */
  IsMemberMainGroup: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Blocked-account texts by status (part 2 §8); anything else is 'Desconocido'. */
export const accountStatusMessages: Record<string, string> = {
  pending: 'Registro pendiente de activación',
  inactive: 'Cuenta inactiva',
  disabled: 'Cuenta deshabilitada',
  removed: 'Cuenta eliminada',
};
export const unknownStatusMessage = 'Desconocido';
export const accountStatusSchema = userStatusSchema;

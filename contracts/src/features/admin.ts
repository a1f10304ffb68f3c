import { z } from 'zod';
import { roleSchema } from '../shared/roles';
import { featureNameSchema } from './catalog';

/** GET /api/admin/features (part 2 §3 Feature). */
export const featureSchema = z.object({ featureName: z.string(), description: z.string(), enabled: z.boolean(), manageable: z.boolean() });
export const featuresResponseSchema = z.object({ features: z.array(featureSchema) });
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;

/** GET /api/admin/features/roles (part 2 §3 Feature role). */
export const featureRoleSchema = z.object({
  roleId: roleSchema,
  roleDisplayName: z.string(),
  /**
   * Every feature of the catalogue: enabled is what users of the role get (tenant switch and role setting
   * combined); related says whether the role has its own setting for it (a role relation, with its description).
   */
  features: z.array(
    z.object({
      featureId: z.string(),
      featureName: z.string(),
      enabled: z.boolean(),
      manageable: z.boolean(),
      related: z.boolean().optional(),
      description: z.string().optional(),
    }),
  ),
});
export const featureRolesResponseSchema = z.object({ roles: z.array(featureRoleSchema) });
export type FeatureRolesResponse = z.infer<typeof featureRolesResponseSchema>;

/**
 * POST /api/admin/features/manage: Status 0 enables, 1 disables; with Role, for that role of the tenant; without,
 * for the whole tenant. Description is required when relating a feature to a role for the first time.
 */
export const manageFeatureRequestSchema = z.object({
  Feature: featureNameSchema,
  Status: z.union([z.literal(0), z.literal(1)], { error: 'Estatus no válido (0 activa, 1 desactiva).' }),
  Role: roleSchema.optional(),
  Description: z.string().trim().max(500).optional(),
});
export type ManageFeatureRequest = z.infer<typeof manageFeatureRequestSchema>;
/** The answer: the spec's text (changed, or related the first time a role gets a setting) and the feature now. */
export const manageFeatureResponseSchema = z.object({ message: z.string(), feature: featureSchema });
export type ManageFeatureResponse = z.infer<typeof manageFeatureResponseSchema>;

/**
 * GET /api/admin/features/history: who changed which flag, when, newest first, from the event log (only the
 * caller's tenant). pageSize 1-100 (20 when omitted); continuationToken, from the previous answer, gets the next page.
 */
export const featureHistoryPageSizes = { default: 20, max: 100 } as const;
export const featureHistoryQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(featureHistoryPageSizes.max).default(featureHistoryPageSizes.default),
  continuationToken: z.string().max(1000).regex(/^[A-Za-z0-9_-]+$/, 'El token de continuación no es válido.').optional(),
});
export type FeatureHistoryQuery = z.input<typeof featureHistoryQuerySchema>;
/** One change: a tenant switch (no role) or a role's setting; previous is absent when it was not recorded. */
export const featureChangeSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  at: z.string(),
  featureName: z.string(),
  role: roleSchema.optional(),
  roleDisplayName: z.string().optional(),
  previous: z.boolean().optional(),
  enabled: z.boolean(),
  /** The user's display name, or their e-mail when the event has no name. */
  changedBy: z.string(),
});
export type FeatureChange = z.infer<typeof featureChangeSchema>;
export const featureHistoryResponseSchema = z.object({
  changes: z.array(featureChangeSchema),
  /** Present when there may be an older page. */
  continuationToken: z.string().optional(),
});
export type FeatureHistoryResponse = z.infer<typeof featureHistoryResponseSchema>;

/** Texts of part 2 §8. */
export const featureMessages = {
  loadFailed: 'Error al obtener los features.',
  changed: 'Se ha cambiado el estado de la funcionalidad.',
  updateFailed: 'Error al actualizar.',
  related: 'Se ha relacionado la funcionalidad con el rol.',
  added: 'Se ha agregado una nueva funcionalidad.',
  addFailed: 'Error al agregar una nueva funcionalidad.',
  /** Ours: a feature marked not manageable cannot get a per-role setting. */
  notManageable: 'Esta funcionalidad no se puede cambiar por rol; solo para todo el tenant.',
} as const;

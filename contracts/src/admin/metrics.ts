import { z } from 'zod';

/**
 * GET /api/admin/metrics (part 2 §2.9, §3 Tenant): the tiles of /admin. Counts come from each tenant's counters
 * (kept as things are written, repaired by a nightly recount; decision 016), never from a scan per request.
 * `scope` says what they cover: the caller's tenant (Admin, Support; tenants is then 1) or every tenant (Developer,
 * summed). transactions is the number of event-log entries (the hash chain's sequence).
 */
export const adminMetricsSchema = z.object({
  scope: z.enum(['tenant', 'platform']),
  tenants: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  roles: z.number().int().nonnegative(),
  contacts: z.number().int().nonnegative(),
  documentTypes: z.number().int().nonnegative(),
  documents: z.number().int().nonnegative(),
  transactions: z.number().int().nonnegative(),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;
export type AdminMetricName = Exclude<keyof AdminMetrics, 'scope'>;

/** Texts of /admin (ours: the spec names the tiles by their keys only). */
export const adminMetricsTexts = {
  title: 'Administración Global',
  loadFailed: 'Error al obtener las métricas.',
  features: 'Administración de Features',
  featuresHint: 'Funcionalidades por tenant y por rol',
  audit: 'Auditar Documentos',
  auditHint: 'Listas de auditoría',
  platformScope: 'Totales de todos los tenants',
  tenantScope: 'Totales de su tenant',
} as const;

/** The label of each tile. */
export const adminMetricLabels: Record<AdminMetricName, string> = {
  tenants: 'Tenants',
  users: 'Usuarios',
  roles: 'Roles',
  contacts: 'Contactos',
  documentTypes: 'Tipos de documento',
  documents: 'Documentos',
  transactions: 'Transacciones',
};

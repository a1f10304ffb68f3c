import { z } from 'zod';

export const backingServices = ['cosmos', 'blob', 'queue', 'table', 'mail'] as const;
export const backingServiceSchema = z.enum(backingServices);
export type BackingService = z.infer<typeof backingServiceSchema>;

export const serviceStateSchema = z.object({
  status: z.enum(['ok', 'down']),
  latencyMs: z.number(),
  /** Why it is down, without secrets (no connection strings, no keys). */
  error: z.string().optional(),
});

/** GET /api/health: 200 when every service is ok, 503 naming the ones that are down. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  time: z.string(),
  services: z.record(backingServiceSchema, serviceStateSchema),
  down: z.array(backingServiceSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

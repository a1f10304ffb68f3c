import { describe, expect, it } from 'vitest';
import { featureHistoryQuerySchema, featureHistoryResponseSchema } from '../admin';

describe('GET /api/admin/features/history contract', () => {
  it('pages 20 at a time unless asked for 1 to 100', () => {
    expect(featureHistoryQuerySchema.parse({})).toEqual({ pageSize: 20 });
    expect(featureHistoryQuerySchema.parse({ pageSize: '100', continuationToken: 'eyJuZXh0In0_-' })).toEqual({ pageSize: 100, continuationToken: 'eyJuZXh0In0_-' });
    for (const pageSize of ['0', '101', '2.5', 'x']) expect(featureHistoryQuerySchema.safeParse({ pageSize }).success).toBe(false);
  });

  it('takes only base64url continuation tokens, with a Spanish message', () => {
    const result = featureHistoryQuerySchema.safeParse({ continuationToken: 'a+b/c=' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('El token de continuación no es válido.');
  });

  it('describes a change: role and previous value optional, role only among the known ones', () => {
    const change = { id: 'r1', at: '2026-03-01T18:30:00.000Z', featureName: 'infotips', enabled: false, changedBy: 'Diego Herrera Luna' };
    expect(featureHistoryResponseSchema.parse({ changes: [change] })).toEqual({ changes: [change] });
    const withRole = { ...change, role: 'Supplier', roleDisplayName: 'Proveedor', previous: true };
    expect(featureHistoryResponseSchema.parse({ changes: [withRole], continuationToken: 'abc' }).changes[0]).toEqual(withRole);
    expect(featureHistoryResponseSchema.safeParse({ changes: [{ ...change, role: 'Jefe' }] }).success).toBe(false);
    expect(featureHistoryResponseSchema.safeParse({ changes: [{ ...change, enabled: 'sí' }] }).success).toBe(false);
  });
});

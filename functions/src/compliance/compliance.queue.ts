import { app } from '@azure/functions';
import { z } from 'zod';
import { queues, STORAGE_CONNECTION } from '../platform/resources';
import { supplierChanged } from './compliance-changes';
import { complianceProjection } from './compliance.composition';

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ tenantId: z.string().min(1), kind: z.literal('supplier'), supplierId: z.string().min(1) }),
  z.object({ tenantId: z.string().min(1), kind: z.literal('tenant') }),
]);

/**
 * The compliance projection's maintenance (decision 019): a 'supplier' message recomputes that supplier's items
 * from its source data; a 'tenant' message enqueues one 'supplier' message per supplier of the tenant (and per
 * supplier with items, so a removed one's items go). Redelivery is harmless: a recompute is idempotent. A failure
 * is rethrown so the platform retries it and then moves it to compliance-poison.
 */
app.storageQueue('complianceRecompute', {
  queueName: queues.compliance,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = messageSchema.safeParse(message);
    if (!parsed.success) {
      context.error('compliance: not a compliance message');
      throw new Error('unexpected compliance message');
    }
    const m = parsed.data;
    const scope = { tenantId: m.tenantId };
    try {
      if (m.kind === 'supplier') {
        const result = await complianceProjection.recompute(scope, m.supplierId);
        context.log(`compliance ${m.tenantId}/${m.supplierId}: ${result}`);
      } else {
        const ids = await complianceProjection.suppliersOf(scope);
        for (const id of ids) await supplierChanged(scope, id);
        context.log(`compliance ${m.tenantId}: ${ids.length} suppliers enqueued`);
      }
    } catch (err) {
      context.error(`compliance ${m.tenantId} ${m.kind} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  },
});

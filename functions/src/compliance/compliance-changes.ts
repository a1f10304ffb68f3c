import type { TenantScope } from '../platform/cosmos';
import { enqueue } from '../platform/queues';
import { queues } from '../platform/resources';

/**
 * How writers tell the compliance projection (decision 019) that a supplier's figures may have changed: one queue
 * message, handled by compliance.queue.ts, which recomputes from the source data. Cheap (one queue call) and
 * idempotent (a redelivered or repeated message recomputes the same figures), so a writer awaits it after its
 * write and never computes anything itself.
 */
export type ComplianceMessage = { tenantId: string; kind: 'supplier'; supplierId: string } | { tenantId: string; kind: 'tenant' };

/** Enqueue a recompute of one supplier's figures. */
export async function supplierChanged(scope: TenantScope, supplierId: string): Promise<void> {
  const message: ComplianceMessage = { tenantId: scope.tenantId, kind: 'supplier', supplierId };
  await enqueue(queues.compliance, message);
}

/** Enqueue a recompute of every supplier of the tenant (its handler enqueues one message per supplier). */
export async function tenantChanged(scope: TenantScope): Promise<void> {
  const message: ComplianceMessage = { tenantId: scope.tenantId, kind: 'tenant' };
  await enqueue(queues.compliance, message);
}

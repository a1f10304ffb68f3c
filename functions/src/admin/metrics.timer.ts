import { app } from '@azure/functions';
import { tenantCounters } from './counters.repository';
import { TenantsRepository } from './tenants.repository';

/**
 * The nightly recount of every tenant's /admin counters (decision 016): COUNT queries per tenant repair whatever
 * drifted (a lost increment, data written without one). 03:30 UTC, after midnight in Mexico City, when few write.
 * One tenant failing is logged and the others still run.
 */
app.timer('adminCountersReconcile', {
  schedule: '0 30 3 * * *',
  handler: async (_timer, context) => {
    const at = new Date().toISOString();
    for (const tenant of await new TenantsRepository().summaries()) {
      try {
        await tenantCounters.reconcile({ tenantId: tenant.id }, at);
      } catch (err) {
        context.error(`counters: recount of ${tenant.id} failed`, err);
      }
    }
  },
});

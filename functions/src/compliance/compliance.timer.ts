import { app } from '@azure/functions';
import { TenantsRepository } from '../admin/tenants.repository';
import { tenantChanged } from './compliance-changes';

/**
 * Nightly recompute of every tenant's compliance figures (decision 019): a slot turns overdue when its due date
 * passes, with no write to trigger it, and expiring documents move with the calendar. The day that counts is Mexico
 * City's (UTC-6, no daylight saving since 2022), so 06:15 UTC = 00:15 there: the new day's overdue slots show from
 * the start of it. Each tenant gets one 'tenant' message.
 */
app.timer('complianceNightly', {
  schedule: '0 15 6 * * *',
  handler: async (_timer, context) => {
    for (const tenant of await new TenantsRepository().summaries()) {
      try {
        await tenantChanged({ tenantId: tenant.id });
      } catch (err) {
        context.error(`compliance: nightly enqueue of ${tenant.id} failed`, err);
      }
    }
  },
});

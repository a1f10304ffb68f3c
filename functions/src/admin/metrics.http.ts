import { app } from '@azure/functions';
import { endpoint } from '../platform/http';
import { metrics } from './metrics.composition';

/**
 * GET /api/admin/metrics (part 2 §2.9): the /admin tiles. read:admin (Admin, Developer, Support); the Developer's
 * counts cover every tenant, the others' their own (decision 016).
 */
app.http('adminMetrics', {
  route: 'admin/metrics',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:admin' },
    handle: async ({ principal }) => ({ body: await metrics.metrics(principal) }),
  }),
});

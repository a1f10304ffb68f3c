import { app } from '@azure/functions';
import { featureHistoryQuerySchema, manageFeatureRequestSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { features } from './composition';

/**
 * Feature administration (part 2 §2.9 /admin/features, §7). Reading: Admin, Developer, Support (read:features);
 * changing: the Developer only (manage:features), the one role that sees the Manage Features tile.
 */

app.http('featuresList', {
  route: 'admin/features',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:features' },
    handle: async ({ principal }) => ({ body: await features.list(principal) }),
  }),
});

app.http('featuresRoles', {
  route: 'admin/features/roles',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:features' },
    handle: async ({ principal }) => ({ body: await features.listRoles(principal) }),
  }),
});

app.http('featuresHistory', {
  route: 'admin/features/history',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:features' },
    query: featureHistoryQuerySchema,
    handle: async ({ principal, query }) => ({ body: await features.history(principal, query) }),
  }),
});

app.http('featuresManage', {
  route: 'admin/features/manage',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:features' },
    body: manageFeatureRequestSchema,
    handle: async ({ request, principal, body }) => ({ body: await features.manage(principal, body, requestOrigin(request)) }),
  }),
});

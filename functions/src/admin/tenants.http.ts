import { app } from '@azure/functions';
import { createTenantRequestSchema, tenantListQuerySchema, tenantParamsSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { tenantsAdmin } from './tenants.composition';

/**
 * Tenants (part 2 §2.9, §7; decision 016). Reading: read:tenants (Admin, Developer, Support), which shows only the
 * caller's tenant unless the role also holds read:tenants:any (Developer). Creating: create:tenants (Developer).
 * The literal route tenants/create wins over tenants/{id} for POST; GET tenants/create is a tenant id (404).
 */

app.http('tenantsList', {
  route: 'tenants',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:tenants' },
    query: tenantListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await tenantsAdmin.list(principal, query) }),
  }),
});

app.http('tenantsCreate', {
  route: 'tenants/create',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:tenants' },
    body: createTenantRequestSchema,
    handle: async ({ request, principal, body }) => ({ status: 201, body: await tenantsAdmin.create(principal, body, requestOrigin(request)) }),
  }),
});

app.http('tenantsGet', {
  route: 'tenants/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:tenants' },
    params: tenantParamsSchema,
    handle: async ({ principal, params }) => ({ body: await tenantsAdmin.get(principal, params.id) }),
  }),
});

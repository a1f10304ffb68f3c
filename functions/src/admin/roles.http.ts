import { app } from '@azure/functions';
import { roleParamsSchema, rolesQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { roles } from './roles.composition';

/** Roles (part 2 §7 GET /api/roles and /api/roles/?{query}; the detail of /admin/roles/{name}): read:roles. */

app.http('rolesList', {
  route: 'roles',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:roles' },
    query: rolesQuerySchema,
    handle: async ({ principal, query }) => ({ body: await roles.list(principal, query.search) }),
  }),
});

app.http('roleDetail', {
  route: 'roles/{name}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:roles' },
    params: roleParamsSchema,
    handle: async ({ principal, params }) => ({ body: await roles.one(principal, params.name) }),
  }),
});

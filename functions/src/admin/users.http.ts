import { app } from '@azure/functions';
import {
  changeUserRoleRequestSchema,
  changeUserStatusRequestSchema,
  createUserErrorKeys,
  createUserRequestSchema,
  userParamsSchema,
  usersListQuerySchema,
  userStatusList,
  userStatusParamsSchema,
  userTenantQuerySchema,
} from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { adminUsers } from './users.composition';

/**
 * The administrators' user calls (part 2 §2.9, §7): GET /api/users/, POST /api/users/create, GET /api/userstatus/{id},
 * GET /api/statuslist/, POST /api/{userPublicKey}/change-user-status; ours: GET /api/users/{id} (the detail page) and
 * PUT /api/users/{id}/role. The invitation and password calls of the same page are in auth/auth.http.ts.
 */

app.http('adminUsersList', {
  route: 'users',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    query: usersListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await adminUsers.search(principal, query) }),
  }),
});

app.http('adminUsersCreate', {
  route: 'users/create',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    body: createUserRequestSchema,
    errorKeys: createUserErrorKeys,
    handle: async ({ request, principal, body }) => ({ status: 201, body: await adminUsers.create(principal, body, requestOrigin(request)) }),
  }),
});

app.http('adminUserDetail', {
  route: 'users/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    params: userParamsSchema,
    query: userTenantQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await adminUsers.detail(principal, params.id, query.tenant) }),
  }),
});

app.http('adminUserRole', {
  route: 'users/{id}/role',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    params: userParamsSchema,
    query: userTenantQuerySchema,
    body: changeUserRoleRequestSchema,
    handle: async ({ request, principal, params, query, body }) => ({ body: await adminUsers.changeRole(principal, params.id, query.tenant, body.role, requestOrigin(request)) }),
  }),
});

app.http('adminUserStatus', {
  route: 'userstatus/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    params: userParamsSchema,
    query: userTenantQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await adminUsers.status(principal, params.id, query.tenant) }),
  }),
});

app.http('adminStatusList', {
  route: 'statuslist',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    handle: async () => ({ body: userStatusList() }),
  }),
});

app.http('adminChangeUserStatus', {
  route: '{userPublicKey}/change-user-status',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:users' },
    params: userStatusParamsSchema,
    query: userTenantQuerySchema,
    body: changeUserStatusRequestSchema,
    handle: async ({ request, principal, params, query, body }) => ({
      body: await adminUsers.changeStatus(principal, params.userPublicKey, query.tenant, body.StatusName, requestOrigin(request)),
    }),
  }),
});

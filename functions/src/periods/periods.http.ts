import { app } from '@azure/functions';
import { deletePeriodBodySchema, periodBodySchema, periodParamsSchema, periodUserParamsSchema, periodsListQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { periods } from './composition';

/**
 * Supplier periods, 'Proveedores - Sociedades' (part 2 §2.12, §6, §7). Reading needs read:periods (the own list
 * also the flag get-supplier-periods) and the whole tenant's list read:periods:any (get-all-periods); adding create:periods
 * (add-supplier-periods); editing and deleting update:periods (edit-supplier-periods). contracts/src/shell/permissions.ts
 * says which roles hold them; the service (periods.service.ts) decides which periods and organizations each user sees.
 */

app.http('periodsAll', {
  route: 'periods/all',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:periods:any' },
    query: periodsListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await periods.list(principal, query, true) }),
  }),
});

app.http('periodsMine', {
  route: 'users/me/periods',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:periods', feature: 'get-supplier-periods' },
    query: periodsListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await periods.list(principal, query, false) }),
  }),
});

/** The add row's pickers: customer organizations and suppliers the caller may pair. */
app.http('periodsOptions', {
  route: 'periods/options',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:periods' },
    handle: async ({ principal }) => ({ body: await periods.options(principal) }),
  }),
});

app.http('periodsCreate', {
  route: 'users/{userPK}/periods',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:periods' },
    params: periodUserParamsSchema,
    body: periodBodySchema,
    handle: async ({ principal, params, body }) => ({ status: 201, body: await periods.create(principal, params.userPK, body) }),
  }),
});

app.http('periodsUpdate', {
  route: 'periods/{id}',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:periods' },
    params: periodParamsSchema,
    body: periodBodySchema,
    handle: async ({ principal, params, body }) => ({ body: await periods.update(principal, params.id, body) }),
  }),
});

app.http('periodsDelete', {
  route: 'periods/{id}',
  methods: ['DELETE'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:periods' },
    params: periodParamsSchema,
    body: deletePeriodBodySchema,
    handle: async ({ principal, params, body }) => ({ body: await periods.remove(principal, params.id, body.ownerPk) }),
  }),
});

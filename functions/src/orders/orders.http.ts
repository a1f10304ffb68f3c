import { app } from '@azure/functions';
import { createOrderSchema, importOrdersSchema, ordersListQuerySchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { orders } from './composition';

/** POST /api/orders (manage:orders): one order; Spanish field errors, 409 for a number the customer already used. */
app.http('ordersCreate', {
  route: 'orders',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:orders' },
    body: createOrderSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: { order: await orders.create({ principal, from: requestOrigin(request) }, body) } }),
  }),
});

/** POST /api/orders/import (manage:orders): a CSV of orders, all created or none (400 with each bad row's errors). */
app.http('ordersImport', {
  route: 'orders/import',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:orders' },
    body: importOrdersSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: await orders.import({ principal, from: requestOrigin(request) }, body.csv) }),
  }),
});

/** GET /api/orders/list?search&customer&supplier&pageIndex (part 2 §2.5, §7; read:orders): a page of 20. */
app.http('ordersList', {
  route: 'orders/list',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:orders' },
    query: ordersListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await orders.list(principal, query) }),
  }),
});

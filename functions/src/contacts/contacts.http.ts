import { app } from '@azure/functions';
import { organizationsParamsSchema, organizationsQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { contacts } from './composition';

/**
 * The organization pickers of part 2 §7. They list the targets of notifications, so they need what creating one
 * needs: create:notifications (Admin, Developer, Support, Customer; flags notifications and notifications-insert).
 */

app.http('contactsOrganizationsAll', {
  route: 'contacts/organizations/all',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:notifications' },
    handle: async ({ principal }) => ({ body: await contacts.allOrganizations(principal) }),
  }),
});

app.http('contactsOrganizations', {
  route: 'contacts/{userPK}/organizations',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:notifications' },
    params: organizationsParamsSchema,
    query: organizationsQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await contacts.organizations(principal, params.userPK, query) }),
  }),
});

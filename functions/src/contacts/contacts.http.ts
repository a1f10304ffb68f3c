import { app } from '@azure/functions';
import { contactParamsSchema, contactsListQuerySchema, organizationsParamsSchema, organizationsQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { contactEditing, contacts, directory } from './composition';

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

/** The directory (part 1 §2, part 2 §2.1, §2.2): what the caller may see (contacts/directory.service.ts). */
app.http('contactsList', {
  route: 'contacts',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:contacts' },
    query: contactsListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await directory.list(principal, query) }),
  }),
});

app.http('contactsDetail', {
  route: 'contacts/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:contacts' },
    params: contactParamsSchema,
    handle: async ({ principal, params }) => {
      const detail = await contactEditing.detail(principal, params.id);
      return { body: detail, headers: detail.etag ? { ETag: detail.etag } : ({} as Record<string, string>) };
    },
  }),
});

import { app } from '@azure/functions';
import { systemContactParamsSchema, systemContactQuerySchema, systemContactsQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { systemContacts } from './system-contacts.composition';

/**
 * The contacts of the administration area (part 2 §2.9, §7: GET /api/admin/contacts/?{query} and /{id}): read:admin.
 * The roles holding it (Admin, Developer, Support) see the whole directory of their tenant, so these are the
 * directory's own list — keyset pages by name, the continuation token — and detail (contacts/directory.service.ts);
 * another tenant's contact answers 404 (every read is in the caller's tenant partition). `tenant` names another
 * tenant, honoured only with read:tenants:any (the Developer; system-scope.ts).
 */

app.http('adminSystemContacts', {
  route: 'admin/contacts',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:admin' },
    query: systemContactsQuerySchema,
    handle: async ({ principal, query }) => ({ body: await systemContacts.list(principal, query) }),
  }),
});

app.http('adminSystemContact', {
  route: 'admin/contacts/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:admin' },
    params: systemContactParamsSchema,
    query: systemContactQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await systemContacts.detail(principal, params.id, query.tenant) }),
  }),
});

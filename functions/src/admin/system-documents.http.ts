import { app } from '@azure/functions';
import { systemDocumentParamsSchema, systemDocumentQuerySchema, systemDocumentsQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { systemDocuments } from './system-documents.composition';

/**
 * The system documents (part 2 §2.9, §7: GET /api/admin/documents/?{query} and /{id}): read:admin, the caller's
 * tenant (another tenant's document answers 404); `tenant` names another one, honoured only with read:tenants:any.
 */

app.http('adminSystemDocuments', {
  route: 'admin/documents',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:admin' },
    query: systemDocumentsQuerySchema,
    handle: async ({ principal, query }) => ({ body: await systemDocuments.list(principal, query) }),
  }),
});

app.http('adminSystemDocument', {
  route: 'admin/documents/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:admin' },
    params: systemDocumentParamsSchema,
    query: systemDocumentQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await systemDocuments.detail(principal, params.id, query.tenant) }),
  }),
});

import { app } from '@azure/functions';
import { documentsListQuerySchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { documentsList } from './documents-list.composition';

/**
 * GET /api/documents/ (part 2 §2.3, §7): every role reads documents (read:documents); which ones is
 * DocumentAccess's rule (the whole tenant, the suppliers serving the caller's organization, or a Supplier's own).
 */
app.http('documentsList', {
  route: 'documents',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    query: documentsListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await documentsList.list(principal, query) }),
  }),
});

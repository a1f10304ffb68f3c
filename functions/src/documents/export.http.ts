import { app } from '@azure/functions';
import { exportParamsSchema, exportRequestSchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { documentsExport } from './export.composition';

/**
 * POST /api/documents/export (part 2 §2.3, §7): the documents list's filters and a password; 202 with the job. The
 * flag documents-export comes with the permission export:documents. The password is never logged or stored.
 */
app.http('documentsExport', {
  route: 'documents/export',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'export:documents' },
    body: exportRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 202, body: await documentsExport.request(principal, body, requestOrigin(request)) }),
  }),
});

/** GET /api/documents/exports/{exportId}: the caller's own job (state, processed of total) for the progress bar. */
app.http('documentsExportStatus', {
  route: 'documents/exports/{exportId}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'export:documents' },
    params: exportParamsSchema,
    handle: async ({ principal, params }) => ({ body: await documentsExport.status(principal, params.exportId) }),
  }),
});

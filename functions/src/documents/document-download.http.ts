import { app } from '@azure/functions';
import { documentDownloadQuerySchema, documentParamsSchema } from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { documentAccess } from './composition';
import { DocumentDownloadService, documentDownloadBlobs } from './document-download.service';

/**
 * GET /api/documents/{id}/download[?inline=true]: a 5-minute read SAS for that one blob (read:documents, every
 * role; the document must be in the caller's view, else 404). The download flags are checked in the service.
 */
const downloads = new DocumentDownloadService(documentAccess, documentDownloadBlobs);

app.http('documentDownload', {
  route: 'documents/{id}/download',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    params: documentParamsSchema,
    query: documentDownloadQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await downloads.link(principal, params.id, query) }),
  }),
});

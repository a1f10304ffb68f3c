import { app } from '@azure/functions';
import {
  documentParamsSchema,
  extractionBodySchema,
  extractionCleanBodySchema,
  storageActionBodySchema,
  storageTableParamsSchema,
  storageTableQuerySchema,
} from '@expediente/contracts';
import { endpoint } from '../platform/http';
import { metadataApi } from './composition';
import { browsableTables } from './metadata-api.service';

/**
 * Metadata extraction on demand and the processing records (issue 14; part 1 §7, part 2 §2.4, §2.9, §7). Which
 * document the caller may touch is DocumentAccess's rule in the service: outside the caller's view, 404.
 */

app.http('metadataExtraction', {
  route: 'metadata/extraction',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'extract:documents', feature: 'instant-metadata' },
    body: extractionBodySchema,
    handle: async ({ principal, body }) => ({ status: 202, body: await metadataApi.extract(principal, body) }),
  }),
});

app.http('metadataExtractionClean', {
  route: 'metadata/extraction-clean',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'extract:documents', feature: 'reprocess-document-ai' },
    body: extractionCleanBodySchema,
    handle: async ({ principal, body }) => ({ status: 202, body: await metadataApi.clean(principal, body) }),
  }),
});

app.http('documentMetadata', {
  route: 'documents/metadata/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    // The metadata card is the Developer's (part 2 §2.4, §6), as the detail's jsonData.
    access: { kind: 'authenticated', permission: 'read:documents', roles: ['Developer'] },
    params: documentParamsSchema,
    handle: async ({ principal, params }) => ({ body: await metadataApi.metadata(principal, params.id) }),
  }),
});

app.http('storageTables', {
  route: 'storage/tables',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:storage' },
    handle: async () => ({ body: { tables: [...browsableTables] } }),
  }),
});

app.http('storageTable', {
  route: 'storage/table/{table}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:storage' },
    params: storageTableParamsSchema,
    query: storageTableQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await metadataApi.tablePage(principal, params.table, query) }),
  }),
});

app.http('storageReprocess', {
  route: 'storage/reprocess',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:storage' },
    body: storageActionBodySchema,
    handle: async ({ principal, body }) => ({ status: 202, body: await metadataApi.act(principal, body, false) }),
  }),
});

app.http('storageImageAi', {
  route: 'storage/image-ai',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:storage' },
    body: storageActionBodySchema,
    handle: async ({ principal, body }) => ({ status: 202, body: await metadataApi.act(principal, body, true) }),
  }),
});

import { app, type HttpRequest } from '@azure/functions';
import {
  documentDeleteQuerySchema,
  documentParamsSchema,
  documentPeriodUpdateSchema,
  documentPublicKeyParamsSchema,
  documentStatusUpdateSchema,
  saveMetadataSchema,
} from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import type { ChangeContext } from './document-changes.service';
import { documentChanges, documentDetail } from './document-detail.composition';

/**
 * The document detail and its editors' changes (part 2 §2.4, §7; part 1 §7 delete). Reading needs read:documents;
 * each change update:documents plus its own flag (edit-documents-compliance, edit-documents-period,
 * edit-document-metadata); delete delete:documents (flag document-delete). Which document the caller may touch is
 * DocumentAccess's rule in the services: outside the caller's view, 404.
 */

const ctxOf = (principal: Principal, request: HttpRequest): ChangeContext => ({ principal, from: requestOrigin(request) });

app.http('documentDetail', {
  route: 'documents/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:documents' },
    params: documentParamsSchema,
    handle: async ({ principal, params }) => ({ body: { document: await documentDetail.detail(principal, params.id) } }),
  }),
});

app.http('documentStatusUpdate', {
  route: 'documents/{id}/status',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:documents', feature: 'edit-documents-compliance' },
    params: documentParamsSchema,
    body: documentStatusUpdateSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await documentChanges.updateStatus(ctxOf(principal, request), params.id, body) }),
  }),
});

app.http('documentPeriodUpdate', {
  route: 'documents/{publicKey}/period',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:documents', feature: 'edit-documents-period' },
    params: documentPublicKeyParamsSchema,
    body: documentPeriodUpdateSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await documentChanges.updatePeriod(ctxOf(principal, request), params.publicKey, body) }),
  }),
});

app.http('documentSaveMetadata', {
  route: 'documents/metadata/{id}/saveMetadata',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:documents', feature: 'edit-document-metadata' },
    params: documentParamsSchema,
    body: saveMetadataSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await documentChanges.saveMetadata(ctxOf(principal, request), params.id, body) }),
  }),
});

app.http('documentDelete', {
  route: 'slot/document/{publicKey}',
  methods: ['DELETE'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'delete:documents' },
    params: documentPublicKeyParamsSchema,
    query: documentDeleteQuerySchema,
    handle: async ({ principal, params, query, request }) => ({ body: await documentChanges.remove(ctxOf(principal, request), params.publicKey, query) }),
  }),
});

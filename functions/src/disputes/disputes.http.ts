import { Readable } from 'node:stream';
import { app, type HttpRequest } from '@azure/functions';
import {
  addDisputeCommentRequestSchema,
  addDisputeRequestSchema,
  disputeAttachmentMaxBytes,
  disputeAttachmentParamsSchema,
  disputeAttachmentQuerySchema,
  disputeMessages,
  disputeParamsSchema,
  disputesListQuerySchema,
  disputeStatusUpdateSchema,
} from '@expediente/contracts';
import type { ChangeContext } from '../documents/document-changes.service';
import type { Principal } from '../platform/auth/principal';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint, readRawBody } from '../platform/http';
import { disputes } from './composition';

/**
 * Clarification disputes (part 2 §2.6, §6, §7; decision 015). Reading needs read:disputes, commenting
 * comment:disputes, opening and status changes manage:disputes (all under the flag disputes). The three lists
 * follow part 2 §6: the tenant's for Admin, Developer and Support, a customer's view, one organization's.
 * Which dispute the caller may touch is the service's rule (DocumentAccess's view): outside it, 404.
 */

const ctxOf = (principal: Principal, request: HttpRequest): ChangeContext => ({ principal, from: requestOrigin(request) });

app.http('disputesList', {
  route: 'disputes',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:disputes', roles: ['Admin', 'Developer', 'Support'] },
    query: disputesListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await disputes.list(principal, 'all', query) }),
  }),
});

app.http('disputesCustomerList', {
  route: 'disputes/customer',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:disputes', roles: ['Customer'] },
    query: disputesListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await disputes.list(principal, 'customer', query) }),
  }),
});

app.http('disputesSupplierList', {
  route: 'disputes/supplier',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:disputes' },
    query: disputesListQuerySchema,
    handle: async ({ principal, query }) => ({ body: await disputes.list(principal, 'supplier', query) }),
  }),
});

app.http('disputeGet', {
  route: 'disputes/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:disputes' },
    params: disputeParamsSchema,
    handle: async ({ principal, params }) => ({ body: { dispute: await disputes.get(principal, params.id) } }),
  }),
});

app.http('disputeComments', {
  route: 'disputes/comments/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:disputes' },
    params: disputeParamsSchema,
    handle: async ({ principal, params }) => ({ body: { comments: await disputes.comments(principal, params.id) } }),
  }),
});

app.http('disputeAdd', {
  route: 'disputes/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:disputes' },
    body: addDisputeRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: await disputes.open(ctxOf(principal, request), body) }),
  }),
});

app.http('disputeCommentAdd', {
  route: 'disputes/comments/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'comment:disputes' },
    body: addDisputeCommentRequestSchema,
    handle: async ({ principal, body, request }) => ({ status: 201, body: await disputes.addComment(ctxOf(principal, request), body) }),
  }),
});

app.http('disputeStatusUpdate', {
  route: 'disputes/{id}/status',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'manage:disputes' },
    params: disputeParamsSchema,
    body: disputeStatusUpdateSchema,
    handle: async ({ principal, params, body, request }) => ({ body: await disputes.setStatus(ctxOf(principal, request), params.id, body) }),
  }),
});

app.http('disputeAttachmentUpload', {
  route: 'disputes/attachments',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'comment:disputes' },
    query: disputeAttachmentQuerySchema,
    handle: async ({ request, principal, query }) => {
      const data = await readRawBody(request, disputeAttachmentMaxBytes, disputeMessages.attachmentTooLarge);
      const declaredType = request.headers.get('content-type') ?? '';
      return { status: 201, body: await disputes.uploadAttachment(principal, { disputeKey: query.disputeKey, data, declaredType, name: query.name ?? 'adjunto' }) };
    },
  }),
});

app.http('disputeAttachmentDownload', {
  route: 'disputes/attachments/{id}/{attachmentId}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:disputes' },
    params: disputeAttachmentParamsSchema,
    handle: async ({ principal, params }) => {
      const file = await disputes.openAttachment(principal, params.id, params.attachmentId);
      return {
        raw: Readable.toWeb(file.stream) as unknown as ReadableStream<Uint8Array>,
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(file.length),
          'Content-Disposition': `inline; filename="adjunto"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'X-Content-Type-Options': 'nosniff',
        },
      };
    },
  }),
});

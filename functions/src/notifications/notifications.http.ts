import { Readable } from 'node:stream';
import { app } from '@azure/functions';
import {
  addNotificationRequestSchema,
  attachmentTooLargeMessage,
  listNotificationsQuerySchema,
  notificationAttachmentMaxBytes,
  notificationAttachmentParamsSchema,
  notificationAttachmentQuerySchema,
  notificationsCountQuerySchema,
  notificationsParamsSchema,
  updateNotificationStatusRequestSchema,
} from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint, readRawBody } from '../platform/http';
import { notifications } from './composition';

/**
 * The notification calls of part 1 §7 and the attachments of the creation modal (part 2 §2.16). Reading and
 * status changes: every role, on their own notifications (flag notifications). Creating and uploading:
 * create:notifications (Admin, Developer, Support, Customer; flags notifications and notifications-insert).
 */

app.http('notificationsList', {
  route: 'notifications/{userPK}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:notifications:own' },
    params: notificationsParamsSchema,
    query: listNotificationsQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await notifications.list(principal, params.userPK, query) }),
  }),
});

app.http('notificationsCount', {
  route: 'notifications-status/{userPK}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:notifications:own' },
    params: notificationsParamsSchema,
    query: notificationsCountQuerySchema,
    handle: async ({ principal, params, query }) => ({ body: await notifications.count(principal, params.userPK, query.status) }),
  }),
});

app.http('notificationsTypes', {
  route: 'notifications-type/{userPK}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:notifications:own' },
    params: notificationsParamsSchema,
    handle: async ({ principal, params }) => ({ body: notifications.types(principal, params.userPK) }),
  }),
});

app.http('notificationsAdd', {
  route: 'notifications/add',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:notifications' },
    body: addNotificationRequestSchema,
    handle: async ({ request, principal, body }) => ({ status: 202, body: await notifications.requestFanout(principal, body, requestOrigin(request)) }),
  }),
});

app.http('notificationsUpdateStatus', {
  route: 'notifications/update-status',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:notifications:own' },
    body: updateNotificationStatusRequestSchema,
    handle: async ({ principal, body }) => ({ body: await notifications.updateStatus(principal, body) }),
  }),
});

app.http('notificationsAttachmentUpload', {
  route: 'notifications/attachments',
  methods: ['POST'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'create:notifications' },
    query: notificationAttachmentQuerySchema,
    handle: async ({ request, principal, query }) => {
      const data = await readRawBody(request, notificationAttachmentMaxBytes, attachmentTooLargeMessage);
      const declaredType = request.headers.get('content-type') ?? '';
      return { status: 201, body: await notifications.uploadAttachment(principal, { data, declaredType, name: query.name ?? 'adjunto' }) };
    },
  }),
});

app.http('notificationsAttachmentDownload', {
  route: 'notifications/attachments/{id}',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'read:notifications:own' },
    params: notificationAttachmentParamsSchema,
    handle: async ({ principal, params }) => {
      const file = await notifications.openAttachment(principal, params.id);
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

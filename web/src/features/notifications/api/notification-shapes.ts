import { notificationStatuses, notificationTypes } from '@expediente/contracts/notifications/notification-values';
import type {
  Notification,
  listNotificationsResponseSchema,
  notificationsCountResponseSchema,
  updateNotificationStatusResponseSchema,
} from '@expediente/contracts/notifications/notifications';
import type { z } from 'zod';
import { arrayOf, int, nullable, num, object, oneOf, optional, recordOf, responseShape, str, union, type Shape } from '../../../lib/shape';

// contracts' notification answers, checked without zod: the header reads them with the shell's first paint
// (lib/shape.ts, decision 006). __tests__/notification-shapes.test.ts holds each to its zod schema.

const notificationShape: Shape<Notification> = object({
  notificationId: str,
  type: oneOf(notificationTypes),
  typeLabel: str,
  title: str,
  content: str,
  status: oneOf(notificationStatuses),
  date: str,
  readDate: nullable(str),
  attachmentDocumentPk: nullable(str),
  metadata: nullable(recordOf(union(str, num))),
  createdBy: nullable(str),
});

/** GET /api/notifications/{userPK} */
export const listNotificationsResponseShape = responseShape<z.infer<typeof listNotificationsResponseSchema>>(
  object({ notifications: arrayOf(notificationShape), totalCount: int, continuationToken: optional(str) }),
);

/** GET /api/notifications-status/{userPK} */
export const notificationsCountResponseShape = responseShape<z.infer<typeof notificationsCountResponseSchema>>(object({ totalCount: int }));

/** PUT /api/notifications/update-status */
export const updateNotificationStatusResponseShape = responseShape<z.infer<typeof updateNotificationStatusResponseSchema>>(
  object({ notification: notificationShape, message: str }),
);

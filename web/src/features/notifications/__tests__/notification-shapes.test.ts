import {
  listNotificationsResponseSchema,
  notificationsCountResponseSchema,
  updateNotificationStatusResponseSchema,
} from '@expediente/contracts/notifications/notifications';
import { describe, expect, it } from 'vitest';
import { expectSameAnswers } from '../../../test/shape-agreement';
import { listNotificationsResponseShape, notificationsCountResponseShape, updateNotificationStatusResponseShape } from '../api/notification-shapes';
import { notification } from './notification-fixtures';

const withLinks = notification({
  type: 'document:rejected',
  status: 'read',
  readDate: '2026-03-11T10:00:00.000Z',
  attachmentDocumentPk: 'att-1',
  metadata: { companyPublicKey: 'org-1', year: 2026, period: 3 },
  createdBy: null,
});

describe('notification answers checked without zod', () => {
  it('the list: listNotificationsResponseShape answers as contracts listNotificationsResponseSchema does', () => {
    const samples = [
      { notifications: [notification(), withLinks], totalCount: 2 },
      { notifications: [], totalCount: 0, continuationToken: 'abc_123' },
    ];
    const { candidates, refused } = expectSameAnswers(listNotificationsResponseShape, listNotificationsResponseSchema, samples);
    expect(candidates).toBeGreaterThan(400);
    expect(refused).toBeGreaterThan(candidates / 2);
  });

  it('the unread count and a status change answer as their contracts schemas do', () => {
    expect(expectSameAnswers(notificationsCountResponseShape, notificationsCountResponseSchema, [{ totalCount: 0 }, { totalCount: 41 }]).refused).toBeGreaterThan(0);
    const changed = { notification: withLinks, message: 'Se marco la notificación como archivada.' };
    expect(expectSameAnswers(updateNotificationStatusResponseShape, updateNotificationStatusResponseSchema, [changed]).refused).toBeGreaterThan(0);
  });
});

import { listNotificationsResponseSchema } from '@expediente/contracts/notifications/notifications';
import { describe, expect, it } from 'vitest';
import { oneChangeVariants } from '../../../test/shape-agreement';
import { unreadNotificationsShape } from '../api/get-unread-notifications';

const sample = {
  notifications: [
    {
      notificationId: 'ntf-1',
      type: 'document:rejected',
      typeLabel: 'Documento rechazado',
      title: 'Documento rechazado',
      content: 'El documento no es legible.',
      status: 'unread',
      date: '2026-03-10T16:00:00.000Z',
      readDate: null,
      attachmentDocumentPk: null,
      metadata: { companyPublicKey: 'org-1', year: 2026 },
      createdBy: null,
    },
  ],
  totalCount: 1,
  continuationToken: 'abc',
};

const picked = (answer: typeof sample) => ({
  notifications: answer.notifications.map(({ notificationId, typeLabel, title, status, date }) => ({ notificationId, typeLabel, title, status, date })),
  totalCount: answer.totalCount,
});

describe("the home's view of the notifications list, checked without zod", () => {
  it('accepts every answer contracts listNotificationsResponseSchema accepts, keeping only the fields the home reads', () => {
    let accepted = 0;
    for (const candidate of [sample, ...oneChangeVariants(sample)]) {
      const zod = listNotificationsResponseSchema.safeParse(candidate);
      if (!zod.success) continue;
      accepted += 1;
      const ours = unreadNotificationsShape.safeParse(candidate);
      expect(ours.success, JSON.stringify(candidate)).toBe(true);
      if (ours.success) expect(ours.data).toStrictEqual(picked(zod.data as typeof sample));
    }
    expect(accepted).toBeGreaterThan(10);
  });

  it('refuses an answer whose read fields are missing or wrong', () => {
    const first = sample.notifications[0]!;
    for (const broken of [
      { ...sample, totalCount: '1' },
      { ...sample, notifications: [{ ...first, title: undefined }] },
      { ...sample, notifications: [{ ...first, status: 'otro' }] },
      { ...sample, notifications: [{ ...first, date: null }] },
      { totalCount: 1 },
    ]) {
      expect(unreadNotificationsShape.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
      expect(listNotificationsResponseSchema.safeParse(broken).success).toBe(false);
    }
  });
});

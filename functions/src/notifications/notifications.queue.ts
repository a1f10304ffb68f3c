import { app } from '@azure/functions';
import { queues, STORAGE_CONNECTION } from '../platform/resources';
import { notifications } from './composition';
import { fanoutMessageSchema } from './notifications.service';

/**
 * Fans a notification queued by POST /api/notifications/add out to its target users (NotificationsService.fanOut).
 * Idempotent: a redelivered message writes nothing twice. A message that is not a fan-out, or a failure, is
 * logged and rethrown, so the platform retries it and then moves it to notification-fanout-poison.
 */
app.storageQueue('notificationFanout', {
  queueName: queues.notificationFanout,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = fanoutMessageSchema.safeParse(message);
    if (!parsed.success) {
      context.error('notification-fanout: not a fan-out message');
      throw new Error('unexpected notification-fanout message');
    }
    try {
      const done = await notifications.fanOut(parsed.data);
      context.log(`notification-fanout ${parsed.data.batchId}: ${done.written} written for ${done.recipients} recipients`);
    } catch (err) {
      context.error(`notification-fanout ${parsed.data.batchId} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  },
});

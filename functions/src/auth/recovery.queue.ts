import { app } from '@azure/functions';
import { queues, STORAGE_CONNECTION } from '../platform/resources';
import { recovery } from './composition';
import { recoveryMessageSchema } from './recovery.service';

/**
 * Delivers password recovery mail queued by POST /api/forgotPassword (see RecoveryService). It is the only
 * consumer of mail-outbox today: a message of another kind fails and ends in mail-outbox-poison, where it is
 * visible, rather than being dropped. Failures are logged and rethrown so the platform retries.
 */
app.storageQueue('passwordRecoveryMail', {
  queueName: queues.mailOutbox,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = recoveryMessageSchema.safeParse(message);
    if (!parsed.success) {
      context.error('mail-outbox: not a password-recovery message');
      throw new Error('unexpected mail-outbox message');
    }
    try {
      await recovery.deliver(parsed.data);
    } catch (err) {
      context.error(`password recovery mail failed: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  },
});

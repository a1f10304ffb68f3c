import { getClients } from './clients';
import { countStorageCall } from './request-context';
import { queues, type QueueName } from './resources';

/**
 * Storage queues. Messages are JSON, base64-encoded as the Functions queue trigger expects, and always carry
 * the tenant they belong to so the background handler can scope its work.
 */
export type QueueMessage = { tenantId: string; kind: string; [key: string]: unknown };

export async function enqueue(queue: QueueName, message: QueueMessage, options: { delaySeconds?: number } = {}): Promise<void> {
  countStorageCall('queue');
  const text = Buffer.from(JSON.stringify(message), 'utf8').toString('base64');
  await getClients().queue.getQueueClient(queue).sendMessage(text, options.delaySeconds ? { visibilityTimeout: options.delaySeconds } : {});
}

export async function ensureQueues(): Promise<void> {
  for (const name of Object.values(queues)) {
    await getClients().queue.getQueueClient(name).createIfNotExists();
    await getClients().queue.getQueueClient(`${name}-poison`).createIfNotExists();
  }
}

export async function pingQueue(): Promise<void> {
  countStorageCall('queue');
  await getClients().queue.getQueueClient(queues.mailOutbox).getProperties();
}

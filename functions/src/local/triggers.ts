import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import azureFunctions from '@azure/functions';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient, type QueueClient } from '@azure/storage-queue';
import type { CapturedFunction, FunctionsRegistry } from './functions-core';
import { parseSchedule } from './ncrontab';
import type { InvocationLog } from './http-dispatch';

const { InvocationContext } = azureFunctions;

/**
 * Emulates the Functions host's non-HTTP triggers against the embedded storage:
 * - storage queues: polling with backoff, the handler gets the decoded (base64, then JSON) message; a failure
 *   makes the message visible again after visibilityTimeout; after maxDequeueCount tries it moves to
 *   `<queue>-poison`, as the host does;
 * - blobs with the Event Grid source: each new blob (name + ETag) fires its handler once; receipts are kept so a
 *   restart does not fire again; a blob whose handler keeps failing goes to `webjobs-blobtrigger-poison`;
 * - timers: NCRONTAB schedules (UTC) and runOnStartup.
 */

export type TriggerOptions = {
  registry: FunctionsRegistry;
  /** Resolves a connection name (e.g. Storage) to a connection string. */
  connectionString: (connection: string) => string;
  /** When set, blob receipts are kept in this folder across restarts. */
  dataDir?: string;
  maxDequeueCount: number;
  visibilityTimeoutSeconds: number;
  /** How long a received message stays invisible while its handler runs (a stopped host's message returns after it). */
  messageLeaseSeconds?: number;
  batchSize: number;
  maxPollingIntervalMs: number;
  /** Blob listing interval. */
  blobPollIntervalMs: number;
  log: InvocationLog;
};

export type TriggerHost = {
  stop(): Promise<void>;
  /** Invocations finished so far, per function (tests and benchmarks read it). */
  counts(): Record<string, { ok: number; failed: number }>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function resolveSetting(value: string): string {
  // %NAME% refers to an app setting, as in function.json.
  return value.replace(/%([^%]+)%/g, (_, name: string) => process.env[name] ?? '');
}

export function decodeQueueMessage(text: string): unknown {
  let decoded = text;
  const buf = Buffer.from(text, 'base64');
  if (buf.toString('base64') === text.replace(/\s/g, '')) decoded = buf.toString('utf8');
  try {
    return JSON.parse(decoded);
  } catch {
    return decoded;
  }
}

export function startTriggers(options: TriggerOptions): TriggerHost {
  let stopped = false;
  const loops: Promise<void>[] = [];
  const timers: NodeJS.Timeout[] = [];
  const stats: Record<string, { ok: number; failed: number }> = {};
  const functions = [...options.registry.functions.values()];

  async function run(fn: CapturedFunction, input: unknown, triggerMetadata: Record<string, unknown>, retry?: number): Promise<boolean> {
    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: fn.name,
      logHandler: (level, ...args) => options.log(fn.name, level, args),
      triggerMetadata,
      ...(retry !== undefined ? { retryContext: { retryCount: retry, maxRetryCount: options.maxDequeueCount } } : {}),
      options: { trigger: fn.trigger as never, extraInputs: [], extraOutputs: [] },
    });
    const s = (stats[fn.name] ??= { ok: 0, failed: 0 });
    try {
      await fn.handler(input, context);
      s.ok++;
      return true;
    } catch (err) {
      s.failed++;
      options.log(fn.name, 'error', [err instanceof Error ? (err.stack ?? err.message) : String(err)]);
      return false;
    }
  }

  for (const fn of functions) {
    const type = fn.trigger.type;
    if (type === 'queueTrigger') loops.push(queueLoop(fn));
    else if (type === 'blobTrigger') loops.push(blobLoop(fn));
    else if (type === 'timerTrigger') scheduleTimer(fn);
    else if (type !== 'httpTrigger') options.log(fn.name, 'warning', [`Trigger ${type} is not emulated locally`]);
  }

  async function queueLoop(fn: CapturedFunction): Promise<void> {
    const connection = options.connectionString(String(fn.trigger.connection ?? 'AzureWebJobsStorage'));
    const service = QueueServiceClient.fromConnectionString(connection);
    const queueName = resolveSetting(String(fn.trigger.queueName));
    const queue = service.getQueueClient(queueName);
    const poison = service.getQueueClient(`${queueName}-poison`);
    await queue.createIfNotExists();
    let idleDelay = 50;
    while (!stopped) {
      let received;
      try {
        received = await queue.receiveMessages({ numberOfMessages: options.batchSize, visibilityTimeout: options.messageLeaseSeconds ?? 60 });
      } catch (err) {
        if (stopped) return;
        options.log(fn.name, 'warning', [`queue poll failed: ${(err as Error).message}`]);
        await sleep(options.maxPollingIntervalMs);
        continue;
      }
      const items = received.receivedMessageItems;
      if (items.length === 0) {
        await sleep(idleDelay);
        idleDelay = Math.min(idleDelay * 2, options.maxPollingIntervalMs);
        continue;
      }
      idleDelay = 50;
      await Promise.all(
        items.map(async (m) => {
          const ok = await run(
            fn,
            decodeQueueMessage(m.messageText),
            {
              id: m.messageId,
              dequeueCount: m.dequeueCount,
              insertionTime: m.insertedOn,
              expirationTime: m.expiresOn,
              nextVisibleTime: m.nextVisibleOn,
              popReceipt: m.popReceipt,
              queueTrigger: m.messageText,
            },
            m.dequeueCount - 1,
          );
          await settle(queue, poison, m, ok).catch((err: Error) => options.log(fn.name, 'warning', [`settle failed: ${err.message}`]));
        }),
      );
    }
  }

  async function settle(
    queue: QueueClient,
    poison: QueueClient,
    m: { messageId: string; popReceipt: string; messageText: string; dequeueCount: number },
    ok: boolean,
  ) {
    if (ok) {
      await queue.deleteMessage(m.messageId, m.popReceipt);
    } else if (m.dequeueCount >= options.maxDequeueCount) {
      await poison.createIfNotExists();
      await poison.sendMessage(m.messageText);
      await queue.deleteMessage(m.messageId, m.popReceipt);
    } else {
      await queue.updateMessage(m.messageId, m.popReceipt, undefined, options.visibilityTimeoutSeconds);
    }
  }

  async function blobLoop(fn: CapturedFunction): Promise<void> {
    const connection = options.connectionString(String(fn.trigger.connection ?? 'AzureWebJobsStorage'));
    const service = BlobServiceClient.fromConnectionString(connection);
    const blobPath = resolveSetting(String(fn.trigger.path));
    const [containerName = '', ...patternParts] = blobPath.split('/');
    const prefix = (patternParts.join('/').split('{')[0] ?? '');
    const container = service.getContainerClient(containerName);
    await container.createIfNotExists();
    const receiptsFile = options.dataDir ? path.join(options.dataDir, `blob-receipts-${fn.name}.json`) : undefined;
    const stored = receiptsFile ? ((await fs.readFile(receiptsFile, 'utf8').then(JSON.parse).catch(() => undefined)) as string[] | undefined) : undefined;
    const receipts = new Set<string>(stored ?? []);
    if (!stored) {
      // Event Grid delivers BlobCreated only for blobs written after the subscription exists: on a first start (no
      // receipts yet) the blobs already there (the demo data) are taken as seen, not fired.
      try {
        for await (const b of container.listBlobsFlat({ prefix })) receipts.add(`${b.name}@${b.properties.etag}`);
      } catch {
        // An unreachable container is polled again below.
      }
      if (receiptsFile) await writeAtomic(receiptsFile, JSON.stringify([...receipts]));
    }
    const failures = new Map<string, number>();
    const poison = QueueServiceClient.fromConnectionString(connection).getQueueClient('webjobs-blobtrigger-poison');

    while (!stopped) {
      const fresh: { name: string; etag: string; size: number; contentType?: string }[] = [];
      try {
        for await (const b of container.listBlobsFlat({ prefix, includeMetadata: true })) {
          const key = `${b.name}@${b.properties.etag}`;
          if (!receipts.has(key)) fresh.push({ name: b.name, etag: String(b.properties.etag), size: b.properties.contentLength ?? 0, ...(b.properties.contentType ? { contentType: b.properties.contentType } : {}) });
        }
      } catch (err) {
        if (stopped) return;
        options.log(fn.name, 'warning', [`blob poll failed: ${(err as Error).message}`]);
      }
      for (const b of fresh) {
        if (stopped) return;
        const key = `${b.name}@${b.etag}`;
        const client = container.getBlockBlobClient(b.name);
        let content: Buffer;
        try {
          content = await client.downloadToBuffer();
        } catch {
          continue; // deleted in the meantime
        }
        const tries = (failures.get(key) ?? 0) + 1;
        const ok = await run(fn, content, {
          blobTrigger: `${containerName}/${b.name}`,
          uri: client.url,
          name: b.name,
          properties: { etag: b.etag, length: b.size, contentType: b.contentType },
        }, tries - 1);
        if (ok || tries >= options.maxDequeueCount) {
          if (!ok) {
            await poison.createIfNotExists();
            await poison.sendMessage(Buffer.from(JSON.stringify({ FunctionId: fn.name, BlobType: 'BlockBlob', ContainerName: containerName, BlobName: b.name, ETag: b.etag })).toString('base64'));
          }
          receipts.add(key);
          failures.delete(key);
          if (receiptsFile) await writeAtomic(receiptsFile, JSON.stringify([...receipts]));
        } else {
          failures.set(key, tries);
        }
      }
      await sleep(options.blobPollIntervalMs);
    }
  }

  function scheduleTimer(fn: CapturedFunction) {
    const schedule = parseSchedule(resolveSetting(String(fn.trigger.schedule)));
    let last: Date | undefined;
    const fire = async (isPastDue: boolean) => {
      const next = schedule.next(new Date());
      await run(fn, { isPastDue, schedule: { adjustForDST: true }, scheduleStatus: { last: last?.toISOString(), next: next.toISOString(), lastUpdated: new Date().toISOString() } }, {});
      last = new Date();
    };
    const arm = () => {
      if (stopped) return;
      const delay = Math.max(0, schedule.next(new Date()).getTime() - Date.now());
      const t = setTimeout(() => {
        void fire(false).finally(arm);
      }, Math.min(delay, 2_147_000_000));
      t.unref();
      timers.push(t);
    };
    if (fn.trigger.runOnStartup) void fire(false).finally(arm);
    else arm();
  }

  return {
    async stop() {
      stopped = true;
      timers.forEach(clearTimeout);
      await Promise.race([Promise.allSettled(loops), sleep(options.maxPollingIntervalMs + 1000)]);
    },
    counts: () => structuredClone(stats),
  };
}

async function writeAtomic(file: string, text: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, text);
  await fs.rename(tmp, file);
}

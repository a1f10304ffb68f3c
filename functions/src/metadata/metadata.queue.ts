import { app } from '@azure/functions';
import { queues, STORAGE_CONNECTION } from '../platform/resources';
import { extraction } from './composition';
import { extractionMessageSchema } from './extraction-starter';
import { closeOcr } from './readers';

/**
 * Metadata extraction runs (issue 14). One message per run (extraction-starter.ts); the service claims the
 * document's processing record, so a redelivered message or a second start writes no second result. A file that
 * cannot be read ends its run with an outcome and returns; any other failure is rethrown, the platform retries it
 * and after maxDequeueCount moves it to extraction-poison, handled below.
 */
app.storageQueue('extractionRun', {
  queueName: queues.extraction,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = extractionMessageSchema.safeParse(message);
    if (!parsed.success) {
      // Nothing to retry: a message this code never writes.
      context.error('extraction: not an extraction message');
      return;
    }
    const m = parsed.data;
    try {
      const result = await extraction.run(m);
      context.log(`extraction ${m.tenantId}/${m.publicKey} run ${m.runId}: ${result}`);
    } catch (err) {
      context.error(`extraction ${m.tenantId}/${m.publicKey} run ${m.runId} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  },
});

/** After the retries: the record and the document's extraction say 'Error al procesar el documento.'. */
app.storageQueue('extractionPoison', {
  queueName: `${queues.extraction}-poison`,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = extractionMessageSchema.safeParse(message);
    if (!parsed.success) {
      context.error('extraction-poison: not an extraction message');
      return;
    }
    const marked = await extraction.poisoned(parsed.data);
    context.warn(`extraction-poison ${parsed.data.tenantId}/${parsed.data.publicKey} run ${parsed.data.runId}: ${marked ? 'marked as error' : 'stale, left alone'}`);
  },
});

// The offline OCR keeps a worker: end it when the host stops (the local host runs appTerminate on stop).
app.hook.appTerminate(async () => {
  await closeOcr();
});

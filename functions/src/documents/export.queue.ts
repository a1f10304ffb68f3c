import { app } from '@azure/functions';
import { queues, STORAGE_CONNECTION } from '../platform/resources';
import { documentsExport } from './export.composition';
import { exportMessageSchema } from './export.service';

/**
 * The exports queue (issue 17): one message per export (ExportService.run). A failure is logged — by job, never the
 * message, which holds the sealed password — and rethrown: the platform retries it, then moves it to
 * exports-poison, whose handler marks the job failed and tells the user.
 */
app.storageQueue('documentsExportRun', {
  queueName: queues.exports,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = exportMessageSchema.safeParse(message);
    if (!parsed.success) {
      // Nothing to retry: a message this code never writes.
      context.error('exports: not an export message');
      return;
    }
    const m = parsed.data;
    try {
      const outcome = await documentsExport.run(m);
      context.log(`exports ${m.tenantId}/${m.exportId}: ${outcome}`);
    } catch (err) {
      context.error(`exports ${m.tenantId}/${m.exportId} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw err;
    }
  },
});

app.storageQueue('documentsExportPoison', {
  queueName: `${queues.exports}-poison`,
  connection: STORAGE_CONNECTION,
  handler: async (message, context) => {
    const parsed = exportMessageSchema.safeParse(message);
    if (!parsed.success) {
      context.error('exports-poison: not an export message');
      return;
    }
    const outcome = await documentsExport.poisoned(parsed.data);
    context.warn(`exports-poison ${parsed.data.tenantId}/${parsed.data.exportId}: ${outcome}`);
  },
});

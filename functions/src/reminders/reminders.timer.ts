import { app } from '@azure/functions';
import { reminders } from './composition';

/**
 * The daily reminders, 13:00 UTC (07:00 in Mexico City): suppliers' digests every day, customers' summaries on
 * Mondays. A tenant that fails is logged and the others still run; a redelivered run sends nothing twice (ledger).
 */
app.timer('remindersDaily', {
  schedule: '0 0 13 * * *',
  handler: async (_timer, context) => {
    const report = await reminders.run((tenantId, err) => context.error(`reminders: ${tenantId} failed`, err));
    context.log(`reminders: ${report.digests} digests, ${report.summaries} weekly summaries, ${report.failed} failed`);
  },
});

import { app } from '@azure/functions';
import { getConfig } from '../platform/config';
import { sat69bWatch } from './composition';

/**
 * The daily SAT 69-B import, 06:00 UTC (midnight in Mexico City, after the SAT's overnight publication). A refused
 * file is logged, not rethrown: retrying the same download minutes later would refuse it again, and the last good
 * snapshot stays in use until tomorrow's run. Storage failures are rethrown so the platform retries.
 */
app.timer('watchlistsSat69bDaily', {
  schedule: '0 0 6 * * *',
  handler: async (_timer, context) => {
    if (!getConfig().sat69bUrl) {
      context.warn('sat69b: SAT69B_URL is not set; nothing imported');
      return;
    }
    const outcome = await sat69bWatch.run();
    const changed = [...outcome.changed.values()].reduce((a, b) => a + b, 0);
    const line = `sat69b: ${outcome.check.result}${outcome.check.reason ? ` (${outcome.check.reason})` : ''}, snapshot ${outcome.snapshot?.date ?? 'none'}, ${changed} suppliers changed`;
    if (outcome.check.result === 'refused') context.warn(line);
    else context.log(line);
  },
});

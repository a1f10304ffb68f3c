import { app } from '@azure/functions';
import { endpoint } from '../platform/http';
import { pingCosmos } from '../platform/cosmos';
import { pingBlob } from '../platform/blobs';
import { pingQueue } from '../platform/queues';
import { pingTables } from '../platform/tables';
import { pingMail } from '../platform/mail';
import { HealthService } from './health.service';
import { APP_VERSION } from '../platform/version';

const health = new HealthService(
  { cosmos: pingCosmos, blob: pingBlob, queue: pingQueue, table: pingTables, mail: pingMail },
  APP_VERSION,
);

app.http('health', {
  route: 'health',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'Sondeo de disponibilidad para monitoreo y el arranque local.' },
    handle: async () => {
      const report = await health.check();
      return { status: report.down.length ? 503 : 200, body: report };
    },
  }),
});

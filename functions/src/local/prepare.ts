import { getClients } from '../platform/clients';
import { getConfig } from '../platform/config';
import { ensureCosmosSchema } from '../platform/cosmos';
import { ensureTables } from '../platform/tables';
import { ensureQueues } from '../platform/queues';
import { ensureBlobContainers } from '../platform/blobs';

/**
 * Creates the database, containers, tables, queues and blob containers if missing (in Azure, infra/ does), and
 * lets the portal's origin upload straight to the local blob endpoint (CORS), as the Bicep does for the SWA host.
 */
export async function prepareStorage(): Promise<void> {
  await Promise.all([ensureCosmosSchema(), ensureTables(), ensureQueues(), ensureBlobContainers()]);
  await getClients().blob.setProperties({
    cors: [
      {
        allowedOrigins: getConfig().publicBaseUrl,
        allowedMethods: 'GET,PUT,OPTIONS,HEAD',
        allowedHeaders: '*',
        exposedHeaders: 'etag,x-ms-request-id',
        maxAgeInSeconds: 3600,
      },
    ],
  });
}

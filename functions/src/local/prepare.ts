import { getClients } from '../platform/clients';
import { getConfig } from '../platform/config';
import { ensureCosmosSchema } from '../platform/cosmos';
import { ensureTables } from '../platform/tables';
import { ensureQueues } from '../platform/queues';
import { ensureBlobContainers } from '../platform/blobs';

/**
 * The origins a local browser uploads from: the portal's, under both loopback names (localhost and 127.0.0.1 reach
 * the same host), and the Vite dev server's (web/vite.config.ts, port 5173), which proxies /api but not Blob.
 */
export function browserOrigins(publicBaseUrl: string): string[] {
  const origins = new Set([publicBaseUrl]);
  const url = new URL(publicBaseUrl);
  for (const host of ['localhost', '127.0.0.1']) {
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    origins.add(`http://${host}:5173`);
  }
  return [...origins];
}

/**
 * Creates the database, containers, tables, queues and blob containers if missing (in Azure, infra/ does), and
 * lets the portal's origin upload straight to the local blob endpoint (CORS), as the Bicep does for the SWA host.
 */
export async function prepareStorage(): Promise<void> {
  await Promise.all([ensureCosmosSchema(), ensureTables(), ensureQueues(), ensureBlobContainers()]);
  await getClients().blob.setProperties({
    cors: [
      {
        allowedOrigins: browserOrigins(getConfig().publicBaseUrl).join(','),
        allowedMethods: 'GET,PUT,OPTIONS,HEAD',
        allowedHeaders: '*',
        exposedHeaders: 'etag,x-ms-request-id',
        maxAgeInSeconds: 3600,
      },
    ],
  });
}

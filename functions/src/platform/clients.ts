import { CosmosClient } from '@azure/cosmos';
import { TableServiceClient, TableClient } from '@azure/data-tables';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';
import { getConfig, type Config } from './config';

/**
 * The Azure SDK clients, built from config: keys and connection strings locally, the managed identity
 * (DefaultAzureCredential, RBAC) in the cloud. Only repositories and the platform layer use them.
 */
export type Clients = {
  cosmos: CosmosClient;
  blob: BlobServiceClient;
  queue: QueueServiceClient;
  tableService: TableServiceClient;
  table: (name: string) => TableClient;
  credential?: TokenCredential;
};

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';
}

export function createClients(config: Config): Clients {
  const credential =
    config.cosmos.key && config.storage.kind === 'connectionString'
      ? undefined
      : new DefaultAzureCredential(config.azureClientId ? { managedIdentityClientId: config.azureClientId } : {});

  const cosmos = config.cosmos.key
    ? new CosmosClient({
        endpoint: config.cosmos.endpoint,
        key: config.cosmos.key,
        // The local Cosmos DB server advertises https locations; stay on the endpoint we were given.
        connectionPolicy: { enableEndpointDiscovery: !isLoopback(config.cosmos.endpoint) },
      })
    : new CosmosClient({ endpoint: config.cosmos.endpoint, aadCredentials: credential! });

  if (config.storage.kind === 'connectionString') {
    const cs = config.storage.connectionString;
    const insecure = /DefaultEndpointsProtocol=http;/i.test(cs) || /UseDevelopmentStorage=true/i.test(cs);
    return {
      cosmos,
      blob: BlobServiceClient.fromConnectionString(cs),
      queue: QueueServiceClient.fromConnectionString(cs),
      tableService: TableServiceClient.fromConnectionString(cs, { allowInsecureConnection: insecure }),
      table: (name) => TableClient.fromConnectionString(cs, name, { allowInsecureConnection: insecure }),
      ...(credential ? { credential } : {}),
    };
  }
  const { blobUri, queueUri, tableUri } = config.storage;
  return {
    cosmos,
    blob: new BlobServiceClient(blobUri, credential),
    queue: new QueueServiceClient(queueUri, credential),
    tableService: new TableServiceClient(tableUri, credential!),
    table: (name) => new TableClient(tableUri, name, credential!),
    credential: credential!,
  };
}

let current: Clients | undefined;

/** The process-wide clients, made on first use from getConfig(). */
export function getClients(): Clients {
  current ??= createClients(getConfig());
  return current;
}

/** For the local host and tests: drop the clients (and their sockets) so the next call rebuilds them. */
export function resetClients(): void {
  current?.cosmos.dispose();
  current = undefined;
}

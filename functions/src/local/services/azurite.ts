import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Azurite's Blob, Queue and Table servers, in-process. Azurite ships no types and its classes take positional
 * arguments, so the few members used here are typed locally. In-memory by default; with a dataDir, Loki metadata
 * databases and blob/queue extents live under `<dataDir>/azurite` (Loki autosaves every 5 s and saves on close,
 * so a SIGKILL can lose the last few seconds of storage writes; Cosmos is the store with a write-ahead journal).
 */

const require = createRequire(import.meta.url);

type AzuriteServer = {
  start(): Promise<void>;
  close(): Promise<void>;
  httpServer: Server;
};
type ServerClass = new (configuration: unknown) => AzuriteServer;
type ConfigurationClass = new (...args: unknown[]) => unknown;
type ChunkStoreClass = new (sizeLimit: number) => unknown;

function loadDefault<T>(id: string): T {
  return (require(id) as { default: T }).default;
}

export const AZURITE_ACCOUNT_NAME = 'devstoreaccount1';
export const AZURITE_ACCOUNT_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export type AzuritePorts = { blob: number; queue: number; table: number };

export type AzuriteOptions = {
  /** Persist under `<dataDir>/azurite`; undefined keeps everything in memory. */
  dataDir?: string;
  host?: string;
  /** 0 (the default) picks an ephemeral port. */
  ports?: Partial<AzuritePorts>;
};

export type AzuriteHandle = {
  connectionString: string;
  ports: AzuritePorts;
  stop(): Promise<void>;
};

/** The address clients should dial for a listening host (wildcards become loopback). */
export function dialHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export function storageConnectionString(host: string, ports: AzuritePorts): string {
  const h = dialHost(host);
  return [
    'DefaultEndpointsProtocol=http',
    `AccountName=${AZURITE_ACCOUNT_NAME}`,
    `AccountKey=${AZURITE_ACCOUNT_KEY}`,
    `BlobEndpoint=http://${h}:${ports.blob}/${AZURITE_ACCOUNT_NAME}`,
    `QueueEndpoint=http://${h}:${ports.queue}/${AZURITE_ACCOUNT_NAME}`,
    `TableEndpoint=http://${h}:${ports.table}/${AZURITE_ACCOUNT_NAME}`,
    '',
  ].join(';');
}

function portOf(server: AzuriteServer): number {
  return (server.httpServer.address() as AddressInfo).port;
}

/** Azurite's close() calls stoppable's stop() without waiting: wait for the listening socket to really close. */
async function closeServer(server: AzuriteServer): Promise<void> {
  const http = server.httpServer;
  const closed = new Promise<void>((resolve) => {
    if (!http.listening) return resolve();
    http.once('close', () => resolve());
  });
  await server.close();
  const timer = setTimeout(() => http.closeAllConnections(), 2_000);
  await closed;
  clearTimeout(timer);
}

export async function startAzurite(options: AzuriteOptions = {}): Promise<AzuriteHandle> {
  const { dataDir, host = '127.0.0.1', ports = {} } = options;
  const BlobServer = loadDefault<ServerClass>('azurite/dist/src/blob/BlobServer');
  const BlobConfiguration = loadDefault<ConfigurationClass>('azurite/dist/src/blob/BlobConfiguration');
  const QueueServer = loadDefault<ServerClass>('azurite/dist/src/queue/QueueServer');
  const QueueConfiguration = loadDefault<ConfigurationClass>('azurite/dist/src/queue/QueueConfiguration');
  const TableServer = loadDefault<ServerClass>('azurite/dist/src/table/TableServer');
  const TableConfiguration = loadDefault<ConfigurationClass>('azurite/dist/src/table/TableConfiguration');
  const memory = require('azurite/dist/src/common/persistence/MemoryExtentStore') as {
    MemoryExtentChunkStore: ChunkStoreClass;
    DEFAULT_EXTENT_MEMORY_LIMIT: number;
  };

  const inMemory = dataDir === undefined;
  const root = inMemory ? '' : join(dataDir, 'azurite');
  if (!inMemory) mkdirSync(root, { recursive: true });
  const file = (name: string): string => (inMemory ? name : join(root, name));
  // Each instance gets its own chunk store (Azurite's default is one store shared by every server in the process).
  const chunks = (): unknown =>
    inMemory ? new memory.MemoryExtentChunkStore(memory.DEFAULT_EXTENT_MEMORY_LIMIT) : undefined;
  const keepAliveTimeout = 5;
  const enableAccessLog = false; // Azurite's default (true) writes a morgan line per request to stdout.
  const enableDebugLog = false;
  const loose = true;
  const skipApiVersionCheck = true;
  const disableProductStyleUrl = false;

  // (host, port, keepAliveTimeout, metadataDBPath, extentDBPath, persistencePathArray, enableAccessLog,
  //  accessLogWriteStream, enableDebugLog, debugLogFilePath, loose, skipApiVersionCheck, cert, key, pwd, oauth,
  //  disableProductStyleUrl, isMemoryPersistence, memoryStore)
  const blob = new BlobServer(
    new BlobConfiguration(
      host, ports.blob ?? 0, keepAliveTimeout,
      file('__azurite_db_blob__.json'), file('__azurite_db_blob_extent__.json'),
      [{ locationId: 'Default', locationPath: file('__blobstorage__'), maxConcurrency: 50 }],
      enableAccessLog, undefined, enableDebugLog, undefined, loose, skipApiVersionCheck,
      '', '', '', undefined, disableProductStyleUrl, inMemory, chunks(),
    ),
  );
  const queue = new QueueServer(
    new QueueConfiguration(
      host, ports.queue ?? 0, keepAliveTimeout,
      file('__azurite_db_queue__.json'), file('__azurite_db_queue_extent__.json'),
      [{ locationId: 'Default', locationPath: file('__queuestorage__'), maxConcurrency: 1 }],
      enableAccessLog, undefined, enableDebugLog, undefined, loose, skipApiVersionCheck,
      '', '', '', undefined, disableProductStyleUrl, inMemory, chunks(),
    ),
  );
  // Table's order differs: (host, port, keepAliveTimeout, metadataDBPath, enableDebugLog, enableAccessLog,
  //  accessLogWriteStream, debugLogFilePath, loose, skipApiVersionCheck, cert, key, pwd, oauth,
  //  disableProductStyleUrl, isMemoryPersistence)
  const table = new TableServer(
    new TableConfiguration(
      host, ports.table ?? 0, keepAliveTimeout, file('__azurite_db_table__.json'),
      enableDebugLog, enableAccessLog, undefined, undefined, loose, skipApiVersionCheck,
      '', '', '', undefined, disableProductStyleUrl, inMemory,
    ),
  );

  const servers = [blob, queue, table];
  const started = await Promise.allSettled(servers.map((s) => s.start()));
  const failure = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await Promise.allSettled(servers.filter((_, i) => started[i]?.status === 'fulfilled').map(closeServer));
    throw failure.reason;
  }

  const actual: AzuritePorts = { blob: portOf(blob), queue: portOf(queue), table: portOf(table) };
  let stopping: Promise<void> | undefined;
  return {
    connectionString: storageConnectionString(host, actual),
    ports: actual,
    stop() {
      stopping ??= (async () => {
        const results = await Promise.allSettled(servers.map(closeServer));
        const errors = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
        if (errors.length) throw new AggregateError(errors, 'Azurite did not stop cleanly');
      })();
      return stopping;
    },
  };
}

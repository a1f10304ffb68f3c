import { startAzurite, type AzuritePorts } from './azurite';
import { startCosmos, type CosmosStats } from './cosmos';
import { startMailCatcher, type MailCatcher } from './smtp';

export { startAzurite, storageConnectionString, AZURITE_ACCOUNT_KEY, AZURITE_ACCOUNT_NAME } from './azurite';
export type { AzuriteHandle, AzuriteOptions, AzuritePorts } from './azurite';
export { startCosmos, COSMOS_EMULATOR_KEY } from './cosmos';
export type { CosmosHandle, CosmosOptions, CosmosStats } from './cosmos';
export { startMailCatcher } from './smtp';
export type { MailAttachment, MailCatcher, MailCatcherOptions, MailMessage } from './smtp';

export type EmbeddedServicesOptions = {
  /** Persist everything under this folder (cosmos/, azurite/, mail/); undefined keeps everything in memory. */
  dataDir?: string;
  host?: string;
  /** 0 or missing picks an ephemeral port. */
  ports?: { cosmos?: number; blob?: number; queue?: number; table?: number; smtp?: number };
};

export type EmbeddedServices = {
  cosmos: { endpoint: string; key: string; stats(): CosmosStats };
  storage: { connectionString: string; ports: AzuritePorts };
  mail: MailCatcher;
  /** Stops everything. Rejects (once) with an AggregateError if a service did not stop cleanly; later calls resolve. */
  stop(): Promise<void>;
};

/** Starts the Cosmos DB server, Azurite (Blob, Queue, Table) and the mail catcher in parallel. */
export async function startEmbeddedServices(options: EmbeddedServicesOptions = {}): Promise<EmbeddedServices> {
  const { dataDir, host = '127.0.0.1', ports = {} } = options;
  const [cosmos, storage, mail] = await Promise.allSettled([
    startCosmos({ ...(dataDir !== undefined ? { dataDir } : {}), host, port: ports.cosmos ?? 0 }),
    startAzurite({
      ...(dataDir !== undefined ? { dataDir } : {}),
      host,
      ports: { blob: ports.blob ?? 0, queue: ports.queue ?? 0, table: ports.table ?? 0 },
    }),
    startMailCatcher({ ...(dataDir !== undefined ? { dataDir } : {}), host, port: ports.smtp ?? 0 }),
  ]);
  if (cosmos.status === 'rejected' || storage.status === 'rejected' || mail.status === 'rejected') {
    const started = [cosmos, storage, mail].filter((r) => r.status === 'fulfilled');
    await Promise.allSettled(started.map((r) => r.value.stop()));
    const errors = [cosmos, storage, mail].filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
    throw errors.length === 1 ? errors[0] : new AggregateError(errors, 'Embedded services did not start');
  }

  let stopped: Promise<void> | undefined;
  return {
    cosmos: { endpoint: cosmos.value.endpoint, key: cosmos.value.key, stats: () => cosmos.value.stats() },
    storage: { connectionString: storage.value.connectionString, ports: storage.value.ports },
    mail: mail.value,
    stop() {
      if (stopped) return stopped.catch(() => undefined);
      stopped = (async () => {
        const results = await Promise.allSettled([cosmos.value.stop(), storage.value.stop(), mail.value.stop()]);
        const errors = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
        if (errors.length) throw new AggregateError(errors, 'Embedded services did not stop cleanly');
      })();
      return stopped;
    },
  };
}

import { blobContainers, cosmosContainers, queues, tables } from '../platform/resources';
import { getClients } from '../platform/clients';
import { getConfig } from '../platform/config';
import { ensureCosmosSchema } from '../platform/cosmos';
import { countStorageCall } from '../platform/request-context';
import type { SchemaResource, SchemaResourceKind } from '@expediente/contracts';

type Named = { kind: SchemaResourceKind; name: string };

const statusOf = (err: unknown) => (err as { statusCode?: number })?.statusCode;

/** Every storage queue the app uses, with the poison queues the platform moves failures to. */
const queueNames = () => Object.values(queues).flatMap((q) => [q, `${q}-poison`]);

/**
 * The storage resources of functions/src/platform/resources.ts, read, created and deleted through the SDKs (the only
 * SDK code of the schema tools). Cosmos containers are created but never deleted here: they hold the users and the
 * sessions (dropping them would end every session, this one included, and leave no one able to sign in). Nor is the
 * events table (see drop).
 */
export class SchemaRepository {
  databaseName(): string {
    return getConfig().cosmos.database;
  }

  /** Existence of everything, item counts of Cosmos containers and approximate message counts of queues. */
  async describe(): Promise<SchemaResource[]> {
    const clients = getClients();
    const database = clients.cosmos.database(this.databaseName());
    const containers = await Promise.all(
      Object.keys(cosmosContainers).map(async (name): Promise<SchemaResource> => {
        countStorageCall('cosmos');
        try {
          const { resources } = await database.container(name).items.query<number>('SELECT VALUE COUNT(1) FROM c').fetchAll();
          return { kind: 'container', name, exists: true, count: resources[0] ?? 0 };
        } catch (err) {
          if ((err as { code?: number }).code === 404) return { kind: 'container', name, exists: false };
          throw err;
        }
      }),
    );
    countStorageCall('table');
    const existingTables = new Set<string>();
    for await (const t of clients.tableService.listTables()) if (t.name) existingTables.add(t.name);
    const tableRows = Object.values(tables).map((name): SchemaResource => ({ kind: 'table', name, exists: existingTables.has(name) }));
    const queueRows = await Promise.all(
      queueNames().map(async (name): Promise<SchemaResource> => {
        countStorageCall('queue');
        try {
          const props = await clients.queue.getQueueClient(name).getProperties();
          return { kind: 'queue', name, exists: true, count: props.approximateMessagesCount ?? 0 };
        } catch (err) {
          if (statusOf(err) === 404) return { kind: 'queue', name, exists: false };
          throw err;
        }
      }),
    );
    const blobRows = await Promise.all(
      Object.values(blobContainers).map(async (name): Promise<SchemaResource> => {
        countStorageCall('blob');
        return { kind: 'blobContainer', name, exists: await clients.blob.getContainerClient(name).exists() };
      }),
    );
    return [...containers, ...tableRows, ...queueRows, ...blobRows];
  }

  /** Creates what is missing (idempotent); says which were created and which already existed. */
  async create(): Promise<{ created: Named[]; existing: Named[] }> {
    const before = await this.describe();
    countStorageCall('cosmos');
    await ensureCosmosSchema();
    const clients = getClients();
    for (const r of before.filter((x) => !x.exists)) {
      if (r.kind === 'table') {
        countStorageCall('table');
        await clients.tableService.createTable(r.name).catch((err: unknown) => {
          if (statusOf(err) !== 409) throw err;
        });
      } else if (r.kind === 'queue') {
        countStorageCall('queue');
        await clients.queue.getQueueClient(r.name).createIfNotExists();
      } else if (r.kind === 'blobContainer') {
        countStorageCall('blob');
        await clients.blob.getContainerClient(r.name).createIfNotExists();
      }
    }
    const named = (x: SchemaResource): Named => ({ kind: x.kind, name: x.name });
    return { created: before.filter((x) => !x.exists).map(named), existing: before.filter((x) => x.exists).map(named) };
  }

  /**
   * Deletes the storage account's tables, queues and blob containers that exist, except the event log: the record of
   * who dropped the schema (and everything before) outlives the drop (decision 017).
   */
  async drop(): Promise<Named[]> {
    const clients = getClients();
    const dropped: Named[] = [];
    const existing = (await this.describe()).filter((r) => r.exists && r.kind !== 'container' && !(r.kind === 'table' && r.name === tables.events));
    for (const r of existing) {
      try {
        if (r.kind === 'table') {
          countStorageCall('table');
          await clients.tableService.deleteTable(r.name);
        } else if (r.kind === 'queue') {
          countStorageCall('queue');
          await clients.queue.getQueueClient(r.name).delete();
        } else {
          countStorageCall('blob');
          await clients.blob.getContainerClient(r.name).delete();
        }
        dropped.push({ kind: r.kind, name: r.name });
      } catch (err) {
        if (statusOf(err) !== 404) throw err;
      }
    }
    return dropped;
  }
}

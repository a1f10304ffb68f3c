import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CosmosClient, type Container } from '@azure/cosmos';
import { startCosmos, type CosmosHandle } from '../cosmos';

type Item = { id: string; pk: string; n: number; _etag?: string };

const here = dirname(fileURLToPath(import.meta.url));
const functionsRoot = join(here, '..', '..', '..', '..');

function clientFor(cosmos: CosmosHandle): CosmosClient {
  return new CosmosClient({ endpoint: cosmos.endpoint, key: cosmos.key, connectionPolicy: { enableEndpointDiscovery: false } });
}

async function makeContainer(client: CosmosClient): Promise<Container> {
  const { database } = await client.databases.createIfNotExists({ id: 'expediente' });
  const { container } = await database.containers.createIfNotExists({
    id: 'documents',
    partitionKey: { paths: ['/pk'] },
    defaultTtl: -1,
    indexingPolicy: { compositeIndexes: [[{ path: '/pk', order: 'ascending' }, { path: '/n', order: 'descending' }]] },
  });
  return container;
}

async function allIds(container: Container): Promise<string[]> {
  const { resources } = await container.items.readAll<Item>().fetchAll();
  return resources.map((r) => r.id).sort();
}

function statusOf(err: unknown): number | undefined {
  return (err as { code?: number }).code;
}

describe('startCosmos (in memory) through @azure/cosmos', () => {
  let cosmos: CosmosHandle;
  let client: CosmosClient;
  let container: Container;
  beforeAll(async () => {
    cosmos = await startCosmos();
    client = clientFor(cosmos);
    container = await makeContainer(client);
    for (let n = 0; n < 10; n += 1) await container.items.upsert({ id: `d${n}`, pk: n % 2 ? 't1|s1' : 't1|s2', n });
  });
  afterAll(async () => {
    client.dispose();
    await cosmos.stop();
  });

  it('answers on a plain http loopback endpoint with any base64 key', () => {
    expect(cosmos.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cosmos.port).toBeGreaterThan(0);
    expect(Buffer.from(cosmos.key, 'base64').length).toBeGreaterThan(0);
  });

  it('queries with a WHERE on the partition key', async () => {
    const { resources } = await container.items
      .query<Item>({ query: 'SELECT * FROM c WHERE c.pk = @pk ORDER BY c.n DESC', parameters: [{ name: '@pk', value: 't1|s1' }] })
      .fetchAll();
    expect(resources.map((r) => r.n)).toEqual([9, 7, 5, 3, 1]);
  });

  it('pages with continuation tokens, resumable from a new query', async () => {
    const query = { query: 'SELECT * FROM c WHERE c.pk = @pk', parameters: [{ name: '@pk', value: 't1|s2' }] };
    const first = await container.items.query<Item>(query, { maxItemCount: 2 }).fetchNext();
    expect(first.resources.map((r) => r.id)).toEqual(['d0', 'd2']);
    expect(first.hasMoreResults).toBe(true);
    expect(typeof first.continuationToken).toBe('string');
    const second = await container.items.query<Item>(query, { maxItemCount: 2, continuationToken: first.continuationToken }).fetchNext();
    expect(second.resources.map((r) => r.id)).toEqual(['d4', 'd6']);
    const third = await container.items.query<Item>(query, { maxItemCount: 2, continuationToken: second.continuationToken }).fetchNext();
    expect(third.resources.map((r) => r.id)).toEqual(['d8']);
    expect(third.continuationToken).toBeUndefined();
  });

  it('answers 412 to a replace, patch or delete with a stale ETag (IfMatch), 409 to a duplicate create', async () => {
    const { resource: read } = await container.item('d0', 't1|s2').read<Item>();
    const stale = read!._etag!;
    const { resource: replaced } = await container.item('d0', 't1|s2').replace<Item>({ ...read!, n: 100 }, { accessCondition: { type: 'IfMatch', condition: stale } });
    expect(replaced!._etag).not.toBe(stale);
    const ifMatch = { accessCondition: { type: 'IfMatch', condition: stale } };
    await expect(container.item('d0', 't1|s2').replace({ ...read!, n: 101 }, ifMatch)).rejects.toSatisfy((e) => statusOf(e) === 412);
    await expect(container.item('d0', 't1|s2').patch([{ op: 'set', path: '/n', value: 102 }], ifMatch)).rejects.toSatisfy((e) => statusOf(e) === 412);
    await expect(container.item('d0', 't1|s2').delete(ifMatch)).rejects.toSatisfy((e) => statusOf(e) === 412);
    await expect(container.items.create({ id: 'd0', pk: 't1|s2', n: 0 })).rejects.toSatisfy((e) => statusOf(e) === 409);
    expect((await container.item('d0', 't1|s2').read<Item>()).resource!.n).toBe(100);
  });

  it('runs a batch only when every operation names its partitionKey', async () => {
    const response = await container.items.batch(
      [
        { operationType: 'Upsert', partitionKey: 't1|s9', resourceBody: { id: 'b1', pk: 't1|s9', n: 1 } },
        { operationType: 'Create', partitionKey: 't1|s9', resourceBody: { id: 'b2', pk: 't1|s9', n: 2 } },
      ],
      't1|s9',
    );
    expect(response.result?.map((r) => r.statusCode)).toEqual([201, 201]);
  });
});

describe('startCosmos (persisted)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'expediente-cosmos-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps containers and items across a clean restart', async () => {
    const first = await startCosmos({ dataDir });
    let client = clientFor(first);
    const container = await makeContainer(client);
    for (let n = 0; n < 20; n += 1) await container.items.upsert({ id: `i${n}`, pk: `t${n % 3}`, n });
    await container.item('i1', 't1').patch([{ op: 'incr', path: '/n', value: 10 }]);
    await container.item('i2', 't2').delete();
    await container.items.batch(
      [
        { operationType: 'Create', partitionKey: 't0', resourceBody: { id: 'b0', pk: 't0', n: -1 } },
        { operationType: 'Delete', partitionKey: 't0', id: 'i3' },
      ],
      't0',
    );
    // A failed conditional write must not reappear after the restart.
    const { resource: i4 } = await container.item('i4', 't1').read<Item>();
    await container.item('i4', 't1').replace({ ...i4!, n: 40 });
    await expect(container.item('i4', 't1').replace({ ...i4!, n: 41 }, { accessCondition: { type: 'IfMatch', condition: i4!._etag! } })).rejects.toBeTruthy();
    expect(first.stats().journalEntries).toBeGreaterThan(20);
    const before = (await container.items.readAll<Item>().fetchAll()).resources.map(({ id, pk, n }) => ({ id, pk, n }));
    client.dispose();
    await first.stop();
    await first.stop(); // idempotent

    const second = await startCosmos({ dataDir });
    client = clientFor(second);
    try {
      const again = client.database('expediente').container('documents');
      const after = (await again.items.readAll<Item>().fetchAll()).resources.map(({ id, pk, n }) => ({ id, pk, n }));
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect(after.sort(byId)).toEqual(before.sort(byId));
      expect(after.find((d) => d.id === 'i1')?.n).toBe(11);
      expect(after.find((d) => d.id === 'i4')?.n).toBe(40);
      expect(after.map((d) => d.id)).not.toContain('i2');
      expect(after.map((d) => d.id)).not.toContain('i3');
      const { resource: definition } = await again.read();
      expect(definition?.partitionKey?.paths).toEqual(['/pk']);
      expect(definition?.defaultTtl).toBe(-1);
      expect(definition?.indexingPolicy?.compositeIndexes).toEqual([[{ path: '/pk', order: 'ascending' }, { path: '/n', order: 'descending' }]]);
      // The clean stop compacted: everything came from the snapshot.
      expect(second.stats().replayedEntries).toBe(2 + after.length);
      expect(readFileSync(join(dataDir, 'cosmos', 'journal.jsonl'), 'utf8')).toBe('');
      // ORDER BY on two fields still has its composite index.
      const { resources } = await again.items.query<Item>('SELECT * FROM c WHERE c.pk = "t1" ORDER BY c.pk ASC, c.n DESC').fetchAll();
      const expected = after.filter((d) => d.pk === 't1').sort((a, b) => b.n - a.n).map((d) => d.id);
      expect(resources.map((r) => r.id)).toEqual(expected);
    } finally {
      client.dispose();
      await second.stop();
    }
  });

  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    const killDir = mkdtempSync(join(tmpdir(), 'expediente-cosmos-kill-'));
    try {
      const count = 300;
      const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'fixtures', 'cosmos-writer.ts'), killDir, String(count)], {
        cwd: functionsRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const acked: string[] = [];
      await new Promise<void>((resolve, reject) => {
        let out = '';
        let ready = false;
        child.once('exit', (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          const lines = out.split('\n');
          out = lines.pop() ?? '';
          for (const line of lines) {
            if (line.startsWith('ready ')) ready = true;
            if (line.startsWith('ack ')) acked.push(line.slice(4));
          }
          // Kill while it is still writing, a few acknowledged writes after 'ready'.
          if (ready && acked.length >= 5) resolve();
        });
      });
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      // Simulate a kill in the middle of an append as well.
      appendFileSync(join(killDir, 'cosmos', 'journal.jsonl'), '{"method":"POST","url":"/dbs/expediente/colls/items/do');

      const cosmos = await startCosmos({ dataDir: killDir });
      const client = clientFor(cosmos);
      try {
        const ids = await allIds(client.database('expediente').container('items'));
        for (let i = 0; i < count; i += 1) expect(ids).toContain(`item-${i}`);
        for (const id of acked) expect(ids).toContain(id);
        expect(cosmos.stats().replayedEntries).toBeGreaterThanOrEqual(count + 2);
      } finally {
        client.dispose();
        await cosmos.stop();
      }
    } finally {
      rmSync(killDir, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import { TableClient } from '@azure/data-tables';
import { startAzurite, type AzuriteHandle } from '../azurite';

describe('startAzurite (in memory)', () => {
  let azurite: AzuriteHandle;
  beforeAll(async () => {
    azurite = await startAzurite();
  });
  afterAll(() => azurite.stop());

  it('reports ephemeral ports and a connection string that points at them', () => {
    const { blob, queue, table } = azurite.ports;
    expect(new Set([blob, queue, table]).size).toBe(3);
    expect(azurite.connectionString).toContain('DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;');
    expect(azurite.connectionString).toContain(`BlobEndpoint=http://127.0.0.1:${blob}/devstoreaccount1`);
    expect(azurite.connectionString).toContain(`QueueEndpoint=http://127.0.0.1:${queue}/devstoreaccount1`);
    expect(azurite.connectionString).toContain(`TableEndpoint=http://127.0.0.1:${table}/devstoreaccount1`);
  });

  it('uploads and reads a blob', async () => {
    const container = BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('documents');
    await container.createIfNotExists();
    const blob = container.getBlockBlobClient('t1/s1/acta.txt');
    await blob.upload('hola', 4, { blobHTTPHeaders: { blobContentType: 'text/plain' } });
    expect((await blob.downloadToBuffer()).toString()).toBe('hola');
    expect((await blob.getProperties()).contentType).toBe('text/plain');
  });

  it('sends and receives a queue message', async () => {
    const queue = QueueServiceClient.fromConnectionString(azurite.connectionString).getQueueClient('mail-outbox');
    await queue.createIfNotExists();
    await queue.sendMessage(Buffer.from(JSON.stringify({ to: 'a@b.mx' })).toString('base64'));
    const { receivedMessageItems } = await queue.receiveMessages();
    expect(receivedMessageItems).toHaveLength(1);
    const message = receivedMessageItems[0]!;
    expect(JSON.parse(Buffer.from(message.messageText, 'base64').toString())).toEqual({ to: 'a@b.mx' });
    await queue.deleteMessage(message.messageId, message.popReceipt);
  });

  it('inserts and reads a table entity', async () => {
    const table = TableClient.fromConnectionString(azurite.connectionString, 'events', { allowInsecureConnection: true });
    await table.createTable();
    await table.createEntity({ partitionKey: 't1', rowKey: 'e1', kind: 'sign-in', at: new Date('2025-01-02T03:04:05Z') });
    const entity = await table.getEntity<{ kind: string; at: Date }>('t1', 'e1');
    expect(entity.kind).toBe('sign-in');
    expect(entity.at).toEqual(new Date('2025-01-02T03:04:05Z'));
  });
});

describe('startAzurite (persisted)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'expediente-azurite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps blobs, messages and entities across a clean restart', async () => {
    const first = await startAzurite({ dataDir });
    const blobs = BlobServiceClient.fromConnectionString(first.connectionString).getContainerClient('exports');
    await blobs.createIfNotExists();
    await blobs.getBlockBlobClient('e.csv').upload('a,b', 3);
    const queue = QueueServiceClient.fromConnectionString(first.connectionString).getQueueClient('exports');
    await queue.createIfNotExists();
    await queue.sendMessage('job-1');
    const table = TableClient.fromConnectionString(first.connectionString, 'processing', { allowInsecureConnection: true });
    await table.createTable();
    await table.createEntity({ partitionKey: 'p', rowKey: 'r', status: 'done' });
    await first.stop();
    await first.stop(); // idempotent

    const second = await startAzurite({ dataDir });
    try {
      const again = BlobServiceClient.fromConnectionString(second.connectionString).getContainerClient('exports');
      expect((await again.getBlockBlobClient('e.csv').downloadToBuffer()).toString()).toBe('a,b');
      const peeked = await QueueServiceClient.fromConnectionString(second.connectionString).getQueueClient('exports').peekMessages();
      expect(peeked.peekedMessageItems.map((m) => m.messageText)).toEqual(['job-1']);
      const entity = await TableClient.fromConnectionString(second.connectionString, 'processing', { allowInsecureConnection: true }).getEntity<{ status: string }>('p', 'r');
      expect(entity.status).toBe('done');
    } finally {
      await second.stop();
    }
  });
});

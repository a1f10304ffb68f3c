import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CosmosClient } from '@azure/cosmos';
import { BlobServiceClient } from '@azure/storage-blob';
import nodemailer from 'nodemailer';
import { startEmbeddedServices } from '../index';

describe('startEmbeddedServices', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'expediente-services-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  for (const persisted of [false, true]) {
    it(`starts Cosmos, Azurite and the mail catcher ${persisted ? 'on a dataDir' : 'in memory'}, and stops twice without throwing`, async () => {
      const services = await startEmbeddedServices(persisted ? { dataDir } : {});
      try {
        const cosmos = new CosmosClient({ endpoint: services.cosmos.endpoint, key: services.cosmos.key, connectionPolicy: { enableEndpointDiscovery: false } });
        const { database } = await cosmos.databases.createIfNotExists({ id: 'expediente' });
        expect(database.id).toBe('expediente');
        cosmos.dispose();
        const blobs = BlobServiceClient.fromConnectionString(services.storage.connectionString);
        await blobs.getContainerClient('attachments').createIfNotExists();
        const sent = nodemailer.createTransport({ host: services.mail.host, port: services.mail.port, secure: false, ignoreTLS: true });
        await sent.sendMail({ from: 'a@b.mx', to: 'c@d.mx', subject: 'hola', text: 'x' });
        expect(services.mail.list()[0]?.subject).toBe('hola');
      } finally {
        await services.stop();
        await services.stop();
      }
    });
  }
});

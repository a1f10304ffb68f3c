import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CosmosClient } from '@azure/cosmos';
import { BlobServiceClient } from '@azure/storage-blob';
import { repoRoot } from '../host';
import { COSMOS_EMULATOR_KEY } from '../services/cosmos';
import { storageConnectionString } from '../services/azurite';

/** `npm start`'s entry as a child process on a data folder: what is written survives SIGKILL and SIGTERM. */

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

const taken = new Set<number>();
/**
 * A free port below Linux's ephemeral range (32768-60999): the host binds it later, and binds it again after the
 * restart, so it must stay free meanwhile. A port from listen(0) was once taken in between by another test's
 * connection (EADDRINUSE in a full run); one below the range is never handed out for a connection or a listen(0).
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (!taken.has(port) && (await canListen(port))) {
      taken.add(port);
      return port;
    }
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expediente-data-'));
let ports: Record<'PORT' | 'COSMOS_PORT' | 'BLOB_PORT' | 'QUEUE_PORT' | 'TABLE_PORT' | 'SMTP_PORT_LOCAL', number>;
let child: ChildProcess | undefined;

async function start(): Promise<{ output: () => string }> {
  ports ??= {
    PORT: await freePort(),
    COSMOS_PORT: await freePort(),
    BLOB_PORT: await freePort(),
    QUEUE_PORT: await freePort(),
    TABLE_PORT: await freePort(),
    SMTP_PORT_LOCAL: await freePort(),
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'functions/src/local/start.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    // A cold start compiles the functions tree with tsx and seeds the demo: on 2 busy cores, well over a minute.
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 120_000);
    proc.stdout!.on('data', () => {
      if (out.includes('Ctrl-C')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.on('exit', (code) => reject(new Error(`host exited ${code}:\n${out}`)));
  });
  return { output: () => out };
}

async function stop(signal: NodeJS.Signals): Promise<number | null> {
  const proc = child!;
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  proc.kill(signal);
  return exited;
}

afterAll(async () => {
  if (child && child.exitCode === null) await stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start: data survives a restart', () => {
  it('keeps Cosmos writes after SIGKILL and blob writes after SIGTERM, and seeds only once', async () => {
    const first = await start();
    expect(first.output()).toContain(`Portal:        http://localhost:${ports.PORT}`);
    expect(first.output()).toContain('proveedor@demo.expediente.mx');
    const health = await fetch(`http://127.0.0.1:${ports.PORT}/api/health`);
    expect(health.status).toBe(200);

    const cosmos = new CosmosClient({ endpoint: `http://127.0.0.1:${ports.COSMOS_PORT}`, key: COSMOS_EMULATOR_KEY, connectionPolicy: { enableEndpointDiscovery: false } });
    const contacts = cosmos.database('expediente').container('contacts');
    await contacts.items.upsert({ id: 'restart-probe', pk: 'demo-corporativo', tenantId: 'demo-corporativo', type: 'contact', displayName: 'Sobrevive' });
    const admin = (await cosmos.database('expediente').container('users').item('usr-admin', 'demo-corporativo').read()).resource as { passwordHash: string };
    cosmos.dispose();

    expect(await stop('SIGKILL')).toBe(null);

    await start();
    const cosmos2 = new CosmosClient({ endpoint: `http://127.0.0.1:${ports.COSMOS_PORT}`, key: COSMOS_EMULATOR_KEY, connectionPolicy: { enableEndpointDiscovery: false } });
    const probe = await cosmos2.database('expediente').container('contacts').item('restart-probe', 'demo-corporativo').read();
    expect(probe.resource?.displayName).toBe('Sobrevive');
    const adminAgain = (await cosmos2.database('expediente').container('users').item('usr-admin', 'demo-corporativo').read()).resource as { passwordHash: string };
    expect(adminAgain.passwordHash).toBe(admin.passwordHash); // not seeded twice
    cosmos2.dispose();

    const blobs = BlobServiceClient.fromConnectionString(storageConnectionString('127.0.0.1', { blob: ports.BLOB_PORT, queue: ports.QUEUE_PORT, table: ports.TABLE_PORT }));
    await blobs.getContainerClient('documents').getBlockBlobClient('demo-corporativo/restart.txt').upload('persistido', 10);
    expect(await stop('SIGTERM')).toBe(0);

    await start();
    const text = await blobs.getContainerClient('documents').getBlockBlobClient('demo-corporativo/restart.txt').downloadToBuffer();
    expect(text.toString()).toBe('persistido');
    expect((await fetch(`http://127.0.0.1:${ports.PORT}/api/health`)).status).toBe(200);
    expect(await stop('SIGTERM')).toBe(0);
  }, 360_000);
});

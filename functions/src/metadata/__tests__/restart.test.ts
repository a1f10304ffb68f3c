import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mexicoCityDay } from '@expediente/contracts';
import { signedIn } from '../../auth/__tests__/api-client';
import { DocumentsRepository } from '../../documents/documents.repository';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { usePipeline } from '../composition';
import { isFinal, ProcessingRepository } from '../processing.repository';
import { opinion32d, upload } from './pipeline-support';

/**
 * Kill and restart (issue 14): a host stops while a run it claimed is still reading (an injected reader that never
 * returns); a new host on the same storage takes the run over once its message is visible again and the claim's
 * lease has ended, and the document ends with exactly one result. The hosts keep a received message invisible for
 * 2 s (the emulator's default is 60 s) and the lease is the reader's limit plus the margin (1 s + 4 s here; 60 s +
 * 30 s by default), so the message comes back while the claim still holds and is put back until it ends.
 */

const demo = { tenantId: 'demo-corporativo' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expediente-extraction-'));
const saved = {
  METADATA_OCR: process.env.METADATA_OCR,
  METADATA_TIMEOUT_SECONDS: process.env.METADATA_TIMEOUT_SECONDS,
  METADATA_LEASE_MARGIN_SECONDS: process.env.METADATA_LEASE_MARGIN_SECONDS,
};
let host: Awaited<ReturnType<typeof startTestHost>> | undefined;
const triggerTimings = { blobPollIntervalMs: 100, maxPollingIntervalMs: 200, visibilityTimeoutSeconds: 0, maxDequeueCount: 3, messageLeaseSeconds: 2 };

afterAll(async () => {
  usePipeline(undefined);
  await host?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('a run whose host stops after claiming it', () => {
  it('ends with exactly one result after a new host starts on the same storage', { timeout: 240_000 }, async () => {
    process.env.METADATA_OCR = 'off';
    // The lease is the reader's limit plus the margin: longer than the message's 2 s of invisibility, so the
    // message first meets a held lease and is put back until it ends.
    process.env.METADATA_TIMEOUT_SECONDS = '1';
    process.env.METADATA_LEASE_MARGIN_SECONDS = '4';
    const records = new ProcessingRepository();
    host = await startTestHost({ dataDir, triggerTimings });
    usePipeline({ readDocument: () => new Promise(() => undefined) });
    const supplier = await signedIn(host.url, 'proveedor@demo.expediente.mx');
    const today = mexicoCityDay(new Date());
    const doc = await upload(supplier, {
      type: 'mxopinion32d',
      fileName: 'opinion.pdf',
      data: await opinion32d('LSE150312QA2', 'LIMPIEZA Y SERVICIOS DEL BAJIO SA DE CV', today),
      add: { fromDate: `${today.slice(0, 7)}-01T00:00:00-06:00` },
    });
    const running = await eventually(async () => {
      const r = await records.get(demo, doc.publicKey);
      return r?.outcome === 'running' ? r : undefined;
    }, 30_000);
    expect(running.attempts).toBe(1);

    // The host goes away mid-run; its reader never returns.
    await host.cleanup();
    host = undefined;
    usePipeline(undefined);
    host = await startTestHost({ dataDir, triggerTimings });

    const done = await eventually(async () => {
      const r = await records.get(demo, doc.publicKey);
      return r && isFinal(r.outcome) ? r : undefined;
    }, 150_000, 500);
    expect(['clean', 'partial']).toContain(done.outcome);
    expect(done).toMatchObject({ runId: running.runId, attempts: 2, hasError: false });
    // The second claim was made only after the first one's lease had ended (not when the message came back).
    expect(Date.parse(done.startedAt!)).toBeGreaterThanOrEqual(Date.parse(running.lease!));
    expect(Date.parse(running.lease!) - Date.parse(running.startedAt!)).toBe(5000);
    const stored = (await new DocumentsRepository().read(demo, doc.publicKey))!;
    expect(stored.extraction?.outcome).toBe(done.outcome);
    expect(JSON.parse(stored.jsonData!)).toMatchObject({ rfc: 'LSE150312QA2' });
    // One record for the document in the tenant's table.
    const page = await records.page(demo, { pageSize: 1000 });
    expect(page.items.filter((i) => String(i.partitionKey).endsWith(doc.publicKey))).toHaveLength(1);
  });
});

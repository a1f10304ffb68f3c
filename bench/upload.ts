/**
 * The browser's direct upload against the Node SDK (decision 011): one 50 MiB file sent to the embedded Azurite
 * through an upload SAS, (1) by Chromium running the portal's own block upload (web/src/features/upload/
 * block-upload.ts, bundled with esbuild: plain XHR, 4 MiB blocks, 3 in parallel, then Put Block List) and (2) by
 * @azure/storage-blob's uploadData in Node with the same block size and parallelism. One run each; the ratio is
 * the browser's throughput over the SDK's (target ≥ 0.8). Run: npm run bench -- upload   (SIZE_MIB=…, PARALLEL=… to change)
 */
import { BlockBlobClient } from '@azure/storage-blob';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { csrfHeader, UPLOAD_BLOCK_BYTES, uploadSasResponseSchema, type UploadSasResponse } from '@expediente/contracts';
import { chromiumPath } from '../e2e/chromium';
import { startLocalHost } from '../functions/src/local/host';
import { DEMO_PASSWORD } from '../functions/src/local/seed';

const SIZE = Number(process.env.SIZE_MIB ?? 50) * 1024 * 1024;
const PARALLEL = Number(process.env.PARALLEL ?? 3);
const mib = (bytes: number) => bytes / 1024 / 1024;

const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const base = host.url;
  const headers = { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value, origin: base };
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'proveedor@demo.expediente.mx', password: DEMO_PASSWORD }) });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  async function sas(fileName: string): Promise<UploadSasResponse> {
    const res = await fetch(`${base}/api/documents/GetContainerSASToken`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ documentTypeCode: 'mxcsf', fileName, size: SIZE, contentType: 'application/pdf' }),
    });
    if (res.status !== 200) throw new Error(`SAS: ${res.status} ${await res.text()}`);
    return uploadSasResponseSchema.parse(await res.json());
  }

  // (2) The SDK in Node, the same bytes, the same blocks and parallelism.
  const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
  const sdkSas = await sas('sdk.pdf');
  const sdkStart = performance.now();
  await new BlockBlobClient(sdkSas.uploadUrl).uploadData(data, { blockSize: UPLOAD_BLOCK_BYTES, concurrency: PARALLEL, blobHTTPHeaders: { blobContentType: 'application/pdf' } });
  const sdkMs = performance.now() - sdkStart;

  // (1) Chromium with the portal's own code, from the portal's origin (Azurite's CORS allows it).
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../web/src/features/upload/block-upload.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'PortalUpload',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${base}/api/health`);
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const browserSas = await sas('browser.pdf');
  const browserMs = await page.evaluate(
    async ({ size, uploadUrl, parallel }) => {
      const bytes = new Uint8Array(size);
      for (let offset = 0; offset < size; offset += 65_536) crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
      const file = new Blob([bytes], { type: 'application/pdf' });
      type Session = { blocks: unknown[]; stage: (blocks: unknown[]) => Promise<void>; commit: (h: Record<string, string>) => Promise<void> };
      const { BlobUploadSession } = (globalThis as unknown as { PortalUpload: { BlobUploadSession: new (file: Blob, url: string, options: { parallel: number }) => Session } }).PortalUpload;
      const session = new BlobUploadSession(file, uploadUrl, { parallel });
      const start = performance.now();
      await session.stage(session.blocks);
      await session.commit({ 'x-ms-blob-content-type': 'application/pdf' });
      return performance.now() - start;
    },
    { size: SIZE, uploadUrl: browserSas.uploadUrl, parallel: PARALLEL },
  );
  // Both blobs are there, whole.
  for (const s of [sdkSas, browserSas]) {
    const props = await new BlockBlobClient(s.uploadUrl).getProperties();
    if (props.contentLength !== SIZE) throw new Error(`blob ${s.blobName}: ${props.contentLength} bytes`);
  }

  const rate = (ms: number) => mib(SIZE) / (ms / 1000);
  console.log(`file: ${mib(SIZE)} MiB, blocks of ${mib(UPLOAD_BLOCK_BYTES)} MiB, ${PARALLEL} in parallel, Azurite in-process`);
  console.log(`Node SDK uploadData:       ${sdkMs.toFixed(0)} ms  ${rate(sdkMs).toFixed(1)} MiB/s`);
  console.log(`Chromium XHR block upload: ${browserMs.toFixed(0)} ms  ${rate(browserMs).toFixed(1)} MiB/s`);
  console.log(`load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`ratio browser/SDK: ${(sdkMs / browserMs).toFixed(2)} (target ≥ 0.8)`);
} finally {
  await browser.close();
  await host.stop();
}

/**
 * The password-protected export (issue 17) of FILES × SIZE_MIB MiB documents (default 100 × 5 MiB, random so they
 * do not compress): the local host in-process with Azurite persisting to a temporary folder (the documents are not
 * held in this process's memory), FILES documents of one supplier, then POST /api/documents/export as that Supplier
 * and GET /api/documents/exports/{id} until done. It reports the time from the request to done, the ZIP's size and
 * the process's peak RSS above the RSS just before the request (sampled every 20 ms), then checks the ZIP with
 * `7zz t` and the password. Run: npm run bench -- export   (FILES=…, SIZE_MIB=… to change)
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { csrfHeader, documentPublicKey } from '@expediente/contracts';
import { DocumentsRepository } from '../functions/src/documents/documents.repository';
import { startLocalHost } from '../functions/src/local/host';
import { putBlob } from '../functions/src/platform/blobs';
import { blobContainers } from '../functions/src/platform/resources';
import { signInCookie } from './support';

const FILES = Number(process.env.FILES ?? 100);
const SIZE = Number(process.env.SIZE_MIB ?? 5) * 1024 * 1024;
const PASSWORD = 'Bench#Export2026';
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const scope = { tenantId: 'demo-corporativo' };
const supplierId = 'sup-limpieza-bajio';
const marker = `benchexport${randomBytes(4).toString('hex')}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expediente-bench-export-'));
const host = await startLocalHost({ port: 0, env: 'test', dataDir, servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
try {
  const repo = new DocumentsRepository();
  for (let i = 0; i < FILES; i++) {
    const uuid = randomUUID();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
    const blobName = `${supplierId}/${uuid}.pdf`;
    const { url } = await putBlob(scope, blobContainers.documents, blobName, bytes, 'application/pdf');
    const now = new Date().toISOString();
    await repo.create(scope, {
      id: uuid,
      supplierId,
      supplierName: 'Limpieza y Servicios del Bajío SA de CV',
      publicKey: documentPublicKey(supplierId, uuid),
      originalName: `documento-${i}.pdf`,
      blobName,
      storageUrl: url,
      contentType: 'application/pdf',
      length: bytes.length,
      md5: createHash('md5').update(bytes).digest('base64'),
      status: 'V',
      documentTypeCode: 'mxcsf',
      documentTypeFullName: 'Constancia de Situación Fiscal',
      displayName: 'Constancia de Situación Fiscal',
      formDataItems: [],
      relationships: [],
      periodKey: 'initial',
      initialValidity: now,
      searchText: `documento-${i}.pdf ${marker}`,
      createdAt: now,
      createdBy: 'bench',
      modifiedAt: now,
    });
  }
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((r) => setTimeout(r, 2000));

  const cookie = await signInCookie(host.url, 'proveedor@demo.expediente.mx');
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await fetch(`${host.url}/api/documents/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value, origin: host.url, cookie },
    body: JSON.stringify({ IsRequired: 'all', SearchText: marker, Password: PASSWORD }),
  });
  if (res.status !== 202) throw new Error(`export: ${res.status} ${await res.text()}`);
  const { exportId } = (await res.json()) as { exportId: string };
  let job: { state: string; processed: number; total: number; bytes: number };
  for (;;) {
    job = (await (await fetch(`${host.url}/api/documents/exports/${exportId}`, { headers: { cookie } })).json()) as typeof job;
    if (job.state === 'done' || job.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (job.state !== 'done') throw new Error(`export ${job.state}`);

  const mail = await host.mail!.waitFor((m) => m.to.includes('proveedor@demo.expediente.mx') && m.subject === 'Su descarga de documentos está lista');
  const link = /Descargar el archivo ZIP: (\S+)/.exec(mail.text)![1]!;
  const zipFile = path.join(dataDir, 'export.zip');
  const download = await fetch(link);
  await pipeline(Readable.fromWeb(download.body as never), createWriteStream(zipFile));
  const check = await promisify(execFile)('/usr/bin/7zz', ['t', `-p${PASSWORD}`, zipFile], { maxBuffer: 16 * 1024 * 1024 });
  const ok = /Everything is Ok/.test(check.stdout);

  console.log(`export of ${FILES} × ${mib(SIZE)} MiB (${mib(FILES * SIZE)} MiB): ${(ms / 1000).toFixed(1)} s from request to done (${(FILES * SIZE / 1024 / 1024 / (ms / 1000)).toFixed(0)} MiB/s)`);
  console.log(`ZIP ${mib(statSync(zipFile).size)} MiB (${job.processed}/${job.total} files + indice.csv); 7zz t with the password: ${ok ? 'Everything is Ok' : 'FAILED'}`);
  console.log(`process RSS before the request ${mib(baseline)} MiB, peak during the export ${mib(peak)} MiB (+${mib(peak - baseline)} MiB; the host, Azurite, Cosmos and the worker share this process)`);
  console.log(`node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
  if (!ok) process.exitCode = 1;
} finally {
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

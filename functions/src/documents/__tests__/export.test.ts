import { execFile } from 'node:child_process';
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPublicKey, exportJobSchema, exportMessages, exportStartedSchema, type ExportJob } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { deterministicNotificationId } from '../../notifications/notifications.service';
import { putBlob } from '../../platform/blobs';
import { getClients } from '../../platform/clients';
import { enqueue } from '../../platform/queues';
import { blobContainers, queues, tables } from '../../platform/resources';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { DocumentsRepository } from '../documents.repository';
import { sealPassword } from '../export.crypto';
import { ExportJobsRepository } from '../export.repository';

/**
 * The password-protected export against the embedded Azurite, Cosmos DB and SMTP catcher: the ZIP opened with 7-Zip
 * (the right password gives the uploaded bytes and an index of them; a wrong one is refused), the 7-day read SAS for
 * that one blob, the password nowhere readable (rows, queue messages, blob metadata, logs), a Supplier's own documents
 * only, another tenant's filters give nothing, a redelivered message writes one ZIP, and the failure path.
 */

const run = promisify(execFile);
const SEVEN_ZIP = '/usr/bin/7zz';
const PASSWORD = `Clave-${randomBytes(6).toString('hex')}`;
const demo = { tenantId: 'demo-corporativo' };
const marker = `exportprueba${randomBytes(4).toString('hex')}`;
const logs: string[] = [];
const sentMessages: string[] = [];
const repo = new DocumentsRepository();
const jobs = new ExportJobsRepository();

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let customer: ApiClient;
let otherTenant: ApiClient;
let work: string;

type Stored = { publicKey: string; bytes: Buffer; originalName: string };

async function storeDocument(supplierId: string, supplierName: string, originalName: string, bytes: Buffer, fromMonth?: number): Promise<Stored> {
  const uuid = randomUUID();
  const blobName = `${supplierId}/${uuid}.pdf`;
  const { url } = await putBlob(demo, blobContainers.documents, blobName, bytes, 'application/pdf');
  const now = new Date().toISOString();
  await repo.create(demo, {
    id: uuid,
    supplierId,
    supplierName,
    publicKey: documentPublicKey(supplierId, uuid),
    originalName,
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
    periodKey: fromMonth ? `2026-0${fromMonth}` : 'initial',
    initialValidity: now,
    searchText: `${originalName.toLowerCase()} ${marker}`,
    createdAt: now,
    createdBy: 'test',
    modifiedAt: now,
  });
  return { publicKey: documentPublicKey(supplierId, uuid), bytes, originalName };
}

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
let own: Stored[] = [];

const body = (over: Record<string, unknown> = {}) => ({ IsRequired: 'all', SearchText: marker, Password: PASSWORD, ...over });

async function finished(client: ApiClient, exportId: string): Promise<ExportJob> {
  return eventually(async () => {
    const res = await client.get(`/api/documents/exports/${exportId}`);
    const job = exportJobSchema.parse(res.body);
    return job.state === 'done' || job.state === 'failed' ? job : undefined;
  }, 30_000);
}

function linkOf(text: string): string {
  const url = /Descargar el archivo ZIP: (\S+)/.exec(text)?.[1];
  if (!url) throw new Error('no link in the mail');
  return url;
}

async function download(url: string, name: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const file = path.join(work, name);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

async function unzip(file: string, password: string, into: string) {
  return run(SEVEN_ZIP, ['x', `-p${password}`, `-o${path.join(work, into)}`, '-y', file], { env: { ...process.env, LANG: 'C.UTF-8' } });
}

/** The CSV index as rows of cells (quoted cells, CRLF, a BOM). */
function readIndex(file: string): string[][] {
  const text = readFileSync(file, 'utf8').replace(/^\ufeff/, '');
  return text
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

let started: { exportId: string; total: number };
let zipFile: string;
let mailText: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'expediente-export-'));
  host = await startTestHost({ log: (fn, level, args) => logs.push(`${fn} ${level} ${args.map((a) => (a instanceof Error ? a.stack : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}`) });
  // Every message the app sends to the exports queue, as sent (the worker consumes them at once).
  const service = getClients().queue;
  const original = service.getQueueClient.bind(service);
  service.getQueueClient = (name: string) => {
    const client = original(name);
    if (name === queues.exports) {
      const send = client.sendMessage.bind(client);
      client.sendMessage = (text, options) => {
        sentMessages.push(text);
        return send(text, options);
      };
    }
    return client;
  };
  [supplier, customer, otherTenant] = await signedInAll(host.url, ['proveedor@demo.expediente.mx', 'cliente@demo.expediente.mx', 'cliente2@demo.expediente.mx']);
  own = [
    await storeDocument('sup-limpieza-bajio', 'Limpieza y Servicios del Bajío SA de CV', 'Constancia año 2026.pdf', pdf(300_000)),
    await storeDocument('sup-limpieza-bajio', 'Limpieza y Servicios del Bajío SA de CV', 'Constancia año 2026.pdf', pdf(1_000)),
    await storeDocument('sup-limpieza-bajio', 'Limpieza y Servicios del Bajío SA de CV', '=HYPERLINK("x").pdf', pdf(20_000)),
  ];
  await storeDocument('sup-transportes-norte', 'Transportes del Norte', 'ajena.pdf', pdf(500));
}, 90_000);

afterAll(async () => {
  await host?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('POST /api/documents/export and the worker', () => {
  it('exports a Supplier’s own documents into an AES ZIP that 7-Zip opens with the password, with an index', async () => {
    const res = await supplier.post('/api/documents/export', body());
    expect(res.status).toBe(202);
    const answer = exportStartedSchema.parse(res.body);
    expect(answer).toMatchObject({ message: exportMessages.started, total: 3 });
    started = answer;

    const job = await finished(supplier, answer.exportId);
    expect(job).toMatchObject({ state: 'done', total: 3, processed: 3 });
    expect(job.bytes).toBeGreaterThan(321_000);

    const mail = await host.mail!.waitFor((m) => m.to.includes('proveedor@demo.expediente.mx') && m.subject === 'Su descarga de documentos está lista');
    expect(mail.text).toContain('7-Zip');
    mailText = mail.text;
    zipFile = await download(linkOf(mail.text), 'export.zip');
    await unzip(zipFile, PASSWORD, 'ok');

    const index = readIndex(path.join(work, 'ok', 'indice.csv'));
    expect(index[0]).toEqual(['Archivo', 'Proveedor', 'RFC', 'Tipo de documento', 'Periodo', 'Estatus', 'Tamaño (bytes)', 'SHA-256', 'Observaciones']);
    const rows = index.slice(1);
    expect(rows).toHaveLength(3);
    for (const doc of own) {
      const sha = createHash('sha256').update(doc.bytes).digest('hex');
      const row = rows.find((r) => r[7] === sha);
      expect(row, doc.originalName).toBeDefined();
      expect(row!.slice(1, 7)).toEqual(['Limpieza y Servicios del Bajío SA de CV', expect.any(String), 'CSF', 'Inicial', 'Válido', String(doc.bytes.length)]);
      // The file's bytes are the uploaded ones, under <RFC>/<type>/<period> <original name>.
      expect(row![0]).toMatch(/^[A-Z&Ñ]{3,4}\d{6}[A-Z0-9]{3}\/CSF\/Inicial /);
      expect(readFileSync(path.join(work, 'ok', row![0]!)).equals(doc.bytes)).toBe(true);
    }
    // Two files with the same name stay apart; the formula-looking name is neutralised in the index.
    const twins = rows.map((r) => r[0]!).filter((p) => p.includes('Constancia año 2026'));
    expect(new Set(twins).size).toBe(2);
    expect(twins.some((p) => p.endsWith('Constancia año 2026 (2).pdf'))).toBe(true);
    expect(rows.some((r) => r[0]!.startsWith("'") || r[0]!.includes('=HYPERLINK'))).toBe(true);
  });

  it('refuses a wrong password (7-Zip fails)', async () => {
    await expect(unzip(zipFile, 'Incorrecta-123', 'wrong')).rejects.toThrow();
    expect(existsSync(path.join(work, 'wrong', 'indice.csv')) && readFileSync(path.join(work, 'wrong', 'indice.csv')).length > 0).toBe(false);
  });

  it('links a read-only SAS for that one blob, valid 7 days, and posts the notification with url and expirationDate', async () => {
    const url = new URL(linkOf(mailText));
    expect(url.pathname).toMatch(new RegExp(`/exports/demo-corporativo/${started.exportId}\\.zip$`));
    expect(url.searchParams.get('sp')).toBe('r');
    expect(url.searchParams.get('sr')).toBe('b');
    const expiresMs = Date.parse(url.searchParams.get('se')!);
    const week = 7 * 86_400_000;
    expect(expiresMs).toBeGreaterThan(Date.now() + week - 5 * 60_000);
    expect(expiresMs).toBeLessThanOrEqual(Date.now() + week);
    // Writing with it, or reading another blob, is refused by Blob Storage.
    const put = await fetch(url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'x' });
    expect(put.status).toBe(403);
    const other = new URL(url);
    other.pathname = other.pathname.replace(started.exportId, randomUUID());
    expect((await fetch(other)).status).toBe(403);

    const supplierId = userId('proveedor@demo.expediente.mx');
    const notification = await new NotificationsRepository().read(demo, supplierId, deterministicNotificationId(`export:${started.exportId}`, supplierId));
    expect(notification).toMatchObject({ type: 'user:documents_download', status: 'unread' });
    expect(notification!.metadata).toMatchObject({ url: url.toString(), expirationDate: new Date(expiresMs).toISOString() });
    const job = exportJobSchema.parse((await supplier.get(`/api/documents/exports/${started.exportId}`)).body);
    expect(job.expiresAt).toBe(new Date(expiresMs).toISOString());
  });

  it('keeps the password out of every row, queue message, blob metadata, mail and log line', async () => {
    const needles = [PASSWORD, Buffer.from(PASSWORD).toString('base64'), Buffer.from(PASSWORD).toString('base64url')];
    const haystacks: string[] = [...logs, mailText];
    for (const table of [tables.exportJobs, tables.events, tables.mailLog]) {
      for await (const row of getClients().table(table).listEntities()) haystacks.push(JSON.stringify(row));
    }
    expect(sentMessages.length).toBeGreaterThan(0);
    for (const text of sentMessages) haystacks.push(text, Buffer.from(text, 'base64').toString('utf8'));
    for (const queue of [queues.exports, `${queues.exports}-poison`]) {
      const peeked = await getClients().queue.getQueueClient(queue).peekMessages({ numberOfMessages: 32 });
      for (const m of peeked.peekedMessageItems) haystacks.push(m.messageText, Buffer.from(m.messageText, 'base64').toString('utf8'));
    }
    const properties = await getClients().blob.getContainerClient(blobContainers.exports).getBlockBlobClient(`demo-corporativo/${started.exportId}.zip`).getProperties();
    haystacks.push(JSON.stringify(properties.metadata ?? {}));
    expect(readFileSync(zipFile).includes(Buffer.from(PASSWORD))).toBe(false);
    for (const hay of haystacks) for (const needle of needles) expect(hay.includes(needle)).toBe(false);
    // The job row holds the filters, not the password.
    const row = await jobs.get(demo, userId('proveedor@demo.expediente.mx'), started.exportId);
    expect(JSON.parse(row!.filters)).toMatchObject({ SearchText: marker, IsRequired: 'all' });
    expect(Object.keys(row!).some((k) => /password/i.test(k))).toBe(false);
  });

  it('does nothing more when the message is delivered again: one ZIP, one notification, one mail', async () => {
    const blob = getClients().blob.getContainerClient(blobContainers.exports).getBlockBlobClient(`demo-corporativo/${started.exportId}.zip`);
    const before = await blob.getProperties();
    const mails = () => host.mail!.list().filter((m) => m.to.includes('proveedor@demo.expediente.mx') && m.subject === 'Su descarga de documentos está lista').length;
    const mailsBefore = mails();
    const ran = () => host.triggers.counts().documentsExportRun?.ok ?? 0;
    const runsBefore = ran();
    const message = sentMessages.map((t) => JSON.parse(Buffer.from(t, 'base64').toString('utf8')) as { exportId: string }).find((m) => m.exportId === started.exportId);
    await enqueue(queues.exports, message as never);
    await eventually(() => ran() > runsBefore, 15_000);
    const after = await blob.getProperties();
    expect(after.etag).toBe(before.etag);
    const names: string[] = [];
    for await (const b of getClients().blob.getContainerClient(blobContainers.exports).listBlobsFlat({ prefix: `demo-corporativo/${started.exportId}` })) names.push(b.name);
    expect(names).toEqual([`demo-corporativo/${started.exportId}.zip`]);
    expect(mails()).toBe(mailsBefore);
  });

  it('gives a Supplier nothing of another supplier, and another tenant nothing of this one', async () => {
    const foreign = await supplier.post('/api/documents/export', body({ SupplierPublicKey: 'sup-transportes-norte' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(exportMessages.nothingToExport);
    for (const over of [{}, { SupplierPublicKey: 'sup-limpieza-bajio' }]) {
      const res = await otherTenant.post('/api/documents/export', body(over));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(exportMessages.nothingToExport);
    }
    // A customer who sees every supplier gets the four documents.
    const res = await customer.post('/api/documents/export', body());
    expect(res.status).toBe(202);
    expect(res.body.total).toBe(4);
    expect((await finished(customer, res.body.exportId)).state).toBe('done');
  });

  it('answers 404 for another user’s job', async () => {
    const res = await customer.get(`/api/documents/exports/${started.exportId}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(exportMessages.notFound);
    expect((await supplier.get('/api/documents/exports/no-es-un-id')).status).toBe(400);
  });

  it('validates the body in Spanish and writes nothing', async () => {
    const count = sentMessages.length;
    const missing = await supplier.post('/api/documents/export', { IsRequired: 'all', SearchText: marker });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.Password).toEqual([exportMessages.passwordRequired]);
    const blank = await supplier.post('/api/documents/export', body({ Password: '   ' }));
    expect(blank.body.errors.Password).toContain(exportMessages.passwordRequired);
    const short = await supplier.post('/api/documents/export', body({ Password: 'corta' }));
    expect(short.body.errors.Password).toEqual([exportMessages.passwordTooShort]);
    const long = await supplier.post('/api/documents/export', body({ Password: 'x'.repeat(129) }));
    expect(long.body.errors.Password).toEqual([exportMessages.passwordTooLong]);
    const badYear = await supplier.post('/api/documents/export', body({ Year: 'dos mil' }));
    expect(badYear.body.errors.Year).toEqual(['El año no es válido.']);
    const badType = await supplier.post('/api/documents/export', body({ Type: 'no-existe' }));
    expect(badType.status).toBe(400);
    expect(sentMessages.length).toBe(count);
  });

  it('is refused with the flag documents-export off', async () => {
    await withFlags({ 'documents-export': false }, async () => {
      const res = await supplier.post('/api/documents/export', body());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('feature_disabled');
    });
  });

  it('marks a job failed and tells the user when its password cannot be opened, or after the retries', async () => {
    const supplierId = userId('proveedor@demo.expediente.mx');
    const fresh = async () => {
      const exportId = randomUUID();
      await jobs.insert(demo, exportId, {
        userId: supplierId,
        email: 'proveedor@demo.expediente.mx',
        filters: JSON.stringify({ IsRequired: 'all', DocumentTypeSet: 'mxexpediente', SearchText: marker }),
        state: 'queued',
        total: 3,
        processed: 0,
        bytes: 0,
        requestedAt: new Date().toISOString(),
        attempts: 0,
      });
      return exportId;
    };
    host.mail!.clear();
    const tampered = await fresh();
    await enqueue(queues.exports, { tenantId: demo.tenantId, kind: 'documents-export', exportId: tampered, userId: supplierId, sealedPassword: sealPassword('otra-clave-de-firma-que-no-es-la-del-host', demo.tenantId, tampered, PASSWORD) });
    const job = await finished(supplier, tampered);
    expect(job).toMatchObject({ state: 'failed', error: exportMessages.failed });
    const mail = await host.mail!.waitFor((m) => m.to.includes('proveedor@demo.expediente.mx') && /No fue posible/.test(m.subject));
    expect(mail.text).toContain(exportMessages.failed);
    const notification = await new NotificationsRepository().read(demo, supplierId, deterministicNotificationId(`export-failed:${tampered}`, supplierId));
    expect(notification).toMatchObject({ type: 'user:documents_download', title: exportMessages.failed });

    const poisoned = await fresh();
    await enqueue(`${queues.exports}-poison` as never, { tenantId: demo.tenantId, kind: 'documents-export', exportId: poisoned, userId: supplierId, sealedPassword: 'x'.repeat(40) });
    expect(await finished(supplier, poisoned)).toMatchObject({ state: 'failed' });
    expect(await blobExists(tampered)).toBe(false);
  });
});

async function blobExists(exportId: string): Promise<boolean> {
  return getClients().blob.getContainerClient(blobContainers.exports).getBlockBlobClient(`demo-corporativo/${exportId}.zip`).exists();
}

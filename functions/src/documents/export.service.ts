import { randomUUID } from 'node:crypto';
import {
  documentStatusLabel,
  EXPORT_MAX_DOCUMENTS,
  exportListQuery,
  exportMessages,
  hasPermission,
  type ExportFilters,
  type ExportJob,
  type ExportStarted,
  type exportRequestSchema,
} from '@expediente/contracts';
import { z } from 'zod';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { UsersRepository } from '../auth/users.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { sendMail } from '../platform/mail';
import type { enqueue as enqueueMessage } from '../platform/queues';
import { queues } from '../platform/resources';
import { documentPeriod } from './document-summary';
import type { DocumentsListService } from './documents-list.service';
import type { DocumentsCursor, DocumentsQueryRepository } from './documents-query.repository';
import { openPassword, sealPassword } from './export.crypto';
import { exportFailedMail, exportReadyMail, exportReadySubject } from './export.mail';
import { exportBlobName, type ExportBlobs, type ExportJobRow, type ExportJobsRepository } from './export.repository';
import { EncryptedZip, INDEX_NAME, indexCsv, safeSegment, UniquePaths, type IndexRow } from './export.zip';

type ExportBody = z.output<typeof exportRequestSchema>;

/** The queue message: who, which job, and the password sealed for the worker (export.crypto.ts), never in clear. */
export const exportMessageSchema = z.object({
  tenantId: z.string().min(1),
  kind: z.literal('documents-export'),
  exportId: z.string().uuid(),
  userId: z.string().min(1),
  sealedPassword: z.string().min(1),
});
export type ExportMessage = z.infer<typeof exportMessageSchema>;

/** A running worker's claim; renewed with every progress write, so only a stalled or dead worker loses it. */
const LEASE_MS = 5 * 60_000;
/** Progress is written every this many files (the dialog polls it). */
const PROGRESS_EVERY = 10;
/** Documents read from Cosmos DB per query while the ZIP is written. */
const PAGE = 100;
/** Runs of one job before it is given up (each failed run has been retried by the queue already). */
const MAX_ATTEMPTS = 5;

const systemOrigin: EventOrigin = { ip: '', userAgent: 'exports-queue' };

export type RunOutcome = 'done' | 'failed' | 'already-finished' | 'missing' | 'busy';

/**
 * The password-protected export (issue 17; part 2 §2.3, §4, §7, §8; part 1 §9). The request selects what GET
 * /api/documents would list for these filters and this caller (DocumentsListService.selection, the same rule),
 * records the job and queues it; the worker, running as that user again (their current role and organization),
 * streams each document into an AES-256 ZIP written straight into a block blob, adds indice.csv, then e-mails a
 * 7-day read SAS for that one blob and posts a user:documents_download notification. A redelivered message finds the
 * job finished and does nothing; a second delivery while a worker holds the claim comes back after the lease.
 */
export class ExportService {
  constructor(
    private readonly jobs: ExportJobsRepository,
    private readonly blobs: ExportBlobs,
    private readonly list: Pick<DocumentsListService, 'selection'>,
    private readonly docs: Pick<DocumentsQueryRepository, 'list' | 'count'>,
    private readonly contacts: Pick<ContactsRepository, 'read'>,
    private readonly users: Pick<UsersRepository, 'read'>,
    private readonly notifications: Pick<NotificationsService, 'notifyUser'>,
    private readonly send: typeof sendMail,
    private readonly enqueue: typeof enqueueMessage,
    private readonly events: Pick<EventLog, 'record'>,
    private readonly clock: Clock,
    private readonly secret: () => string,
  ) {}

  /** POST /api/documents/export: 202 with the job; 400 when the filters select nothing or too much. */
  async request(principal: Principal, body: ExportBody, from: EventOrigin): Promise<ExportStarted> {
    const { Password: password, ...filters } = body;
    const { filter } = await this.list.selection(principal, exportListQuery(filters));
    const total = filter ? await this.docs.count(principal, filter) : 0;
    if (total === 0) throw new BadRequestError({ other: [exportMessages.nothingToExport] }, exportMessages.nothingToExport);
    if (total > EXPORT_MAX_DOCUMENTS) throw new BadRequestError({ other: [exportMessages.tooMany] }, exportMessages.tooMany);

    const exportId = randomUUID();
    const row: ExportJobRow = {
      userId: principal.userId,
      email: principal.email,
      filters: JSON.stringify(filters),
      state: 'queued',
      total,
      processed: 0,
      bytes: 0,
      requestedAt: new Date(this.clock.now()).toISOString(),
      attempts: 0,
    };
    await this.jobs.insert(principal, exportId, row);
    const message: ExportMessage = {
      tenantId: principal.tenantId,
      kind: 'documents-export',
      exportId,
      userId: principal.userId,
      sealedPassword: sealPassword(this.secret(), principal.tenantId, exportId, password),
    };
    try {
      await this.enqueue(queues.exports, message);
    } catch (err) {
      // Nothing left half-done: a job nobody will run is marked failed before the 500.
      await this.jobs.save(principal, exportId, { ...row, state: 'failed', error: 'enqueue failed', finishedAt: new Date(this.clock.now()).toISOString() }).catch(() => undefined);
      throw err;
    }
    await this.events.record(principal, {
      type: 'documents.export-requested',
      summary: `Solicitó la exportación de ${total} documento${total === 1 ? '' : 's'} con contraseña`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { exportId, total, filters: JSON.stringify(filters) },
    });
    return { exportId, message: exportMessages.started, total };
  }

  /** GET /api/documents/exports/{exportId}: the caller's own job; anybody else's is 404. */
  async status(principal: Principal, exportId: string): Promise<ExportJob> {
    const row = await this.jobs.get(principal, principal.userId, exportId);
    if (!row) throw new NotFoundError(exportMessages.notFound);
    return {
      exportId,
      state: row.state,
      total: row.total,
      processed: row.processed,
      bytes: row.bytes,
      requestedAt: row.requestedAt,
      ...(row.state === 'done' && row.expiresAt ? { expiresAt: row.expiresAt } : {}),
      ...(row.state === 'failed' ? { error: exportMessages.failed } : {}),
    };
  }

  /** The queue worker. Throws on a failure worth retrying (the claim is released first). */
  async run(message: ExportMessage): Promise<RunOutcome> {
    const scope: TenantScope = { tenantId: message.tenantId };
    const job = await this.jobs.get(scope, message.userId, message.exportId);
    if (!job) return 'missing';
    if (job.state === 'done' || job.state === 'failed') return 'already-finished';
    const now = this.clock.now();
    if (job.state === 'running' && (job.leaseUntil ?? 0) > now) return this.later(message, job.leaseUntil! - now);
    if (job.attempts >= MAX_ATTEMPTS) return this.fail(scope, message.exportId, job, `gave up after ${job.attempts} runs`);

    const { etag, ...stored } = job;
    let row: ExportJobRow = { ...stored, state: 'running', leaseUntil: now + LEASE_MS, attempts: stored.attempts + 1, startedAt: new Date(now).toISOString(), processed: 0, bytes: 0 };
    try {
      await this.jobs.replace(scope, message.exportId, row, etag);
    } catch (err) {
      if (err instanceof ConflictError) return this.later(message, LEASE_MS);
      throw err;
    }

    const password = openPassword(this.secret(), message.tenantId, message.exportId, message.sealedPassword);
    if (password === undefined) return this.fail(scope, message.exportId, row, 'the sealed password cannot be opened (key rotated?)');
    const user = await this.users.read(scope, message.userId);
    if (!user || user.status !== 'active' || !hasPermission(user.primaryRole, 'export:documents')) {
      return this.fail(scope, message.exportId, row, 'the user may no longer export');
    }
    const principal: Principal = {
      userId: user.id,
      tenantId: scope.tenantId,
      role: user.primaryRole,
      status: user.status,
      sessionId: `export:${message.exportId}`,
      email: user.email,
      companyId: user.companyId,
    };

    try {
      row = await this.writeZip(principal, message.exportId, row, password);
      const fileName = `expediente-documentos-${new Date(this.clock.now()).toISOString().slice(0, 10)}.zip`;
      const sas = await this.blobs.readSas(scope, message.exportId, fileName);
      // The link's se= has whole seconds: the date shown is the one the link carries.
      const expiresAt = new Date(Math.floor(sas.expiresOn.getTime() / 1000) * 1000).toISOString();
      // Notification and mail before `done`: a crash in between redoes the run, and the notification's key keeps it single.
      await this.notifications.notifyUser(scope, user.id, {
        type: 'user:documents_download',
        title: exportReadySubject,
        content: `El archivo ZIP con ${row.processed} documento${row.processed === 1 ? '' : 's'} está listo para descargar durante 7 días. Ábralo con 7-Zip y la contraseña que definió.`,
        metadata: { url: sas.url, expirationDate: expiresAt, exportId: message.exportId },
        createdBy: 'Expediente',
        key: `export:${message.exportId}`,
      });
      await this.send(scope, { to: user.email, ...exportReadyMail({ firstName: user.firstName, count: row.processed, link: sas.url, expiresAt }) });
      row = { ...row, state: 'done', blobName: exportBlobName(message.exportId), expiresAt, finishedAt: new Date(this.clock.now()).toISOString() };
      delete row.leaseUntil;
      await this.jobs.save(scope, message.exportId, row);
    } catch (err) {
      if (err instanceof AppError && err.status === 400) return this.fail(scope, message.exportId, row, `filters no longer valid: ${err.message}`);
      // Let the queue retry at once: the claim is released.
      await this.jobs.save(scope, message.exportId, { ...row, state: 'queued', leaseUntil: 0 }).catch(() => undefined);
      throw err;
    }
    await this.events.record(scope, {
      type: 'documents.export-done',
      summary: `Exportación lista: ${row.processed} documentos, ${row.bytes} bytes`,
      userId: user.id,
      email: user.email,
      from: systemOrigin,
      detail: { exportId: message.exportId, processed: row.processed, bytes: row.bytes },
    });
    return 'done';
  }

  /** After the queue's retries (exports-poison): the job failed, and the user is told. */
  async poisoned(message: ExportMessage): Promise<RunOutcome> {
    const scope: TenantScope = { tenantId: message.tenantId };
    const job = await this.jobs.get(scope, message.userId, message.exportId);
    if (!job) return 'missing';
    if (job.state === 'done' || job.state === 'failed') return 'already-finished';
    const { etag: _etag, ...row } = job;
    return this.fail(scope, message.exportId, row, 'retries exhausted');
  }

  /** Streams the selected documents into the ZIP blob; answers the row with the totals. */
  private async writeZip(principal: Principal, exportId: string, start: ExportJobRow, password: string): Promise<ExportJobRow> {
    const filters = JSON.parse(start.filters) as ExportFilters;
    const { filter, byCode } = await this.list.selection(principal, exportListQuery(filters));
    let row: ExportJobRow = { ...start, total: filter ? Math.min(await this.docs.count(principal, filter), EXPORT_MAX_DOCUMENTS) : 0 };
    await this.jobs.save(principal, exportId, row);

    const upload = this.blobs.upload(principal, exportId);
    const zip = new EncryptedZip(upload.writable, password);
    const paths = new UniquePaths();
    const index: IndexRow[] = [];
    const rfcs = new Map<string, string>();
    try {
      let after: DocumentsCursor | undefined;
      let processed = 0;
      while (filter && processed < row.total) {
        const page = await this.docs.list(principal, filter, Math.min(PAGE, row.total - processed), after);
        if (page.length === 0) break;
        for (const doc of page) {
          const type = byCode.get(doc.documentTypeCode);
          if (!rfcs.has(doc.supplierId)) {
            const contact = await this.contacts.read(principal, doc.supplierId);
            rfcs.set(doc.supplierId, contact?.identifiers.find((i) => i.key === 'rfc')?.value ?? '');
          }
          const rfc = rfcs.get(doc.supplierId)!;
          const typeName = type?.shortName ?? doc.displayName;
          const period = documentPeriod(doc, type).label;
          const base = {
            supplier: doc.supplierName ?? doc.supplierId,
            rfc,
            type: typeName,
            period,
            status: documentStatusLabel(doc.status, 'detail', doc.documentTypeCode).label,
          };
          const source = await this.blobs.document(principal, doc.blobName);
          if (!source) {
            index.push({ ...base, path: '', size: undefined, sha256: '', note: `Archivo no disponible: ${doc.originalName}` });
          } else {
            const path = paths.claim(`${safeSegment(rfc || base.supplier)}/${safeSegment(typeName)}/${safeSegment(`${period} ${doc.originalName}`, 150)}`);
            const { size, sha256 } = await zip.add(path, source);
            index.push({ ...base, path, size, sha256, note: '' });
          }
          processed++;
          if (processed % PROGRESS_EVERY === 0) {
            row = { ...row, processed, leaseUntil: this.clock.now() + LEASE_MS };
            await this.jobs.save(principal, exportId, row);
          }
        }
        const last = page.at(-1)!;
        after = { initialValidity: last.initialValidity, id: last.id };
      }
      await zip.addText(paths.claim(INDEX_NAME), indexCsv(index));
      await zip.close();
      const bytes = await upload.done;
      return { ...row, processed, total: processed, bytes };
    } catch (err) {
      upload.abort(err instanceof Error ? err : new Error(String(err)));
      await upload.done.catch(() => undefined);
      throw err;
    }
  }

  /** Comes back after `ms` (another worker holds the claim): a new message, this one is done with. */
  private async later(message: ExportMessage, ms: number): Promise<RunOutcome> {
    await this.enqueue(queues.exports, message, { delaySeconds: Math.ceil(ms / 1000) + 1 });
    return 'busy';
  }

  private async fail(scope: TenantScope, exportId: string, row: ExportJobRow, reason: string): Promise<RunOutcome> {
    const failed: ExportJobRow = { ...row, state: 'failed', error: reason.slice(0, 500), finishedAt: new Date(this.clock.now()).toISOString() };
    delete failed.leaseUntil;
    await this.jobs.save(scope, exportId, failed);
    await this.notifications.notifyUser(scope, row.userId, {
      type: 'user:documents_download',
      title: exportMessages.failed,
      content: `${exportMessages.failed} Vuelva a solicitar la descarga desde la lista de documentos.`,
      metadata: { exportId },
      createdBy: 'Expediente',
      key: `export-failed:${exportId}`,
    });
    const user = await this.users.read(scope, row.userId);
    await this.send(scope, { to: row.email, ...exportFailedMail({ firstName: user?.firstName ?? '' }) });
    await this.events.record(scope, {
      type: 'documents.export-failed',
      summary: 'La exportación de documentos falló',
      userId: row.userId,
      email: row.email,
      from: systemOrigin,
      detail: { exportId, reason: reason.slice(0, 200) },
    });
    return 'failed';
  }
}

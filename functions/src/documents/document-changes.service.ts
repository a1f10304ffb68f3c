import {
  documentMessages,
  type DocumentNotificationMetadata,
  type documentDeleteQuerySchema,
  type documentPeriodUpdateSchema,
  type documentStatusUpdateSchema,
  type saveMetadataSchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { UsersRepository } from '../auth/users.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RecipientsRepository } from '../notifications/recipients.repository';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, FeatureDisabledError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { DocumentAccess } from './document-access';
import type { DocumentTypeItem, DocumentTypesRepository } from './document-types.repository';
import { documentPeriod } from './document-summary';
import type { DocumentItem, DocumentsRepository } from './documents.repository';
import { tenantCounters } from '../admin/counters.repository';

type StatusInput = z.output<typeof documentStatusUpdateSchema>;
type PeriodInput = z.output<typeof documentPeriodUpdateSchema>;
type MetadataInput = z.output<typeof saveMetadataSchema>;
type DeleteQuery = z.output<typeof documentDeleteQuerySchema>;

/** Who asks and from where (the event log keeps both). */
export type ChangeContext = { principal: Principal; from: EventOrigin };

const statusNames: Record<string, string> = { V: 'Válido', I: 'Inválido', P: 'En proceso de validación' };

/** The metadata a document notification carries, so its deep link can be built (contracts documentUploadLink). */
export function notificationMetadata(doc: DocumentItem, type: DocumentTypeItem | undefined): DocumentNotificationMetadata {
  const period = documentPeriod(doc, type);
  return {
    companyPublicKey: doc.supplierId,
    documentTypeId: doc.documentTypeCode,
    documentTypeCodeName: doc.documentTypeCode,
    ...('month' in period ? { month: period.month, year: period.year } : {}),
    periodNumber: period.number,
    document_pk: doc.publicKey,
    file_name: doc.originalName,
  };
}

/**
 * The editors' changes to a document (part 2 §2.4, §4, §5, §7) and its deletion (part 1 §6, §7). Every call finds
 * the document through DocumentAccess (404 outside the caller's view or tenant), changes it with an ETag
 * read-modify-write, records an event, and for status I and a new period notifies the supplier's users.
 */
export class DocumentChangesService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly docs: DocumentsRepository,
    private readonly types: DocumentTypesRepository,
    private readonly users: UsersRepository,
    private readonly recipients: RecipientsRepository,
    private readonly notifications: Pick<NotificationsService, 'notifyUser'>,
    private readonly events: EventLog,
    private readonly clock: Clock,
    /** A status V finishes the document's dispute (decision 015); wired in document-detail.composition.ts. */
    private readonly disputes?: { amendmentAccepted(ctx: ChangeContext, doc: DocumentItem): Promise<void> },
  ) {}

  /**
   * PUT /api/documents/{id}/status: V, I (with its reason) or P; the reviewer is recorded. `alsoInSameWrite` lets a
   * caller (the audit's final reject) change more fields in the same ETag write as the status — or refuse by
   * throwing — so a failure afterwards (event, notification) never leaves the document half-changed.
   */
  async updateStatus(
    ctx: ChangeContext,
    publicKey: string,
    input: StatusInput,
    alsoInSameWrite?: (item: DocumentItem) => DocumentItem,
  ): Promise<{ message: string; status: string }> {
    const { principal } = ctx;
    await this.access.visibleDocument(principal, publicKey);
    const [reviewer, now] = [await this.users.read(principal, principal.userId), this.now()];
    const saved = await this.docs.change(principal, publicKey, (current) => {
      const item = alsoInSameWrite ? alsoInSameWrite(current) : current;
      const { rejectReason: _old, ...rest } = item;
      return {
        ...rest,
        status: input.status,
        // The reason belongs to an I only: V and P clear it.
        ...(input.status === 'I' ? { rejectReason: input.reason } : {}),
        review: { userId: principal.userId, displayName: reviewer?.displayName ?? principal.email, at: now },
        modifiedAt: now,
      };
    });
    if (!saved) throw new NotFoundError(documentMessages.notFound);
    const type = await this.types.readType(principal, saved.documentTypeCode);
    await this.events.record(principal, {
      type: 'documents.status-changed',
      summary: `Estatus del documento '${saved.originalName.slice(0, 80)}' (${type?.shortName ?? saved.documentTypeCode}): ${statusNames[input.status]}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { publicKey, status: input.status },
    });
    if (input.status === 'V' && saved.disputeKey) await this.disputes?.amendmentAccepted(ctx, saved);
    if (input.status === 'I') {
      const period = documentPeriod(saved, type);
      const shortName = type?.shortName ?? saved.displayName;
      await this.notifySupplier(principal, saved, {
        type: 'document:rejected',
        title: `Documento rechazado: ${shortName} ${period.label}`,
        content: `El documento ${shortName} del periodo ${period.label} (${saved.originalName}) fue marcado como inválido. Motivo: ${input.reason}. Cargue una nueva versión.`,
        metadata: notificationMetadata(saved, type),
        key: `document-rejected|${publicKey}|${now}`,
      });
    }
    return { message: documentMessages.statusSaved, status: saved.status };
  }

  /** PUT /api/documents/{publicKey}/period: moves the document to the period of fromDate. */
  async updatePeriod(ctx: ChangeContext, publicKey: string, input: PeriodInput): Promise<{ message: string; fromDate: string }> {
    const { principal } = ctx;
    const current = await this.access.visibleDocument(principal, publicKey);
    const type = await this.types.readType(principal, current.documentTypeCode);
    if (!type || type.periodCodeName === 'initial') {
      throw new BadRequestError({ fromDate: [documentMessages.periodNotApplicable] }, documentMessages.periodNotApplicable);
    }
    const fromDate = new Date(input.fromDate).toISOString();
    const now = this.now();
    const before = documentPeriod(current, type).label;
    // periodKey and initialValidity follow fromDate as the add call stores them (uploads.service.ts).
    const saved = await this.docs.change(principal, publicKey, (item) => ({ ...item, fromDate, periodKey: fromDate, initialValidity: fromDate, modifiedAt: now }));
    if (!saved) throw new NotFoundError(documentMessages.notFound);
    const after = documentPeriod(saved, type).label;
    await this.events.record(principal, {
      type: 'documents.period-changed',
      summary: `Periodo del documento '${saved.originalName.slice(0, 80)}' (${type.shortName}): de ${before} a ${after}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { publicKey, fromDate },
    });
    await this.notifySupplier(principal, saved, {
      type: 'document:period-updated',
      title: `Periodo actualizado: ${type.shortName} ${after}`,
      content: `El documento ${type.shortName} (${saved.originalName}) pasó del periodo ${before} al periodo ${after}.`,
      metadata: notificationMetadata(saved, type),
      key: `document-period|${publicKey}|${now}`,
    });
    return { message: documentMessages.periodSaved, fromDate };
  }

  /**
   * POST /api/documents/metadata/{id}/saveMetadata: the form data, the identifiers (changing them needs
   * edit-documents-identifiers) and, for the Developer only, the extracted JSON.
   */
  async saveMetadata(ctx: ChangeContext, publicKey: string, input: MetadataInput): Promise<{ message: string }> {
    const { principal } = ctx;
    const current = await this.access.visibleDocument(principal, publicKey);
    if (input.jsonData !== undefined) {
      if (principal.role !== 'Developer') throw new ForbiddenError(documentMessages.jsonDataDeveloperOnly);
      try {
        JSON.parse(input.jsonData);
      } catch {
        throw new BadRequestError({ jsonData: [documentMessages.jsonDataInvalid] }, documentMessages.jsonDataInvalid);
      }
    }
    const keys = input.form.formdata.map((f) => f.key);
    const repeated = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (repeated >= 0) throw new BadRequestError({ [`form.formdata.${repeated}.key`]: [documentMessages.fieldExists] }, documentMessages.fieldExists);
    const identifiersChanged = JSON.stringify(input.identifiers) !== JSON.stringify(current.identifiers ?? []);
    if (identifiersChanged && (await featuresOf(principal))['edit-documents-identifiers'] !== true) throw new FeatureDisabledError();

    const now = this.now();
    const saved = await this.docs.change(principal, publicKey, (item) => ({
      ...item,
      formDataItems: input.form.formdata,
      identifiers: input.identifiers,
      ...(input.jsonData !== undefined ? { jsonData: input.jsonData } : {}),
      modifiedAt: now,
    }));
    if (!saved) throw new NotFoundError(documentMessages.notFound);
    await this.events.record(principal, {
      type: 'documents.metadata-saved',
      summary: `Datos del documento '${saved.originalName.slice(0, 80)}' guardados (${input.form.formdata.length} campos)`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { publicKey, fields: input.form.formdata.length, identifiers: input.identifiers.length, jsonData: input.jsonData !== undefined },
    });
    return { message: documentMessages.formSaved };
  }

  /**
   * DELETE /api/slot/document/{publicKey}: soft (deletedAt, deletedBy; the blob stays for the retention period).
   * A Supplier deletes only its own documents with status I. The version it replaced becomes the latest again.
   */
  async remove(ctx: ChangeContext, publicKey: string, query: DeleteQuery): Promise<{ message: string }> {
    const { principal } = ctx;
    const current = await this.access.visibleDocument(principal, publicKey);
    const onlyInvalid = () => new ForbiddenError(documentMessages.deleteOnlyInvalid);
    if (principal.role === 'Supplier' && (current.status !== 'I' || current.supplierId !== principal.companyId)) throw onlyInvalid();
    const now = this.now();
    const deleted = await this.docs.change(principal, publicKey, (item) => {
      // Checked again on the record being replaced: a status changed meanwhile counts.
      if (principal.role === 'Supplier' && item.status !== 'I') throw onlyInvalid();
      return { ...item, deletedAt: now, deletedBy: principal.userId, modifiedAt: now };
    });
    if (!deleted) throw new NotFoundError(documentMessages.notFound);
    await tenantCounters.add(principal, 'documents', -1);
    if (deleted.amendedDocument) {
      await this.docs.change(principal, deleted.amendedDocument, (item) => {
        if (item.amendedBy !== publicKey) return item;
        const { amendedBy: _gone, ...rest } = item;
        return { ...rest, modifiedAt: now };
      });
    }
    await this.events.record(principal, {
      type: 'documents.deleted',
      summary: `Documento '${deleted.originalName.slice(0, 80)}' (${deleted.displayName}) eliminado`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { publicKey, status: deleted.status, ...(query.orderPK ? { orderPK: query.orderPK } : {}), ...(query.slotId ? { slotId: query.slotId } : {}) },
    });
    return { message: documentMessages.deleted };
  }

  /** One notification per active user of the document's supplier, idempotent by `key`. */
  private async notifySupplier(
    principal: Principal,
    doc: DocumentItem,
    input: { type: 'document:rejected' | 'document:period-updated'; title: string; content: string; metadata: DocumentNotificationMetadata; key: string },
  ): Promise<void> {
    const userIds = await this.recipients.activeUserIds(principal, [doc.supplierId]);
    const author = await this.users.read(principal, principal.userId);
    for (const userId of userIds) {
      await this.notifications.notifyUser(principal, userId, {
        type: input.type,
        title: input.title,
        content: input.content,
        metadata: input.metadata,
        key: input.key,
        ...(author ? { createdBy: author.displayName, createdById: author.id } : {}),
      });
    }
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  disputeEndStatuses,
  disputeMessages,
  disputeStatusLabels,
  disputeTypeLabels,
  hasPermission,
  type addDisputeCommentRequestSchema,
  type addDisputeRequestSchema,
  type Dispute,
  type DisputeComment,
  type DisputeStatus,
  type DisputeType,
  type disputesListQuerySchema,
  type DisputesListResponse,
  type disputeStatusUpdateSchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { UsersRepository } from '../auth/users.repository';
import { notificationMetadata, type ChangeContext } from '../documents/document-changes.service';
import type { DocumentAccess } from '../documents/document-access';
import type { DocumentTypesRepository } from '../documents/document-types.repository';
import type { DocumentItem, DocumentsRepository } from '../documents/documents.repository';
import type { NotificationsService, NotifyUserInput } from '../notifications/notifications.service';
import { sniffAttachmentType } from '../notifications/notifications.service';
import type { RecipientsRepository } from '../notifications/recipients.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { CommentItem, DisputeAttachmentsRepository, DisputeItem, DisputesFilter, DisputesRepository } from './disputes.repository';

type ListQuery = z.output<typeof disputesListQuerySchema>;
type AddInput = z.output<typeof addDisputeRequestSchema>;
type CommentInput = z.output<typeof addDisputeCommentRequestSchema>;
type StatusInput = z.output<typeof disputeStatusUpdateSchema>;

/** Which list: the tenant's (Admin, Developer, Support), a customer's view, or one organization's (part 2 §6). */
export type DisputesSource = 'all' | 'customer' | 'supplier';

const isFinal = (status: DisputeStatus) => disputeEndStatuses.includes(status);
const finalError = () => new ConflictError(disputeMessages.final);
/** Uploads and queue work have no request: the event log still needs an origin. */
const noOrigin: EventOrigin = { ip: '', userAgent: '' };

export function toDispute(item: DisputeItem): Dispute {
  return {
    disputePublicKey: item.id,
    disputeStatus: item.status,
    disputeDescription: item.description,
    disputeType: item.disputeType,
    disputeStartDate: item.startDate,
    disputeEndDate: item.endDate ?? null,
    documentPublicKey: item.documentPublicKey,
    latestDocumentPublicKey: item.latestDocumentPublicKey,
    documentName: item.documentName,
    documentTypeCode: item.documentTypeCode,
    documentTypeName: item.documentTypeName,
    supplierPublicKey: item.supplierId,
    supplierName: item.supplierName,
    openedByName: item.openedBy.displayName,
  };
}

export function toComment(item: CommentItem): DisputeComment {
  return {
    commentPublicKey: item.id,
    disputeCommentDate: item.date,
    disputeCommentary: item.commentary,
    userPublicKey: item.userId,
    authorName: item.authorName,
    authorSide: item.authorSide,
    attachedFilePublicKey: item.attachedFilePublicKey ?? null,
    attachedFileName: item.attachedFileName ?? null,
    currentDocumentPk: item.currentDocumentPk ?? null,
  };
}

/**
 * Clarification disputes (part 2 §2.6, §3, §4, §6, §7; decision 015). Who moves a dispute is a server rule:
 * open by an auditor's amend-required reject (openForDocument) or POST add; in-process by the supplier side's
 * comment on an open or on-hold dispute; in-review by the amendment's upload; finished when an auditor accepts
 * the amendment (or finishes it); in-hold and closed by an auditor. finished and closed take nothing more (409).
 * Visibility is DocumentAccess's view (404 outside it); every action is in the event log with before/after.
 */
export class DisputesService {
  constructor(
    private readonly disputes: DisputesRepository,
    private readonly attachments: DisputeAttachmentsRepository,
    private readonly access: DocumentAccess,
    private readonly docs: DocumentsRepository,
    private readonly types: DocumentTypesRepository,
    private readonly users: UsersRepository,
    private readonly recipients: RecipientsRepository,
    private readonly notifications: Pick<NotificationsService, 'notifyUser'>,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  // ---------- the review loop's hooks (audit detail, uploads, status V) ----------

  /**
   * An auditor asks for a correction: an open dispute for the document, its disputeKey on the document, the reason
   * as the first comment, the supplier's users notified with the document's deep link. A document whose dispute is
   * still going gets the comment there (and an in-review one, whose amendment was refused again, is open again).
   */
  async openForDocument(ctx: ChangeContext, doc: DocumentItem, input: { type: DisputeType; comment: string }): Promise<{ disputeKey: string }> {
    const { principal } = ctx;
    const now = this.now();
    const author = await this.authorName(principal);
    const existing = doc.disputeKey ? await this.disputes.read(principal, doc.disputeKey) : undefined;
    if (existing && !isFinal(existing.status)) {
      const before = existing.status;
      const saved =
        before === 'in-review'
          ? await this.disputes.change(principal, existing.id, (d) => ({ ...d, status: 'open', latestDocumentPublicKey: doc.publicKey, modifiedAt: now }))
          : existing;
      await this.writeComment(principal, saved ?? existing, { commentary: input.comment, author, side: 'auditor', currentDocumentPk: doc.publicKey, date: now });
      await this.record(ctx, 'disputes.commented', `Comentario del auditor en la aclaración del documento '${existing.documentName.slice(0, 80)}'`, {
        disputeKey: existing.id,
        from: before,
        to: saved?.status ?? before,
      });
      await this.notifyDocumentRejected(principal, saved ?? existing, doc, input.comment, author, now);
      return { disputeKey: existing.id };
    }

    const type = await this.types.readType(principal, doc.documentTypeCode);
    const created = await this.disputes.create(principal, {
      id: randomUUID(),
      disputeType: input.type,
      status: 'open',
      description: input.comment,
      documentPublicKey: doc.publicKey,
      latestDocumentPublicKey: doc.publicKey,
      documentName: doc.originalName,
      documentTypeCode: doc.documentTypeCode,
      documentTypeName: type?.shortName ?? doc.displayName,
      supplierId: doc.supplierId,
      supplierName: doc.supplierName ?? doc.supplierId,
      openedBy: { userId: principal.userId, displayName: author },
      startDate: now,
      modifiedAt: now,
    });
    await this.docs.change(principal, doc.publicKey, (item) => ({ ...item, disputeKey: created.id, modifiedAt: now }));
    await this.writeComment(principal, created, { commentary: input.comment, author, side: 'auditor', currentDocumentPk: doc.publicKey, date: now });
    await this.record(ctx, 'disputes.opened', `Aclaración abierta (${disputeTypeLabels[input.type]}) del documento '${doc.originalName.slice(0, 80)}'`, {
      disputeKey: created.id,
      publicKey: doc.publicKey,
      disputeType: input.type,
      from: '',
      to: 'open',
    });
    await this.notifyDocumentRejected(principal, created, doc, input.comment, author, now);
    return { disputeKey: created.id };
  }

  /** The supplier uploaded the amendment of a disputed document: the dispute is in review and follows the amendment. */
  async amendmentUploaded(principal: Principal, originalPublicKey: string, amendment: DocumentItem, from: EventOrigin = noOrigin): Promise<void> {
    const original = await this.docs.read(principal, originalPublicKey);
    if (!original?.disputeKey) return;
    const dispute = await this.disputes.read(principal, original.disputeKey);
    if (!dispute || isFinal(dispute.status)) return;
    const now = this.now();
    const saved = await this.disputes.change(principal, dispute.id, (d) =>
      isFinal(d.status) ? d : { ...d, status: 'in-review', latestDocumentPublicKey: amendment.publicKey, modifiedAt: now },
    );
    if (!saved || isFinal(saved.status)) return;
    await this.docs.change(principal, amendment.publicKey, (item) => ({ ...item, disputeKey: dispute.id, modifiedAt: now }));
    await this.record({ principal, from }, 'disputes.amendment-uploaded', `Corrección cargada para la aclaración del documento '${dispute.documentName.slice(0, 80)}'`, {
      disputeKey: dispute.id,
      publicKey: amendment.publicKey,
      amendedDocument: originalPublicKey,
      from: dispute.status,
      to: 'in-review',
    });
    await this.notifyOne(principal, dispute.openedBy.userId, {
      type: 'default',
      title: 'Corrección cargada en una aclaración',
      content: `${dispute.supplierName} cargó la corrección del documento ${dispute.documentTypeName} (${amendment.originalName}). Revísela en Aclaraciones.`,
      metadata: { disputeKey: dispute.id, document_pk: amendment.publicKey },
      key: `dispute-amendment|${dispute.id}|${amendment.publicKey}`,
    });
  }

  /** An auditor accepted (status V) a document of a dispute still going: the dispute is finished. */
  async amendmentAccepted(ctx: ChangeContext, doc: DocumentItem): Promise<void> {
    if (!doc.disputeKey) return;
    const dispute = await this.disputes.read(ctx.principal, doc.disputeKey);
    if (!dispute || isFinal(dispute.status)) return;
    await this.finish(ctx, dispute, 'finished');
  }

  // ---------- the calls ----------

  /** POST /api/disputes/add: a dispute for a document in the caller's view (or a comment on its open one). */
  async open(ctx: ChangeContext, input: AddInput): Promise<{ message: string; disputePublicKey: string }> {
    const doc = await this.access.visibleDocument(ctx.principal, input.DocumentPublicKey).catch((err: unknown) => {
      throw err instanceof NotFoundError ? new NotFoundError(disputeMessages.documentNotFound) : err;
    });
    const { disputeKey } = await this.openForDocument(ctx, doc, { type: input.DisputeType, comment: input.Comment });
    return { message: disputeMessages.opened, disputePublicKey: disputeKey };
  }

  /** The three lists of part 2 §6, newest first unless ASC. */
  async list(principal: Principal, source: DisputesSource, query: ListQuery): Promise<DisputesListResponse> {
    let supplierIds: readonly string[] | undefined;
    if (source === 'customer') {
      const view = await this.access.view(principal);
      supplierIds = view.kind === 'tenant' ? undefined : view.supplierIds;
    } else if (source === 'supplier') {
      // The caller's own organization (a Supplier's); other roles usually have none that is a supplier.
      supplierIds = principal.companyId ? [principal.companyId] : [];
    }
    if (supplierIds && supplierIds.length === 0) return { disputes: [], totalCount: 0 };
    const filter: DisputesFilter = {
      ...(supplierIds ? { supplierIds } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.type ? { disputeType: query.type } : {}),
      order: query.orderBy,
    };
    const [items, totalCount] = await Promise.all([this.disputes.list(principal, filter, query.pageIndex, query.pageSize), this.disputes.count(principal, filter)]);
    return { disputes: items.map(toDispute), totalCount };
  }

  /** GET /api/disputes/{id}. */
  async get(principal: Principal, key: string): Promise<Dispute> {
    return toDispute(await this.visibleDispute(principal, key));
  }

  /** GET /api/disputes/comments/{id}: newest first. */
  async comments(principal: Principal, key: string): Promise<DisputeComment[]> {
    await this.visibleDispute(principal, key);
    return (await this.disputes.comments(principal, key)).map(toComment);
  }

  /**
   * POST /api/disputes/comments/add. The supplier side comments on its organization's disputes, auditors on those
   * in their view; UserPublicKey must be the caller (403); a final dispute refuses (409); the supplier side's comment
   * moves an open or on-hold dispute to in-process; the other side is notified.
   */
  async addComment(ctx: ChangeContext, input: CommentInput): Promise<{ message: string; comment: DisputeComment; disputeStatus: DisputeStatus }> {
    const { principal } = ctx;
    const dispute = await this.visibleDispute(principal, input.DisputePublicKey);
    if (input.UserPublicKey !== principal.userId) throw new ForbiddenError(disputeMessages.notCaller);
    const side = this.sideOf(principal);
    if (isFinal(dispute.status)) throw finalError();
    let attachedFileName: string | undefined;
    if (input.AttachedDocumentPk) {
      const file = await this.attachments.info(principal, dispute.id, input.AttachedDocumentPk);
      if (!file) throw new BadRequestError({ AttachedDocumentPk: [disputeMessages.attachmentNotFound] }, disputeMessages.attachmentNotFound);
      attachedFileName = file.name;
    }
    if (input.CurrentDocumentPk && input.CurrentDocumentPk !== dispute.documentPublicKey && input.CurrentDocumentPk !== dispute.latestDocumentPublicKey) {
      throw new BadRequestError({ CurrentDocumentPk: [disputeMessages.documentNotFound] }, disputeMessages.documentNotFound);
    }
    const now = this.now();
    const before = dispute.status;
    const moves = side === 'supplier' && (before === 'open' || before === 'in-hold');
    const saved = moves
      ? await this.disputes.change(principal, dispute.id, (d) => {
          if (isFinal(d.status)) throw finalError();
          return d.status === 'open' || d.status === 'in-hold' ? { ...d, status: 'in-process', modifiedAt: now } : d;
        })
      : dispute;
    const current = saved ?? dispute;
    const author = await this.authorName(principal);
    const comment = await this.writeComment(principal, current, {
      commentary: input.Comment,
      author,
      side,
      date: now,
      ...(input.AttachedDocumentPk ? { attachedFilePublicKey: input.AttachedDocumentPk, attachedFileName: attachedFileName ?? 'adjunto' } : {}),
      ...(input.CurrentDocumentPk ? { currentDocumentPk: input.CurrentDocumentPk } : {}),
    });
    await this.record(ctx, 'disputes.commented', `Comentario (${side === 'supplier' ? 'proveedor' : 'auditor'}) en la aclaración del documento '${dispute.documentName.slice(0, 80)}'`, {
      disputeKey: dispute.id,
      commentKey: comment.id,
      attachment: !!input.AttachedDocumentPk,
      from: before,
      to: current.status,
    });
    const notice: NotifyUserInput = {
      type: 'default',
      title: `Nuevo comentario en la aclaración: ${dispute.documentTypeName}`,
      content: `${author}: ${input.Comment ? input.Comment.slice(0, 500) : '(archivo adjunto)'}`,
      metadata: { disputeKey: dispute.id },
      key: `dispute-comment|${comment.id}`,
    };
    if (side === 'supplier') await this.notifyOne(principal, dispute.openedBy.userId, notice);
    else await this.notifySupplier(principal, dispute, notice);
    return { message: disputeMessages.commentSaved, comment: toComment(comment), disputeStatus: current.status };
  }

  /** PUT /api/disputes/{id}/status: an auditor puts it on hold, back in process, finishes or closes it. */
  async setStatus(ctx: ChangeContext, key: string, input: StatusInput): Promise<{ message: string; disputeStatus: DisputeStatus }> {
    const dispute = await this.visibleDispute(ctx.principal, key);
    if (isFinal(dispute.status)) throw finalError();
    if (dispute.status === input.status) throw new ConflictError(disputeMessages.sameStatus);
    if (input.status === 'finished' || input.status === 'closed') {
      const saved = await this.finish(ctx, dispute, input.status);
      return { message: disputeMessages.statusSaved, disputeStatus: saved.status };
    }
    const now = this.now();
    const saved = await this.disputes.change(ctx.principal, key, (d) => {
      if (isFinal(d.status)) throw finalError();
      return { ...d, status: input.status, modifiedAt: now };
    });
    if (!saved) throw new NotFoundError(disputeMessages.notFound);
    await this.record(ctx, 'disputes.status-changed', `Aclaración del documento '${dispute.documentName.slice(0, 80)}': ${disputeStatusLabels[input.status]}`, {
      disputeKey: key,
      from: dispute.status,
      to: input.status,
    });
    await this.notifySupplier(ctx.principal, saved, {
      type: 'default',
      title: `Aclaración ${disputeStatusLabels[input.status].toLowerCase()}: ${dispute.documentTypeName}`,
      content: `La aclaración del documento ${dispute.documentTypeName} (${dispute.documentName}) cambió a ${disputeStatusLabels[input.status]}.`,
      metadata: { disputeKey: key },
      key: `dispute-status|${key}|${input.status}|${now}`,
    });
    return { message: disputeMessages.statusSaved, disputeStatus: saved.status };
  }

  /** POST /api/disputes/attachments: a comment's file, before the comment; only where the caller may comment. */
  async uploadAttachment(principal: Principal, file: { disputeKey: string; data: Buffer; declaredType: string; name: string }) {
    const dispute = await this.visibleDispute(principal, file.disputeKey);
    this.sideOf(principal);
    if (isFinal(dispute.status)) throw finalError();
    const declared = file.declaredType.split(';')[0]!.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
    const actual = sniffAttachmentType(file.data);
    if (!actual || actual !== declared) throw new BadRequestError({ file: [disputeMessages.attachmentType] }, disputeMessages.attachmentType);
    const id = `datt-${randomBytes(16).toString('hex')}`;
    await this.attachments.put(principal, dispute.id, id, file.data, actual, { name: file.name, uploadedBy: principal.userId });
    return { attachedFilePublicKey: id, name: file.name, contentType: actual, length: file.data.length };
  }

  /** GET /api/disputes/attachments/{id}/{attachmentId}: for both sides of a dispute in the caller's view. */
  async openAttachment(principal: Principal, key: string, id: string): Promise<{ stream: Readable; contentType: string; length: number; name: string }> {
    await this.visibleDispute(principal, key);
    const file = await this.attachments.open(principal, key, id);
    if (!file) throw new NotFoundError(disputeMessages.attachmentNotFound);
    return file;
  }

  // ---------- rules ----------

  /** A dispute of a supplier in the caller's view (DocumentAccess), or 404 like another tenant's. */
  private async visibleDispute(principal: Principal, key: string): Promise<DisputeItem> {
    const [dispute, view] = await Promise.all([this.disputes.read(principal, key), this.access.view(principal)]);
    if (!dispute) throw new NotFoundError(disputeMessages.notFound);
    if (view.kind === 'suppliers' && !view.supplierIds.includes(dispute.supplierId)) throw new NotFoundError(disputeMessages.notFound);
    return dispute;
  }

  /** The Supplier comments for its organization (its view already says which); others as auditors, if they manage disputes. */
  private sideOf(principal: Principal): 'supplier' | 'auditor' {
    if (principal.role === 'Supplier') return 'supplier';
    if (!hasPermission(principal.role, 'manage:disputes')) throw new ForbiddenError();
    return 'auditor';
  }

  /** finished or closed: the end date, the documents no longer carry the key, the supplier's users told. */
  private async finish(ctx: ChangeContext, dispute: DisputeItem, status: 'finished' | 'closed'): Promise<DisputeItem> {
    const { principal } = ctx;
    const now = this.now();
    const saved = await this.disputes.change(principal, dispute.id, (d) => {
      if (isFinal(d.status)) throw finalError();
      return { ...d, status, endDate: now, modifiedAt: now };
    });
    if (!saved) throw new NotFoundError(disputeMessages.notFound);
    for (const publicKey of new Set([dispute.documentPublicKey, dispute.latestDocumentPublicKey])) {
      await this.docs.change(principal, publicKey, (item) => {
        if (item.disputeKey !== dispute.id) return item;
        const { disputeKey: _done, ...rest } = item;
        return { ...rest, modifiedAt: now };
      });
    }
    await this.record(ctx, 'disputes.status-changed', `Aclaración del documento '${dispute.documentName.slice(0, 80)}': ${disputeStatusLabels[status]}`, {
      disputeKey: dispute.id,
      from: dispute.status,
      to: status,
    });
    await this.notifySupplier(principal, saved, {
      type: 'default',
      title: `Aclaración ${disputeStatusLabels[status].toLowerCase()}: ${dispute.documentTypeName}`,
      content:
        status === 'finished'
          ? `La aclaración del documento ${dispute.documentTypeName} (${dispute.documentName}) se finalizó: la corrección fue aceptada.`
          : `La aclaración del documento ${dispute.documentTypeName} (${dispute.documentName}) se cerró.`,
      metadata: { disputeKey: dispute.id },
      key: `dispute-status|${dispute.id}|${status}`,
    });
    return saved;
  }

  private async writeComment(
    principal: Principal,
    dispute: DisputeItem,
    c: { commentary: string; author: string; side: 'supplier' | 'auditor'; date: string; attachedFilePublicKey?: string; attachedFileName?: string; currentDocumentPk?: string },
  ): Promise<CommentItem> {
    return this.disputes.addComment(principal, {
      id: `comment:${randomUUID()}`,
      disputeKey: dispute.id,
      date: c.date,
      commentary: c.commentary,
      userId: principal.userId,
      authorName: c.author,
      authorSide: c.side,
      ...(c.attachedFilePublicKey ? { attachedFilePublicKey: c.attachedFilePublicKey, attachedFileName: c.attachedFileName ?? 'adjunto' } : {}),
      ...(c.currentDocumentPk ? { currentDocumentPk: c.currentDocumentPk } : {}),
    });
  }

  /** The amend-required notice: the supplier's users, with the deep link that opens the amendment's upload. */
  private async notifyDocumentRejected(principal: Principal, dispute: DisputeItem, doc: DocumentItem, reason: string, author: string, now: string): Promise<void> {
    const type = await this.types.readType(principal, doc.documentTypeCode);
    const shortName = type?.shortName ?? doc.displayName;
    await this.notifySupplier(principal, dispute, {
      type: 'document:amend-required',
      title: `Corrección solicitada: ${shortName}`,
      content: `${author} solicitó corregir el documento ${shortName} (${doc.originalName}). Motivo: ${reason.slice(0, 500)}. Cargue la corrección y responda en Aclaraciones.`,
      metadata: { ...notificationMetadata(doc, type), disputeKey: dispute.id },
      key: `dispute-amend|${dispute.id}|${doc.publicKey}|${now}`,
    });
  }

  private async notifySupplier(principal: Principal, dispute: DisputeItem, input: NotifyUserInput): Promise<void> {
    const userIds = await this.recipients.activeUserIds(principal, [dispute.supplierId]);
    for (const userId of userIds) await this.notifyOne(principal, userId, input);
  }

  private async notifyOne(principal: Principal, userId: string, input: NotifyUserInput): Promise<void> {
    if (userId === principal.userId) return;
    const author = await this.users.read(principal, principal.userId);
    await this.notifications.notifyUser(principal, userId, { ...input, ...(author ? { createdBy: author.displayName, createdById: author.id } : {}) });
  }

  private async authorName(principal: Principal): Promise<string> {
    return (await this.users.read(principal, principal.userId))?.displayName ?? principal.email;
  }

  private async record(ctx: ChangeContext, type: string, summary: string, detail: Record<string, string | number | boolean>): Promise<void> {
    await this.events.record(ctx.principal, { type, summary, userId: ctx.principal.userId, email: ctx.principal.email, from: ctx.from, detail });
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

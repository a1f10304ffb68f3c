import { randomUUID } from 'node:crypto';
import {
  AUDIT_TAGS_MAX,
  auditTagMessages,
  auditTagNameKey,
  type AuditTag,
  type AuditTagManageParsed,
  type AuditTagManageResponse,
  type AuditTagsResponse,
} from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog } from '../platform/events';
import type { ChangeContext } from '../documents/document-changes.service';
import type { DocumentAccess } from '../documents/document-access';
import type { DocumentsRepository } from '../documents/documents.repository';
import type { AuditListRepository } from './list.repository';
import type { AuditTagsRepository, StoredTag } from './tags.repository';

const byName = (a: AuditTag, b: AuditTag) => a.displayName.localeCompare(b.displayName, 'es', { sensitivity: 'base' });
const toTag = (t: StoredTag): AuditTag => ({ tagId: t.tagId, displayName: t.displayName });

/**
 * The audit tags (issue 15; part 2 §2.11 'Editar Etiquetas', §7): a tenant's labels and the one a document carries.
 * Creating and renaming hold the name first (tags.repository.ts), so a taken name is a 409 and never half-written.
 * set/remove find the document through DocumentAccess (404 outside the caller's view). Deleting a tag clears it
 * from its documents (one query of them, then each changed with its ETag) rather than leaving a dangling tagId:
 * the stored documents then say what the lists show, and the tag filter, the counts and a later export never meet
 * a key that names nothing. Every action is in the event log with its before/after values.
 */
export class AuditTagsService {
  constructor(
    private readonly tags: AuditTagsRepository,
    private readonly access: DocumentAccess,
    private readonly docs: DocumentsRepository,
    private readonly lists: AuditListRepository,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal): Promise<AuditTagsResponse> {
    return { items: (await this.tags.all(principal)).map(toTag).sort(byName) };
  }

  async manage(ctx: ChangeContext, input: AuditTagManageParsed): Promise<AuditTagManageResponse> {
    switch (input.Action) {
      case 'new':
        return this.create(ctx, input.label);
      case 'update':
        return this.rename(ctx, input.TagId, input.label);
      case 'delete':
        return this.remove(ctx, input.TagId);
      case 'set':
        return this.setOn(ctx, input.TagId, input.DocumentPublicKey);
      case 'remove':
        return this.removeFrom(ctx, input.TagId, input.DocumentPublicKey);
    }
  }

  private async create(ctx: ChangeContext, label: string): Promise<AuditTagManageResponse> {
    const { principal } = ctx;
    if ((await this.tags.all(principal)).length >= AUDIT_TAGS_MAX) throw new ConflictError(auditTagMessages.tooMany);
    const tagId = randomUUID();
    const nameKey = auditTagNameKey(label);
    await this.reserve(principal, nameKey, tagId);
    const now = this.now();
    try {
      await this.tags.insert(principal, tagId, { displayName: label, nameKey, createdAt: now, createdBy: principal.userId, modifiedAt: now });
    } catch (err) {
      await this.tags.releaseName(principal, nameKey).catch(() => undefined);
      throw err;
    }
    await this.log(ctx, 'audit.tag-created', `Etiqueta de auditoría creada: ${label}`, { tagId, after: label });
    return { message: auditTagMessages.created, tag: { tagId, displayName: label } };
  }

  private async rename(ctx: ChangeContext, tagId: string, label: string): Promise<AuditTagManageResponse> {
    const { principal } = ctx;
    const tag = await this.existing(principal, tagId);
    const nameKey = auditTagNameKey(label);
    const newName = nameKey !== tag.nameKey;
    if (newName) await this.reserve(principal, nameKey, tagId);
    try {
      await this.tags.replace(principal, tagId, { displayName: label, nameKey, createdAt: tag.createdAt, createdBy: tag.createdBy, modifiedAt: this.now() }, tag.etag);
    } catch (err) {
      if (newName) await this.tags.releaseName(principal, nameKey).catch(() => undefined);
      throw err;
    }
    if (newName) await this.tags.releaseName(principal, tag.nameKey);
    await this.log(ctx, 'audit.tag-renamed', `Etiqueta de auditoría renombrada: ${tag.displayName} → ${label}`, { tagId, before: tag.displayName, after: label });
    return { message: auditTagMessages.renamed, tag: { tagId, displayName: label } };
  }

  private async remove(ctx: ChangeContext, tagId: string): Promise<AuditTagManageResponse> {
    const { principal } = ctx;
    const tag = await this.existing(principal, tagId);
    // Documents first: a failure leaves the tag in place to delete again, never documents naming a missing tag.
    const tagged = await this.lists.taggedWith(principal, tagId);
    const now = this.now();
    for (const { publicKey } of tagged) {
      await this.docs.change(principal, publicKey, (item) => {
        if (item.tagId !== tagId) return item;
        const { tagId: _gone, ...rest } = item;
        return { ...rest, modifiedAt: now };
      });
    }
    await this.tags.remove(principal, tagId);
    await this.tags.releaseName(principal, tag.nameKey);
    await this.log(ctx, 'audit.tag-deleted', `Etiqueta de auditoría eliminada: ${tag.displayName}`, { tagId, before: tag.displayName, documents: tagged.length });
    return { message: auditTagMessages.deleted };
  }

  private async setOn(ctx: ChangeContext, tagId: string, publicKey: string): Promise<AuditTagManageResponse> {
    const { principal } = ctx;
    await this.access.visibleDocument(principal, publicKey);
    const tag = await this.existing(principal, tagId);
    let before: string | undefined;
    const saved = await this.docs.change(principal, publicKey, (item) => {
      before = item.tagId;
      return { ...item, tagId, modifiedAt: this.now() };
    });
    if (!saved) throw new NotFoundError(auditTagMessages.tagNotFound);
    await this.log(ctx, 'audit.tag-set', `Etiqueta '${tag.displayName}' asignada al documento '${saved.originalName.slice(0, 80)}'`, {
      publicKey,
      before: before ?? '',
      after: tagId,
    });
    return { message: auditTagMessages.set, tag: toTag(tag) };
  }

  private async removeFrom(ctx: ChangeContext, tagId: string, publicKey: string): Promise<AuditTagManageResponse> {
    const { principal } = ctx;
    await this.access.visibleDocument(principal, publicKey);
    const tag = await this.existing(principal, tagId);
    let before: string | undefined;
    const saved = await this.docs.change(principal, publicKey, (item) => {
      before = item.tagId;
      if (item.tagId !== tagId) return item;
      const { tagId: _gone, ...rest } = item;
      return { ...rest, modifiedAt: this.now() };
    });
    if (!saved) throw new NotFoundError(auditTagMessages.tagNotFound);
    // Removing a tag the document does not carry changes nothing (idempotent) and is not logged.
    if (before === tagId) {
      await this.log(ctx, 'audit.tag-removed', `Etiqueta '${tag.displayName}' quitada del documento '${saved.originalName.slice(0, 80)}'`, { publicKey, before: tagId, after: '' });
    }
    return { message: auditTagMessages.removed, tag: toTag(tag) };
  }

  private async existing(principal: Principal, tagId: string): Promise<StoredTag> {
    const tag = await this.tags.get(principal, tagId);
    if (!tag) throw new NotFoundError(auditTagMessages.tagNotFound);
    return tag;
  }

  private async reserve(principal: Principal, nameKey: string, tagId: string): Promise<void> {
    try {
      await this.tags.reserveName(principal, nameKey, tagId);
      return;
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
    // Taken, unless the holder is a tag that no longer has this name (a request that failed half-way left it).
    const holder = await this.tags.nameHolder(principal, nameKey);
    const holderTag = holder ? await this.tags.get(principal, holder.tagId) : undefined;
    if (!holder || holderTag?.nameKey === nameKey) throw new ConflictError(auditTagMessages.labelTaken);
    try {
      await this.tags.takeName(principal, nameKey, tagId, holder.etag);
    } catch (err) {
      if (err instanceof ConflictError) throw new ConflictError(auditTagMessages.labelTaken);
      throw err;
    }
  }

  private log(ctx: ChangeContext, type: string, summary: string, detail: Record<string, string | number>): Promise<void> {
    return this.events.record(ctx.principal, { type, summary: summary.slice(0, 200), userId: ctx.principal.userId, email: ctx.principal.email, from: ctx.from, detail });
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

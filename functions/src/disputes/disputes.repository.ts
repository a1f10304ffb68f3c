import type { Readable } from 'node:stream';
import type { SqlParameter } from '@azure/cosmos';
import type { CommentAuthorSide, DisputeStatus, DisputeType } from '@expediente/contracts';
import { blobInfo, putBlob, streamBlob } from '../platform/blobs';
import { ConflictError } from '../platform/errors';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';

/**
 * Cosmos `disputes`, partition = tenantId (decision 015): the tenant's disputes and their comments are items of
 * one partition, so every list is a query inside it and a dispute is a point read by its key (a uuid).
 */
export type DisputeItem = {
  /** The disputePublicKey (uuid). */
  id: string;
  pk: string;
  tenantId: string;
  type: 'dispute';
  disputeType: DisputeType;
  status: DisputeStatus;
  description: string;
  /** The disputed document; latestDocumentPublicKey is the newest version in the dispute (the amendment). */
  documentPublicKey: string;
  latestDocumentPublicKey: string;
  documentName: string;
  documentTypeCode: string;
  documentTypeName: string;
  supplierId: string;
  supplierName: string;
  openedBy: { userId: string; displayName: string };
  startDate: string;
  endDate?: string;
  /** startDate|id: one field to order and page by (no composite index needed). */
  sortKey: string;
  modifiedAt: string;
  _etag?: string;
};

export type CommentItem = {
  /** `comment:<uuid>`. */
  id: string;
  pk: string;
  tenantId: string;
  type: 'comment';
  disputeKey: string;
  date: string;
  commentary: string;
  userId: string;
  authorName: string;
  authorSide: CommentAuthorSide;
  attachedFilePublicKey?: string;
  attachedFileName?: string;
  currentDocumentPk?: string;
  _etag?: string;
};

type AnyItem = DisputeItem | CommentItem;

export type DisputesFilter = {
  /** Absent: the whole tenant. */
  supplierIds?: readonly string[];
  status?: DisputeStatus;
  disputeType?: DisputeType;
  order: 'ASC' | 'DESC';
};

export class DisputesRepository {
  private readonly c = new TenantContainer<AnyItem>('disputes');

  async read(scope: TenantScope, key: string): Promise<DisputeItem | undefined> {
    const item = await this.c.read(scope, key, scope.tenantId);
    return item?.type === 'dispute' ? item : undefined;
  }

  async create(scope: TenantScope, dispute: Omit<DisputeItem, 'pk' | 'tenantId' | 'type' | 'sortKey'>): Promise<DisputeItem> {
    const item: Omit<DisputeItem, 'tenantId'> = { ...dispute, type: 'dispute', pk: scope.tenantId, sortKey: `${dispute.startDate}|${dispute.id}` };
    return (await this.c.create(scope, item)) as DisputeItem;
  }

  /** ETag read-modify-write, retried once on a change meanwhile; `edit` may throw to refuse. */
  async change(scope: TenantScope, key: string, edit: (item: DisputeItem) => DisputeItem): Promise<DisputeItem | undefined> {
    for (let attempt = 0; ; attempt += 1) {
      const item = await this.read(scope, key);
      if (!item) return undefined;
      try {
        return (await this.c.replace(scope, edit(item), item._etag ?? '')) as DisputeItem;
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt >= 1) throw err;
      }
    }
  }

  async addComment(scope: TenantScope, comment: Omit<CommentItem, 'pk' | 'tenantId' | 'type'>): Promise<CommentItem> {
    const item: Omit<CommentItem, 'tenantId'> = { ...comment, type: 'comment', pk: scope.tenantId };
    return (await this.c.create(scope, item)) as CommentItem;
  }

  /** A dispute's comments, newest first (a dispute has tens, not thousands). */
  async comments(scope: TenantScope, key: string): Promise<CommentItem[]> {
    const items = await this.c.queryAll(scope, {
      pk: scope.tenantId,
      where: "c.type = 'comment' AND c.disputeKey = @key",
      parameters: [{ name: '@key', value: key }],
      orderBy: 'c.date DESC',
    });
    return items as CommentItem[];
  }

  /** One numbered page: the sort keys up to the page's start, then the page after the last of them. */
  async list(scope: TenantScope, filter: DisputesFilter, pageIndex: number, pageSize: number): Promise<DisputeItem[]> {
    const skip = (pageIndex - 1) * pageSize;
    let after: string | undefined;
    if (skip > 0) {
      const keys = await this.c.values<string>(scope, 'c.sortKey', { ...this.spec(scope, filter), orderBy: `c.sortKey ${filter.order}`, limit: skip });
      if (keys.length < skip) return [];
      after = keys[keys.length - 1];
    }
    const page = await this.c.query(scope, { ...this.spec(scope, filter, after), orderBy: `c.sortKey ${filter.order}`, pageSize });
    return page.items as DisputeItem[];
  }

  count(scope: TenantScope, filter: DisputesFilter): Promise<number> {
    return this.c.count(scope, this.spec(scope, filter));
  }

  private spec(scope: TenantScope, filter: DisputesFilter, after?: string) {
    const where = ["c.type = 'dispute'"];
    const parameters: SqlParameter[] = [];
    if (filter.supplierIds) {
      where.push('ARRAY_CONTAINS(@supplierIds, c.supplierId)');
      parameters.push({ name: '@supplierIds', value: [...filter.supplierIds] });
    }
    if (filter.status) {
      where.push('c.status = @status');
      parameters.push({ name: '@status', value: filter.status });
    }
    if (filter.disputeType) {
      where.push('c.disputeType = @disputeType');
      parameters.push({ name: '@disputeType', value: filter.disputeType });
    }
    if (after) {
      where.push(`c.sortKey ${filter.order === 'DESC' ? '<' : '>'} @after`);
      parameters.push({ name: '@after', value: after });
    }
    return { pk: scope.tenantId, where: where.join(' AND '), parameters };
  }
}

/** A comment's file: blob `attachments/<tenantId>/disputes/<disputeKey>/<id>`, its name in the metadata. */
export type DisputeAttachmentInfo = { contentType: string; length: number; name: string; uploadedBy: string };
const attachmentPath = (disputeKey: string, id: string) => `disputes/${disputeKey}/${id}`;

function attachmentInfo(found: { contentType?: string; length?: number; metadata: Record<string, string> }): DisputeAttachmentInfo {
  let name = 'adjunto';
  try {
    name = decodeURIComponent(found.metadata.name ?? name);
  } catch {
    // keep the default
  }
  return { contentType: found.contentType ?? 'application/octet-stream', length: found.length ?? 0, name, uploadedBy: found.metadata.uploadedby ?? '' };
}

export class DisputeAttachmentsRepository {
  async put(scope: TenantScope, disputeKey: string, id: string, data: Buffer, contentType: string, meta: { name: string; uploadedBy: string }): Promise<void> {
    await putBlob(scope, blobContainers.attachments, attachmentPath(disputeKey, id), data, contentType, { name: encodeURIComponent(meta.name), uploadedby: meta.uploadedBy });
  }

  async info(scope: TenantScope, disputeKey: string, id: string): Promise<DisputeAttachmentInfo | undefined> {
    const found = await blobInfo(scope, blobContainers.attachments, attachmentPath(disputeKey, id));
    return found && attachmentInfo(found);
  }

  async open(scope: TenantScope, disputeKey: string, id: string): Promise<(DisputeAttachmentInfo & { stream: Readable }) | undefined> {
    const found = await streamBlob(scope, blobContainers.attachments, attachmentPath(disputeKey, id));
    return found && { ...attachmentInfo(found), stream: found.stream };
  }
}

import { parseDocumentPublicKey, type AuditStatus, type DocumentExtraction, type DocumentStatus } from '@expediente/contracts';
import { blobDigest, blobNameFromUrl, deleteBlob, singleBlobUploadSas, type BlobDigest, type SingleBlobSas } from '../platform/blobs';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';
import { ConflictError, NotFoundError } from '../platform/errors';
import { supplierChanged } from '../compliance/compliance-changes';

/** Told after a write that may change a supplier's compliance figures (decision 019); the queue does the work. */
export type SupplierChangedNotifier = (scope: TenantScope, supplierId: string) => Promise<void>;
/** The fields a compliance cell is derived from: a change of another field (a tag, a dispute key) tells nobody. */
const SLOT_FIELDS = ['status', 'documentTypeCode', 'fromDate', 'customerId', 'amendedBy', 'deletedAt', 'createdAt'] as const;

/**
 * Cosmos `documents` (decision 001): partition = `tenantId|supplierId`, one logical partition per supplier's
 * expediente. It holds the document records and the upload intents: the SAS this server issued for one blob
 * (`upload:<uuid>`), so that /api/documents/add accepts only a blob it issued, to that caller, with the size
 * announced. The intent sits in the document's own partition (one point read by the add call, no other store)
 * and is deleted when the document is stored; an unused one is refused after `expiresAt`.
 */
export type UploadIntentItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'uploadIntent';
  supplierId: string;
  userId: string;
  /** Inside the tenant's prefix: `<supplierId>/<uuid>.<ext>`. */
  blobName: string;
  documentTypeCode: string;
  fileName: string;
  size: number;
  contentType: string;
  createdAt: string;
  expiresAt: string;
  /** Seconds: an intent nobody used is removed by Cosmos DB's TTL a day after it was issued (the container has TTL on). */
  ttl?: number;
  _etag?: string;
};

/** An editor's verdict (PUT /api/documents/{id}/status). */
export type DocumentReview = { userId: string; displayName: string; at: string };

export type DocumentItem = {
  /** The upload's uuid; the API's key is publicKey = `<supplierId>.<uuid>` (contracts documents.ts). */
  id: string;
  pk: string;
  tenantId: string;
  type: 'document';
  supplierId: string;
  publicKey: string;
  originalName: string;
  blobName: string;
  storageUrl: string;
  contentType: string;
  length: number;
  md5: string;
  status: DocumentStatus;
  documentTypeCode: string;
  documentTypeFullName: string;
  displayName: string;
  formDataItems: { key: string; label: string; value: string }[];
  relationships: { role: string; PK: string }[];
  customerId?: string;
  slotId?: string;
  flakeId?: string;
  fromDate?: string;
  /** The period the duplicate check keys on: fromDate, or 'initial' for a type without periods. */
  periodKey: string;
  /** Sorts the lists newest first (composite index supplierId, initialValidity). */
  initialValidity: string;
  amendedDocument?: string;
  amendedBy?: string;
  /** The supplier's name when stored (lists show it without a lookup; a rename is not copied back). */
  supplierName?: string;
  customerName?: string;
  /** Accent-free, lower case: names, type and supplier, for the list's CONTAINS search. */
  searchText?: string;
  rejectReason?: string;
  review?: DocumentReview;
  metaDataItems?: { key: string; label: string; value: string }[];
  identifiers?: { key: string; value: string }[];
  /** Extracted data (issue 14) as JSON text; the Developer's metadata card shows it. */
  jsonData?: string;
  /** The last metadata extraction's outcome and findings (issue 14; the detail page shows them). */
  extraction?: DocumentExtraction;
  /** The review loop (issue 15, decision 015): absent = 'pending'. */
  auditStatus?: AuditStatus;
  /** The last audit action (save or reject): who and when, and the reason of a rejection. */
  audit?: { userId: string; displayName: string; at: string; reason?: string };
  /** The tenant's audit tag on this document (one at most; audit/tags). */
  tagId?: string;
  /** The clarification dispute of this document still open (not finished or closed), if any. */
  disputeKey?: string;
  /** Soft delete (part 1 §6): kept for the event log; lists and reads skip it. */
  deletedAt?: string;
  deletedBy?: string;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
  _etag?: string;
};

type AnyItem = UploadIntentItem | DocumentItem;

export const documentsPk = (tenantId: string, supplierId: string) => `${tenantId}|${supplierId}`;
export const intentItemId = (uuid: string) => `upload:${uuid}`;
/** Longer than an intent is valid (60 minutes): an add that arrives late still meets it and is refused as expired. */
const INTENT_TTL_SECONDS = 24 * 60 * 60;

export class DocumentsRepository {
  private readonly c = new TenantContainer<AnyItem>('documents');

  /** Every writer goes through create/change, so the compliance projection hears of every slot-relevant write here. */
  constructor(private readonly changed: SupplierChangedNotifier = supplierChanged) {}

  async createIntent(scope: TenantScope, intent: Omit<UploadIntentItem, 'pk' | 'tenantId' | 'type'>): Promise<void> {
    const item: Omit<UploadIntentItem, 'tenantId'> = { ...intent, type: 'uploadIntent', pk: documentsPk(scope.tenantId, intent.supplierId), ttl: INTENT_TTL_SECONDS };
    await this.c.create(scope, item);
  }

  async readIntent(scope: TenantScope, supplierId: string, uuid: string): Promise<UploadIntentItem | undefined> {
    const item = await this.c.read(scope, intentItemId(uuid), documentsPk(scope.tenantId, supplierId));
    return item?.type === 'uploadIntent' ? item : undefined;
  }

  async deleteIntent(scope: TenantScope, supplierId: string, uuid: string): Promise<void> {
    try {
      await this.c.delete(scope, intentItemId(uuid), documentsPk(scope.tenantId, supplierId));
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }

  /** A live document by its publicKey (`<supplierId>.<uuid>`): one point read; deleted or malformed is undefined. */
  async read(scope: TenantScope, publicKey: string): Promise<DocumentItem | undefined> {
    const key = parseDocumentPublicKey(publicKey);
    if (!key) return undefined;
    const item = await this.c.read(scope, key.uuid, documentsPk(scope.tenantId, key.supplierId));
    return item?.type === 'document' && !item.deletedAt ? item : undefined;
  }

  /** A live document of the supplier with this MD5, type and period (the duplicate check). */
  async findSame(scope: TenantScope, supplierId: string, documentTypeCode: string, periodKey: string, md5: string): Promise<DocumentItem | undefined> {
    const page = await this.c.query(scope, {
        pk: documentsPk(scope.tenantId, supplierId),
        where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt) AND c.documentTypeCode = @type AND c.periodKey = @period AND c.md5 = @md5",
        parameters: [
          { name: '@type', value: documentTypeCode },
          { name: '@period', value: periodKey },
          { name: '@md5', value: md5 },
        ],
        pageSize: 1,
    });
    return page.items[0] as DocumentItem | undefined;
  }

  /** Creates the record; the same id twice is a ConflictError (409). */
  async create(scope: TenantScope, doc: Omit<DocumentItem, 'pk' | 'tenantId' | 'type'>): Promise<DocumentItem> {
    const created = (await this.c.create(scope, { ...doc, type: 'document', pk: documentsPk(scope.tenantId, doc.supplierId) })) as DocumentItem;
    await this.changed(scope, doc.supplierId);
    return created;
  }

  /** Marks `publicKey` as replaced by `by` (amendedDocument); a change meanwhile is retried once. */
  async markAmended(scope: TenantScope, publicKey: string, by: string, at: string): Promise<void> {
    await this.change(scope, publicKey, (item) => ({ ...item, amendedBy: by, modifiedAt: at }));
  }

  /**
   * Reads the live document, applies `edit` and replaces it with the ETag read; a change meanwhile is read and
   * applied again once. `edit` may throw to refuse. Undefined when there is no such document.
   */
  async change(scope: TenantScope, publicKey: string, edit: (item: DocumentItem) => DocumentItem): Promise<DocumentItem | undefined> {
    for (let attempt = 0; ; attempt += 1) {
      const item = await this.read(scope, publicKey);
      if (!item) return undefined;
      try {
        const saved = (await this.c.replace(scope, edit(item), item._etag ?? '')) as DocumentItem;
        const validity = (d: DocumentItem) => d.extraction?.validUntil;
        if (SLOT_FIELDS.some((f) => item[f] !== saved[f]) || validity(item) !== validity(saved)) await this.changed(scope, saved.supplierId);
        return saved;
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt >= 1) throw err;
      }
    }
  }
}

/** The documents container's blobs, for the upload calls (platform/blobs.ts does the SDK work). */
export class DocumentBlobs {
  issueSas(scope: TenantScope, name: string, minutes: number): Promise<SingleBlobSas> {
    // Read too: Get Block List, with which the browser resumes an interrupted upload, needs it on Azurite.
    return singleBlobUploadSas(scope, blobContainers.documents, name, { minutes, read: true });
  }

  nameFromUrl(url: string): string | undefined {
    return blobNameFromUrl(blobContainers.documents, url);
  }

  digest(scope: TenantScope, name: string): Promise<BlobDigest | undefined> {
    return blobDigest(scope, blobContainers.documents, name);
  }

  remove(scope: TenantScope, name: string): Promise<void> {
    return deleteBlob(scope, blobContainers.documents, name);
  }
}

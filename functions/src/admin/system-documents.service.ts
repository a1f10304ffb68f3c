import {
  parseDocumentPublicKey,
  systemDocumentsMessages,
  systemDocumentsTexts,
  type SystemDocument,
  type SystemDocumentEntity,
  type SystemDocumentResponse,
  type SystemDocumentsResponse,
  type systemDocumentsQuerySchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import type { DocumentTypeItem, DocumentTypesRepository } from '../documents/document-types.repository';
import { documentsPage } from '../documents/documents-page';
import type { DocumentsFilter, DocumentsQueryRepository } from '../documents/documents-query.repository';
import type { DocumentItem, DocumentsRepository } from '../documents/documents.repository';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import { SystemScope } from './system-scope';
import type { TenantsRepository } from './tenants.repository';

type ListQuery = z.output<typeof systemDocumentsQuerySchema>;

/**
 * The system documents of the administration area (issue 16; part 2 §2.9, §3 'Admin document adds', §7): every live,
 * latest document of the caller's tenant (read:admin; another tenant's document is a 404 because every read is in
 * the caller's tenant) — or of the tenant a Developer names (SystemScope) —, newest first. The list is DocumentsQueryRepository's query — the composite index
 * (initialValidity, id), keyset pages, never OFFSET — so a page costs the page and its count whatever the tenant's
 * size; a numbered page past the first adds one query of small keyset rows, and the next page after an answer
 * goes on from its continuation token instead.
 */
export class SystemDocumentsService {
  constructor(
    private readonly types: DocumentTypesRepository,
    private readonly query: DocumentsQueryRepository,
    private readonly docs: DocumentsRepository,
    private readonly contacts: ContactsRepository,
    private readonly tenants: TenantsRepository,
  ) {
    this.scope = new SystemScope(tenants);
  }

  private readonly scope: SystemScope;

  /** GET /api/admin/documents: totalSystemDocuments and a page of rows (name, type, temporality). */
  async list(caller: Principal, query: ListQuery): Promise<SystemDocumentsResponse> {
    const principal = await this.scope.principalIn(caller, query.tenant);
    const types = await this.types.types(principal);
    const byCode = new Map(types.map((t) => [t.codeName, t]));
    if (types.length === 0) return { totalSystemDocuments: 0, documents: [] };
    // Every type of the tenant's catalogue, required or not, in any set.
    const filter: DocumentsFilter = { typeCodes: types.map((t) => t.codeName), order: 'DESC', ...(query.search ? { search: query.search } : {}) };

    const page = await documentsPage(this.query, principal, filter, query, systemDocumentsMessages.badToken);
    return {
      totalSystemDocuments: page.total,
      documents: page.items.map((d) => toRow(d, byCode.get(d.documentTypeCode))),
      ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    };
  }

  /** GET /api/admin/documents/{id}: the document's properties and its entity (the supplier), read-only. */
  async detail(caller: Principal, id: string, tenantKey?: string): Promise<SystemDocumentResponse> {
    const principal = await this.scope.principalIn(caller, tenantKey);
    if (!parseDocumentPublicKey(id)) throw new NotFoundError(systemDocumentsTexts.notFound);
    const doc = await this.docs.read(principal, id);
    if (!doc) throw new NotFoundError(systemDocumentsTexts.notFound);
    const [type, supplier, tenant] = await Promise.all([this.types.readType(principal, doc.documentTypeCode), this.contacts.read(principal, doc.supplierId), this.tenants.read(principal.tenantId)]);
    return { document: toDocument(doc, type, tenant?.displayName ?? principal.tenantId), entity: supplier ? toEntity(supplier) : null };
  }
}

function toRow(doc: DocumentItem, type: DocumentTypeItem | undefined) {
  return {
    publicKey: doc.publicKey,
    name: doc.originalName,
    documentTypeCodeName: doc.documentTypeCode,
    documentTypeShortName: type?.shortName ?? doc.displayName,
    temporalityDisplayName: type?.temporalityDisplayName ?? '',
    status: doc.status,
    supplierName: doc.supplierName ?? doc.supplierId,
    creationDate: doc.createdAt,
  };
}

/** The stored record as the dump shows it: no storage URL and no blob name (the file goes through its own call). */
function toDocument(doc: DocumentItem, type: DocumentTypeItem | undefined, tenantName: string): SystemDocument {
  const dot = doc.originalName.lastIndexOf('.');
  const etag = (doc as DocumentItem & { _etag?: string })._etag;
  return {
    publicKey: doc.publicKey,
    id: doc.id,
    name: doc.originalName,
    displayName: doc.displayName,
    originalName: doc.originalName,
    status: doc.status,
    isValidated: doc.status === 'V',
    ...(doc.review ? { validatedBy: doc.review.displayName, validated: doc.review.at } : {}),
    ...(doc.rejectReason ? { rejectReason: doc.rejectReason } : {}),
    auditStatus: doc.auditStatus ?? 'pending',
    documentTypeCodeName: doc.documentTypeCode,
    documentTypeShortName: type?.shortName ?? doc.displayName,
    documentTypeFullName: type?.fullName ?? doc.documentTypeFullName,
    temporalityDisplayName: type?.temporalityDisplayName ?? '',
    periodDisplayName: type?.periodDisplayName ?? '',
    ...(doc.fromDate ? { fromDate: doc.fromDate } : {}),
    initialValidity: doc.initialValidity,
    partitionKey: doc.pk,
    rowKey: doc.id,
    contentType: doc.contentType,
    contentLength: doc.length,
    fileExension: dot > 0 ? doc.originalName.slice(dot + 1).toLowerCase() : '',
    // 1 = cloud storage (part 2 §3): every file is in the tenant's blob container.
    storageProvider: 1,
    md5: doc.md5,
    ...(doc.slotId ? { slotId: doc.slotId } : {}),
    ...(doc.customerId ? { customerPublicKey: doc.customerId } : {}),
    ...(doc.amendedDocument ? { amendedDocument: doc.amendedDocument } : {}),
    ...(doc.amendedBy ? { amendedBy: doc.amendedBy } : {}),
    ...(doc.disputeKey ? { disputeKey: doc.disputeKey } : {}),
    ...(doc.tagId ? { tagId: doc.tagId } : {}),
    ...(doc.extraction ? { extractionOutcome: doc.extraction.outcome } : {}),
    ...(doc.jsonData !== undefined ? { jsonData: doc.jsonData } : {}),
    tenant: doc.tenantId,
    tenantName,
    created: doc.createdAt,
    createdBy: doc.createdBy,
    modified: doc.modifiedAt,
    ...(doc.review ? { modifiedBy: doc.review.displayName } : {}),
    ...(etag ? { dbRowVersion: etag } : {}),
    identifiers: doc.identifiers ?? [],
    formDataItems: doc.formDataItems ?? [],
    metaDataItems: doc.metaDataItems ?? [],
    relationships: (doc.relationships ?? []).map((r) => ({ role: r.role, PK: r.PK })),
  };
}

function toEntity(contact: ContactItem): SystemDocumentEntity {
  return {
    publicKey: contact.id,
    displayName: contact.displayName,
    partyType: contact.partyType,
    ...(contact.organizationRole ? { organizationRole: contact.organizationRole } : {}),
    identifiers: contact.identifiers,
    locked: contact.locked,
    ...(contact.emailAddress ? { emailAddress: contact.emailAddress } : {}),
    ...(contact.phoneNumber ? { phoneNumber: contact.phoneNumber } : {}),
    modified: contact.modifiedAt,
  };
}

// The keyset position travels as base64url so the client treats it as opaque (as GET /api/documents does).

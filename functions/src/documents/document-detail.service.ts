import { fileExtensionOf, hasPermission, type DocumentDetail, type DocumentRelation, type RelatedDocument } from '@expediente/contracts';
import type { UsersRepository } from '../auth/users.repository';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import type { DocumentAccess } from './document-access';
import type { DocumentDetailRepository } from './document-detail.repository';
import type { DocumentTypeItem, DocumentTypesRepository } from './document-types.repository';
import { toDocumentSummary } from './document-summary';
import type { DocumentItem } from './documents.repository';

type Flags = Record<string, boolean>;

/**
 * What the caller may do with a document (part 1 §6, part 2 §2.4, §4); the change calls check the same again.
 * A Supplier deletes only its own documents with status I; the period is editable only for a type with periods.
 */
export function documentActions(principal: Principal, doc: Pick<DocumentItem, 'status' | 'supplierId' | 'initialValidity'>, type: Pick<DocumentTypeItem, 'periodCodeName'> | undefined, on: Flags): DocumentDetail['can'] {
  const editor = hasPermission(principal.role, 'update:documents');
  const mayDelete =
    hasPermission(principal.role, 'delete:documents') &&
    on['document-delete'] === true &&
    (principal.role !== 'Supplier' || (doc.status === 'I' && doc.supplierId === principal.companyId));
  return {
    download: on['disable-document-download'] !== true,
    editStatus: editor && on['edit-documents-compliance'] === true,
    editMetadata: editor && on['edit-document-metadata'] === true,
    editPeriod: editor && on['edit-documents-period'] === true && !!doc.initialValidity && !!type && type.periodCodeName !== 'initial',
    delete: mayDelete,
    upload:
      (hasPermission(principal.role, 'upload:documents:own') && on['upload-documents-view'] === true) ||
      (hasPermission(principal.role, 'upload:documents:any') && on['add-documents-expediente'] === true),
  };
}

/**
 * Other documents beside this one (part 2 §2.4 "related documents by type"): its versions and the supplier's
 * documents of the same period, one entry per type (the newest) with how many there are.
 */
export function groupRelated(related: readonly DocumentItem[], types: ReadonlyMap<string, DocumentTypeItem>): RelatedDocument[] {
  const byType = new Map<string, DocumentItem[]>();
  for (const item of related) byType.set(item.documentTypeCode, [...(byType.get(item.documentTypeCode) ?? []), item]);
  return [...byType.entries()]
    .map(([code, items]) => {
      const newest = items.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
      const type = types.get(code);
      const summary = toDocumentSummary(newest, type);
      return {
        publicKey: newest.publicKey,
        name: newest.originalName,
        logicalKey: summary.logicalKey,
        status: newest.status,
        initialValidity: newest.initialValidity,
        documentType: { shortName: summary.documentTypeShortName, codeName: code },
        total: items.length,
        ordinal: type?.ordinal ?? Number.MAX_SAFE_INTEGER,
      };
    })
    .sort((a, b) => a.ordinal - b.ordinal || a.documentType.shortName.localeCompare(b.documentType.shortName, 'es'))
    .map(({ ordinal: _ordinal, ...rest }) => rest);
}

/**
 * GET /api/documents/{id} (part 2 §2.4, §3 Document): one point read of the document (its publicKey names the
 * partition), the visibility check of DocumentAccess, then in parallel the tenant's types (one query), the related
 * documents (one query in the supplier's partition), the uploader and the caller's flags.
 */
export class DocumentDetailService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly detailRepository: DocumentDetailRepository,
    private readonly types: DocumentTypesRepository,
    private readonly users: UsersRepository,
  ) {}

  async detail(principal: Principal, publicKey: string): Promise<DocumentDetail> {
    const doc = await this.access.visibleDocument(principal, publicKey);
    const [types, related, uploader, on] = await Promise.all([
      this.types.types(principal),
      this.detailRepository.related(principal, doc),
      this.users.read(principal, doc.createdBy),
      featuresOf(principal),
    ]);
    const typeMap = new Map(types.map((t) => [t.codeName, t]));
    const type = typeMap.get(doc.documentTypeCode);
    const summary = toDocumentSummary(doc, type);
    const relations: DocumentRelation[] = [
      { partyRole: { role: 'supplier', roleDisplayName: 'Proveedor' }, party: summary.supplier },
      ...(summary.customer ? [{ partyRole: { role: 'customer', roleDisplayName: 'Cliente' }, party: summary.customer }] : []),
      ...(uploader
        ? [{ partyRole: { role: 'owner', roleDisplayName: 'Cargado por' }, party: { publicKey: uploader.personContactId, displayName: uploader.displayName, partyType: 1 } }]
        : []),
    ];
    return {
      ...summary,
      md5: doc.md5,
      formDataItems: doc.formDataItems ?? [],
      metaDataItems: doc.metaDataItems ?? [],
      identifiers: doc.identifiers ?? [],
      relations,
      relatedDocuments: groupRelated(related, typeMap),
      // The raw extracted data is the Developer's card only (part 2 §6).
      ...(principal.role === 'Developer' && doc.jsonData !== undefined ? { jsonData: doc.jsonData } : {}),
      ...(doc.extraction ? { extraction: doc.extraction } : {}),
      extension: fileExtensionOf(doc.blobName),
      can: documentActions(principal, doc, type, on),
    };
  }
}

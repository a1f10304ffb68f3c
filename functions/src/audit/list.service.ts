import {
  addDays,
  auditListMessages,
  contractDocumentTypes,
  normalizeSearchText,
  STAGNATED_AFTER_MINUTES,
  type AuditListItem,
  type AuditListQueryParsed,
  type AuditListResponse,
  type AuditTab,
} from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError } from '../platform/errors';
import type { DocumentAccess } from '../documents/document-access';
import type { DocumentTypeItem, DocumentTypesRepository } from '../documents/document-types.repository';
import type { DocumentItem } from '../documents/documents.repository';
import type { AuditListCursor, AuditListFilter, AuditListRepository, AuditOutcomeFilter } from './list.repository';
import type { AuditTagsRepository } from './tags.repository';

/** A Mexico City day's midnight (-06:00, no daylight saving since 2022) as a UTC instant. */
const midnight = (day: string) => `${day}T06:00:00.000Z`;

/**
 * The seven audit lists (issue 15; part 2 §2.11, §7; decision 015). Each is the latest live version of the documents
 * in the caller's view (DocumentAccess) narrowed by its tab:
 * - contracts: the contract types; auditonly: the types without a field catalogue other than contracts;
 * - image, error, partial: the last extraction's outcome; missing: outcome not-supported;
 * - stagnated: queued or running for longer than STAGNATED_AFTER_MINUTES.
 * Storage per request: the view (none for tenant-wide roles, one directory query for a customer), with supplierName
 * one query of the tenant's supplier names, the type catalogue
 * (kept a minute per process), then the page and its COUNT in parallel; a numbered page past the first adds one
 * query of keyset positions; the tags are read (one call) only when a row on the page carries one.
 */
export class AuditListService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly types: DocumentTypesRepository,
    private readonly docs: AuditListRepository,
    private readonly tags: AuditTagsRepository,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal, tab: AuditTab, query: AuditListQueryParsed): Promise<AuditListResponse> {
    const [view, types] = await Promise.all([this.access.view(principal), this.types.types(principal)]);
    const empty: AuditListResponse = { items: [], totalCount: 0 };
    if (view.kind === 'suppliers' && view.supplierIds.length === 0) return empty;

    const typeCodes = this.typeCodes(tab, query, types);
    if (typeCodes.length === 0) return empty;
    // supplierName matches the supplier's name or RFC only (not the file or type names): the suppliers it names,
    // by the supplierId every document carries, within the caller's view.
    let supplierIds = view.kind === 'suppliers' ? view.supplierIds : undefined;
    if (query.supplierName) {
      const named = await this.suppliersNamed(principal, query.supplierName);
      supplierIds = supplierIds ? supplierIds.filter((id) => named.has(id)) : [...named];
      if (supplierIds.length === 0) return empty;
    }
    const filter: AuditListFilter = {
      typeCodes,
      order: query.orderBy,
      ...(supplierIds ? { supplierIds } : {}),
      ...(query.status ? { auditStatus: query.status } : {}),
      ...(query.tag ? { tagId: query.tag } : {}),
      ...(query.fromDate || query.toDate
        ? { createdRange: { ...(query.fromDate ? { from: midnight(query.fromDate) } : {}), ...(query.toDate ? { to: midnight(addDays(query.toDate, 1)) } : {}) } }
        : {}),
    };
    const outcome = this.outcomeOf(tab);
    if (outcome) filter.outcome = outcome;

    let after: AuditListCursor | undefined;
    let beyondEnd = false;
    if (query.pageIndex > 1) {
      const skip = (query.pageIndex - 1) * query.pageSize;
      const cursors = await this.docs.cursors(principal, filter, skip);
      beyondEnd = cursors.length < skip;
      after = cursors.at(-1);
    }
    const [items, totalCount] = await Promise.all([
      beyondEnd ? Promise.resolve([]) : this.docs.list(principal, filter, query.pageSize, after),
      this.docs.count(principal, filter),
    ]);
    const names = items.some((d) => d.tagId) ? new Map((await this.tags.all(principal)).map((t) => [t.tagId, t.displayName])) : new Map<string, string>();
    const byCode = new Map(types.map((t) => [t.codeName, t]));
    return { items: items.map((d) => toItem(d, byCode.get(d.documentTypeCode), names)), totalCount };
  }

  /** The tenant's suppliers whose name (accents and case aside) or RFC contains the words. */
  private async suppliersNamed(principal: Principal, words: string): Promise<Set<string>> {
    const wanted = normalizeSearchText(words);
    const suppliers = await this.docs.supplierNames(principal);
    return new Set(suppliers.filter((s) => normalizeSearchText(s.displayName).includes(wanted) || (s.rfc !== undefined && normalizeSearchText(s.rfc).includes(wanted))).map((s) => s.id));
  }

  /** The tab's types, required only unless isRequired=all, narrowed to documentType (unknown: 400). */
  private typeCodes(tab: AuditTab, query: AuditListQueryParsed, types: DocumentTypeItem[]): string[] {
    if (query.documentType && !types.some((t) => t.codeName === query.documentType)) {
      throw new BadRequestError({ documentType: [auditListMessages.typeNotFound] }, auditListMessages.typeNotFound);
    }
    return types
      .filter((t) => query.isRequired === 'all' || t.required)
      .filter((t) => {
        const contract = contractDocumentTypes.includes(t.codeName);
        if (tab === 'contracts') return contract;
        if (tab === 'auditonly') return !contract && t.fields.length === 0;
        return true;
      })
      .filter((t) => !query.documentType || t.codeName === query.documentType)
      .map((t) => t.codeName);
  }

  private outcomeOf(tab: AuditTab): AuditOutcomeFilter | undefined {
    switch (tab) {
      case 'image':
      case 'error':
      case 'partial':
        return { kind: 'outcome', outcome: tab };
      case 'missing':
        return { kind: 'outcome', outcome: 'not-supported' };
      case 'stagnated':
        // The document's own extraction record: a run queued (by 'Reprocesar' or the metadata calls) or running that
        // has not ended within STAGNATED_AFTER_MINUTES.
        return { kind: 'stagnated', before: new Date(this.clock.now() - STAGNATED_AFTER_MINUTES * 60_000).toISOString() };
      default:
        return undefined;
    }
  }
}

function toItem(doc: DocumentItem, type: DocumentTypeItem | undefined, tagNames: Map<string, string>): AuditListItem {
  // A tag deleted meanwhile reads as no tag.
  const tag = doc.tagId ? tagNames.get(doc.tagId) : undefined;
  return {
    publicKey: doc.publicKey,
    status: doc.auditStatus ?? 'pending',
    documentStatus: doc.status,
    typeName: type?.shortName ?? doc.displayName,
    documentType: doc.documentTypeCode,
    created: doc.createdAt,
    supplierId: doc.supplierId,
    supplierName: doc.supplierName ?? '',
    fileName: doc.originalName,
    tag: tag ?? null,
    tagId: tag ? doc.tagId! : null,
  };
}

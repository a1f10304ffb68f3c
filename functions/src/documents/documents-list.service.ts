import {
  addDays,
  cadenceOf,
  documentMessages,
  periodOf,
  type DocumentsListResponse,
  type documentsListQuerySchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { Principal } from '../platform/auth/principal';
import { BadRequestError } from '../platform/errors';
import type { DocumentAccess } from './document-access';
import { toDocumentSummary } from './document-summary';
import type { DocumentTypeItem, DocumentTypesRepository } from './document-types.repository';
import { documentsPage } from './documents-page';
import type { DocumentsFilter, DocumentsQueryRepository } from './documents-query.repository';

type ListQuery = z.output<typeof documentsListQuerySchema>;

export const documentsListMessages = {
  typeNotFound: 'El tipo de documento no existe.',
  periodNeedsType: 'Seleccione un tipo de documento para filtrar por periodo.',
  periodNeedsYear: 'Seleccione un año para filtrar por periodo.',
  periodInvalid: 'El periodo no es válido.',
  badToken: 'El token de continuación no es válido.',
} as const;

/** A Mexico City day's midnight (-06:00) as the UTC instant fromDate stores. */
const midnight = (day: string) => `${day}T06:00:00.000Z`;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * GET /api/documents (part 2 §2.3, §7, §9): the latest live version of each document the caller may see
 * (DocumentAccess), filtered, newest first unless ASC is asked, a numbered page or the page after a continuation
 * token, and the total. Storage: the type catalogue and the view in parallel, then the page and the count in
 * parallel (plus one small query of keyset positions for a numbered page past the first).
 */
export class DocumentsListService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly types: DocumentTypesRepository,
    private readonly docs: DocumentsQueryRepository,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<DocumentsListResponse> {
    const { filter, byCode } = await this.selection(principal, query);
    if (!filter) return { documents: [], totalCount: 0 };

    const page = await documentsPage(this.docs, principal, filter, query, documentsListMessages.badToken);
    return {
      documents: page.items.map((item) => toDocumentSummary(item, byCode.get(item.documentTypeCode))),
      totalCount: page.total,
      ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
    };
  }

  /**
   * What the list selects for this caller and query: the storage filter (undefined when it can match nothing) and
   * the tenant's types by code. The export (export.service.ts) selects its documents with this same rule.
   */
  async selection(principal: Principal, query: ListQuery): Promise<{ filter: DocumentsFilter | undefined; byCode: Map<string, DocumentTypeItem> }> {
    const [view, types] = await Promise.all([this.access.view(principal), this.types.types(principal)]);
    const byCode = new Map(types.map((t) => [t.codeName, t]));
    const filter = this.filterOf(query, types, byCode);
    if (view.kind === 'suppliers') {
      const visible = query.supplierPK ? view.supplierIds.filter((id) => id === query.supplierPK) : view.supplierIds;
      if (visible.length === 0) return { filter: undefined, byCode };
      if (!query.supplierPK) filter.supplierIds = visible;
    }
    return { filter: filter.typeCodes.length === 0 ? undefined : filter, byCode };
  }

  /** The query's filters in storage terms; a type or period that cannot be is a 400 with the field named. */
  private filterOf(query: ListQuery, types: DocumentTypeItem[], byCode: Map<string, DocumentTypeItem>): DocumentsFilter {
    let typeCodes = types.filter((t) => t.sets.includes(query.documentTypeSet) && (query.isRequired === 'all' || t.required)).map((t) => t.codeName);
    const type = query.type ? byCode.get(query.type) : undefined;
    if (query.type) {
      if (!type) throw new BadRequestError({ type: [documentsListMessages.typeNotFound] }, documentsListMessages.typeNotFound);
      typeCodes = typeCodes.includes(type.codeName) ? [type.codeName] : [];
    }
    const filter: DocumentsFilter = {
      typeCodes,
      order: query.sortOrder,
      ...(query.supplierPK ? { supplierId: query.supplierPK } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.searchText ? { search: query.searchText } : {}),
    };

    if (query.period !== undefined) {
      if (!type) throw new BadRequestError({ period: [documentsListMessages.periodNeedsType] }, documentsListMessages.periodNeedsType);
      const cadence = cadenceOf(type.periodCodeName);
      if (!cadence || cadence === 'initial') throw new BadRequestError({ period: [documentMessages.periodNotApplicable] }, documentMessages.periodNotApplicable);
      if (query.year === undefined) throw new BadRequestError({ year: [documentsListMessages.periodNeedsYear] }, documentsListMessages.periodNeedsYear);
      let start: string | null;
      let end: string | null;
      try {
        ({ start, end } = periodOf({ cadence, reading: type.periodReading, year: query.year, number: query.period }));
      } catch {
        throw new BadRequestError({ period: [documentsListMessages.periodInvalid] }, documentsListMessages.periodInvalid);
      }
      filter.fromDateRange = { from: midnight(start!), to: midnight(addDays(end!, 1)) };
      if (query.month !== undefined) filter.month = query.month;
    } else if (query.year !== undefined && query.month !== undefined) {
      const next = query.month === 12 ? `${query.year + 1}-01-01` : `${query.year}-${pad(query.month + 1)}-01`;
      filter.fromDateRange = { from: midnight(`${query.year}-${pad(query.month)}-01`), to: midnight(next) };
    } else if (query.year !== undefined) {
      filter.fromDateRange = { from: midnight(`${query.year}-01-01`), to: midnight(`${query.year + 1}-01-01`) };
    } else if (query.month !== undefined) {
      filter.month = query.month;
    }
    return filter;
  }
}


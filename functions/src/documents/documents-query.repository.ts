import { normalizeSearchText } from '@expediente/contracts';
import type { SqlParameter } from '@azure/cosmos';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { documentsPk, type DocumentItem } from './documents.repository';

/**
 * What a documents list asks for, already resolved by the service: whose documents (absent: the whole tenant),
 * which types, status, an instant range and/or month on fromDate, the search words and the direction.
 */
export type DocumentsFilter = {
  /** The suppliers the caller sees; absent for the whole tenant. */
  supplierIds?: readonly string[];
  /** One supplier: the query runs in its partition. */
  supplierId?: string;
  /** The document type codes allowed (the set's, required or not, or the one asked). */
  typeCodes: readonly string[];
  status?: string;
  /** fromDate within [from, to): ISO instants (Mexico City midnights). */
  fromDateRange?: { from: string; to: string };
  /** The month of fromDate (1-12) when no year narrows it. */
  month?: number;
  search?: string;
  order: 'ASC' | 'DESC';
};

/** A keyset position: the last row's (initialValidity, id). */
export type DocumentsCursor = { initialValidity: string; id: string };

/**
 * The documents lists' queries (GET /api/documents): latest versions only, live only, across the tenant's
 * supplier partitions (or in one when a supplier is asked), ordered by (initialValidity, id) — the composite
 * index in resources.ts — and paged by keyset, never OFFSET.
 */
export class DocumentsQueryRepository {
  private readonly c = new TenantContainer<DocumentItem>('documents');

  /** Up to `limit` documents after the keyset position `after`. */
  async list(scope: TenantScope, filter: DocumentsFilter, limit: number, after?: DocumentsCursor): Promise<DocumentItem[]> {
    const page = await this.c.query(scope, { ...this.spec(scope, filter, after), orderBy: orderBy(filter.order), pageSize: limit });
    return page.items;
  }

  /** The keyset positions of the first `limit` documents: where a numbered page starts (small rows, not documents). */
  cursors(scope: TenantScope, filter: DocumentsFilter, limit: number): Promise<DocumentsCursor[]> {
    return this.c.values<DocumentsCursor>(scope, '{ "initialValidity": c.initialValidity, "id": c.id }', {
      ...this.spec(scope, filter),
      orderBy: orderBy(filter.order),
      limit,
    });
  }

  count(scope: TenantScope, filter: DocumentsFilter): Promise<number> {
    return this.c.count(scope, this.spec(scope, filter));
  }

  private spec(scope: TenantScope, filter: DocumentsFilter, after?: DocumentsCursor) {
    const where = ["c.type = 'document'", 'NOT IS_DEFINED(c.deletedAt)', 'NOT IS_DEFINED(c.amendedBy)', 'ARRAY_CONTAINS(@types, c.documentTypeCode)'];
    const parameters: SqlParameter[] = [{ name: '@types', value: [...filter.typeCodes] }];
    if (filter.supplierIds) {
      where.push('ARRAY_CONTAINS(@supplierIds, c.supplierId)');
      parameters.push({ name: '@supplierIds', value: [...filter.supplierIds] });
    }
    if (filter.supplierId) {
      where.push('c.supplierId = @supplierId');
      parameters.push({ name: '@supplierId', value: filter.supplierId });
    }
    if (filter.status) {
      where.push('c.status = @status');
      parameters.push({ name: '@status', value: filter.status });
    }
    if (filter.fromDateRange) {
      where.push('c.fromDate >= @fromStart AND c.fromDate < @fromEnd');
      parameters.push({ name: '@fromStart', value: filter.fromDateRange.from }, { name: '@fromEnd', value: filter.fromDateRange.to });
    }
    if (filter.month) {
      // fromDate is a Mexico City midnight (06:00Z the same day), so its UTC month is the period's month.
      where.push('IS_DEFINED(c.fromDate) AND SUBSTRING(c.fromDate, 5, 2) = @month');
      parameters.push({ name: '@month', value: String(filter.month).padStart(2, '0') });
    }
    if (filter.search) {
      where.push('CONTAINS(c.searchText, @search)');
      parameters.push({ name: '@search', value: normalizeSearchText(filter.search) });
    }
    if (after) {
      const op = filter.order === 'DESC' ? '<' : '>';
      where.push(`(c.initialValidity ${op} @afterValidity OR (c.initialValidity = @afterValidity AND c.id ${op} @afterId))`);
      parameters.push({ name: '@afterValidity', value: after.initialValidity }, { name: '@afterId', value: after.id });
    }
    return { ...(filter.supplierId ? { pk: documentsPk(scope.tenantId, filter.supplierId) } : {}), where: where.join(' AND '), parameters };
  }
}

const orderBy = (order: 'ASC' | 'DESC') => `c.initialValidity ${order}, c.id ${order}`;

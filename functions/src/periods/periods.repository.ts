import { normalizeSearchText, type PeriodSortField, type PeriodSortOrder } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * A supplier period (part 2 §3): a supplier organization serves a customer organization ("sociedad") from
 * startDate (first day of a month) to endDate (last day of a month), both yyyy-mm-dd.
 *
 * The supplier's name, RFC and number and the customer's name are copied onto the period so the list is one
 * query (Cosmos has no joins): renaming an organization or changing its RFC or supplier number must rewrite them
 * here too (the directory's edit paths, still to come in issue 12).
 */
export type PeriodItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'period';
  supplierPK: string;
  /** The owner of the period: its supplier organization (DELETE names it, part 2 §7). */
  ownerPK: string;
  supplierDisplayName: string;
  supplierRFC: string;
  supplierNumber: string;
  customerPK: string;
  customerDisplayName: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
  modifiedBy: string;
  /** Derived on every write (`withDerived`): who may see it, the search text and one order key per sort field. */
  scopeIds?: string[];
  searchText?: string;
  startKey?: string;
  endKey?: string;
  supplierKey?: string;
  customerKey?: string;
  _etag?: string;
};

export type NewPeriod = Omit<PeriodItem, 'tenantId' | 'pk' | 'scopeIds' | 'searchText' | 'startKey' | 'endKey' | 'supplierKey' | 'customerKey' | '_etag'>;

/** The order key of each sort field: the field, then what breaks ties, then the id (unique, so keyset pages work). */
const sortKeyField: Record<PeriodSortField, 'startKey' | 'endKey' | 'supplierKey' | 'customerKey'> = {
  start_date: 'startKey',
  end_date: 'endKey',
  supplier: 'supplierKey',
  customer: 'customerKey',
};

/**
 * Users of the supplier and of the customer organization see a period (besides those who see the whole tenant:
 * directory.service.ts `viewOf`); the search text covers supplier name, RFC, supplier number and customer name.
 */
export function withDerived(period: NewPeriod): NewPeriod & Required<Pick<PeriodItem, 'scopeIds' | 'searchText' | 'startKey' | 'endKey' | 'supplierKey' | 'customerKey'>> {
  const supplier = normalizeSearchText(period.supplierDisplayName);
  const customer = normalizeSearchText(period.customerDisplayName);
  return {
    ...period,
    scopeIds: [period.supplierPK, period.customerPK],
    searchText: normalizeSearchText([period.supplierDisplayName, period.supplierRFC, period.supplierNumber, period.customerDisplayName].join(' | ')),
    startKey: `${period.startDate}|${period.id}`,
    endKey: `${period.endDate}|${period.id}`,
    supplierKey: `${supplier}|${period.startDate}|${period.id}`,
    customerKey: `${customer}|${period.startDate}|${period.id}`,
  };
}

/** What a periods list asks for: whose scope (absent: the whole tenant), one supplier, search words, the order. */
export type PeriodsFilter = { scopeId?: string; supplierPK?: string; search?: string };
export type PeriodsOrder = { field: PeriodSortField; order: PeriodSortOrder };

export class PeriodsRepository {
  private readonly c = new TenantContainer<PeriodItem>('periods');

  read(scope: TenantScope, id: string) {
    return this.c.read(scope, id, scope.tenantId);
  }

  create(scope: TenantScope, period: NewPeriod): Promise<PeriodItem> {
    return this.c.create(scope, { ...withDerived(period), pk: scope.tenantId });
  }

  /** Replace only if nobody changed it since it was read (409 otherwise). */
  replace(scope: TenantScope, period: PeriodItem, etag: string): Promise<PeriodItem> {
    return this.c.replace(scope, { ...period, ...withDerived(period) }, etag);
  }

  upsert(scope: TenantScope, period: NewPeriod): Promise<PeriodItem> {
    return this.c.upsert(scope, { ...withDerived(period), pk: scope.tenantId });
  }

  delete(scope: TenantScope, id: string, etag?: string): Promise<void> {
    return this.c.delete(scope, id, scope.tenantId, etag);
  }

  /** Up to `limit` periods of the filter after the keyset position `after` (an order key), in the given order. */
  list(scope: TenantScope, filter: PeriodsFilter, order: PeriodsOrder, limit: number, after?: string): Promise<PeriodItem[]> {
    return this.c.query(scope, { ...this.listSpec(scope, filter, order, after), orderBy: orderBy(order), pageSize: limit }).then((page) => page.items);
  }

  /** The order keys of the first `limit` periods: where a numbered page starts (small values, never OFFSET). */
  orderKeys(scope: TenantScope, filter: PeriodsFilter, order: PeriodsOrder, limit: number): Promise<string[]> {
    return this.c.values<string>(scope, `c.${sortKeyField[order.field]}`, { ...this.listSpec(scope, filter, order), orderBy: orderBy(order), limit });
  }

  count(scope: TenantScope, filter: PeriodsFilter): Promise<number> {
    return this.c.count(scope, this.listSpec(scope, filter));
  }

  /** The first period of the same supplier and customer whose days touch [start, end], other than `exceptId`. */
  async overlapping(scope: TenantScope, supplierPK: string, customerPK: string, start: string, end: string, exceptId?: string): Promise<PeriodItem | undefined> {
    const page = await this.c.query(scope, {
      pk: scope.tenantId,
      where: "c.type = 'period' AND c.supplierPK = @supplierPK AND c.customerPK = @customerPK AND c.startDate <= @end AND c.endDate >= @start AND c.id != @exceptId",
      parameters: [
        { name: '@supplierPK', value: supplierPK },
        { name: '@customerPK', value: customerPK },
        { name: '@start', value: start },
        { name: '@end', value: end },
        { name: '@exceptId', value: exceptId ?? '' },
      ],
      orderBy: 'c.startKey ASC',
      pageSize: 1,
    });
    return page.items[0];
  }

  /** Every period of the tenant (maintenance, tests); at most 20,000. */
  all(scope: TenantScope): Promise<PeriodItem[]> {
    return this.c.queryAll(scope, { pk: scope.tenantId }, 20_000);
  }

  private listSpec(scope: TenantScope, filter: PeriodsFilter, order?: PeriodsOrder, after?: string) {
    const where: string[] = ["c.type = 'period'"];
    const parameters: { name: string; value: string }[] = [];
    if (filter.scopeId) {
      where.push('ARRAY_CONTAINS(c.scopeIds, @scopeId)');
      parameters.push({ name: '@scopeId', value: filter.scopeId });
    }
    if (filter.supplierPK) {
      where.push('c.supplierPK = @supplierPK');
      parameters.push({ name: '@supplierPK', value: filter.supplierPK });
    }
    if (filter.search) {
      where.push('CONTAINS(c.searchText, @search)');
      parameters.push({ name: '@search', value: normalizeSearchText(filter.search) });
    }
    if (order && after !== undefined) {
      where.push(`c.${sortKeyField[order.field]} ${order.order === 'ASC' ? '>' : '<'} @after`);
      parameters.push({ name: '@after', value: after });
    }
    return { pk: scope.tenantId, where: where.join(' AND '), parameters };
  }
}

export const orderKeyOf = (item: PeriodItem, field: PeriodSortField): string => item[sortKeyField[field]] ?? '';
const orderBy = (order: PeriodsOrder) => `c.${sortKeyField[order.field]} ${order.order}`;

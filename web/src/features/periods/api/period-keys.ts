import type { PeriodSortField, PeriodSortOrder } from '@expediente/contracts/periods/periods';

/** The query of a periods list (contracts' periodsListQuerySchema), as the page asks for it. */
export type PeriodListQuery = {
  /** true: GET /api/periods/all (the whole tenant, get-all-periods); false: GET /api/users/me/periods. */
  whole: boolean;
  searchText?: string;
  sortedBy: PeriodSortField;
  sortOrder: PeriodSortOrder;
  pageIndex: number;
  pageSize: number;
  /** The previous page's answer, when this page is the one after it. */
  continuationToken?: string;
};

/** The list call as the SWR key (the path with its query). */
export function periodsListKey(query: PeriodListQuery): string {
  const params = new URLSearchParams();
  params.set('pageSize', String(query.pageSize));
  params.set('pageIndex', String(query.pageIndex));
  if (query.searchText) params.set('searchText', query.searchText);
  params.set('sortedBy', query.sortedBy);
  params.set('sortOrder', query.sortOrder);
  if (query.continuationToken) params.set('continuationToken', query.continuationToken);
  return `${query.whole ? '/api/periods/all' : '/api/users/me/periods'}?${params.toString()}`;
}

/** The key of the page after `query`'s, without a token: where an answer's token is kept for that page. */
export function nextPeriodsPageKey(query: Omit<PeriodListQuery, 'continuationToken'>): string {
  return periodsListKey({ ...query, pageIndex: query.pageIndex + 1 });
}

export const periodOptionsKey = '/api/periods/options';

/** Every list key (both calls), so that a change can refresh whatever page is cached. */
export const isPeriodsListKey = (key: unknown) => typeof key === 'string' && (key.startsWith('/api/periods/all?') || key.startsWith('/api/users/me/periods?'));

import { periodsListResponseSchema, type PeriodsListResponse } from '@expediente/contracts/periods/periods';
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { nextPeriodsPageKey, periodsListKey, type PeriodListQuery } from './period-keys';

/** GET /api/periods/all or GET /api/users/me/periods (part 2 §7): a page of periods and the total. */
export function getPeriods(key: string, signal?: AbortSignal): Promise<PeriodsListResponse> {
  return apiFetch(key, { schema: periodsListResponseSchema, signal });
}

/**
 * The page for this query. An answer's continuation token is kept for the page after it, which then asks with it
 * (the server goes on from there instead of counting its way past the earlier pages); the previous answer stays
 * while the next one loads.
 */
export function usePeriods(query: Omit<PeriodListQuery, 'continuationToken'>, enabled = true) {
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const base = periodsListKey(query);
  const continuationToken = query.pageIndex > 1 ? tokens[base] : undefined;
  const key = periodsListKey({ ...query, continuationToken });
  return useSWR<PeriodsListResponse, ApiClientError>(enabled ? key : null, getPeriods, {
    keepPreviousData: true,
    onSuccess: (data) => {
      const token = data.continuationToken;
      if (!token) return;
      const next = nextPeriodsPageKey(query);
      setTokens((known) => (known[next] === token ? known : { ...known, [next]: token }));
    },
  });
}

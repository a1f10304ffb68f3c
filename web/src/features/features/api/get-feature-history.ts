import { featureHistoryPageSizes, featureHistoryResponseSchema, type FeatureHistoryResponse } from '@expediente/contracts/features/admin';
import useSWRInfinite from 'swr/infinite';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const featureHistoryPath = '/api/admin/features/history';

/** The key of a page: the first, or the one after the previous page's continuation token (null: no more). */
export function featureHistoryKey(index: number, previous: FeatureHistoryResponse | null): string | null {
  const base = `${featureHistoryPath}?pageSize=${featureHistoryPageSizes.default}`;
  if (index === 0) return base;
  if (!previous?.continuationToken) return null;
  return `${base}&continuationToken=${encodeURIComponent(previous.continuationToken)}`;
}

/** GET /api/admin/features/history: one page of the tenant's feature changes, newest first. */
export function getFeatureHistory(key: string): Promise<FeatureHistoryResponse> {
  return apiFetch(key, { schema: featureHistoryResponseSchema });
}

/** The pages read so far; setSize(size + 1) reads the next one. */
export function useFeatureHistory() {
  return useSWRInfinite<FeatureHistoryResponse, ApiClientError>(featureHistoryKey, getFeatureHistory, { revalidateFirstPage: true });
}

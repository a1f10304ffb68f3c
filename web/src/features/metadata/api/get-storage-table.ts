import { storageTablePageSchema, type StorageTablePage } from '@expediente/contracts/metadata/extraction';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export type StorageTablePageQuery = { table: string; bitconfig: string; pageSize: number; continueToken?: string };

/** GET /api/storage/table/{table}?bitconfig&pageSize&continueToken as the SWR key (one key per page). */
export function storageTableKey({ table, bitconfig, pageSize, continueToken }: StorageTablePageQuery): string {
  const params = new URLSearchParams({ bitconfig, pageSize: String(pageSize) });
  if (continueToken) params.set('continueToken', continueToken);
  return `/api/storage/table/${encodeURIComponent(table)}?${params.toString()}`;
}

export function getStorageTablePage(key: string): Promise<StorageTablePage> {
  return apiFetch(key, { schema: storageTablePageSchema });
}

/**
 * A page of a table's records (part 2 §2.9, §7): the items and the token of the page after it. The previous page
 * stays on screen while the next one loads. A failure is logged (part 2 §8: table storage's 500 is only logged);
 * the page shows it with a retry.
 */
export function useStorageTablePage(query: StorageTablePageQuery | undefined) {
  return useSWR<StorageTablePage, ApiClientError>(query ? storageTableKey(query) : null, getStorageTablePage, {
    keepPreviousData: true,
    // A 401 is not a failure to log: the api client has already sent the user to sign in.
    onError: (error, key) => {
      if (error.status !== 401) console.error(`GET ${key}`, error);
    },
  });
}

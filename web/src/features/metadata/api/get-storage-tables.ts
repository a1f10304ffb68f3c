import { storageTablesResponseSchema } from '@expediente/contracts/metadata/extraction';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const storageTablesKey = '/api/storage/tables';

/** GET /api/storage/tables (part 2 §7): the names of the tables the table picker offers. */
export async function getStorageTables(key: string): Promise<string[]> {
  return (await apiFetch(key, { schema: storageTablesResponseSchema })).tables;
}

export function useStorageTables() {
  return useSWR<string[], ApiClientError>(storageTablesKey, getStorageTables);
}

import { systemDocumentsResponseSchema, type SystemDocumentsResponse } from '@expediente/contracts/admin/system-documents';
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { systemDocumentsKey, type SystemDocumentsListQuery } from './system-keys';

/** GET /api/admin/documents/?{query} (part 2 §7): totalSystemDocuments and a page of the tenant's documents. */
export function getSystemDocuments(key: string): Promise<SystemDocumentsResponse> {
  return apiFetch(key, { schema: systemDocumentsResponseSchema });
}

/**
 * The page for this size and search. An answer's continuation token is kept for the page after it, which then asks
 * with it (the server goes on from there instead of finding where the page starts); a page opened directly asks by
 * number. The previous answer stays while the next one loads.
 */
export function useSystemDocuments(query: Omit<SystemDocumentsListQuery, 'continuationToken'>) {
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const base = systemDocumentsKey(query);
  const continuationToken = query.pageIndex > 1 ? tokens[base] : undefined;
  const key = systemDocumentsKey({ ...query, continuationToken });
  return useSWR<SystemDocumentsResponse, ApiClientError>(key, getSystemDocuments, {
    keepPreviousData: true,
    onSuccess: (data) => {
      const token = data.continuationToken;
      if (!token) return;
      const next = systemDocumentsKey({ ...query, pageIndex: query.pageIndex + 1 });
      setTokens((known) => (known[next] === token ? known : { ...known, [next]: token }));
    },
  });
}

import { documentsListResponseSchema, type DocumentsListResponse } from '@expediente/contracts/documents/documents';
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/** What the list asks GET /api/documents for (contracts' documentsListQuerySchema names). */
export type DocumentsQuery = {
  supplierPK?: string;
  documentTypeSet?: string;
  status?: string;
  type?: string;
  searchText?: string;
  year?: number;
  month?: number;
  period?: number;
  sortOrder?: 'ASC' | 'DESC';
  pageIndex: number;
  pageSize: number;
  continuationToken?: string;
};

const order = ['supplierPK', 'documentTypeSet', 'status', 'type', 'searchText', 'year', 'month', 'period', 'sortOrder', 'pageIndex', 'pageSize', 'continuationToken'] as const;

/** GET /api/documents/?… as the SWR key, its parameters always in the same order (one key per list). */
export function documentsListKey(query: DocumentsQuery): string {
  const params = new URLSearchParams({ isRequired: 'required' });
  for (const name of order) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/api/documents/?${params.toString()}`;
}

/** The key of the page after the one `key` asked for, without its token: where that answer's token is kept. */
function nextPageKey(key: string): string {
  const params = new URL(key, 'http://localhost').searchParams;
  params.delete('continuationToken');
  params.set('pageIndex', String(Number(params.get('pageIndex')) + 1));
  return `/api/documents/?${params.toString()}`;
}

export function getDocuments(key: string): Promise<DocumentsListResponse> {
  return apiFetch(key, { schema: documentsListResponseSchema });
}

/**
 * A page of the documents the caller sees and their total (part 2 §2.3). An answer's continuation token is kept
 * for the page after it, which then asks with it (the server goes on from there); a page opened directly asks by
 * number. The previous answer stays available while the next one loads.
 */
export function useDocuments(query: Omit<DocumentsQuery, 'continuationToken'>) {
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const base = documentsListKey(query);
  const continuationToken = query.pageIndex > 1 ? tokens[base] : undefined;
  const key = documentsListKey({ ...query, continuationToken });
  return useSWR<DocumentsListResponse, ApiClientError>(key, getDocuments, {
    keepPreviousData: true,
    onSuccess: (data, answered) => {
      const token = data.continuationToken;
      if (!token) return;
      const next = nextPageKey(answered);
      setTokens((known) => (known[next] === token ? known : { ...known, [next]: token }));
    },
  });
}

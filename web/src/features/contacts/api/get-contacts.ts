import { contactsListResponseSchema, type ContactsListResponse } from '@expediente/contracts/contacts/contacts';
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { contactsListKey, nextPageKey, type ContactListQuery } from './contact-keys';

/**
 * GET /api/contacts (part 1 §2, part 2 §2.1): a page of the directory the user may see, its total and, when there
 * is a next page, the token that asks for it. Checked with contracts' zod schema: this page is its own lazy chunk.
 */
export function getContacts(key: string, signal?: AbortSignal): Promise<ContactsListResponse> {
  return apiFetch(key, { schema: contactsListResponseSchema, signal });
}

/**
 * The page for these filters. An answer's continuation token is kept for the page after it, which then asks with
 * it (the server goes on from there instead of counting its way past the earlier pages); a page opened directly
 * asks by number. The previous answer stays available while the next one loads (the page marks it busy).
 */
export function useContacts(query: Omit<ContactListQuery, 'continuationToken'>) {
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const base = contactsListKey(query);
  const continuationToken = query.pageIndex > 1 ? tokens[base] : undefined;
  const key = contactsListKey({ ...query, continuationToken });
  const result = useSWR<ContactsListResponse, ApiClientError>(key, getContacts, {
    keepPreviousData: true,
    onSuccess: (data, answered) => {
      const token = data.continuationToken;
      if (!token) return;
      const next = nextPageKey(answered);
      setTokens((known) => (known[next] === token ? known : { ...known, [next]: token }));
    },
  });
  return { ...result, key };
}

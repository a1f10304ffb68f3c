import { systemContactsResponseSchema } from '@expediente/contracts/admin/system-contacts';
import type { ContactsListResponse } from '@expediente/contracts/contacts/contacts';
import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { systemContactsKey, type SystemContactsListQuery } from './system-keys';

/** GET /api/admin/contacts/?{query} (part 2 §7): a page of the tenant's directory and its total. */
export function getSystemContacts(key: string): Promise<ContactsListResponse> {
  return apiFetch(key, { schema: systemContactsResponseSchema });
}

/** The page for these filters; the next page asks with the continuation token its previous answer carried. */
export function useSystemContacts(query: Omit<SystemContactsListQuery, 'continuationToken'>) {
  const [tokens, setTokens] = useState<Record<string, string>>({});
  const base = systemContactsKey(query);
  const continuationToken = query.pageIndex > 1 ? tokens[base] : undefined;
  const key = systemContactsKey({ ...query, continuationToken });
  return useSWR<ContactsListResponse, ApiClientError>(key, getSystemContacts, {
    keepPreviousData: true,
    onSuccess: (data) => {
      const token = data.continuationToken;
      if (!token) return;
      const next = systemContactsKey({ ...query, pageIndex: query.pageIndex + 1 });
      setTokens((known) => (known[next] === token ? known : { ...known, [next]: token }));
    },
  });
}

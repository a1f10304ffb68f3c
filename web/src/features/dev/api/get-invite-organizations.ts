import { contactsListResponseSchema } from '@expediente/contracts/contacts/contacts';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import type { Organization } from '../components/invites-csv';

/** Pages of 100 read at most: 2,000 organizations, far more than a tenant's directory holds today. */
const MAX_PAGES = 20;

/** Every organization the caller may see (GET /api/contacts?type=company, all pages): the grid's lookup. */
export async function loadInviteOrganizations(): Promise<Organization[]> {
  const out: Organization[] = [];
  let token: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams({ type: 'company', pageSize: '100' });
    if (token) params.set('continuationToken', token);
    const res = await apiFetch(`/api/contacts?${params.toString()}`, { schema: contactsListResponseSchema });
    for (const c of res.contacts) out.push({ publicKey: c.publicKey, name: c.displayName, ...(c.organizationRole ? { role: c.organizationRole } : {}) });
    token = res.continuationToken;
    if (!token) break;
  }
  return out;
}

export function useInviteOrganizations() {
  return useSWR<Organization[], ApiClientError>('dev-invites:organizations', loadInviteOrganizations, { revalidateOnFocus: false });
}

import type { ContactListType } from '@expediente/contracts/contacts/contacts';

/** The query of the contacts list (contracts' contactsListQuerySchema), as the page asks for it. */
export type ContactListQuery = {
  type?: ContactListType;
  search?: string;
  pageIndex: number;
  pageSize: number;
  /** The previous page's answer, when this page is the one after it. */
  continuationToken?: string;
};

/** GET /api/contacts?… as the SWR key (the path with its query). */
export function contactsListKey(query: ContactListQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.search) params.set('search', query.search);
  params.set('pageIndex', String(query.pageIndex));
  params.set('pageSize', String(query.pageSize));
  if (query.continuationToken) params.set('continuationToken', query.continuationToken);
  return `/api/contacts?${params.toString()}`;
}

/** GET /api/contacts/{id} */
export function contactDetailKey(id: string): string {
  return `/api/contacts/${encodeURIComponent(id)}`;
}

/**
 * The key of the page after the one `key` asked for, without a continuation token: where the page records the
 * token an answer carried, so that moving on sends it (contactsListKey of the next page finds it there).
 */
export function nextPageKey(key: string): string {
  const params = new URL(key, 'http://localhost').searchParams;
  const type = params.get('type');
  return contactsListKey({
    ...(type ? { type: type as ContactListType } : {}),
    search: params.get('search') ?? undefined,
    pageIndex: Number(params.get('pageIndex')) + 1,
    pageSize: Number(params.get('pageSize')),
  });
}

/**
 * The directory's list caches (GET /api/contacts?…) and the organization pickers (GET /api/contacts/…/organizations…):
 * what a change to a contact makes stale. Revalidating them is the 'organizationsChanged' refresh.
 */
export function isContactListKey(key: unknown): boolean {
  return typeof key === 'string' && (key.startsWith('/api/contacts?') || /^\/api\/contacts\/[^/]+\/organizations/.test(key));
}

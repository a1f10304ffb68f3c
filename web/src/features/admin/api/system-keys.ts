import type { ContactListType } from '@expediente/contracts/contacts/contacts';

/** The query of GET /api/admin/documents as the page asks for it. */
export type SystemDocumentsListQuery = { pageSize: number; pageIndex: number; search?: string | undefined; continuationToken?: string | undefined; tenant?: string | undefined };

/** `?tenant=` for the Developer's reach into another tenant (none: the caller's own). */
const tenantQuery = (tenant: string | undefined) => (tenant ? `?${new URLSearchParams({ tenant }).toString()}` : '');

/** GET /api/admin/documents?… as the SWR key. */
export function systemDocumentsKey(query: SystemDocumentsListQuery): string {
  const params = new URLSearchParams();
  params.set('pageSize', String(query.pageSize));
  params.set('pageIndex', String(query.pageIndex));
  if (query.search) params.set('search', query.search);
  if (query.continuationToken) params.set('continuationToken', query.continuationToken);
  if (query.tenant) params.set('tenant', query.tenant);
  return `/api/admin/documents?${params.toString()}`;
}

/** GET /api/admin/documents/{id}?tenant */
export const systemDocumentKey = (id: string, tenant?: string) => `/api/admin/documents/${encodeURIComponent(id)}${tenantQuery(tenant)}`;

/** The query of GET /api/admin/contacts as the page asks for it. */
export type SystemContactsListQuery = {
  type?: ContactListType | undefined;
  search?: string | undefined;
  pageIndex: number;
  pageSize: number;
  continuationToken?: string | undefined;
  tenant?: string | undefined;
};

/** GET /api/admin/contacts?… as the SWR key. */
export function systemContactsKey(query: SystemContactsListQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.search) params.set('search', query.search);
  params.set('pageIndex', String(query.pageIndex));
  params.set('pageSize', String(query.pageSize));
  if (query.continuationToken) params.set('continuationToken', query.continuationToken);
  if (query.tenant) params.set('tenant', query.tenant);
  return `/api/admin/contacts?${params.toString()}`;
}

/** GET /api/admin/contacts/{id}?tenant */
export const systemContactKey = (id: string, tenant?: string) => `/api/admin/contacts/${encodeURIComponent(id)}${tenantQuery(tenant)}`;

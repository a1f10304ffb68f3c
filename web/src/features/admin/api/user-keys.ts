/** SWR keys of the admin user calls: `tenant` only when another tenant is named (manage:users:any). */
const withTenant = (path: string, tenant: string | undefined) => (tenant ? `${path}?${new URLSearchParams({ tenant })}` : path);

export function usersListKey(query: { search?: string | undefined; tenant?: string | undefined; continuationToken?: string | undefined; pageSize?: number }): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.tenant) params.set('tenant', query.tenant);
  params.set('pageSize', String(query.pageSize ?? 20));
  if (query.continuationToken) params.set('continuationToken', query.continuationToken);
  return `/api/users/?${params}`;
}

export const userKey = (id: string, tenant: string | undefined) => withTenant(`/api/users/${encodeURIComponent(id)}`, tenant);
export const userStatusKey = (id: string, tenant: string | undefined) => withTenant(`/api/userstatus/${encodeURIComponent(id)}`, tenant);
/** GET /api/invite/info/{id}?tenant (tenant: another tenant's user, for manage:users:any). */
export const userInviteKey = (id: string, tenant?: string) => `/api/invite/info/${encodeURIComponent(id)}${tenant ? `?${new URLSearchParams({ tenant }).toString()}` : ''}`;
export const userStatusListKey = '/api/statuslist/';
export const userTenantQuery = (tenant: string | undefined) => (tenant ? `?${new URLSearchParams({ tenant })}` : '');

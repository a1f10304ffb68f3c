import { PlatformContainer } from '../platform/cosmos';

/** A customer company's space in the portal. */
export type TenantItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'tenant';
  displayName: string;
  /** Host labels (e.g. "sso-cliente") on which /login shows the SSO button instead of the form. */
  ssoHostLabels: string[];
  /** The customer organization (a contact) that owns the tenant. */
  customerOrganizationId: string;
  /** The group whose members see all organizations (main group, identifier main.group). */
  mainGroupId?: string;
  createdAt: string;
};

export class TenantsRepository {
  private readonly c = new PlatformContainer<TenantItem>('tenants');

  read(tenantId: string) {
    return this.c.read(tenantId, tenantId);
  }

  upsert(tenant: TenantItem) {
    return this.c.upsert(tenant);
  }
}

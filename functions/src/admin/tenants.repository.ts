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
  /** Feature flags switched on or off for the tenant (features/features.service.ts has the defaults). */
  features?: Record<string, boolean>;
  /** Every user of the tenant signs in through single sign-on: the password form answers requiresSSO. */
  ssoRequired?: boolean;
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

import type { AgreementDocumentTypeSet, Role } from '@expediente/contracts';
import { getClients } from '../platform/clients';
import { getConfig } from '../platform/config';
import { PlatformContainer } from '../platform/cosmos';
import { countStorageCall } from '../platform/request-context';

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
  /**
   * Per-role settings of manageable flags (/admin/features, decision 005): a role's setting can switch a flag off
   * for the role, or back on, but never on while the tenant switch above is off.
   */
  roleFeatures?: Partial<Record<Role, Record<string, RoleFeatureSetting>>>;
  /** The tenant's own description of a flag (the add form, part 2 §5); GET /api/admin/features prefers it. */
  featureDescriptions?: Record<string, string>;
  /** The current version of each agreement document (agreements/agreements.service.ts publishes them). */
  agreements?: Partial<Record<AgreementDocumentTypeSet, PublishedAgreement>>;
  /** Every user of the tenant signs in through single sign-on: the password form answers requiresSSO. */
  ssoRequired?: boolean;
  /** The tenant's SAML identity provider (docs/decisions/004-sso-saml.md); set with PUT /api/sso/config. */
  sso?: TenantSsoConfig;
  createdAt: string;
};

export type TenantSummary = { id: string; displayName: string; createdAt: string };

export type RoleFeatureSetting = { enabled: boolean; description?: string; updatedAt: string; updatedBy: string };
export type PublishedAgreement = { documentId: string; version: string; publishedAt: string };

/** A SAML 2.0 identity provider: who it is, where sign-in starts (HTTP-Redirect) and the certificates it signs with. */
export type TenantSsoConfig = {
  idpEntityId: string;
  idpSsoUrl: string;
  /** PEM; more than one while the IdP rolls its signing key over. */
  idpCertificates: string[];
  /** The metadata XML it was read from, if it came from metadata (kept for reference). */
  idpMetadataXml?: string;
  updatedAt: string;
};

export class TenantsRepository {
  private readonly c = new PlatformContainer<TenantItem>('tenants');

  read(tenantId: string) {
    return this.c.read(tenantId, tenantId);
  }

  upsert(tenant: TenantItem) {
    return this.c.upsert(tenant);
  }

  /** Creates the tenant item; an existing id is a ConflictError (409). */
  create(tenant: TenantItem) {
    return this.c.create(tenant);
  }

  /**
   * Every tenant's id, name and creation date (the /admin/tenants list and the nightly recount). Tenants are
   * customer companies, tens or hundreds: one cross-partition query of three small fields, capped at 5,000.
   */
  async summaries(): Promise<TenantSummary[]> {
    countStorageCall('cosmos');
    const { resources } = await getClients()
      .cosmos.database(getConfig().cosmos.database)
      .container('tenants')
      .items.query<TenantSummary>({ query: "SELECT c.id, c.displayName, c.createdAt FROM c WHERE c.type = 'tenant'" }, { maxItemCount: 5000 })
      .fetchAll();
    if (resources.length > 5000) throw new Error('tenants: more than 5,000 tenants for one list');
    return resources;
  }

  /** Replaces the tenant if nobody changed it since it was read (ETag); otherwise a ConflictError (409). */
  save(tenant: TenantItem & { _etag?: string }) {
    if (!tenant._etag) throw new Error('save() needs a tenant read from storage (ETag)');
    return this.c.replace(tenant, tenant._etag);
  }
}

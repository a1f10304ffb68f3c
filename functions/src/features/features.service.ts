import { featureCatalog, type FeatureName, type Role } from '@expediente/contracts';
import type { TenantItem } from '../admin/tenants.repository';

/**
 * Feature flags as the server applies them. For now a flag is on or off per tenant: the tenant item's
 * `features` map over the catalogue's defaults (contracts/src/features/catalog.ts, decision 003). The per-role
 * settings of /admin/features arrive with their own issue and grow here.
 */
const defaults: Record<string, boolean> = Object.fromEntries(Object.entries(featureCatalog).map(([name, f]) => [name, f.defaultEnabled]));

export class FeaturesService {
  /** Flag name → on/off for a user of the tenant (the role will matter once flags are per role). */
  forUser(tenant: Pick<TenantItem, 'features'> | undefined, _role?: Role): Record<string, boolean> {
    return { ...defaults, ...(tenant?.features ?? {}) };
  }

  isOn(tenant: Pick<TenantItem, 'features'> | undefined, flag: FeatureName): boolean {
    return tenant?.features?.[flag] ?? featureCatalog[flag].defaultEnabled;
  }
}

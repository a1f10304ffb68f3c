import { provisionDocumentTypes } from '../admin/tenant-provisioning.service';
import type { TenantScope } from '../platform/cosmos';

/**
 * Seed version 6: the document type catalogue (contracts' mxexpediente and auditonly sets, field definitions) in
 * every demo tenant: the same step as a new tenant's provisioning (admin/tenant-provisioning.service.ts).
 * Create-if-absent, so a rerun or a tenant's own changes are left alone.
 */
export async function seedDocumentTypes(scope: TenantScope): Promise<void> {
  await provisionDocumentTypes(scope);
}

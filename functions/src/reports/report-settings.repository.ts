import type { Report } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * A tenant's report configuration: one item in the tenants container beside the tenant item (pk the tenant id), so
 * every reader pays one point read. Its id has a colon, which no tenant key can have: it never meets a tenant item.
 */
export const REPORT_SETTINGS_ID = 'reports:settings';

export type ReportSettingsItem = {
  id: typeof REPORT_SETTINGS_ID;
  pk: string;
  tenantId: string;
  type: 'reportSettings';
  powerBi: { workspaceId: string; reportId: string; supplierRole: string | null } | null;
  home: Report[];
  compliancePage: Report[];
  updatedAt: string;
  updatedBy: string;
  _etag?: string;
};

export class ReportSettingsRepository {
  private readonly c = new TenantContainer<ReportSettingsItem>('tenants');

  read(scope: TenantScope): Promise<ReportSettingsItem | undefined> {
    return this.c.read(scope, REPORT_SETTINGS_ID, scope.tenantId);
  }

  /** Creates the first configuration; one already there is a ConflictError (409). */
  create(scope: TenantScope, item: ReportSettingsItem): Promise<ReportSettingsItem> {
    return this.c.create(scope, item);
  }

  /** Replaces the configuration read at `etag`; a change made meanwhile is a ConflictError (409). */
  replace(scope: TenantScope, item: ReportSettingsItem, etag: string): Promise<ReportSettingsItem> {
    return this.c.replace(scope, item, etag);
  }

  upsert(scope: TenantScope, item: ReportSettingsItem): Promise<ReportSettingsItem> {
    return this.c.upsert(scope, item);
  }
}

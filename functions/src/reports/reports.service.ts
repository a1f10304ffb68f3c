import {
  reportMessages,
  type BiAuthResponse,
  type Report,
  type ReportLinkInput,
  type ReportPage,
  type ReportSettings,
  type ReportSettingsInput,
  type ReportsResponse,
} from '@expediente/contracts';
import type { TenantsRepository } from '../admin/tenants.repository';
import { requireFeatures } from '../platform/auth/authorize';
import { namedTenant } from '../platform/auth/named-tenant';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { AppError, ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { PowerBiClient } from './power-bi.client';
import { REPORT_SETTINGS_ID, type ReportSettingsItem, type ReportSettingsRepository } from './report-settings.repository';

/**
 * The tenant's reports (issue 17): its configuration (manage:reports; the Developer names another tenant with
 * ?tenant=, read:tenants:any), the lists of Inicio and Cumplimiento, and the Power BI embed token.
 *
 * Who gets the Power BI report (part 1 §2, §6; enforced here, not only in the menu): a Supplier with the flag
 * supplier-bi, always through the report's row-level security role as its own organization (no role configured → no
 * report: never the unfiltered one); every other reader with costumer-bi. The configured frames and links show the
 * tenant's data as a whole and cannot be filtered per supplier, so a Supplier's lists are empty.
 */
export class ReportsService {
  constructor(
    private readonly repo: ReportSettingsRepository,
    private readonly tenants: Pick<TenantsRepository, 'read'>,
    private readonly powerBi: Pick<PowerBiClient, 'embed' | 'configured'>,
    private readonly events: Pick<EventLog, 'record'>,
    private readonly clock: Clock,
  ) {}

  async settings(principal: Principal, tenant: string | undefined): Promise<ReportSettings> {
    const scope = await this.scopeOf(principal, tenant);
    return this.toSettings(scope, await this.repo.read(scope));
  }

  async configure(ctx: { principal: Principal; from: EventOrigin }, tenant: string | undefined, input: ReportSettingsInput): Promise<ReportSettings> {
    const scope = await this.scopeOf(ctx.principal, tenant);
    const before = await this.repo.read(scope);
    const item: ReportSettingsItem = {
      id: REPORT_SETTINGS_ID,
      pk: scope.tenantId,
      tenantId: scope.tenantId,
      type: 'reportSettings',
      powerBi: input.powerBi ? { workspaceId: input.powerBi.workspaceId, reportId: input.powerBi.reportId, supplierRole: input.powerBi.supplierRole } : null,
      home: withIds('home', input.home),
      compliancePage: withIds('compliance-page', input.compliancePage),
      updatedAt: new Date(this.clock.now()).toISOString(),
      updatedBy: ctx.principal.userId,
    };
    let saved: ReportSettingsItem;
    try {
      if (input.etag === undefined) saved = await this.repo.upsert(scope, item);
      else if (input.etag === null) saved = await this.repo.create(scope, item);
      else if (!before || before._etag !== input.etag) throw new ConflictError();
      else saved = await this.repo.replace(scope, item, input.etag);
    } catch (err) {
      if (err instanceof ConflictError) throw new ConflictError(reportMessages.conflict);
      throw err;
    }
    await this.events.record(scope, {
      type: 'reports.configured',
      summary: `Configuración de reportes actualizada: Power BI ${item.powerBi ? 'configurado' : 'sin configurar'}, ${item.home.length} de Inicio, ${item.compliancePage.length} de Cumplimiento`,
      userId: ctx.principal.userId,
      email: ctx.principal.email,
      from: ctx.from,
      detail: {
        ...(scope.tenantId !== ctx.principal.tenantId ? { byTenant: ctx.principal.tenantId } : {}),
        powerBiBefore: !!before?.powerBi,
        powerBiAfter: !!item.powerBi,
        ...(item.powerBi ? { workspaceId: item.powerBi.workspaceId, reportId: item.powerBi.reportId, supplierRls: !!item.powerBi.supplierRole } : {}),
        homeReports: item.home.length,
        compliancePageReports: item.compliancePage.length,
      },
    });
    return this.toSettings(scope, saved);
  }

  /** GET /api/documents/reports/{home|compliance-page}: the page's configured reports (a Supplier's: none). */
  async list(principal: Principal, page: ReportPage): Promise<ReportsResponse> {
    if (principal.role === 'Supplier') return { reports: [] };
    const item = await this.repo.read(principal);
    return { reports: (page === 'home' ? item?.home : item?.compliancePage) ?? [] };
  }

  /** GET /api/reports/bi/auth: an embed token for the tenant's Power BI report, for this caller. */
  async biAuth(principal: Principal): Promise<BiAuthResponse> {
    const supplier = principal.role === 'Supplier';
    await requireFeatures(principal, [supplier ? 'supplier-bi' : 'costumer-bi']);
    const item = await this.repo.read(principal);
    const powerBi = item?.powerBi;
    if (!powerBi || !this.powerBi.configured) throw new AppError(404, 'not_found', reportMessages.notConfigured);
    if (supplier && (!powerBi.supplierRole || !principal.companyId)) throw new AppError(404, 'not_found', reportMessages.notConfigured);
    return this.powerBi.embed({
      workspaceId: powerBi.workspaceId,
      reportId: powerBi.reportId,
      ...(supplier ? { identity: { username: principal.companyId!, roles: [powerBi.supplierRole!] } } : {}),
    });
  }

  private async scopeOf(principal: Principal, tenant: string | undefined): Promise<TenantScope> {
    const scope = namedTenant(principal, tenant, 'read:tenants:any');
    if (scope.other && !(await this.tenants.read(scope.tenantId))) throw new NotFoundError();
    return { tenantId: scope.tenantId };
  }

  private toSettings(scope: TenantScope, item: ReportSettingsItem | undefined): ReportSettings {
    return {
      tenantId: scope.tenantId,
      powerBi: item?.powerBi ?? null,
      home: item?.home ?? [],
      compliancePage: item?.compliancePage ?? [],
      powerBiAvailable: this.powerBi.configured,
      etag: item?._etag ?? null,
      updatedAt: item?.updatedAt ?? null,
    };
  }
}

/** Stable ids by page and position: the lists are saved whole, so a report's place is its identity. */
function withIds(page: ReportPage, reports: ReportLinkInput[]): Report[] {
  return reports.map((r, i) => ({ id: `${page}-${i + 1}`, title: r.title, url: r.url, isEmbed: r.isEmbed }));
}

import {
  featureCatalog,
  featureMessages,
  roleLabels,
  roleSchema,
  roles,
  type FeatureName,
  type FeatureChange,
  type FeatureHistoryResponse,
  type FeatureRolesResponse,
  type FeaturesResponse,
  type ManageFeatureRequest,
  type ManageFeatureResponse,
  type Role,
} from '@expediente/contracts';
import type { TenantItem, TenantsRepository } from '../admin/tenants.repository';
import type { UsersRepository } from '../auth/users.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { BadRequestError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin, EventRow } from '../platform/events';

/**
 * Feature flags as the server applies them (decision 005). Every flag of the catalogue
 * (contracts/src/features/catalog.ts) has a default; the tenant item stores the tenant switch of the flags
 * someone changed (`features`), the descriptions it gave flags (`featureDescriptions`) and per-role settings of
 * manageable flags (`roleFeatures`). What a user gets: the tenant switch (or the default), and, when their role
 * has a setting, that setting too — a role setting can switch a flag off for the role, never on while the tenant
 * switch is off. Nothing is cached between requests: the gate reads the tenant item on each call that needs a
 * flag (platform/auth/authorize.ts).
 */
type Flags = Record<string, boolean>;
type TenantFlags = Pick<TenantItem, 'features' | 'roleFeatures'>;

const catalog: Record<string, { description: string; manageable: boolean; defaultEnabled: boolean }> = featureCatalog;
const names = Object.keys(featureCatalog) as FeatureName[];
const defaults: Flags = Object.fromEntries(names.map((name) => [name, catalog[name]!.defaultEnabled]));

/** The event log stream that keeps every change of /admin/features (GET /api/admin/features/history). */
const historyStream = 'features';
const changedEvent = 'features.changed';
const badToken = () => new BadRequestError({ continuationToken: ['El token de continuación no es válido.'] });

/**
 * The table's continuation token (base64 of {nextPartitionKey, nextRowKey}) from its base64url form; anything
 * else is a 400. Another tenant's keys in a forged token find nothing: the query still filters the caller's partition.
 */
function tableToken(token: string): string {
  const base64 = Buffer.from(token, 'base64url').toString('base64');
  try {
    const decoded = JSON.parse(Buffer.from(base64, 'base64').toString('latin1')) as unknown;
    if (typeof decoded === 'object' && decoded !== null && typeof (decoded as { nextPartitionKey?: unknown }).nextPartitionKey === 'string') return base64;
  } catch {
    // not JSON: refused below
  }
  throw badToken();
}

export class FeaturesService {
  constructor(
    private readonly tenants: TenantsRepository,
    private readonly users: UsersRepository,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** The tenant switch of each flag: stored value or catalogue default. */
  forTenant(tenant: TenantFlags | undefined): Flags {
    const out: Flags = { ...defaults };
    for (const [name, on] of Object.entries(tenant?.features ?? {})) if (name in catalog) out[name] = on;
    return out;
  }

  /** Flag name → on/off for a user of the tenant with this role (userinfo.features and the endpoint gate). */
  forUser(tenant: TenantFlags | undefined, role?: Role): Flags {
    const out = this.forTenant(tenant);
    if (!role) return out;
    for (const [name, setting] of Object.entries(tenant?.roleFeatures?.[role] ?? {})) {
      if (catalog[name]?.manageable) out[name] = out[name] === true && setting.enabled;
    }
    return out;
  }

  /** Tenant switch only (flags that are never per role, e.g. enable-status-blocking). */
  isOn(tenant: TenantFlags | undefined, flag: FeatureName): boolean {
    return tenant?.features?.[flag] ?? featureCatalog[flag].defaultEnabled;
  }

  /** The caller's flags, read now (one point read of the tenant). */
  async forPrincipal(principal: Pick<Principal, 'tenantId' | 'role'>): Promise<Flags> {
    return this.forUser(await this.tenants.read(principal.tenantId), principal.role);
  }

  /** GET /api/admin/features: every flag with its tenant switch and description (the tenant's, else the catalogue's). */
  async list(scope: TenantScope): Promise<FeaturesResponse> {
    const tenant = await this.tenant(scope);
    const flags = this.forTenant(tenant);
    return { features: names.map((name) => this.describe(name, flags[name] === true, tenant)) };
  }

  /** GET /api/admin/features/roles: per role, every flag as its users get it, and whether the role has a setting. */
  async listRoles(scope: TenantScope): Promise<FeatureRolesResponse> {
    const tenant = await this.tenant(scope);
    return {
      roles: roles.map((role) => {
        const flags = this.forUser(tenant, role);
        const settings = tenant.roleFeatures?.[role] ?? {};
        return {
          roleId: role,
          roleDisplayName: roleLabels[role],
          features: names.map((name) => {
            const setting = settings[name];
            return {
              featureId: name,
              featureName: name,
              enabled: flags[name] === true,
              manageable: catalog[name]!.manageable,
              related: !!setting,
              ...(setting?.description ? { description: setting.description } : {}),
            };
          }),
        };
      }),
    };
  }

  /**
   * POST /api/admin/features/manage: Status 0 switches on, 1 off; with Role for that role (manageable flags only,
   * and a Description the first time the role gets a setting), without it for the whole tenant (a Description then
   * becomes the tenant's description of the flag).
   */
  async manage(principal: Principal, input: ManageFeatureRequest, from: EventOrigin): Promise<ManageFeatureResponse> {
    const definition = catalog[input.Feature]!;
    if (input.Role && !definition.manageable) throw new BadRequestError({ Role: [featureMessages.notManageable] }, featureMessages.notManageable);
    const tenant = await this.tenant(principal);
    const enabled = input.Status === 0;
    // What the tenant, or the role, had before: the history shows old → new.
    const previous = input.Role
      ? (tenant.roleFeatures?.[input.Role]?.[input.Feature]?.enabled ?? this.forUser(tenant, input.Role)[input.Feature] === true)
      : this.forTenant(tenant)[input.Feature] === true;
    const at = new Date(this.clock.now()).toISOString();
    let message: string = featureMessages.changed;
    let next: TenantItem;
    if (input.Role) {
      const current = tenant.roleFeatures?.[input.Role] ?? {};
      const existing = current[input.Feature];
      const description = input.Description || existing?.description;
      if (!description) throw new BadRequestError({ Description: ['Campo requerido'] });
      if (!existing) message = featureMessages.related;
      next = {
        ...tenant,
        roleFeatures: { ...tenant.roleFeatures, [input.Role]: { ...current, [input.Feature]: { enabled, description, updatedAt: at, updatedBy: principal.userId } } },
      };
    } else {
      next = {
        ...tenant,
        features: { ...tenant.features, [input.Feature]: enabled },
        ...(input.Description ? { featureDescriptions: { ...tenant.featureDescriptions, [input.Feature]: input.Description } } : {}),
      };
    }
    const saved = await this.tenants.save(next);
    // The name as it is now, kept in the event: the history then reads one page and no user.
    const name = (await this.users.read(principal, principal.userId))?.displayName;
    await this.events.record(principal, {
      type: changedEvent,
      stream: historyStream,
      summary: `Funcionalidad ${input.Feature} ${enabled ? 'encendida' : 'apagada'} ${input.Role ? `para el rol ${roleLabels[input.Role]}` : 'para todo el tenant'}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { feature: input.Feature, enabled, previous, ...(input.Role ? { role: input.Role } : {}), ...(name ? { name } : {}) },
    });
    const flags = this.forUser(saved, input.Role);
    return { message, feature: this.describe(input.Feature, flags[input.Feature] === true, saved) };
  }

  /**
   * GET /api/admin/features/history: the tenant's feature changes, newest first, one page of the event log's
   * 'features' stream (one storage call). The table's continuation token travels as base64url.
   */
  async history(scope: TenantScope, query: { pageSize: number; continuationToken?: string | undefined }): Promise<FeatureHistoryResponse> {
    const token = query.continuationToken ? tableToken(query.continuationToken) : undefined;
    const page = await this.events.listStream(scope, historyStream, { pageSize: query.pageSize, ...(token ? { continuationToken: token } : {}) });
    const changes = page.items.flatMap((row) => this.change(row));
    return { changes, ...(page.continuationToken ? { continuationToken: Buffer.from(page.continuationToken, 'base64').toString('base64url') } : {}) };
  }

  /** An event row as a change; rows of other types, or without a known flag, are skipped. */
  private change(row: EventRow & { rowKey?: string }): FeatureChange[] {
    if (row.type !== changedEvent || !row.detail) return [];
    let detail: Record<string, unknown>;
    try {
      detail = JSON.parse(row.detail) as Record<string, unknown>;
    } catch {
      return [];
    }
    const { feature, enabled, previous, role, name } = detail;
    if (typeof feature !== 'string' || typeof enabled !== 'boolean') return [];
    const parsedRole = roleSchema.safeParse(role);
    return [
      {
        id: row.rowKey ?? `${row.at}-${feature}`,
        at: row.at,
        featureName: feature,
        ...(parsedRole.success ? { role: parsedRole.data, roleDisplayName: roleLabels[parsedRole.data] } : {}),
        ...(typeof previous === 'boolean' ? { previous } : {}),
        enabled,
        changedBy: (typeof name === 'string' && name) || row.email || row.userId || '',
      },
    ];
  }

  private describe(name: FeatureName, enabled: boolean, tenant?: Pick<TenantItem, 'featureDescriptions'>) {
    const description = tenant?.featureDescriptions?.[name] || catalog[name]!.description;
    return { featureName: name, description, enabled, manageable: catalog[name]!.manageable };
  }

  private async tenant(scope: TenantScope): Promise<TenantItem & { _etag?: string }> {
    const tenant = await this.tenants.read(scope.tenantId);
    if (!tenant) throw new NotFoundError();
    return tenant;
  }
}

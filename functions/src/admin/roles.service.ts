import {
  featureCatalog,
  foldSearch,
  otherPermissionArea,
  permissionArea,
  permissionAreas,
  permissionCatalog,
  permissionsByRole,
  roleDescriptions,
  roleLabels,
  roleMessages,
  roles,
  type FeatureName,
  type Permission,
  type Role,
  type RoleInfo,
  type RoleResponse,
  type RolesResponse,
} from '@expediente/contracts';
import type { FeaturesService } from '../features/features.service';
import type { TenantsRepository } from './tenants.repository';
import type { TenantScope } from '../platform/cosmos';
import { NotFoundError } from '../platform/errors';

/**
 * Roles (part 2 §2.9, §3 Role, §7): read from the permission model in contracts, never stored, so what this page
 * shows is what the server enforces. Each permission carries the flags it needs and whether each is on for the
 * role's users in the caller's tenant (the features service's rule: tenant switch, then the role's setting).
 */
export class RolesService {
  constructor(
    private readonly tenants: TenantsRepository,
    private readonly features: FeaturesService,
  ) {}

  /** GET /api/roles(?search): every role, or those whose name, label or description holds the search. */
  async list(scope: TenantScope, search?: string): Promise<RolesResponse> {
    const tenant = await this.tenants.read(scope.tenantId);
    const wanted = search ? foldSearch(search) : '';
    const matches = (role: Role) => !wanted || [role, roleLabels[role], roleDescriptions[role]].some((text) => foldSearch(text).includes(wanted));
    return { roles: roles.filter(matches).map((role) => this.describe(role, this.features.forUser(tenant, role))) };
  }

  /** GET /api/roles/{name}: one role by its name (any case); an unknown name answers 404. */
  async one(scope: TenantScope, name: string): Promise<RoleResponse> {
    const role = roles.find((r) => r.toLowerCase() === name.toLowerCase());
    if (!role) throw new NotFoundError(roleMessages.notFound);
    const tenant = await this.tenants.read(scope.tenantId);
    return { role: this.describe(role, this.features.forUser(tenant, role)) };
  }

  private describe(role: Role, flags: Record<string, boolean>): RoleInfo {
    // A permission listed twice (two groups of a role share it) is shown once.
    const held = [...new Set<Permission>(permissionsByRole[role])];
    return {
      name: role,
      displayName: roleLabels[role],
      description: roleDescriptions[role],
      permissions: held.map((permission) => {
        const area = permissionArea(permission);
        return {
          name: permission,
          description: permissionCatalog[permission].description,
          area,
          areaDisplayName: permissionAreas[area] ?? otherPermissionArea,
          features: permissionCatalog[permission].features.map((feature: FeatureName) => ({
            name: feature,
            description: featureCatalog[feature].description,
            enabled: flags[feature] === true,
          })),
        };
      }),
    };
  }
}

import type { TenantsRepository } from '../admin/tenants.repository';
import type { TenantScope } from '../platform/cosmos';
import type { ContactItem, ContactsRepository } from './contacts.repository';

/**
 * The one rule of which organizations and groups a user may target (part 2 §6; decision 005): members of the
 * main group (their organization is a member of the tenant's main group) every organization and group of the
 * tenant; everyone else their own organization and the groups it belongs to. The notifications service checks a
 * chosen target with `mayTarget`, and GET /api/contacts/{userPK}/organizations lists with `targets`: both ask
 * `isOwn` and `inMainGroup` here, so what the list offers is what creation accepts.
 */
export class TargetRule {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly tenants: TenantsRepository,
  ) {}

  /** The organization itself, or a group that has it as a member. */
  static isOwn(target: ContactItem, companyId: string): boolean {
    return target.id === companyId || (target.partyType === 3 && !!target.memberIds?.includes(companyId));
  }

  /** The organization is a member of the tenant's main group. */
  async inMainGroup(scope: TenantScope, companyId: string): Promise<boolean> {
    const tenant = await this.tenants.read(scope.tenantId);
    const group = tenant?.mainGroupId ? await this.contacts.read(scope, tenant.mainGroupId) : undefined;
    return !!group?.memberIds?.includes(companyId);
  }

  /** A user of `companyId` may target this organization or group. */
  async mayTarget(scope: TenantScope, companyId: string, target: ContactItem): Promise<boolean> {
    return TargetRule.isOwn(target, companyId) || (await this.inMainGroup(scope, companyId));
  }

  /** Every organization and group (of the given party types) a user of `companyId` may target, by name. */
  async targets(scope: TenantScope, companyId: string, partyTypes: readonly (2 | 3)[], mainGroup?: boolean): Promise<ContactItem[]> {
    if (mainGroup ?? (await this.inMainGroup(scope, companyId))) return this.contacts.organizationsAndGroups(scope, partyTypes);
    const related = await this.contacts.organizationsAndGroups(scope, partyTypes, companyId);
    return related.filter((target) => TargetRule.isOwn(target, companyId));
  }
}

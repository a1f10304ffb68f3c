import type { OrganizationContact, OrganizationsQuery, OrganizationsResponse } from '@expediente/contracts';
import type { UsersRepository } from '../auth/users.repository';
import type { Principal } from '../platform/auth/principal';
import { ForbiddenError, NotFoundError } from '../platform/errors';
import type { ContactItem } from './contacts.repository';
import type { TargetRule } from './targets';

const partyTypesOf = (type: OrganizationsQuery['type']): (2 | 3)[] => (type === 'organization' ? [2] : type === 'group' ? [3] : [2, 3]);

function toOrganizationContact(item: ContactItem): OrganizationContact {
  return {
    publicKey: item.id,
    displayName: item.displayName,
    partyType: item.partyType === 3 ? 3 : 2,
    ...(item.partyType === 2 && item.organizationRole ? { role: item.organizationRole } : {}),
  };
}

/**
 * The organizations and groups a user may choose (part 2 §6, §7), as the notifications rule decides
 * (contacts/targets.ts): what these lists offer is what POST /api/notifications/add accepts.
 */
export class ContactsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly targets: TargetRule,
  ) {}

  /** GET /api/contacts/{userPK}/organizations?type=…: the caller's own list (another user's key is "not found"). */
  async organizations(principal: Principal, userPK: string, query: OrganizationsQuery): Promise<OrganizationsResponse> {
    if (userPK !== principal.userId) throw new NotFoundError();
    const companyId = await this.companyOf(principal);
    const contacts = await this.targets.targets(principal, companyId, partyTypesOf(query.type));
    return { contacts: contacts.map(toOrganizationContact) };
  }

  /** GET /api/contacts/organizations/all: every organization and group of the tenant, for main-group members only. */
  async allOrganizations(principal: Principal): Promise<OrganizationsResponse> {
    const companyId = await this.companyOf(principal);
    if (!(await this.targets.inMainGroup(principal, companyId))) throw new ForbiddenError();
    const contacts = await this.targets.targets(principal, companyId, [2, 3], true);
    return { contacts: contacts.map(toOrganizationContact) };
  }

  private async companyOf(principal: Principal): Promise<string> {
    const user = await this.users.read(principal, principal.userId);
    if (!user) throw new NotFoundError();
    return user.companyId;
  }
}

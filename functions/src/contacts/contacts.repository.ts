import { TenantContainer, type TenantScope } from '../platform/cosmos';

/** partyType: 1 person, 2 organization, 3 group (spec part 2 §3). */
export type PartyType = 1 | 2 | 3;
export type Identifier = { key: string; name: string; value: string };

export type ContactItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'contact';
  partyType: PartyType;
  displayName: string;
  firstName?: string;
  lastName1?: string;
  lastName2?: string;
  emailAddress?: string;
  phoneNumber?: string;
  /** For an organization: customer or supplier of the tenant. */
  organizationRole?: 'customer' | 'supplier';
  /** For a person: the organization they work at. */
  companyId?: string;
  /** For a group: its member organizations; for an organization: its people (person contact ids). */
  memberIds?: string[];
  /** For a supplier organization: the customer organizations it serves (customer:suppliers notifications). */
  customerIds?: string[];
  identifiers: Identifier[];
  locked: boolean;
  createdAt: string;
  modifiedAt: string;
};

export class ContactsRepository {
  private readonly c = new TenantContainer<ContactItem>('contacts');

  read(scope: TenantScope, id: string) {
    return this.c.read(scope, id, scope.tenantId);
  }

  upsert(scope: TenantScope, contact: Omit<ContactItem, 'tenantId' | 'pk'>) {
    return this.c.upsert(scope, { ...contact, pk: scope.tenantId });
  }

  /** The supplier organizations related to a customer organization. */
  suppliersOf(scope: TenantScope, customerId: string): Promise<ContactItem[]> {
    return this.c.queryAll(scope, {
      pk: scope.tenantId,
      where: "c.partyType = 2 AND c.organizationRole = 'supplier' AND ARRAY_CONTAINS(c.customerIds, @customerId)",
      parameters: [{ name: '@customerId', value: customerId }],
    });
  }

  listByPartyType(scope: TenantScope, partyType: PartyType, options: { pageSize?: number; continuationToken?: string } = {}) {
    return this.c.query(scope, {
      pk: scope.tenantId,
      where: 'c.partyType = @partyType',
      parameters: [{ name: '@partyType', value: partyType }],
      orderBy: 'c.displayName',
      ...options,
    });
  }

  /**
   * Organizations and groups of the tenant, of the given party types, by name. With `relatedTo`, only the
   * organization of that key and the groups that list it as a member (a narrower read; callers still decide).
   */
  organizationsAndGroups(scope: TenantScope, partyTypes: readonly (2 | 3)[], relatedTo?: string): Promise<ContactItem[]> {
    const kinds = partyTypes.map((_, i) => `c.partyType = @partyType${i}`).join(' OR ');
    return this.c.queryAll(scope, {
      pk: scope.tenantId,
      where: relatedTo ? `(${kinds}) AND (c.id = @relatedTo OR ARRAY_CONTAINS(c.memberIds, @relatedTo))` : `(${kinds})`,
      parameters: [...partyTypes.map((value, i) => ({ name: `@partyType${i}`, value })), ...(relatedTo ? [{ name: '@relatedTo', value: relatedTo }] : [])],
      orderBy: 'c.displayName',
    });
  }
}

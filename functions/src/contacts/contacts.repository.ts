import { normalizeSearchText, type ContactAddress, type ContactEmail, type ContactPhone, type Sat69b } from '@expediente/contracts';
import { TenantContainer, type StoredItem, type TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';
import { tenantCounters } from '../admin/counters.repository';

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
  personTitle?: string;
  firstName?: string;
  lastName1?: string;
  lastName2?: string;
  jobTitle?: string;
  summary?: string;
  /** The primary e-mail and phone (the table's columns); the full lists are below. */
  emailAddress?: string;
  phoneNumber?: string;
  phones?: ContactPhone[];
  emails?: ContactEmail[];
  addresses?: ContactAddress[];
  /** For an organization: customer or supplier of the tenant. */
  organizationRole?: 'customer' | 'supplier';
  /** For a person: the organization they work at, and its name (kept with it for the table). */
  companyId?: string;
  companyName?: string;
  /** For a group: its member organizations; for an organization: its people (person contact ids). */
  memberIds?: string[];
  /** For a supplier organization: the customer organizations it serves (customer:suppliers notifications). */
  customerIds?: string[];
  /**
   * Who may see it besides the tenant-wide roles (directory.ts `scopeIdsOf`): the organizations whose users see
   * this contact in the directory. Kept on write so a list is one query.
   */
  scopeIds?: string[];
  /** For a supplier organization: its RFC's situation in the latest SAT 69-B snapshot (watchlists/, issue 17). */
  sat69b?: Sat69b;
  identifiers: Identifier[];
  locked: boolean;
  createdAt: string;
  modifiedAt: string;
  modifiedBy?: string;
  /** Derived on every write (`withDerived`): the accent-free text the search reads, and the name order key. */
  searchText?: string;
  sortKey?: string;
};

export type NewContact = Omit<ContactItem, 'tenantId' | 'pk' | 'searchText' | 'sortKey'>;

/** The search text and the order key, from the fields people search by. */
export function withDerived<T extends NewContact>(contact: T): T & { searchText: string; sortKey: string } {
  const text = [
    contact.displayName,
    contact.companyName,
    contact.emailAddress,
    contact.phoneNumber,
    ...(contact.emails ?? []).map((e) => e.emailAddress),
    ...(contact.phones ?? []).map((p) => p.numbersOnly),
    ...contact.identifiers.map((i) => i.value),
  ]
    .filter(Boolean)
    .join(' | ');
  return { ...contact, searchText: normalizeSearchText(text), sortKey: `${normalizeSearchText(contact.displayName)}|${contact.id}` };
}

/** What a directory list asks for: the party type, the search words, whose scope (absent: the whole tenant). */
export type DirectoryFilter = { partyType?: PartyType; search?: string; scopeId?: string; organizationRole?: 'customer' | 'supplier' };

export class ContactsRepository {
  private readonly c = new TenantContainer<ContactItem>('contacts');

  read(scope: TenantScope, id: string) {
    return this.c.read(scope, id, scope.tenantId);
  }

  upsert(scope: TenantScope, contact: NewContact) {
    return this.c.upsert(scope, { ...withDerived(contact), pk: scope.tenantId });
  }

  /**
   * Replaces a contact only if it is still at `etag` (the version its writer read); otherwise a ConflictError
   * (409). The derived fields are written again.
   */
  replaceVersion(scope: TenantScope, contact: ContactItem, etag: string): Promise<ContactItem> {
    return this.c.replace(scope, { ...withDerived(contact), pk: scope.tenantId, tenantId: scope.tenantId }, etag);
  }

  /**
   * Sets or clears an organization's SAT 69-B situation (watchlists/sat69b.service.ts), on the version just read; a
   * change made meanwhile by someone else is read again and kept. undefined when the contact no longer exists.
   */
  async setSat69b(scope: TenantScope, contactId: string, value: Sat69b | undefined): Promise<ContactItem | undefined> {
    for (let attempt = 0; ; attempt++) {
      const item = await this.read(scope, contactId);
      if (!item) return undefined;
      const { sat69b: _previous, ...rest } = item;
      try {
        return await this.replaceVersion(scope, value ? { ...rest, sat69b: value } : rest, (item as StoredItem)._etag ?? '');
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt >= 2) throw err;
      }
    }
  }

  /** Removes a contact (undoing a creation whose second write failed). */
  async remove(scope: TenantScope, id: string): Promise<void> {
    await this.c.delete(scope, id, scope.tenantId);
    await tenantCounters.add(scope, 'contacts', -1);
  }

  /** Creates a contact; an existing id answers 409. */
  async create(scope: TenantScope, contact: NewContact): Promise<ContactItem> {
    const created = await this.c.create(scope, { ...withDerived(contact), pk: scope.tenantId });
    // Every create path of the directory comes through here: the /admin counter follows (decision 016).
    await tenantCounters.add(scope, 'contacts', 1);
    return created;
  }

  /** Up to `limit` contacts of the filter after the keyset position `after` (a sortKey), by name. */
  list(scope: TenantScope, filter: DirectoryFilter, limit: number, after?: string): Promise<ContactItem[]> {
    return this.c
      .query(scope, { ...this.directorySpec(scope, filter, after), orderBy: 'c.sortKey ASC', pageSize: limit })
      .then((page) => page.items);
  }

  /** The sortKeys of the first `limit` contacts of the filter: where a numbered page starts. */
  sortKeys(scope: TenantScope, filter: DirectoryFilter, limit: number): Promise<string[]> {
    return this.c.values<string>(scope, 'c.sortKey', { ...this.directorySpec(scope, filter), orderBy: 'c.sortKey ASC', limit });
  }

  count(scope: TenantScope, filter: DirectoryFilter): Promise<number> {
    return this.c.count(scope, this.directorySpec(scope, filter));
  }

  /** Every contact of the tenant (maintenance: the seed's directory fields); at most 20,000. */
  all(scope: TenantScope): Promise<ContactItem[]> {
    return this.c.queryAll(scope, { pk: scope.tenantId }, 20_000);
  }

  /** Contacts by id (members of a group, groups of an organization), by name; at most 1,000. */
  byIds(scope: TenantScope, ids: readonly string[]): Promise<ContactItem[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.c.queryAll(scope, { pk: scope.tenantId, where: 'ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: [...ids] }], orderBy: 'c.sortKey ASC' }, 1000);
  }

  /** The people of an organization, by name. */
  peopleOf(scope: TenantScope, companyId: string): Promise<ContactItem[]> {
    return this.c.queryAll(scope, { pk: scope.tenantId, where: 'c.partyType = 1 AND c.companyId = @companyId', parameters: [{ name: '@companyId', value: companyId }], orderBy: 'c.sortKey ASC' }, 5000);
  }

  /** The groups an organization belongs to. */
  groupsOf(scope: TenantScope, organizationId: string): Promise<ContactItem[]> {
    return this.c.queryAll(scope, { pk: scope.tenantId, where: 'c.partyType = 3 AND ARRAY_CONTAINS(c.memberIds, @id)', parameters: [{ name: '@id', value: organizationId }], orderBy: 'c.sortKey ASC' }, 1000);
  }

  private directorySpec(scope: TenantScope, filter: DirectoryFilter, after?: string) {
    const where: string[] = ["c.type = 'contact'"];
    const parameters: { name: string; value: string | number }[] = [];
    if (filter.partyType) {
      where.push('c.partyType = @partyType');
      parameters.push({ name: '@partyType', value: filter.partyType });
    }
    if (filter.organizationRole) {
      where.push('c.organizationRole = @organizationRole');
      parameters.push({ name: '@organizationRole', value: filter.organizationRole });
    }
    if (filter.search) {
      where.push('CONTAINS(c.searchText, @search)');
      parameters.push({ name: '@search', value: normalizeSearchText(filter.search) });
    }
    if (filter.scopeId) {
      where.push('ARRAY_CONTAINS(c.scopeIds, @scopeId)');
      parameters.push({ name: '@scopeId', value: filter.scopeId });
    }
    if (after !== undefined) {
      where.push('c.sortKey > @after');
      parameters.push({ name: '@after', value: after });
    }
    return { pk: scope.tenantId, where: where.join(' AND '), parameters };
  }

  /** The supplier organizations related to a customer organization. */
  suppliersOf(scope: TenantScope, customerId: string): Promise<ContactItem[]> {
    return this.c.queryAll(scope, {
      pk: scope.tenantId,
      where: "c.partyType = 2 AND c.organizationRole = 'supplier' AND ARRAY_CONTAINS(c.customerIds, @customerId)",
      parameters: [{ name: '@customerId', value: customerId }],
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

  /** Organizations of the tenant with this RFC (identifier key 'rfc'): supplier onboarding's duplicate check (suppliers/). */
  organizationsByRfc(scope: TenantScope, rfc: string): Promise<ContactItem[]> {
    return this.c.queryAll(scope, { pk: scope.tenantId, where: 'c.partyType = 2 AND ARRAY_CONTAINS(c.identifiers, @rfc, true)', parameters: [{ name: '@rfc', value: { key: 'rfc', value: rfc } }] }, 10);
  }
}

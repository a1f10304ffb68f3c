import {
  partyTypes,
  type ContactDetail,
  type ContactsListResponse,
  type ContactSummary,
  type Role,
  type contactsListQuerySchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { UsersRepository } from '../auth/users.repository';
import type { Principal } from '../platform/auth/principal';
import { BadRequestError, NotFoundError } from '../platform/errors';
import type { ContactItem, ContactsRepository, DirectoryFilter } from './contacts.repository';
import type { TargetRule } from './targets';

type ListQuery = z.output<typeof contactsListQuerySchema>;

/** Roles that see the whole tenant's directory: they administer it (Security adds internal contacts). */
const tenantWideRoles: readonly Role[] = ['Developer', 'Admin', 'Support', 'Security'];

/**
 * Whose contacts a user sees: the whole tenant, or the contacts whose `scopeIds` hold the user's organization.
 * Customers and viewers in the main group see the whole tenant too (part 2 §6, the same rule as notifications).
 */
export type DirectoryView = { kind: 'tenant' } | { kind: 'scope'; scopeId: string };

/**
 * The organizations whose users may see a contact (besides the tenant-wide roles), kept on the contact:
 * an organization itself; a supplier also its customers; a group itself and its member organizations; a person
 * what their organization has.
 */
export function scopeIdsOf(contact: Pick<ContactItem, 'id' | 'partyType' | 'customerIds' | 'memberIds'>, company?: Pick<ContactItem, 'scopeIds'>): string[] {
  if (contact.partyType === 1) return [...(company?.scopeIds ?? [])];
  if (contact.partyType === 3) return [contact.id, ...(contact.memberIds ?? [])];
  return [contact.id, ...(contact.customerIds ?? [])];
}

const badToken = () => new BadRequestError({ continuationToken: ['El token de continuación no es válido.'] });

export function toContactSummary(item: ContactItem): ContactSummary {
  return {
    publicKey: item.id,
    partyType: item.partyType,
    displayName: item.displayName,
    ...(item.companyName ? { company: item.companyName } : {}),
    ...(item.companyId ? { companyPublicKey: item.companyId } : {}),
    ...(item.emailAddress ? { emailAddress: item.emailAddress } : {}),
    ...(item.phoneNumber ? { phoneNumber: item.phoneNumber } : {}),
    ...(item.organizationRole ? { organizationRole: item.organizationRole } : {}),
    identifiers: item.identifiers,
    locked: item.locked,
  };
}

/** The contacts list and detail (part 1 §2, part 2 §2.1, §2.2, §7), within what the caller may see. */
export class DirectoryService {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly users: UsersRepository,
    private readonly targets: TargetRule,
  ) {}

  async viewOf(principal: Principal): Promise<DirectoryView> {
    if (tenantWideRoles.includes(principal.role)) return { kind: 'tenant' };
    const companyId = principal.companyId ?? (await this.users.read(principal, principal.userId))?.companyId;
    if (!companyId) throw new NotFoundError();
    if (principal.role !== 'Supplier' && (await this.targets.inMainGroup(principal, companyId))) return { kind: 'tenant' };
    return { kind: 'scope', scopeId: companyId };
  }

  /** GET /api/contacts: a page by name (numbered, or after a continuation token) and the total. */
  async list(principal: Principal, query: ListQuery): Promise<ContactsListResponse> {
    const view = await this.viewOf(principal);
    const filter: DirectoryFilter = {
      ...(query.type ? { partyType: partyTypes[query.type] } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.role ? { partyType: 2 as const, organizationRole: query.role } : {}),
      ...(view.kind === 'scope' ? { scopeId: view.scopeId } : {}),
    };
    let after: string | undefined;
    let beyondEnd = false;
    if (query.continuationToken) {
      after = decodeToken(query.continuationToken);
    } else if (query.pageIndex > 1) {
      const skip = (query.pageIndex - 1) * query.pageSize;
      const keys = await this.contacts.sortKeys(principal, filter, skip);
      beyondEnd = keys.length < skip;
      after = keys.at(-1);
    }
    const [items, totalCount] = await Promise.all([
      beyondEnd ? Promise.resolve([]) : this.contacts.list(principal, filter, query.pageSize + 1, after),
      this.contacts.count(principal, filter),
    ]);
    const page = items.slice(0, query.pageSize);
    const more = items.length > query.pageSize;
    return {
      ...(filter.partyType ? { partyType: filter.partyType } : {}),
      contacts: page.map(toContactSummary),
      totalCount,
      ...(more ? { continuationToken: encodeToken(page.at(-1)!.sortKey!) } : {}),
    };
  }

  /** A contact the caller may see, or "not found" (another tenant's, or outside the caller's scope). */
  async visibleContact(principal: Principal, id: string): Promise<ContactItem> {
    const [item, view] = await Promise.all([this.contacts.read(principal, id), this.viewOf(principal)]);
    if (!item || (view.kind === 'scope' && !item.scopeIds?.includes(view.scopeId))) throw new NotFoundError();
    return item;
  }

  /** GET /api/contacts/{id}: the detail with its members (an organization's people, a group's organizations). */
  async detail(principal: Principal, id: string): Promise<ContactDetail> {
    return this.detailFor(principal, await this.visibleContact(principal, id));
  }

  /** An organization's people, then the organizations added as its members (POST /api/contacts/add). */
  private async organizationMembers(principal: Principal, item: ContactItem): Promise<ContactItem[]> {
    const [people, members] = await Promise.all([this.contacts.peopleOf(principal, item.id), this.contacts.byIds(principal, item.memberIds ?? [])]);
    return [...people, ...members.filter((m) => m.partyType !== 1)];
  }

  /** The detail of a contact already read (and checked visible). */
  async detailFor(principal: Principal, item: ContactItem): Promise<ContactDetail> {
    const [members, groups] = await Promise.all([
      item.partyType === 2 ? this.organizationMembers(principal, item) : item.partyType === 3 ? this.contacts.byIds(principal, item.memberIds ?? []) : Promise.resolve([]),
      item.partyType === 2 ? this.contacts.groupsOf(principal, item.id) : Promise.resolve([]),
    ]);
    return {
      ...toContactSummary(item),
      isPerson: item.partyType === 1,
      isOrganization: item.partyType === 2,
      isGroup: item.partyType === 3,
      ...(item.personTitle ? { personTitle: item.personTitle } : {}),
      ...(item.firstName ? { firstName: item.firstName } : {}),
      ...(item.lastName1 ? { lastName1: item.lastName1 } : {}),
      ...(item.lastName2 ? { lastName2: item.lastName2 } : {}),
      ...(item.jobTitle ? { jobTitle: item.jobTitle } : {}),
      ...(item.summary ? { summary: item.summary } : {}),
      ...logicalKeyOf(item),
      modified: item.modifiedAt,
      phones: item.phones ?? [],
      emails: item.emails ?? [],
      addresses: item.addresses ?? [],
      members: members.map(toContactSummary),
      groups: groups.map((g) => ({ publicKey: g.id, displayName: g.displayName })),
      ...(item.sat69b ? { sat69b: item.sat69b } : {}),
    };
  }
}

function logicalKeyOf(item: ContactItem): { logicalKey?: string } {
  const key = item.identifiers.find((i) => i.key === 'supplier.id' || i.key === 'sap.id')?.value;
  return key ? { logicalKey: key } : {};
}

// The keyset position travels as base64url so the client treats it as opaque.
const encodeToken = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');
function decodeToken(token: string): string {
  const sortKey = Buffer.from(token, 'base64url').toString('utf8');
  if (!sortKey.includes('|') || sortKey.length > 300) throw badToken();
  return sortKey;
}

import {
  assignableRoles,
  canManageUser,
  roleLabels,
  userMessages,
  userStatusItem,
  type createUserRequestSchema,
  type Role,
  type UserDetail,
  type UsersListResponse,
  type UserStatus,
  type UserStatusItem,
  type UserSummary,
  type usersListQuerySchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { UserItem, UsersRepository } from '../auth/users.repository';
import type { ContactItem, ContactsRepository, NewContact } from '../contacts/contacts.repository';
import { scopeIdsOf } from '../contacts/directory.service';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { BadRequestError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import { changeOrganization, invitedPersonId, invitedUserId, withItem } from '../suppliers/directory-writes';
import type { TenantCounters } from './counters.repository';
import type { TenantsRepository } from './tenants.repository';
import { namedTenant } from '../platform/auth/named-tenant';
import type { AdminUsersRepository } from './users.repository';

type CreateUser = z.output<typeof createUserRequestSchema>;
type ListQuery = z.output<typeof usersListQuerySchema>;

/**
 * The administrators' users (part 2 §2.9, §7): list, detail, create with a password, status and role. Each call
 * works in the caller's tenant unless a `tenant` is named: only manage:users:any (the Developer) reaches another
 * tenant, for anyone else it does not exist (404). A status or role change raises the user's sessionVersion, so
 * every session of the user ends on its next request. Nobody changes their own status or role, and only a
 * Developer touches a Developer (canManageUser).
 */
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly list: AdminUsersRepository,
    private readonly contacts: ContactsRepository,
    private readonly tenants: TenantsRepository,
    private readonly counters: TenantCounters,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** GET /api/users/. */
  async search(principal: Principal, query: ListQuery): Promise<UsersListResponse> {
    const scope = await this.scopeOf(principal, query.tenant);
    let page;
    try {
      page = await this.list.search(scope, query.search, { pageSize: query.pageSize, continuationToken: query.continuationToken });
    } catch (err) {
      // A token that is not one Cosmos gave out is bad input, not a server failure.
      if (query.continuationToken) throw new BadRequestError({ continuationToken: ['El token de continuación no es válido.'] });
      throw err;
    }
    return { users: page.items.map(summary), ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}) };
  }

  /** GET /api/users/{id}. */
  async detail(principal: Principal, id: string, tenant: string | undefined): Promise<UserDetail> {
    const scope = await this.scopeOf(principal, tenant);
    return this.describe(await this.userOf(scope, id));
  }

  /** GET /api/userstatus/{id}. */
  async status(principal: Principal, id: string, tenant: string | undefined): Promise<UserStatusItem> {
    const scope = await this.scopeOf(principal, tenant);
    return userStatusItem((await this.userOf(scope, id)).status);
  }

  /**
   * POST /api/users/create: an active user with the given password, their person contact at the tenant's customer
   * organization (a member of it) and the e-mail's login entry. Ids come from the e-mail, as invitations' do.
   */
  async create(principal: Principal, input: CreateUser, from: EventOrigin): Promise<UserDetail> {
    const scope = await this.scopeOf(principal, input.tenant);
    if (!(assignableRoles[principal.role] ?? []).includes(input.role)) throw new BadRequestError({ Role: [userMessages.roleNotAllowed] });
    if (await this.users.findByEmail(input.emailAddress)) throw new BadRequestError({ EmailAddress: [userMessages.emailTaken] });
    const tenant = await this.tenants.read(scope.tenantId);
    const org = tenant && (await this.contacts.read(scope, tenant.customerOrganizationId));
    if (!tenant || !org) throw new NotFoundError(userMessages.tenantNotFound);

    const now = new Date(this.clock.now()).toISOString();
    const email = input.emailAddress.toLowerCase();
    const personId = invitedPersonId(scope.tenantId, email);
    const displayName = [input.firstName, input.lastName, input.lastName2].filter(Boolean).join(' ');
    const existingPerson = await this.contacts.read(scope, personId);
    const person: NewContact = {
      id: personId,
      type: 'contact',
      partyType: 1,
      displayName,
      firstName: input.firstName,
      lastName1: input.lastName,
      ...(input.lastName2 ? { lastName2: input.lastName2 } : {}),
      emailAddress: email,
      emails: [{ ordinal: 1, emailAddress: email, locationName: 'Trabajo' }],
      companyId: org.id,
      companyName: org.displayName,
      identifiers: [],
      locked: false,
      createdAt: existingPerson?.createdAt ?? now,
      modifiedAt: now,
      modifiedBy: principal.userId,
    };
    await this.contacts.upsert(scope, { ...person, scopeIds: scopeIdsOf(person, org) });
    await changeOrganization(this.contacts, scope, org.id, (current) => (current.memberIds?.includes(personId) ? undefined : { ...current, memberIds: withItem(current.memberIds, personId) }));
    const user = await this.users.upsert(scope, {
      id: invitedUserId(scope.tenantId, email),
      type: 'user',
      email,
      firstName: input.firstName,
      lastName1: input.lastName,
      ...(input.lastName2 ? { lastName2: input.lastName2 } : {}),
      displayName,
      primaryRole: input.role,
      status: 'active',
      passwordHash: await hashPassword(input.password),
      sessionVersion: 0,
      personContactId: personId,
      companyId: org.id,
      createdAt: now,
    });
    await this.counters.add(scope, 'users', 1);
    if (!existingPerson) await this.counters.add(scope, 'contacts', 1);
    await this.events.record(scope, {
      type: 'admin.user-created',
      summary: `Usuario creado: ${email} (${roleLabels[input.role]})`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { targetUserId: user.id, targetEmail: email, role: input.role, status: 'active', byTenant: principal.tenantId },
    });
    return this.describe(user, await this.contacts.read(scope, personId));
  }

  /** POST /api/{userPublicKey}/change-user-status. */
  async changeStatus(principal: Principal, id: string, tenant: string | undefined, status: UserStatus, from: EventOrigin): Promise<UserStatusItem> {
    const user = await this.manageable(principal, id, tenant);
    if (user.status === status) return userStatusItem(status);
    const saved = await this.users.save({ ...user, status, sessionVersion: (user.sessionVersion ?? 0) + 1 });
    await this.events.record(user, {
      type: 'admin.user-status-changed',
      summary: `Estatus de ${user.email}: ${user.status} → ${status}; sesiones cerradas`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { targetUserId: user.id, targetEmail: user.email, before: user.status, after: status, byTenant: principal.tenantId },
    });
    return userStatusItem(saved.status);
  }

  /** PUT /api/users/{id}/role (ours). A supplier's user stays a Supplier: their organization is a supplier. */
  async changeRole(principal: Principal, id: string, tenant: string | undefined, role: Role, from: EventOrigin): Promise<UserDetail> {
    const user = await this.manageable(principal, id, tenant);
    if (user.primaryRole === 'Supplier' || !(assignableRoles[principal.role] ?? []).includes(role)) throw new BadRequestError({ role: [userMessages.roleNotAllowed] });
    if (user.primaryRole === role) return this.describe(user);
    const saved = await this.users.save({ ...user, primaryRole: role, sessionVersion: (user.sessionVersion ?? 0) + 1 });
    await this.events.record(user, {
      type: 'admin.user-role-changed',
      summary: `Rol de ${user.email}: ${user.primaryRole} → ${role}; sesiones cerradas`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { targetUserId: user.id, targetEmail: user.email, before: user.primaryRole, after: role, byTenant: principal.tenantId },
    });
    return this.describe(saved);
  }

  /** A user the caller may change: not themselves, and not one whose role outranks theirs. */
  private async manageable(principal: Principal, id: string, tenant: string | undefined): Promise<UserItem> {
    const scope = await this.scopeOf(principal, tenant);
    const user = await this.userOf(scope, id);
    if (user.id === principal.userId) throw new ForbiddenError(userMessages.ownAccount);
    if (!canManageUser(principal.role, user.primaryRole)) throw new ForbiddenError(userMessages.outranked);
    return user;
  }

  /** The caller's tenant, or the one named when the caller may manage any tenant's users (else 404). */
  private async scopeOf(principal: Principal, tenant: string | undefined): Promise<TenantScope> {
    const scope = namedTenant(principal, tenant, 'manage:users:any');
    if (scope.other && !(await this.tenants.read(scope.tenantId))) throw new NotFoundError();
    return { tenantId: scope.tenantId };
  }

  private async userOf(scope: TenantScope, id: string): Promise<UserItem> {
    const user = await this.users.read(scope, id);
    if (!user) throw new NotFoundError();
    return user;
  }

  private async describe(user: UserItem, known?: ContactItem): Promise<UserDetail> {
    const contact = known ?? (await this.contacts.read(user, user.personContactId));
    const tenant = await this.tenants.read(user.tenantId);
    return {
      ...summary(user),
      firstName: user.firstName,
      lastName: user.lastName1,
      lastName2: user.lastName2 ?? null,
      hasPassword: !!user.passwordHash,
      tenantDisplayName: tenant?.displayName ?? user.tenantId,
      createdAt: user.createdAt,
      contact: {
        publicKey: user.personContactId,
        displayName: contact?.displayName ?? user.displayName,
        companyPublicKey: user.companyId,
        companyName: contact?.companyName ?? null,
        emails: (contact?.emails ?? [{ emailAddress: user.email, locationName: 'Trabajo' }]).map((e) => ({ emailAddress: e.emailAddress, locationName: e.locationName })),
        phoneNumber: contact?.phoneNumber ?? null,
      },
    };
  }
}

function summary(user: UserItem): UserSummary {
  return {
    publicKey: user.id,
    displayName: user.displayName,
    emailAddress: user.email,
    thumbnailUrl: null,
    role: user.primaryRole,
    roleDisplayName: roleLabels[user.primaryRole],
    status: userStatusItem(user.status),
    tenant: user.tenantId,
  };
}

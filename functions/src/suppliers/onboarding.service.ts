import {
  checkRfc,
  grantableRoles,
  SUPPLIER_INVITE_DAYS,
  supplierFormIdentifiers,
  supplierMessages,
  type AddSupplierResponse,
  type addSupplierRequestSchema,
  type internalInviteRequestSchema,
  type InternalInviteResponse,
  type Role,
  type supplierContactInviteRequestSchema,
  type SupplierContactInviteResponse,
  type supplierInviteRequestSchema,
  type SupplierInviteResponse,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { TenantsRepository } from '../admin/tenants.repository';
import type { InvitationsRepository } from '../auth/invitations.repository';
import { InvitationsService } from '../auth/invitations.service';
import { hashSecret, newLinkToken } from '../auth/link-tokens';
import type { UserItem, UsersRepository } from '../auth/users.repository';
import type { ContactItem, ContactsRepository, NewContact } from '../contacts/contacts.repository';
import type { DirectoryService } from '../contacts/directory.service';
import type { IdentifierTypesRepository } from '../contacts/identifier-types.repository';
import { scopeIdsOf } from '../contacts/directory.service';
import type { Principal } from '../platform/auth/principal';
import { featuresOf } from '../platform/auth/authorize';
import type { Clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { AppError, BadRequestError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { MailResult, sendMail } from '../platform/mail';
import { changeOrganization, createOrChangeOrganization, invitedPersonId, invitedUserId, supplierOrganizationId, withItem } from './directory-writes';
import { supplierRegistrationMail } from './supplier-mail';
import { supplierInvitationId, type SupplierInvitationsRepository } from './supplier-invitations.repository';
import { tenantCounters } from '../admin/counters.repository';

type InternalInvite = z.output<typeof internalInviteRequestSchema>;
type SupplierContactInvite = z.output<typeof supplierContactInviteRequestSchema>;
type AddSupplier = z.output<typeof addSupplierRequestSchema>;
type SupplierInvite = z.output<typeof supplierInviteRequestSchema>;

const DAY_MS = 24 * 60 * 60_000;

/** The registration page's link: the token's secret part, then the tenant (base64url), so a point read finds it. */
export function registrationToken(tenantId: string): { token: string; hash: string } {
  const { token } = newLinkToken();
  const full = `${token}${Buffer.from(tenantId, 'utf8').toString('base64url')}`;
  return { token: full, hash: hashSecret(full) };
}

export const registrationUrl = (token: string) => `${getConfig().publicBaseUrl}/supplier/redeem-invite?${new URLSearchParams({ t: token })}`;

const emailTaken = () => new AppError(409, 'conflict', supplierMessages.emailTaken, { email: [supplierMessages.emailTaken] });

/**
 * The "add" and "invite" calls of the contacts list (part 2 §3-§7): internal contacts, supplier contacts, supplier
 * organizations and registration links. Who may call each is the endpoint's permission; which organization and
 * which role is decided here: tenant-wide users (administrators, Security, main-group members) any organization of
 * the tenant, everyone else their own organization and, for suppliers, the suppliers they can see.
 */
export class OnboardingService {
  constructor(
    private readonly users: UsersRepository,
    private readonly contacts: ContactsRepository,
    private readonly directory: DirectoryService,
    private readonly invitationsRepo: InvitationsRepository,
    private readonly supplierInvitations: SupplierInvitationsRepository,
    private readonly tenants: TenantsRepository,
    private readonly events: EventLog,
    private readonly send: typeof sendMail,
    private readonly clock: Clock,
    private readonly identifierTypes: IdentifierTypesRepository,
  ) {}

  /** POST /api/contacts/invite: a pending user and their person contact at a customer organization, invited by e-mail. */
  async inviteInternal(principal: Principal, input: InternalInvite, from: EventOrigin): Promise<InternalInviteResponse> {
    const org = await this.customerOrganization(principal, input.organizationPublicKey, 'organizationPublicKey');
    if (!(grantableRoles[principal.role] ?? []).includes(input.role)) throw new BadRequestError({ role: [supplierMessages.roleNotAllowed] });
    if (principal.role === 'Customer' && !input.employeeNumber && (await featuresOf(principal))['employee-number-input'] === true) {
      throw new BadRequestError({ employeeNumber: [supplierMessages.employeeNumberRequired] });
    }
    const { user, emailSent } = await this.invitePerson(principal, org, { ...input, role: input.role });
    await this.events.record(principal, {
      type: 'suppliers.contact-invited',
      summary: `Contacto interno invitado: ${user.email} (${input.role}) en ${org.displayName}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { organizationId: org.id, invitedUserId: user.id, role: input.role },
    });
    return { publicKey: user.personContactId, emailSent };
  }

  /** POST /api/invite: a supplier's contact, as a pending Supplier user; the link is answered to copy. */
  async inviteSupplierContact(principal: Principal, input: SupplierContactInvite, from: EventOrigin): Promise<SupplierContactInviteResponse> {
    const org = await this.visibleSupplier(principal, input.organizationPublicKey);
    const { user, link, emailSent } = await this.invitePerson(principal, org, { ...input, role: 'Supplier' });
    await this.events.record(principal, {
      type: 'suppliers.supplier-contact-invited',
      summary: `Contacto de proveedor invitado: ${user.email} en ${org.displayName}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { organizationId: org.id, invitedUserId: user.id },
    });
    return { link, publicKey: user.personContactId, emailSent };
  }

  /**
   * The identifiers of a new supplier, named as the tenant's catalog names them (a key outside it is refused). With
   * identifier-input on, every type suppliers carry must have a value (part 2 §5); otherwise empty ones are dropped.
   */
  private async supplierIdentifiers(principal: Principal, given: AddSupplier['identifiers']): Promise<{ key: string; name: string; value: string }[]> {
    const asked = (await featuresOf(principal))['identifier-input'] === true;
    // Nothing given and nothing asked: no catalog to read.
    if (!asked && given.length === 0) return [];
    const catalog = await this.identifierTypes.list(principal);
    const unknown = given.filter((i) => !catalog.some((t) => t.key === i.key));
    if (unknown.length) throw new BadRequestError({ identifiers: [supplierMessages.unknownIdentifier] });
    if (asked) {
      const valued = (key: string) => given.some((i) => i.key === key && i.value !== '');
      if (given.some((i) => i.value === '') || !supplierFormIdentifiers(catalog).every((t) => valued(t.key))) {
        throw new BadRequestError({ identifiers: [supplierMessages.identifiersNeedValue] });
      }
    }
    return given.filter((i) => i.value !== '').map((i) => ({ key: i.key, name: catalog.find((t) => t.key === i.key)!.name, value: i.value }));
  }

  /**
   * POST /api/suppliers/organizations/add: a supplier organization serving a customer organization. An RFC already
   * registered answers 409 with that organization, unless the caller asks to use it (useExisting): then only the
   * customer relationship is added. With an e-mail, a registration link goes to it.
   */
  async addSupplier(principal: Principal, input: AddSupplier, from: EventOrigin): Promise<{ status: 200 | 201; body: AddSupplierResponse }> {
    const view = await this.directory.viewOf(principal);
    const named = input.customerOrganizationPK ?? input.organizationPublicKey;
    const relate = input.addUCustomerRelationship || view.kind === 'scope';
    const customer = relate ? await this.customerOrganization(principal, named, 'customerOrganizationPK') : undefined;
    const identifiersGiven = await this.supplierIdentifiers(principal, input.identifiers);
    const rfc = checkRfc(input.rfc);
    const rfcWarning = rfc.checkDigitMismatch ? supplierMessages.rfcCheckDigitWarning : undefined;

    // Generic RFCs (XAXX010101000, XEXX010101000) are shared by many taxpayers: never a duplicate.
    const existing = rfc.generic ? undefined : (await this.contacts.organizationsByRfc(principal, input.rfc))[0];
    if (existing && !input.useExisting) {
      throw new AppError(409, 'conflict', supplierMessages.rfcTaken, { rfc: [supplierMessages.rfcTaken] }, { existing: { publicKey: existing.id, displayName: existing.displayName } });
    }
    if (existing) {
      if (existing.organizationRole !== 'supplier') throw new AppError(409, 'conflict', supplierMessages.rfcTaken, { rfc: [supplierMessages.rfcTaken] });
      if (customer) {
        await changeOrganization(this.contacts, principal, existing.id, (current) =>
          current.customerIds?.includes(customer.id) ? undefined : { ...current, customerIds: withItem(current.customerIds, customer.id), modifiedAt: this.now(), modifiedBy: principal.userId },
        );
      }
      await this.events.record(principal, {
        type: 'suppliers.supplier-related',
        summary: `Proveedor existente relacionado: ${existing.displayName}${customer ? ` con ${customer.displayName}` : ''}`,
        userId: principal.userId,
        email: principal.email,
        from,
        detail: { organizationId: existing.id, ...(customer ? { customerId: customer.id } : {}) },
      });
      return { status: 200, body: { data: existing.id, invitationSent: false, existing: true, ...(rfcWarning ? { rfcWarning } : {}) } };
    }

    const now = this.now();
    const id = rfc.generic ? `sup-${newLinkToken().hash.slice(0, 24)}` : supplierOrganizationId(principal.tenantId, input.rfc);
    const identifiers = new Map<string, { key: string; name: string; value: string }>();
    identifiers.set('rfc', { key: 'rfc', name: 'RFC', value: input.rfc });
    identifiers.set('supplier.id', { key: 'supplier.id', name: 'ID de Proveedor', value: input.supplierId });
    for (const i of identifiersGiven) if (!identifiers.has(i.key)) identifiers.set(i.key, i);
    const org: NewContact = {
      id,
      type: 'contact',
      partyType: 2,
      displayName: input.fullName,
      organizationRole: 'supplier',
      identifiers: [...identifiers.values()],
      ...(customer ? { customerIds: [customer.id] } : {}),
      memberIds: [],
      ...(input.emailAddress ? { emailAddress: input.emailAddress, emails: [{ ordinal: 1, emailAddress: input.emailAddress, locationName: 'Principal' }] } : {}),
      ...(input.phoneNumber ? phoneFields(input.phoneNumber) : {}),
      locked: false,
      createdAt: now,
      modifiedAt: now,
      modifiedBy: principal.userId,
    };
    // Two adds of one RFC at the same moment: the second joins its customer to the first's organization.
    await createOrChangeOrganization(this.contacts, principal, org, (current) =>
      !customer || current.customerIds?.includes(customer.id) ? undefined : { ...current, customerIds: withItem(current.customerIds, customer.id) },
    );
    let invitationSent = false;
    if (input.emailAddress && customer) {
      const { url, expiresAt } = await this.issueRegistration(principal, customer);
      const result = await this.send(principal, { to: input.emailAddress, ...supplierRegistrationMail({ supplierName: input.fullName, customerName: customer.displayName, link: url, expiresAt }) });
      invitationSent = result.ok;
    }
    await this.events.record(principal, {
      type: 'suppliers.supplier-added',
      summary: `Proveedor agregado: ${input.fullName} (${input.rfc})`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { organizationId: id, ...(customer ? { customerId: customer.id } : {}), invitationSent },
    });
    return { status: 201, body: { data: id, invitationSent, ...(rfcWarning ? { rfcWarning } : {}) } };
  }

  /** POST /api/suppliers/invite: a registration link for a new supplier of a customer organization. */
  async createRegistrationLink(principal: Principal, input: SupplierInvite, from: EventOrigin): Promise<SupplierInviteResponse> {
    if (input.UserPublicKey !== principal.userId) throw new NotFoundError();
    const customer = await this.customerOrganization(principal, input.CustomerPublicKey, 'CustomerPublicKey');
    const { url, expiresAt } = await this.issueRegistration(principal, customer);
    await this.events.record(principal, {
      type: 'suppliers.registration-link-issued',
      summary: `Enlace de registro de proveedor generado para ${customer.displayName}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { customerId: customer.id },
    });
    return { invite_url: url, expirationDate: expiresAt };
  }

  private async issueRegistration(principal: Principal, customer: ContactItem): Promise<{ url: string; expiresAt: string }> {
    const now = this.clock.now();
    const { token, hash } = registrationToken(principal.tenantId);
    const expiresAt = new Date(now + SUPPLIER_INVITE_DAYS * DAY_MS).toISOString();
    await this.supplierInvitations.create(principal, {
      id: supplierInvitationId(hash),
      tokenHash: hash,
      customerId: customer.id,
      customerName: customer.displayName,
      status: 'pending',
      issuedBy: principal.userId,
      createdAt: new Date(now).toISOString(),
      expiresAt,
    });
    return { url: registrationUrl(token), expiresAt };
  }

  /**
   * A pending user with this role and their person contact at `org` (a member of it), then the invitation e-mail
   * (InvitationsService.issue: single-use link, 7 days). Ids come from the e-mail, so a retry writes the same items.
   */
  private async invitePerson(
    principal: Principal,
    org: ContactItem,
    input: { firstName: string; lastName: string; lastName2?: string | undefined; email: string; phone?: string | undefined; role: Role; employeeNumber?: string | undefined },
  ): Promise<{ user: UserItem; link: string; emailSent: boolean }> {
    const userId = invitedUserId(principal.tenantId, input.email);
    const personId = invitedPersonId(principal.tenantId, input.email);
    const taken = await this.users.findByEmail(input.email);
    if (taken && (taken.id !== userId || taken.status !== 'pending')) throw emailTaken();
    const now = this.now();
    const displayName = [input.firstName, input.lastName, input.lastName2].filter(Boolean).join(' ');
    const person: NewContact = {
      id: personId,
      type: 'contact',
      partyType: 1,
      displayName,
      firstName: input.firstName,
      lastName1: input.lastName,
      ...(input.lastName2 ? { lastName2: input.lastName2 } : {}),
      emailAddress: input.email.toLowerCase(),
      emails: [{ ordinal: 1, emailAddress: input.email.toLowerCase(), locationName: 'Trabajo' }],
      ...(input.phone ? phoneFields(input.phone) : {}),
      companyId: org.id,
      companyName: org.displayName,
      identifiers: input.employeeNumber ? [{ key: 'employee.number', name: 'Número de empleado', value: input.employeeNumber }] : [],
      locked: false,
      createdAt: now,
      modifiedAt: now,
      modifiedBy: principal.userId,
    };
    await this.contacts.upsert(principal, { ...person, scopeIds: scopeIdsOf(person, org) });
    await changeOrganization(this.contacts, principal, org.id, (current) => (current.memberIds?.includes(personId) ? undefined : { ...current, memberIds: withItem(current.memberIds, personId) }));
    const user = await this.users.upsert(principal, {
      id: userId,
      type: 'user',
      email: input.email,
      firstName: input.firstName,
      lastName1: input.lastName,
      ...(input.lastName2 ? { lastName2: input.lastName2 } : {}),
      displayName,
      primaryRole: input.role,
      status: 'pending',
      personContactId: personId,
      companyId: org.id,
      createdAt: taken?.createdAt ?? now,
    });
    // A new user and person (not a pending one invited again): the /admin counters follow (decision 016).
    if (!taken) await Promise.all([tenantCounters.add(principal, 'users', 1), tenantCounters.add(principal, 'contacts', 1)]);
    // The invitation service e-mails the link; this call's own sender tells whether the mail went out.
    let mail: MailResult | undefined;
    const capture: typeof sendMail = async (scope, message) => (mail = await this.send(scope, message));
    const issued = await new InvitationsService(this.users, this.invitationsRepo, this.tenants, this.events, capture, this.clock).issue(user, principal.userId);
    return { user, link: issued.link, emailSent: mail?.ok === true };
  }

  /** A customer organization the caller may name (tenant-wide: any; others: their own), else 400 on `field`. */
  private async customerOrganization(principal: Principal, key: string | undefined, field: string): Promise<ContactItem> {
    const view = await this.directory.viewOf(principal);
    const own = view.kind === 'scope' ? view.scopeId : undefined;
    const id = key ?? own;
    const org = id ? await this.contacts.read(principal, id) : undefined;
    const ok = org && org.partyType === 2 && org.organizationRole === 'customer' && (own === undefined || org.id === own);
    if (!ok) throw new BadRequestError({ [field]: [supplierMessages.organizationNotListed] });
    return org;
  }

  /** A supplier organization the caller sees in the directory, else 400. */
  private async visibleSupplier(principal: Principal, key: string): Promise<ContactItem> {
    const org = await this.directory.visibleContact(principal, key).catch((err: unknown) => {
      if (err instanceof NotFoundError) return undefined;
      throw err;
    });
    if (!org || org.partyType !== 2 || org.organizationRole !== 'supplier') throw new BadRequestError({ organizationPublicKey: [supplierMessages.supplierNotListed] });
    return org;
  }

  private now() {
    return new Date(this.clock.now()).toISOString();
  }
}

/** A phone as typed, with the digits the search reads. */
export function phoneFields(phone: string): Pick<NewContact, 'phoneNumber' | 'phones'> {
  const digits = phone.replace(/\D/g, '');
  return { phoneNumber: phone, phones: [{ ordinal: 1, phoneNumber: phone, formattedNumber: phone, locationName: 'Oficina', numbersOnly: digits }] };
}

import { randomUUID } from 'node:crypto';
import {
  checkIdentifierValue,
  memberMessages,
  type MemberAddResponse,
  type memberAddRequestSchema,
  contactActionNames,
  identifierMessages,
  type IdentifierChangeResponse,
  type IdentifierType,
  type identifierAddRequestSchema,
  type identifierUpdateRequestSchema,
  phoneParts,
  type ContactActions,
  type ContactAddress,
  type ContactChangeResponse,
  type ContactDetail,
  type ContactEmail,
  type ContactPhone,
  type FeatureName,
  type Role,
  type addressRequestSchema,
  type emailRequestSchema,
  type generalInfoRequestSchema,
  type phoneRequestSchema,
  type statusUpdateRequestSchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { UsersRepository } from '../auth/users.repository';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import { BadRequestError, ConflictError, FeatureDisabledError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { StoredItem } from '../platform/cosmos';
import type { EventLog, EventOrigin } from '../platform/events';
import { supplierChanged } from '../compliance/compliance-changes';
import type { ContactItem, ContactsRepository, Identifier, NewContact } from './contacts.repository';
import type { IdentifierTypesRepository } from './identifier-types.repository';
import { scopeIdsOf, type DirectoryService } from './directory.service';

type GeneralInfo = z.output<typeof generalInfoRequestSchema>;
type StatusUpdate = z.output<typeof statusUpdateRequestSchema>;
type EmailInput = z.output<typeof emailRequestSchema>;
type PhoneInput = z.output<typeof phoneRequestSchema>;
type AddressInput = z.output<typeof addressRequestSchema>;
type MemberAdd = z.output<typeof memberAddRequestSchema>;
type IdentifierAdd = z.output<typeof identifierAddRequestSchema>;
type IdentifierUpdate = z.output<typeof identifierUpdateRequestSchema>;

/** Who is changing what: the caller, where from, and the version the caller last read (If-Match). */
export type ChangeContext = { principal: Principal; from: EventOrigin; ifMatch?: string };

/** Administrators edit the whole tenant's directory (decision 008 gives them the whole tenant to see). */
const tenantEditors: readonly Role[] = ['Developer', 'Admin', 'Support'];

/**
 * The caller's relation to a contact, which decides what they may change (part 2 §6, decided in README):
 * - administrators (Developer, Admin, Support): every contact of the tenant;
 * - a Supplier: its own organization and its people (the user's own person included);
 * - a Customer: its own organization and the supplier organizations it serves (their status too); not people,
 *   whom the spec lets only the Developer and the person's own company's supplier users edit.
 */
type Relation = 'tenant' | 'own-organization' | 'own-person' | 'supplier-of-customer' | 'none';

function relationOf(role: Role, companyId: string | undefined, item: ContactItem): Relation {
  if (tenantEditors.includes(role)) return 'tenant';
  if (!companyId) return 'none';
  if (role === 'Supplier') {
    if (item.partyType === 2 && item.id === companyId) return 'own-organization';
    if (item.partyType === 1 && item.companyId === companyId) return 'own-person';
    return 'none';
  }
  if (role === 'Customer' && item.partyType === 2) {
    if (item.id === companyId) return 'own-organization';
    if (item.customerIds?.includes(companyId)) return 'supplier-of-customer';
  }
  return 'none';
}

/** The flag each action needs (part 2 §6); general information needs customer-update-info only for an organization. */
const actionFlags: Record<keyof ContactActions, FeatureName | undefined> = {
  generalInfo: undefined,
  status: 'update-organization-status',
  emails: 'add-contacts-emails',
  addPhone: 'add-contacts-phones',
  editPhone: 'edit-contacts-phones',
  addAddress: 'add-contacts-address',
  editAddress: 'edit-contacts-address',
  addIdentifier: 'add-contacts-identifiers',
  editIdentifier: 'edit-contacts-identifiers',
  addMember: 'add-contacts-members',
};

/** What a relation allows, flags aside. */
function allowedBy(relation: Relation, item: ContactItem, action: keyof ContactActions): boolean {
  if (relation === 'none') return false;
  switch (action) {
    case 'status':
      // Administrators, and customers for their suppliers (part 2 §4); an organization only.
      return item.partyType === 2 && (relation === 'tenant' || relation === 'supplier-of-customer');
    case 'addMember':
      // Administrators to any organization or group; a customer to its own organization (its suppliers).
      return item.partyType !== 1 && (relation === 'tenant' || (relation === 'own-organization' && item.organizationRole === 'customer'));
    case 'generalInfo':
      return relation !== 'supplier-of-customer' || item.partyType === 2;
    default:
      return true;
  }
}

const nextOrdinal = (list: readonly { ordinal: number }[]) => list.reduce((max, i) => Math.max(max, i.ordinal), 0) + 1;

/**
 * Changes to a contact's detail (part 2 §2.2, §4, §5, §7): general information, an organization's status, e-mails,
 * phones and addresses. Each change: the contact must be visible to the caller (else 404, as another tenant's),
 * the caller's relation and the flags must allow it (403), the version must be the one the caller read (If-Match,
 * 409), and the write itself replaces the stored version only if nobody changed it meanwhile (409). The event log
 * records who changed what.
 */
export class ContactEditingService {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly users: UsersRepository,
    private readonly directory: DirectoryService,
    private readonly events: EventLog,
    /** A supplier's name, RFC or status is part of its compliance figures (decision 019). */
    private readonly notifySupplier: (scope: Principal, supplierId: string) => Promise<void> = supplierChanged,
  ) {}

  /** GET /api/contacts/{id}: the detail, its version and what the caller may change. */
  async detail(principal: Principal, id: string): Promise<ContactDetail> {
    const item = await this.directory.visibleContact(principal, id);
    return this.present(principal, item);
  }

  private async companyOf(principal: Principal): Promise<string | undefined> {
    if (tenantEditors.includes(principal.role)) return undefined;
    return (await this.users.read(principal, principal.userId))?.companyId;
  }

  private async actionsFor(principal: Principal, item: ContactItem): Promise<ContactActions> {
    const [companyId, flags] = await Promise.all([this.companyOf(principal), featuresOf(principal)]);
    const relation = relationOf(principal.role, companyId, item);
    const actions = {} as ContactActions;
    for (const name of contactActionNames) {
      const flag = name === 'generalInfo' && item.partyType === 2 ? 'customer-update-info' : actionFlags[name];
      actions[name] = allowedBy(relation, item, name) && (!flag || flags[flag] === true);
    }
    return actions;
  }

  private async present(principal: Principal, item: ContactItem): Promise<ContactDetail> {
    const [detail, actions] = await Promise.all([this.directory.detailFor(principal, item), this.actionsFor(principal, item)]);
    return { ...detail, etag: etagOf(item), actions };
  }

  /** The contact, if the caller may see it (else 404) and take this action on it (else 403). */
  private async allowed(principal: Principal, id: string, action: keyof ContactActions): Promise<ContactItem> {
    const item = await this.directory.visibleContact(principal, id);
    const actions = await this.actionsFor(principal, item);
    if (!actions[action]) {
      const flag = action === 'generalInfo' && item.partyType === 2 ? 'customer-update-info' : actionFlags[action];
      const companyId = await this.companyOf(principal);
      // The relation allows it but a flag is off: say so (403 feature_disabled), like the endpoint gate does.
      if (flag && allowedBy(relationOf(principal.role, companyId, item), item, action)) throw new FeatureDisabledError();
      throw new ForbiddenError();
    }
    return item;
  }

  /**
   * The one write path: read what the caller may see, check the action and the version, apply `change` to a copy,
   * replace it under the version read (a concurrent change answers 409), log it, answer the new detail.
   */
  private async change(
    ctx: ChangeContext,
    id: string,
    action: keyof ContactActions,
    change: (item: ContactItem) => { item: ContactItem; ordinal?: number; summary: string },
  ): Promise<ContactChangeResponse & { item: ContactItem; before: ContactItem }> {
    const { principal } = ctx;
    const before = await this.allowed(principal, id, action);
    if (ctx.ifMatch && ctx.ifMatch !== '*' && ctx.ifMatch !== etagOf(before)) throw new ConflictError();
    const result = change(structuredClone(before));
    const next: ContactItem = { ...primaryFields(before, result.item), modifiedAt: new Date().toISOString(), modifiedBy: principal.userId };
    const saved = await this.contacts.replaceVersion(principal, next, etagOf(before));
    if (saved.organizationRole === 'supplier' || before.organizationRole === 'supplier') await this.notifySupplier(principal, saved.id);
    await this.events.record(principal, {
      type: `contacts.${action}`,
      summary: `${result.summary} (${before.displayName.slice(0, 80)})`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { contactId: id, ...(result.ordinal !== undefined ? { ordinal: result.ordinal } : {}) },
    });
    return { contact: await this.present(principal, saved), ...(result.ordinal !== undefined ? { ordinal: result.ordinal } : {}), item: saved, before };
  }

  /** For a change that writes elsewhere first (a new identifier type): the same visibility and action checks. */
  async assertAllowed(principal: Principal, id: string, action: keyof ContactActions): Promise<void> {
    await this.allowed(principal, id, action);
  }

  /** A change to a contact's identifiers, through the one write path. */
  async changeIdentifiers(
    ctx: ChangeContext,
    id: string,
    action: 'addIdentifier' | 'editIdentifier',
    change: (identifiers: Identifier[]) => { identifiers: Identifier[]; summary: string },
  ): Promise<ContactChangeResponse> {
    return strip(
      await this.change(ctx, id, action, (item) => {
        const next = change(item.identifiers);
        return { item: { ...item, identifiers: next.identifiers }, summary: next.summary };
      }),
    );
  }

  /**
   * POST /api/contacts/add: creates the organization (or a group, only under the main group) and makes it a member
   * of the owner, whose memberIds and scopeIds are rewritten (decision 008); a tenant RFC already in use answers
   * 409. The member is created first and removed again if the owner cannot be written (409 on a clash), so a
   * failure leaves nothing behind.
   */
  async addMember(ctx: ChangeContext, input: MemberAdd): Promise<MemberAddResponse> {
    const { principal } = ctx;
    const owner = await this.allowed(principal, input.ownerPublicKey, 'addMember');
    const mainGroup = owner.partyType === 3 && owner.identifiers.some((i) => i.key === 'main.group');
    if (input.contactType === 'group' && !mainGroup) throw new BadRequestError({ contactType: [memberMessages.groupOnlyInMainGroup] });
    if ((await this.contacts.organizationsByRfc(principal, input.rfc)).length > 0) throw new ConflictError(memberMessages.failed);
    if (ctx.ifMatch && ctx.ifMatch !== '*' && ctx.ifMatch !== etagOf(owner)) throw new ConflictError();

    const now = new Date().toISOString();
    const partyType = input.contactType === 'group' ? 3 : 2;
    const id = `${partyType === 3 ? 'grp' : 'org'}-${randomUUID().slice(0, 13)}`;
    // Under the main group sit the tenant's own companies (customers); elsewhere the members are suppliers, and a
    // customer's members serve it.
    const customerIds = owner.partyType === 2 && owner.organizationRole === 'customer' ? [owner.id] : [];
    const member: NewContact = {
      id,
      type: 'contact',
      partyType,
      displayName: input.displayName,
      summary: input.fullName,
      identifiers: [
        { key: 'rfc', name: 'RFC', value: input.rfc },
        { key: 'sap.id', name: 'SAP ID', value: input.logicalKey },
      ],
      ...(partyType === 2 ? { organizationRole: mainGroup ? ('customer' as const) : ('supplier' as const) } : {}),
      ...(customerIds.length ? { customerIds } : {}),
      memberIds: [],
      locked: false,
      createdAt: now,
      modifiedAt: now,
      modifiedBy: principal.userId,
    };
    member.scopeIds = scopeIdsOf(member);
    await this.contacts.create(principal, member);
    const memberIds = [...(owner.memberIds ?? []), id];
    const nextOwner: ContactItem = { ...owner, memberIds, scopeIds: owner.partyType === 3 ? scopeIdsOf({ ...owner, memberIds }) : owner.scopeIds, modifiedAt: now, modifiedBy: principal.userId };
    let saved: ContactItem;
    try {
      saved = await this.contacts.replaceVersion(principal, nextOwner, etagOf(owner));
    } catch (err) {
      await this.contacts.remove(principal, id);
      throw err;
    }
    if (member.organizationRole === 'supplier') await this.notifySupplier(principal, id);
    await this.events.record(principal, {
      type: 'contacts.addMember',
      summary: `Miembro ${input.displayName.slice(0, 80)} agregado a ${owner.displayName.slice(0, 80)}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { contactId: owner.id, memberId: id },
    });
    return { contact: await this.present(principal, saved), data: { publicKey: id }, message: memberMessages.added };
  }

  /** POST …/general-info/update. A renamed organization's people get its new name as their companyName (decision 008). */
  async updateGeneralInfo(ctx: ChangeContext, id: string, input: GeneralInfo): Promise<ContactChangeResponse> {
    const result = await this.change(ctx, id, 'generalInfo', (item) => {
      const next: ContactItem = { ...item, displayName: input.displayName };
      if (item.partyType === 1) {
        for (const [field, value] of [
          ['personTitle', input.personTitle],
          ['firstName', input.firstName],
          ['lastName1', input.lastName1],
          ['lastName2', input.lastName2],
          ['jobTitle', input.jobtitle],
        ] as const) {
          if (value) next[field] = value;
          else delete next[field];
        }
      }
      return { item: next, summary: 'Información general actualizada' };
    });
    if (result.item.partyType === 2 && result.before.displayName !== result.item.displayName) {
      // companyName is a copy kept for the table; rewritten after the organization (a rename again repairs it).
      const people = await this.contacts.peopleOf(ctx.principal, id);
      for (const person of people) {
        if (person.companyName !== result.item.displayName) await this.contacts.upsert(ctx.principal, { ...person, companyName: result.item.displayName });
      }
    }
    return strip(result);
  }

  /** POST …/status/update: L locks (inactive), U unlocks (active). */
  async updateStatus(ctx: ChangeContext, id: string, input: StatusUpdate): Promise<ContactChangeResponse> {
    return strip(
      await this.change(ctx, id, 'status', (item) => {
        if (item.partyType !== 2) throw new BadRequestError({ isOrganization: ['Solo una organización tiene estatus.'] });
        return { item: { ...item, locked: input.status === 'L' }, summary: input.status === 'L' ? 'Organización desactivada' : 'Organización activada' };
      }),
    );
  }

  async addEmail(ctx: ChangeContext, id: string, input: EmailInput): Promise<ContactChangeResponse> {
    checkKey(id, input.contactPublicKey);
    return strip(
      await this.change(ctx, id, 'emails', (item) => {
        const emails = item.emails ?? [];
        const ordinal = nextOrdinal(emails);
        const email: ContactEmail = { ordinal, emailAddress: input.emailAddress, locationName: input.locationName };
        return { item: { ...item, emails: [...emails, email] }, ordinal, summary: 'Correo agregado' };
      }),
    );
  }

  async updateEmail(ctx: ChangeContext, id: string, input: EmailInput): Promise<ContactChangeResponse> {
    checkKey(id, input.contactPublicKey);
    return strip(
      await this.change(ctx, id, 'emails', (item) => ({
        item: { ...item, emails: replaceAt(item.emails, input.ordinal, (e) => ({ ...e, emailAddress: input.emailAddress, locationName: input.locationName })) },
        summary: 'Correo actualizado',
      })),
    );
  }

  async deleteEmail(ctx: ChangeContext, id: string, ordinal: number, contactPublicKey?: string): Promise<ContactChangeResponse> {
    checkKey(id, contactPublicKey);
    return strip(await this.change(ctx, id, 'emails', (item) => ({ item: { ...item, emails: removeAt(item.emails, ordinal) }, summary: 'Correo eliminado' })));
  }

  async addPhone(ctx: ChangeContext, id: string, input: PhoneInput): Promise<ContactChangeResponse> {
    checkKey(id, input.contactPublicKey);
    return strip(
      await this.change(ctx, id, 'addPhone', (item) => {
        const phones = item.phones ?? [];
        const ordinal = nextOrdinal(phones);
        return { item: { ...item, phones: [...phones, toPhone(ordinal, input)] }, ordinal, summary: 'Teléfono agregado' };
      }),
    );
  }

  async updatePhone(ctx: ChangeContext, id: string, input: PhoneInput): Promise<ContactChangeResponse> {
    checkKey(id, input.contactPublicKey);
    return strip(
      await this.change(ctx, id, 'editPhone', (item) => ({
        item: { ...item, phones: replaceAt(item.phones, input.ordinal, (p) => ({ ...toPhone(p.ordinal, input), ...(p.extension ? { extension: p.extension } : {}) })) },
        summary: 'Teléfono actualizado',
      })),
    );
  }

  async deletePhone(ctx: ChangeContext, id: string, ordinal: number, contactPublicKey?: string): Promise<ContactChangeResponse> {
    checkKey(id, contactPublicKey);
    return strip(await this.change(ctx, id, 'editPhone', (item) => ({ item: { ...item, phones: removeAt(item.phones, ordinal) }, summary: 'Teléfono eliminado' })));
  }

  async addAddress(ctx: ChangeContext, id: string, input: AddressInput): Promise<ContactChangeResponse> {
    checkKey(id, input.contactPublicKey);
    return strip(
      await this.change(ctx, id, 'addAddress', (item) => {
        const addresses = item.addresses ?? [];
        const ordinal = nextOrdinal(addresses);
        return { item: { ...item, addresses: [...addresses, toAddress(ordinal, input)] }, ordinal, summary: 'Domicilio agregado' };
      }),
    );
  }

  async updateAddress(ctx: ChangeContext, id: string, input: AddressInput): Promise<ContactChangeResponse> {
    checkKey(id, input.contactPublicKey);
    return strip(
      await this.change(ctx, id, 'editAddress', (item) => ({
        item: { ...item, addresses: replaceAt(item.addresses, input.ordinal, (a) => toAddress(a.ordinal, input)) },
        summary: 'Domicilio actualizado',
      })),
    );
  }

  async deleteAddress(ctx: ChangeContext, id: string, ordinal: number, contactPublicKey?: string): Promise<ContactChangeResponse> {
    checkKey(id, contactPublicKey);
    return strip(await this.change(ctx, id, 'editAddress', (item) => ({ item: { ...item, addresses: removeAt(item.addresses, ordinal) }, summary: 'Domicilio eliminado' })));
  }
}

/** Identifiers (part 2 §2.2, §5, §7): the tenant's catalog of types, and a contact's identifiers by key. */
export class IdentifierEditing {
  constructor(
    private readonly editing: ContactEditingService,
    private readonly types: IdentifierTypesRepository,
  ) {}

  /** GET /api/identifiersType: the catalog, by name; with isMeta only the types also used as document metadata. */
  async list(principal: Principal, isMeta: boolean): Promise<IdentifierType[]> {
    const all = await this.types.list(principal);
    return all
      .filter((t) => !isMeta || t.isMeta)
      .map((t) => ({ key: t.key, name: t.name, relatedToSuppliers: t.relatedToSuppliers }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }

  /**
   * POST /api/identifiers/add: checks the value by its type, adds a new type to the catalog (after the caller is
   * known to be allowed) and then the identifier to the contact; a key the contact already has answers 400.
   */
  async add(ctx: ChangeContext, input: IdentifierAdd): Promise<IdentifierChangeResponse> {
    const check = checkIdentifierValue(input.key, input.value);
    if (check.error) throw new BadRequestError({ value: [check.error] });
    const known = (await this.types.list(ctx.principal)).find((t) => t.key === input.key);
    if (!known) {
      await this.editing.assertAllowed(ctx.principal, input.entityPublicKey, 'addIdentifier');
      await this.types.add(ctx.principal, { key: input.key, name: input.name, isMeta: input.isMeta ?? false, relatedToSuppliers: input.relatedToSuppliers ?? false });
    }
    const identifier = { key: input.key, name: known?.name ?? input.name, value: check.value };
    const result = await this.editing.changeIdentifiers(ctx, input.entityPublicKey, 'addIdentifier', (identifiers) => {
      if (identifiers.some((i) => i.key === input.key)) throw new BadRequestError({ key: [identifierMessages.duplicate] });
      return { identifiers: [...identifiers, identifier], summary: `Identificador ${identifier.name} agregado` };
    });
    return { ...result, data: identifier, message: identifierMessages.added, warnings: check.warning ? [check.warning] : [] };
  }

  /** PUT /api/identifiers/update: the value of the identifier of that key, if it is still `previousValue` (else 409). */
  async update(ctx: ChangeContext, input: IdentifierUpdate): Promise<IdentifierChangeResponse> {
    const check = checkIdentifierValue(input.key, input.value);
    if (check.error) throw new BadRequestError({ value: [check.error] });
    let updated: Identifier | undefined;
    const result = await this.editing.changeIdentifiers(ctx, input.entityPublicKey, 'editIdentifier', (identifiers) => {
      const current = identifiers.find((i) => i.key === input.key);
      if (!current) throw new NotFoundError('El identificador ya no existe. Recargue la página.');
      if (input.previousValue !== undefined && current.value !== input.previousValue) throw new ConflictError();
      updated = { ...current, value: check.value };
      return { identifiers: identifiers.map((i) => (i.key === input.key ? updated! : i)), summary: `Identificador ${current.name} actualizado` };
    });
    return { ...result, data: updated!, message: identifierMessages.updated, warnings: check.warning ? [check.warning] : [] };
  }
}

function strip(result: ContactChangeResponse & { item: ContactItem; before: ContactItem }): ContactChangeResponse {
  return { contact: result.contact, ...(result.ordinal !== undefined ? { ordinal: result.ordinal } : {}) };
}

/** The body may name the contact; when it does, it must be the one of the path. */
function checkKey(id: string, contactPublicKey: string | undefined) {
  if (contactPublicKey !== undefined && contactPublicKey !== id) throw new BadRequestError({ contactPublicKey: ['El contacto no coincide con el de la ruta.'] });
}

const ordinalMissing = () => new NotFoundError('El elemento ya no existe. Recargue la página.');

function replaceAt<T extends { ordinal: number }>(list: T[] | undefined, ordinal: number | undefined, update: (item: T) => T): T[] {
  const items = list ?? [];
  if (!items.some((i) => i.ordinal === ordinal)) throw ordinalMissing();
  return items.map((i) => (i.ordinal === ordinal ? update(i) : i));
}

function removeAt<T extends { ordinal: number }>(list: T[] | undefined, ordinal: number): T[] {
  const items = list ?? [];
  if (!items.some((i) => i.ordinal === ordinal)) throw ordinalMissing();
  return items.filter((i) => i.ordinal !== ordinal);
}

function toPhone(ordinal: number, input: PhoneInput): ContactPhone {
  const parts = phoneParts(input.phoneNumber);
  return { ordinal, phoneNumber: parts.numbersOnly, formattedNumber: parts.formattedNumber, locationName: input.locationName, numbersOnly: parts.numbersOnly, areaCode: parts.areaCode };
}

function toAddress(ordinal: number, input: AddressInput): ContactAddress {
  return {
    ordinal,
    displayName: input.displayName,
    locationName: input.locationName,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    country: input.country,
  };
}

const etagOf = (item: ContactItem) => (item as StoredItem)._etag ?? '';

/**
 * The table's e-mail and phone columns follow the lists when a change touched them: the first of each, none when
 * the list is now empty (searchText follows in withDerived).
 */
function primaryFields(before: ContactItem, item: ContactItem): ContactItem {
  const next = { ...item };
  if (JSON.stringify(before.emails ?? []) !== JSON.stringify(item.emails ?? [])) {
    const email = item.emails?.[0]?.emailAddress;
    if (email) next.emailAddress = email;
    else delete next.emailAddress;
  }
  if (JSON.stringify(before.phones ?? []) !== JSON.stringify(item.phones ?? [])) {
    const phone = item.phones?.[0]?.formattedNumber;
    if (phone) next.phoneNumber = phone;
    else delete next.phoneNumber;
  }
  return next;
}

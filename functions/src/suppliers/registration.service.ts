import { checkRfc, registrationMessages, registrationTexts, supplierMessages, type redeemSupplierInviteRequestSchema, type RedeemSupplierInviteResponse, type SupplierInviteInfoResponse } from '@expediente/contracts';
import type { z } from 'zod';
import { hashSecret } from '../auth/link-tokens';
import { hashPassword } from '../auth/password';
import { normalizeEmail, type UsersRepository } from '../auth/users.repository';
import type { ContactItem, ContactsRepository, NewContact } from '../contacts/contacts.repository';
import { scopeIdsOf } from '../contacts/directory.service';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import { platformScope, type EventLog, type EventOrigin } from '../platform/events';
import { changeOrganization, createOrChangeOrganization, invitedPersonId, invitedUserId, supplierOrganizationId, withItem, writable } from './directory-writes';
import { phoneFields } from './onboarding.service';
import type { RegistrationThrottle } from './registration-throttle';
import { supplierInvitationId, type SupplierInvitationItem, type SupplierInvitationsRepository } from './supplier-invitations.repository';
import { tenantCounters } from '../admin/counters.repository';

type Redeem = z.output<typeof redeemSupplierInviteRequestSchema>;

/** The secret part of a registration token (32 random bytes in base64url); the rest names the tenant. */
const SECRET_LENGTH = 43;

/** The tenant a token names, if it is well formed. */
function tenantOf(token: string): TenantScope | undefined {
  if (token.length <= SECRET_LENGTH) return undefined;
  const tenantId = Buffer.from(token.slice(SECRET_LENGTH), 'base64url').toString('utf8');
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(tenantId) ? { tenantId } : undefined;
}

const invalidInfo = () => new NotFoundError(registrationTexts.invalidToken);
const invalidToken = () => new BadRequestError({ Token: [registrationTexts.invalidToken] }, registrationTexts.invalidToken);
const emailTaken = () => new AppError(409, 'conflict', supplierMessages.emailTaken, { ContactEmail: [supplierMessages.emailTaken] });

/**
 * The public supplier registration (/supplier/redeem-invite, part 2 §2.13, §5): a link's information, and the
 * registration itself in one idempotent operation. The token is claimed first for this registration's RFC and
 * e-mail (so no other registration can use it), every item written has an id derived from the tenant and the RFC
 * or e-mail, and the token is marked used last: a retry after a crash, or the same request sent twice, writes
 * the same items again and ends the same way.
 */
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly contacts: ContactsRepository,
    private readonly invitations: SupplierInvitationsRepository,
    private readonly throttle: RegistrationThrottle,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** GET /api/suppliers/invite-info/{token}: who invites and until when; 404 for an unknown, used or expired link. */
  async info(token: string, from: EventOrigin): Promise<SupplierInviteInfoResponse> {
    await this.throttle.hit([
      { kind: 'address', value: from.ip },
      { kind: 'token', value: token },
    ]);
    const item = await this.find(token);
    if (!item || item.status === 'redeemed' || this.expired(item)) throw invalidInfo();
    return { customerName: item.customerName, expirationDate: item.expiresAt };
  }

  /** POST /api/suppliers/redeem-invite. */
  async redeem(input: Redeem, from: EventOrigin): Promise<RedeemSupplierInviteResponse> {
    await this.throttle.hit([
      { kind: 'address', value: from.ip },
      { kind: 'token', value: input.Token },
    ]);
    const rfc = input.SupplierRfc;
    const email = normalizeEmail(input.ContactEmail);
    const rfcWarning = checkRfc(rfc).checkDigitMismatch ? registrationMessages.rfcCheckDigitWarning : undefined;
    const answer: RedeemSupplierInviteResponse = { success: true, ...(rfcWarning ? { rfcWarning } : {}) };
    const mine = (item: SupplierInvitationItem) => item.claim?.rfc === rfc && item.claim.email === email;

    let item = await this.find(input.Token);
    if (!item) throw await this.refuse(undefined, 'invalid-token', from);
    const scope: TenantScope = { tenantId: item.tenantId };
    // The same registration sent again after it completed: the same answer, nothing written.
    if (item.status === 'redeemed') {
      if (mine(item)) return answer;
      throw await this.refuse(scope, 'already-used', from);
    }
    if (item.status === 'redeeming' && !mine(item)) throw await this.refuse(scope, 'already-used', from);
    if (item.status === 'pending' && this.expired(item)) throw await this.refuse(scope, 'expired', from);

    const userId = invitedUserId(scope.tenantId, email);
    const registered = await this.users.findByEmail(email);
    // A user with this e-mail can only be this registration's own, written by an earlier attempt of it.
    if (registered && (item.status === 'pending' || registered.id !== userId || registered.tenantId !== scope.tenantId)) throw emailTaken();

    const byRfc = (await this.contacts.organizationsByRfc(scope, rfc))[0];
    if (byRfc && byRfc.organizationRole !== 'supplier') throw new AppError(409, 'conflict', supplierMessages.rfcTaken, { SupplierRfc: [supplierMessages.rfcTaken] });

    if (item.status === 'pending') item = await this.claim(item, { rfc, email }, mine, from);

    const now = new Date(this.clock.now()).toISOString();
    const personId = invitedPersonId(scope.tenantId, email);
    const orgId = byRfc?.id ?? supplierOrganizationId(scope.tenantId, rfc);
    // The customer relationship and the contact person join whatever is stored, even if someone changes the
    // organization at the same moment (changeOrganization re-reads and re-applies on a version clash).
    const join = (current: NewContact): NewContact | undefined =>
      current.customerIds?.includes(item.customerId) && current.memberIds?.includes(personId)
        ? undefined
        : { ...current, customerIds: withItem(current.customerIds, item.customerId), memberIds: withItem(current.memberIds, personId), modifiedAt: now, modifiedBy: userId };
    const fresh: NewContact = {
          id: orgId,
          type: 'contact',
          partyType: 2,
          displayName: input.SupplierName,
          organizationRole: 'supplier',
          identifiers: [
            { key: 'rfc', name: 'RFC', value: rfc },
            { key: 'supplier.id', name: 'ID de Proveedor', value: input.SupplierNumber },
          ],
          ...phoneFields(input.SupplierPhone),
          ...(input.SupplierEmail ? { emailAddress: input.SupplierEmail, emails: [{ ordinal: 1, emailAddress: input.SupplierEmail, locationName: 'Principal' }] } : {}),
          locked: false,
          createdAt: now,
          modifiedAt: now,
        };
    const org = byRfc ? await changeOrganization(this.contacts, scope, byRfc.id, join) : await createOrChangeOrganization(this.contacts, scope, fresh, join);
    await this.savePerson(scope, org, personId, input, email, now);
    const passwordHash = await hashPassword(input.Password);
    await this.users.upsert(scope, {
      id: userId,
      type: 'user',
      email,
      firstName: input.ContactFirstName,
      lastName1: input.ContactLastName,
      displayName: `${input.ContactFirstName} ${input.ContactLastName}`,
      primaryRole: 'Supplier',
      status: 'active',
      passwordHash,
      sessionVersion: (registered?.sessionVersion ?? 0) + 1,
      personContactId: personId,
      companyId: org.id,
      createdAt: registered?.createdAt ?? now,
    });
    if (!registered) await tenantCounters.add(scope, 'users', 1);

    // Last: the token is used. A lost race here means the same registration completed it already.
    try {
      await this.invitations.save({ ...item, status: 'redeemed', organizationId: org.id, redeemedAt: now });
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
    await this.events.record(scope, {
      type: 'suppliers.registered',
      summary: `Proveedor registrado: ${org.displayName} (${rfc}), contacto ${email}`,
      userId,
      email,
      from,
      detail: { organizationId: org.id, customerId: item.customerId, linkedExisting: !!byRfc },
    });
    return answer;
  }

  private async savePerson(scope: TenantScope, org: ContactItem, personId: string, input: Redeem, email: string, now: string) {
    const existing = await this.contacts.read(scope, personId);
    const person: NewContact = {
      ...(existing ? writable(existing) : { createdAt: now, identifiers: [], locked: false, type: 'contact' as const }),
      id: personId,
      partyType: 1,
      displayName: `${input.ContactFirstName} ${input.ContactLastName}`,
      firstName: input.ContactFirstName,
      lastName1: input.ContactLastName,
      emailAddress: email,
      emails: [{ ordinal: 1, emailAddress: email, locationName: 'Trabajo' }],
      companyId: org.id,
      companyName: org.displayName,
      modifiedAt: now,
    };
    await this.contacts.upsert(scope, { ...person, scopeIds: scopeIdsOf(person, org) });
    if (!existing) await tenantCounters.add(scope, 'contacts', 1);
  }

  /** Marks a pending token as taken by this registration; a lost race is fine only if the winner is the same one. */
  private async claim(item: SupplierInvitationItem, claim: { rfc: string; email: string }, mine: (i: SupplierInvitationItem) => boolean, from: EventOrigin) {
    const scope = { tenantId: item.tenantId };
    try {
      return await this.invitations.save({ ...item, status: 'redeeming', claim });
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
      const now = await this.invitations.read(scope, item.id);
      if (now && now.status === 'redeeming' && mine(now)) return now;
      throw await this.refuse(scope, 'already-used', from);
    }
  }

  private async find(token: string): Promise<SupplierInvitationItem | undefined> {
    const scope = tenantOf(token);
    if (!scope) return undefined;
    const hash = hashSecret(token);
    return this.invitations.read(scope, supplierInvitationId(hash));
  }

  private expired(item: SupplierInvitationItem) {
    return Date.parse(item.expiresAt) <= this.clock.now();
  }

  private async refuse(scope: TenantScope | undefined, reason: string, from: EventOrigin) {
    await this.events.record(scope ?? platformScope, { type: 'suppliers.registration-refused', summary: 'Registro de proveedor con una invitación no válida', from, detail: { reason } });
    return invalidToken();
  }
}

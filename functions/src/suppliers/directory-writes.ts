import { hashSecret } from '../auth/link-tokens';
import { normalizeEmail } from '../auth/users.repository';
import type { TenantScope } from '../platform/cosmos';
import { ConflictError, NotFoundError } from '../platform/errors';
import type { ContactItem, ContactsRepository, NewContact } from '../contacts/contacts.repository';
import { scopeIdsOf } from '../contacts/directory.service';

/**
 * Ids derived from what identifies a thing in its tenant (an RFC, an e-mail), so a retried request writes the same
 * items instead of duplicates.
 */
const digest = (...parts: string[]) => hashSecret(parts.join('|')).slice(0, 24);
export const supplierOrganizationId = (tenantId: string, rfc: string) => `sup-${digest(tenantId, 'rfc', rfc.toUpperCase())}`;
export const invitedUserId = (tenantId: string, email: string) => `usr-${digest(tenantId, 'user', normalizeEmail(email))}`;
export const invitedPersonId = (tenantId: string, email: string) => `per-${digest(tenantId, 'person', normalizeEmail(email))}`;

/** A stored item without Cosmos' system fields, ready to be written again. */
export function writable(item: ContactItem): NewContact {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { tenantId, pk, searchText, sortKey, _etag, _rid, _self, _ts, _attachments, ...rest } = item as ContactItem & Record<string, unknown>;
  return rest as NewContact;
}

/** How often a change is tried again when someone else changed the organization in between. */
/** Writers racing on one organization each win a round: enough rounds for a burst of them, with jittered waits. */
const CHANGE_ATTEMPTS = 12;
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

/**
 * Changes a stored organization without losing a concurrent change: reads it, applies `change` to what it read and
 * writes only if it is still that version (If-Match); when someone wrote in between it reads again and re-applies,
 * so two customers added to one supplier at the same moment both stay. Then its people's scopeIds follow
 * (decision 008: a supplier gaining a customer must be seen by that customer's users, people included). `change`
 * answers undefined when there is nothing to write.
 */
export async function changeOrganization(
  contacts: ContactsRepository,
  scope: TenantScope,
  id: string,
  change: (current: NewContact) => NewContact | undefined,
): Promise<ContactItem> {
  for (let attempt = 1; ; attempt++) {
    const current = await contacts.read(scope, id);
    if (!current) throw new NotFoundError();
    const next = change(writable(current));
    if (!next) return current;
    const etag = (current as ContactItem & { _etag?: string })._etag;
    try {
      const saved = etag ? await contacts.replaceVersion(scope, { ...current, ...next, scopeIds: scopeIdsOf(next) } as ContactItem, etag) : await contacts.upsert(scope, { ...next, scopeIds: scopeIdsOf(next) });
      await refreshPeople(contacts, scope, saved);
      return saved;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= CHANGE_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
}

async function refreshPeople(contacts: ContactsRepository, scope: TenantScope, org: ContactItem): Promise<void> {
  for (const person of await contacts.peopleOf(scope, org.id)) {
    const next = scopeIdsOf(person, org);
    if (!sameSet(next, person.scopeIds ?? []) || person.companyName !== org.displayName) {
      await contacts.upsert(scope, { ...writable(person), scopeIds: next, companyName: org.displayName });
    }
  }
}

/**
 * Creates an organization, or — when it exists already (a retried request, or another registration of the same RFC
 * at the same moment) — applies `change` to the stored one with changeOrganization, so neither write is lost.
 */
export async function createOrChangeOrganization(
  contacts: ContactsRepository,
  scope: TenantScope,
  fresh: NewContact,
  change: (current: NewContact) => NewContact | undefined,
): Promise<ContactItem> {
  const first = change(fresh) ?? fresh;
  try {
    const created = await contacts.create(scope, { ...first, scopeIds: scopeIdsOf(first) });
    await refreshPeople(contacts, scope, created);
    return created;
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return changeOrganization(contacts, scope, fresh.id, change);
  }
}

export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
export const withItem = (list: readonly string[] | undefined, id: string) => (list?.includes(id) ? [...list] : [...(list ?? []), id]);

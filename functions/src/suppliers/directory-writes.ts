import { hashSecret } from '../auth/link-tokens';
import { normalizeEmail } from '../auth/users.repository';
import type { TenantScope } from '../platform/cosmos';
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

/**
 * Writes an organization with its scopeIds recomputed, and rewrites its people's scopeIds when they changed
 * (decision 008: a supplier gaining a customer must be seen by that customer's users, people included).
 */
export async function saveOrganization(contacts: ContactsRepository, scope: TenantScope, org: NewContact): Promise<ContactItem> {
  const scopeIds = scopeIdsOf(org);
  const saved = await contacts.upsert(scope, { ...org, scopeIds });
  const people = await contacts.peopleOf(scope, org.id);
  for (const person of people) {
    const next = scopeIdsOf(person, saved);
    if (!sameSet(next, person.scopeIds ?? [])) await contacts.upsert(scope, { ...writable(person), scopeIds: next, companyName: saved.displayName });
  }
  return saved;
}

export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
export const withItem = (list: readonly string[] | undefined, id: string) => (list?.includes(id) ? [...list] : [...(list ?? []), id]);

import { featureCatalog } from '@expediente/contracts';
import { ContactsRepository, type NewContact } from '../contacts/contacts.repository';
import { scopeIdsOf } from '../contacts/directory.service';
import { documentTypes } from '../documents/composition';
import { ConflictError } from '../platform/errors';
import type { TenantScope } from '../platform/cosmos';
import { tenantCounters } from './counters.repository';
import { TenantsRepository, type TenantItem } from './tenants.repository';

/**
 * What a new tenant needs before anyone can work in it (decision 016), in one idempotent step: the document type
 * catalogue, the customer organization and the main group (contacts), then the tenant item with the flag defaults,
 * and finally its counters recounted. Every write is create-if-absent with fixed ids, and the tenant item is
 * written last, so a second call creates nothing and a call that stopped halfway is completed by the next one.
 */

export const customerOrganizationIdOf = (tenantId: string) => `org-${tenantId}`;
export const mainGroupIdOf = (tenantId: string) => `grp-${tenantId}`;

/** The catalogue's defaults, stored as the tenant's switches so a later change of a default leaves it alone. */
export function defaultFlags(): Record<string, boolean> {
  return Object.fromEntries(Object.entries(featureCatalog).map(([name, entry]) => [name, entry.defaultEnabled]));
}

/** The document type catalogue (contracts' sets, types and field definitions), create-if-absent. Also the seed's. */
export function provisionDocumentTypes(scope: TenantScope): Promise<number> {
  return documentTypes.seedCatalogue(scope);
}

export async function provisionTenant(input: { tenantId: string; displayName: string }, now: string): Promise<{ created: boolean }> {
  const scope: TenantScope = { tenantId: input.tenantId };
  const tenants = new TenantsRepository();
  const existing = await tenants.read(input.tenantId);
  if (existing) return { created: false };

  await provisionDocumentTypes(scope);
  const orgId = customerOrganizationIdOf(input.tenantId);
  const groupId = mainGroupIdOf(input.tenantId);
  const base = { type: 'contact' as const, locked: false, createdAt: now, modifiedAt: now, identifiers: [] };
  const organization: NewContact = { ...base, id: orgId, partyType: 2, displayName: input.displayName, organizationRole: 'customer', memberIds: [] };
  const group: NewContact = {
    ...base,
    id: groupId,
    partyType: 3,
    displayName: input.displayName,
    identifiers: [{ key: 'main.group', name: 'Grupo principal', value: 'true' }],
    memberIds: [orgId],
  };
  const contacts = new ContactsRepository();
  for (const contact of [organization, group]) {
    if (await contacts.read(scope, contact.id)) continue;
    try {
      await contacts.create(scope, { ...contact, scopeIds: scopeIdsOf(contact) });
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
  }

  const tenant: TenantItem = {
    id: input.tenantId,
    pk: input.tenantId,
    tenantId: input.tenantId,
    type: 'tenant',
    displayName: input.displayName,
    ssoHostLabels: [],
    customerOrganizationId: orgId,
    mainGroupId: groupId,
    features: defaultFlags(),
    createdAt: now,
  };
  let created = true;
  try {
    await tenants.create(tenant);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    created = false;
  }
  await tenantCounters.reconcile(scope, now);
  return { created };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactsRepository, type NewContact } from '../../contacts/contacts.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { changeOrganization, createOrChangeOrganization, withItem } from '../directory-writes';

/**
 * The directory writes of onboarding against the real (embedded) Cosmos DB: changes made at the same moment to one
 * organization all stay (version-checked writes that re-read and re-apply), and the people follow its scope.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
const contacts = new ContactsRepository();
const demo = { tenantId: 'demo-corporativo' };

beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});

const supplier = (id: string): NewContact => ({
  id,
  type: 'contact',
  partyType: 2,
  displayName: `Proveedor ${id}`,
  organizationRole: 'supplier',
  identifiers: [],
  memberIds: [],
  locked: false,
  createdAt: '2026-11-24T00:00:00.000Z',
  modifiedAt: '2026-11-24T00:00:00.000Z',
});
const addCustomer = (customerId: string) => (current: NewContact) =>
  current.customerIds?.includes(customerId) ? undefined : { ...current, customerIds: withItem(current.customerIds, customerId) };

describe('onboarding directory writes', () => {
  it('eight customers added to one supplier at the same moment are all kept, and its scope follows', async () => {
    await createOrChangeOrganization(contacts, demo, supplier('sup-concurrente'), () => undefined);
    const customers = Array.from({ length: 8 }, (_, i) => `org-cliente-${i}`);
    await Promise.all(customers.map((c) => changeOrganization(contacts, demo, 'sup-concurrente', addCustomer(c))));
    const stored = await contacts.read(demo, 'sup-concurrente');
    expect([...(stored?.customerIds ?? [])].sort()).toEqual([...customers].sort());
    expect([...(stored?.scopeIds ?? [])].sort()).toEqual(['sup-concurrente', ...customers].sort());
  });

  it('two creations of one organization at the same moment: one item, both customers', async () => {
    const fresh = supplier('sup-doble-alta');
    await Promise.all(['org-a', 'org-b'].map((c) => createOrChangeOrganization(contacts, demo, { ...fresh, customerIds: [c] }, addCustomer(c))));
    const stored = await contacts.read(demo, 'sup-doble-alta');
    expect([...(stored?.customerIds ?? [])].sort()).toEqual(['org-a', 'org-b']);
  });

  it('a change with nothing to do writes nothing', async () => {
    const before = await contacts.read(demo, 'sup-concurrente');
    await changeOrganization(contacts, demo, 'sup-concurrente', addCustomer('org-cliente-0'));
    expect((await contacts.read(demo, 'sup-concurrente'))?.modifiedAt).toBe(before?.modifiedAt);
    expect((await contacts.read(demo, 'sup-concurrente') as { _etag?: string })._etag).toBe((before as { _etag?: string })._etag);
  });
});

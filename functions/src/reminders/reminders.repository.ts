import type { UserItem } from '../auth/users.repository';
import type { ContactItem } from '../contacts/contacts.repository';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import type { TransactionAction } from '@azure/data-tables';
import { getClients } from '../platform/clients';
import { countStorageCall } from '../platform/request-context';
import { tables } from '../platform/resources';
import { TenantTable } from '../platform/tables';

/**
 * The reminders ledger: Table `reminders`, one partition per recipient (`<tenantId>|<userId>`), one row per reminder
 * sent (row key: the reminder's key, e.g. `<slotKey>|overdue|2026-11-17` or `week|2026-W48`), so nobody gets the same
 * reminder twice — a second run the same day finds its rows; a slot that turns overdue after a due-soon reminder has
 * a new key. Point reads and inserts only.
 */
type LedgerRow = { template: string; sentAt: string };

/** Table row keys may not hold / \ # ? or control characters. */
// eslint-disable-next-line no-control-regex
export const ledgerRowKey = (key: string) => key.replace(/[/\\#?\u0000-\u001f\u007f]/g, '_').slice(0, 512);

export class RemindersLedger {
  private readonly table = new TenantTable<LedgerRow>(tables.reminders);

  /**
   * The keys of `keys` already sent to the user: one point read for a single key, else the user's partition listed
   * (a supplier's digest can name hundreds of slots; a year of them is a few pages).
   */
  async sent(scope: TenantScope, userId: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 1) return (await this.table.get(scope, userId, ledgerRowKey(keys[0]!))) ? new Set(keys) : new Set();
    const rowKeys = new Set<string>();
    let continuationToken: string | undefined;
    do {
      const page = await this.table.list(scope, userId, { pageSize: 1000, ...(continuationToken ? { continuationToken } : {}) });
      for (const row of page.items) if (row.rowKey) rowKeys.add(row.rowKey);
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return new Set(keys.filter((k) => rowKeys.has(ledgerRowKey(k))));
  }

  /** Records reminders as sent, 100 rows a transaction (one partition); upserts, so a concurrent run's rows are fine. */
  async record(scope: TenantScope, userId: string, keys: readonly string[], row: LedgerRow): Promise<void> {
    const client = getClients().table(tables.reminders);
    // The same partition key TenantTable writes: `<tenantId>|<userId>`.
    const partitionKey = `${scope.tenantId}|${userId}`;
    const unique = [...new Set(keys.map(ledgerRowKey))];
    for (let i = 0; i < unique.length; i += 100) {
      const actions: TransactionAction[] = unique.slice(i, i + 100).map((rowKey) => ['upsert', { partitionKey, rowKey, ...row }, 'Replace']);
      countStorageCall('table');
      await client.submitTransaction(actions);
    }
  }
}

export type ReminderUser = Pick<UserItem, 'id' | 'email' | 'firstName' | 'displayName' | 'companyId' | 'primaryRole' | 'reminderEmailsOff'>;
export type ReminderOrganization = Pick<ContactItem, 'id' | 'displayName' | 'organizationRole' | 'locked' | 'customerIds' | 'sat69b'>;

/**
 * Who the reminders go to: the tenant's active users and its organizations, read with queries only from the `users`
 * (owned by auth/) and `contacts` (owned by contacts/) containers — two queries per tenant and run.
 */
export class ReminderAudienceRepository {
  private readonly users = new TenantContainer<UserItem>('users');
  private readonly contacts = new TenantContainer<ContactItem>('contacts');

  activeUsers(scope: TenantScope): Promise<ReminderUser[]> {
    return this.users.queryAll(scope, { pk: scope.tenantId, where: "c.type = 'user' AND c.status = 'active'" }, 100_000);
  }

  organizations(scope: TenantScope): Promise<ReminderOrganization[]> {
    return this.contacts.queryAll(scope, { pk: scope.tenantId, where: "c.type = 'contact' AND c.partyType = 2" }, 50_000);
  }
}

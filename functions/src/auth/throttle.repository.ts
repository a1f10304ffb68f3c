import { platformScope } from '../platform/events';
import { tables } from '../platform/resources';
import { TenantTable } from '../platform/tables';

/** Failure counters per action and subject (table `throttle`, platform scope: subjects span tenants). */
export type ThrottleRow = {
  failures: number;
  /** ISO 8601. */
  lastFailureAt: string;
  /** ISO 8601; attempts before it answer 429. */
  blockedUntil: string;
};

export class ThrottleRepository {
  private readonly table = new TenantTable<ThrottleRow>(tables.throttle);

  get(action: string, key: string) {
    return this.table.get(platformScope, action, key);
  }

  insert(action: string, key: string, row: ThrottleRow) {
    return this.table.insert(platformScope, action, key, row);
  }

  replace(action: string, key: string, row: ThrottleRow, etag: string) {
    return this.table.replace(platformScope, action, key, row, etag);
  }

  delete(action: string, key: string) {
    return this.table.delete(platformScope, action, key);
  }
}

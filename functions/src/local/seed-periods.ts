import { TenantsRepository } from '../admin/tenants.repository';
import { ContactsRepository, type ContactItem } from '../contacts/contacts.repository';
import { PeriodsRepository, type NewPeriod } from '../periods/periods.repository';
import type { TenantScope } from '../platform/cosmos';

/**
 * Seed version 5: supplier periods ('Proveedores - Sociedades') for every supplier organization of a tenant with
 * its customer organization: one or two each, some ended, some current, none overlapping. Demo Corporativo also
 * gets get-all-periods on (off by default) so its administrators' list reads the whole tenant's periods.
 */

const identifier = (item: ContactItem, key: string) => item.identifiers.find((i) => i.key === key)?.value ?? '';

/** The demo's periods for the i-th supplier (by id): whole months, in order, never overlapping. */
export function demoPeriodDates(i: number, locked: boolean): { startDate: string; endDate: string }[] {
  if (locked) return [{ startDate: '2022-01-01', endDate: '2024-06-30' }];
  switch (i % 4) {
    case 0:
      return [
        { startDate: '2023-01-01', endDate: '2024-12-31' },
        { startDate: '2025-01-01', endDate: '2026-12-31' },
      ];
    case 1:
      return [{ startDate: `${2024 + (i % 2)}-${String(1 + (i % 12)).padStart(2, '0')}-01`, endDate: '2027-06-30' }];
    case 2:
      return [
        { startDate: '2021-03-01', endDate: '2023-02-28' },
        { startDate: '2024-07-01', endDate: '2027-12-31' },
      ];
    default:
      return [{ startDate: '2025-04-01', endDate: '2026-03-31' }];
  }
}

export const demoPeriodId = (supplierId: string, n: number) => `prd-seed-${supplierId}-${n}`;

export async function seedPeriods(scope: TenantScope, customerId: string | undefined, now: string, turnOnAllPeriods: boolean): Promise<void> {
  if (!customerId) return;
  const contacts = new ContactsRepository();
  const periods = new PeriodsRepository();
  const customer = await contacts.read(scope, customerId);
  if (!customer) return;
  const suppliers = (await contacts.organizationsAndGroups(scope, [2])).filter((o) => o.organizationRole === 'supplier').sort((a, b) => a.id.localeCompare(b.id));
  for (const [i, supplier] of suppliers.entries()) {
    for (const [n, dates] of demoPeriodDates(i, supplier.locked).entries()) {
      const period: NewPeriod = {
        id: demoPeriodId(supplier.id, n + 1),
        type: 'period',
        supplierPK: supplier.id,
        ownerPK: supplier.id,
        supplierDisplayName: supplier.displayName,
        supplierRFC: identifier(supplier, 'rfc'),
        supplierNumber: identifier(supplier, 'supplier.id'),
        customerPK: customer.id,
        customerDisplayName: customer.displayName,
        ...dates,
        createdAt: now,
        createdBy: 'seed',
        modifiedAt: now,
        modifiedBy: 'seed',
      };
      await periods.upsert(scope, period);
    }
  }
  if (turnOnAllPeriods) {
    const tenants = new TenantsRepository();
    const tenant = await tenants.read(scope.tenantId);
    if (tenant && tenant.features?.['get-all-periods'] === undefined) await tenants.save({ ...tenant, features: { ...tenant.features, 'get-all-periods': true } });
  }
}

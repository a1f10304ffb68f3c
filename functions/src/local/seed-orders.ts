import { ContactsRepository } from '../contacts/contacts.repository';
import { OrdersRepository, type NewOrder } from '../orders/orders.repository';
import type { TenantScope } from '../platform/cosmos';

/**
 * Demo service orders (issue 17): about 60 orders of the tenant's customer to its active suppliers, service dates
 * from July 2025 to June 2026, totals from $8,000 to $450,000. Ids come from (customer, number) and every field is
 * fixed, so a rerun writes the same items again (upserts) and never a second copy. Their status, documents count and
 * compliance rate are the suppliers' figures, read with the list (the compliance projection), never stored here.
 */

const services = [
  'Servicio de limpieza de oficinas',
  'Mantenimiento preventivo de equipos',
  'Vigilancia y seguridad del corporativo',
  'Transporte de personal',
  'Jardinería y áreas verdes',
  'Soporte técnico en sitio',
  'Fumigación trimestral',
  'Mensajería y paquetería',
  'Mantenimiento de aire acondicionado',
  'Servicio de comedor',
];
/** Named suppliers first (they have demo documents, so their orders show real figures), then the directory's. */
const firstSuppliers = ['sup-limpieza-bajio', 'sup-transportes-norte', 'sup-seguridad-regional', 'sup-demo-01', 'sup-demo-02'];
const ORDERS_PER_TENANT: Record<string, number> = { 'demo-corporativo': 60, 'segundo-cliente': 4 };

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

export async function seedOrders(scope: TenantScope, customerId: string | undefined): Promise<void> {
  const count = ORDERS_PER_TENANT[scope.tenantId] ?? 0;
  if (!customerId || count === 0) return;
  const contacts = new ContactsRepository();
  const customer = await contacts.read(scope, customerId);
  if (!customer) return;
  const suppliers = (await contacts.suppliersOf(scope, customerId)).filter((s) => !s.locked);
  const ordered = [...firstSuppliers.map((id) => suppliers.find((s) => s.id === id)).filter((s) => s !== undefined), ...suppliers.filter((s) => !firstSuppliers.includes(s.id)).sort((a, b) => a.id.localeCompare(b.id))];
  if (ordered.length === 0) return;
  // The named suppliers (with demo documents) get two orders more than the rest; then every supplier round robin.
  const named = ordered.filter((s) => firstSuppliers.includes(s.id));
  const sequence = [...named, ...named, ...ordered];
  const rfcOf = (c: { identifiers: { key: string; value: string }[] }) => c.identifiers.find((i) => i.key === 'rfc')?.value ?? '';
  const repository = new OrdersRepository();
  for (let i = 0; i < count; i++) {
    const supplier = sequence[i % sequence.length]!;
    const month = (i * 7) % 12; // 0 = July 2025 … 11 = June 2026
    const year = month < 6 ? 2025 : 2026;
    const serviceDate = `${year}-${pad(((month + 6) % 12) + 1)}-${pad(1 + ((i * 11) % 28))}`;
    const order: NewOrder = {
      number: `OS-${year}-${pad(1001 + i, 4)}`,
      supplierId: supplier.id,
      supplierName: supplier.displayName,
      supplierRfc: rfcOf(supplier),
      customerId: customer.id,
      customerName: customer.displayName,
      customerRfc: rfcOf(customer),
      totalCents: 800_000 + ((i * 7_919_37) % 44_200_000),
      serviceDate,
      description: services[i % services.length]!,
      createdAt: `${serviceDate}T16:00:00.000Z`,
      createdBy: 'seed',
      createdByName: 'Datos de demostración',
      source: 'csv',
    };
    await repository.upsert(scope, order);
  }
}

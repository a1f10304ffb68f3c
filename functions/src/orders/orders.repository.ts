import { createHash } from 'node:crypto';
import { normalizeSearchText } from '@expediente/contracts';
import { TenantContainer, type StoredItem, type TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';

/**
 * Cosmos `orders` (pk = tenantId): service orders, a few thousand per tenant, listed with one query in the tenant's
 * partition. The id is a hash of (customer, order number in capitals): a second order with the same number for the
 * same customer collides on create (409) with no read first and no race. The party names and RFCs are copied in at
 * creation (with their search texts) so the list filters with one query; a later rename of an organization is not
 * carried into old orders (ours: the order keeps the names it was placed with).
 */
export type OrderItem = StoredItem & {
  type: 'order';
  number: string;
  supplierId: string;
  supplierName: string;
  supplierRfc: string;
  customerId: string;
  customerName: string;
  customerRfc: string;
  /** MXN in integer cents. */
  totalCents: number;
  serviceDate: string;
  description: string;
  contractPK?: string;
  contractName?: string;
  createdAt: string;
  createdBy: string;
  createdByName: string;
  /** How it came: the form or a CSV import. */
  source: 'form' | 'csv';
  /** Accent-free lower case: number and description; supplier name and RFC; customer name and RFC. */
  searchText: string;
  supplierText: string;
  customerText: string;
  /** serviceDate|createdAt|id: the list's order (newest service first) and keyset. */
  sortKey: string;
};
export type NewOrder = Omit<OrderItem, 'pk' | 'tenantId' | 'type' | 'searchText' | 'supplierText' | 'customerText' | 'sortKey' | 'id'>;

export type OrdersFilter = { search?: string; customer?: string; supplier?: string; supplierId?: string; customerId?: string };

export const orderId = (customerId: string, number: string) =>
  `ord-${createHash('sha256').update(`${customerId}\n${number.trim().toUpperCase()}`).digest('hex').slice(0, 32)}`;

export function toOrderItem(order: NewOrder): Omit<OrderItem, 'pk' | 'tenantId'> {
  const id = orderId(order.customerId, order.number);
  return {
    ...order,
    id,
    type: 'order',
    searchText: normalizeSearchText(`${order.number} | ${order.description}`),
    supplierText: normalizeSearchText(`${order.supplierName} | ${order.supplierRfc}`),
    customerText: normalizeSearchText(`${order.customerName} | ${order.customerRfc}`),
    sortKey: `${order.serviceDate}|${order.createdAt}|${id}`,
  };
}

export class OrdersRepository {
  private readonly c = new TenantContainer<OrderItem>('orders');

  /** Creates an order; its number already taken for that customer throws ConflictError. */
  create(scope: TenantScope, order: NewOrder): Promise<OrderItem> {
    return this.c.create(scope, { ...toOrderItem(order), pk: scope.tenantId });
  }

  /** Writes an order again (the seed: same id, same item). */
  upsert(scope: TenantScope, order: NewOrder): Promise<OrderItem> {
    return this.c.upsert(scope, { ...toOrderItem(order), pk: scope.tenantId });
  }

  /**
   * Creates every order or none: on a failure the ones already created are removed again, then the error is
   * thrown (a ConflictError names the number that collided).
   */
  async createAll(scope: TenantScope, orders: NewOrder[]): Promise<OrderItem[]> {
    const created: OrderItem[] = [];
    try {
      for (const order of orders) {
        try {
          created.push(await this.create(scope, order));
        } catch (err) {
          if (err instanceof ConflictError) throw new ConflictError(order.number);
          throw err;
        }
      }
      return created;
    } catch (err) {
      for (const item of created) await this.c.delete(scope, item.id, scope.tenantId).catch(() => undefined);
      throw err;
    }
  }

  /** Which of these ids exist already (one query). */
  existingIds(scope: TenantScope, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.c.values<string>(scope, 'c.id', { pk: scope.tenantId, where: 'ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@ids', value: ids }], limit: ids.length });
  }

  /** Up to `limit` orders of the filter after the keyset position `after`, newest service date first. */
  async page(scope: TenantScope, filter: OrdersFilter, limit: number, after?: string): Promise<OrderItem[]> {
    const page = await this.c.query(scope, { ...this.spec(scope, filter, after), orderBy: 'c.sortKey DESC', pageSize: limit });
    return page.items;
  }

  /** The sortKeys of the first `limit` orders of the filter: where a numbered page starts. */
  sortKeys(scope: TenantScope, filter: OrdersFilter, limit: number): Promise<string[]> {
    return this.c.values<string>(scope, 'c.sortKey', { ...this.spec(scope, filter), orderBy: 'c.sortKey DESC', limit });
  }

  private spec(scope: TenantScope, filter: OrdersFilter, after?: string) {
    const where = ["c.type = 'order'"];
    const parameters: { name: string; value: string }[] = [];
    const add = (condition: string, name: string, value: string) => {
      where.push(condition);
      parameters.push({ name, value });
    };
    if (filter.search) add('CONTAINS(c.searchText, @search)', '@search', normalizeSearchText(filter.search));
    if (filter.customer) add('CONTAINS(c.customerText, @customer)', '@customer', normalizeSearchText(filter.customer));
    if (filter.supplier) add('CONTAINS(c.supplierText, @supplier)', '@supplier', normalizeSearchText(filter.supplier));
    if (filter.supplierId) add('c.supplierId = @supplierId', '@supplierId', filter.supplierId);
    if (filter.customerId) add('c.customerId = @customerId', '@customerId', filter.customerId);
    if (after !== undefined) add('c.sortKey < @after', '@after', after);
    return { pk: scope.tenantId, where: where.join(' AND '), parameters };
  }
}

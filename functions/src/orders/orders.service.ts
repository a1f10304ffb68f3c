import {
  centsToDecimal,
  createOrderSchema,
  isSat69bRedFlag,
  orderMessages,
  ORDERS_IMPORT_MAX_ROWS,
  ORDERS_PAGE_SIZE,
  readOrdersCsv,
  type CreateOrder,
  type ImportOrdersResponse,
  type Order,
  type OrdersListResponse,
  type ordersListQuerySchema,
  type SupplierCompliance,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { ComplianceRepository } from '../compliance/compliance.repository';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import type { DirectoryService } from '../contacts/directory.service';
import type { ContractRow, ContractsRepository } from '../contracts/contracts.repository';
import type { ContractRecordsRepository } from '../audit/contract-records.repository';
import type { DocumentAccess } from '../documents/document-access';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import { fieldErrors } from '../platform/http';
import { orderId, type NewOrder, type OrderItem, type OrdersFilter, type OrdersRepository } from './orders.repository';

type ListQuery = z.output<typeof ordersListQuerySchema>;
export type OrderContext = { principal: Principal; from: EventOrigin; displayName?: string };

const rfcOf = (c: ContactItem) => c.identifiers.find((i) => i.key === 'rfc')?.value ?? '';
const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const duplicate = () => new AppError(409, 'conflict', orderMessages.duplicate, { number: [orderMessages.duplicate] });

/**
 * The order status (part 2 §2.5: green when V, red otherwise), ours: V when the supplier's maintained figures say
 * it is payable (no overdue or rejected slot of a risk-1 type, SupplierCompliance.payable) and its RFC is not a
 * SAT 69-B red flag (Presunto or Definitivo); I otherwise, also while the supplier has no figures yet.
 */
export function orderStatus(figures: SupplierCompliance | undefined): 'V' | 'I' {
  return figures?.payable && !isSat69bRedFlag(figures.sat69b) ? 'V' : 'I';
}

export function toOrder(item: OrderItem, figures: SupplierCompliance | undefined): Order {
  return {
    publicKey: item.id,
    logicalKey: item.number,
    status: orderStatus(figures),
    total: centsToDecimal(item.totalCents),
    documentsCount: figures?.documentsCount ?? 0,
    complianceRate: figures?.rate ?? 0,
    ...(figures ? { risk: figures.risk } : {}),
    ...(figures?.sat69b ? { sat69b: figures.sat69b } : {}),
    identifiers: [
      { name: 'Número de orden', value: item.number },
      ...(item.supplierRfc ? [{ name: 'RFC del proveedor', value: item.supplierRfc }] : []),
      ...(item.customerRfc ? [{ name: 'RFC del cliente', value: item.customerRfc }] : []),
    ],
    partyRelations: {
      supplier: { publicKey: item.supplierId, displayName: item.supplierName, ...(item.supplierRfc ? { rfc: item.supplierRfc } : {}) },
      customer: { publicKey: item.customerId, displayName: item.customerName, ...(item.customerRfc ? { rfc: item.customerRfc } : {}) },
    },
    ...(item.contractPK ? { contractPK: item.contractPK } : {}),
    ...(item.contractName ? { contractName: item.contractName } : {}),
    description: item.description,
    serviceDate: item.serviceDate,
    createdAt: item.createdAt,
    createdBy: item.createdByName,
  };
}

/**
 * Service orders (issue 17; part 2 §2.5, §7): create one, import a CSV (all or nothing), list a page. Who places an
 * order: a customer organization in the caller's view (a Customer only its own organization) to a supplier the
 * caller sees (DocumentAccess) that serves that customer, optionally under an audited contract of that supplier.
 * Who reads: the whole tenant for tenant-wide views, a Supplier its own orders, another customer or viewer its
 * organization's orders (the directory's view).
 */
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly contacts: ContactsRepository,
    private readonly directory: DirectoryService,
    private readonly access: DocumentAccess,
    private readonly records: ContractRecordsRepository,
    private readonly contracts: ContractsRepository,
    private readonly compliance: ComplianceRepository,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  async create(ctx: OrderContext, input: CreateOrder): Promise<Order> {
    const { principal } = ctx;
    const customerId = this.customerAllowed(principal, input.customerPK);
    const [customer, supplier, record] = await Promise.all([
      this.contacts.read(principal, customerId),
      this.access.visibleSupplier(principal, input.supplierPK).catch((err: unknown) => {
        if (err instanceof NotFoundError) return undefined;
        throw err;
      }),
      input.contractPK ? this.records.read(principal, input.contractPK) : Promise.resolve(undefined),
    ]);
    if (!customer || customer.partyType !== 2 || customer.organizationRole !== 'customer') {
      throw new BadRequestError({ customerPK: [orderMessages.customerNotFound] }, orderMessages.customerNotFound);
    }
    if (!supplier) throw new BadRequestError({ supplierPK: [orderMessages.supplierNotFound] }, orderMessages.supplierNotFound);
    if (!supplier.customerIds?.includes(customer.id)) throw new BadRequestError({ supplierPK: [orderMessages.notServing] }, orderMessages.notServing);
    if (input.contractPK && (!record || record.supplierId !== supplier.id)) {
      throw new BadRequestError({ contractPK: [orderMessages.contractNotFound] }, orderMessages.contractNotFound);
    }
    const order = this.newOrder(ctx, input, supplier, customer, record ? { publicKey: record.documentPublicKey, name: record.name } : undefined, 'form');
    let item: OrderItem;
    try {
      item = await this.orders.create(principal, order);
    } catch (err) {
      if (err instanceof ConflictError) throw duplicate();
      throw err;
    }
    await this.events.record(principal, {
      type: 'orders.created',
      summary: `Orden de servicio '${clip(item.number)}' creada para ${clip(item.supplierName)} (${clip(item.customerName)})`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { orderId: item.id, supplierId: item.supplierId, customerId: item.customerId, totalCents: item.totalCents, ...(item.contractPK ? { contractPK: item.contractPK } : {}) },
    });
    return toOrder(item, await this.compliance.summary(principal, item.supplierId));
  }

  /**
   * POST /api/orders/import: every row checked first (fields, organizations by RFC, contract, duplicates in the
   * file and in storage) and a 400 listing each bad row's errors in Spanish, or every order created (a storage
   * failure half-way removes the ones created). Storage: the caller's view, the tenant's organizations, the
   * contracts of the suppliers named, the ids that exist: 4 queries before the writes.
   */
  async import(ctx: OrderContext, csv: string): Promise<ImportOrdersResponse> {
    const { principal } = ctx;
    const parsed = readOrdersCsv(csv);
    if (!parsed.ok) {
      const message = parsed.reason === 'noHeader' ? orderMessages.csvNoHeader : orderMessages.csvEmpty;
      throw new BadRequestError({ csv: [message] }, message);
    }
    if (parsed.rows.length > ORDERS_IMPORT_MAX_ROWS) throw new BadRequestError({ csv: [orderMessages.csvTooManyRows] }, orderMessages.csvTooManyRows);

    const [view, organizations] = await Promise.all([this.access.view(principal), this.contacts.organizationsAndGroups(principal, [2])]);
    const byRfc = (role: 'customer' | 'supplier') => {
      const map = new Map<string, ContactItem>();
      for (const o of organizations) if (o.organizationRole === role && rfcOf(o)) map.set(rfcOf(o).toUpperCase(), o);
      return map;
    };
    const suppliers = byRfc('supplier');
    const customers = byRfc('customer');
    const visibleSupplier = (s: ContactItem | undefined) => (s && (view.kind === 'tenant' || view.supplierIds.includes(s.id)) ? s : undefined);
    const supplierIds = [...new Set(parsed.rows.map((r) => visibleSupplier(suppliers.get(r.supplierRfc.toUpperCase()))?.id).filter((id): id is string => !!id))];
    const contractRows = parsed.rows.some((r) => r.contract) ? await this.contracts.rows(principal, supplierIds) : [];

    const errors: Record<string, string[]> = {};
    const orders: NewOrder[] = [];
    const seen = new Set<string>();
    for (const row of parsed.rows) {
      const key = `fila ${row.line}`;
      const add = (message: string) => (errors[key] ??= []).push(message);
      const fields = createOrderSchema.pick({ number: true, total: true, serviceDate: true, description: true }).safeParse(row);
      if (!fields.success) {
        const labels: Record<string, string> = { number: 'número', total: 'total', serviceDate: 'fecha', description: 'descripción' };
        for (const [field, messages] of Object.entries(fieldErrors(fields.error))) for (const m of messages) add(`${labels[field] ?? field}: ${m}`);
      }
      const supplier = visibleSupplier(suppliers.get(row.supplierRfc.toUpperCase()));
      const customer = customers.get(row.customerRfc.toUpperCase());
      if (!supplier) add(`proveedor RFC: ${orderMessages.supplierRfcNotFound}`);
      if (!customer || (principal.role === 'Customer' && customer.id !== principal.companyId)) add(`cliente RFC: ${orderMessages.customerRfcNotFound}`);
      else if (supplier && !supplier.customerIds?.includes(customer.id)) add(`proveedor RFC: ${orderMessages.notServing}`);
      let contract: ContractRow | undefined;
      if (row.contract && supplier) {
        const wanted = row.contract.trim().toLowerCase();
        contract = contractRows.find((c) => c.supplierId === supplier.id && (c.documentPublicKey.toLowerCase() === wanted || c.name.toLowerCase() === wanted));
        if (!contract) add(`contrato: ${orderMessages.contractNotFound}`);
      }
      if (!fields.success || !supplier || !customer || errors[key]) continue;
      const id = orderId(customer.id, fields.data.number);
      if (seen.has(id)) {
        add(`número: ${orderMessages.csvDuplicateInFile}`);
        continue;
      }
      seen.add(id);
      orders.push(this.newOrder(ctx, fields.data, supplier, customer, contract ? { publicKey: contract.documentPublicKey, name: contract.name } : undefined, 'csv'));
    }
    if (Object.keys(errors).length === 0) {
      const taken = new Set(await this.orders.existingIds(principal, orders.map((o) => orderId(o.customerId, o.number))));
      for (const [i, o] of orders.entries()) {
        if (taken.has(orderId(o.customerId, o.number))) (errors[`fila ${parsed.rows[i]!.line}`] ??= []).push(`número: ${orderMessages.duplicate}`);
      }
    }
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors, orderMessages.csvRowsInvalid);

    let created: OrderItem[];
    try {
      created = await this.orders.createAll(principal, orders);
    } catch (err) {
      // Someone created one of these numbers meanwhile: nothing of this file stays.
      if (err instanceof ConflictError) throw duplicate();
      throw err;
    }
    await this.events.record(principal, {
      type: 'orders.imported',
      summary: `${created.length} órdenes de servicio importadas desde CSV`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { count: created.length, suppliers: [...new Set(created.map((o) => o.supplierId))].join(',').slice(0, 500) },
    });
    return { created: created.length, publicKeys: created.map((o) => o.id) };
  }

  /** GET /api/orders/list: ≤ 2 storage calls for the page (keyset start, then the page) and 1 for the figures. */
  async list(principal: Principal, query: ListQuery): Promise<OrdersListResponse> {
    const view = await this.directory.viewOf(principal);
    const filter: OrdersFilter = {
      ...(query.search ? { search: query.search } : {}),
      ...(query.customer ? { customer: query.customer } : {}),
      ...(query.supplier ? { supplier: query.supplier } : {}),
      ...(view.kind === 'scope' ? (principal.role === 'Supplier' ? { supplierId: view.scopeId } : { customerId: view.scopeId }) : {}),
    };
    let after: string | undefined;
    if (query.pageIndex > 1) {
      const skip = (query.pageIndex - 1) * ORDERS_PAGE_SIZE;
      const keys = await this.orders.sortKeys(principal, filter, skip);
      if (keys.length < skip) return { orders: [], pageIndex: query.pageIndex, hasMore: false };
      after = keys.at(-1);
    }
    const items = await this.orders.page(principal, filter, ORDERS_PAGE_SIZE + 1, after);
    const page = items.slice(0, ORDERS_PAGE_SIZE);
    const figures = page.length ? await this.compliance.summaries(principal, [...new Set(page.map((o) => o.supplierId))]) : new Map<string, SupplierCompliance>();
    return { orders: page.map((o) => toOrder(o, figures.get(o.supplierId))), pageIndex: query.pageIndex, hasMore: items.length > ORDERS_PAGE_SIZE };
  }

  /** A Customer places orders only for its own organization; other roles with manage:orders for any of the tenant. */
  private customerAllowed(principal: Principal, customerPK: string): string {
    if (principal.role === 'Customer' && customerPK !== principal.companyId) {
      throw new BadRequestError({ customerPK: [orderMessages.customerOwnOnly] }, orderMessages.customerOwnOnly);
    }
    return customerPK;
  }

  private newOrder(
    ctx: OrderContext,
    input: Pick<CreateOrder, 'number' | 'total' | 'serviceDate' | 'description'>,
    supplier: ContactItem,
    customer: ContactItem,
    contract: { publicKey: string; name: string } | undefined,
    source: 'form' | 'csv',
  ): NewOrder {
    return {
      number: input.number,
      supplierId: supplier.id,
      supplierName: supplier.displayName,
      supplierRfc: rfcOf(supplier),
      customerId: customer.id,
      customerName: customer.displayName,
      customerRfc: rfcOf(customer),
      totalCents: input.total,
      serviceDate: input.serviceDate,
      description: input.description,
      ...(contract ? { contractPK: contract.publicKey, contractName: contract.name } : {}),
      createdAt: new Date(this.clock.now()).toISOString(),
      createdBy: ctx.principal.userId,
      createdByName: ctx.displayName ?? ctx.principal.email,
      source,
    };
  }
}

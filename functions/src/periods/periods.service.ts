import { randomUUID } from 'node:crypto';
import {
  firstOfMonth,
  lastOfMonth,
  periodMessages,
  type PeriodOptionsResponse,
  type PeriodOrganization,
  type PeriodsListResponse,
  type SupplierPeriod,
  type periodBodySchema,
  type periodsListQuerySchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import type { DirectoryService, DirectoryView } from '../contacts/directory.service';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { AppError, BadRequestError, NotFoundError } from '../platform/errors';
import { supplierChanged } from '../compliance/compliance-changes';
import { orderKeyOf, type PeriodItem, type PeriodsFilter, type PeriodsOrder, type PeriodsRepository } from './periods.repository';

type ListQuery = z.output<typeof periodsListQuerySchema>;
type Body = z.output<typeof periodBodySchema>;

export function toSupplierPeriod(item: PeriodItem): SupplierPeriod {
  return {
    id: item.id,
    supplierPK: item.supplierPK,
    ownerPK: item.ownerPK,
    supplierNumber: item.supplierNumber,
    supplierRFC: item.supplierRFC,
    supplierDisplayName: item.supplierDisplayName,
    customerPK: item.customerPK,
    customerDisplayName: item.customerDisplayName,
    startDate: item.startDate,
    endDate: item.endDate,
  };
}

const identifier = (item: ContactItem, ...keys: string[]) => item.identifiers.find((i) => keys.includes(i.key))?.value ?? '';

function toOrganization(item: ContactItem): PeriodOrganization {
  const rfc = identifier(item, 'rfc');
  const supplierNumber = identifier(item, 'supplier.id', 'sap.id');
  return { publicKey: item.id, displayName: item.displayName, ...(rfc ? { rfc } : {}), ...(supplierNumber ? { supplierNumber } : {}), locked: item.locked };
}

/** Periods of the same supplier and customer may not share a day: the 409 names the one in the way. */
class OverlapError extends AppError {
  constructor(other: PeriodItem) {
    super(409, 'conflict', periodMessages.overlap(other.startDate, other.endDate), { startDate: [periodMessages.overlap(other.startDate, other.endDate)] });
  }
}

/**
 * Supplier periods (part 2 §2.12, §6, §7): who sees which is the directory's rule (decision 008,
 * contacts/directory.service.ts `viewOf`): the whole tenant for administrators and main-group members; otherwise
 * the periods whose supplier or customer is the user's organization (a supplier its own, a customer those of its
 * suppliers with it). Writing needs the supplier and the customer to be organizations the caller sees.
 */
export class PeriodsService {
  constructor(
    private readonly periods: PeriodsRepository,
    private readonly contacts: ContactsRepository,
    private readonly directory: DirectoryService,
    private readonly clock: Clock,
    /** The compliance projection hears of every period write (a period decides which slots a supplier has). */
    private readonly changed: (scope: Principal, supplierId: string) => Promise<void> = supplierChanged,
  ) {}

  /** GET /api/periods/all (every period of the tenant) and GET /api/users/me/periods (what the caller sees). */
  async list(principal: Principal, query: ListQuery, whole: boolean): Promise<PeriodsListResponse> {
    const view: DirectoryView = whole ? { kind: 'tenant' } : await this.directory.viewOf(principal);
    const filter: PeriodsFilter = {
      ...(view.kind === 'scope' ? { scopeId: view.scopeId } : {}),
      ...(query.supplierPk ? { supplierPK: query.supplierPk } : {}),
      ...(query.searchText ? { search: query.searchText } : {}),
    };
    const order: PeriodsOrder = { field: query.sortedBy, order: query.sortOrder };
    let after: string | undefined;
    let beyondEnd = false;
    if (query.continuationToken) {
      after = decodeToken(query.continuationToken, order);
    } else if (query.pageIndex > 1) {
      const skip = (query.pageIndex - 1) * query.pageSize;
      const keys = await this.periods.orderKeys(principal, filter, order, skip);
      beyondEnd = keys.length < skip;
      after = keys.at(-1);
    }
    const [items, totalCount] = await Promise.all([
      beyondEnd ? Promise.resolve([]) : this.periods.list(principal, filter, order, query.pageSize + 1, after),
      this.periods.count(principal, filter),
    ]);
    const page = items.slice(0, query.pageSize);
    const more = items.length > query.pageSize;
    return {
      periods: page.map(toSupplierPeriod),
      totalCount,
      ...(more ? { continuationToken: encodeToken(order, orderKeyOf(page.at(-1)!, order.field)) } : {}),
    };
  }

  /** GET /api/periods/options: the customer organizations and suppliers the caller sees, by name. */
  async options(principal: Principal): Promise<PeriodOptionsResponse> {
    const view = await this.directory.viewOf(principal);
    const organizations =
      view.kind === 'tenant'
        ? await this.contacts.organizationsAndGroups(principal, [2])
        : (await this.contacts.list(principal, { partyType: 2, scopeId: view.scopeId }, 1000)).sort((a, b) => a.displayName.localeCompare(b.displayName, 'es'));
    return {
      customers: organizations.filter((o) => o.organizationRole === 'customer').map(toOrganization),
      suppliers: organizations.filter((o) => o.organizationRole === 'supplier').map(toOrganization),
    };
  }

  /** POST /api/users/{userPK}/periods: the caller's own key only (another user's answers 404). */
  async create(principal: Principal, userPK: string, body: Body): Promise<SupplierPeriod> {
    if (userPK !== principal.userId) throw new NotFoundError();
    const view = await this.directory.viewOf(principal);
    const fields = await this.resolve(principal, view, body);
    const overlap = await this.periods.overlapping(principal, fields.supplierPK, fields.customerPK, fields.startDate, fields.endDate);
    if (overlap) throw new OverlapError(overlap);
    const now = new Date(this.clock.now()).toISOString();
    const created = await this.periods.create(principal, {
      id: `prd-${randomUUID()}`,
      type: 'period',
      ...fields,
      createdAt: now,
      createdBy: principal.userId,
      modifiedAt: now,
      modifiedBy: principal.userId,
    });
    await this.changed(principal, created.supplierPK);
    return toSupplierPeriod(created);
  }

  /** PUT /api/periods/{id}: the same body; the period must be one the caller sees. */
  async update(principal: Principal, id: string, body: Body): Promise<SupplierPeriod> {
    const view = await this.directory.viewOf(principal);
    const existing = await this.visiblePeriod(principal, view, id);
    const fields = await this.resolve(principal, view, body);
    const overlap = await this.periods.overlapping(principal, fields.supplierPK, fields.customerPK, fields.startDate, fields.endDate, id);
    if (overlap) throw new OverlapError(overlap);
    const saved = await this.periods.replace(
      principal,
      { ...existing, ...fields, modifiedAt: new Date(this.clock.now()).toISOString(), modifiedBy: principal.userId },
      existing._etag ?? '*',
    );
    await this.changed(principal, saved.supplierPK);
    if (existing.supplierPK !== saved.supplierPK) await this.changed(principal, existing.supplierPK);
    return toSupplierPeriod(saved);
  }

  /** DELETE /api/periods/{id} {ownerPk}: ownerPk must be the period's owner (else "not found", like a wrong key). */
  async remove(principal: Principal, id: string, ownerPk: string): Promise<{ id: string; deleted: true }> {
    const view = await this.directory.viewOf(principal);
    const existing = await this.visiblePeriod(principal, view, id);
    if (existing.ownerPK !== ownerPk) throw new NotFoundError(periodMessages.ownerMismatch);
    await this.periods.delete(principal, id, existing._etag);
    await this.changed(principal, existing.supplierPK);
    return { id, deleted: true };
  }

  private async visiblePeriod(principal: Principal, view: DirectoryView, id: string): Promise<PeriodItem> {
    const item = await this.periods.read(principal, id);
    if (!item || (view.kind === 'scope' && !item.scopeIds?.includes(view.scopeId))) throw new NotFoundError();
    return item;
  }

  /** The body's organizations as the caller sees them, and the dates normalized to whole months. */
  private async resolve(principal: Principal, view: DirectoryView, body: Body) {
    const [supplier, customer] = await Promise.all([this.contacts.read(principal, body.supplierPK), this.contacts.read(principal, body.customerPK)]);
    const sees = (c: ContactItem | undefined): c is ContactItem => !!c && (view.kind === 'tenant' || !!c.scopeIds?.includes(view.scopeId));
    if (!sees(supplier)) throw new NotFoundError(periodMessages.supplierNotFound);
    if (!sees(customer)) throw new NotFoundError(periodMessages.customerNotFound);
    const errors: Record<string, string[]> = {};
    if (supplier.partyType !== 2 || supplier.organizationRole !== 'supplier') errors.supplierPK = [periodMessages.notSupplier];
    if (customer.partyType !== 2 || customer.organizationRole !== 'customer') errors.customerPK = [periodMessages.notCustomer];
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    return {
      supplierPK: supplier.id,
      ownerPK: supplier.id,
      supplierDisplayName: supplier.displayName,
      supplierRFC: identifier(supplier, 'rfc'),
      supplierNumber: identifier(supplier, 'supplier.id', 'sap.id'),
      customerPK: customer.id,
      customerDisplayName: customer.displayName,
      startDate: firstOfMonth(body.startDate),
      endDate: lastOfMonth(body.endDate),
    };
  }
}

// The keyset position travels with its order (base64url, opaque to the client): a token of another order is refused.
const encodeToken = (order: PeriodsOrder, key: string) => Buffer.from(`${order.field}:${order.order}:${key}`, 'utf8').toString('base64url');
function decodeToken(token: string, order: PeriodsOrder): string {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const prefix = `${order.field}:${order.order}:`;
  if (!text.startsWith(prefix) || !text.includes('|') || text.length > 400) throw new BadRequestError({ continuationToken: ['El token de continuación no es válido.'] });
  return text.slice(prefix.length);
}

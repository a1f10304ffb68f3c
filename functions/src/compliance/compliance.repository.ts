import { cellStates, cellStateSeverity, type CellCounts, type CellState, type ComplianceCell, type SupplierCompliance } from '@expediente/contracts';
import { TenantContainer, type StoredItem, type TenantScope } from '../platform/cosmos';
import { NotFoundError } from '../platform/errors';

/**
 * Cosmos `compliance` (decision 019), pk = tenantId: the projection of every supplier's slots. Per supplier one
 * summary item (its figures, what the readers filter on, the lists the dashboard shows, and the cells of the slots
 * without a period — initial and event types —, which every year's grid shows) and one item per year of slots
 * with that year's cells. Written only by the compliance queue (compliance.service.ts `recompute`), read by the grid,
 * the drill-down, the dashboard and the other areas (orders, contracts, home, reminders) through this class.
 */
/** The `year` of a slot without a period (initial and event types) while the projection groups cells. */
export const INITIAL_YEAR = 0;

export type OverdueEntry = { slotKey: string; documentTypeCodeName: string; documentDisplayName: string; periodLabel: string; dueDate: string };
export type ExpiringEntry = { documentId: string; documentTypeCodeName: string; documentDisplayName: string; expiry: string };
export type RejectionEntry = { documentTypeCodeName: string; documentDisplayName: string; count: number };
/** One type's cells of a year, summed up: the worst state (cellStateSeverity) and the counts — a grid cell. */
export type TypeCell = { documentTypeCodeName: string; state?: CellState; counts: CellCounts };

export type ComplianceSummaryItem = StoredItem & {
  kind: 'summary';
  supplierId: string;
  /** Customers the supplier serves or served (its supplier periods and its contact): the `customer` filter. */
  customerIds: string[];
  /** Accent-free, lower case name and RFC: the grid's search. */
  searchText: string;
  /** Name order key, then id: the grid's order and keyset. */
  sortKey: string;
  figures: SupplierCompliance;
  /** Overdue slots of every year, oldest due date first (at most OVERDUE_KEPT). */
  overdue: OverdueEntry[];
  /** Valid documents whose validity ends today or later, soonest first (at most EXPIRING_KEPT). */
  expiring: ExpiringEntry[];
  /** The slots without a period (initial and event types): the cells every year's grid and drill-down show. */
  initial: { cells: ComplianceCell[]; counts: CellCounts; rejections: RejectionEntry[] };
  /** The years with an item. */
  years: number[];
  /** Content hash (everything but updatedAt): a recompute that changes nothing writes nothing. */
  hash: string;
};

export type ComplianceYearItem = StoredItem & {
  kind: 'year';
  supplierId: string;
  year: number;
  customerIds: string[];
  cells: ComplianceCell[];
  /** The year's cells per type (what the grid shows for the whole year, read without the cells). */
  types: TypeCell[];
  counts: CellCounts;
  /** Per month (index 0 = January) the counts of the slots whose period starts in it. */
  months: CellCounts[];
  rejections: RejectionEntry[];
  hash: string;
};

export type ComplianceItem = ComplianceSummaryItem | ComplianceYearItem;

export const summaryItemId = (supplierId: string) => `summary|${supplierId}`;
export const yearItemId = (supplierId: string, year: number) => `year|${supplierId}|${year}`;

/** Which suppliers a reader asks about: the caller's view and the page's filters. */
export type ComplianceFilter = {
  /** Only these suppliers (a Supplier: itself; a customer: its suppliers); undefined = the whole tenant. */
  supplierIds?: string[];
  /** Only the suppliers serving this customer organization. */
  customerId?: string;
  /** Normalized search text (name or RFC). */
  search?: string;
  risk?: SupplierCompliance['risk'];
};

/** The fields the dashboard aggregates, per item (summary and year items in one query). */
export type SummaryRow = {
  kind: 'summary' | 'year';
  supplierId: string;
  year?: number;
  figures?: SupplierCompliance;
  initialCounts?: CellCounts;
  initialRejections?: RejectionEntry[];
  overdue?: OverdueEntry[];
  expiring?: ExpiringEntry[];
  counts?: CellCounts;
  months?: CellCounts[];
  rejections?: RejectionEntry[];
};

const OPEN_STATES: CellState[] = ['missing', 'overdue', 'rejected'];
/** A supplier has one summary item and a handful of year items; a bound so one list never grows without limit. */
const MAX_ITEMS_OF_SUPPLIER = 200;
/** The dashboard reads one summary and two year items per supplier of the view. */
const MAX_SUMMARY_ROWS = 60_000;

export class ComplianceRepository {
  private readonly c = new TenantContainer<ComplianceItem>('compliance');

  /** The figures of several suppliers: one query (orders and contracts lists, reminders). */
  async summaries(scope: TenantScope, supplierIds: string[]): Promise<Map<string, SupplierCompliance>> {
    const out = new Map<string, SupplierCompliance>();
    if (supplierIds.length === 0) return out;
    const ids = [...new Set(supplierIds)].map(summaryItemId);
    const rows = await this.c.values<SupplierCompliance & { supplierId: string }>(scope, 'c.figures', {
      pk: scope.tenantId,
      where: "c.kind = 'summary' AND ARRAY_CONTAINS(@ids, c.id)",
      parameters: [{ name: '@ids', value: ids }],
      limit: ids.length,
    });
    for (const figures of rows) out.set(figures.supplierPK, figures);
    return out;
  }

  /** One supplier's figures: one point read. */
  async summary(scope: TenantScope, supplierId: string): Promise<SupplierCompliance | undefined> {
    const item = await this.summaryItem(scope, supplierId);
    return item?.figures;
  }

  /** The missing, overdue and rejected cells of every year of a supplier, initial ones first (one query). */
  async openCells(scope: TenantScope, supplierId: string): Promise<ComplianceCell[]> {
    const rows = await this.c.values<{ kind: string; year?: number; cells?: ComplianceCell[]; initial?: ComplianceCell[] }>(scope, '{ "kind": c.kind, "year": c.year, "cells": c.cells, "initial": c.initial.cells }', {
      pk: scope.tenantId,
      where: 'c.supplierId = @supplier',
      parameters: [{ name: '@supplier', value: supplierId }],
      limit: MAX_ITEMS_OF_SUPPLIER,
    });
    const ordered = rows.sort((a, b) => (a.kind === 'summary' ? -1 : b.kind === 'summary' ? 1 : (a.year ?? 0) - (b.year ?? 0)));
    return ordered.flatMap((r) => r.initial ?? r.cells ?? []).filter((cell) => OPEN_STATES.includes(cell.state));
  }

  async summaryItem(scope: TenantScope, supplierId: string): Promise<ComplianceSummaryItem | undefined> {
    const item = await this.c.read(scope, summaryItemId(supplierId), scope.tenantId);
    return item?.kind === 'summary' ? item : undefined;
  }

  async yearItem(scope: TenantScope, supplierId: string, year: number): Promise<ComplianceYearItem | undefined> {
    const item = await this.c.read(scope, yearItemId(supplierId, year), scope.tenantId);
    return item?.kind === 'year' ? item : undefined;
  }

  /** Every item of one supplier (the recompute compares with them): one query. */
  async itemsOf(scope: TenantScope, supplierId: string): Promise<ComplianceItem[]> {
    return this.c.queryAll(scope, { pk: scope.tenantId, where: 'c.supplierId = @supplier', parameters: [{ name: '@supplier', value: supplierId }] }, MAX_ITEMS_OF_SUPPLIER);
  }

  /** The supplier ids with a summary item (the tenant recompute removes those whose contact is gone). */
  async supplierIds(scope: TenantScope): Promise<string[]> {
    return this.c.values<string>(scope, 'c.supplierId', { pk: scope.tenantId, where: "c.kind = 'summary'", limit: 100_000 });
  }

  upsertYear(scope: TenantScope, item: Omit<ComplianceYearItem, 'tenantId' | 'pk'>) {
    return this.c.upsert(scope, { ...item, pk: scope.tenantId });
  }

  /** Creates the summary (ConflictError if a concurrent recompute created it first). */
  createSummary(scope: TenantScope, item: Omit<ComplianceSummaryItem, 'tenantId' | 'pk'>) {
    return this.c.create(scope, { ...item, pk: scope.tenantId });
  }

  /** Replaces the summary if nobody wrote it since it was read (ETag); ConflictError otherwise. */
  replaceSummary(scope: TenantScope, item: ComplianceSummaryItem, etag: string) {
    return this.c.replace(scope, item, etag);
  }

  /** Seed and benchmarks only: writes whatever is there. */
  upsertSummary(scope: TenantScope, item: Omit<ComplianceSummaryItem, 'tenantId' | 'pk'>) {
    return this.c.upsert(scope, { ...item, pk: scope.tenantId });
  }

  async remove(scope: TenantScope, id: string, etag?: string): Promise<void> {
    try {
      await this.c.delete(scope, id, scope.tenantId, etag);
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }

  /** The grid's page: `limit` summary items in name order after `after` (a sortKey). */
  async summaryPage(scope: TenantScope, filter: ComplianceFilter, limit: number, after?: string): Promise<ComplianceSummaryItem[]> {
    const spec = this.summarySpec(filter, after);
    const page = await this.c.query(scope, { ...spec, pk: scope.tenantId, orderBy: 'c.sortKey ASC', pageSize: limit });
    return page.items as ComplianceSummaryItem[];
  }

  /** The sortKeys of the first `limit` summary items (small rows): where a numbered page starts. */
  async summaryCursors(scope: TenantScope, filter: ComplianceFilter, limit: number): Promise<string[]> {
    return this.c.values<string>(scope, 'c.sortKey', { ...this.summarySpec(filter), pk: scope.tenantId, orderBy: 'c.sortKey ASC', limit });
  }

  async summaryCount(scope: TenantScope, filter: ComplianceFilter): Promise<number> {
    return this.c.count(scope, { ...this.summarySpec(filter), pk: scope.tenantId });
  }

  /**
   * The year items of `years` for a page of suppliers: one query. Without `withCells` only the per-type sums (a
   * few hundred bytes a supplier instead of every cell: the whole-year grid needs no more).
   */
  async yearItems(scope: TenantScope, supplierIds: string[], years: number[], withCells = true): Promise<Pick<ComplianceYearItem, 'id' | 'supplierId' | 'year' | 'types' | 'cells'>[]> {
    if (supplierIds.length === 0) return [];
    const ids = supplierIds.flatMap((s) => years.map((y) => yearItemId(s, y)));
    const projection = `{ "id": c.id, "supplierId": c.supplierId, "year": c.year, "types": c.types${withCells ? ', "cells": c.cells' : ''} }`;
    const rows = await this.c.values<Pick<ComplianceYearItem, 'id' | 'supplierId' | 'year' | 'types' | 'cells'>>(scope, projection, {
      pk: scope.tenantId,
      where: "c.kind = 'year' AND ARRAY_CONTAINS(@ids, c.id)",
      parameters: [{ name: '@ids', value: ids }],
      limit: ids.length,
    });
    return rows;
  }

  /**
   * The dashboard's rows for the caller's suppliers: their summary items and their year items of `years`, only the
   * fields it aggregates (no cells), in one query.
   */
  async summaryRows(scope: TenantScope, filter: ComplianceFilter, years: number[]): Promise<SummaryRow[]> {
    const spec = this.supplierSpec(filter);
    const where = `((c.kind = 'summary') OR (c.kind = 'year' AND ARRAY_CONTAINS(@years, c.year)))${spec.where ? ` AND ${spec.where}` : ''}`;
    const projection = '{ "kind": c.kind, "supplierId": c.supplierId, "year": c.year, "figures": c.figures, "initialCounts": c.initial.counts, "initialRejections": c.initial.rejections, "overdue": c.overdue, "expiring": c.expiring, "counts": c.counts, "months": c.months, "rejections": c.rejections }';
    const rows = await this.c.values<SummaryRow>(scope, projection, {
      pk: scope.tenantId,
      where,
      parameters: [...spec.parameters, { name: '@years', value: years }],
      limit: MAX_SUMMARY_ROWS,
    });
    return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && v !== undefined)) as SummaryRow);
  }

  private supplierSpec(filter: ComplianceFilter): { where: string; parameters: { name: string; value: string | string[] }[] } {
    const conditions: string[] = [];
    const parameters: { name: string; value: string | string[] }[] = [];
    if (filter.supplierIds) {
      conditions.push('ARRAY_CONTAINS(@suppliers, c.supplierId)');
      parameters.push({ name: '@suppliers', value: filter.supplierIds });
    }
    if (filter.customerId) {
      conditions.push('ARRAY_CONTAINS(c.customerIds, @customer)');
      parameters.push({ name: '@customer', value: filter.customerId });
    }
    return { where: conditions.join(' AND '), parameters };
  }

  private summarySpec(filter: ComplianceFilter, after?: string) {
    const spec = this.supplierSpec(filter);
    const conditions = ["c.kind = 'summary'", ...(spec.where ? [spec.where] : [])];
    const parameters = [...spec.parameters];
    if (filter.search) {
      conditions.push('CONTAINS(c.searchText, @search)');
      parameters.push({ name: '@search', value: filter.search });
    }
    if (filter.risk) {
      conditions.push('c.figures.risk = @risk');
      parameters.push({ name: '@risk', value: filter.risk });
    }
    if (after !== undefined) {
      conditions.push('c.sortKey > @after');
      parameters.push({ name: '@after', value: after });
    }
    return { where: conditions.join(' AND '), parameters };
  }
}

/** Per type (in first-seen order) the worst state and the counts of a list of cells. */
export function typeCellsOf(cells: Pick<ComplianceCell, 'state' | 'documentTypeCodeName'>[]): TypeCell[] {
  const out = new Map<string, TypeCell>();
  for (const cell of cells) {
    const t = out.get(cell.documentTypeCodeName) ?? { documentTypeCodeName: cell.documentTypeCodeName, counts: emptyCounts() };
    t.counts[cell.state] += 1;
    t.counts.total += 1;
    if (!t.state || cellStateSeverity[cell.state] > cellStateSeverity[t.state]) t.state = cell.state;
    out.set(cell.documentTypeCodeName, t);
  }
  return [...out.values()];
}

const emptyCounts = (): CellCounts => ({ valid: 0, review: 0, rejected: 0, missing: 0, overdue: 0, total: 0 });

/** Every state's count of a list of cells, with the total. */
export function countCells(cells: Pick<ComplianceCell, 'state'>[]): CellCounts {
  const counts = Object.fromEntries([...cellStates.map((s) => [s, 0]), ['total', 0]]) as CellCounts;
  for (const cell of cells) {
    counts[cell.state] += 1;
    counts.total += 1;
  }
  return counts;
}

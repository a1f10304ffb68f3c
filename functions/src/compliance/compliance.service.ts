import {
  addDays,
  cellStateSeverity,
  complianceRate,
  emptyCellCounts,
  isSat69bRedFlag,
  mexicoCityDay,
  normalizeSearchText,
  type CellCounts,
  type ComplianceCellsResponse,
  type ComplianceGridResponse,
  type ComplianceRisk,
  type ComplianceSummaryResponse,
  type GridCell,
  type GridRow,
} from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { DocumentAccess } from '../documents/document-access';
import type { DocumentTypesRepository } from '../documents/document-types.repository';
import { COMPLIANCE_SET } from './compliance-projection.service';
import { HIGH_RISK_BELOW, MEDIUM_RISK_BELOW } from './compliance-projection';
import { typeCellsOf, type ComplianceFilter, type ComplianceRepository, type ComplianceSummaryItem, type RejectionEntry, type TypeCell } from './compliance.repository';

type GridParams = { year?: number | undefined; customer?: string | undefined; search?: string | undefined; period?: string | undefined; documentType?: string | undefined; risk?: ComplianceRisk | undefined; pageIndex: number; pageSize: number };
type CellsParams = { supplierPK: string; year?: number | undefined; documentType?: string | undefined };
type SummaryParams = { customer?: string | undefined; year?: number | undefined };

/** The dashboard's lists (contract): at most 20 rows each; expiring = validity ends within 30 days. */
const LIST_LIMIT = 20;
const EXPIRING_WITHIN_DAYS = 30;

/**
 * The compliance reads (issue 17, decision 019): only the maintained items, never the documents. Which suppliers a
 * caller sees is DocumentAccess's rule (a Supplier its own organization, a customer its suppliers, staff the
 * tenant); `customer` narrows to one customer's suppliers. Storage calls per request do not grow with the tenant:
 * the grid is a page query + a COUNT (+ the keyset positions for a later page) + one query for the page's year
 * items; the drill-down two point reads; the dashboard one query.
 */
export class ComplianceService {
  constructor(
    private readonly repo: ComplianceRepository,
    private readonly types: DocumentTypesRepository,
    private readonly access: DocumentAccess,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return mexicoCityDay(new Date(this.clock.now()));
  }

  private async filterOf(principal: Principal, customer?: string): Promise<ComplianceFilter> {
    const view = await this.access.view(principal);
    return { ...(view.kind === 'suppliers' ? { supplierIds: view.supplierIds } : {}), ...(customer ? { customerId: customer } : {}) };
  }

  /** GET /api/compliance/grid: a page of suppliers (name order) × the tenant's required types, for a year or one period. */
  async grid(principal: Principal, q: GridParams): Promise<ComplianceGridResponse> {
    const year = q.year ?? Number(this.today().slice(0, 4));
    const base = await this.filterOf(principal, q.customer);
    const filter: ComplianceFilter = { ...base, ...(q.search ? { search: normalizeSearchText(q.search) } : {}), ...(q.risk ? { risk: q.risk } : {}) };
    const columns = (await this.types.types(principal, COMPLIANCE_SET))
      .filter((t) => t.required && (!q.documentType || t.codeName === q.documentType))
      .map((t) => ({ documentTypeCodeName: t.codeName, displayName: t.shortName, risk: t.risk }));
    const empty = { year, ...(q.period ? { period: q.period } : {}), columns, pageIndex: q.pageIndex, pageSize: q.pageSize };
    if (base.supplierIds?.length === 0) return { ...empty, rows: [], totalCount: 0 };

    let after: string | undefined;
    let beyondEnd = false;
    if (q.pageIndex > 0) {
      const skip = q.pageIndex * q.pageSize;
      const cursors = await this.repo.summaryCursors(principal, filter, skip);
      beyondEnd = cursors.length < skip;
      after = cursors.at(-1);
    }
    const [items, totalCount] = await Promise.all([beyondEnd ? Promise.resolve([]) : this.repo.summaryPage(principal, filter, q.pageSize, after), this.repo.summaryCount(principal, filter)]);
    // The whole year reads the stored per-type sums; one period needs that period's cells.
    const yearItems = await this.repo.yearItems(principal, items.map((i) => i.supplierId), [year], Boolean(q.period));
    const yearOf = new Map(yearItems.map((y) => [y.supplierId, y]));
    const rows: GridRow[] = items.map((item) => {
      const y = yearOf.get(item.supplierId);
      const periodic = q.period ? typeCellsOf((y?.cells ?? []).filter((c) => c.periodKey === q.period)) : (y?.types ?? []);
      return rowOf(item, [...typeCellsOf(item.initial.cells), ...periodic], columns);
    });
    return { ...empty, rows, totalCount };
  }

  /** GET /api/compliance/cells: one supplier's cells of a year (and its initial ones), optionally of one type. */
  async cells(principal: Principal, q: CellsParams): Promise<ComplianceCellsResponse> {
    const supplier = await this.access.visibleSupplier(principal, q.supplierPK);
    const year = q.year ?? Number(this.today().slice(0, 4));
    const [summary, yearItem] = await Promise.all([this.repo.summaryItem(principal, supplier.id), this.repo.yearItem(principal, supplier.id, year)]);
    const cells = [...(summary?.initial.cells ?? []), ...(yearItem?.cells ?? [])].filter((c) => !q.documentType || c.documentTypeCodeName === q.documentType);
    const figures = summary?.figures ?? {
      // Not projected yet (the queue has not reached it): a supplier without figures reads as nothing due.
      supplierPK: supplier.id,
      supplierName: supplier.displayName,
      counts: emptyCellCounts(),
      rate: 100,
      risk: 'B' as const,
      payable: true,
      documentsCount: 0,
      updatedAt: new Date(this.clock.now()).toISOString(),
    };
    return { supplier: figures, year, cells };
  }

  /** GET /api/compliance/summary: the dashboard's figures over the caller's suppliers, from one query. */
  async summary(principal: Principal, q: SummaryParams): Promise<ComplianceSummaryResponse> {
    const today = this.today();
    const year = q.year ?? Number(today.slice(0, 4));
    const filter = await this.filterOf(principal, q.customer);
    const rows = filter.supplierIds?.length === 0 ? [] : await this.repo.summaryRows(principal, filter, [year]);

    const counts = emptyCellCounts();
    const months = Array.from({ length: 12 }, emptyCellCounts);
    const byRisk = { A: 0, M: 0, B: 0 };
    const rejections = new Map<string, RejectionEntry>();
    const names = new Map<string, string>();
    const overdue: ComplianceSummaryResponse['overdue'] = [];
    const expiring: ComplianceSummaryResponse['expiring'] = [];
    let suppliersCount = 0;
    let flagged = 0;
    let updatedAt: string | undefined;
    const addRejections = (list: RejectionEntry[] | undefined) => {
      for (const r of list ?? []) {
        const cur = rejections.get(r.documentTypeCodeName) ?? { ...r, count: 0 };
        cur.count += r.count;
        rejections.set(r.documentTypeCodeName, cur);
      }
    };
    for (const row of rows) if (row.kind === 'summary' && row.figures) names.set(row.supplierId, row.figures.supplierName);
    const soon = addDays(today, EXPIRING_WITHIN_DAYS);
    for (const row of rows) {
      if (row.kind === 'summary' && row.figures) {
        suppliersCount += 1;
        byRisk[row.figures.risk] += 1;
        if (isSat69bRedFlag(row.figures.sat69b)) flagged += 1;
        if (!updatedAt || row.figures.updatedAt > updatedAt) updatedAt = row.figures.updatedAt;
        if (row.initialCounts) addCounts(counts, row.initialCounts);
        addRejections(row.initialRejections);
        const supplierName = row.figures.supplierName;
        for (const o of row.overdue ?? []) overdue.push({ ...o, supplierPK: row.supplierId, supplierName });
        for (const e of row.expiring ?? []) if (e.expiry >= today && e.expiry <= soon) expiring.push({ ...e, supplierPK: row.supplierId, supplierName });
      } else if (row.kind === 'year' && names.has(row.supplierId)) {
        if (row.counts) addCounts(counts, row.counts);
        row.months?.forEach((m, i) => addCounts(months[i]!, m));
        addRejections(row.rejections);
      }
    }
    const rate = complianceRate(counts);
    const lastMonth = year < Number(today.slice(0, 4)) ? 12 : year > Number(today.slice(0, 4)) ? 0 : Number(today.slice(5, 7));
    return {
      year,
      suppliersCount,
      counts,
      rate,
      risk: rate < HIGH_RISK_BELOW ? 'A' : rate < MEDIUM_RISK_BELOW || counts.overdue > 0 ? 'M' : 'B',
      suppliersByRisk: byRisk,
      overTime: months.slice(0, lastMonth).map((m, i) => ({ month: `${year}-${String(i + 1).padStart(2, '0')}`, rate: complianceRate(m), counts: m })),
      expiring: expiring.sort((a, b) => a.expiry.localeCompare(b.expiry) || a.documentId.localeCompare(b.documentId)).slice(0, LIST_LIMIT),
      overdue: overdue.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.supplierName.localeCompare(b.supplierName) || a.slotKey.localeCompare(b.slotKey)).slice(0, LIST_LIMIT),
      rejectionsByType: [...rejections.values()].sort((a, b) => b.count - a.count || a.documentTypeCodeName.localeCompare(b.documentTypeCodeName)),
      sat69bFlagged: flagged,
      ...(updatedAt ? { updatedAt } : {}),
    };
  }
}

function addCounts(into: CellCounts, add: CellCounts): void {
  into.valid += add.valid;
  into.review += add.review;
  into.rejected += add.rejected;
  into.missing += add.missing;
  into.overdue += add.overdue;
  into.total += add.total;
}

/**
 * A grid row: the supplier's figures (risk, payable, SAT 69-B: of every year) with the counts and rate of the cells
 * shown (the year's and the initial ones), and per column the worst state of its cells.
 */
function rowOf(item: ComplianceSummaryItem, typeCells: TypeCell[], columns: { documentTypeCodeName: string }[]): GridRow {
  const counts = emptyCellCounts();
  const gridCells: GridCell[] = columns.map(({ documentTypeCodeName }) => {
    const typeCounts = emptyCellCounts();
    let state: TypeCell['state'];
    for (const t of typeCells.filter((x) => x.documentTypeCodeName === documentTypeCodeName)) {
      addCounts(typeCounts, t.counts);
      if (t.state && (!state || cellStateSeverity[t.state] > cellStateSeverity[state])) state = t.state;
    }
    addCounts(counts, typeCounts);
    return { documentTypeCodeName, ...(state ? { state } : {}), counts: typeCounts };
  });
  return { ...item.figures, counts, rate: complianceRate(counts), cells: gridCells };
}

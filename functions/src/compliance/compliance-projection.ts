import { createHash } from 'node:crypto';
import {
  complianceRate,
  emptyCellCounts,
  normalizeSearchText,
  type CellState,
  type ComplianceCell,
  type ComplianceRisk,
  type Sat69b,
  type Slot,
  type SupplierCompliance,
} from '@expediente/contracts';
import type { ContactItem } from '../contacts/contacts.repository';
import type { DocumentTypeItem } from '../documents/document-types.repository';
import type { SlotSupplierPeriod } from '../documents/slots.repository';
import { deriveSlots } from '../documents/slots.service';
import type { ComplianceDocument } from './compliance-sources.repository';
import {
  countCells,
  INITIAL_YEAR,
  typeCellsOf,
  summaryItemId,
  yearItemId,
  type ComplianceSummaryItem,
  type ComplianceYearItem,
  type ExpiringEntry,
  type OverdueEntry,
  type RejectionEntry,
} from './compliance.repository';

/**
 * The pure part of the projection (decision 019): a supplier's slots, derived exactly as the slots screens derive
 * them (slots.service.ts `deriveSlots`, every period from its first supplier period to today), turned into cells,
 * counts, rate, risk and the lists the dashboard shows. The service stores what this returns; the property test
 * compares the stored items with it.
 */
export type ProjectionInput = {
  contact: Pick<ContactItem, 'id' | 'displayName' | 'identifiers' | 'locked' | 'customerIds' | 'sortKey'> & { sat69b?: Sat69b };
  types: DocumentTypeItem[];
  periods: SlotSupplierPeriod[];
  docs: ComplianceDocument[];
  /** The calendar day in Mexico City. */
  today: string;
};

export type SummaryContent = Omit<ComplianceSummaryItem, 'tenantId' | 'pk' | 'hash' | 'figures'> & { figures: Omit<SupplierCompliance, 'updatedAt'> };
export type YearContent = Omit<ComplianceYearItem, 'tenantId' | 'pk' | 'hash'>;
export type Projection = { summary: SummaryContent; years: YearContent[] };

/** The dashboard shows at most 20 of each list over all suppliers: 20 per supplier always contain them. */
export const OVERDUE_KEPT = 20;
export const EXPIRING_KEPT = 20;
/** Risk thresholds (decision 019). */
export const HIGH_RISK_BELOW = 60;
export const MEDIUM_RISK_BELOW = 90;

/** A slot and its document's status → the cell's state (the contract's comment, compliance.ts). */
export function cellStateOf(slot: Pick<Slot, 'overdue' | 'status' | 'documentId' | 'documentStatus'>): CellState {
  if (slot.overdue) return 'overdue';
  if (!slot.documentId) return 'missing';
  if (slot.status === 'missing') return 'rejected';
  return slot.documentStatus === 'V' || slot.documentStatus === 'U' ? 'valid' : 'review';
}

/**
 * Supplier risk (ours, decision 019): A when a slot of a high-risk type (the spec's risk 1: deductibility, joint
 * liability) is overdue or rejected, or the rate is below 60 %; M when the rate is below 90 % or anything is
 * overdue; else B.
 */
export function riskOf(cells: Pick<ComplianceCell, 'state'>[], highRiskOpen: boolean, rate: number): ComplianceRisk {
  if (highRiskOpen || rate < HIGH_RISK_BELOW) return 'A';
  if (rate < MEDIUM_RISK_BELOW || cells.some((c) => c.state === 'overdue')) return 'M';
  return 'B';
}

export function project({ contact, types, periods, docs, today }: ProjectionInput): Projection {
  const slots = deriveSlots({ supplier: contact, types, periods, docs, today, window: {} });
  const validUntil = new Map(docs.filter((d) => d.validUntil).map((d) => [d.publicKey, d.validUntil!.slice(0, 10)]));
  const cells: (ComplianceCell & { year: number; month: number | null; risk: 1 | 2 | 3 })[] = slots.map((slot) => {
    const expiry = slot.documentId ? validUntil.get(slot.documentId) : undefined;
    return {
      slotKey: slot.publicKey,
      documentTypeCodeName: slot.documentTypeCodeName,
      documentDisplayName: slot.documentDisplayName,
      periodKey: slot.periodKey,
      periodLabel: slot.slotDisplayName,
      ...(slot.customerPK ? { customerPK: slot.customerPK } : {}),
      ...(slot.customerDisplayName ? { customerDisplayName: slot.customerDisplayName } : {}),
      state: cellStateOf(slot),
      ...(slot.dueDate ? { dueDate: slot.dueDate } : {}),
      ...(slot.documentId ? { documentId: slot.documentId } : {}),
      ...(slot.documentStatus ? { documentStatus: slot.documentStatus } : {}),
      ...(expiry ? { expiry } : {}),
      year: slot.year ?? INITIAL_YEAR,
      month: slot.month,
      risk: slot.risk,
    };
  });
  const strip = ({ year: _y, month: _m, risk: _r, ...cell }: (typeof cells)[number]): ComplianceCell => cell;

  const counts = countCells(cells);
  const rate = complianceRate(counts);
  const highRiskOpen = cells.some((c) => c.risk === 1 && (c.state === 'overdue' || c.state === 'rejected'));
  const rfc = contact.identifiers.find((i) => i.key === 'rfc')?.value;
  const customerIds = [...new Set([...periods.map((p) => p.customerPK), ...(contact.customerIds ?? [])])].sort();

  const overdue: OverdueEntry[] = cells
    .filter((c) => c.state === 'overdue' && c.dueDate)
    .map((c) => ({ slotKey: c.slotKey, documentTypeCodeName: c.documentTypeCodeName, documentDisplayName: c.documentDisplayName, periodLabel: c.periodLabel, dueDate: c.dueDate! }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.slotKey.localeCompare(b.slotKey))
    .slice(0, OVERDUE_KEPT);
  const expiring: ExpiringEntry[] = cells
    .filter((c) => c.state === 'valid' && c.expiry && c.expiry >= today && c.documentId)
    .map((c) => ({ documentId: c.documentId!, documentTypeCodeName: c.documentTypeCodeName, documentDisplayName: c.documentDisplayName, expiry: c.expiry! }))
    .sort((a, b) => a.expiry.localeCompare(b.expiry) || a.documentId.localeCompare(b.documentId))
    .slice(0, EXPIRING_KEPT);

  const byYear = new Map<number, typeof cells>();
  for (const cell of cells) byYear.set(cell.year, [...(byYear.get(cell.year) ?? []), cell]);
  const initial = byYear.get(INITIAL_YEAR) ?? [];
  byYear.delete(INITIAL_YEAR);
  const years: YearContent[] = [...byYear.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, inYear]) => ({
      id: yearItemId(contact.id, year),
      kind: 'year' as const,
      supplierId: contact.id,
      year,
      customerIds,
      cells: inYear.map(strip),
      types: typeCellsOf(inYear),
      counts: countCells(inYear),
      months: Array.from({ length: 12 }, (_, i) => countCells(inYear.filter((c) => c.month === i + 1))),
      rejections: rejectionsOf(inYear),
    }));

  const figures: Omit<SupplierCompliance, 'updatedAt'> = {
    supplierPK: contact.id,
    supplierName: contact.displayName,
    ...(rfc ? { rfc } : {}),
    counts: counts.total === 0 ? emptyCellCounts() : counts,
    rate,
    risk: riskOf(cells, highRiskOpen, rate),
    payable: !highRiskOpen,
    documentsCount: cells.filter((c) => c.state === 'valid' || c.state === 'review').length,
    ...(contact.sat69b ? { sat69b: contact.sat69b } : {}),
  };
  const summary: SummaryContent = {
    id: summaryItemId(contact.id),
    kind: 'summary',
    supplierId: contact.id,
    customerIds,
    searchText: normalizeSearchText([contact.displayName, rfc ?? ''].join(' ')),
    sortKey: contact.sortKey ?? `${normalizeSearchText(contact.displayName)}|${contact.id}`,
    figures,
    overdue,
    expiring,
    initial: { cells: initial.map(strip), counts: countCells(initial), rejections: rejectionsOf(initial) },
    years: years.map((y) => y.year),
  };
  return { summary, years };
}

function rejectionsOf(cells: Pick<ComplianceCell, 'state' | 'documentTypeCodeName' | 'documentDisplayName'>[]): RejectionEntry[] {
  const out = new Map<string, RejectionEntry>();
  for (const c of cells.filter((x) => x.state === 'rejected')) {
    const r = out.get(c.documentTypeCodeName) ?? { documentTypeCodeName: c.documentTypeCodeName, documentDisplayName: c.documentDisplayName, count: 0 };
    r.count += 1;
    out.set(c.documentTypeCodeName, r);
  }
  return [...out.values()].sort((a, b) => b.count - a.count || a.documentTypeCodeName.localeCompare(b.documentTypeCodeName));
}

/** A stable hash of an item's content (what a recompute compares before writing). */
export function contentHash(content: unknown): string {
  return createHash('sha1').update(stableJson(content)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

import {
  countsAsUploaded,
  dueDateOfPeriod,
  mexicoCityDay,
  monthNames,
  periodKey,
  periodOf,
  periodRefOf,
  periodsBetween,
  periodsOfYear,
  type ContactDocumentsResponse,
  type DocumentSlotsResponse,
  type PendingSlotsResponse,
  type Period,
  type Slot,
  type SupplierSlotsResponse,
  type TypePeriodsResponse,
} from '@expediente/contracts';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, NotFoundError } from '../platform/errors';
import type { DocumentAccess } from './document-access';
import { toDocumentSummary } from './document-summary';
import type { DocumentTypeItem, DocumentTypesRepository } from './document-types.repository';
import type { SlotDocument, SlotsRepository, SlotSupplierPeriod } from './slots.repository';

/**
 * Required-document slots (part 1 §3 Pending slot; part 2 §2.2, §2.14, §3 Slot; decision 012): derived on every
 * read, never stored, from three reads — the tenant's document types of the set, the supplier's periods
 * (/supplier-periods: S serves customer C from startDate to endDate) and the supplier's live documents.
 *
 * Derivation, with `today` the calendar day in Mexico City:
 * - Only the `required` types of the set make slots, and only for a supplier with a supplier period that has
 *   started (startDate ≤ today); a supplier without one has no slots at all.
 * - A periodic type has one slot per period of its cadence, read in the type's reading (periods.ts
 *   `periodsBetween`), that overlaps a supplier period and has started: the window of each supplier period is
 *   [startDate, min(endDate, today)]. One slot per customer when the type requires a customer relationship
 *   (`customerRelationshipRequired`); otherwise one per period whatever the customers.
 * - An initial type has one slot, without period; an event type (temporality 'event', e.g. the specialized
 *   services contract) one per customer the supplier serves or served.
 * - Due date: the legal calendar's (legal-calendar.ts `dueDateOfPeriod`) for types with dueRule
 *   'seventeenth-after-period', else none; overdue = missing and due date before today.
 * - Status: the slot's document is the newest (by upload) live version not replaced by an amendment of that type,
 *   period (its fromDate's day in Mexico City read in the type's cadence and reading; 'initial' for a type
 *   without periods) and, for a type per customer, customer. 'uploaded' when its status counts as uploaded (not A
 *   or I, part 2 §4), else 'missing' — documentId and documentStatus stay, so an I document offers 'Cargar' to
 *   amend it.
 * - publicKey `<typeCode>~<periodKey>~<customerId or '-'>` (contracts slots.ts), stable for deep links.
 *
 * Pending (GET /api/documents/supplier/pending) is the slots of the caller's own organization when that
 * organization is a supplier — a Supplier's, or anyone's whose companyId is a supplier — and an empty list for
 * everybody else: the home's 'Documentos pendientes' is the supplier's to-do list, not a tenant-wide report.
 */

type SupplierRef = Pick<ContactItem, 'id' | 'displayName' | 'identifiers' | 'locked'>;
type Window = { from?: string; to?: string };

/** The home shows the first of them; totalCount says how many there are. */
export const PENDING_SLOTS_LIMIT = 100;
/** 'Últimos documentos' of the contact's file (part 2 §2.2). */
export const CONTACT_LATEST_DOCUMENTS = 5;

const INITIAL_TAB = 'initial';
/** Ours: only a Supplier's own organization goes without saying. */
const SUPPLIER_REQUIRED = 'Indique el proveedor.';
const rfcOf = (supplier: SupplierRef) => supplier.identifiers.find((i) => i.key === 'rfc')?.value || supplier.id;

export class SlotsService {
  constructor(
    private readonly repo: SlotsRepository,
    private readonly types: DocumentTypesRepository,
    private readonly contacts: ContactsRepository,
    private readonly access: DocumentAccess,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return mexicoCityDay(new Date(this.clock.now()));
  }

  /** GET /api/documents/supplier/pending: the caller's organization's missing slots, overdue and nearest due first. */
  async pending(principal: Principal): Promise<PendingSlotsResponse> {
    if (!principal.companyId) return { slots: [], totalCount: 0 };
    const org = await this.contacts.read(principal, principal.companyId);
    if (!org || org.partyType !== 2 || org.organizationRole !== 'supplier') return { slots: [], totalCount: 0 };
    const missing = (await this.derive(principal, org, 'mxexpediente', {})).filter((s) => s.status === 'missing').sort(byUrgency);
    return { slots: missing.slice(0, PENDING_SLOTS_LIMIT), totalCount: missing.length };
  }

  /** GET /api/documents/supplier/slots: one supplier's slots of a year, its initial and event slots, and the tabs. */
  async ofSupplierYear(principal: Principal, supplierPK: string | undefined, year: number, documentSet: string): Promise<SupplierSlotsResponse> {
    const id = supplierPK ?? (principal.role === 'Supplier' ? principal.companyId : undefined);
    if (!id) throw new BadRequestError({ supplierPK: [SUPPLIER_REQUIRED] }, SUPPLIER_REQUIRED);
    const supplier = await this.access.visibleSupplier(principal, id);
    const slots = await this.derive(principal, supplier, documentSet, { from: `${year}-01-01`, to: `${year}-12-31` }, year);
    const tabs = [{ tab: INITIAL_TAB, label: 'Inicial' }, ...monthNames.map((label, i) => ({ tab: String(i + 1), label }))].map((t) => {
      const inTab = slots.filter((s) => tabOf(s) === t.tab);
      return { ...t, missing: inTab.filter((s) => s.status === 'missing').length, total: inTab.length };
    });
    return { supplierPK: supplier.id, supplierDisplayName: supplier.displayName, year, locked: supplier.locked, tabs, slots };
  }

  /** GET /api/documents/{id}/documentslots: the slots of the document's supplier whose period holds the document's. */
  async ofDocument(principal: Principal, publicKey: string): Promise<DocumentSlotsResponse> {
    const doc = await this.access.visibleDocument(principal, publicKey);
    const supplier = (await this.contacts.read(principal, doc.supplierId)) ?? { id: doc.supplierId, displayName: doc.supplierName ?? doc.supplierId, identifiers: [], locked: false };
    const types = await this.types.types(principal);
    const docType = types.find((t) => t.codeName === doc.documentTypeCode);
    const setCode = docType?.sets.includes('mxexpediente') || !docType ? 'mxexpediente' : (docType.sets[0] ?? 'mxexpediente');
    if (!doc.fromDate || docType?.periodCodeName === 'initial') {
      const slots = await this.derive(principal, supplier, setCode, { to: this.today() }, undefined, types);
      return { slots: slots.filter((s) => s.periodKey === 'initial') };
    }
    const day = mexicoCityDay(new Date(doc.fromDate));
    const slots = await this.derive(principal, supplier, setCode, { from: day, to: day }, undefined, types);
    return { slots: slots.filter((s) => s.periodKey !== 'initial') };
  }

  /** GET /api/periods/{documentTypeCode}?year: the periods of a type in a year (an initial type has none). */
  async periodsOfType(principal: Principal, code: string, year: number | undefined): Promise<TypePeriodsResponse> {
    const type = await this.types.readType(principal, code);
    if (!type) throw new NotFoundError('El tipo de documento no existe.');
    if (type.periodCodeName === 'initial') return [];
    const y = year ?? Number(this.today().slice(0, 4));
    return periodsOfYear(type.periodCodeName, y, type.periodReading).map((p) => ({ name: p.name, month: p.month ?? 1, number: p.number }));
  }

  /** GET /api/contacts/{id}/documents: the latest five documents of a supplier the caller sees (404 otherwise). */
  async latestOfContact(principal: Principal, id: string, documentSet: string, isRequired: 'required' | 'all'): Promise<ContactDocumentsResponse> {
    const supplier = await this.access.visibleSupplier(principal, id);
    const types = (await this.types.types(principal, documentSet)).filter((t) => isRequired === 'all' || t.required);
    const byCode = new Map(types.map((t) => [t.codeName, t]));
    const docs = await this.repo.latestDocuments(principal, supplier.id, [...byCode.keys()], CONTACT_LATEST_DOCUMENTS);
    return { documents: docs.map((d) => toDocumentSummary(d, byCode.get(d.documentTypeCode))) };
  }

  /**
   * Every slot of a supplier for the types of a set, limited to the periods with a day in `window` (and started).
   * `year` keeps only the periods of that year (a period belongs to the year of its first day).
   */
  private async derive(principal: Principal, supplier: SupplierRef, set: string, window: Window, year?: number, allTypes?: DocumentTypeItem[]): Promise<Slot[]> {
    const [typesOfSet, periods, docs] = await Promise.all([
      allTypes ? Promise.resolve(allTypes.filter((t) => t.sets.includes(set))) : this.types.types(principal, set),
      this.repo.supplierPeriods(principal, supplier.id),
      this.repo.liveDocuments(principal, supplier.id),
    ]);
    return deriveSlots({ supplier, types: typesOfSet, periods, docs, today: this.today(), window, ...(year !== undefined ? { year } : {}) });
  }
}

export type DeriveInput = {
  supplier: SupplierRef;
  types: DocumentTypeItem[];
  periods: SlotSupplierPeriod[];
  docs: SlotDocument[];
  today: string;
  window: Window;
  year?: number;
};

/** The derivation itself (pure): see the service's comment. Sorted by type order, then period, then customer. */
export function deriveSlots({ supplier, types, periods, docs, today, window, year }: DeriveInput): Slot[] {
  const started = periods.filter((p) => p.startDate <= today && p.startDate <= p.endDate);
  if (started.length === 0) return [];
  const customers = [...new Map(started.map((p) => [p.customerPK, p.customerDisplayName])).entries()];
  const latest = latestBySlot(docs, types);
  const out: Slot[] = [];
  const make = (type: DocumentTypeItem, period: Period, customer?: [string, string]): Slot => {
    const key = slotKey(type.codeName, period.key, type.customerRelationshipRequired || type.temporalityCodeName === 'event' ? customer?.[0] : undefined);
    const doc = latest.get(key);
    const status = doc && countsAsUploaded(doc.status) ? 'uploaded' : 'missing';
    const due = type.dueRule === 'seventeenth-after-period' ? dueDateOfPeriod(period) : null;
    return {
      publicKey: key,
      logicalKey: [rfcOf(supplier), type.shortName, period.label].join(' · '),
      documentTypeCodeName: type.codeName,
      documentDisplayName: type.shortName,
      slotDisplayName: period.label,
      entityDisplayName: customer ? `${supplier.displayName} · ${customer[1]}` : supplier.displayName,
      supplierPK: supplier.id,
      ...(customer ? { customerPK: customer[0], customerDisplayName: customer[1] } : {}),
      risk: type.risk,
      status,
      periodKey: period.key,
      year: period.year,
      periodNumber: period.number,
      month: period.month,
      ...(period.start ? { fromDate: `${period.start}T00:00:00-06:00` } : {}),
      ...(period.end ? { initialValidity: period.end } : {}),
      ...(due ? { dueDate: due } : {}),
      overdue: status === 'missing' && due !== null && due < today,
      ...(doc ? { documentId: doc.publicKey, documentStatus: doc.status, documentName: doc.originalName } : {}),
    };
  };
  for (const type of types.filter((t) => t.required)) {
    if (type.temporalityCodeName === 'event' || type.periodCodeName === 'initial') {
      const initial = periodOf({ cadence: 'initial', reading: type.periodReading, year: null, number: 1 });
      const perCustomer = type.temporalityCodeName === 'event' || type.customerRelationshipRequired;
      if (perCustomer) customers.forEach((c) => out.push(make(type, initial, c)));
      else out.push(make(type, initial));
      continue;
    }
    const seen = new Set<string>();
    for (const sp of started) {
      const from = maxDay(sp.startDate, window.from);
      const to = minDay(minDay(sp.endDate, today)!, window.to)!;
      if (from > to) continue;
      for (const period of periodsBetween(type.periodCodeName, from, to, type.periodReading)) {
        if (year !== undefined && period.year !== year) continue;
        const customer: [string, string] | undefined = type.customerRelationshipRequired ? [sp.customerPK, sp.customerDisplayName] : undefined;
        const k = `${period.key}|${customer?.[0] ?? '-'}`;
        if (seen.has(k)) continue;
        seen.add(k);
        out.push(make(type, period, customer));
      }
    }
  }
  const ordinal = new Map(types.map((t) => [t.codeName, t.ordinal]));
  return out.sort(
    (a, b) =>
      (ordinal.get(a.documentTypeCodeName) ?? 0) - (ordinal.get(b.documentTypeCodeName) ?? 0) ||
      (a.fromDate ?? '').localeCompare(b.fromDate ?? '') ||
      (a.customerDisplayName ?? '').localeCompare(b.customerDisplayName ?? ''),
  );
}

export const slotKey = (typeCode: string, key: string, customerId?: string) => `${typeCode}~${key}~${customerId ?? '-'}`;

/** The newest live, not amended document per slot key. A periodic document without fromDate fills no slot. */
function latestBySlot(docs: SlotDocument[], types: DocumentTypeItem[]): Map<string, SlotDocument> {
  const byCode = new Map(types.map((t) => [t.codeName, t]));
  const out = new Map<string, SlotDocument>();
  for (const doc of docs) {
    if (doc.amendedBy) continue;
    const type = byCode.get(doc.documentTypeCode);
    if (!type) continue;
    let key: string;
    if (type.periodCodeName === 'initial') key = 'initial';
    else if (doc.fromDate) key = periodKey(periodRefOf(type.periodCodeName, mexicoCityDay(new Date(doc.fromDate)), type.periodReading));
    else continue;
    const perCustomer = type.customerRelationshipRequired || type.temporalityCodeName === 'event';
    const k = slotKey(type.codeName, key, perCustomer ? doc.customerId : undefined);
    const current = out.get(k);
    if (!current || current.createdAt < doc.createdAt) out.set(k, doc);
  }
  return out;
}

/** The tab of a slot on the upload screen and the contact's file: 'initial', or its period's first month. */
export function tabOf(slot: Pick<Slot, 'periodKey' | 'month'>): string {
  return slot.periodKey === 'initial' || slot.month === null ? INITIAL_TAB : String(slot.month);
}

/** Overdue first, then the nearest due date (none last), then risk (1 high first), then the period. */
function byUrgency(a: Slot, b: Slot): number {
  return (
    Number(b.overdue) - Number(a.overdue) ||
    (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
    a.risk - b.risk ||
    (a.fromDate ?? '').localeCompare(b.fromDate ?? '') ||
    a.publicKey.localeCompare(b.publicKey)
  );
}

const maxDay = (a: string, b: string | undefined) => (b && b > a ? b : a);
const minDay = (a: string, b: string | undefined) => (b && b < a ? b : a);

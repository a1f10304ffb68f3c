import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { PeriodsRepository, type PeriodItem } from '../periods/periods.repository';
import { documentsPk, type DocumentItem } from './documents.repository';

/** The fields of a live document that fill a slot (a projection: the records carry extracted data too). */
export type SlotDocument = Pick<DocumentItem, 'publicKey' | 'documentTypeCode' | 'status' | 'originalName' | 'createdAt'> &
  Partial<Pick<DocumentItem, 'fromDate' | 'customerId' | 'amendedBy'>>;

/** A supplier period as the slots read it: who is served, from when to when. */
export type SlotSupplierPeriod = Pick<PeriodItem, 'customerPK' | 'customerDisplayName' | 'startDate' | 'endDate'>;

const SLOT_DOCUMENT_FIELDS = ['publicKey', 'documentTypeCode', 'status', 'originalName', 'createdAt', 'fromDate', 'customerId', 'amendedBy'] as const;
/** A supplier has a few periods (one or two per customer); a bound so one list can never grow without limit. */
const MAX_SUPPLIER_PERIODS = 1000;
/** A supplier's live documents over the years: thousands at most; more is a data problem, not a list to read. */
const MAX_SLOT_DOCUMENTS = 20_000;

/**
 * The two reads the slots are derived from (slots.service.ts): the supplier's live documents (one query in its
 * own documents partition, only the fields a slot needs) and the supplier's periods (one query in the periods
 * partition). Both are keyed by the supplier, so the cost does not grow with the tenant.
 */
export class SlotsRepository {
  private readonly docs = new TenantContainer<DocumentItem>('documents');
  private readonly periods = new PeriodsRepository();

  async liveDocuments(scope: TenantScope, supplierId: string): Promise<SlotDocument[]> {
    const projection = `{ ${SLOT_DOCUMENT_FIELDS.map((f) => `"${f}": c.${f}`).join(', ')} }`;
    const rows = await this.docs.values<SlotDocument>(scope, projection, {
      pk: documentsPk(scope.tenantId, supplierId),
      where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt)",
      limit: MAX_SLOT_DOCUMENTS,
    });
    // An undefined field comes back absent or null depending on the engine: drop the nulls.
    return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && v !== undefined)) as SlotDocument);
  }

  async supplierPeriods(scope: TenantScope, supplierId: string): Promise<SlotSupplierPeriod[]> {
    return this.periods.list(scope, { supplierPK: supplierId }, { field: 'start_date', order: 'ASC' }, MAX_SUPPLIER_PERIODS);
  }

  /**
   * The latest live documents of a supplier (newest upload first) among `types`, leaving out versions replaced
   * by an amendment: the contact's 'Últimos documentos'.
   */
  async latestDocuments(scope: TenantScope, supplierId: string, types: string[], limit: number): Promise<DocumentItem[]> {
    if (types.length === 0) return [];
    const page = await this.docs.query(scope, {
      pk: documentsPk(scope.tenantId, supplierId),
      where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt) AND NOT IS_DEFINED(c.amendedBy) AND ARRAY_CONTAINS(@types, c.documentTypeCode)",
      parameters: [{ name: '@types', value: types }],
      orderBy: 'c.createdAt DESC',
      pageSize: limit,
    });
    return page.items.slice(0, limit);
  }
}

import { ContactsRepository, type ContactItem } from '../contacts/contacts.repository';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { DocumentTypesRepository, type DocumentTypeItem } from '../documents/document-types.repository';
import { documentsPk, type DocumentItem } from '../documents/documents.repository';
import { SlotsRepository, type SlotDocument, type SlotSupplierPeriod } from '../documents/slots.repository';

/** A live document as the projection reads it: what fills a slot, plus the validity end the extraction found. */
export type ComplianceDocument = SlotDocument & { validUntil?: string };

const FIELDS = ['publicKey', 'documentTypeCode', 'status', 'originalName', 'createdAt', 'fromDate', 'customerId', 'amendedBy'] as const;
/** Same bound as the slots' read (slots.repository.ts). */
const MAX_DOCUMENTS = 20_000;

/**
 * What a supplier's figures are computed from: its contact, the tenant's types, its supplier periods (the slots'
 * read) and its live documents (one query in its own documents partition). Nothing grows with the tenant.
 */
export class ComplianceSourcesRepository {
  private readonly docs = new TenantContainer<DocumentItem>('documents');
  private readonly contactItems = new TenantContainer<ContactItem>('contacts');
  private readonly slots = new SlotsRepository();
  private readonly contacts = new ContactsRepository();
  private readonly types = new DocumentTypesRepository();

  contact(scope: TenantScope, supplierId: string): Promise<ContactItem | undefined> {
    return this.contacts.read(scope, supplierId);
  }

  /** The supplier organizations of the tenant (a tenant recompute enqueues each). */
  async supplierIds(scope: TenantScope): Promise<string[]> {
    return this.contactItems.values<string>(scope, 'c.id', { pk: scope.tenantId, where: "c.partyType = 2 AND c.organizationRole = 'supplier'", limit: 100_000 });
  }

  documentTypes(scope: TenantScope, set: string): Promise<DocumentTypeItem[]> {
    return this.types.types(scope, set);
  }

  supplierPeriods(scope: TenantScope, supplierId: string): Promise<SlotSupplierPeriod[]> {
    return this.slots.supplierPeriods(scope, supplierId);
  }

  async liveDocuments(scope: TenantScope, supplierId: string): Promise<ComplianceDocument[]> {
    const projection = `{ ${FIELDS.map((f) => `"${f}": c.${f}`).join(', ')}, "validUntil": c.extraction.validUntil }`;
    const rows = await this.docs.values<ComplianceDocument>(scope, projection, {
      pk: documentsPk(scope.tenantId, supplierId),
      where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt)",
      limit: MAX_DOCUMENTS,
    });
    // An undefined field comes back absent or null depending on the engine: drop the nulls.
    return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && v !== undefined)) as ComplianceDocument);
  }
}

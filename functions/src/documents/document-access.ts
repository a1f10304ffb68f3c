import { documentMessages } from '@expediente/contracts';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import type { DirectoryService } from '../contacts/directory.service';
import type { Principal } from '../platform/auth/principal';
import { NotFoundError } from '../platform/errors';
import type { DocumentItem, DocumentsRepository } from './documents.repository';

/**
 * Whose documents a caller sees: the directory's rule (decision 008) applied to suppliers. Tenant-wide roles and
 * main-group customers see every supplier's expediente; a Supplier its own organization's; another customer the
 * suppliers that serve its organization. Anything outside answers 404, like another tenant's object.
 */
export type DocumentView = { kind: 'tenant' } | { kind: 'suppliers'; supplierIds: string[] };

export class DocumentAccess {
  constructor(
    private readonly directory: DirectoryService,
    private readonly contacts: ContactsRepository,
    private readonly docs: DocumentsRepository,
  ) {}

  /** For lists: the whole tenant, or the supplier ids the caller may see (one directory query for a customer). */
  async view(principal: Principal): Promise<DocumentView> {
    const view = await this.directory.viewOf(principal);
    if (view.kind === 'tenant') return { kind: 'tenant' };
    if (principal.role === 'Supplier') return { kind: 'suppliers', supplierIds: [view.scopeId] };
    const suppliers = await this.contacts.suppliersOf(principal, view.scopeId);
    return { kind: 'suppliers', supplierIds: suppliers.map((s) => s.id) };
  }

  /** A supplier organization the caller may see (its expediente), or 404. */
  async visibleSupplier(principal: Principal, supplierId: string): Promise<ContactItem> {
    const org = await this.directory.visibleContact(principal, supplierId).catch((err: unknown) => {
      if (err instanceof NotFoundError) throw new NotFoundError(documentMessages.notFound);
      throw err;
    });
    if (org.partyType !== 2 || org.organizationRole !== 'supplier') throw new NotFoundError(documentMessages.notFound);
    return org;
  }

  /**
   * A live document the caller may see, or 404: one point read (the publicKey names the partition) and, for a
   * customer who does not see the whole tenant, the supplier's contact (its scopeIds list who sees it).
   */
  async visibleDocument(principal: Principal, publicKey: string): Promise<DocumentItem> {
    const [doc, view] = await Promise.all([this.docs.read(principal, publicKey), this.directory.viewOf(principal)]);
    if (!doc) throw new NotFoundError(documentMessages.notFound);
    if (view.kind === 'tenant') return doc;
    if (principal.role === 'Supplier') {
      if (doc.supplierId !== view.scopeId) throw new NotFoundError(documentMessages.notFound);
      return doc;
    }
    // The view is known: the supplier's contact says whether it is in it (no second view lookup).
    const supplier = await this.contacts.read(principal, doc.supplierId);
    if (!supplier?.scopeIds?.includes(view.scopeId)) throw new NotFoundError(documentMessages.notFound);
    return doc;
  }
}

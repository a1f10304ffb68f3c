import {
  auditMessages,
  contractDocumentTypes,
  documentMessages,
  hasPermission,
  isCalendarDay,
  mesesVigenciaPattern,
  type AuditChangeResponse,
  type AuditContractForm,
  type AuditCustomerOption,
  type AuditDocument,
  type AuditStatus,
  type DisputeType,
  type auditDocumentRejectSchema,
  type auditRejectSchema,
  type saveAuditSchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { TenantsRepository } from '../admin/tenants.repository';
import { hashSecret } from '../auth/link-tokens';
import type { UsersRepository } from '../auth/users.repository';
import type { ContactItem, ContactsRepository, NewContact } from '../contacts/contacts.repository';
import type { DirectoryService } from '../contacts/directory.service';
import type { DocumentAccess } from '../documents/document-access';
import type { ChangeContext, DocumentChangesService } from '../documents/document-changes.service';
import type { DocumentTypeItem, DocumentTypesRepository } from '../documents/document-types.repository';
import type { DocumentItem, DocumentsRepository } from '../documents/documents.repository';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog } from '../platform/events';
import { changeOrganization, createOrChangeOrganization, withItem } from '../suppliers/directory-writes';
import type { ContractRecordItem, ContractRecordsRepository, NewContractRecord } from './contract-records.repository';

type RejectInput = z.output<typeof auditDocumentRejectSchema>;
type AdminRejectInput = z.output<typeof auditRejectSchema>;
type SaveAuditInput = z.output<typeof saveAuditSchema>;

/** The disputes calls the audit makes (functions/src/disputes/composition.ts `disputes`, issue 15 H2). */
export type AuditDisputes = {
  openForDocument(ctx: ChangeContext, doc: DocumentItem, input: { type: DisputeType; comment: string }): Promise<{ disputeKey: string }>;
  amendmentAccepted(ctx: ChangeContext, doc: DocumentItem): Promise<void>;
};

/** The document changes the audit reuses: the editors' metadata save and the status I with its notification. */
export type AuditDocumentChanges = Pick<DocumentChangesService, 'saveMetadata' | 'updateStatus'>;

/** A customer organization created from the contract form: one id per RFC in the tenant, so a retry writes the same. */
export const customerOrganizationId = (tenantId: string, rfc: string) => `cus-${hashSecret([tenantId, 'customer-rfc', rfc.toUpperCase()].join('|')).slice(0, 24)}`;

const auditStatusOf = (doc: DocumentItem): AuditStatus => doc.auditStatus ?? 'pending';
const identifier = (org: ContactItem | undefined, ...keys: string[]) => keys.map((k) => org?.identifiers.find((i) => i.key === k)?.value).find(Boolean) ?? '';
const clip = (value: string, max = 80) => value.slice(0, max);

/**
 * The audit detail (issue 15; part 2 §2.11, §4, §7; docs/decisions/015-review-loop.md). Which document a caller
 * may audit is DocumentAccess's rule (404 outside the view or the tenant). Accepting sets status V and auditStatus
 * approved — fixed-approved when the document amends one that was amend-required — and tells the disputes that the
 * amendment was accepted. A reject sets status I with the reason: `rejected` is final and notifies the supplier
 * (document:rejected, DocumentChangesService's path); `amend-required` opens (or continues) a document:amend dispute,
 * whose first comment is the reason and which notifies the supplier. Every action is in the event log with before
 * and after. Everything a call checks is checked before its first write.
 */
export class AuditDetailService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly directory: DirectoryService,
    private readonly docs: DocumentsRepository,
    private readonly types: DocumentTypesRepository,
    private readonly contacts: ContactsRepository,
    private readonly tenants: TenantsRepository,
    private readonly users: UsersRepository,
    private readonly records: ContractRecordsRepository,
    private readonly changes: AuditDocumentChanges,
    private readonly disputes: AuditDisputes,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  /** GET /api/audit/documents/{id}: the document as the audit screens read it, its saved contract form and the customers to choose. */
  async auditDocument(principal: Principal, publicKey: string): Promise<AuditDocument> {
    const doc = await this.access.visibleDocument(principal, publicKey);
    const [type, supplier, record, customerOptions, on] = await Promise.all([
      this.types.readType(principal, doc.documentTypeCode),
      this.contacts.read(principal, doc.supplierId),
      this.records.read(principal, doc.publicKey),
      this.customerOptions(principal),
      featuresOf(principal),
    ]);
    const auditor = hasPermission(principal.role, 'update:audit') && on['customer-audit'] === true;
    const admin = hasPermission(principal.role, 'update:audit:any');
    const auditStatus = auditStatusOf(doc);
    return {
      publicKey: doc.publicKey,
      name: doc.originalName,
      displayName: doc.displayName,
      documentTypeCodeName: doc.documentTypeCode,
      documentTypeShortName: type?.shortName ?? doc.displayName,
      status: doc.status,
      auditStatus,
      validated: doc.status,
      ...(doc.rejectReason ? { rejectReason: doc.rejectReason } : {}),
      ...(doc.audit ? { audit: { displayName: doc.audit.displayName, at: doc.audit.at, ...(doc.audit.reason ? { reason: doc.audit.reason } : {}) } } : {}),
      supplier: { publicKey: doc.supplierId, displayName: supplier?.displayName ?? doc.supplierName ?? doc.supplierId },
      sapId: identifier(supplier, 'supplier.id', 'sap.id'),
      rfc: identifier(supplier, 'rfc'),
      creationDate: doc.createdAt,
      isContract: contractDocumentTypes.includes(doc.documentTypeCode),
      ...(doc.amendedDocument ? { amendedDocument: doc.amendedDocument } : {}),
      ...(doc.disputeKey ? { disputeKey: doc.disputeKey } : {}),
      formDataItems: doc.formDataItems ?? [],
      identifiers: doc.identifiers ?? [],
      // The raw extraction prefills the admin capture; elsewhere it stays the Developer's card (part 2 §6).
      ...(admin && doc.jsonData !== undefined ? { jsonData: doc.jsonData } : {}),
      relationships: (doc.relationships ?? []).map((r) => ({ role: r.role, PK: r.PK })),
      ...(record ? { contractForm: savedForm(record) } : {}),
      customerOptions,
      can: { save: auditor, reject: auditor && auditStatus !== 'rejected', adminSave: admin },
    };
  }

  /**
   * POST (not yet validated) or PUT (validated) /api/audit/documents/{id}: the contract form. New customers become
   * customer organizations of the tenant (members of its main group), the contract record is written, and the
   * document is accepted.
   */
  async saveContract(ctx: ChangeContext, publicKey: string, form: AuditContractForm, method: 'POST' | 'PUT'): Promise<AuditChangeResponse> {
    const { principal } = ctx;
    const doc = await this.access.visibleDocument(principal, publicKey);
    if (!contractDocumentTypes.includes(doc.documentTypeCode)) throw new BadRequestError({ other: [auditMessages.notContract] }, auditMessages.notContract);
    const validated = doc.status === 'V';
    if (method === 'POST' && validated) throw new ConflictError(auditMessages.usePut);
    if (method === 'PUT' && !validated) throw new ConflictError(auditMessages.usePost);
    if (form.supplierId !== doc.supplierId) throw new BadRequestError({ supplierId: [auditMessages.supplierMismatch] }, auditMessages.supplierMismatch);
    const existing = await this.namedCustomers(principal, form.organizations, 'organizations');
    const fresh = await this.checkNewCustomers(principal, form.newOrganizations);

    const created = await this.createCustomers(ctx, fresh);
    const customers = [...existing, ...created].filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);
    const [auditor, auditStatus, previous] = await Promise.all([this.auditorName(principal), this.acceptedStatus(principal, doc), this.records.read(principal, doc.publicKey)]);
    await this.records.save(
      principal,
      contractRecordOf(doc, previous, principal, auditor, this.now(), {
        supplierName: form.supplierName,
        sapId: form.sapId,
        rfc: form.rfc,
        customers,
        hasRepse: form.hasRepse,
        repseNumber: form.repseNumber,
        contractSubject: form.contractSubject,
        fechaFirma: form.fechaFirma,
        vigencia: form.vigencia,
        mesesVigencia: form.mesesVigencia,
      }),
    );
    const saved = await this.accept(ctx, doc.publicKey, auditStatus, auditor, (item) => ({
      ...item,
      // The contract's customers are the document's customer relations (part 2 §3 Document relations).
      relationships: [...(item.relationships ?? []).filter((r) => r.role !== 'customer'), ...customers.map((c) => ({ role: 'customer', PK: c.id }))],
    }));
    await this.events.record(principal, {
      type: 'audit.contract-saved',
      summary: `Contrato '${clip(saved.originalName)}' auditado (${method}): ${auditStatus}, ${customers.length} cliente(s)${created.length ? `, ${created.length} nuevo(s)` : ''}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: {
        publicKey,
        method,
        statusBefore: doc.status,
        statusAfter: saved.status,
        auditStatusBefore: auditStatusOf(doc),
        auditStatusAfter: auditStatus,
        customersBefore: (previous?.customerIds ?? []).join(',').slice(0, 500),
        customersAfter: customers.map((c) => c.id).join(',').slice(0, 500),
        vigenciaBefore: previous?.vigencia ?? '',
        vigenciaAfter: form.vigencia,
        hasRepse: form.hasRepse,
      },
    });
    if (saved.disputeKey) await this.disputes.amendmentAccepted(ctx, saved);
    return { message: auditMessages.saved, status: saved.status, auditStatus };
  }

  /** POST /api/audit/documents/{id}/reject: status I with the reason, auditStatus rejected; refused once rejected. */
  async rejectContract(ctx: ChangeContext, publicKey: string, input: RejectInput): Promise<AuditChangeResponse> {
    return this.rejectFinal(ctx, publicKey, input.reason, 'audit.document-rejected');
  }

  /**
   * POST /api/audit/{id}/saveAudit (admin): the form data as the chosen type's fields — through the editors' save
   * (DocumentChangesService.saveMetadata: its checks and its event) — then the chosen type, the captured JSON and
   * the customer blocks on the document, which is accepted.
   */
  async saveAudit(ctx: ChangeContext, publicKey: string, input: SaveAuditInput): Promise<AuditChangeResponse> {
    const { principal } = ctx;
    const doc = await this.access.visibleDocument(principal, publicKey);
    const type = await this.types.readType(principal, input.documentType);
    if (!type) throw new BadRequestError({ documentType: [auditMessages.unknownDocumentType] }, auditMessages.unknownDocumentType);
    const isContract = contractDocumentTypes.includes(type.codeName);
    if (!isContract && !(type.fields?.length > 0)) throw new BadRequestError({ documentType: [auditMessages.unknownType] }, auditMessages.unknownType);
    if (input.jsonData !== undefined && !isJsonObject(input.jsonData)) throw new BadRequestError({ jsonData: [auditMessages.jsonDataInvalid] }, auditMessages.jsonDataInvalid);
    const customers = await this.namedCustomers(
      principal,
      input.relationships.map((r) => r.PK),
      'relationships',
    );
    // A contract type accepted here writes the same contract record as the contract form (checked before any write).
    let record: NewContractRecord | undefined;
    if (isContract) {
      const [supplier, previous, auditor] = await Promise.all([this.contacts.read(principal, doc.supplierId), this.records.read(principal, doc.publicKey), this.auditorName(principal)]);
      const terms = adminContractTerms(
        input.form.formdata,
        { displayName: supplier?.displayName ?? doc.supplierName ?? doc.supplierId, sapId: identifier(supplier, 'supplier.id', 'sap.id'), rfc: identifier(supplier, 'rfc') },
        previous,
        customers,
      );
      record = contractRecordOf(doc, previous, principal, auditor, this.now(), terms);
    }

    // The captured JSON is the audit's own (its repeatable groups); the editors' save keeps the raw-JSON rule.
    const { jsonData, documentType: _type, relationships: _relationships, ...metadata } = input;
    await this.changes.saveMetadata(ctx, publicKey, { ...metadata, isAuditFlag: true });
    if (record) await this.records.save(principal, record);
    const [auditor, auditStatus] = await Promise.all([this.auditorName(principal), this.acceptedStatus(principal, doc)]);
    const saved = await this.accept(ctx, publicKey, auditStatus, auditor, (item) => ({
      ...item,
      ...retyped(type),
      ...(jsonData !== undefined ? { jsonData } : {}),
      ...(isContract ? { relationships: [...(item.relationships ?? []).filter((r) => r.role !== 'customer'), ...customers.map((c) => ({ role: 'customer', PK: c.id }))] } : {}),
    }));
    await this.events.record(principal, {
      type: 'audit.saved',
      summary: `Documento '${clip(saved.originalName)}' auditado como ${type.shortName}: ${auditStatus}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: {
        publicKey,
        typeBefore: doc.documentTypeCode,
        typeAfter: type.codeName,
        statusBefore: doc.status,
        statusAfter: saved.status,
        auditStatusBefore: auditStatusOf(doc),
        auditStatusAfter: auditStatus,
        fields: input.form.formdata.length,
        jsonData: jsonData !== undefined,
      },
    });
    if (saved.disputeKey) await this.disputes.amendmentAccepted(ctx, saved);
    return { message: auditMessages.saved, status: saved.status, auditStatus };
  }

  /** POST /api/audit/{id}/reject (admin): amend-required opens a dispute; rejected is final and notifies document:rejected. */
  async reject(ctx: ChangeContext, publicKey: string, input: AdminRejectInput): Promise<AuditChangeResponse> {
    if (input.result === 'rejected') return this.rejectFinal(ctx, publicKey, input.comment, 'audit.rejected', input.metadata || undefined);
    const { principal } = ctx;
    const doc = await this.access.visibleDocument(principal, publicKey);
    const auditor = await this.auditorName(principal);
    const now = this.now();
    const saved = await this.docs.change(principal, publicKey, (item) => {
      if (item.auditStatus === 'rejected') throw new ConflictError(auditMessages.alreadyRejected);
      return {
        ...item,
        status: 'I',
        rejectReason: input.comment,
        auditStatus: 'amend-required',
        audit: { userId: principal.userId, displayName: auditor, at: now, reason: input.comment },
        review: { userId: principal.userId, displayName: auditor, at: now },
        modifiedAt: now,
      };
    });
    if (!saved) throw new NotFoundError(documentMessages.notFound);
    const { disputeKey } = await this.disputes.openForDocument(ctx, saved, { type: 'document:amend', comment: input.comment });
    await this.events.record(principal, {
      type: 'audit.amend-required',
      summary: `Corrección solicitada para '${clip(saved.originalName)}': ${clip(input.comment, 120)}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { publicKey, statusBefore: doc.status, statusAfter: 'I', auditStatusBefore: auditStatusOf(doc), auditStatusAfter: 'amend-required', reason: clip(input.comment, 500), disputeKey },
    });
    return { message: auditMessages.rejected, status: 'I', auditStatus: 'amend-required', disputeKey };
  }

  /**
   * The final reject (contract form and admin 'Rechazar'): auditStatus rejected, status I and the reason in ONE ETag
   * write (DocumentChangesService.updateStatus with the audit fields in the same change, refused when the document is
   * rejected already), then the notification to the supplier's users (document:rejected, with the upload deep link)
   * and the events. A failure after the write leaves a consistent rejected document; a retry answers 409.
   */
  private async rejectFinal(ctx: ChangeContext, publicKey: string, reason: string, eventType: string, metadata?: string): Promise<AuditChangeResponse> {
    const { principal } = ctx;
    const doc = await this.access.visibleDocument(principal, publicKey);
    if (doc.auditStatus === 'rejected') throw new ConflictError(auditMessages.alreadyRejected);
    const auditor = await this.auditorName(principal);
    const now = this.now();
    await this.changes.updateStatus(ctx, publicKey, { status: 'I', reason, ...(metadata ? { metadata } : {}) }, (item) => {
      if (item.auditStatus === 'rejected') throw new ConflictError(auditMessages.alreadyRejected);
      return { ...item, auditStatus: 'rejected', audit: { userId: principal.userId, displayName: auditor, at: now, reason } };
    });
    await this.events.record(principal, {
      type: eventType,
      summary: `Documento '${clip(doc.originalName)}' rechazado: ${clip(reason, 120)}`,
      userId: principal.userId,
      email: principal.email,
      from: ctx.from,
      detail: { publicKey, statusBefore: doc.status, statusAfter: 'I', auditStatusBefore: auditStatusOf(doc), auditStatusAfter: 'rejected', reason: clip(reason, 500) },
    });
    return { message: auditMessages.rejected, status: 'I', auditStatus: 'rejected' };
  }

  /** Status V, the audit status and who accepted, plus `more`, in one read-modify-write. */
  private async accept(ctx: ChangeContext, publicKey: string, auditStatus: AuditStatus, auditor: string, more: (item: DocumentItem) => DocumentItem): Promise<DocumentItem> {
    const { principal } = ctx;
    const now = this.now();
    const saved = await this.docs.change(principal, publicKey, (item) => {
      const { rejectReason: _old, ...rest } = more(item);
      return {
        ...rest,
        status: 'V',
        auditStatus,
        audit: { userId: principal.userId, displayName: auditor, at: now },
        review: { userId: principal.userId, displayName: auditor, at: now },
        modifiedAt: now,
      };
    });
    if (!saved) throw new NotFoundError(documentMessages.notFound);
    return saved;
  }

  /** approved, or fixed-approved when the document amends one that was amend-required (or was fixed-approved already). */
  private async acceptedStatus(principal: Principal, doc: DocumentItem): Promise<AuditStatus> {
    if (doc.auditStatus === 'fixed-approved') return 'fixed-approved';
    if (!doc.amendedDocument) return 'approved';
    const original = await this.docs.read(principal, doc.amendedDocument);
    return original?.auditStatus === 'amend-required' ? 'fixed-approved' : 'approved';
  }

  /** The tenant's customer organizations the caller sees (tenant-wide: all; a customer: its own), by name. */
  private async customerOptions(principal: Principal): Promise<AuditCustomerOption[]> {
    const orgs = await this.visibleCustomers(principal);
    return orgs.map((o) => ({ publicKey: o.id, displayName: o.displayName, ...(identifier(o, 'rfc') ? { rfc: identifier(o, 'rfc') } : {}) }));
  }

  private async visibleCustomers(principal: Principal): Promise<ContactItem[]> {
    const view = await this.directory.viewOf(principal);
    return this.contacts.list(principal, { partyType: 2, organizationRole: 'customer', ...(view.kind === 'scope' ? { scopeId: view.scopeId } : {}) }, 1000);
  }

  /** The customer organizations named by key, each one the caller sees; else 400 on `field.<i>`. */
  private async namedCustomers(principal: Principal, keys: readonly string[], field: string): Promise<ContactItem[]> {
    if (keys.length === 0) return [];
    const visible = new Map((await this.visibleCustomers(principal)).map((o) => [o.id, o]));
    const errors: Record<string, string[]> = {};
    keys.forEach((k, i) => {
      if (!visible.has(k)) errors[`${field}.${i}`] = [auditMessages.unknownOrganization];
    });
    if (Object.keys(errors).length) throw new BadRequestError(errors, auditMessages.unknownOrganization);
    return keys.map((k) => visible.get(k)!);
  }

  /** New customers: an RFC that is a supplier's is a 400; one that is a customer's already reuses that customer. */
  private async checkNewCustomers(principal: Principal, entries: AuditContractForm['newOrganizations']): Promise<{ name: string; rfc: string; existing?: ContactItem }[]> {
    const out: { name: string; rfc: string; existing?: ContactItem }[] = [];
    const errors: Record<string, string[]> = {};
    for (const [i, entry] of entries.entries()) {
      const same = await this.contacts.organizationsByRfc(principal, entry.rfc);
      if (same.some((o) => o.organizationRole !== 'customer')) errors[`newOrganizations.${i}.rfc`] = [auditMessages.rfcOfSupplier];
      const customer = same.find((o) => o.organizationRole === 'customer');
      out.push({ ...entry, ...(customer ? { existing: customer } : {}) });
    }
    if (Object.keys(errors).length) throw new BadRequestError(errors, auditMessages.rfcOfSupplier);
    return out;
  }

  /**
   * Creates the new customers as the directory's writers do (suppliers/directory-writes.ts): idempotent by an id
   * derived from the RFC, then members of the tenant's main group, where the tenant's own companies sit.
   */
  private async createCustomers(ctx: ChangeContext, entries: { name: string; rfc: string; existing?: ContactItem }[]): Promise<ContactItem[]> {
    if (entries.length === 0) return [];
    const { principal } = ctx;
    const tenant = await this.tenants.read(principal.tenantId);
    const out: ContactItem[] = [];
    for (const entry of entries) {
      if (entry.existing) {
        out.push(entry.existing);
        continue;
      }
      const now = this.now();
      const fresh: NewContact = {
        id: customerOrganizationId(principal.tenantId, entry.rfc),
        type: 'contact',
        partyType: 2,
        displayName: entry.name,
        summary: entry.name,
        organizationRole: 'customer',
        identifiers: [{ key: 'rfc', name: 'RFC', value: entry.rfc }],
        memberIds: [],
        locked: false,
        createdAt: now,
        modifiedAt: now,
        modifiedBy: principal.userId,
      };
      const org = await createOrChangeOrganization(this.contacts, principal, fresh, () => undefined);
      if (tenant?.mainGroupId) {
        await changeOrganization(this.contacts, principal, tenant.mainGroupId, (group) =>
          group.memberIds?.includes(org.id) ? undefined : { ...group, memberIds: withItem(group.memberIds, org.id), modifiedAt: now, modifiedBy: principal.userId },
        );
      }
      await this.events.record(principal, {
        type: 'contacts.customer-created',
        summary: `Cliente ${clip(org.displayName)} creado desde la auditoría de un contrato`,
        userId: principal.userId,
        email: principal.email,
        from: ctx.from,
        detail: { organizationId: org.id, rfc: entry.rfc },
      });
      out.push(org);
    }
    return out;
  }

  private async auditorName(principal: Principal): Promise<string> {
    return (await this.users.read(principal, principal.userId))?.displayName ?? principal.email;
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

function savedForm(record: ContractRecordItem) {
  return {
    organizations: record.customers,
    hasRepse: record.hasRepse,
    repseNumber: record.repseNumber,
    contractSubject: record.contractSubject,
    supplierName: record.supplierName,
    sapId: record.sapId,
    rfc: record.rfc,
    fechaFirma: record.fechaFirma,
    vigencia: record.vigencia,
    mesesVigencia: record.mesesVigencia,
    supplierId: record.supplierId,
    savedAt: record.modifiedAt,
    savedBy: record.modifiedByName,
  };
}

/** What a contract record says about the contract itself (the contract form's fields, or the admin capture's). */
type ContractTerms = Pick<ContractRecordItem, 'supplierName' | 'sapId' | 'rfc' | 'hasRepse' | 'repseNumber' | 'contractSubject' | 'fechaFirma' | 'vigencia' | 'mesesVigencia'> & {
  customers: ContactItem[];
};

/**
 * The contract record both saves write (the contract form and the admin capture of a contract type): one shape, so
 * the contracts and orders pages read the same record whichever screen accepted the contract.
 */
function contractRecordOf(doc: DocumentItem, previous: ContractRecordItem | undefined, principal: Principal, auditor: string, now: string, terms: ContractTerms): NewContractRecord {
  const { customers, ...rest } = terms;
  return {
    id: doc.id,
    documentPublicKey: doc.publicKey,
    name: doc.originalName,
    supplierId: doc.supplierId,
    ...rest,
    customers: customers.map((c) => ({ publicKey: c.id, displayName: c.displayName })),
    customerIds: customers.map((c) => c.id),
    createdAt: previous?.createdAt ?? now,
    createdBy: previous?.createdBy ?? principal.userId,
    modifiedAt: now,
    modifiedBy: principal.userId,
    modifiedByName: auditor,
  };
}

/** The contract form's keys an admin capture may carry in form.formdata (same names as the contract form). */
type ContractTermKey = 'fechaFirma' | 'vigencia' | 'mesesVigencia' | 'hasRepse' | 'repseNumber' | 'contractSubject';
const truthy = new Set(['true', '1', 'si', 'sí', 'yes']);

/**
 * The admin capture of a contract type as contract terms: the supplier's name, SAP ID and RFC from the directory
 * (what the contract form shows and sends), the contract form's fields from form.formdata when the capture carries
 * them by the same key, else what the record already held. A date or Meses Vigencia that the contract form would
 * refuse is a 400 on its form.formdata row, checked before any write.
 */
export function adminContractTerms(
  formdata: readonly { key: string; value: string }[],
  supplier: { displayName: string; sapId: string; rfc: string },
  previous: ContractRecordItem | undefined,
  customers: ContactItem[],
): ContractTerms {
  const errors: Record<string, string[]> = {};
  const value = (key: ContractTermKey): string | undefined => {
    const i = formdata.findIndex((f) => f.key === key);
    if (i < 0) return undefined;
    const v = formdata[i]!.value.trim();
    if ((key === 'fechaFirma' || key === 'vigencia') && v && !isCalendarDay(v)) errors[`form.formdata.${i}.value`] = [auditMessages.dateInvalid];
    if (key === 'mesesVigencia' && v && !mesesVigenciaPattern.test(v)) errors[`form.formdata.${i}.value`] = [auditMessages.mesesVigencia];
    return v;
  };
  const hasRepseText = value('hasRepse');
  const hasRepse = hasRepseText === undefined ? (previous?.hasRepse ?? false) : truthy.has(hasRepseText.toLowerCase());
  const terms: ContractTerms = {
    supplierName: supplier.displayName,
    sapId: supplier.sapId,
    rfc: supplier.rfc,
    customers,
    hasRepse,
    repseNumber: hasRepse ? (value('repseNumber') ?? previous?.repseNumber ?? '') : '',
    contractSubject: value('contractSubject') ?? previous?.contractSubject ?? '',
    fechaFirma: value('fechaFirma') ?? previous?.fechaFirma ?? '',
    vigencia: value('vigencia') ?? previous?.vigencia ?? '',
    mesesVigencia: value('mesesVigencia') ?? previous?.mesesVigencia ?? '',
  };
  if (Object.keys(errors).length) throw new BadRequestError(errors, Object.values(errors)[0]![0]);
  return terms;
}

/** The type's names on a document classified by the admin audit (as the upload stores them). */
function retyped(type: DocumentTypeItem): Pick<DocumentItem, 'documentTypeCode' | 'documentTypeFullName' | 'displayName'> {
  return { documentTypeCode: type.codeName, documentTypeFullName: type.fullName, displayName: type.displayName };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

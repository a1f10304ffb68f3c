import { randomUUID } from 'node:crypto';
import {
  fileExtensionOf,
  UPLOAD_BLOCK_BYTES,
  UPLOAD_SAS_MINUTES,
  uploadMessages,
  type AddDocumentResponse,
  type UploadedDocument,
  type UploadSasResponse,
  addDocumentRequestSchema,
  can,
  documentPublicKey,
  hasPermission,
  normalizeSearchText,
  uploadSasRequestSchema,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { ContactItem, ContactsRepository } from '../contacts/contacts.repository';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, FeatureDisabledError, ForbiddenError, NotFoundError } from '../platform/errors';
import type { EventOrigin } from '../platform/events';
import type { DocumentAccess } from './document-access';
import type { DocumentTypesRepository } from './document-types.repository';
import type { DocumentBlobs, DocumentItem, DocumentsRepository } from './documents.repository';
import type { InstantExtraction } from '../metadata/extraction-starter';
import { tenantCounters } from '../admin/counters.repository';

type SasInput = z.output<typeof uploadSasRequestSchema>;
/** What the uploads tell the disputes when an amendment is stored (wired in composition.ts). */
export type AmendmentHook = { amendmentUploaded(principal: Principal, originalPublicKey: string, amendment: DocumentItem, from?: EventOrigin): Promise<void> };
type AddInput = z.output<typeof addDocumentRequestSchema>;

/** How long after the SAS the add call may come: the SAS's 15 minutes plus the browser's slow last blocks. */
const INTENT_MINUTES = 60;
const blobNamePattern = /^([^/]+)\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z]+)$/;

/**
 * Whether a file's first bytes are what its extension says (the add call refuses a mismatch): pdf '%PDF-',
 * jpg/jpeg FF D8 FF, png 89 50 4E 47, xml '<' after an optional UTF-8 BOM and whitespace, xls the OLE2 header
 * D0 CF 11 E0, xlsx a ZIP's PK 03 04.
 */
export function contentMatchesExtension(ext: string, head: Buffer): boolean {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  switch (ext) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'jpg':
    case 'jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'png':
      return starts([0x89, 0x50, 0x4e, 0x47]);
    case 'xls':
      return starts([0xd0, 0xcf, 0x11, 0xe0]);
    case 'xlsx':
      return starts([0x50, 0x4b, 0x03, 0x04]);
    case 'xml': {
      let i = starts([0xef, 0xbb, 0xbf]) ? 3 : 0;
      while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i += 1;
      return head[i] === 0x3c;
    }
    default:
      return false;
  }
}

function toUploadedDocument(item: DocumentItem): UploadedDocument {
  return {
    publicKey: item.publicKey,
    originalName: item.originalName,
    storageUrl: item.storageUrl,
    contentType: item.contentType,
    status: item.status,
    documentTypeCode: item.documentTypeCode,
    documentTypeFullName: item.documentTypeFullName,
    displayName: item.displayName,
    formDataItems: item.formDataItems,
    companyPK: item.supplierId,
    length: item.length,
    md5: item.md5,
    ...(item.fromDate ? { fromDate: item.fromDate } : {}),
    ...(item.amendedDocument ? { amendedDocument: item.amendedDocument } : {}),
    createdAt: item.createdAt,
  };
}

/**
 * The direct upload (part 1 §4, §5, §7): a SAS for one new blob whose name the server picks under the caller's
 * tenant and supplier, and the add call that stores the document only for a blob this server issued to this
 * caller, of the announced size and MD5, whose bytes match its extension; a refused blob is deleted.
 *
 * Who: a Supplier for its own organization; a role holding upload:documents:own without an organization of
 * suppliers (the Developer, checking the screen) names the supplier in companyPK. Another tenant's blob, or
 * another organization's, answers 404.
 */
export class UploadsService {
  constructor(
    private readonly docs: DocumentsRepository,
    private readonly blobs: DocumentBlobs,
    private readonly types: DocumentTypesRepository,
    private readonly contacts: ContactsRepository,
    private readonly clock: Clock,
    private readonly access: DocumentAccess,
    /** Instant metadata extraction (issue 14; metadata/extraction-starter.ts); none in tests that build this alone. */
    private readonly extraction?: InstantExtraction,
    /** The dispute of an amended document follows its amendment (disputes/disputes.service.ts; issue 15). */
    private readonly amendments?: AmendmentHook,
  ) {}

  /**
   * Who uploads: a Supplier (and the Developer) to its own expediente with upload:documents:own and its flag
   * upload-documents-view (the add also needs add-documents-expediente); editors to a supplier in their view with
   * upload:documents:any (add-documents-expediente: part 2 §2.2, the file's upload button). 403 otherwise.
   */
  private async checkUploader(principal: Principal, adding: boolean): Promise<void> {
    const features = await featuresOf(principal);
    const own = can(principal.role, 'upload:documents:own', features) && (!adding || features['add-documents-expediente'] === true);
    if (own || can(principal.role, 'upload:documents:any', features)) return;
    const held = hasPermission(principal.role, 'upload:documents:own') || hasPermission(principal.role, 'upload:documents:any');
    throw held ? new FeatureDisabledError() : new ForbiddenError();
  }

  /** POST /api/documents/GetContainerSASToken. */
  async issueSas(principal: Principal, input: SasInput): Promise<UploadSasResponse> {
    await this.checkUploader(principal, false);
    const type = await this.types.readType(principal, input.documentTypeCode);
    if (!type) throw new BadRequestError({ documentTypeCode: [uploadMessages.typeNotFound] }, uploadMessages.typeNotFound);
    const ext = fileExtensionOf(input.fileName);
    if (!(type.extensions as readonly string[]).includes(ext)) {
      throw new BadRequestError({ fileName: [uploadMessages.invalidFileType] }, uploadMessages.invalidFileType);
    }
    const supplierId = (await this.supplierOf(principal, input.companyPK)).id;
    const uuid = randomUUID();
    const blobName = `${supplierId}/${uuid}.${ext}`;
    const sas = await this.blobs.issueSas(principal, blobName, UPLOAD_SAS_MINUTES);
    const now = this.clock.now();
    await this.docs.createIntent(principal, {
      id: `upload:${uuid}`,
      supplierId,
      userId: principal.userId,
      blobName,
      documentTypeCode: type.codeName,
      fileName: input.fileName,
      size: input.size,
      contentType: input.contentType,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + INTENT_MINUTES * 60_000).toISOString(),
    });
    return {
      data: { token: sas.token, accountName: sas.accountName, containerName: 'documents' },
      blobUrl: sas.blobUrl,
      blobName: `${principal.tenantId}/${blobName}`,
      uploadUrl: sas.url,
      expiresOn: sas.expiresOn.toISOString(),
      blockSize: UPLOAD_BLOCK_BYTES,
    };
  }

  /** POST /api/documents/add and /api/documents/addpendingdocument. */
  async add(principal: Principal, input: AddInput, from?: EventOrigin): Promise<{ created: boolean; body: AddDocumentResponse }> {
    await this.checkUploader(principal, true);
    // Where the blob is: this account's documents container, `<tenant>/<supplier>/<uuid>.<ext>`.
    const fullName = this.blobs.nameFromUrl(input.blobUrl);
    const match = fullName ? blobNamePattern.exec(fullName) : null;
    if (!match) throw new BadRequestError({ blobUrl: [uploadMessages.notIssued] }, uploadMessages.notIssued);
    const [, tenantId, blobSupplier, uuid, ext] = match as unknown as [string, string, string, string, string];
    if (tenantId !== principal.tenantId) throw new NotFoundError(uploadMessages.blobMissing);
    const supplier = await this.supplierOf(principal, input.companyPK);
    const supplierId = supplier.id;
    if (blobSupplier !== supplierId) throw new NotFoundError(uploadMessages.blobMissing);

    // Only a blob this server issued to this caller, for this type. Nothing is deleted here: a blob without an
    // intent may be a stored document's (an add sent twice).
    const intent = await this.docs.readIntent(principal, supplierId, uuid);
    if (!intent || intent.userId !== principal.userId || intent.documentTypeCode !== input.documentTypeCode) {
      throw new BadRequestError({ blobUrl: [uploadMessages.notIssued] }, uploadMessages.notIssued);
    }
    const refuse = async (field: string, message: string): Promise<never> => {
      await this.blobs.remove(principal, intent.blobName);
      await this.docs.deleteIntent(principal, supplierId, uuid);
      throw new BadRequestError({ [field]: [message] }, message);
    };
    if (Date.parse(intent.expiresAt) < this.clock.now()) return refuse('blobUrl', uploadMessages.expired);

    // The payload's own rules first: a mistake there can be corrected and sent again with the same blob.
    const type = await this.types.readType(principal, input.documentTypeCode);
    if (!type) throw new BadRequestError({ documentTypeCode: [uploadMessages.typeNotFound] }, uploadMessages.typeNotFound);
    const customer = input.relationships.find((r) => r.role.toLowerCase() === 'customer');
    if (type.customerRelationshipRequired && !customer) {
      throw new BadRequestError({ relationships: [uploadMessages.customerRequired] }, uploadMessages.customerRequired);
    }
    let customerName: string | undefined;
    if (customer) {
      const org = await this.contacts.read(principal, customer.PK);
      if (!org || org.partyType !== 2 || org.organizationRole !== 'customer') {
        throw new BadRequestError({ relationships: [uploadMessages.customerNotFound] }, uploadMessages.customerNotFound);
      }
      customerName = org.displayName;
    }
    if (type.periodCodeName !== 'initial' && !input.fromDate) {
      throw new BadRequestError({ fromDate: [uploadMessages.periodRequired] }, uploadMessages.periodRequired);
    }
    if (input.amendedDocument && (await this.docs.read(principal, input.amendedDocument))?.supplierId !== supplierId) {
      throw new NotFoundError(uploadMessages.amendedNotFound);
    }

    // The blob itself: present, the announced size, the MD5, bytes of its extension; otherwise it goes.
    if (!(type.extensions as readonly string[]).includes(ext)) return refuse('name', uploadMessages.invalidFileType);
    const digest = await this.blobs.digest(principal, intent.blobName);
    if (!digest) throw new BadRequestError({ blobUrl: [uploadMessages.blobMissing] }, uploadMessages.blobMissing);
    if (digest.length !== intent.size || digest.length !== input.length) return refuse('length', uploadMessages.wrongSize);
    const flags = await featuresOf(principal);
    const md5Required = flags['md5-upload'] === true;
    if (md5Required && !input.MD5) return refuse('MD5', uploadMessages.md5Required);
    if ((input.MD5 && input.MD5 !== digest.md5) || (digest.committedMd5 && digest.committedMd5 !== digest.md5)) {
      return refuse('MD5', uploadMessages.wrongMd5);
    }
    if (!contentMatchesExtension(ext, digest.head)) return refuse('name', uploadMessages.wrongContent);

    const fromDate = input.fromDate ? new Date(input.fromDate).toISOString() : undefined;
    const periodKey = type.periodCodeName === 'initial' ? 'initial' : (fromDate ?? 'initial');
    const same = await this.docs.findSame(principal, supplierId, type.codeName, periodKey, digest.md5);
    if (same) {
      // The same file for the same supplier, type and period: answered once, the second copy not kept.
      await this.blobs.remove(principal, intent.blobName);
      await this.docs.deleteIntent(principal, supplierId, uuid);
      return { created: false, body: { document: toUploadedDocument(same), duplicate: true } };
    }

    const now = new Date(this.clock.now()).toISOString();
    const url = new URL(input.blobUrl);
    // Part 1 §7: a listed type under 10,000,000 bytes with instant-metadata on is read right after the add.
    const instant = this.extraction?.willExtract(type.codeName, digest.length, flags) === true;
    const item = await this.docs.create(principal, {
      id: uuid,
      supplierId,
      publicKey: documentPublicKey(supplierId, uuid),
      originalName: input.name,
      blobName: intent.blobName,
      storageUrl: `${url.origin}${url.pathname}`,
      contentType: input.contentType || digest.contentType || intent.contentType || 'application/octet-stream',
      length: digest.length,
      md5: digest.md5,
      // A newly uploaded document starts P, or U when its type is auto-validated (part 1 §4); one that will be
      // extracted starts P and becomes U only when every check passes (issue 14).
      status: type.isAutoValidated && !instant ? 'U' : 'P',
      documentTypeCode: type.codeName,
      documentTypeFullName: type.fullName,
      displayName: type.displayName,
      formDataItems: [],
      relationships: input.relationships,
      ...(customer ? { customerId: customer.PK, customerName } : {}),
      supplierName: supplier.displayName,
      searchText: normalizeSearchText([input.name, type.shortName, type.fullName, supplier.displayName, customerName ?? ''].join(' ')),
      ...(input.slotId ? { slotId: input.slotId } : {}),
      ...(input.flakeId ? { flakeId: input.flakeId } : {}),
      ...(fromDate ? { fromDate } : {}),
      periodKey,
      initialValidity: fromDate ?? now,
      ...(input.amendedDocument ? { amendedDocument: input.amendedDocument } : {}),
      // Queued from the start, on the document itself: the detail shows it, and a run that never ends shows in the
      // audit tab 'En Cola' (decision 015), which reads documents, not processing records.
      ...(instant ? { extraction: { outcome: 'queued' as const, at: now, findings: [] } } : {}),
      createdAt: now,
      createdBy: principal.userId,
      modifiedAt: now,
    });
    await tenantCounters.add(principal, 'documents', 1);
    await this.docs.deleteIntent(principal, supplierId, uuid);
    if (input.amendedDocument) {
      await this.docs.markAmended(principal, input.amendedDocument, item.publicKey, now);
      await this.amendments?.amendmentUploaded(principal, input.amendedDocument, item, from);
    }
    if (instant) {
      // The blob trigger claims the same record: whichever comes first queues the one run. A failure here leaves the
      // document stored and P; the blob trigger (or 'Reprocesar') starts the run.
      await this.extraction!.claim(principal, item, { reason: 'upload', withError: flags['instant-metadata-with-errors'] === true }).catch(() => false);
    }
    return { created: true, body: { document: toUploadedDocument(item), duplicate: false } };
  }

  /**
   * The supplier uploaded for: a Supplier's own organization; for others, companyPK, a supplier in the caller's
   * view (DocumentAccess: 404 outside it). An inactive (locked) organization takes no uploads (part 2 §2.2).
   */
  private async supplierOf(principal: Principal, companyPK: string | undefined): Promise<{ id: string; displayName: string }> {
    let org: ContactItem | undefined;
    if (principal.role === 'Supplier') {
      const own = principal.companyId;
      if (!own || (companyPK !== undefined && companyPK !== own)) throw new NotFoundError(uploadMessages.supplierNotFound);
      org = await this.contacts.read(principal, own);
      if (!org) throw new NotFoundError(uploadMessages.supplierNotFound);
    } else {
      if (!companyPK) throw new BadRequestError({ companyPK: [uploadMessages.supplierNotFound] }, uploadMessages.supplierNotFound);
      org = await this.access.visibleSupplier(principal, companyPK).catch((err: unknown) => {
        throw err instanceof NotFoundError ? new NotFoundError(uploadMessages.supplierNotFound) : err;
      });
    }
    if (org.locked) throw new BadRequestError({ companyPK: [uploadMessages.supplierLocked] }, uploadMessages.supplierLocked);
    return org;
  }
}

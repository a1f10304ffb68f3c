import { z } from 'zod';
import { optionalTenantKeySchema } from '../auth/invitations';
import { formDataItemSchema } from '../documents/documents';

/**
 * The system documents of the administration area (issue 16; part 2 §2.9, §3 'Admin document adds', §7
 * "Administration and developer"): GET /api/admin/documents?{query} (totalSystemDocuments, documents) — the tenant's
 * documents, newest first, a page at a time — and GET /api/admin/documents/{id}, the read-only property dump of one
 * document and its entity (the supplier). Never a storage URL: the file is downloaded through the documents' own
 * call, which checks who asks.
 */

export const systemDocumentsTexts = {
  title: 'Documentos del sistema',
  pageSize: 'Tamaño de página',
  columns: { name: 'Nombre', type: 'Tipo', temporality: 'Temporalidad' },
  total: (n: number) => (n === 1 ? '1 documento' : `${n.toLocaleString('es-MX')} documentos`),
  empty: 'No hay documentos en el sistema.',
  loading: 'Cargando información...',
  loadFailed: 'Error al obtener los documentos.',
  retry: 'Reintentar',
  /** Ours: which tenant the list shows when the Developer came from another tenant's counter. */
  tenantLabel: 'Tenant',
  notFound: 'El documento no existe.',
  detailTitle: 'Documento del sistema',
  documentCard: 'Documento',
  entityCard: 'Entidad',
  noEntity: 'El documento no tiene una entidad registrada.',
  yes: 'Sí',
  no: 'No',
} as const;

export const systemDocumentsMessages = {
  pageSize: 'El tamaño de página debe ser un número entero entre 1 y 500.',
  pageIndex: 'La página debe ser un número entero mayor o igual a 1.',
  badToken: 'El token de continuación no es válido.',
  search: 'La búsqueda admite hasta 100 caracteres.',
} as const;

/** Part 2 §2.9: the page-size field starts at 100; the server takes 1 to 500. */
export const SYSTEM_DOCUMENTS_DEFAULT_PAGE_SIZE = 100;
export const SYSTEM_DOCUMENTS_MAX_PAGE_SIZE = 500;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/admin/documents: pageSize (default 100), pageIndex or the previous page's continuationToken, search words. */
export const systemDocumentsQuerySchema = z.object({
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: systemDocumentsMessages.pageSize })
      .int(systemDocumentsMessages.pageSize)
      .min(1, systemDocumentsMessages.pageSize)
      .max(SYSTEM_DOCUMENTS_MAX_PAGE_SIZE, systemDocumentsMessages.pageSize)
      .default(SYSTEM_DOCUMENTS_DEFAULT_PAGE_SIZE),
  ),
  pageIndex: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: systemDocumentsMessages.pageIndex }).int(systemDocumentsMessages.pageIndex).min(1, systemDocumentsMessages.pageIndex).max(10_000, systemDocumentsMessages.pageIndex).default(1),
  ),
  continuationToken: z.preprocess(blankToUndefined, z.string().max(1000, systemDocumentsMessages.badToken).regex(/^[A-Za-z0-9_-]+$/, systemDocumentsMessages.badToken).optional()),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100, systemDocumentsMessages.search).optional()),
  /** Another tenant's documents: only with read:tenants:any (the Developer, from /admin/tenants/{id}); else 404. */
  tenant: optionalTenantKeySchema,
});
export type SystemDocumentsQuery = z.input<typeof systemDocumentsQuerySchema>;

/** A row of the system documents table (part 2 §2.9: name, type, temporality), plus what links and cards need. */
export const systemDocumentRowSchema = z.object({
  publicKey: z.string(),
  name: z.string(),
  documentTypeCodeName: z.string(),
  documentTypeShortName: z.string(),
  temporalityDisplayName: z.string(),
  status: z.string(),
  supplierName: z.string(),
  creationDate: z.string(),
});
export type SystemDocumentRow = z.infer<typeof systemDocumentRowSchema>;

export const systemDocumentsResponseSchema = z.object({
  totalSystemDocuments: z.number().int(),
  documents: z.array(systemDocumentRowSchema),
  /** Present when there is a next page: send it back (same pageSize and search) to get it. */
  continuationToken: z.string().optional(),
});
export type SystemDocumentsResponse = z.infer<typeof systemDocumentsResponseSchema>;

/** GET /api/admin/documents/{id}: a document's publicKey (`<supplierId>.<uuid>`). */
export const systemDocumentParamsSchema = z.object({
  id: z.string({ error: 'La clave del documento no es válida.' }).trim().min(1, 'La clave del documento no es válida.').max(200, 'La clave del documento no es válida.'),
});
/** GET /api/admin/documents/{id}?tenant: the document's tenant when it is not the caller's (read:tenants:any). */
export const systemDocumentQuerySchema = z.object({ tenant: optionalTenantKeySchema });

/**
 * The document as the property dump shows it: part 2 §3 Document and the 'Admin document adds' that our model holds
 * (contentType, contentLength, fileExension — the spec's spelling —, storageProvider 1, slotId, jsonData, tenant,
 * tenantName, created, modified, modifiedBy, isValidated, dbRowVersion).
 */
export const systemDocumentSchema = z.object({
  publicKey: z.string(),
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  originalName: z.string(),
  status: z.string(),
  isValidated: z.boolean(),
  validatedBy: z.string().optional(),
  validated: z.string().optional(),
  rejectReason: z.string().optional(),
  auditStatus: z.string(),
  documentTypeCodeName: z.string(),
  documentTypeShortName: z.string(),
  documentTypeFullName: z.string(),
  temporalityDisplayName: z.string(),
  periodDisplayName: z.string(),
  fromDate: z.string().optional(),
  initialValidity: z.string(),
  partitionKey: z.string(),
  rowKey: z.string(),
  contentType: z.string(),
  contentLength: z.number(),
  fileExension: z.string(),
  storageProvider: z.number(),
  md5: z.string(),
  slotId: z.string().optional(),
  customerPublicKey: z.string().optional(),
  amendedDocument: z.string().optional(),
  amendedBy: z.string().optional(),
  disputeKey: z.string().optional(),
  tagId: z.string().optional(),
  extractionOutcome: z.string().optional(),
  jsonData: z.string().optional(),
  tenant: z.string(),
  tenantName: z.string(),
  created: z.string(),
  createdBy: z.string(),
  modified: z.string(),
  modifiedBy: z.string().optional(),
  dbRowVersion: z.string().optional(),
  identifiers: z.array(z.object({ key: z.string(), value: z.string() })),
  formDataItems: z.array(formDataItemSchema),
  metaDataItems: z.array(formDataItemSchema),
  relationships: z.array(z.object({ role: z.string(), PK: z.string() })),
});
export type SystemDocument = z.infer<typeof systemDocumentSchema>;

/** The document's entity: the supplier organization it belongs to (absent when the directory no longer has it). */
export const systemDocumentEntitySchema = z.object({
  publicKey: z.string(),
  displayName: z.string(),
  partyType: z.number().int(),
  organizationRole: z.string().optional(),
  identifiers: z.array(z.object({ key: z.string(), name: z.string(), value: z.string() })),
  locked: z.boolean(),
  emailAddress: z.string().optional(),
  phoneNumber: z.string().optional(),
  modified: z.string(),
});
export type SystemDocumentEntity = z.infer<typeof systemDocumentEntitySchema>;

export const systemDocumentResponseSchema = z.object({ document: systemDocumentSchema, entity: systemDocumentEntitySchema.nullable() });
export type SystemDocumentResponse = z.infer<typeof systemDocumentResponseSchema>;

/**
 * What /admin/documents/{id} reads of GET /api/documenttypes: the tenant's types' codeNames, to send an id that is a
 * type's codeName (the type cards link to /admin/documents/{codeName}) on to /admin/documenttypes/{codeName}.
 */
export const systemDocumentTypeCodesSchema = z.object({ documentTypes: z.array(z.object({ codeName: z.string() })) });
export type SystemDocumentTypeCodes = z.infer<typeof systemDocumentTypeCodesSchema>;

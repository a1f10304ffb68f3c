import { z } from 'zod';
import { allowedFileExtensions, type FileExtension } from './document-types';

/**
 * Uploads straight from the browser to Blob Storage (part 1 §3 Upload payload, §4, §5, §7; ARCHITECTURE "Blob"):
 * 1. POST /api/documents/GetContainerSASToken: the server picks the blob's name under the caller's tenant and
 *    answers a short-lived SAS for that one blob (create, write, and read for Get Block List when resuming).
 * 2. The browser sends 4 MiB blocks (Put Block) and commits them (Put Block List).
 * 3. POST /api/documents/add (or /addpendingdocument): the server checks the blob (issued to the caller, size,
 *    MD5, first bytes) and stores the document record.
 */

/** The largest file accepted: 50 MiB (the browser hashes 50 MiB in ~0.2 s; SAT/IMSS PDFs are far smaller). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The block size the browser sends (ARCHITECTURE: 4 MB blocks). */
export const UPLOAD_BLOCK_BYTES = 4 * 1024 * 1024;
/** Minutes an upload SAS is valid (≤ 15). */
export const UPLOAD_SAS_MINUTES = 15;

export const uploadMessages = {
  invalidFileType: 'Tipo de archivo inválido',
  tooLarge: 'El archivo supera el tamaño máximo de 50 MB.',
  empty: 'El archivo está vacío.',
  uploadFailed: 'Error al cargar el archivo.',
  uploaded: 'El archivo fue cargado correctamente y está siendo procesado.',
  typeNotFound: 'El tipo de documento no existe.',
  supplierNotFound: 'La organización no existe.',
  supplierLocked: 'La organización está inactiva: no recibe documentos.',
  notIssued: 'El archivo no corresponde a una carga autorizada. Vuelva a cargarlo.',
  expired: 'La autorización de carga expiró. Vuelva a cargar el archivo.',
  blobMissing: 'El archivo no se encuentra en el almacenamiento. Vuelva a cargarlo.',
  wrongSize: 'El tamaño del archivo almacenado no coincide con el declarado. Vuelva a cargarlo.',
  md5Required: 'Falta el MD5 del archivo.',
  wrongMd5: 'El MD5 del archivo almacenado no coincide con el declarado. Vuelva a cargarlo.',
  wrongContent: 'El contenido del archivo no corresponde a su extensión.',
  customerRequired: 'Seleccione el cliente al que corresponde el documento.',
  customerNotFound: 'El cliente no existe.',
  periodRequired: 'Seleccione el periodo del documento.',
  amendedNotFound: 'El documento a reemplazar no existe.',
} as const;

/** The extension of a file name, lower case ('' if none). */
export function fileExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isFileExtension(ext: string): ext is FileExtension {
  return (allowedFileExtensions as readonly string[]).includes(ext);
}

const key = z.string().trim().min(1).max(128);
const codeName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Código de tipo de documento inválido.');

/** POST /api/documents/GetContainerSASToken. companyPK: the supplier uploaded for (a Supplier's own by default). */
export const uploadSasRequestSchema = z.object({
  documentTypeCode: codeName,
  fileName: z.string().trim().min(1).max(255),
  size: z.number().int().min(1, uploadMessages.empty).max(MAX_UPLOAD_BYTES, uploadMessages.tooLarge),
  contentType: z.string().trim().max(255).default(''),
  companyPK: key.optional(),
});
export type UploadSasRequest = z.input<typeof uploadSasRequestSchema>;

/** data: the spec's fields (token = the SAS query string); uploadUrl = blobUrl + '?' + token. */
export const uploadSasResponseSchema = z.object({
  data: z.object({ token: z.string(), accountName: z.string(), containerName: z.string() }),
  blobUrl: z.string(),
  blobName: z.string(),
  uploadUrl: z.string(),
  expiresOn: z.string(),
  blockSize: z.number().int(),
});
export type UploadSasResponse = z.infer<typeof uploadSasResponseSchema>;

const base64Md5 = z.string().regex(/^[A-Za-z0-9+/]{22}==$/, 'MD5 inválido (base64 de 16 bytes).');

/**
 * Part 1 §3 Upload document payload. `status` is accepted and ignored: the server decides P or U (part 1 §4).
 * `fromDate`: the period date (first of the month at -06:00). slotId: the pending slot, when slots exist.
 */
export const addDocumentRequestSchema = z.object({
  name: z.string().trim().min(1).max(255),
  contentType: z.string().trim().max(255).default(''),
  slotId: key.optional(),
  blobUrl: z.string().trim().min(1).max(2048),
  flakeId: z.string().max(128).optional(),
  length: z.number().int().min(1, uploadMessages.empty).max(MAX_UPLOAD_BYTES, uploadMessages.tooLarge),
  status: z.string().max(8).optional(),
  MD5: base64Md5.optional(),
  documentTypeCode: codeName,
  relationships: z
    .array(z.object({ role: z.string().trim().min(1).max(32), PK: key }))
    .max(20)
    .default([]),
  companyPK: key.optional(),
  fromDate: z.iso.datetime({ offset: true }).optional(),
  amendedDocument: key.optional(),
});
export type AddDocumentRequest = z.input<typeof addDocumentRequestSchema>;

export const documentStatuses = ['V', 'I', 'P', 'U'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Part 1 §3 Document, plus what the upload stored. */
export const uploadedDocumentSchema = z.object({
  publicKey: z.string(),
  originalName: z.string(),
  storageUrl: z.string(),
  contentType: z.string(),
  status: z.enum(documentStatuses),
  documentTypeCode: z.string(),
  documentTypeFullName: z.string(),
  displayName: z.string(),
  formDataItems: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  companyPK: z.string(),
  length: z.number(),
  md5: z.string(),
  fromDate: z.string().optional(),
  amendedDocument: z.string().optional(),
  createdAt: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** duplicate: the same file was already stored for that supplier, type and period; `document` is that one. */
export const addDocumentResponseSchema = z.object({ document: uploadedDocumentSchema, duplicate: z.boolean() });
export type AddDocumentResponse = z.infer<typeof addDocumentResponseSchema>;

import { documentMessages, fileExtensionOf, type DocumentDownloadResponse, type FileExtension } from '@expediente/contracts';
import { featuresOf } from '../platform/auth/authorize';
import type { Principal } from '../platform/auth/principal';
import { singleBlobReadSas } from '../platform/blobs';
import { FeatureDisabledError } from '../platform/errors';
import { blobContainers } from '../platform/resources';
import type { DocumentAccess } from './document-access';

/** Short enough that a copied link is of little use, long enough for a slow start of a large download. */
export const DOWNLOAD_SAS_MINUTES = 5;

/**
 * The content type the blob service answers with, from the extension the server chose for the blob (never the
 * uploader's announced type): a file can only be shown as what the upload check let in.
 */
const contentTypes: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function downloadContentType(blobName: string): string {
  return contentTypes[fileExtensionOf(blobName) as FileExtension] ?? 'application/octet-stream';
}

/**
 * A Content-Disposition naming the file by its original name (RFC 6266): an ASCII fallback for old clients and
 * filename* in UTF-8 for the accents and ñ of Spanish names. Quotes, backslashes, control characters and path
 * separators cannot reach the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', originalName: string): string {
  const clean =
    Array.from(originalName, (c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '/' || c === '\\' ? '_' : c))
      .join('')
      .trim() || 'documento';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The SDK side: a read SAS for one blob of the documents container. */
export type DownloadBlobs = {
  readSas(principal: Principal, blobName: string, options: { minutes: number; contentDisposition: string; contentType: string }): Promise<{ url: string; expiresOn: Date }>;
};

export const documentDownloadBlobs: DownloadBlobs = {
  readSas: (principal, blobName, options) => singleBlobReadSas(principal, blobContainers.documents, blobName, options),
};

/**
 * GET /api/documents/{id}/download (part 1 §2, §5, §6): a read-only SAS for that document's blob, valid 5 minutes.
 * Only a document the caller sees (DocumentAccess: 404 outside its view).
 *
 * The flags: disable-document-download and disable-popDocument-download both say "no downloading", and the server
 * cannot tell which screen asks, so an attachment is refused (403) with either on. The viewer's copy (`inline`)
 * is not a download in the spec's sense: the viewer card shows the file to whoever may read the document, which
 * the flags do not take away; its SAS says inline, and the viewer fetches the bytes itself and offers no button.
 */
export class DocumentDownloadService {
  constructor(
    private readonly access: Pick<DocumentAccess, 'visibleDocument'>,
    private readonly blobs: DownloadBlobs,
  ) {}

  async link(principal: Principal, publicKey: string, options: { inline: boolean }): Promise<DocumentDownloadResponse> {
    const doc = await this.access.visibleDocument(principal, publicKey);
    if (!options.inline) {
      const on = await featuresOf(principal);
      if (on['disable-document-download'] === true || on['disable-popDocument-download'] === true) {
        throw new FeatureDisabledError(documentMessages.downloadDisabled);
      }
    }
    const contentType = downloadContentType(doc.blobName);
    const sas = await this.blobs.readSas(principal, doc.blobName, {
      minutes: DOWNLOAD_SAS_MINUTES,
      contentDisposition: contentDisposition(options.inline ? 'inline' : 'attachment', doc.originalName),
      contentType,
    });
    return { url: sas.url, expiresOn: sas.expiresOn.toISOString(), fileName: doc.originalName, contentType };
  }
}

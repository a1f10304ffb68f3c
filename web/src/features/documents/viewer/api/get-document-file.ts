import { documentDownloadResponseSchema, type DocumentDownloadResponse } from '@expediente/contracts/documents/documents';
import useSWR from 'swr';
import { apiFetch, ApiClientError } from '../../../../lib/api-client';
import { viewerTexts } from '../viewer-rules';

export type DocumentFile = { blob: Blob; fileName: string; contentType: string };

/** GET /api/documents/{id}/download?inline=true|false: a read SAS for the document's blob, valid 5 minutes. */
export function getDocumentDownload(publicKey: string, inline: boolean, signal?: AbortSignal): Promise<DocumentDownloadResponse> {
  return apiFetch(`/api/documents/${encodeURIComponent(publicKey)}/download?inline=${String(inline)}`, { schema: documentDownloadResponseSchema, signal });
}

/**
 * The viewer's copy of the file: the inline SAS, then the bytes straight from Blob Storage (CORS GET; the local
 * CSP and the cloud's allow the blob endpoint in connect-src). Read into memory because pdf.js, the sheet reader and
 * the image view all want the bytes, and an object URL keeps the image inside img-src 'self' blob:.
 */
export async function getDocumentFile(publicKey: string): Promise<DocumentFile> {
  const link = await getDocumentDownload(publicKey, true);
  let res: Response;
  try {
    res = await fetch(link.url);
  } catch {
    throw new ApiClientError({ status: 0, code: 'network', message: viewerTexts.loadFailed });
  }
  if (!res.ok) throw new ApiClientError({ status: res.status, code: 'blob', message: viewerTexts.loadFailed });
  const data = await res.blob();
  // The SAS names the type (rsct); a Blob carries it so that <img> and the readers see what the file is.
  const blob = data.type === link.contentType ? data : new Blob([data], { type: link.contentType });
  return { blob, fileName: link.fileName, contentType: link.contentType };
}

export const documentFileKey = (publicKey: string) => ['document-file', publicKey] as const;

/**
 * The file once per document view: no revalidation on focus or reconnect (a new SAS and a new download of a
 * possibly large file for nothing; the bytes of a stored document do not change).
 */
export function useDocumentFile(publicKey: string | null) {
  return useSWR<DocumentFile, ApiClientError>(publicKey ? documentFileKey(publicKey) : null, ([, key]: readonly [string, string]) => getDocumentFile(key), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import type { DocumentExtraction } from '@expediente/contracts/metadata/extraction';
import useSWR from 'swr';
import type { ApiClientError } from '../../../lib/api-client';
import { documentDetailKey, getDocument } from '../../documents/api/get-document';

/** While a run is queued or running, the detail is read again this often (the brief's 2 s). */
export const EXTRACTION_POLL_MS = 2000;

export const isExtractionPending = (extraction: DocumentExtraction | undefined): boolean =>
  extraction?.outcome === 'queued' || extraction?.outcome === 'running';

/** SWR's refreshInterval for the detail: every 2 s while the extraction is pending, never once it has ended. */
export function extractionPollInterval(document: DocumentDetail | undefined): number {
  return isExtractionPending(document?.extraction) ? EXTRACTION_POLL_MS : 0;
}

/**
 * GET /api/documents/{id} again while the document's extraction is pending. It shares the detail page's SWR key,
 * so the page (and every card) shows each new answer. The interval is a number decided from the document on screen
 * (not SWR's function form, which is read only when a timer is due and so would never start polling after a
 * reprocess): it becomes 2 s when a run is queued and 0, which stops the timer, once an answer says it ended.
 */
export function useExtractionPolling(document: DocumentDetail) {
  return useSWR<DocumentDetail, ApiClientError>(documentDetailKey(document.publicKey), getDocument, { refreshInterval: extractionPollInterval(document) });
}

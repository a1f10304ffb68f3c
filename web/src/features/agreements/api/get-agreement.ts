import { agreementDocumentSchema, type AgreementDocument, type AgreementDocumentTypeSet } from '@expediente/contracts/agreements/agreements';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export function agreementKey(documentTypeSet: AgreementDocumentTypeSet): string {
  return `/api/documents/agreement?${new URLSearchParams({ documentTypeSet }).toString()}`;
}

/** GET /api/documents/agreement?documentTypeSet=… (part 1 §7): the current privacy notice or CX/UX survey. */
export function getAgreement(key: string): Promise<AgreementDocument> {
  return apiFetch(key, { schema: agreementDocumentSchema });
}

export function useAgreement(documentTypeSet: AgreementDocumentTypeSet, enabled: boolean) {
  return useSWR<AgreementDocument, ApiClientError>(enabled ? agreementKey(documentTypeSet) : null, getAgreement, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

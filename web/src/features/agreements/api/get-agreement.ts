import type { AgreementDocument, AgreementDocumentTypeSet } from '@expediente/contracts/agreements/agreements';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { arrayOf, bool, nullable, object, optional, responseShape, str } from '../../../lib/shape';

/**
 * contracts' agreementDocumentSchema, checked without zod: the agreements gate reads it with the shell's first paint
 * (lib/shape.ts, decision 006); the agreements tests hold both to the same answers.
 */
export const agreementDocumentShape = responseShape<AgreementDocument>(
  object({
    publicKey: str,
    title: str,
    version: str,
    content: str,
    questions: optional(arrayOf(object({ id: str, text: str }))),
    signed: bool,
    signedAt: nullable(str),
  }),
);

export function agreementKey(documentTypeSet: AgreementDocumentTypeSet): string {
  return `/api/documents/agreement?${new URLSearchParams({ documentTypeSet }).toString()}`;
}

/** GET /api/documents/agreement?documentTypeSet=… (part 1 §7): the current privacy notice or CX/UX survey. */
export function getAgreement(key: string): Promise<AgreementDocument> {
  return apiFetch(key, { schema: agreementDocumentShape });
}

export function useAgreement(documentTypeSet: AgreementDocumentTypeSet, enabled: boolean) {
  return useSWR<AgreementDocument, ApiClientError>(enabled ? agreementKey(documentTypeSet) : null, getAgreement, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

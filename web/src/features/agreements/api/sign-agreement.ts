import { signAgreementResponseSchema, type SignAgreementRequest } from '@expediente/contracts/agreements/agreements';
import { agreementMessages } from '@expediente/contracts/agreements/agreement-values';
import { ApiClientError, apiFetch } from '../../../lib/api-client';

/** POST /api/documents/{publicKey}/sign (part 1 §7): accepts the notice or sends the survey's answers. */
export function signAgreement(publicKey: string, body: SignAgreementRequest) {
  return apiFetch(`/api/documents/${encodeURIComponent(publicKey)}/sign`, { method: 'POST', body, schema: signAgreementResponseSchema });
}

/**
 * The toast for a failed signature (part 1 §8): 'Error al firmar el documento.' when the server refused it (a 4xx
 * answer); 'Algo ha sucedido durante el proceso.' when no answer came or the server failed.
 */
export function signFailureMessage(failure: unknown): string {
  const refused = failure instanceof ApiClientError && failure.status >= 400 && failure.status < 500;
  return refused ? agreementMessages.signFailed : agreementMessages.unexpected;
}

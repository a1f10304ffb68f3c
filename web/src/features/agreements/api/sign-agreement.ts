import { signAgreementResponseSchema, type SignAgreementRequest } from '@expediente/contracts/agreements/agreements';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/documents/{publicKey}/sign (part 1 §7): accepts the notice or sends the survey's answers. */
export function signAgreement(publicKey: string, body: SignAgreementRequest) {
  return apiFetch(`/api/documents/${encodeURIComponent(publicKey)}/sign`, { method: 'POST', body, schema: signAgreementResponseSchema });
}

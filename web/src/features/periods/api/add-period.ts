import { supplierPeriodSchema, type PeriodBody } from '@expediente/contracts/periods/periods';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/users/{userPK}/periods (part 2 §7): the new period, with its id and its dates as whole months. */
export function addPeriod(userPK: string, body: PeriodBody) {
  return apiFetch(`/api/users/${encodeURIComponent(userPK)}/periods`, { method: 'POST', body, schema: supplierPeriodSchema });
}

import { supplierPeriodSchema, type PeriodBody } from '@expediente/contracts/periods/periods';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/periods/{id} (part 2 §7): the same body as adding; answers the saved period. */
export function updatePeriod(id: string, body: PeriodBody) {
  return apiFetch(`/api/periods/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: supplierPeriodSchema });
}

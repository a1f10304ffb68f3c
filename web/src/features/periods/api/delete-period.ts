import { deletePeriodResponseSchema } from '@expediente/contracts/periods/periods';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/periods/{id} with body {ownerPk} (part 2 §7): the period's owner, as the list gave it (ownerPK). */
export function deletePeriod(id: string, ownerPk: string) {
  return apiFetch(`/api/periods/${encodeURIComponent(id)}`, { method: 'DELETE', body: { ownerPk }, schema: deletePeriodResponseSchema });
}

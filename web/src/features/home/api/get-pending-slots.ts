import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';
import { arrayOf, bool, int, invalid, nullable, object, optional, responseShape, str, type ObjectOf, type Shape } from '../../../lib/shape';

/** How many pending slots the home lists; the rest are one click away on /upload-documents. */
export const homePendingCount = 8;

const riskShape: Shape<1 | 2 | 3> = { check: (value) => (value === 1 || value === 2 || value === 3 ? value : invalid) };

/**
 * The part of contracts' pendingSlotsResponseSchema the home reads, checked without zod (the home is the first page
 * after sign-in; lib/shape.ts, decision 006). The rest of each slot is dropped.
 */
const fields = {
  slots: arrayOf(
    object({
      publicKey: str,
      documentTypeCodeName: str,
      documentDisplayName: str,
      slotDisplayName: str,
      customerDisplayName: optional(str),
      risk: riskShape,
      periodKey: str,
      year: nullable(int),
      month: nullable(int),
      dueDate: optional(str),
      overdue: bool,
    }),
  ),
  totalCount: int,
};
export type PendingSlots = ObjectOf<typeof fields>;
export type PendingSlot = PendingSlots['slots'][number];
export const pendingSlotsShape = responseShape<PendingSlots>(object(fields));

/** GET /api/documents/supplier/pending (part 1 §2, §7): the caller's organization's missing slots, most urgent first. */
export const pendingSlotsKey = '/api/documents/supplier/pending';

export function getPendingSlots(key: string): Promise<PendingSlots> {
  return apiFetch(key, { schema: pendingSlotsShape });
}

export function usePendingSlots(enabled: boolean) {
  return useSWR<PendingSlots, ApiClientError>(enabled ? pendingSlotsKey : null, getPendingSlots);
}

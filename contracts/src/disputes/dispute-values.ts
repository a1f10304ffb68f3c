import type { StatusAppearance } from '../documents/documents';

/**
 * Clarification disputes' shared values (issue 15; part 2 §2.6, §4; docs/decisions/015-review-loop.md).
 */

export const disputeStatuses = ['open', 'in-process', 'in-hold', 'in-review', 'finished', 'closed'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/**
 * Part 2 §4 names Abierta, Cerrado and Finalizada and 'any other Desconocido'. The other three are states this
 * server itself sets (decision 015), so they get names too; 'Desconocido' is kept for a value outside the six.
 */
export const disputeStatusLabels: Record<DisputeStatus, string> = {
  open: 'Abierta',
  'in-process': 'En proceso',
  'in-hold': 'En espera',
  'in-review': 'En revisión',
  finished: 'Finalizada',
  closed: 'Cerrado',
};
export const disputeStatusAppearances: Record<DisputeStatus, StatusAppearance> = {
  open: 'warning',
  'in-process': 'informative',
  'in-hold': 'subtle',
  'in-review': 'informative',
  finished: 'success',
  closed: 'subtle',
};

export function disputeStatusLabel(status: string): { label: string; appearance: StatusAppearance } {
  return (disputeStatuses as readonly string[]).includes(status)
    ? { label: disputeStatusLabels[status as DisputeStatus], appearance: disputeStatusAppearances[status as DisputeStatus] }
    : { label: 'Desconocido', appearance: 'subtle' };
}

/** A dispute in one of these takes no more comments and no more changes. */
export const disputeEndStatuses: readonly DisputeStatus[] = ['finished', 'closed'];

export const disputeTypes = ['document:amend', 'document:review', 'document:clarification'] as const;
export type DisputeType = (typeof disputeTypes)[number];
export const disputeTypeLabels: Record<DisputeType, string> = {
  'document:amend': 'Corrección de documento',
  'document:review': 'Revisión de documento',
  'document:clarification': 'Aclaración de documento',
};

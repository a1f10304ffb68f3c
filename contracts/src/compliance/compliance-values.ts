/**
 * The compliance values without zod (decision 006): the home is on the first download after sign-in and reads
 * these labels; compliance.ts re-exports them for everyone else.
 */
export const cellStates = ['valid', 'review', 'rejected', 'missing', 'overdue'] as const;
export type CellState = (typeof cellStates)[number];

/** Ours: the spec names no labels for these states. */
export const cellStateLabels: Record<CellState, string> = {
  valid: 'Válido',
  review: 'En revisión',
  rejected: 'Rechazado',
  missing: 'Pendiente',
  overdue: 'Fuera de plazo',
};

/** Risk codes of part 2 §4: A high, M medium, B low. */
export const complianceRisks = ['A', 'M', 'B'] as const;
export type ComplianceRisk = (typeof complianceRisks)[number];
export const complianceRiskLabels: Record<ComplianceRisk, string> = { A: 'Alto', M: 'Medio', B: 'Bajo' };

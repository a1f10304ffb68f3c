import type { Variant } from './variant';

/** A label and its variant: what a status badge shows. */
export type StatusStyle = { label: string; variant: Variant };

/**
 * Document status codes as the document detail reads them (part 2 §4): V Válido (success), I and A Inválido
 * (danger), P 'En proceso de validación' (warning), U Cargado (info). Any other code, or none, is treated as
 * invalid. (The contact view reads A as valid and the supplier view has its own labels; those views map their
 * own codes.)
 */
const documentStatuses: Record<string, StatusStyle> = {
  V: { label: 'Válido', variant: 'success' },
  I: { label: 'Inválido', variant: 'danger' },
  A: { label: 'Inválido', variant: 'danger' },
  P: { label: 'En proceso de validación', variant: 'warning' },
  U: { label: 'Cargado', variant: 'info' },
};

const invalidDocument: StatusStyle = { label: 'Inválido', variant: 'danger' };

export function documentStatusStyle(code: string | null | undefined): StatusStyle {
  const key = (code ?? '').trim().toUpperCase();
  return documentStatuses[key] ?? invalidDocument;
}

/** Risk levels 1-3 (part 1 §9), styled danger, warning, info (part 2 §9) and shown 'OC 1'..'OC 3'. */
export type RiskLevel = 1 | 2 | 3;
export const riskLevels = [1, 2, 3] as const satisfies readonly RiskLevel[];

const riskVariants: Record<RiskLevel, Variant> = { 1: 'danger', 2: 'warning', 3: 'info' };

export function isRiskLevel(value: unknown): value is RiskLevel {
  return value === 1 || value === 2 || value === 3;
}

export function riskLevelStyle(level: RiskLevel): StatusStyle {
  return { label: `OC ${level}`, variant: riskVariants[level] };
}

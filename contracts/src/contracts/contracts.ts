import { z } from 'zod';
import { complianceRisks } from '../compliance/compliance';

/**
 * Contracts (issue 17; part 2 §2.7, §3 Contract, §7 'GET /api/contracts'): the contract documents whose audit form
 * was saved (the contractRecords of the review issue), with the supplier's risk from the compliance projection and
 * a validation computed from the contract itself (the spec's rows show a fixed 'Medio' and 'Válido'; ours are real):
 * - 'Rechazado': the contract document is gone or its status is I/A;
 * - 'En revisión': its status is P/R (not yet validated);
 * - 'Vencido': valid (V/U) but its term has ended: the Vigencia date, else Fecha Firma + Meses Vigencia, is before
 *   today (Mexico City);
 * - 'Válido': valid (V/U) and in term (or no term given).
 */

export const CONTRACTS_PAGE_SIZE = 20;

export const contractMessages = {
  /** Part 2 §2.7 headers. */
  headers: { contract: 'Contrato', risk: 'Riesgo', validation: 'Validación' },
  // Ours.
  title: 'Contratos',
  supplier: 'Proveedor',
  searchPlaceholder: 'Buscar por contrato, proveedor, RFC, REPSE o ID SAP',
  empty: 'No hay contratos auditados que coincidan.',
  loadError: 'No se pudieron cargar los contratos. Intente de nuevo.',
  searchTooLong: 'Máximo 100 caracteres.',
  pageInvalid: 'La página debe ser 1 o mayor.',
  supplierInvalid: 'El proveedor no es válido.',
} as const;

export const contractValidations = ['valid', 'expired', 'review', 'rejected'] as const;
export type ContractValidation = (typeof contractValidations)[number];
export const contractValidationLabels: Record<ContractValidation, string> = {
  valid: 'Válido',
  expired: 'Vencido',
  review: 'En revisión',
  rejected: 'Rechazado',
};

/** GET /api/contracts?search&supplier&pageIndex: 20 a page, newest saved first. supplier: only that supplier's. */
export const contractsListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, contractMessages.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  supplier: z
    .string()
    .trim()
    .max(128, contractMessages.supplierInvalid)
    .optional()
    .transform((v) => v || undefined),
  pageIndex: z.coerce.number({ error: contractMessages.pageInvalid }).int(contractMessages.pageInvalid).min(1, contractMessages.pageInvalid).max(10_000, contractMessages.pageInvalid).default(1),
});
export type ContractsListQuery = z.input<typeof contractsListQuerySchema>;

const party = z.object({ publicKey: z.string(), displayName: z.string() });
export const contractSchema = z.object({
  /** The contract document's publicKey (its page is /documents/{publicKey}). */
  publicKey: z.string(),
  name: z.string(),
  /** The customer's key for it: the SAP id when the form has one, else the file name. */
  logicalKey: z.string(),
  identifiers: z.array(z.object({ name: z.string(), value: z.string() })),
  partyRelations: z.object({ supplier: party, customers: z.array(party) }),
  contractSubject: z.string(),
  fechaFirma: z.string(),
  /** Where the term ends (yyyy-mm-dd), when the form says. */
  termEnd: z.string().optional(),
  risk: z.enum(complianceRisks),
  riskLabel: z.string(),
  validation: z.enum(contractValidations),
  validationLabel: z.string(),
  documentStatus: z.string().optional(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractsListResponseSchema = z.object({
  contracts: z.array(contractSchema),
  /** The party the list is narrowed to: the supplier asked for, else the caller's organization when it sees only its own; null for the whole tenant. */
  selectedParty: party.nullable(),
  totalCount: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type ContractsListResponse = z.infer<typeof contractsListResponseSchema>;

/** yyyy-mm-dd plus whole months (the end of a shorter month when the day does not exist in it). */
export function addContractMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The end of a contract's term: the Vigencia date, else Fecha Firma + Meses Vigencia, else none. */
export function contractTermEnd(form: { fechaFirma: string; vigencia: string; mesesVigencia: string }): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.vigencia)) return form.vigencia;
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.fechaFirma) && /^\d{1,3}$/.test(form.mesesVigencia) && Number(form.mesesVigencia) > 0) {
    return addContractMonths(form.fechaFirma, Number(form.mesesVigencia));
  }
  return undefined;
}

/** The validation rule above; `today` is yyyy-mm-dd in Mexico City; status undefined: the document is gone. */
export function contractValidation(status: string | undefined, termEnd: string | undefined, today: string): ContractValidation {
  if (status === undefined || status === 'I' || status === 'A') return 'rejected';
  if (status === 'P' || status === 'R') return 'review';
  if (status !== 'V' && status !== 'U') return 'rejected';
  return termEnd !== undefined && termEnd < today ? 'expired' : 'valid';
}

import {
  complianceRiskLabels,
  CONTRACTS_PAGE_SIZE,
  contractTermEnd,
  contractValidation,
  contractValidationLabels,
  mexicoCityDay,
  normalizeSearchText,
  type Contract,
  type ContractsListResponse,
  type contractsListQuerySchema,
  type SupplierCompliance,
} from '@expediente/contracts';
import type { z } from 'zod';
import type { ComplianceRepository } from '../compliance/compliance.repository';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { DocumentAccess } from '../documents/document-access';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { ContractRow, ContractsRepository } from './contracts.repository';

type ListQuery = z.output<typeof contractsListQuerySchema>;

const searchTextOf = (r: ContractRow) =>
  normalizeSearchText([r.name, r.supplierName, r.rfc, r.repseNumber, r.sapId, r.contractSubject, ...r.customers.map((c) => c.displayName)].join(' | '));

export function toContract(row: ContractRow, status: string | undefined, figures: SupplierCompliance | undefined, today: string): Contract {
  const termEnd = contractTermEnd(row);
  const validation = contractValidation(status, termEnd, today);
  // No figures yet (the projection has not run for this supplier): medium, the spec's fixed value.
  const risk = figures?.risk ?? 'M';
  return {
    publicKey: row.documentPublicKey,
    name: row.name,
    logicalKey: row.sapId || row.name,
    identifiers: [
      ...(row.rfc ? [{ name: 'RFC', value: row.rfc }] : []),
      ...(row.hasRepse && row.repseNumber ? [{ name: 'REPSE', value: row.repseNumber }] : []),
      ...(row.sapId ? [{ name: 'ID SAP', value: row.sapId }] : []),
    ],
    partyRelations: { supplier: { publicKey: row.supplierId, displayName: row.supplierName }, customers: row.customers },
    contractSubject: row.contractSubject,
    fechaFirma: row.fechaFirma,
    ...(termEnd ? { termEnd } : {}),
    risk,
    riskLabel: complianceRiskLabels[risk],
    validation,
    validationLabel: contractValidationLabels[validation],
    ...(status ? { documentStatus: status } : {}),
  };
}

/**
 * GET /api/contracts (part 2 §2.7, §7): the audited contracts of the suppliers whose documents the caller sees
 * (DocumentAccess: the same rule as the contract document's own page), searched on name, supplier, RFC, REPSE, SAP
 * id, subject and customers (accents and case ignored), newest saved first, 20 a page with the total. Storage: the
 * view, the records (one query), then the page's document statuses and supplier figures (one query each).
 */
export class ContractsService {
  constructor(
    private readonly access: DocumentAccess,
    private readonly contacts: ContactsRepository,
    private readonly contracts: ContractsRepository,
    private readonly compliance: ComplianceRepository,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<ContractsListResponse> {
    const view = await this.access.view(principal);
    let supplierIds = view.kind === 'tenant' ? undefined : view.supplierIds;
    if (query.supplier) supplierIds = !supplierIds || supplierIds.includes(query.supplier) ? [query.supplier] : [];
    const partyId = query.supplier ?? (view.kind === 'suppliers' ? principal.companyId : undefined);
    const [rows, party] = await Promise.all([this.contracts.rows(principal, supplierIds), partyId ? this.contacts.read(principal, partyId) : Promise.resolve(undefined)]);

    const words = query.search ? normalizeSearchText(query.search) : '';
    const matching = (words ? rows.filter((r) => searchTextOf(r).includes(words)) : rows).sort(
      (a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || a.id.localeCompare(b.id),
    );
    const page = matching.slice((query.pageIndex - 1) * CONTRACTS_PAGE_SIZE, query.pageIndex * CONTRACTS_PAGE_SIZE);
    const [statuses, figures] = page.length
      ? await Promise.all([
          this.contracts.documentStatuses(principal, page.map((r) => r.documentPublicKey)),
          this.compliance.summaries(principal, [...new Set(page.map((r) => r.supplierId))]),
        ])
      : [new Map<string, string>(), new Map<string, SupplierCompliance>()];
    // A contract's term ends at the end of its last day in Mexico City.
    const today = mexicoCityDay(new Date(this.clock.now()));
    return {
      contracts: page.map((r) => toContract(r, statuses.get(r.documentPublicKey), figures.get(r.supplierId), today)),
      selectedParty: party && (view.kind === 'tenant' || supplierIds?.includes(party.id) || party.id === principal.companyId) ? { publicKey: party.id, displayName: party.displayName } : null,
      totalCount: matching.length,
      pageIndex: query.pageIndex,
      pageSize: CONTRACTS_PAGE_SIZE,
    };
  }
}

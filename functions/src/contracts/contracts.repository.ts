import type { ContractRecordItem } from '../audit/contract-records.repository';
import type { DocumentItem } from '../documents/documents.repository';
import { TenantContainer, type TenantScope } from '../platform/cosmos';

/** A contract record as the lists read it (the fields they show and filter on). */
export type ContractRow = Pick<
  ContractRecordItem,
  'id' | 'documentPublicKey' | 'name' | 'supplierId' | 'supplierName' | 'sapId' | 'rfc' | 'customers' | 'customerIds' | 'hasRepse' | 'repseNumber' | 'contractSubject' | 'fechaFirma' | 'vigencia' | 'mesesVigencia' | 'modifiedAt'
>;
const rowFields = ['id', 'documentPublicKey', 'name', 'supplierId', 'supplierName', 'sapId', 'rfc', 'customers', 'customerIds', 'hasRepse', 'repseNumber', 'contractSubject', 'fechaFirma', 'vigencia', 'mesesVigencia', 'modifiedAt'] as const;

/** Ours: a tenant's audited contracts are read whole for a list (hundreds, not millions); more is an error, not a silent cut. */
export const CONTRACTS_READ_MAX = 5000;

/**
 * Reads of the audit's contract records (Cosmos contractRecords, pk = tenantId; written by audit/detail.service.ts)
 * and of the statuses of their documents, for the contracts list and the order form. No writes.
 */
export class ContractsRepository {
  private readonly records = new TenantContainer<ContractRecordItem>('contractRecords');
  private readonly docs = new TenantContainer<DocumentItem>('documents');

  /** The tenant's contract records, or those of these suppliers: one query in the tenant's partition. */
  async rows(scope: TenantScope, supplierIds?: readonly string[]): Promise<ContractRow[]> {
    if (supplierIds && supplierIds.length === 0) return [];
    const where = ["c.type = 'contractRecord'", ...(supplierIds ? ['ARRAY_CONTAINS(@suppliers, c.supplierId)'] : [])];
    const items = await this.records.queryAll(
      scope,
      { pk: scope.tenantId, where: where.join(' AND '), ...(supplierIds ? { parameters: [{ name: '@suppliers', value: [...supplierIds] }] } : {}) },
      CONTRACTS_READ_MAX,
    );
    return items.map((item) => Object.fromEntries(rowFields.map((f) => [f, item[f]])) as ContractRow);
  }

  /** The status of each of these documents (by publicKey; a deleted one is left out): one query. */
  async documentStatuses(scope: TenantScope, publicKeys: readonly string[]): Promise<Map<string, string>> {
    if (publicKeys.length === 0) return new Map();
    const items = await this.docs.queryAll(
      scope,
      { where: "c.type = 'document' AND ARRAY_CONTAINS(@keys, c.publicKey) AND NOT IS_DEFINED(c.deletedAt)", parameters: [{ name: '@keys', value: [...publicKeys] }] },
      publicKeys.length,
    );
    return new Map(items.map((d) => [d.publicKey, d.status]));
  }
}

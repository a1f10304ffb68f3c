import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * Cosmos `contractRecords` (partition = tenantId): what the audit's contract form saved about a contract document
 * (issue 15), for the contracts and orders pages (issue 17). Keyed by the document: id = the document's uuid (the
 * publicKey's tail; a supplier id may hold characters Cosmos refuses in ids), documentPublicKey beside it.
 */
export type ContractRecordItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'contractRecord';
  documentPublicKey: string;
  /** The document's file name, for the lists. */
  name: string;
  supplierId: string;
  supplierName: string;
  sapId: string;
  rfc: string;
  customers: { publicKey: string; displayName: string }[];
  customerIds: string[];
  hasRepse: boolean;
  repseNumber: string;
  contractSubject: string;
  fechaFirma: string;
  vigencia: string;
  mesesVigencia: string;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
  modifiedBy: string;
  /** Who saved it last, by name (the detail shows it). */
  modifiedByName: string;
  _etag?: string;
};
export type NewContractRecord = Omit<ContractRecordItem, 'pk' | 'tenantId' | 'type' | '_etag'>;

export const contractRecordId = (publicKey: string) => publicKey.slice(-36);

export class ContractRecordsRepository {
  private readonly c = new TenantContainer<ContractRecordItem>('contractRecords');

  /** The record of a document (one point read), if the contract form was saved. */
  read(scope: TenantScope, documentPublicKey: string): Promise<ContractRecordItem | undefined> {
    return this.c.read(scope, contractRecordId(documentPublicKey), scope.tenantId);
  }

  /** Writes the record (the first save creates it, a PUT replaces it). */
  save(scope: TenantScope, record: NewContractRecord): Promise<ContractRecordItem> {
    return this.c.upsert(scope, { ...record, type: 'contractRecord', pk: scope.tenantId });
  }
}

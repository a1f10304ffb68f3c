import type { AgreementDocumentTypeSet } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';

/**
 * Agreement documents (privacy notice, CX/UX survey) of a tenant, every version kept: Cosmos `documents`, in the
 * tenant's partition `tenantId|agreements` (decision 005), beside the suppliers' expedientes.
 */
export type AgreementItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'agreement';
  documentTypeSet: AgreementDocumentTypeSet;
  version: string;
  title: string;
  content: string;
  questions?: { id: string; text: string }[];
  publishedAt: string;
};

const pk = (scope: TenantScope) => `${scope.tenantId}|agreements`;

export class AgreementsRepository {
  private readonly c = new TenantContainer<AgreementItem>('documents');

  async read(scope: TenantScope, id: string): Promise<AgreementItem | undefined> {
    const item = await this.c.read(scope, id, pk(scope));
    return item?.type === 'agreement' ? item : undefined;
  }

  upsert(scope: TenantScope, item: Omit<AgreementItem, 'tenantId' | 'pk'>) {
    return this.c.upsert(scope, { ...item, pk: pk(scope) });
  }
}

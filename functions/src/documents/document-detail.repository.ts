import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { documentsPk, type DocumentItem } from './documents.repository';

/**
 * Reads for the document detail beyond the point read of documents.repository.ts: the other documents of the
 * supplier in the same period and the versions the document amends or is amended by, in one query inside the
 * supplier's partition (decision 001: `tenantId|supplierId`).
 */
export class DocumentDetailRepository {
  private readonly c = new TenantContainer<DocumentItem>('documents');

  async related(scope: TenantScope, doc: Pick<DocumentItem, 'supplierId' | 'periodKey' | 'amendedDocument' | 'amendedBy' | 'publicKey'>): Promise<DocumentItem[]> {
    const versions = [doc.amendedDocument, doc.amendedBy].filter((k): k is string => !!k);
    // One page of 500: far beyond a real expediente's documents in one period; it keeps the read to one call.
    const page = await this.c.query(
      scope,
      {
        pk: documentsPk(scope.tenantId, doc.supplierId),
        where:
          "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt) AND c.publicKey != @self AND (c.periodKey = @period OR ARRAY_CONTAINS(@versions, c.publicKey))",
        parameters: [
          { name: '@self', value: doc.publicKey },
          { name: '@period', value: doc.periodKey },
          { name: '@versions', value: versions },
        ],
        pageSize: 500,
      },
    );
    return page.items;
  }
}

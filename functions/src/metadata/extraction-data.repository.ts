import { getBlob } from '../platform/blobs';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';
import { documentsPk, type DocumentItem } from '../documents/documents.repository';

/**
 * What an extraction run reads besides the document record: the file's bytes, and the supplier's documents of
 * about the same period that carry extracted data (the NSS cross-checks), in one query of the supplier's partition.
 */
export class ExtractionDataRepository {
  private readonly c = new TenantContainer<DocumentItem>('documents');

  /** The file's bytes (blobName is inside the tenant's prefix); undefined when the blob is gone. */
  file(scope: TenantScope, blobName: string): Promise<Buffer | undefined> {
    return getBlob(scope, blobContainers.documents, blobName);
  }

  /** Live documents of the supplier with jsonData whose fromDate lies in [from, to] (ISO instants), at most 200. */
  async withDataBetween(scope: TenantScope, supplierId: string, from: string, to: string): Promise<DocumentItem[]> {
    const page = await this.c.query(scope, {
      pk: documentsPk(scope.tenantId, supplierId),
      where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt) AND IS_DEFINED(c.jsonData) AND c.fromDate >= @from AND c.fromDate <= @to",
      parameters: [
        { name: '@from', value: from },
        { name: '@to', value: to },
      ],
      pageSize: 200,
    });
    return page.items;
  }
}

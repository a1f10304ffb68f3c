import type { DocumentFieldDefinition, DocumentType } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';

/**
 * A tenant's document type catalogue (decision 010): Cosmos `documentTypes`, partition = tenantId, one item per
 * type set (`set:<code>`) and one per type (`type:<codeName>`). A type names the sets it belongs to (`sets`), so
 * the types of a set are one query in one partition, and carries its field definitions (`fields`), so
 * GET /api/documents/fields is one query too. The seed copies contracts' catalogue in; the tenant may change it.
 */
export type DocumentTypeSetItem = {
  id: string;
  pk: string;
  tenantId: string;
  type: 'documentTypeSet';
  code_name: string;
  short_name: string;
  visible: boolean;
  ordinal: number;
  createdAt: string;
  modifiedAt: string;
  _etag?: string;
};

export type DocumentTypeItem = Omit<DocumentType, 'id'> & {
  id: string;
  pk: string;
  tenantId: string;
  type: 'documentType';
  sets: string[];
  fields: DocumentFieldDefinition[];
  createdAt: string;
  modifiedAt: string;
  _etag?: string;
};

type AnyItem = DocumentTypeSetItem | DocumentTypeItem;
export type NewDocumentTypeSet = Omit<DocumentTypeSetItem, 'pk' | 'tenantId' | 'type' | 'id' | '_etag'>;
export type NewDocumentType = Omit<DocumentTypeItem, 'pk' | 'tenantId' | 'type' | 'id' | '_etag'>;

export const setItemId = (code: string) => `set:${code}`;
export const typeItemId = (codeName: string) => `type:${codeName}`;

export class DocumentTypesRepository {
  private readonly c = new TenantContainer<AnyItem>('documentTypes');

  async readSet(scope: TenantScope, code: string): Promise<DocumentTypeSetItem | undefined> {
    const item = await this.c.read(scope, setItemId(code), scope.tenantId);
    return item?.type === 'documentTypeSet' ? item : undefined;
  }

  async readType(scope: TenantScope, codeName: string): Promise<DocumentTypeItem | undefined> {
    const item = await this.c.read(scope, typeItemId(codeName), scope.tenantId);
    return item?.type === 'documentType' ? item : undefined;
  }

  async sets(scope: TenantScope): Promise<DocumentTypeSetItem[]> {
    return (await this.c.queryAll(scope, { pk: scope.tenantId, where: "c.type = 'documentTypeSet'", orderBy: 'c.ordinal' }, 1000)) as DocumentTypeSetItem[];
  }

  /** The types of one set, by ordinal; without a set, every type of the tenant. */
  async types(scope: TenantScope, set?: string): Promise<DocumentTypeItem[]> {
    const where = set ? "c.type = 'documentType' AND ARRAY_CONTAINS(c.sets, @set)" : "c.type = 'documentType'";
    const parameters = set ? [{ name: '@set', value: set }] : [];
    return (await this.c.queryAll(scope, { pk: scope.tenantId, where, parameters, orderBy: 'c.ordinal' }, 2000)) as DocumentTypeItem[];
  }

  /** Writes the set unless the tenant already has one with that code (its changes stay). True when written. */
  createSetIfAbsent(scope: TenantScope, set: NewDocumentTypeSet): Promise<boolean> {
    return this.createIfAbsent(scope, { ...set, id: setItemId(set.code_name), pk: scope.tenantId, type: 'documentTypeSet' });
  }

  /** Writes the type unless the tenant already has one with that code (its changes stay). True when written. */
  createTypeIfAbsent(scope: TenantScope, type: NewDocumentType): Promise<boolean> {
    return this.createIfAbsent(scope, { ...type, id: typeItemId(type.codeName), pk: scope.tenantId, type: 'documentType' });
  }

  /** Replaces a type read earlier; a change made meanwhile is a ConflictError (409). */
  async replaceType(scope: TenantScope, item: DocumentTypeItem): Promise<DocumentTypeItem> {
    return (await this.c.replace(scope, item, item._etag ?? '')) as DocumentTypeItem;
  }

  private async createIfAbsent(scope: TenantScope, item: Omit<AnyItem, 'tenantId'>): Promise<boolean> {
    try {
      await this.c.create(scope, item as AnyItem);
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }
}

import type { DocumentFieldDefinition, DocumentType } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { getClients } from '../platform/clients';
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

/**
 * Every list of documents reads the tenant's types (names, cadences, the set's codes), and they change rarely: this
 * process keeps them a minute, so a list is the page and its count (ARCHITECTURE: ≤ 2 storage calls). Writes made
 * here drop the copy at once; another instance's show within the minute. Keyed by the clients, so a new local host
 * (tests) never reads the previous one's.
 */
const TYPES_TTL_MS = 60_000;
const typeCache = new WeakMap<object, Map<string, { at: number; items: DocumentTypeItem[] }>>();
function tenantTypeCache(): Map<string, { at: number; items: DocumentTypeItem[] }> {
  const clients = getClients();
  let cache = typeCache.get(clients);
  if (!cache) {
    cache = new Map();
    typeCache.set(clients, cache);
  }
  return cache;
}

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

  /** The types of one set, by ordinal; without a set, every type of the tenant (one query a minute, see above). */
  async types(scope: TenantScope, set?: string): Promise<DocumentTypeItem[]> {
    const cache = tenantTypeCache();
    const hit = cache.get(scope.tenantId);
    let all = hit && Date.now() - hit.at < TYPES_TTL_MS ? hit.items : undefined;
    if (!all) {
      all = (await this.c.queryAll(scope, { pk: scope.tenantId, where: "c.type = 'documentType'", orderBy: 'c.ordinal' }, 2000)) as DocumentTypeItem[];
      cache.set(scope.tenantId, { at: Date.now(), items: all });
    }
    // Copies: a caller that changes what it got must not change the cache.
    return all.filter((t) => !set || t.sets.includes(set)).map((t) => ({ ...t }));
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
    tenantTypeCache().delete(scope.tenantId);
    const saved = (await this.c.replace(scope, item, item._etag ?? '')) as DocumentTypeItem;
    tenantTypeCache().delete(scope.tenantId);
    return saved;
  }

  private async createIfAbsent(scope: TenantScope, item: Omit<AnyItem, 'tenantId'>): Promise<boolean> {
    try {
      await this.c.create(scope, item as AnyItem);
      tenantTypeCache().delete(scope.tenantId);
      return true;
    } catch (err) {
      if (err instanceof ConflictError) return false;
      throw err;
    }
  }
}

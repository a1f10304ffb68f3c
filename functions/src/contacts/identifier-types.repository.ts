import type { IdentifierType } from '@expediente/contracts';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';

/** A type of a tenant's identifier catalog (part 2 §3 'Identifier type: key, name'). */
export type IdentifierTypeEntry = IdentifierType & {
  /** Also a document metadata identifier (GET /api/identifiersType?isMeta=true). */
  isMeta: boolean;
  /** Suppliers carry it (asked for when adding a supplier with the identifier-input flag). */
  relatedToSuppliers: boolean;
};

/** What every tenant's catalog starts with (domain: the identifiers of a Mexican supplier file). */
export const defaultIdentifierTypes: readonly IdentifierTypeEntry[] = [
  { key: 'rfc', name: 'RFC', isMeta: true, relatedToSuppliers: true },
  { key: 'supplier.id', name: 'ID de Proveedor', isMeta: false, relatedToSuppliers: true },
  { key: 'curp', name: 'CURP', isMeta: true, relatedToSuppliers: false },
  { key: 'nss', name: 'NSS', isMeta: true, relatedToSuppliers: false },
  { key: 'clabe', name: 'CLABE', isMeta: false, relatedToSuppliers: true },
  { key: 'repse', name: 'Registro REPSE', isMeta: true, relatedToSuppliers: true },
  { key: 'registro.patronal', name: 'Registro Patronal IMSS', isMeta: true, relatedToSuppliers: true },
];

type CatalogItem = { id: string; pk: string; tenantId: string; type: 'identifier-types'; types: IdentifierTypeEntry[] };

const CATALOG_ID = 'identifier-types';
/**
 * The catalog is one item of the contacts container in a partition of its own ('<tenant>|catalog'), so the
 * directory's queries (partition = tenant) never meet it.
 */
const catalogPk = (scope: TenantScope) => `${scope.tenantId}|catalog`;

/** A tenant's identifier types: the defaults plus the types its users added, one item, replaced under its etag. */
export class IdentifierTypesRepository {
  private readonly c = new TenantContainer<CatalogItem>('contacts');

  async list(scope: TenantScope): Promise<IdentifierTypeEntry[]> {
    const stored = await this.c.read(scope, CATALOG_ID, catalogPk(scope));
    const added = (stored?.types ?? []).filter((t) => !defaultIdentifierTypes.some((d) => d.key === t.key));
    return [...defaultIdentifierTypes, ...added];
  }

  /**
   * Adds a type unless its key exists. Types added at the same time by others are kept: a write that lost the race
   * (409) reads the catalog again and retries, a few times.
   */
  async add(scope: TenantScope, type: IdentifierTypeEntry): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const stored = await this.c.read(scope, CATALOG_ID, catalogPk(scope));
        if (!stored) {
          await this.c.create(scope, { id: CATALOG_ID, pk: catalogPk(scope), type: 'identifier-types', types: [type] });
          return;
        }
        if (stored.types.some((t) => t.key === type.key)) return;
        await this.c.replace(scope, { ...stored, types: [...stored.types, type] }, (stored as { _etag?: string })._etag ?? '');
        return;
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt >= 5) throw err;
      }
    }
  }
}

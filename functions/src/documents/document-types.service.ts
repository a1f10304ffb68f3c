import {
  catalogueDocumentTypes,
  documentFieldCatalogue,
  documentTypeCatalogue,
  documentTypeMessages,
  documentTypeSetCatalogue,
  type DocumentFieldsResponse,
  type DocumentType,
  type DocumentTypeSet,
  type DocumentTypesResponse,
} from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { NotFoundError } from '../platform/errors';
import type { DocumentTypeItem, DocumentTypesRepository } from './document-types.repository';

/** The API shape of a stored type: exactly part 2 §3's fields and ours, nothing of storage. */
export function toDocumentType(item: DocumentTypeItem): DocumentType {
  return {
    id: item.codeName,
    documentTypeId: item.documentTypeId,
    codeName: item.codeName,
    shortName: item.shortName,
    fullName: item.fullName,
    displayName: item.displayName,
    temporalityCodeName: item.temporalityCodeName,
    temporalityDisplayName: item.temporalityDisplayName,
    periodCodeName: item.periodCodeName,
    periodDisplayName: item.periodDisplayName,
    periodReading: item.periodReading,
    description: item.description,
    descriptionInfotip: item.descriptionInfotip,
    required: item.required,
    ordinal: item.ordinal,
    fileExtensions: item.fileExtensions,
    extensions: item.extensions,
    customerRelationshipRequired: item.customerRelationshipRequired,
    isAutoValidated: item.isAutoValidated,
    area: item.area,
    areaDisplayName: item.areaDisplayName,
    risk: item.risk,
    riskCode: item.riskCode,
    riskDisplayName: item.riskDisplayName,
    issuer: item.issuer,
    validity: item.validity,
    dueRule: item.dueRule,
  };
}

/**
 * Document types (part 2 §3, §7): every signed-in user of a tenant reads its catalogue (the upload screen, the
 * filters and the detail all need it); changing it belongs to /admin/documenttypes (a later slice).
 */
export class DocumentTypesService {
  constructor(
    private readonly repo: DocumentTypesRepository,
    private readonly clock: Clock,
  ) {}

  /** GET /api/document-type-sets. */
  async sets(principal: Principal): Promise<DocumentTypeSet[]> {
    const sets = await this.repo.sets(principal);
    return sets.map((s) => ({ code_name: s.code_name, short_name: s.short_name, visible: s.visible }));
  }

  /** GET /api/documenttypeset/{set}/documenttypes: an unknown set answers 404 (a point read, then one query). */
  async typesOfSet(principal: Principal, set: string): Promise<DocumentTypesResponse> {
    if (!(await this.repo.readSet(principal, set))) throw new NotFoundError(documentTypeMessages.setNotFound);
    const types = await this.repo.types(principal, set);
    return { documentTypes: types.map(toDocumentType) };
  }

  /** GET /api/documents/fields: the field definitions of every type that has some, by type code. */
  async fields(principal: Principal): Promise<DocumentFieldsResponse> {
    const types = await this.repo.types(principal);
    const documentFields: DocumentFieldsResponse['documentFields'] = {};
    for (const t of types) if (t.fields.length > 0) documentFields[t.codeName] = t.fields;
    return { documentFields };
  }

  /**
   * Copies contracts' catalogue into a tenant: every set and type it does not have yet (what the tenant changed
   * stays). Idempotent; for the seed and for a new tenant. Returns how many items were written.
   */
  async seedCatalogue(scope: TenantScope): Promise<number> {
    const now = new Date(this.clock.now()).toISOString();
    let written = 0;
    for (const [i, set] of documentTypeSetCatalogue.entries()) {
      if (await this.repo.createSetIfAbsent(scope, { ...set, ordinal: i + 1, createdAt: now, modifiedAt: now })) written += 1;
    }
    const types = catalogueDocumentTypes();
    for (const [i, entry] of documentTypeCatalogue.entries()) {
      const { id: _id, ...type } = types[i]!;
      const fields = documentFieldCatalogue[entry.codeName] ?? [];
      if (await this.repo.createTypeIfAbsent(scope, { ...type, sets: [...entry.sets], fields, createdAt: now, modifiedAt: now })) written += 1;
    }
    return written;
  }
}

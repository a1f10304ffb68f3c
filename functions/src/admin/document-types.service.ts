import {
  cadenceNames,
  documentAreas,
  documentTypeAdminMessages,
  fineUnits,
  foldSearch,
  periodicityOf,
  periodicityOptions,
  providerTypes,
  riskLevels,
  temporalities,
  whenRequiredOptions,
  type AdminDocumentType,
  type AdminDocumentTypeResponse,
  type AdminDocumentTypesResponse,
  type DocumentTypeConfiguration,
  type FineUnit,
  type ProviderType,
  type RiskLevel,
  type WhenRequired,
} from '@expediente/contracts';
import { toDocumentType } from '../documents/document-types.service';
import type { DocumentTypeItem, DocumentTypesRepository } from '../documents/document-types.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { BadRequestError, ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import { tenantChanged } from '../compliance/compliance-changes';

/**
 * The configuration a tenant gives a type, kept on its own copy of the type (decision 010's `documentTypes`
 * items) beside the catalogue's fields it changes (required, temporality, cadence, risk, area, isAutoValidated):
 * the slots and extraction read those fields as they always did, so a change reaches them with nothing else to
 * keep in step. Provider type, fine and when required are new fields; a type never configured has the defaults below.
 */
export type ConfiguredDocumentTypeItem = DocumentTypeItem & {
  providerType?: ProviderType;
  fine?: { amount: number; unit: FineUnit } | null;
  whenRequired?: WhenRequired;
};

/** Ours: an initial or per-event document is asked for before the service order, a periodic one before each payment. */
const defaultWhenRequired = (item: DocumentTypeItem): WhenRequired => (item.temporalityCodeName === 'periodic' ? 'before-payment' : 'before-service-order');

export function toAdminDocumentType(item: ConfiguredDocumentTypeItem): AdminDocumentType {
  const periodicity = item.temporalityCodeName === 'periodic' ? (periodicityOf(item.periodCodeName, item.periodReading) ?? null) : null;
  const providerType = item.providerType ?? 'all';
  const whenRequired = item.whenRequired ?? defaultWhenRequired(item);
  return {
    ...toDocumentType(item),
    periodicity,
    periodicityDisplayName: periodicity ? periodicityOptions[periodicity].label : item.periodDisplayName,
    providerType,
    providerTypeDisplayName: providerTypes[providerType],
    fine: item.fine ? { amount: item.fine.amount, unit: item.fine.unit, unitDisplayName: fineUnits[item.fine.unit] } : null,
    whenRequired,
    whenRequiredDisplayName: whenRequiredOptions[whenRequired],
    modifiedAt: item.modifiedAt,
    etag: item._etag ?? '',
  };
}

/** Who changes a type, from where, and the version they read (If-Match or the body's etag). */
export type ConfigureContext = { principal: Principal; from: EventOrigin; ifMatch?: string };

/** The fields the event log compares before and after a change (scalars only). */
const loggedFields = ['required', 'temporalityCodeName', 'periodCodeName', 'periodReading', 'riskCode', 'area', 'providerType', 'fine', 'whenRequired', 'isAutoValidated'] as const;
function loggable(item: ConfiguredDocumentTypeItem): Record<(typeof loggedFields)[number], string | boolean> {
  const admin = toAdminDocumentType(item);
  return {
    required: admin.required,
    temporalityCodeName: admin.temporalityCodeName,
    periodCodeName: admin.periodCodeName,
    periodReading: admin.periodReading,
    riskCode: admin.riskCode,
    area: admin.area,
    providerType: admin.providerType,
    fine: admin.fine ? `${admin.fine.amount} ${admin.fine.unitDisplayName}` : 'sin multa',
    whenRequired: admin.whenRequired,
    isAutoValidated: admin.isAutoValidated,
  };
}

/**
 * /admin/documenttypes (part 2 §2.9, §7): the tenant's types with their configuration, a search, and the change
 * of one type's configuration (manage:documenttypes), guarded by its version and written to the event log with
 * what it was before and after.
 */
export class DocumentTypesAdminService {
  constructor(
    private readonly repo: DocumentTypesRepository,
    private readonly events: EventLog,
    private readonly clock: Clock,
    /** A type's configuration (required, customer relationship…) decides every supplier's slots: all are recomputed. */
    private readonly typesChanged: (scope: Principal) => Promise<void> = tenantChanged,
  ) {}

  /** GET /api/documenttypes/?search: by ordinal; the search looks in code, names and description, without accents. */
  async list(principal: Principal, search?: string): Promise<AdminDocumentTypesResponse> {
    const wanted = search ? foldSearch(search) : '';
    const types = (await this.repo.types(principal)) as ConfiguredDocumentTypeItem[];
    const matches = (t: DocumentTypeItem) => !wanted || [t.codeName, t.shortName, t.fullName, t.description].some((text) => foldSearch(text).includes(wanted));
    return { documentTypes: types.filter(matches).map(toAdminDocumentType) };
  }

  /** GET /api/documenttypes/{id}: a point read of the tenant's copy (fresh, with its version); 404 if the tenant has none. */
  async one(principal: Principal, id: string): Promise<AdminDocumentTypeResponse> {
    return { documentType: toAdminDocumentType(await this.read(principal, id)) };
  }

  /** PUT /api/documenttypes/{id}: the whole configuration, on the version the caller read; 409 when it changed since. */
  async configure(ctx: ConfigureContext, id: string, input: DocumentTypeConfiguration): Promise<AdminDocumentTypeResponse> {
    const version = ctx.ifMatch ?? input.etag;
    if (!version) throw new BadRequestError({ etag: [documentTypeAdminMessages.missingVersion] });
    const before = await this.read(ctx.principal, id);
    if (version !== '*' && version !== before._etag) throw new ConflictError(documentTypeAdminMessages.conflict);

    const periodic = input.temporalityCodeName === 'periodic';
    const option = periodic && input.periodicity ? periodicityOptions[input.periodicity] : undefined;
    const cadence = option?.cadence ?? 'initial';
    const reading = option?.reading ?? 'general';
    const risk = ({ A: 1, M: 2, B: 3 } as const)[input.riskCode] satisfies RiskLevel;
    const hasFine = input.fineAmount !== null && input.fineAmount !== undefined && !!input.fineUnit;
    const next: ConfiguredDocumentTypeItem = {
      ...before,
      required: input.required,
      temporalityCodeName: input.temporalityCodeName,
      temporalityDisplayName: temporalities[input.temporalityCodeName],
      periodCodeName: cadence,
      periodReading: reading,
      periodDisplayName: cadenceNames[reading][cadence].one,
      // A legal due date belongs to a period: a type that stops being periodic has none.
      dueRule: periodic ? before.dueRule : 'none',
      risk,
      riskCode: riskLevels[risk].code,
      riskDisplayName: riskLevels[risk].displayName,
      area: input.area,
      areaDisplayName: documentAreas[input.area],
      providerType: input.providerType,
      fine: hasFine ? { amount: input.fineAmount!, unit: input.fineUnit! } : null,
      whenRequired: input.whenRequired,
      isAutoValidated: input.isAutoValidated,
      modifiedAt: new Date(this.clock.now()).toISOString(),
    };
    let saved: ConfiguredDocumentTypeItem;
    try {
      saved = (await this.repo.replaceType(ctx.principal, next)) as ConfiguredDocumentTypeItem;
    } catch (err) {
      if (err instanceof ConflictError) throw new ConflictError(documentTypeAdminMessages.conflict);
      throw err;
    }

    const was = loggable(before);
    const now = loggable(saved);
    const detail: Record<string, string | boolean> = { codeName: saved.codeName };
    for (const field of loggedFields) {
      if (was[field] === now[field]) continue;
      detail[`${field}Before`] = was[field];
      detail[`${field}After`] = now[field];
    }
    await this.events.record(ctx.principal, {
      type: 'admin.document-type-configured',
      summary: `Configuración del tipo de documento ${saved.shortName} (${saved.codeName}) actualizada`,
      userId: ctx.principal.userId,
      email: ctx.principal.email,
      from: ctx.from,
      detail,
    });
    await this.typesChanged(ctx.principal);
    return { documentType: toAdminDocumentType(saved) };
  }

  private async read(principal: Principal, id: string): Promise<ConfiguredDocumentTypeItem> {
    const item = (await this.repo.readType(principal, id)) as ConfiguredDocumentTypeItem | undefined;
    if (!item) throw new NotFoundError(documentTypeAdminMessages.notFound);
    return item;
  }
}

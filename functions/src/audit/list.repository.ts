import type { AuditStatus } from '@expediente/contracts';
import type { SqlParameter } from '@azure/cosmos';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { documentsPk, type DocumentItem } from '../documents/documents.repository';

/** Which extraction outcome a tab holds (decision 015); contracts and auditonly are chosen by type alone. */
export type AuditOutcomeFilter =
  | { kind: 'outcome'; outcome: 'image' | 'error' | 'partial' | 'not-supported' }
  /** Queued or running since before `before` (the document's extraction says so). */
  | { kind: 'stagnated'; before: string };

/** An audit list in storage terms, resolved by list.service.ts. */
export type AuditListFilter = {
  /** The suppliers the caller sees; absent for the whole tenant (DocumentAccess.view). */
  supplierIds?: readonly string[];
  typeCodes: readonly string[];
  outcome?: AuditOutcomeFilter;
  auditStatus?: AuditStatus;
  /** createdAt within [from, to): ISO instants (Mexico City midnights). */
  createdRange?: { from?: string; to?: string };
  tagId?: string;
  order: 'ASC' | 'DESC';
};

/** A keyset position: the last row's (createdAt, id). */
export type AuditListCursor = { createdAt: string; id: string };

/**
 * The audit lists' queries: latest live versions of the tenant's documents, narrowed by the tab and the filters,
 * ordered by the upload date (createdAt, id) — the composite indexes in resources.ts — and paged by keyset, never
 * OFFSET: a page costs the same whatever its number once its start is known, and the platform's queries page by
 * continuation (platform/cosmos.ts). A numbered page past the first finds its start with one query of small keyset
 * rows (cursors), as GET /api/documents does.
 */
export class AuditListRepository {
  private readonly c = new TenantContainer<DocumentItem>('documents');
  private readonly contacts = new TenantContainer<{ id: string; pk: string; tenantId: string }>('contacts');

  /**
   * The supplier organizations of the tenant by id, name and RFC only (one query in the contacts partition, a
   * tenant has a few hundred suppliers): what the supplierName filter matches, in the caller's words.
   */
  async supplierNames(scope: TenantScope): Promise<{ id: string; displayName: string; rfc?: string }[]> {
    const rows = await this.contacts.values<{ id: string; displayName: string; identifiers?: { key: string; value: string }[] }>(
      scope,
      '{ "id": c.id, "displayName": c.displayName, "identifiers": c.identifiers }',
      { pk: scope.tenantId, where: "c.type = 'contact' AND c.partyType = 2 AND c.organizationRole = 'supplier'", parameters: [], limit: 20_000 },
    );
    return rows.map((r) => {
      const rfc = r.identifiers?.find((i) => i.key === 'rfc')?.value;
      return { id: r.id, displayName: r.displayName, ...(rfc ? { rfc } : {}) };
    });
  }

  async list(scope: TenantScope, filter: AuditListFilter, limit: number, after?: AuditListCursor): Promise<DocumentItem[]> {
    const page = await this.c.query(scope, { ...spec(scope, filter, after), orderBy: orderBy(filter.order), pageSize: limit });
    return page.items;
  }

  /** The keyset positions of the first `limit` rows: where a numbered page starts. */
  cursors(scope: TenantScope, filter: AuditListFilter, limit: number): Promise<AuditListCursor[]> {
    return this.c.values<AuditListCursor>(scope, '{ "createdAt": c.createdAt, "id": c.id }', { ...spec(scope, filter), orderBy: orderBy(filter.order), limit });
  }

  count(scope: TenantScope, filter: AuditListFilter): Promise<number> {
    return this.c.count(scope, spec(scope, filter));
  }

  /** Every live document carrying a tag (deleting the tag clears it from them). */
  async taggedWith(scope: TenantScope, tagId: string): Promise<{ publicKey: string }[]> {
    return this.c.values<{ publicKey: string }>(scope, '{ "publicKey": c.publicKey }', {
      where: "c.type = 'document' AND NOT IS_DEFINED(c.deletedAt) AND c.tagId = @tagId",
      parameters: [{ name: '@tagId', value: tagId }],
      limit: 100_000,
    });
  }
}

const orderBy = (order: 'ASC' | 'DESC') => `c.createdAt ${order}, c.id ${order}`;

function spec(scope: TenantScope, filter: AuditListFilter, after?: AuditListCursor): { where: string; parameters: SqlParameter[]; pk?: string } {
  const where = ["c.type = 'document'", 'NOT IS_DEFINED(c.deletedAt)', 'NOT IS_DEFINED(c.amendedBy)', 'ARRAY_CONTAINS(@types, c.documentTypeCode)'];
  const parameters: SqlParameter[] = [{ name: '@types', value: [...filter.typeCodes] }];
  let pk: string | undefined;
  if (filter.supplierIds) {
    where.push('ARRAY_CONTAINS(@supplierIds, c.supplierId)');
    parameters.push({ name: '@supplierIds', value: [...filter.supplierIds] });
  }
  const outcome = filter.outcome;
  if (outcome?.kind === 'outcome') {
    where.push('c.extraction.outcome = @outcome');
    parameters.push({ name: '@outcome', value: outcome.outcome });
  } else if (outcome?.kind === 'stagnated') {
    where.push("(c.extraction.outcome = 'queued' OR c.extraction.outcome = 'running') AND c.extraction.at < @stagnatedBefore");
    parameters.push({ name: '@stagnatedBefore', value: outcome.before });
  }
  if (filter.auditStatus === 'pending') {
    where.push("(NOT IS_DEFINED(c.auditStatus) OR c.auditStatus = 'pending')");
  } else if (filter.auditStatus) {
    where.push('c.auditStatus = @auditStatus');
    parameters.push({ name: '@auditStatus', value: filter.auditStatus });
  }
  if (filter.createdRange?.from) {
    where.push('c.createdAt >= @createdFrom');
    parameters.push({ name: '@createdFrom', value: filter.createdRange.from });
  }
  if (filter.createdRange?.to) {
    where.push('c.createdAt < @createdTo');
    parameters.push({ name: '@createdTo', value: filter.createdRange.to });
  }
  if (filter.tagId) {
    where.push('c.tagId = @tagId');
    parameters.push({ name: '@tagId', value: filter.tagId });
  }
  if (after) {
    const op = filter.order === 'DESC' ? '<' : '>';
    where.push(`(c.createdAt ${op} @afterCreated OR (c.createdAt = @afterCreated AND c.id ${op} @afterId))`);
    parameters.push({ name: '@afterCreated', value: after.createdAt }, { name: '@afterId', value: after.id });
  }
  // One supplier in view (a Supplier's own, or a customer served by one): the query runs in its partition.
  if (filter.supplierIds?.length === 1) pk = documentsPk(scope.tenantId, filter.supplierIds[0]!);
  return { where: where.join(' AND '), parameters, ...(pk ? { pk } : {}) };
}

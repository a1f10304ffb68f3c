import { mexicoCityDay, type Sat69b } from '@expediente/contracts';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { ConflictError } from '../platform/errors';
import type { ComplianceSourcesRepository } from './compliance-sources.repository';
import { contentHash, project } from './compliance-projection';
import type { ComplianceRepository, ComplianceSummaryItem, ComplianceYearItem } from './compliance.repository';

export type RecomputeResult = 'written' | 'unchanged' | 'removed';

/** The set whose required types make the slots (the same as the supplier's pending list). */
export const COMPLIANCE_SET = 'mxexpediente';
/** Concurrent recomputes of one supplier: the loser re-runs on fresh data; more than this many losses is an error. */
const MAX_ATTEMPTS = 5;
/** Suppliers recomputed at once by recomputeTenant. */
const TENANT_CONCURRENCY = 8;

/**
 * Keeps the compliance items (decision 019): recompute one supplier from its source data and write only what
 * changed. The summary item is read first and written last with its ETag (created when absent), so two recomputes
 * of one supplier that overlap cannot both win: the loser gets a ConflictError and runs again on fresh data, and
 * its year items are rewritten from that data.
 */
export class ComplianceProjectionService {
  constructor(
    private readonly sources: ComplianceSourcesRepository,
    private readonly repo: ComplianceRepository,
    private readonly clock: Clock,
  ) {}

  async recompute(scope: TenantScope, supplierId: string): Promise<RecomputeResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.once(scope, supplierId);
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  }

  /** The suppliers a tenant recompute covers: every supplier organization and every supplier with items. */
  async suppliersOf(scope: TenantScope): Promise<string[]> {
    const [contacts, projected] = await Promise.all([this.sources.supplierIds(scope), this.repo.supplierIds(scope)]);
    return [...new Set([...contacts, ...projected])];
  }

  /**
   * Every supplier of a tenant, synchronously (the seed, tests and the benchmark), a few at a time: each recompute
   * waits on a handful of storage calls, so overlapping them is what makes a tenant's start quick.
   */
  async recomputeTenant(scope: TenantScope, concurrency = TENANT_CONCURRENCY): Promise<number> {
    const ids = await this.suppliersOf(scope);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) await this.recompute(scope, ids[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
    return ids.length;
  }

  private async once(scope: TenantScope, supplierId: string): Promise<RecomputeResult> {
    const existing = await this.repo.itemsOf(scope, supplierId);
    const summary = existing.find((i): i is ComplianceSummaryItem => i.kind === 'summary');
    const oldYears = new Map(existing.filter((i): i is ComplianceYearItem => i.kind === 'year').map((i) => [i.id, i]));
    const contact = await this.sources.contact(scope, supplierId);
    if (!contact || contact.partyType !== 2 || contact.organizationRole !== 'supplier') {
      // The supplier is gone (or is no supplier any more): its figures go with it, the summary last.
      for (const item of oldYears.values()) await this.repo.remove(scope, item.id);
      if (summary) await this.repo.remove(scope, summary.id, summary._etag);
      return existing.length > 0 ? 'removed' : 'unchanged';
    }
    const [types, periods, docs] = await Promise.all([
      this.sources.documentTypes(scope, COMPLIANCE_SET),
      this.sources.supplierPeriods(scope, supplierId),
      this.sources.liveDocuments(scope, supplierId),
    ]);
    const now = new Date(this.clock.now());
    const projection = project({ contact: contact as typeof contact & { sat69b?: Sat69b }, types, periods, docs, today: mexicoCityDay(now) });

    let wrote = false;
    for (const year of projection.years) {
      const hash = contentHash(year);
      const old = oldYears.get(year.id);
      oldYears.delete(year.id);
      if (old?.hash === hash) continue;
      await this.repo.upsertYear(scope, { ...year, hash });
      wrote = true;
    }
    for (const stale of oldYears.values()) {
      await this.repo.remove(scope, stale.id);
      wrote = true;
    }
    const hash = contentHash(projection.summary);
    if (summary && summary.hash === hash && !wrote) return 'unchanged';
    const item = { ...projection.summary, figures: { ...projection.summary.figures, updatedAt: now.toISOString() }, hash };
    if (!summary) await this.repo.createSummary(scope, item);
    else await this.repo.replaceSummary(scope, { ...summary, ...item, tenantId: scope.tenantId, pk: scope.tenantId }, summary._etag ?? '');
    return 'written';
  }
}

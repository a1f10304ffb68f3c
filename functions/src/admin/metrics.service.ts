import { hasPermission, roles, type AdminMetrics, type Tenant } from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { TenantScope } from '../platform/cosmos';
import type { EventLog } from '../platform/events';
import type { Counts, TenantCounters } from './counters.repository';
import type { TenantsRepository, TenantSummary } from './tenants.repository';

/**
 * The /admin tiles and a tenant's counters (decision 016). Counts are the counters items (never a scan per request);
 * transactions is the event log's chain sequence. An Admin or Support user gets its tenant (tenants = 1); the
 * Developer (read:tenants:any) the platform: every tenant's counters summed. roles is the permission model's role
 * count, the same in every tenant, so it is not summed.
 */
export class MetricsService {
  constructor(
    private readonly counters: TenantCounters,
    private readonly tenants: TenantsRepository,
    private readonly events: EventLog,
  ) {}

  async metrics(principal: Principal): Promise<AdminMetrics> {
    if (!hasPermission(principal.role, 'read:tenants:any')) {
      const [counts, transactions] = await Promise.all([this.counters.read(principal), this.transactions(principal)]);
      return { scope: 'tenant', tenants: 1, roles: roles.length, ...only(counts), transactions };
    }
    const [summaries, all] = await Promise.all([this.tenants.summaries(), this.counters.readAll()]);
    const ids = new Set(summaries.map((t) => t.id));
    const sum: Counts = { users: 0, contacts: 0, documents: 0, documentTypes: 0 };
    for (const c of all.filter((x) => ids.has(x.tenantId))) for (const name of Object.keys(sum) as (keyof Counts)[]) sum[name] += c[name];
    const sequences = await Promise.all(summaries.map((t) => this.transactions({ tenantId: t.id })));
    return { scope: 'platform', tenants: summaries.length, roles: roles.length, ...sum, transactions: sequences.reduce((a, b) => a + b, 0) };
  }

  /** One tenant as the spec's Tenant: its counters, the role count and its transactions. */
  async tenant(summary: TenantSummary): Promise<Tenant> {
    const scope = { tenantId: summary.id };
    const [counts, transactions] = await Promise.all([this.counters.read(scope), this.transactions(scope)]);
    return {
      publicKey: summary.id,
      displayName: summary.displayName,
      createdAt: summary.createdAt,
      roles: roles.length,
      ...only(counts),
      transactions,
      ...(counts.reconciledAt ? { reconciledAt: counts.reconciledAt } : {}),
    };
  }

  private async transactions(scope: TenantScope): Promise<number> {
    return (await this.events.chainHead(scope))?.sequence ?? 0;
  }
}

const only = (c: Counts): Counts => ({ users: c.users, contacts: c.contacts, documents: c.documents, documentTypes: c.documentTypes });

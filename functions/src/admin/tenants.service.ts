import { hasPermission, isTenantKey, tenantKeyFromName, tenantMessages, type CreateTenantResponse, type Tenant, type TenantListResponse } from '@expediente/contracts';
import type { z } from 'zod';
import type { createTenantRequestSchema, tenantListQuerySchema } from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import { AppError, BadRequestError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { MetricsService } from './metrics.service';
import type { TenantsRepository, TenantSummary } from './tenants.repository';

type ListQuery = z.output<typeof tenantListQuerySchema>;
type CreateInput = z.output<typeof createTenantRequestSchema>;
type Provision = (input: { tenantId: string; displayName: string }, now: string) => Promise<{ created: boolean }>;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const taken = (message: string) => new AppError(409, 'conflict', message, { publicKey: [message] });

/**
 * Tenants (part 2 §2.9, §7; decision 016): the list and a tenant's counters, in the platform scope for the Developer
 * (read:tenants:any) and only the caller's own tenant for Admin and Support (another tenant answers 404); creating
 * one (create:tenants) provisions its data in one idempotent step.
 */
export class TenantsService {
  constructor(
    private readonly tenants: TenantsRepository,
    private readonly metrics: MetricsService,
    private readonly provision: Provision,
    private readonly events: EventLog,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal, query: ListQuery): Promise<TenantListResponse> {
    const visible = await this.visible(principal);
    const search = query.search ? fold(query.search) : undefined;
    const matching = (search ? visible.filter((t) => fold(`${t.displayName} ${t.id}`).includes(search)) : visible).sort(
      (a, b) => a.displayName.localeCompare(b.displayName, 'es') || a.id.localeCompare(b.id),
    );
    const start = (query.pageIndex - 1) * query.pageSize;
    const page = matching.slice(start, start + query.pageSize);
    return { tenants: await Promise.all(page.map((t) => this.metrics.tenant(t))), total: matching.length, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }

  async get(principal: Principal, id: string): Promise<Tenant> {
    if (id !== principal.tenantId && !hasPermission(principal.role, 'read:tenants:any')) throw new NotFoundError(tenantMessages.notFound);
    const tenant = await this.tenants.read(id);
    if (!tenant || tenant.type !== 'tenant') throw new NotFoundError(tenantMessages.notFound);
    return this.metrics.tenant(tenant);
  }

  async create(principal: Principal, input: CreateInput, from: EventOrigin): Promise<CreateTenantResponse> {
    const tenantId = input.publicKey ?? (await this.freeKeyFor(input.displayName));
    if (input.publicKey && (await this.tenants.read(input.publicKey))) throw taken(tenantMessages.publicKeyTaken);
    const now = new Date(this.clock.now()).toISOString();
    const { created } = await this.provision({ tenantId, displayName: input.displayName }, now);
    // Someone created the same key between the check and the provisioning: theirs stands.
    if (!created) throw taken(tenantMessages.publicKeyTaken);
    const detail = { tenantId, displayName: input.displayName.slice(0, 100), createdBy: principal.email };
    const summary = `Tenant creado: ${input.displayName.slice(0, 100)} (${tenantId})`;
    await this.events.record({ tenantId }, { type: 'admin.tenant-created', summary, userId: principal.userId, email: principal.email, from, detail });
    if (principal.tenantId !== tenantId) await this.events.record(principal, { type: 'admin.tenant-created', summary, userId: principal.userId, email: principal.email, from, detail });
    return { message: tenantMessages.created, tenant: await this.get(principal, tenantId) };
  }

  /** The key made from the name; if taken, the same with -2 … -9. */
  private async freeKeyFor(displayName: string): Promise<string> {
    const base = tenantKeyFromName(displayName).slice(0, 37).replace(/-+$/, '');
    if (!isTenantKey(base)) throw new BadRequestError({ publicKey: [tenantMessages.keyFromName] });
    for (const key of [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${base}-${n}`)]) {
      if (!(await this.tenants.read(key))) return key;
    }
    throw taken(tenantMessages.keyFromName);
  }

  private async visible(principal: Principal): Promise<TenantSummary[]> {
    if (hasPermission(principal.role, 'read:tenants:any')) return this.tenants.summaries();
    const own = await this.tenants.read(principal.tenantId);
    return own ? [{ id: own.id, displayName: own.displayName, createdAt: own.createdAt }] : [];
  }
}

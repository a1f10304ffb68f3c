import { complianceRiskLabels, isSat69bRedFlag, reminderTexts, type ComplianceCell, type ReminderSettings, type ReminderSettingsResponse, type SupplierCompliance } from '@expediente/contracts';
import type { TenantsRepository } from '../admin/tenants.repository';
import type { UsersRepository } from '../auth/users.repository';
import type { MailContent } from '../auth/mail-templates';
import type { Principal } from '../platform/auth/principal';
import { signToken, verifyToken } from '../platform/auth/signed-tokens';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { ConflictError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import type { MailResult, OutgoingMail } from '../platform/mail';
import { customerWeeklyMail, supplierDigestMail, type DigestItem } from './reminder-mails';
import type { ReminderAudienceRepository, ReminderOrganization, ReminderUser, RemindersLedger } from './reminders.repository';

/**
 * Reminder e-mails (issue 17). Once a day (reminders.timer.ts) each supplier organization's users get ONE digest of
 * their slots due within 7 days, overdue or rejected (the compliance projection's open cells) — nothing new to say,
 * no e-mail — and on Mondays each customer organization's users get a summary of their suppliers' figures. A ledger
 * (one row per recipient × reminder key) makes a second run send nothing; a user who turned reminders off (on
 * /account or with the signed link in every reminder) gets none.
 */

/** The portal's users' day: Mexico City, UTC−6 all year since 2022. */
const PORTAL_OFFSET_MS = -6 * 3_600_000;
const DAY_MS = 86_400_000;
export const DUE_SOON_DAYS = 7;
/** The unsubscribe link outlives many reminders; it only ever turns reminders off. */
const UNSUBSCRIBE_VALID_MS = 180 * DAY_MS;

export const portalDay = (nowMs: number) => new Date(nowMs + PORTAL_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** ISO 8601 week of a day: '2026-W48'. */
export function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Recipients of one organization e-mailed at once (each has its own ledger partition). */
const SEND_CONCURRENCY = 4;

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

export type DigestEntry = { key: string; kind: 'dueSoon' | 'overdue' | 'rejected'; item: DigestItem };

/**
 * What a supplier's open cells have to say today, each with its reminder key: overdue and rejected slots, and missing
 * ones due within 7 days. The key holds the state and due date, so the same slot is new again when it turns overdue.
 */
export function digestEntries(cells: readonly ComplianceCell[], today: string): DigestEntry[] {
  const until = addDays(today, DUE_SOON_DAYS);
  const out: DigestEntry[] = [];
  for (const c of cells) {
    const kind = c.state === 'overdue' ? 'overdue' : c.state === 'rejected' ? 'rejected' : c.state === 'missing' && c.dueDate && c.dueDate >= today && c.dueDate <= until ? 'dueSoon' : undefined;
    if (!kind) continue;
    const item: DigestItem = {
      documentDisplayName: c.documentDisplayName,
      periodLabel: c.periodLabel,
      ...(c.customerDisplayName ? { customerDisplayName: c.customerDisplayName } : {}),
      ...(c.dueDate ? { dueDate: c.dueDate } : {}),
    };
    out.push({ key: `${c.slotKey}|${c.state}|${c.dueDate ?? '-'}`, kind, item });
  }
  return out.sort((a, b) => (a.item.dueDate ?? '').localeCompare(b.item.dueDate ?? '') || a.key.localeCompare(b.key));
}

type Collaborators = {
  audience: ReminderAudienceRepository;
  ledger: RemindersLedger;
  compliance: {
    openCells(scope: TenantScope, supplierId: string): Promise<ComplianceCell[]>;
    summaries(scope: TenantScope, supplierIds: string[]): Promise<Map<string, SupplierCompliance>>;
  };
  users: UsersRepository;
  tenants: TenantsRepository;
  sendMail: (scope: TenantScope, mail: OutgoingMail) => Promise<MailResult>;
  events: EventLog;
  clock: Clock;
  baseUrl: () => string;
};

export type RunReport = { digests: number; summaries: number; failed: number };

export class RemindersService {
  constructor(private readonly c: Collaborators) {}

  /** The daily run over every tenant; one tenant failing does not stop the others (its error is reported). */
  async run(onError: (tenantId: string, err: unknown) => void = () => undefined): Promise<RunReport> {
    const total: RunReport = { digests: 0, summaries: 0, failed: 0 };
    for (const tenant of await this.c.tenants.summaries()) {
      try {
        const r = await this.runTenant({ tenantId: tenant.id });
        total.digests += r.digests;
        total.summaries += r.summaries;
        total.failed += r.failed;
      } catch (err) {
        total.failed++;
        onError(tenant.id, err);
      }
    }
    return total;
  }

  async runTenant(scope: TenantScope): Promise<RunReport> {
    const now = this.c.clock.now();
    const today = portalDay(now);
    const monday = new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
    const [users, organizations] = await Promise.all([this.c.audience.activeUsers(scope), this.c.audience.organizations(scope)]);
    const byCompany = new Map<string, ReminderUser[]>();
    for (const u of users) if (!u.reminderEmailsOff) byCompany.set(u.companyId, [...(byCompany.get(u.companyId) ?? []), u]);
    const report: RunReport = { digests: 0, summaries: 0, failed: 0 };

    for (const org of organizations) {
      const recipients = byCompany.get(org.id);
      if (!recipients?.length || org.locked) continue;
      if (org.organizationRole === 'supplier') {
        const entries = digestEntries(await this.c.compliance.openCells(scope, org.id), today);
        if (entries.length === 0) continue;
        await inPool(recipients, SEND_CONCURRENCY, async (user) => this.count(report, 'digests', await this.sendDigest(scope, user, org, entries, now)));
      } else if (org.organizationRole === 'customer' && monday) {
        const suppliers = organizations.filter((o) => o.organizationRole === 'supplier' && !o.locked && o.customerIds?.includes(org.id));
        if (suppliers.length === 0) continue;
        const figures = await this.c.compliance.summaries(scope, suppliers.map((s) => s.id));
        await inPool(recipients, SEND_CONCURRENCY, async (user) => this.count(report, 'summaries', await this.sendWeekly(scope, user, org, suppliers, figures, today, now)));
      }
    }
    return report;
  }

  private count(report: RunReport, kind: 'digests' | 'summaries', outcome: 'sent' | 'nothing' | 'failed') {
    if (outcome === 'sent') report[kind]++;
    else if (outcome === 'failed') report.failed++;
  }

  private async sendDigest(scope: TenantScope, user: ReminderUser, org: ReminderOrganization, entries: DigestEntry[], now: number) {
    const sent = await this.c.ledger.sent(scope, user.id, entries.map((e) => e.key));
    const fresh = entries.filter((e) => !sent.has(e.key));
    if (fresh.length === 0) return 'nothing' as const;
    const pick = (kind: DigestEntry['kind']) => fresh.filter((e) => e.kind === kind).map((e) => e.item);
    const mail = supplierDigestMail({
      firstName: user.firstName,
      organization: org.displayName,
      dueSoon: pick('dueSoon'),
      overdue: pick('overdue'),
      rejected: pick('rejected'),
      link: `${this.c.baseUrl()}/`,
      unsubscribe: await this.unsubscribeLink(scope, user.id, now),
    });
    return this.deliver(scope, user, mail, fresh.map((e) => e.key), now);
  }

  private async sendWeekly(scope: TenantScope, user: ReminderUser, org: ReminderOrganization, suppliers: ReminderOrganization[], figures: Map<string, SupplierCompliance>, today: string, now: number) {
    const week = isoWeek(today);
    const key = `week|${week}|${org.id}`;
    if ((await this.c.ledger.sent(scope, user.id, [key])).size > 0) return 'nothing' as const;
    const lines = suppliers
      .map((s) => {
        const f = figures.get(s.id);
        const sat69b = f?.sat69b ?? s.sat69b;
        return {
          supplierName: s.displayName,
          rate: f?.rate ?? 100,
          risk: f?.risk ?? 'B',
          riskLabel: complianceRiskLabels[f?.risk ?? 'B'],
          overdue: f?.counts.overdue ?? 0,
          rejected: f?.counts.rejected ?? 0,
          ...(isSat69bRedFlag(sat69b) ? { sat69b: `Lista 69-B: ${sat69b!.situation}` } : {}),
        };
      })
      .sort((a, b) => 'AMB'.indexOf(a.risk) - 'AMB'.indexOf(b.risk) || a.rate - b.rate || a.supplierName.localeCompare(b.supplierName, 'es'));
    const averageRate = Math.round(lines.reduce((a, l) => a + l.rate, 0) / lines.length);
    const mail = customerWeeklyMail({
      firstName: user.firstName,
      organization: org.displayName,
      week,
      suppliers: lines,
      averageRate,
      link: `${this.c.baseUrl()}/compliance`,
      unsubscribe: await this.unsubscribeLink(scope, user.id, now),
    });
    return this.deliver(scope, user, mail, [key], now);
  }

  /** Sends, then records the keys; a failed send records nothing, so tomorrow's run tries again. */
  private async deliver(scope: TenantScope, user: ReminderUser, mail: MailContent, keys: string[], now: number) {
    const result = await this.c.sendMail(scope, { to: user.email, ...mail });
    if (!result.ok) return 'failed' as const;
    await this.c.ledger.record(scope, user.id, keys, { template: mail.template, sentAt: new Date(now).toISOString() });
    return 'sent' as const;
  }

  private async unsubscribeLink(scope: TenantScope, userId: string, now: number): Promise<string> {
    const token = await signToken('reminders-unsubscribe', { sub: userId, tid: scope.tenantId }, now, now + UNSUBSCRIBE_VALID_MS);
    return `${this.c.baseUrl()}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** GET /api/account/reminders. */
  async settings(principal: Principal): Promise<ReminderSettingsResponse> {
    const user = await this.c.users.read(principal, principal.userId);
    if (!user) throw new NotFoundError();
    return { emailReminders: !user.reminderEmailsOff };
  }

  /** PUT /api/account/reminders. */
  async updateSettings(principal: Principal, input: ReminderSettings, from: EventOrigin): Promise<ReminderSettingsResponse> {
    await this.setOptOut(principal, principal.userId, !input.emailReminders, { from, userId: principal.userId, email: principal.email, how: 'Mi cuenta' });
    return { emailReminders: input.emailReminders, message: reminderTexts.saved };
  }

  /** GET /api/reminders/unsubscribe: the signed link of a reminder turns them off; false for a bad or expired link. */
  async unsubscribe(token: string, from: EventOrigin): Promise<boolean> {
    const claims = await verifyToken('reminders-unsubscribe', token, this.c.clock.now());
    const tenantId = typeof claims?.tid === 'string' ? claims.tid : undefined;
    if (!claims || !tenantId) return false;
    const scope = { tenantId };
    try {
      await this.setOptOut(scope, claims.sub, true, { from, userId: claims.sub, how: 'enlace del correo' });
    } catch (err) {
      if (err instanceof NotFoundError) return false;
      throw err;
    }
    return true;
  }

  private async setOptOut(scope: TenantScope, userId: string, off: boolean, who: { from: EventOrigin; userId: string; email?: string; how: string }) {
    for (let attempt = 0; ; attempt++) {
      const user = await this.c.users.read(scope, userId);
      if (!user) throw new NotFoundError();
      if (!!user.reminderEmailsOff === off) return;
      try {
        await this.c.users.save({ ...user, reminderEmailsOff: off });
        break;
      } catch (err) {
        if (!(err instanceof ConflictError) || attempt >= 2) throw err;
      }
    }
    await this.c.events.record(scope, {
      type: 'reminders.settings-changed',
      summary: `Recordatorios por correo ${off ? 'desactivados' : 'activados'} (${who.how})`,
      userId: who.userId,
      ...(who.email ? { email: who.email } : {}),
      from: who.from,
      detail: { emailReminders: !off },
    });
  }
}

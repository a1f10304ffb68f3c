import { createHash } from 'node:crypto';
import {
  isSat69bRedFlag,
  sat69bRefusals,
  sat69bTexts,
  type Sat69b,
  type Sat69bCheck,
  type Sat69bImportResponse,
  type Sat69bRefusal,
  type Sat69bSnapshot,
  type Sat69bStatusResponse,
} from '@expediente/contracts';
import type { TenantsRepository } from '../admin/tenants.repository';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { DocumentAccess } from '../documents/document-access';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RecipientsRepository } from '../notifications/recipients.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { BadRequestError } from '../platform/errors';
import { platformScope, type EventLog, type EventOrigin } from '../platform/events';
import { parseSat69b, type Sat69bList } from './sat69b-csv';
import { rfcOf, type Sat69bSnapshotsRepository, type WatchedSupplier, type WatchedSuppliersRepository } from './sat69b.repository';

/** The SAT's complete list is a few MB; anything far larger is not it. */
export const SAT69B_MAX_BYTES = 30 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 120_000;

export type Download = { ok: true; bytes: Buffer } | { ok: false; reason: Sat69bRefusal; detail: string };

/** An HTTP GET of the configured address, read up to `maxBytes` (the same code path locally and in Azure). */
export async function downloadSat69b(url: string, maxBytes = SAT69B_MAX_BYTES): Promise<Download> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), headers: { Accept: 'text/csv, */*' } });
  } catch (err) {
    return { ok: false, reason: 'download', detail: err instanceof Error ? err.message : String(err) };
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'download', detail: `HTTP ${res.status}` };
  }
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body.cancel().catch(() => undefined);
    return { ok: false, reason: 'tooLarge', detail: `${declared} bytes` };
  }
  const chunks: Buffer[] = [];
  let length = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'tooLarge', detail: `more than ${maxBytes} bytes` };
    }
    chunks.push(Buffer.from(value));
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

export type RunOutcome = { check: Sat69bCheck; snapshot?: Sat69bSnapshot; changed: Map<string, number> };
type Collaborators = {
  snapshots: Sat69bSnapshotsRepository;
  suppliers: WatchedSuppliersRepository;
  contacts: ContactsRepository;
  recipients: RecipientsRepository;
  notifications: NotificationsService;
  tenants: TenantsRepository;
  access: DocumentAccess;
  events: EventLog;
  clock: Clock;
  /** The address of the list (config SAT69B_URL), read on each run. */
  url: () => string | undefined;
  download: typeof downloadSat69b;
  /** Tells the compliance projection a supplier's figures changed (compliance/compliance-changes.ts). */
  supplierChanged: (scope: TenantScope, supplierId: string) => Promise<void>;
};

const timerOrigin: EventOrigin = { ip: '', userAgent: 'sat69b-watch' };

/**
 * The SAT 69-B watch: download, validate and keep the list as a dated snapshot (a malformed file is refused and
 * the last good snapshot stays; the same content as the last one stores nothing), then match every tenant's
 * supplier organizations by RFC against the snapshot in use — also when nothing new was stored, so a supplier added
 * since the last import is checked too. A supplier whose situation changes has it set (or cleared) on its contact,
 * its compliance figures recomputed, and, when it becomes or stops being a red flag (Presunto, Definitivo), the
 * users of the customers it serves notified and the change written to the event log.
 */
export class Sat69bWatch {
  constructor(private readonly c: Collaborators) {}

  /**
   * The timer's and POST's run; `by` is who asked (POST), recorded in their tenant's event log. `notify: false` (the
   * local seed's first import, the demo's starting point) marks the suppliers without telling anyone.
   */
  async run(by?: { principal: Principal; from: EventOrigin }, options: { notify?: boolean } = {}): Promise<RunOutcome> {
    const url = this.c.url();
    if (!url) throw new BadRequestError({}, sat69bTexts.notConfigured);
    const now = new Date(this.c.clock.now());
    const at = now.toISOString();
    const state = await this.c.snapshots.state();
    const download = await this.c.download(url);
    const parsed = download.ok ? parseSat69b(download.bytes) : undefined;

    let check: Sat69bCheck;
    let snapshot = state.snapshot;
    let list: Sat69bList | undefined;
    if (!download.ok || !parsed?.ok) {
      const reason = !download.ok ? download.reason : parsed && !parsed.ok ? parsed.reason : 'download';
      check = { at, result: 'refused', reason: sat69bRefusals[reason] };
      await this.c.snapshots.recordCheck(snapshot, check);
      // The last good snapshot stays in use: match against it (suppliers added since are checked too).
      if (snapshot) {
        const bytes = await this.c.snapshots.content(snapshot.date);
        const previous = bytes ? parseSat69b(bytes) : undefined;
        if (previous?.ok) list = previous.list;
      }
    } else {
      const sha256 = createHash('sha256').update(download.bytes).digest('hex');
      list = parsed.list;
      if (snapshot?.sha256 === sha256) {
        check = { at, result: 'unchanged' };
        await this.c.snapshots.recordCheck(snapshot, check);
      } else {
        snapshot = {
          date: at.slice(0, 10),
          importedAt: at,
          rows: list.rows,
          rfcs: list.entries.size,
          invalidRows: list.invalidRows,
          counts: list.counts,
          sha256,
          bytes: download.bytes.length,
        };
        check = { at, result: 'new' };
        await this.c.snapshots.save(snapshot, download.bytes, check);
      }
    }
    await this.c.events.record(platformScope, {
      type: 'watchlists.sat69b-checked',
      summary: `Lista 69-B: ${check.result === 'new' ? 'nueva importación' : check.result === 'unchanged' ? 'sin cambios' : `archivo rechazado (${check.reason})`}`,
      from: by?.from ?? timerOrigin,
      ...(by ? { userId: by.principal.userId, email: by.principal.email } : {}),
      detail: { result: check.result, ...(snapshot ? { snapshotDate: snapshot.date, rfcs: snapshot.rfcs } : {}), ...(!download.ok ? { download: download.detail.slice(0, 200) } : {}) },
    });

    const changed = new Map<string, number>();
    if (list && snapshot) {
      for (const tenant of await this.c.tenants.summaries()) {
        changed.set(tenant.id, await this.matchTenant({ tenantId: tenant.id }, list, snapshot.date, options.notify ?? true));
      }
    }
    return { check, ...(snapshot ? { snapshot } : {}), changed };
  }

  /** POST /api/watchlists/sat69b/import: run now; the answer counts the changes in the caller's tenant. */
  async importNow(principal: Principal, from: EventOrigin): Promise<Sat69bImportResponse> {
    const outcome = await this.run({ principal, from });
    const message = outcome.check.result === 'new' ? sat69bTexts.imported : outcome.check.result === 'unchanged' ? sat69bTexts.unchanged : sat69bTexts.refused;
    await this.c.events.record(principal, {
      type: 'watchlists.sat69b-import-requested',
      summary: `Importación de la lista 69-B solicitada: ${message}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { result: outcome.check.result, changed: outcome.changed.get(principal.tenantId) ?? 0 },
    });
    return { message, check: outcome.check, ...(outcome.snapshot ? { snapshot: outcome.snapshot } : {}), changed: outcome.changed.get(principal.tenantId) ?? 0 };
  }

  /** Sets, changes or clears each supplier's situation in one tenant; answers how many changed. */
  async matchTenant(scope: TenantScope, list: Sat69bList, snapshotDate: string, notify = true): Promise<number> {
    let changed = 0;
    for (const supplier of await this.c.suppliers.all(scope)) {
      const rfc = rfcOf(supplier);
      const entry = rfc ? list.entries.get(rfc) : undefined;
      const before = supplier.sat69b;
      if (entry && before?.situation === entry.situation && before.publishedAt === entry.publishedAt) continue;
      if (!entry && !before) continue;
      const next: Sat69b | undefined = entry ? { situation: entry.situation, snapshotDate, ...(entry.publishedAt ? { publishedAt: entry.publishedAt } : {}) } : undefined;
      const saved = await this.c.contacts.setSat69b(scope, supplier.id, next);
      if (!saved) continue;
      changed++;
      await this.c.supplierChanged(scope, supplier.id);
      if (before?.situation !== next?.situation && (isSat69bRedFlag(before) || isSat69bRedFlag(next))) {
        await this.announce(scope, supplier, rfc ?? '', before, next, snapshotDate, notify);
      }
    }
    return changed;
  }

  /** The customers' users of a supplier whose red flag appeared, changed or went away: a notification and an event. */
  private async announce(scope: TenantScope, supplier: WatchedSupplier, rfc: string, before: Sat69b | undefined, next: Sat69b | undefined, snapshotDate: string, notify: boolean) {
    const found = isSat69bRedFlag(next) && !isSat69bRedFlag(before);
    const title = found ? sat69bTexts.foundTitle : sat69bTexts.changedTitle;
    const content = found ? sat69bTexts.found(supplier.displayName, rfc, next!.situation) : sat69bTexts.changed(supplier.displayName, rfc, before!.situation, next?.situation);
    const userIds = notify ? await this.c.recipients.activeUserIds(scope, supplier.customerIds ?? []) : [];
    const key = `sat69b|${supplier.id}|${next?.situation ?? 'none'}|${snapshotDate}`;
    for (const userId of userIds) {
      await this.c.notifications.notifyUser(scope, userId, {
        type: 'default:warning',
        title,
        content,
        key,
        metadata: { companyPublicKey: supplier.id, rfc, situation: next?.situation ?? '', snapshotDate },
      });
    }
    await this.c.events.record(scope, {
      type: 'watchlists.sat69b-changed',
      summary: `Lista 69-B: ${supplier.displayName} (${rfc}) ${before?.situation ?? 'sin registro'} → ${next?.situation ?? 'sin registro'}`,
      from: timerOrigin,
      detail: { supplierId: supplier.id, rfc, situation: next?.situation ?? '', previous: before?.situation ?? '', notified: userIds.length },
    });
  }

  /** GET /api/watchlists/sat69b: the snapshot in use, the last check, and the suppliers the caller sees that carry a situation. */
  async status(principal: Principal): Promise<Sat69bStatusResponse> {
    const [state, view, suppliers] = await Promise.all([this.c.snapshots.state(), this.c.access.view(principal), this.c.suppliers.withSituation(principal)]);
    const visible = view.kind === 'tenant' ? suppliers : suppliers.filter((s) => view.supplierIds.includes(s.id));
    const rows = visible
      .filter((s) => s.sat69b)
      .map((s) => ({ supplierPK: s.id, supplierName: s.displayName, rfc: rfcOf(s) ?? '', sat69b: s.sat69b! }))
      .sort((a, b) => Number(isSat69bRedFlag(b.sat69b)) - Number(isSat69bRedFlag(a.sat69b)) || a.supplierName.localeCompare(b.supplierName, 'es'));
    return { ...(state.snapshot ? { snapshot: state.snapshot } : {}), ...(state.check ? { lastCheck: state.check } : {}), suppliers: rows };
  }
}

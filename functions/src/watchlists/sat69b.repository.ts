import { sat69bCheckSchema, sat69bSnapshotSchema, type Sat69bCheck, type Sat69bSnapshot } from '@expediente/contracts';
import type { ContactItem } from '../contacts/contacts.repository';
import { getBlob, putBlob } from '../platform/blobs';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { platformScope } from '../platform/events';
import { blobContainers, tables } from '../platform/resources';
import { TenantTable } from '../platform/tables';

/**
 * The SAT 69-B snapshots: the list is the SAT's, not a tenant's, so they live in the platform scope — the file as
 * downloaded in blob `watchlists/platform/sat69b/<date>.csv`, one row per snapshot in Table `watchlists` (partition
 * `platform|sat69b-snapshots`, row the date) with its counts and sha256, and one state row (`platform|sat69b-state`)
 * naming the snapshot in use and the last check. The SAT keeps no history: these dated copies are it.
 */
type SnapshotRow = { snapshot?: string };
type StateRow = { latest?: string; check?: string };

const SNAPSHOTS = 'sat69b-snapshots';
const STATE = 'sat69b-state';
const STATE_ROW = 'current';
const blobPath = (date: string) => `sat69b/${date}.csv`;

function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export class Sat69bSnapshotsRepository {
  private readonly table = new TenantTable<SnapshotRow & StateRow>(tables.watchlists);

  /** The snapshot in use and the last check (one table read). */
  async state(): Promise<{ snapshot?: Sat69bSnapshot; check?: Sat69bCheck }> {
    const row = await this.table.get(platformScope, STATE, STATE_ROW);
    const snapshot = parsed(sat69bSnapshotSchema, row?.latest);
    const check = parsed(sat69bCheckSchema, row?.check);
    return { ...(snapshot ? { snapshot } : {}), ...(check ? { check } : {}) };
  }

  /** Stores a new snapshot (file, then its row, then the state naming it: a failure midway leaves the previous one in use). */
  async save(snapshot: Sat69bSnapshot, bytes: Buffer, check: Sat69bCheck): Promise<void> {
    await putBlob(platformScope, blobContainers.watchlists, blobPath(snapshot.date), bytes, 'text/csv; charset=windows-1252', { sha256: snapshot.sha256 });
    await this.table.upsert(platformScope, SNAPSHOTS, snapshot.date, { snapshot: JSON.stringify(snapshot) });
    await this.table.upsert(platformScope, STATE, STATE_ROW, { latest: JSON.stringify(snapshot), check: JSON.stringify(check) });
  }

  /** Records a check that stored nothing (unchanged or refused); the snapshot in use stays. */
  async recordCheck(snapshot: Sat69bSnapshot | undefined, check: Sat69bCheck): Promise<void> {
    await this.table.upsert(platformScope, STATE, STATE_ROW, { ...(snapshot ? { latest: JSON.stringify(snapshot) } : {}), check: JSON.stringify(check) });
  }

  /** The file of a snapshot, as downloaded. */
  content(date: string): Promise<Buffer | undefined> {
    return getBlob(platformScope, blobContainers.watchlists, blobPath(date));
  }

  /** Every snapshot kept, oldest first (tests, and whoever audits the history). */
  async snapshots(): Promise<Sat69bSnapshot[]> {
    const out: Sat69bSnapshot[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.table.list(platformScope, SNAPSHOTS, { pageSize: 1000, ...(continuationToken ? { continuationToken } : {}) });
      for (const row of page.items) {
        const s = parsed(sat69bSnapshotSchema, row.snapshot);
        if (s) out.push(s);
      }
      continuationToken = page.continuationToken;
    } while (continuationToken);
    return out;
  }
}

/**
 * The supplier organizations the watch matches, read from the `contacts` container (owned by contacts/) with
 * queries only; the one write, the situation, goes through ContactsRepository.setSat69b.
 */
export type WatchedSupplier = Pick<ContactItem, 'id' | 'displayName' | 'identifiers' | 'customerIds' | 'sat69b'>;

export class WatchedSuppliersRepository {
  private readonly contacts = new TenantContainer<ContactItem>('contacts');

  /** Every supplier organization of the tenant (the RFC lives in its identifiers). */
  all(scope: TenantScope): Promise<WatchedSupplier[]> {
    return this.contacts.queryAll(scope, { pk: scope.tenantId, where: "c.type = 'contact' AND c.partyType = 2 AND c.organizationRole = 'supplier'" }, 50_000);
  }

  /** The supplier organizations that carry a 69-B situation (GET /api/watchlists/sat69b). */
  withSituation(scope: TenantScope): Promise<WatchedSupplier[]> {
    return this.contacts.queryAll(scope, { pk: scope.tenantId, where: "c.type = 'contact' AND c.partyType = 2 AND c.organizationRole = 'supplier' AND IS_DEFINED(c.sat69b)" }, 50_000);
  }
}

export const rfcOf = (s: Pick<ContactItem, 'identifiers'>) => s.identifiers.find((i) => i.key === 'rfc')?.value.trim().toUpperCase();

import { tables } from '../platform/resources';
import { TenantTable } from '../platform/tables';
import type { TenantScope } from '../platform/cosmos';

/**
 * Table Storage `auditTags` (decision 015): a tenant's tags in one partition (`<tenantId>|tags`, RowKey = tagId),
 * so every list reads all of them in one call. A label is unique by its name key (no accents, lower case): each
 * tag holds a reservation row in `<tenantId>|names` whose RowKey is that key, inserted first, so two requests
 * creating or renaming to the same name cannot both succeed (the second insert is a ConflictError).
 */
export type AuditTagRow = {
  displayName: string;
  nameKey: string;
  createdAt: string;
  createdBy: string;
  modifiedAt: string;
};
type NameRow = { tagId: string };

const TAGS = 'tags';
const NAMES = 'names';
/** RowKeys may not hold '/', '\\', '#' or '?': the name key goes in base64url. */
const nameRowKey = (nameKey: string) => Buffer.from(nameKey, 'utf8').toString('base64url');

export type StoredTag = AuditTagRow & { tagId: string; etag: string };

export class AuditTagsRepository {
  private readonly tags = new TenantTable<AuditTagRow>(tables.auditTags);
  private readonly names = new TenantTable<NameRow>(tables.auditTags);

  /** Every tag of the tenant (one call: a tenant keeps at most AUDIT_TAGS_MAX). */
  async all(scope: TenantScope): Promise<StoredTag[]> {
    const page = await this.tags.list(scope, TAGS, { pageSize: 1000 });
    return page.items.map((row) => ({
      tagId: row.rowKey!,
      etag: row.etag,
      displayName: row.displayName,
      nameKey: row.nameKey,
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      modifiedAt: row.modifiedAt,
    }));
  }

  async get(scope: TenantScope, tagId: string): Promise<StoredTag | undefined> {
    const row = await this.tags.get(scope, TAGS, tagId);
    if (!row) return undefined;
    return { tagId, etag: row.etag, displayName: row.displayName, nameKey: row.nameKey, createdAt: row.createdAt, createdBy: row.createdBy, modifiedAt: row.modifiedAt };
  }

  /** Holds the name for `tagId`; a name another tag holds is a ConflictError. */
  reserveName(scope: TenantScope, nameKey: string, tagId: string): Promise<void> {
    return this.names.insert(scope, NAMES, nameRowKey(nameKey), { tagId });
  }

  /** Who holds a name, with the row's ETag (a reservation left by a failed request names a tag that is gone). */
  async nameHolder(scope: TenantScope, nameKey: string): Promise<{ tagId: string; etag: string } | undefined> {
    const row = await this.names.get(scope, NAMES, nameRowKey(nameKey));
    return row ? { tagId: row.tagId, etag: row.etag } : undefined;
  }

  /** Moves a stale reservation to `tagId`; a change meanwhile is a ConflictError. */
  takeName(scope: TenantScope, nameKey: string, tagId: string, etag: string): Promise<void> {
    return this.names.replace(scope, NAMES, nameRowKey(nameKey), { tagId }, etag);
  }

  releaseName(scope: TenantScope, nameKey: string): Promise<void> {
    return this.names.delete(scope, NAMES, nameRowKey(nameKey));
  }

  insert(scope: TenantScope, tagId: string, row: AuditTagRow): Promise<void> {
    return this.tags.insert(scope, TAGS, tagId, row);
  }

  /** Replaces the tag read with `etag`; a change meanwhile is a ConflictError. */
  replace(scope: TenantScope, tagId: string, row: AuditTagRow, etag: string): Promise<void> {
    return this.tags.replace(scope, TAGS, tagId, row, etag);
  }

  remove(scope: TenantScope, tagId: string): Promise<void> {
    return this.tags.delete(scope, TAGS, tagId);
  }
}

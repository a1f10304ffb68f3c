import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../errors';
import { TenantContainer, type StoredItem } from '../cosmos';
import { TenantTable } from '../tables';
import { getBlob, putBlob, uploadSasUrl } from '../blobs';
import { countStorageCall, currentRequestContext, runWithRequestContext } from '../request-context';
import { checkRfc } from '@expediente/contracts';
import { startTestHost } from '../../local/__tests__/test-host';
import { demoTenants, seedDemoData, DEMO_PASSWORD, SEED_VERSION } from '../../local/seed';
import { TenantsRepository, type TenantItem } from '../../admin/tenants.repository';
import { UsersRepository } from '../../auth/users.repository';
import { demoSuppliers } from '../../local/seed-directory';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { verifyPassword } from '../../auth/password';

type Note = StoredItem & { type: 'note'; text: string; n: number };
const notes = new TenantContainer<Note>('contacts');
const A = { tenantId: 'tenant-a' };
const B = { tenantId: 'tenant-b' };

let host: Awaited<ReturnType<typeof startTestHost>>;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});

describe('Cosmos layer: tenant isolation built in', () => {
  it("answers another tenant's item as missing (read, get, replace, delete)", async () => {
    const created = await notes.create(A, { id: 'note-1', pk: A.tenantId, type: 'note', text: 'de A', n: 1 });
    expect(created.tenantId).toBe('tenant-a');
    expect(await notes.read(B, 'note-1', A.tenantId)).toBeUndefined();
    await expect(notes.get(B, 'note-1', A.tenantId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(notes.replace(B, { ...created, text: 'robado' }, created._etag!)).rejects.toBeInstanceOf(NotFoundError);
    await expect(notes.delete(B, 'note-1', A.tenantId)).rejects.toBeInstanceOf(NotFoundError);
    expect((await notes.read(A, 'note-1', A.tenantId))?.text).toBe('de A');
  });

  it('stamps the scope tenant on writes, whatever the item says', async () => {
    const saved = await notes.upsert(B, { id: 'note-b', pk: B.tenantId, tenantId: 'tenant-a', type: 'note', text: 'x', n: 1 } as never);
    expect(saved.tenantId).toBe('tenant-b');
  });

  it('scopes every query to the tenant, even when the condition tries to escape', async () => {
    const page = await notes.query(B, { where: "c.type = 'note' OR 1 = 1" });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.tenantId === 'tenant-b')).toBe(true);
  });

  it('turns a stale ETag into a ConflictError (409) and keeps the winner', async () => {
    const first = await notes.get(A, 'note-1', A.tenantId);
    const winner = await notes.replace(A, { ...first, text: 'gana' }, first._etag!);
    await expect(notes.replace(A, { ...first, text: 'pierde' }, first._etag!)).rejects.toBeInstanceOf(ConflictError);
    expect((await notes.get(A, 'note-1', A.tenantId)).text).toBe('gana');
    expect(winner._etag).not.toBe(first._etag);
    await expect(notes.create(A, { id: 'note-1', pk: A.tenantId, type: 'note', text: 'dup', n: 0 })).rejects.toBeInstanceOf(ConflictError);
  });

  it('pages with continuation tokens, in order, without repeats', async () => {
    for (let n = 0; n < 25; n++) await notes.upsert(A, { id: `page-${String(n).padStart(2, '0')}`, pk: A.tenantId, type: 'note', text: 'p', n });
    const seen: number[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await notes.query(A, { where: "STARTSWITH(c.id, 'page-')", orderBy: 'c.n', pageSize: 10, ...(token ? { continuationToken: token } : {}) });
      seen.push(...page.items.map((i) => i.n));
      token = page.continuationToken;
      pages++;
    } while (token);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(await notes.count(A, { where: "STARTSWITH(c.id, 'page-')" })).toBe(25);
  });
});

describe('Tables and blobs: tenant prefix and ETags', () => {
  it('keeps table rows per tenant and refuses stale ETags', async () => {
    const table = new TenantTable<{ value: string }>('processing');
    await table.upsert(A, 'p', 'r1', { value: 'a' });
    expect(await table.get(B, 'p', 'r1')).toBeUndefined();
    const row = await table.get(A, 'p', 'r1');
    await table.replace(A, 'p', 'r1', { value: 'b' }, row!.etag);
    await expect(table.replace(A, 'p', 'r1', { value: 'c' }, row!.etag)).rejects.toBeInstanceOf(ConflictError);
    expect((await table.list(A, 'p')).items.map((i) => i.value)).toEqual(['b']);
    expect((await table.list(B, 'p')).items).toEqual([]);
  });

  it("stores blobs under the tenant's prefix and issues write-only SAS URLs for one blob", async () => {
    await putBlob(A, 'attachments', 'x/hola.txt', 'hola', 'text/plain');
    expect((await getBlob(A, 'attachments', 'x/hola.txt'))?.toString()).toBe('hola');
    expect(await getBlob(B, 'attachments', 'x/hola.txt')).toBeUndefined();
    await expect(putBlob(A, 'attachments', '../tenant-b/x', 'y', 'text/plain')).rejects.toThrow(/invalid blob name/);
    const { url } = await uploadSasUrl(A, 'documents', 'sup/1.pdf', 5);
    expect(url).toContain('/documents/tenant-a/sup/1.pdf?');
    expect(new URL(url).searchParams.get('sp')).toBe('cw');
    const put = await fetch(url, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: '%PDF' });
    expect(put.status).toBe(201);
    const read = await fetch(url);
    expect(read.status).toBe(403); // no read permission
  });
});

describe('request context counts storage calls', () => {
  it('counts per service inside a request and nothing outside', async () => {
    countStorageCall('cosmos');
    expect(currentRequestContext()).toBeUndefined();
    const calls = await runWithRequestContext('r1', async () => {
      await notes.read(A, 'note-1', A.tenantId);
      await notes.query(A, { where: "c.type = 'note'" });
      return currentRequestContext()!.storageCalls;
    });
    expect(calls).toEqual({ cosmos: 2, blob: 0, queue: 0, table: 0, mail: 0 });
  });
});

describe('demo data', () => {
  it('has one active user per role in Demo Corporativo and two users in Segundo Cliente, with scrypt hashes', async () => {
    const users = new UsersRepository();
    const proveedor = await users.findByEmail('PROVEEDOR@demo.expediente.mx');
    expect(proveedor).toMatchObject({ tenantId: 'demo-corporativo', primaryRole: 'Supplier', status: 'active', companyId: 'sup-limpieza-bajio' });
    expect(proveedor!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, proveedor!.passwordHash!)).toBe(true);
    expect(await verifyPassword('otra', proveedor!.passwordHash!)).toBe(false);
    const page = await users.list({ tenantId: 'demo-corporativo' });
    expect(page.items.filter((u) => u.status === 'active').map((u) => u.primaryRole).sort()).toEqual(['Admin', 'Customer', 'Developer', 'Security', 'Supplier', 'Support', 'Viewer']);
    // One invited user waits to set a password (decision 002; the invitation mail is in the local catcher).
    expect(page.items.filter((u) => u.status === 'pending').map((u) => u.email)).toEqual(['invitado@demo.expediente.mx']);
    expect((await users.list({ tenantId: 'segundo-cliente' })).items.map((u) => u.email).sort()).toEqual(['cliente2@demo.expediente.mx', 'proveedor2@demo.expediente.mx']);
  });

  it('has the customer organization, 43 suppliers and two groups, every organization with a valid RFC', async () => {
    const contacts = new ContactsRepository();
    const all = await contacts.all({ tenantId: 'demo-corporativo' });
    const orgs = all.filter((c) => c.partyType === 2);
    expect(orgs.map((o) => o.displayName)).toContain('Corporativo Demo SA de CV');
    expect(orgs.filter((o) => o.organizationRole === 'supplier')).toHaveLength(3 + demoSuppliers.length);
    expect(all.filter((c) => c.partyType === 3).map((g) => g.id).sort()).toEqual(['grp-corporativo-demo', 'grp-proveedores-occidente']);
    for (const c of orgs) {
      const rfc = c.identifiers.find((i) => i.key === 'rfc')?.value ?? '';
      expect(checkRfc(rfc), `${c.displayName}: ${rfc}`).toMatchObject({ valid: true, checkDigitMismatch: false });
    }
    // Every contact carries the directory fields the contacts list reads.
    expect(all.filter((c) => !c.sortKey || !c.searchText || !c.scopeIds)).toEqual([]);
    // Another tenant's contacts are invisible from the demo tenant.
    expect(await contacts.read({ tenantId: 'demo-corporativo' }, 'org-segundo-cliente')).toBeUndefined();
  });

  it('upgrades data seeded by an earlier version (flags, invited user) and keeps what is there', async () => {
    const tenants = new TenantsRepository();
    const tenant = (await tenants.read('demo-corporativo'))!;
    await tenants.upsert({ ...tenant, features: { notifications: false }, seedVersion: 1 } as TenantItem);
    expect(await seedDemoData()).toEqual({ seeded: ['demo-corporativo'], skipped: ['segundo-cliente'] });
    expect(await tenants.read('demo-corporativo')).toMatchObject({ seedVersion: SEED_VERSION, features: { notifications: false, 'enable-status-blocking': true } });
    expect((await new UsersRepository().findByEmail('invitado@demo.expediente.mx'))?.status).toBe('pending');
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await new UsersRepository().findByEmail('admin@demo.expediente.mx');
    const report = await seedDemoData();
    expect(report).toEqual({ seeded: [], skipped: demoTenants.map((t) => t.id) });
    const after = await new UsersRepository().findByEmail('admin@demo.expediente.mx');
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });
});

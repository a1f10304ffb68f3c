import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMetricsSchema, rfcCheckDigit, roles, type AdminMetrics } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { putBlocks } from '../../documents/__tests__/upload-support';
import { getRegistry } from '../../local/functions-core';
import { startTestHost } from '../../local/__tests__/test-host';
import { EventLog } from '../../platform/events';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { TenantCounters, type Counts } from '../counters.repository';
import { TenantsRepository } from '../tenants.repository';

/**
 * GET /api/admin/metrics and the counters behind it (decision 016): the counts follow creates and deletes as they
 * happen, the recount (timer, provisioning, seed) repairs a wrong counter, an Admin sees its tenant and the
 * Developer every tenant summed.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let admin: ApiClient;
let support: ApiClient;
let customer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const segundo = { tenantId: 'segundo-cliente' };
const counters = new TenantCounters();
const SUPPLIER = 'sup-limpieza-bajio';

beforeAll(async () => {
  host = await startTestHost();
  [developer, admin, support, customer] = await signedInAll(host.url, ['developer@demo.expediente.mx', 'admin@demo.expediente.mx', 'soporte@demo.expediente.mx', 'cliente@demo.expediente.mx']);
}, 60_000);
afterAll(async () => {
  await host?.cleanup();
});

async function metricsOf(client: ApiClient): Promise<AdminMetrics> {
  const res = await client.get('/api/admin/metrics');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminMetricsSchema.parse(res.body);
}
const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');

/** SAS, blocks, add, as the browser does; the stored document's publicKey. */
async function upload(client: ApiClient): Promise<string> {
  const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
  const sas = await client.post('/api/documents/GetContainerSASToken', { documentTypeCode: 'mxcsf', fileName: 'metricas.pdf', size: data.length, contentType: 'application/pdf', companyPK: SUPPLIER });
  expect(sas.status, JSON.stringify(sas.body)).toBe(200);
  await putBlocks(sas.body.uploadUrl, data, 'application/pdf', md5(data));
  const res = await client.post('/api/documents/add', { name: 'metricas.pdf', contentType: 'application/pdf', blobUrl: sas.body.blobUrl, length: data.length, MD5: md5(data), documentTypeCode: 'mxcsf', companyPK: SUPPLIER });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.document.publicKey as string;
}

describe('GET /api/admin/metrics', () => {
  it("answers an Admin and Support their own tenant's counts (tenants 1), equal to a recount, with the event log's sequence", async () => {
    const truth = await counters.recount(demo);
    const transactions = (await new EventLog().chainHead(demo))?.sequence ?? 0;
    for (const client of [admin, support]) {
      const m = await metricsOf(client);
      expect(m).toMatchObject({ scope: 'tenant', tenants: 1, roles: roles.length, ...truth });
      // Signing in records events, so the sequence only grows between the two reads.
      expect(m.transactions).toBeGreaterThanOrEqual(transactions);
    }
    expect(truth.users).toBeGreaterThanOrEqual(8);
    expect(truth.contacts).toBeGreaterThan(40);
    expect(truth.documentTypes).toBeGreaterThan(10);
    expect(truth.documents).toBeGreaterThan(0);
  });

  it('answers the Developer the platform: every tenant, counts summed', async () => {
    const tenants = await new TenantsRepository().summaries();
    const each = await Promise.all(tenants.map((t) => counters.read({ tenantId: t.id })));
    const sum = (name: keyof Counts) => each.reduce((a, c) => a + c[name], 0);
    const m = await metricsOf(developer);
    expect(m.scope).toBe('platform');
    expect(m.tenants).toBe(tenants.length);
    expect(m.tenants).toBeGreaterThanOrEqual(2);
    expect(m).toMatchObject({ users: sum('users'), contacts: sum('contacts'), documents: sum('documents'), documentTypes: sum('documentTypes'), roles: roles.length });
    expect(m.users).toBeGreaterThan((await counters.read(demo)).users);
  });

  it('refuses roles without read:admin (403) and anonymous callers (401)', async () => {
    expect((await customer.get('/api/admin/metrics')).status).toBe(403);
    const anonymous = await fetch(`${host.url}/api/admin/metrics`);
    expect(anonymous.status).toBe(401);
  });
});

describe('the counters', () => {
  it('follow a new user and person (POST /api/invite), a new organization, a document added and a document deleted', async () => {
    const before = await counters.read(demo);
    const invited = await admin.post('/api/invite', { firstName: 'Contadora', lastName: 'Métrica', email: `contadora-${Date.now()}@demo.expediente.mx`, role: 'supplier', organizationPublicKey: SUPPLIER });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const afterInvite = await counters.read(demo);
    expect(afterInvite.users).toBe(before.users + 1);
    expect(afterInvite.contacts).toBe(before.contacts + 1);

    // A supplier organization from the directory (ContactsRepository.create).
    const body = 'MET200101AB';
    const org = await admin.post('/api/suppliers/organizations/add', { fullName: 'Métricas del Centro SA de CV', rfc: body + rfcCheckDigit(`${body}0`), supplierId: 'PRV-MET', customerOrganizationPK: 'org-corporativo-demo' });
    expect(org.status, JSON.stringify(org.body)).toBe(201);
    expect((await counters.read(demo)).contacts).toBe(before.contacts + 2);

    const key = await upload(developer);
    expect((await counters.read(demo)).documents).toBe(before.documents + 1);
    expect((await metricsOf(admin)).documents).toBe(before.documents + 1);
    const deleted = await developer.call('DELETE', `/api/slot/document/${key}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await counters.read(demo)).documents).toBe(before.documents);
    // Nothing drifted: a recount finds the same numbers.
    expect(await counters.recount(demo)).toEqual({ users: before.users + 1, contacts: before.contacts + 2, documents: before.documents, documentTypes: before.documentTypes });
  });

  it('are repaired by the nightly recount (timer) when wrong, in every tenant', async () => {
    const truthA = await counters.recount(demo);
    const truthB = await counters.recount(segundo);
    await counters.overwrite(demo, { users: 999, documents: 0 });
    await counters.overwrite(segundo, { contacts: 12345 });
    expect((await metricsOf(admin)).users).toBe(999);

    const timer = getRegistry().functions.get('adminCountersReconcile');
    expect(timer?.trigger.type).toBe('timerTrigger');
    expect(timer?.trigger.schedule).toBe('0 30 3 * * *');
    await timer!.handler({ isPastDue: false }, { error: () => undefined, log: () => undefined });

    expect(await counters.read(demo)).toMatchObject({ ...truthA, reconciledAt: expect.any(String) });
    expect(await counters.read(segundo)).toMatchObject(truthB);
    expect((await metricsOf(admin)).users).toBe(truthA.users);
  });

  it('start from zero for a tenant without counters, and an increment creates them', async () => {
    const scope = { tenantId: `sin-contadores-${Date.now()}` };
    expect(await counters.read(scope)).toEqual({ users: 0, contacts: 0, documents: 0, documentTypes: 0 });
    await counters.add(scope, 'documents', 1);
    await Promise.all([counters.add(scope, 'users', 1), counters.add(scope, 'users', 1), counters.add(scope, 'users', 1)]);
    expect(await counters.read(scope)).toEqual({ users: 3, contacts: 0, documents: 1, documentTypes: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosContainers, queues, tables } from '../../platform/resources';
import { chainBrokenMessage, devInfoResponseSchema, eventsLogMessages, eventsLogResponseSchema, eventsVerifyResponseSchema, schemaMessages } from '@expediente/contracts';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';
import { startTestHost } from '../../local/__tests__/test-host';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { chainRowKey, EventLog } from '../../platform/events';
import { getClients } from '../../platform/clients';
import type { Principal } from '../../platform/auth/principal';
import { SchemaService } from '../schema.service';
import type { SchemaRepository } from '../schema.repository';

/**
 * The developer area's calls (issue 16): GET /api/eventslog and /api/eventslog/verify, GET /api/dev, POST
 * /api/dev/createschema and /api/dev/dropschema. This file's own host (in-memory storage) is the only one it drops.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let admin: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const from = { ip: '203.0.113.7', userAgent: 'vitest' };

beforeAll(async () => {
  host = await startTestHost();
  [developer, admin] = await signedInAll(host.url, ['developer@demo.expediente.mx', 'admin@demo.expediente.mx']);
});
afterAll(async () => {
  await host?.cleanup();
});

describe('GET /api/eventslog', () => {
  it('lists the tenant entries newest first with created, summary, dbRowVersion, type and user', async () => {
    const events = new EventLog();
    await events.record(demo, { type: 'test.listed', summary: 'Primera prueba', email: 'alguien@ejemplo.mx', from });
    await events.record(demo, { type: 'test.listed', summary: 'Segunda prueba', from });
    const res = await developer.get('/api/eventslog?type=test.listed&pageSize=10');
    expect(res.status).toBe(200);
    const body = eventsLogResponseSchema.parse(res.body);
    expect(body.eventsLog.map((e) => e.summary)).toEqual(['Segunda prueba', 'Primera prueba']);
    const [second, first] = body.eventsLog;
    expect(second!.dbRowVersion).toBe(first!.dbRowVersion + 1);
    expect(first).toMatchObject({ type: 'test.listed', user: 'alguien@ejemplo.mx' });
    expect(second!.user).toBeUndefined();
    expect(Date.parse(first!.created)).not.toBeNaN();
    // dbRowVersion is the chain's sequence: the head's is the newest of all.
    const head = await events.chainHead(demo);
    expect((await developer.get('/api/eventslog?pageSize=10')).body.eventsLog[0].dbRowVersion).toBe(head!.sequence);
  });

  it('filters by type prefix, e-mail and Mexico City days', async () => {
    const events = new EventLog();
    await events.record(demo, { type: 'test.filter-a', summary: 'A', email: 'filtro@ejemplo.mx', from });
    await events.record(demo, { type: 'test.filter-b', summary: 'B', from });
    const byPrefix = await developer.get('/api/eventslog?type=test.filter-&pageSize=10');
    expect(byPrefix.body.eventsLog.map((e: { summary: string }) => e.summary)).toEqual(['B', 'A']);
    const byEmail = await developer.get('/api/eventslog?email=FILTRO@ejemplo.mx&pageSize=10');
    expect(byEmail.body.eventsLog.map((e: { summary: string }) => e.summary)).toEqual(['A']);
    // Today in Mexico City (UTC-6) contains the entries just written; a day long past contains none of them.
    const mexicoToday = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
    const today = await developer.get(`/api/eventslog?type=test.filter-&fromDate=${mexicoToday}&toDate=${mexicoToday}&pageSize=10`);
    expect(today.body.eventsLog).toHaveLength(2);
    const past = await developer.get('/api/eventslog?type=test.filter-&fromDate=2020-01-01&toDate=2020-01-31&pageSize=10');
    expect(past.body.eventsLog).toEqual([]);
  });

  it('pages with continuation tokens; a forged token is a 400', async () => {
    const events = new EventLog();
    for (let i = 1; i <= 12; i++) await events.record(demo, { type: 'test.paged', summary: `Página ${i}`, from });
    const first = await developer.get('/api/eventslog?type=test.paged&pageSize=10');
    expect(first.body.eventsLog).toHaveLength(10);
    expect(first.body.continuationToken).toBeTruthy();
    const second = await developer.get(`/api/eventslog?type=test.paged&pageSize=10&continuationToken=${encodeURIComponent(first.body.continuationToken)}`);
    expect(second.body.eventsLog.map((e: { summary: string }) => e.summary)).toEqual(['Página 2', 'Página 1']);
    expect(second.body.continuationToken).toBeUndefined();
    const forged = await developer.get(`/api/eventslog?continuationToken=${encodeURIComponent(Buffer.from('{"nextPartitionKey":"segundo-cliente|chain"}').toString('base64').replace(/=+$/, ''))}x`);
    expect(forged.status).toBe(400);
    const garbage = await developer.get('/api/eventslog?continuationToken=%7B%7D');
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors.continuationToken).toEqual([eventsLogMessages.continuationToken]);
  });

  it('answers 400 with Spanish field messages for bad filters', async () => {
    const res = await developer.get('/api/eventslog?fromDate=2026-13-01&toDate=ayer&type=Auth!&pageSize=7');
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      fromDate: [eventsLogMessages.date],
      toDate: [eventsLogMessages.date],
      type: [eventsLogMessages.type],
      pageSize: [eventsLogMessages.pageSize],
    });
    const long = await developer.get(`/api/eventslog?email=${'a'.repeat(250)}%40x.mx`);
    expect(long.body.errors).toEqual({ email: [eventsLogMessages.email] });
    const range = await developer.get('/api/eventslog?fromDate=2026-02-02&toDate=2026-02-01');
    expect(range.body.errors).toEqual({ toDate: [eventsLogMessages.dateRange] });
  });

  it('is the Developer only (read:events)', async () => {
    expect((await admin.get('/api/eventslog')).status).toBe(403);
    expect((await admin.get('/api/eventslog/verify')).status).toBe(403);
  });
});

describe('GET /api/eventslog/verify', () => {
  it('verifies page by page and names the entry edited through the Table SDK', async () => {
    const events = new EventLog();
    await events.record(demo, { type: 'test.verify', summary: 'Antes de la edición', from });
    const ok = await developer.get('/api/eventslog/verify');
    expect(ok.status).toBe(200);
    const page = eventsVerifyResponseSchema.parse(ok.body);
    expect(page).toMatchObject({ checkedFrom: 1, checkedTo: page.headSequence });
    expect(page.broken).toBeUndefined();

    const sequence = (await events.chainHead(demo))!.sequence;
    const client = getClients().table(tables.events);
    const stored = await client.getEntity<Record<string, unknown>>('demo-corporativo|chain', chainRowKey(sequence));
    await client.updateEntity({ ...stored, partitionKey: 'demo-corporativo|chain', rowKey: chainRowKey(sequence), summary: 'Después de la edición' }, 'Merge');
    // The page shows the edited row…
    expect((await developer.get('/api/eventslog?type=test.verify')).body.eventsLog[0].summary).toBe('Después de la edición');
    // …and verification names it.
    const bad = eventsVerifyResponseSchema.parse((await developer.get('/api/eventslog/verify')).body);
    expect(bad.broken).toEqual({ sequence, reason: 'edited', message: chainBrokenMessage({ sequence, reason: 'edited' }) });
    expect(bad.broken!.message).toBe(`La cadena se rompe en el evento ${sequence}: el evento fue modificado.`);
    // Put it back so the rest of this file's log verifies.
    await client.updateEntity({ ...stored, partitionKey: 'demo-corporativo|chain', rowKey: chainRowKey(sequence) }, 'Replace');
    expect((await developer.get('/api/eventslog/verify')).body.broken).toBeUndefined();
  });

  it('starts at fromSequence and validates it', async () => {
    const head = (await new EventLog().chainHead(demo))!.sequence;
    const res = await developer.get(`/api/eventslog/verify?fromSequence=${head}`);
    expect(res.body).toMatchObject({ checkedFrom: head, checkedTo: head });
    const past = await developer.get(`/api/eventslog/verify?fromSequence=${head + 5}`);
    expect(past.body).toMatchObject({ checkedFrom: head + 5, checkedTo: head + 4 });
    const bad = await developer.get('/api/eventslog/verify?fromSequence=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ fromSequence: [eventsLogMessages.fromSequence] });
  });
});

describe('GET /api/dev, POST /api/dev/createschema and /api/dev/dropschema', () => {
  it('describes the database: name, resources of resources.ts with existence and counts, host and version', async () => {
    const res = await developer.get('/api/dev');
    expect(res.status).toBe(200);
    const info = devInfoResponseSchema.parse(res.body);
    expect(info).toMatchObject({ environment: 'test', production: false, schemaTools: { create: true, drop: true } });
    expect(info.databaseName).toBeTruthy();
    expect(info.nodeVersion).toBe(process.version);
    const names = info.resources.map((r) => `${r.kind}:${r.name}`);
    for (const c of Object.keys(cosmosContainers)) expect(names).toContain(`container:${c}`);
    for (const t of Object.values(tables)) expect(names).toContain(`table:${t}`);
    for (const q of Object.values(queues)) expect(names).toContain(`queue:${q}`);
    const users = info.resources.find((r) => r.kind === 'container' && r.name === 'users')!;
    expect(users.exists).toBe(true);
    expect(users.count).toBeGreaterThan(5);
    expect(info.resources.find((r) => r.kind === 'table' && r.name === 'events')).toEqual({ kind: 'table', name: 'events', exists: true });
  });

  it('drop needs the database name typed: missing is 400, different is 400, nothing dropped', async () => {
    const missing = await developer.post('/api/dev/dropschema', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ confirmation: [schemaMessages.confirmationRequired] });
    const wrong = await developer.post('/api/dev/dropschema', { confirmation: 'otra-base' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ confirmation: [schemaMessages.confirmationMismatch] });
    const info = devInfoResponseSchema.parse((await developer.get('/api/dev')).body);
    expect(info.resources.every((r) => r.exists)).toBe(true);
  });

  it('hide-schema-drop-and-create refuses both tools with 403 and a Spanish message', async () => {
    await withFlags({ 'hide-schema-drop-and-create': true }, async () => {
      const name = (await developer.get('/api/dev')).body.databaseName as string;
      expect((await developer.get('/api/dev')).body.schemaTools).toEqual({ create: false, drop: false });
      const create = await developer.post('/api/dev/createschema', {});
      expect(create.status).toBe(403);
      expect(create.body.message).toBe(schemaMessages.toolsUnavailable);
      const drop = await developer.post('/api/dev/dropschema', { confirmation: name });
      expect(drop.status).toBe(403);
      expect(drop.body.message).toBe(schemaMessages.toolsUnavailable);
    });
  });

  it('drops the storage resources (the event log stays and records it), then create restores what is missing', async () => {
    const name = (await developer.get('/api/dev')).body.databaseName as string;
    const dropped = await developer.post('/api/dev/dropschema', { confirmation: name });
    expect(dropped.status).toBe(200);
    const droppedNames = dropped.body.dropped.map((r: { kind: string; name: string }) => `${r.kind}:${r.name}`);
    expect(droppedNames).toContain('table:processing');
    expect(droppedNames).toContain('blobContainer:documents');
    expect(droppedNames).not.toContain('table:events');
    const after = devInfoResponseSchema.parse((await developer.get('/api/dev')).body);
    expect(after.resources.filter((r) => !r.exists).map((r) => `${r.kind}:${r.name}`).sort()).toEqual([...droppedNames].sort());
    const log = (await developer.get('/api/eventslog?type=dev.schema-dropped')).body.eventsLog;
    expect(log[0]).toMatchObject({ type: 'dev.schema-dropped', user: 'developer@demo.expediente.mx' });

    const created = await developer.post('/api/dev/createschema', {});
    expect(created.status).toBe(200);
    expect(created.body.created.map((r: { kind: string; name: string }) => `${r.kind}:${r.name}`).sort()).toEqual([...droppedNames].sort());
    expect(created.body.existing.map((r: { kind: string; name: string }) => `${r.kind}:${r.name}`)).toContain('table:events');
    const again = await developer.post('/api/dev/createschema', {});
    expect(again.body.created).toEqual([]);
    expect(devInfoResponseSchema.parse((await developer.get('/api/dev')).body).resources.every((r) => r.exists)).toBe(true);
    expect((await developer.get('/api/eventslog?type=dev.schema-created')).body.eventsLog).toHaveLength(2);
    expect((await developer.get('/api/eventslog/verify')).body.broken).toBeUndefined();
  });

  it('is the Developer only (manage:schema)', async () => {
    expect((await admin.get('/api/dev')).status).toBe(403);
    expect((await admin.post('/api/dev/createschema', {})).status).toBe(403);
    expect((await admin.post('/api/dev/dropschema', { confirmation: 'x' })).status).toBe(403);
  });
});

describe('SchemaService in production (EXPEDIENTE_ENV=cloud)', () => {
  const principal = { userId: 'u', tenantId: 'demo-corporativo', role: 'Developer', status: 'active', sessionId: 's', email: 'd@ejemplo.mx' } as Principal;
  let drops = 0;
  const repository = {
    databaseName: () => 'expediente',
    describe: async () => [],
    create: async () => ({ created: [], existing: [] }),
    drop: async () => {
      drops++;
      return [];
    },
  } as unknown as SchemaRepository;
  const events = { record: async () => undefined } as unknown as EventLog;
  const service = (flags: Record<string, boolean>) => new SchemaService(repository, events, { env: 'cloud', appVersion: '1.0.0' }, async () => flags);

  it('refuses drop with 403 whatever the flags; create only with schema-drop-and-create', async () => {
    await expect(service({ 'schema-drop-and-create': true }).drop(principal, 'expediente', from)).rejects.toMatchObject({ status: 403, message: schemaMessages.dropRefusedProduction });
    await expect(service({}).drop(principal, 'expediente', from)).rejects.toMatchObject({ status: 403, message: schemaMessages.dropRefusedProduction });
    expect(drops).toBe(0);
    await expect(service({}).create(principal, from)).rejects.toMatchObject({ status: 403, message: schemaMessages.toolsUnavailable });
    await expect(service({ 'schema-drop-and-create': true }).create(principal, from)).resolves.toEqual({ created: [], existing: [] });
    expect((await service({ 'schema-drop-and-create': true }).info(principal)).schemaTools).toEqual({ create: true, drop: false });
    expect((await service({}).info(principal)).production).toBe(true);
  });
});

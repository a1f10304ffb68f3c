import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost } from '../../local/__tests__/test-host';
import { chainRowKey, EventLog } from '../../platform/events';
import { getClients } from '../../platform/clients';
import { tables } from '../../platform/resources';
import { currentRequestContext, runWithRequestContext } from '../../platform/request-context';

/** The tamper-evident event log (decision 017): concurrent writers never fork the chain; any edit is found. */

let host: Awaited<ReturnType<typeof startTestHost>>;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});

const from = { ip: '203.0.113.9', userAgent: 'vitest' };
const events = new EventLog();
const record = (tenantId: string, i: number) =>
  events.record({ tenantId }, { type: 'test.chain', summary: `Entrada ${i}`, email: `u${i}@ejemplo.mx`, from, detail: { i } });
const entity = (tenantId: string, sequence: number) => getClients().table(tables.events).getEntity<Record<string, unknown>>(`${tenantId}|chain`, chainRowKey(sequence));

describe('event chain', () => {
  it('20 parallel records of one writer get sequences 1..20 without a gap and the chain verifies', async () => {
    const tenantId = 'chain-concurrency';
    await Promise.all(Array.from({ length: 20 }, (_, i) => record(tenantId, i + 1)));
    expect(await events.chainHead({ tenantId })).toMatchObject({ sequence: 20 });
    const page = await events.listEntries({ tenantId }, { pageSize: 100 });
    expect(page.items.map((e) => e.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(new Set(page.items.map((e) => e.summary)).size).toBe(20);
    expect(await events.verifyChain({ tenantId })).toEqual({ headSequence: 20, checkedFrom: 1, checkedTo: 20 });
  });

  it('20 writers of their own (as many instances or processes) racing for the head never fork the chain', async () => {
    const tenantId = 'chain-instances';
    const writers = Array.from({ length: 20 }, () => new EventLog());
    await Promise.all(writers.map((w, i) => w.record({ tenantId }, { type: 'test.chain', summary: `Instancia ${i + 1}`, from })));
    const page = await events.listEntries({ tenantId }, { pageSize: 100 });
    expect(page.items.map((e) => e.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(new Set(page.items.map((e) => e.summary)).size).toBe(20);
    expect(await events.verifyChain({ tenantId })).toEqual({ headSequence: 20, checkedFrom: 1, checkedTo: 20 });
  });

  it('verifies in pages, each page linking to the one before', async () => {
    const tenantId = 'chain-pages';
    for (let i = 1; i <= 7; i++) await record(tenantId, i);
    expect(await events.verifyChain({ tenantId }, { pageSize: 3 })).toEqual({ headSequence: 7, checkedFrom: 1, checkedTo: 3, nextSequence: 4 });
    expect(await events.verifyChain({ tenantId }, { fromSequence: 4, pageSize: 3 })).toEqual({ headSequence: 7, checkedFrom: 4, checkedTo: 6, nextSequence: 7 });
    expect(await events.verifyChain({ tenantId }, { fromSequence: 7, pageSize: 3 })).toEqual({ headSequence: 7, checkedFrom: 7, checkedTo: 7 });
  });

  it('record() costs two table calls (head read + one transaction)', async () => {
    const calls = await runWithRequestContext('t', async () => {
      await record('chain-cost', 1);
      await record('chain-cost', 2);
      return currentRequestContext()!.storageCalls;
    });
    expect(calls.table).toBe(4);
  });

  it('an entry edited through the Table SDK is named by the verification', async () => {
    const tenantId = 'chain-tamper';
    for (let i = 1; i <= 6; i++) await record(tenantId, i);
    const client = getClients().table(tables.events);
    const stored = await entity(tenantId, 4);
    await client.updateEntity({ ...stored, partitionKey: `${tenantId}|chain`, rowKey: chainRowKey(4), summary: 'Entrada cambiada' }, 'Replace');
    expect((await events.verifyChain({ tenantId })).broken).toEqual({ sequence: 4, reason: 'edited' });
  });

  it('an edit that also recomputes the hash breaks the next link; a missing or swapped entry is named', async () => {
    const tenantId = 'chain-tamper-2';
    for (let i = 1; i <= 6; i++) await record(tenantId, i);
    const client = getClients().table(tables.events);
    const { entryHash } = await import('../../platform/events');
    const third = await entity(tenantId, 3);
    const { partitionKey, rowKey, etag, timestamp, ...fields } = third as Record<string, unknown>;
    void etag;
    void timestamp;
    const edited = { ...(fields as Record<string, string | number>), summary: 'Otra cosa' };
    const rehashed = { ...edited, hash: entryHash(edited as never) };
    await client.updateEntity({ partitionKey: partitionKey as string, rowKey: rowKey as string, ...rehashed }, 'Replace');
    expect((await events.verifyChain({ tenantId })).broken).toEqual({ sequence: 4, reason: 'link' });

    const other = 'chain-tamper-3';
    for (let i = 1; i <= 4; i++) await record(other, i);
    await client.deleteEntity(`${other}|chain`, chainRowKey(2));
    expect((await events.verifyChain({ tenantId: other })).broken).toEqual({ sequence: 2, reason: 'missing' });
  });
});

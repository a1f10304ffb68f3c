import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '@azure/functions';
import { QueueServiceClient } from '@azure/storage-queue';
import { BlobServiceClient } from '@azure/storage-blob';
import { z } from 'zod';
import { csrfHeader } from '@expediente/contracts';
import { installFunctionsCore } from '../functions-core';
import { endpoint } from '../../platform/http';
import { eventually, startTestHost } from './test-host';

// Test-only registrations, made through the genuine @azure/functions API before the host starts.
installFunctionsCore();
const received: { queue: unknown[]; failing: number; blobs: string[] } = { queue: [], failing: 0, blobs: [] };
app.http('testEcho', {
  route: 'test/echo/{id:int}',
  methods: ['POST'],
  handler: endpoint({
    access: { kind: 'public', reason: 'test' },
    params: z.object({ id: z.coerce.number().int() }),
    query: z.object({ q: z.string().max(10).optional() }),
    body: z.object({ name: z.string().min(1).max(100) }),
    handle: async ({ params, body, query }) => ({
      body: { id: params.id, name: body.name, q: query.q ?? null },
      cookies: [{ name: 'probe', value: 'a b', httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 60 }],
    }),
  }),
});
app.http('testStream', {
  route: 'test/stream',
  methods: ['GET'],
  handler: async () => ({
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new TextEncoder().encode(`chunk${i};`));
        controller.close();
      },
    }),
  }),
});
app.http('testBoom', { route: 'test/boom', methods: ['GET'], handler: endpoint({ access: { kind: 'public', reason: 'test' }, handle: async () => { throw new Error('secret-detail'); } }) });
app.storageQueue('testQueueOk', { queueName: 'test-work', connection: 'Storage', handler: async (message) => void received.queue.push(message) });
app.storageQueue('testQueueFail', {
  queueName: 'test-fail',
  connection: 'Storage',
  handler: async () => {
    received.failing++;
    throw new Error('always fails');
  },
});
app.storageBlob('testBlobCreated', { path: 'documents/{name}', connection: 'Storage', source: 'EventGrid', handler: async (_blob, context) => void received.blobs.push(String(context.triggerMetadata?.name)) });

// State-changing calls carry the same-origin proof (decision 002), as the web app's client does.
const csrf = { [csrfHeader.name]: csrfHeader.value };

let host: Awaited<ReturnType<typeof startTestHost>>;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});

describe('local host: /api like the Functions host', () => {
  it('GET /api/health reports every backing service ok and counts its storage calls', async () => {
    const res = await fetch(`${host.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; services: Record<string, { status: string }>; down: string[] };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.services).sort()).toEqual(['blob', 'cosmos', 'mail', 'queue', 'table']);
    expect(Object.values(body.services).every((s) => s.status === 'ok')).toBe(true);
    expect(res.headers.get('x-storage-calls')).toBe('cosmos=1,blob=1,queue=1,table=1,mail=1');
  });

  it('answers unknown routes with a JSON 404 and a wrong method with 405 + Allow', async () => {
    const nf = await fetch(`${host.url}/api/does-not-exist`);
    expect(nf.status).toBe(404);
    expect(nf.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await nf.json()) as { code: string }).code).toBe('not_found');
    const wrong = await fetch(`${host.url}/api/health`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    const constrained = await fetch(`${host.url}/api/test/echo/abc`, { method: 'POST' });
    expect(constrained.status).toBe(404);
  });

  it('passes route params, query and body through the zod contract and serializes cookies', async () => {
    const res = await fetch(`${host.url}/api/TEST/echo/42?q=hola`, { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: JSON.stringify({ name: 'Ana' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 42, name: 'Ana', q: 'hola' });
    expect(res.headers.get('set-cookie')).toBe('probe=a%20b; Path=/; Max-Age=60; HttpOnly; SameSite=Strict');
  });

  it('answers bad input with 400 and Spanish field errors, never a 500', async () => {
    const cases: [string, RequestInit, number][] = [
      ['/api/test/echo/1', { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: '{"name":' }, 400],
      ['/api/test/echo/1', { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: JSON.stringify({ name: 5 }) }, 400],
      ['/api/test/echo/1', { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: JSON.stringify({ name: 'x'.repeat(1_000_000) }) }, 400],
      ['/api/test/echo/1?q=' + 'y'.repeat(50), { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: JSON.stringify({ name: "'; DROP TABLE c; --\u0000" }) }, 400],
      ['/api/test/echo/1', { method: 'POST', headers: { 'content-type': 'text/plain', ...csrf }, body: 'name=x' }, 415],
      ['/api/test/echo/1', { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: 'x'.repeat(3 * 1024 * 1024) }, 413],
    ];
    for (const [url, init, status] of cases) {
      const res = await fetch(`${host.url}${url}`, init);
      expect(res.status, url).toBe(status);
      const body = (await res.json()) as { message: string; errors?: Record<string, string[]> };
      expect(body.message).toMatch(/[a-záéíóú]/i);
      if (status === 400) expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    }
    const typeError = await fetch(`${host.url}/api/test/echo/1`, { method: 'POST', headers: { 'content-type': 'application/json', ...csrf }, body: JSON.stringify({ name: 5 }) });
    expect(((await typeError.json()) as { errors: Record<string, string[]> }).errors.name?.[0]).toMatch(/se esperaba texto/);
  });

  it('hides the details of unexpected errors behind a Spanish 500', async () => {
    const res = await fetch(`${host.url}/api/test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret-detail');
    expect(text).toContain('Ocurrió un error inesperado');
  });

  it('streams response bodies', async () => {
    const res = await fetch(`${host.url}/api/test/stream`);
    expect(await res.text()).toBe('chunk0;chunk1;chunk2;chunk3;chunk4;');
  });
});

describe('local host: the web app under staticwebapp.config.json', () => {
  it('returns the app for deep links with the security headers, also on /api answers', async () => {
    const res = await fetch(`${host.url}/contacts/abc`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    const api = await fetch(`${host.url}/api/health`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('local host: trigger emulation', () => {
  it('delivers a queue message to its handler, decoded from base64 JSON', async () => {
    const queue = QueueServiceClient.fromConnectionString(process.env.Storage!).getQueueClient('test-work');
    await queue.createIfNotExists();
    await queue.sendMessage(Buffer.from(JSON.stringify({ tenantId: 't1', kind: 'probe', n: 7 })).toString('base64'));
    const message = await eventually(() => received.queue[0]);
    expect(message).toEqual({ tenantId: 't1', kind: 'probe', n: 7 });
  });

  it('retries a failing message maxDequeueCount times, then moves it to the poison queue', async () => {
    const service = QueueServiceClient.fromConnectionString(process.env.Storage!);
    const queue = service.getQueueClient('test-fail');
    await queue.createIfNotExists();
    await queue.sendMessage(Buffer.from(JSON.stringify({ tenantId: 't1', kind: 'bad' })).toString('base64'));
    const poison = service.getQueueClient('test-fail-poison');
    const peeked = await eventually(async () => {
      if (!(await poison.exists())) return undefined;
      const p = await poison.peekMessages({ numberOfMessages: 5 });
      return p.peekedMessageItems.length ? p.peekedMessageItems : undefined;
    }, 15_000);
    expect(received.failing).toBe(3);
    expect(JSON.parse(Buffer.from(peeked[0]!.messageText, 'base64').toString())).toEqual({ tenantId: 't1', kind: 'bad' });
    const left = await queue.peekMessages();
    expect(left.peekedMessageItems).toHaveLength(0);
  });

  it('fires the blob trigger exactly once for a new blob in the documents container', async () => {
    const container = BlobServiceClient.fromConnectionString(process.env.Storage!).getContainerClient('documents');
    await container.getBlockBlobClient('demo/test-once.pdf').upload('%PDF-1.4', 8);
    await eventually(() => received.blobs.includes('demo/test-once.pdf') || undefined);
    await new Promise((r) => setTimeout(r, 600)); // several more polls
    expect(received.blobs.filter((n) => n === 'demo/test-once.pdf')).toHaveLength(1);
    // A changed blob (new ETag) is a new BlobCreated event.
    await container.getBlockBlobClient('demo/test-once.pdf').upload('%PDF-1.5', 8);
    await eventually(() => received.blobs.filter((n) => n === 'demo/test-once.pdf').length === 2 || undefined);
    // Like Event Grid, which delivers only what is written after the subscription exists: the demo files the seed
    // wrote before the triggers started never fire.
    let seeded = 0;
    for await (const b of container.listBlobsFlat()) if (b.name !== 'demo/test-once.pdf') seeded += 1;
    expect(seeded).toBeGreaterThan(100);
    expect(received.blobs.filter((n) => n !== 'demo/test-once.pdf')).toEqual([]);
  });
});

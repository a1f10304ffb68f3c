import {
  closeSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
  existsSync,
  statSync,
} from 'node:fs';
import { Agent, request, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createHttpServer } from '@vercel/cosmosdb-server';
import { dialHost } from './azurite';

/**
 * The Cosmos DB server (@vercel/cosmosdb-server, plain HTTP, keep-alive), with optional persistence.
 *
 * Persistence design (the server keeps everything in memory and exports no handler or state):
 * - The server's own 'request' listener is wrapped. For every write (POST/PUT/PATCH/DELETE that is not a query)
 *   the request body is teed, and `res.end` is wrapped: when the status is < 300, the *effect* of the write is
 *   appended synchronously (one writeSync of one JSON line) to `<dataDir>/cosmos/journal.jsonl` before the
 *   response leaves. A SIGKILL therefore never loses an acknowledged write (the bytes are in the OS page cache;
 *   only a power loss could, as there is no fsync per write).
 * - Effects, not requests: every successful document create/upsert/replace/patch is journaled as an upsert of the
 *   document the server answered (system properties removed), a delete as a delete, and a batch as its
 *   succeeded operations only. Replaying is then deterministic: no If-Match/patch condition can fail on replay
 *   (ETags are regenerated), a patch is not re-applied, and a failed batch operation is not replayed.
 *   Databases and containers are journaled from the server's answer too (partition key, indexing policy,
 *   defaultTtl, unique keys). Anything else that writes (UDFs) is journaled as the request itself.
 * - Start: replay `snapshot.jsonl` then `journal.jsonl` against the fresh server over HTTP (keep-alive agent,
 *   sequential; runs of document upserts/deletes go as non-atomic batches of up to 500 operations), a truncated
 *   last line (SIGKILL mid-append) is ignored. Then compact: read every database, container, UDF and document
 *   back through the HTTP API, write a new snapshot (temp file, fsync, rename, fsync dir) and truncate the
 *   journal (skipped when the journal is empty). The endpoint is handed out only after that. Clean stop: refuse
 *   new requests (503), wait for those in flight, compact if anything was journaled, close.
 * - A crash between the snapshot rename and the journal truncation replays the old journal on top of the new
 *   snapshot; every entry is an upsert/delete/create of a whole resource, so the last entry per resource wins
 *   and the result is the same state (creates of existing databases/containers answer 409 and are skipped).
 * - Not preserved across a restart: `_etag`, `_ts` and `_rid` (the server regenerates them), so an ETag read
 *   before a restart is stale after it (412 on If-Match) and continuation tokens do not survive a restart.
 */

export type CosmosOptions = {
  /** Persist under `<dataDir>/cosmos`; undefined keeps everything in memory only. */
  dataDir?: string;
  host?: string;
  /** 0 (the default) picks an ephemeral port. */
  port?: number;
};

export type CosmosStats = {
  /** Entries appended to the journal since the last compaction. */
  journalEntries: number;
  /** Snapshot + journal entries replayed at start. */
  replayedEntries: number;
  /** Time spent replaying at start (ms). */
  replayMs: number;
  /** Time spent writing the snapshot at start (ms). */
  compactMs: number;
};

export type CosmosHandle = {
  endpoint: string;
  key: string;
  port: number;
  stats(): CosmosStats;
  stop(): Promise<void>;
};

/** The emulator's well-known key. The server ignores auth; the SDK only needs valid base64. */
export const COSMOS_EMULATOR_KEY =
  'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

export type JournalEntry = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
};

type Json = Record<string, unknown>;

const INTERNAL_HEADER = 'x-expediente-internal';
const PK_HEADER = 'x-ms-documentdb-partitionkey';
const UPSERT_HEADER = 'x-ms-documentdb-is-upsert';
const BATCH_HEADER = 'x-ms-cosmos-is-batch-request';
const KEPT_HEADERS = [PK_HEADER, UPSERT_HEADER, BATCH_HEADER, 'x-ms-cosmos-batch-atomic', 'x-ms-cosmos-batch-continue-on-error', 'content-type'];
const SYSTEM_PROPERTIES = ['_rid', '_self', '_etag', '_ts', '_attachments', '_docs', '_sprocs', '_triggers', '_udfs', '_conflicts', '_colls', '_users'];
const BATCH_LIMIT = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function isTrue(req: IncomingMessage, name: string): boolean {
  return header(req, name)?.toLowerCase() === 'true';
}

function isQuery(req: IncomingMessage): boolean {
  return req.method === 'POST' && (isTrue(req, 'x-ms-documentdb-isquery') || header(req, 'content-type') === 'application/query+json');
}

function stripSystem(resource: unknown): Json {
  const out: Json = { ...(resource as Json) };
  for (const p of SYSTEM_PROPERTIES) delete out[p];
  return out;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Same normalization as the server's router: one leading slash, no trailing slashes, no query string. */
function pathOf(url: string | undefined): string {
  let p = (url ?? '/').split('?')[0] ?? '/';
  p = p.replace(/^\/+/, '/');
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

const DOCS = /^\/dbs\/([^/]+)\/colls\/([^/]+)\/docs(?:\/([^/]+))?$/;

function upsertEntry(docsUrl: string, doc: unknown, pk: string | undefined): JournalEntry {
  return { method: 'POST', url: docsUrl, headers: { [UPSERT_HEADER]: 'true', [PK_HEADER]: pk ?? '[{}]' }, body: stripSystem(doc) };
}

function deleteEntry(docsUrl: string, id: string, pk: string | undefined): JournalEntry {
  return { method: 'DELETE', url: `${docsUrl}/${encodeURIComponent(id)}`, headers: { [PK_HEADER]: pk ?? '[{}]' } };
}

type BatchOp = { operationType?: string; id?: string; partitionKey?: string; resourceBody?: Json };
type BatchResult = { statusCode?: number; resourceBody?: Json };

/** The journal entries that reproduce the effect of one successful write. */
/**
 * The server's query engine (@zeit/cosmosdb-query) compiles `FROM c` into `$c.reduce(($, c) => [...$, { c }], [])`,
 * which copies the growing array once per item: quadratic, so a query over 15,000 items took 15 s and over 20,000
 * more than the SDK's 60 s (measured, session 8), while 10,000 took 0.3 s. The generated code is rewritten into the
 * same filter-and-wrap done in one pass. Same results: only the first step of the pipeline changes.
 */
function linearizeQueryEngine(): void {
  const requireFromServer = createRequire(createRequire(import.meta.url).resolve('@vercel/cosmosdb-server'));
  const engine = requireFromServer('@zeit/cosmosdb-query') as { default: (query: string) => object };
  const proto = Object.getPrototypeOf(engine.default('SELECT * FROM c')) as object;
  const original = Object.getOwnPropertyDescriptor(proto, 'code');
  if (!original?.get || (original.get as { linear?: boolean }).linear) return;
  const originalGet = original.get;
  const quadratic = /\$c\.reduce\(\(\$, ([A-Za-z_][\w]*)\) => typeof \1 !== "undefined" \? \[\.\.\.\$, \{\s*\1: \1\s*\}\] : \$, \[\]\)/g;
  const get = function (this: object): string {
    const code = originalGet.call(this) as string;
    return code.replace(quadratic, (_match, alias: string) => `$c.filter(($item) => typeof $item !== "undefined").map((${alias}) => ({ ${alias}: ${alias} }))`);
  };
  Object.defineProperty(get, 'linear', { value: true });
  Object.defineProperty(proto, 'code', { ...original, get });
}
linearizeQueryEngine();

export function effectsOf(req: IncomingMessage, requestBody: string, responseBody: string | undefined): JournalEntry[] {
  const method = req.method as JournalEntry['method'];
  const path = pathOf(req.url);
  const pk = header(req, PK_HEADER);
  const docs = DOCS.exec(path);
  if (docs) {
    const docsUrl = `/dbs/${docs[1]}/colls/${docs[2]}/docs`;
    const docId = docs[3];
    if (docId === undefined && method === 'POST' && isTrue(req, BATCH_HEADER)) {
      const ops = parseJson(requestBody);
      const results = parseJson(responseBody);
      if (!Array.isArray(ops) || !Array.isArray(results)) return [];
      const entries: JournalEntry[] = [];
      ops.forEach((op: BatchOp, i) => {
        const result = results[i] as BatchResult | undefined;
        const status = result?.statusCode ?? 500;
        if (status >= 300) return;
        if (op.operationType === 'Delete' && op.id !== undefined) entries.push(deleteEntry(docsUrl, op.id, op.partitionKey));
        else if (result?.resourceBody && op.operationType !== 'Read') entries.push(upsertEntry(docsUrl, result.resourceBody, op.partitionKey));
      });
      return entries;
    }
    if (docId === undefined && method === 'POST') return [upsertEntry(docsUrl, parseJson(responseBody), pk)];
    if (docId !== undefined && (method === 'PUT' || method === 'PATCH')) return [upsertEntry(docsUrl, parseJson(responseBody), pk)];
    if (docId !== undefined && method === 'DELETE') return [{ method, url: path, headers: { [PK_HEADER]: pk ?? '[{}]' } }];
  }
  if ((path === '/dbs' || /^\/dbs\/[^/]+\/colls$/.test(path)) && method === 'POST') {
    return [{ method, url: path, body: stripSystem(parseJson(responseBody)) }];
  }
  if (/^\/dbs\/[^/]+\/colls\/[^/]+$/.test(path) && method === 'PUT') {
    return [{ method, url: path, body: stripSystem(parseJson(responseBody)) }];
  }
  if (method === 'DELETE' && /^\/dbs\/[^/]+(\/colls\/[^/]+)?$/.test(path)) return [{ method, url: path }];
  // Anything else (user-defined functions): the request itself.
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const v = header(req, name);
    if (v !== undefined) headers[name] = v;
  }
  return [{ method, url: req.url ?? path, headers, ...(requestBody ? { body: parseJson(requestBody) } : {}) }];
}

/** Parses JSON lines; a damaged last line (a kill mid-append) is expected and skipped silently. */
export function readJournal(file: string): JournalEntry[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const entries: JournalEntry[] = [];
  let lastNonEmpty = lines.length - 1;
  while (lastNonEmpty >= 0 && lines[lastNonEmpty]?.trim() === '') lastNonEmpty -= 1;
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch {
      if (i !== lastNonEmpty) console.error(`[cosmos] skipped a damaged line ${i + 1} in ${file}`);
    }
  });
  return entries;
}

function writeAll(fd: number, text: string): void {
  const buf = Buffer.from(text, 'utf8');
  let off = 0;
  while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not supported everywhere (Windows); the rename is still atomic.
  }
}

/** Writes lines to `file` atomically: temp file, fsync, rename, fsync of the directory. */
function writeAtomically(dir: string, file: string, lines: Iterable<string>): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    let chunk = '';
    for (const line of lines) {
      chunk += `${line}\n`;
      if (chunk.length > 1 << 20) {
        writeAll(fd, chunk);
        chunk = '';
      }
    }
    if (chunk) writeAll(fd, chunk);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  fsyncDir(dir);
}

type Reply = { status: number; body: unknown };

function makeClient(port: number, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, url: string, headers: Record<string, string> = {}, body?: unknown): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8');
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...headers,
            [INTERNAL_HEADER]: token,
            ...(payload ? { 'content-type': headers['content-type'] ?? 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: parseJson(Buffer.concat(chunks).toString('utf8')) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

type Client = ReturnType<typeof makeClient>;

/** Replays entries in order; runs of document upserts/deletes on one container go as non-atomic batches. */
async function replay(client: Client, entries: JournalEntry[]): Promise<number> {
  let failures = 0;
  let firstFailure = '';
  const note = (what: string, status: number, body: unknown) => {
    // 409 (already exists) and 404 (already deleted) are expected when a journal is replayed over its snapshot.
    if (status < 300 || status === 404 || status === 409) return;
    failures += 1;
    firstFailure ||= `${what} → ${status} ${JSON.stringify(body).slice(0, 200)}`;
  };
  let i = 0;
  while (i < entries.length) {
    const entry = entries[i]!;
    const docs = DOCS.exec(entry.url);
    const batchable = docs && ((entry.method === 'POST' && !docs[3] && entry.headers?.[UPSERT_HEADER] === 'true') || (entry.method === 'DELETE' && docs[3]));
    if (!docs || !batchable) {
      const r = await client.call(entry.method, entry.url, entry.headers, entry.body);
      note(`${entry.method} ${entry.url}`, r.status, r.body);
      i += 1;
      continue;
    }
    const docsUrl = `/dbs/${docs[1]}/colls/${docs[2]}/docs`;
    const ops: BatchOp[] = [];
    let bytes = 0;
    while (i < entries.length && ops.length < BATCH_LIMIT && bytes < BATCH_BYTES) {
      const e = entries[i]!;
      const m = DOCS.exec(e.url);
      if (!m || `/dbs/${m[1]}/colls/${m[2]}/docs` !== docsUrl) break;
      const pk = e.headers?.[PK_HEADER] ?? '[{}]';
      if (e.method === 'POST' && !m[3] && e.headers?.[UPSERT_HEADER] === 'true') {
        ops.push({ operationType: 'Upsert', partitionKey: pk, resourceBody: e.body as Json });
        bytes += JSON.stringify(e.body).length;
      } else if (e.method === 'DELETE' && m[3]) {
        ops.push({ operationType: 'Delete', partitionKey: pk, id: decodeURIComponent(m[3]) });
      } else break;
      i += 1;
    }
    const r = await client.call('POST', docsUrl, { [BATCH_HEADER]: 'true', 'x-ms-cosmos-batch-atomic': 'false', 'x-ms-cosmos-batch-continue-on-error': 'true' }, ops);
    note(`batch ${docsUrl}`, r.status, r.body);
    if (r.status < 300 && Array.isArray(r.body)) (r.body as BatchResult[]).forEach((res, k) => note(`${ops[k]?.operationType} in ${docsUrl}`, res.statusCode ?? 0, res));
  }
  if (failures) console.error(`[cosmos] replay: ${failures} entries failed; first: ${firstFailure}`);
  return entries.length;
}

function valueAt(doc: Json, path: string): unknown {
  let v: unknown = doc;
  for (const seg of path.split('/').filter(Boolean)) v = v && typeof v === 'object' ? (v as Json)[seg] : undefined;
  return v;
}

/** Reads the whole account through the HTTP API and returns it as replayable entries. */
async function dump(client: Client): Promise<JournalEntry[]> {
  const list = async (url: string, key: string): Promise<Json[]> => {
    const r = await client.call('GET', url);
    if (r.status !== 200) throw new Error(`[cosmos] snapshot: GET ${url} answered ${r.status}`);
    return ((r.body as Json)[key] as Json[] | undefined) ?? [];
  };
  const out: JournalEntry[] = [];
  for (const db of await list('/dbs', 'Databases')) {
    const dbUrl = `/dbs/${encodeURIComponent(String(db.id))}`;
    out.push({ method: 'POST', url: '/dbs', body: stripSystem(db) });
    for (const coll of await list(`${dbUrl}/colls`, 'DocumentCollections')) {
      const collUrl = `${dbUrl}/colls/${encodeURIComponent(String(coll.id))}`;
      out.push({ method: 'POST', url: `${dbUrl}/colls`, body: stripSystem(coll) });
      for (const udf of await list(`${collUrl}/udfs`, 'UserDefinedFunctions')) {
        out.push({ method: 'POST', url: `${collUrl}/udfs`, headers: { [UPSERT_HEADER]: 'true' }, body: stripSystem(udf) });
      }
      const pkPath = ((coll.partitionKey as { paths?: string[] } | undefined)?.paths ?? [])[0];
      for (const doc of await list(`${collUrl}/docs`, 'Documents')) {
        const v = pkPath ? valueAt(doc, pkPath) : undefined;
        out.push(upsertEntry(`${collUrl}/docs`, doc, v === undefined ? undefined : JSON.stringify([v])));
      }
    }
  }
  return out;
}

export async function startCosmos(options: CosmosOptions = {}): Promise<CosmosHandle> {
  const { dataDir, host = '127.0.0.1', port = 0 } = options;
  const server = createHttpServer({ keepAlive: true });
  const dir = dataDir === undefined ? undefined : join(dataDir, 'cosmos');
  const journalFile = dir && join(dir, 'journal.jsonl');
  const snapshotFile = dir && join(dir, 'snapshot.jsonl');
  const token = randomBytes(16).toString('hex');
  const stats: CosmosStats = { journalEntries: 0, replayedEntries: 0, replayMs: 0, compactMs: 0 };
  let journalFd: number | undefined;
  let closing = false;
  let inFlight = 0;

  const original = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const internal = header(req, INTERNAL_HEADER) === token;
    if (closing && !internal) {
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ code: 'ServiceUnavailable', message: 'The local Cosmos DB server is stopping.' }));
      return;
    }
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    const method = req.method ?? 'GET';
    if (journalFd !== undefined && !internal && method !== 'GET' && method !== 'HEAD' && !isQuery(req)) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        if (res.statusCode < 300 && journalFd !== undefined) {
          try {
            const first = args[0];
            const responseBody = typeof first === 'string' ? first : Buffer.isBuffer(first) ? first.toString('utf8') : undefined;
            const entries = effectsOf(req, Buffer.concat(chunks).toString('utf8'), responseBody);
            if (entries.length) {
              writeAll(journalFd, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
              stats.journalEntries += entries.length;
            }
          } catch (err) {
            console.error('[cosmos] could not journal a write; answering 500', err);
            res.statusCode = 500;
            return end(JSON.stringify({ code: 'InternalServerError', message: 'The write could not be persisted.' }));
          }
        }
        return end(...args);
      }) as ServerResponse['end'];
    }
    original.call(server, req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const client = makeClient(actualPort, token);

  const compact = async (): Promise<void> => {
    if (!dir || !snapshotFile || journalFd === undefined) return;
    const t = performance.now();
    const entries = await dump(client);
    writeAtomically(dir, snapshotFile, (function* () {
      for (const e of entries) yield JSON.stringify(e);
    })());
    ftruncateSync(journalFd, 0);
    fsyncSync(journalFd);
    stats.journalEntries = 0;
    stats.compactMs = performance.now() - t;
  };

  const shutdown = async (): Promise<void> => {
    client.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    if (journalFd !== undefined) {
      closeSync(journalFd);
      journalFd = undefined;
    }
  };

  if (dir && journalFile && snapshotFile) {
    try {
      mkdirSync(dir, { recursive: true });
      const journalBytes = existsSync(journalFile) ? statSync(journalFile).size : 0;
      const entries = [...readJournal(snapshotFile), ...readJournal(journalFile)];
      const t = performance.now();
      stats.replayedEntries = await replay(client, entries);
      stats.replayMs = performance.now() - t;
      journalFd = openSync(journalFile, 'a');
      // An empty journal means the snapshot is already the whole state.
      if (journalBytes > 0) await compact();
    } catch (err) {
      await shutdown().catch(() => undefined);
      throw err;
    }
  }

  let stopping: Promise<void> | undefined;
  return {
    endpoint: `http://${dialHost(host)}:${actualPort}`,
    key: COSMOS_EMULATOR_KEY,
    port: actualPort,
    stats: () => ({ ...stats }),
    stop() {
      stopping ??= (async () => {
        closing = true;
        const deadline = Date.now() + 10_000;
        while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        try {
          if (stats.journalEntries > 0) await compact();
        } finally {
          await shutdown();
        }
      })();
      return stopping;
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  BLOCK_ATTEMPTS,
  BlobUploadSession,
  blockId,
  blockListXml,
  missingBlocks,
  parseUncommittedBlocks,
  progressPercent,
  splitBlocks,
  UploadInterruptedError,
} from '../block-upload';

/**
 * The block upload against a fake Blob endpoint behind a fake XMLHttpRequest: the blocks, the progress math, the
 * retries, and the resume through Get Block List that sends only what is missing.
 */

const MiB = 1024 * 1024;
const KiB = 1024;

type Call = { method: string; url: URL; headers: Record<string, string>; size: number; body?: string };
/** Decides an answer for a request: a status (0 = network failure) or undefined for the fake's default. */
type Fault = (call: Call, nth: number) => number | undefined;

/** A Blob endpoint: stages blocks, lists them, commits; every request goes through the fault script. */
function fakeBlobService(fault: Fault = () => undefined) {
  const staged = new Map<string, number>();
  const calls: Call[] = [];
  let committed: string | undefined;
  let inFlight = 0;
  let maxInFlight = 0;

  class FakeXhr {
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: Blob | string | null) {
      const url = new URL(this.url);
      const size = body instanceof Blob ? body.size : (body?.length ?? 0);
      const call: Call = { method: this.method, url, headers: this.headers, size, ...(typeof body === 'string' ? { body } : {}) };
      calls.push(call);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const nth = calls.length;
      setTimeout(() => {
        // Two progress events per block, as a browser sends several.
        if (this.method === 'PUT' && size > 0) {
          this.upload.onprogress?.({ loaded: Math.floor(size / 2) });
          this.upload.onprogress?.({ loaded: size });
        }
        inFlight -= 1;
        const forced = fault(call, nth);
        if (forced === 0) {
          this.onerror?.();
          return;
        }
        const comp = url.searchParams.get('comp');
        if (forced !== undefined) this.status = forced;
        else if (comp === 'block') {
          staged.set(url.searchParams.get('blockid')!, size);
          this.status = 201;
        } else if (comp === 'blocklist' && this.method === 'GET') {
          this.status = 200;
          this.responseText = `<?xml version="1.0" encoding="utf-8"?><BlockList><CommittedBlocks /><UncommittedBlocks>${[...staged]
            .map(([name, bytes]) => `<Block><Name>${name}</Name><Size>${bytes}</Size></Block>`)
            .join('')}</UncommittedBlocks></BlockList>`;
        } else {
          committed = typeof body === 'string' ? body : '';
          this.status = 201;
        }
        this.onload?.();
      }, 0);
    }
  }

  return {
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    calls,
    staged,
    committed: () => committed,
    maxInFlight: () => maxInFlight,
    putBlocks: (id: string) => calls.filter((c) => c.url.searchParams.get('comp') === 'block' && c.url.searchParams.get('blockid') === id).length,
    listCalls: () => calls.filter((c) => c.method === 'GET').length,
  };
}

const sasUrl = 'https://cuenta.blob.core.windows.net/documents/demo/sup/uuid.pdf?sv=2024&sp=rcw&sig=x';
const noSleep = () => Promise.resolve();
const file = (size: number) => new Blob([new Uint8Array(size)], { type: 'application/pdf' });

describe('blocks', () => {
  it('splits a file in 4 MiB blocks, the last one partial, ids of one length', () => {
    const blocks = splitBlocks(12 * MiB + 5);
    expect(blocks.map((b) => [b.start, b.end])).toEqual([
      [0, 4 * MiB],
      [4 * MiB, 8 * MiB],
      [8 * MiB, 12 * MiB],
      [12 * MiB, 12 * MiB + 5],
    ]);
    expect(new Set(blocks.map((b) => b.id.length)).size).toBe(1);
    expect(atob(blocks[3]!.id)).toBe('block-000003');
    expect(splitBlocks(4 * MiB)).toHaveLength(1);
    expect(splitBlocks(0)).toEqual([{ index: 0, id: blockId(0), start: 0, end: 0 }]);
  });

  it('aggregates the bytes of every block to 0-100, floored, 100 only when all are sent', () => {
    expect(progressPercent(new Map(), 10 * MiB)).toBe(0);
    expect(progressPercent(new Map([[0, 4 * MiB], [1, 1 * MiB]]), 10 * MiB)).toBe(50);
    expect(progressPercent(new Map([[0, 10 * MiB - 1]]), 10 * MiB)).toBe(99);
    expect(progressPercent(new Map([[0, 4 * MiB], [1, 4 * MiB], [2, 2 * MiB]]), 10 * MiB)).toBe(100);
    expect(progressPercent(new Map(), 0)).toBe(100);
  });

  it('reads the uncommitted blocks of Get Block List and leaves out only those staged whole', () => {
    const blocks = splitBlocks(9 * MiB);
    const xml = `<?xml version="1.0" encoding="utf-8"?><BlockList><CommittedBlocks><Block><Name>${blocks[2]!.id}</Name><Size>${MiB}</Size></Block></CommittedBlocks><UncommittedBlocks><Block><Name>${blocks[0]!.id}</Name><Size>${4 * MiB}</Size></Block><Block><Name>${blocks[1]!.id}</Name><Size>12</Size></Block></UncommittedBlocks></BlockList>`;
    const staged = parseUncommittedBlocks(xml);
    expect(staged).toEqual(new Map([[blocks[0]!.id, 4 * MiB], [blocks[1]!.id, 12]]));
    // Block 1 arrived short and block 2 is committed, not staged: both go again.
    expect(missingBlocks(blocks, staged).map((b) => b.index)).toEqual([1, 2]);
    expect(parseUncommittedBlocks('<BlockList><UncommittedBlocks /></BlockList>').size).toBe(0);
  });

  it('writes the block list in order', () => {
    const blocks = splitBlocks(5 * MiB);
    expect(blockListXml(blocks)).toBe(`<?xml version="1.0" encoding="utf-8"?><BlockList><Latest>${blocks[0]!.id}</Latest><Latest>${blocks[1]!.id}</Latest></BlockList>`);
  });
});

describe('BlobUploadSession', () => {
  it('sends every block once, 3 at a time, reports progress up to 100 and commits with the headers', async () => {
    const service = fakeBlobService();
    const progress: number[] = [];
    const session = new BlobUploadSession(file(10 * 64 * KiB + 7), sasUrl, { createXhr: service.createXhr, sleep: noSleep, onProgress: (p) => progress.push(p) }, 64 * KiB);
    await session.stage(session.blocks);
    await session.commit({ 'x-ms-blob-content-type': 'application/pdf', 'x-ms-blob-content-md5': 'MD5==' });

    expect(session.blocks).toHaveLength(11);
    for (const block of session.blocks) expect(service.putBlocks(block.id)).toBe(1);
    expect(service.maxInFlight()).toBe(3);
    expect(service.staged.get(session.blocks[10]!.id)).toBe(7);
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    const commit = service.calls.at(-1)!;
    expect(commit.url.searchParams.get('comp')).toBe('blocklist');
    expect(commit.url.searchParams.get('sig')).toBe('x');
    expect(commit.headers).toEqual({ 'x-ms-blob-content-type': 'application/pdf', 'x-ms-blob-content-md5': 'MD5==' });
    expect(service.committed()).toBe(blockListXml(session.blocks));
    expect(service.listCalls()).toBe(0);
  });

  it('retries a block after a 503 and after a network failure, its progress starting over', async () => {
    const failed = new Set<string>();
    const service = fakeBlobService((call) => {
      const id = call.url.searchParams.get('blockid');
      if (!id || failed.has(id)) return undefined;
      if (id === blockId(1)) {
        failed.add(id);
        return 503;
      }
      if (id === blockId(2)) {
        failed.add(id);
        return 0;
      }
      return undefined;
    });
    const progress: number[] = [];
    const session = new BlobUploadSession(file(4 * 64 * KiB), sasUrl, { createXhr: service.createXhr, sleep: noSleep, onProgress: (p) => progress.push(p) }, 64 * KiB);
    await session.stage(session.blocks);
    expect(service.putBlocks(blockId(0))).toBe(1);
    expect(service.putBlocks(blockId(1))).toBe(2);
    expect(service.putBlocks(blockId(2))).toBe(2);
    expect(service.staged.size).toBe(4);
    expect(progress.at(-1)).toBe(100);
    // A block that failed after sending gave its bytes back: the bar went down before it went up again.
    expect(progress.some((p, i) => i > 0 && p < progress[i - 1]!)).toBe(true);
  });

  it('does not retry a 403 (an expired or foreign SAS)', async () => {
    const service = fakeBlobService((call) => (call.url.searchParams.get('blockid') === blockId(0) ? 403 : undefined));
    const session = new BlobUploadSession(file(2 * 64 * KiB), sasUrl, { createXhr: service.createXhr, sleep: noSleep, parallel: 1 }, 64 * KiB);
    await expect(session.stage(session.blocks)).rejects.toBeInstanceOf(UploadInterruptedError);
    // One attempt per pass, never retried within a pass.
    expect(service.putBlocks(blockId(0))).toBeLessThanOrEqual(3);
  });

  it('after a block fails every attempt, asks Get Block List and sends only the missing blocks', async () => {
    let blockTwoFailures = 0;
    const service = fakeBlobService((call) => {
      if (call.url.searchParams.get('blockid') === blockId(2) && blockTwoFailures < BLOCK_ATTEMPTS) {
        blockTwoFailures += 1;
        return 0;
      }
      return undefined;
    });
    const resumes: number[] = [];
    const session = new BlobUploadSession(file(5 * 64 * KiB), sasUrl, { createXhr: service.createXhr, sleep: noSleep, onResume: (n) => resumes.push(n) }, 64 * KiB);
    await session.stage(session.blocks);
    await session.commit({});
    expect(service.listCalls()).toBe(1);
    expect(resumes).toEqual([1]);
    expect(session.blocks.map((b) => service.putBlocks(b.id))).toEqual([1, 1, BLOCK_ATTEMPTS + 1, 1, 1]);
    expect(service.committed()).toBe(blockListXml(session.blocks));
  });

  it('a block whose answer was lost but which arrived is not sent again', async () => {
    // The service stages block 1, then the connection drops before the answer: Get Block List shows it there.
    let lost = 0;
    const flaky = fakeBlobService((call) => {
      if (call.url.searchParams.get('blockid') === blockId(1) && lost < BLOCK_ATTEMPTS) {
        lost += 1;
        flaky.staged.set(blockId(1), 64 * KiB);
        return 0;
      }
      return undefined;
    });
    const session = new BlobUploadSession(file(3 * 64 * KiB), sasUrl, { createXhr: flaky.createXhr, sleep: noSleep }, 64 * KiB);
    await session.stage(session.blocks);
    expect(flaky.listCalls()).toBe(1);
    expect(flaky.putBlocks(blockId(1))).toBe(BLOCK_ATTEMPTS);
  });

  it('gives up after its resume rounds; missing() later sends only the rest and the upload completes', async () => {
    let offline = true;
    const service = fakeBlobService((call) => (offline && call.url.searchParams.get('blockid') === blockId(3) ? 0 : undefined));
    const session = new BlobUploadSession(file(4 * 64 * KiB), sasUrl, { createXhr: service.createXhr, sleep: noSleep }, 64 * KiB);
    await expect(session.stage(session.blocks)).rejects.toBeInstanceOf(UploadInterruptedError);
    expect(service.staged.size).toBe(3);
    offline = false;
    const before = service.calls.length;
    await session.stage(await session.missing());
    await session.commit({});
    const after = service.calls.slice(before);
    expect(after.map((c) => `${c.method} ${c.url.searchParams.get('comp')}`)).toEqual(['GET blocklist', 'PUT block', 'PUT blocklist']);
    expect(after[1]!.url.searchParams.get('blockid')).toBe(blockId(3));
    expect(service.committed()).toBe(blockListXml(session.blocks));
  });
});

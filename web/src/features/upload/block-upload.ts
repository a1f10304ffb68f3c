import {
  addDocumentResponseSchema,
  fileExtensionOf,
  UPLOAD_BLOCK_BYTES,
  uploadSasResponseSchema,
  type AddDocumentRequest,
  type AddDocumentResponse,
  type UploadSasResponse,
} from '@expediente/contracts/documents/uploads';
import { apiFetch } from '../../lib/api-client';
import { Md5, toBase64 } from './md5';

/**
 * The browser's direct upload (decision 011; part 1 §4, §7): a SAS for one blob, Put Block of 4 MiB blocks over
 * plain XHR (upload progress events; no Storage SDK in the browser, ARCHITECTURE), 3 at a time, each retried with
 * backoff; after a network failure Get Block List tells which blocks already arrived and only the missing ones are
 * sent again; Put Block List commits them with the content type (and the MD5 with flag md5-upload); then the
 * document record is added.
 */

/** Blocks in flight at once: enough to fill the pipe without starving the page (and Azurite) of connections. */
export const PARALLEL_BLOCKS = 3;
/** Attempts per block within one pass (the first plus retries). */
export const BLOCK_ATTEMPTS = 3;
/** Passes over the missing blocks (each after a Get Block List) before giving up with UploadInterruptedError. */
export const RESUME_ROUNDS = 3;
/** Backoff before the n-th retry: 400 ms, 800 ms, 1.6 s… (a blip of the network or a throttled 503). */
export const backoffMs = (retry: number) => 400 * 2 ** retry;

export type Block = { index: number; id: string; start: number; end: number };

/** Block ids must all have the same length before base64 (Azure): 'block-000000', 'block-000001'… */
export function blockId(index: number): string {
  return btoa(`block-${String(index).padStart(6, '0')}`);
}

/** The file's blocks; an empty file still has one (empty) block so that the commit names something. */
export function splitBlocks(size: number, blockBytes = UPLOAD_BLOCK_BYTES): Block[] {
  const count = Math.max(1, Math.ceil(size / blockBytes));
  return Array.from({ length: count }, (_, index) => ({
    index,
    id: blockId(index),
    start: index * blockBytes,
    end: Math.min(size, (index + 1) * blockBytes),
  }));
}

/**
 * 0-100 from the bytes each block has sent so far. Floored, and 100 only when every byte is there, so a bar never
 * says done before the commit.
 */
export function progressPercent(sentPerBlock: ReadonlyMap<number, number>, totalBytes: number): number {
  if (totalBytes <= 0) return 100;
  let sent = 0;
  for (const bytes of sentPerBlock.values()) sent += bytes;
  return Math.max(0, Math.min(100, Math.floor((sent / totalBytes) * 100)));
}

/** The uncommitted blocks (name → size) of a Get Block List answer. */
export function parseUncommittedBlocks(xml: string): Map<string, number> {
  const section = /<UncommittedBlocks>([\s\S]*?)<\/UncommittedBlocks>/.exec(xml)?.[1] ?? '';
  const found = new Map<string, number>();
  for (const match of section.matchAll(/<Block>\s*<Name>([^<]*)<\/Name>\s*<Size>(\d+)<\/Size>\s*<\/Block>/g)) {
    found.set(match[1]!, Number(match[2]));
  }
  return found;
}

/** The blocks still to send: those not staged with their full size. */
export function missingBlocks(blocks: readonly Block[], staged: ReadonlyMap<string, number>): Block[] {
  return blocks.filter((block) => staged.get(block.id) !== block.end - block.start);
}

export function blockListXml(blocks: readonly Block[]): string {
  return `<?xml version="1.0" encoding="utf-8"?><BlockList>${blocks.map((b) => `<Latest>${b.id}</Latest>`).join('')}</BlockList>`;
}

/** What a content type is when the browser does not know one (xml and xls often come without). */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'text/xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export function contentTypeOf(file: { name: string; type: string }): string {
  return file.type || contentTypes[fileExtensionOf(file.name)] || 'application/octet-stream';
}

/** A failed request to Blob Storage: status 0 when no answer came (network). */
export class BlobRequestError extends Error {
  override readonly name = 'BlobRequestError';
  constructor(readonly status: number) {
    super(`Blob Storage answered ${status}`);
  }
}

/** Some blocks could not be sent: resume() (same SAS, Get Block List) may finish it later. */
export class UploadInterruptedError extends Error {
  override readonly name = 'UploadInterruptedError';
}

const retriable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export type XhrFactory = () => XMLHttpRequest;
export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

type XhrRequest = { method: 'GET' | 'PUT'; url: string; body?: Blob | string; headers?: Record<string, string>; onProgress?: (loaded: number) => void };

/** One XHR, resolved with the response text on 2xx, rejected with BlobRequestError otherwise. */
export function sendXhr(createXhr: XhrFactory, request: XhrRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    if (request.onProgress) {
      const report = request.onProgress;
      xhr.upload.onprogress = (event) => report(event.loaded);
    }
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve(xhr.responseText) : reject(new BlobRequestError(xhr.status)));
    xhr.onerror = () => reject(new BlobRequestError(0));
    xhr.ontimeout = () => reject(new BlobRequestError(0));
    xhr.onabort = () => reject(new BlobRequestError(0));
    xhr.send(request.body ?? null);
  });
}

export type BlobUploadOptions = {
  createXhr?: XhrFactory;
  sleep?: Sleep;
  parallel?: number;
  onProgress?: (percent: number) => void;
  /** Called for every Get Block List (tests and the e2e count them). */
  onResume?: (missing: number) => void;
};

/**
 * Sends a file's blocks to one blob through its SAS URL and commits them. Resumable: after a failure, missing()
 * asks Get Block List on the same SAS and only those blocks are sent again.
 */
export class BlobUploadSession {
  readonly blocks: Block[];
  private readonly sent = new Map<number, number>();
  private readonly createXhr: XhrFactory;
  private readonly sleep: Sleep;
  private readonly parallel: number;

  constructor(
    readonly file: Blob,
    readonly uploadUrl: string,
    private readonly options: BlobUploadOptions = {},
    blockBytes = UPLOAD_BLOCK_BYTES,
  ) {
    this.blocks = splitBlocks(file.size, blockBytes);
    this.createXhr = options.createXhr ?? (() => new XMLHttpRequest());
    this.sleep = options.sleep ?? realSleep;
    this.parallel = options.parallel ?? PARALLEL_BLOCKS;
  }

  private report() {
    this.options.onProgress?.(progressPercent(this.sent, this.file.size));
  }

  /** Get Block List on the same SAS: the blocks still missing; their progress drops back to 0. */
  async missing(): Promise<Block[]> {
    const xml = await this.withRetries(() => sendXhr(this.createXhr, { method: 'GET', url: `${this.uploadUrl}&comp=blocklist&blocklisttype=uncommitted` }));
    const missing = missingBlocks(this.blocks, parseUncommittedBlocks(xml));
    for (const block of this.blocks) this.sent.set(block.index, missing.includes(block) ? 0 : block.end - block.start);
    this.options.onResume?.(missing.length);
    this.report();
    return missing;
  }

  /** Sends the blocks, with resume rounds (Get Block List, then the missing ones) after failures. */
  async stage(first: Block[]): Promise<void> {
    let pending = first;
    for (let round = 0; pending.length > 0; round += 1) {
      const failed = await this.pass(pending);
      if (failed.length === 0) return;
      if (round + 1 >= RESUME_ROUNDS) throw new UploadInterruptedError('Upload interrupted');
      await this.sleep(backoffMs(BLOCK_ATTEMPTS + round));
      // A block whose answer was lost may have arrived all the same: the service's list is the truth.
      pending = await this.missing().catch(() => failed);
    }
  }

  /** One pass: up to `parallel` blocks at a time; answers the blocks that failed every attempt. */
  private async pass(blocks: Block[]): Promise<Block[]> {
    const queue = [...blocks];
    const failed: Block[] = [];
    const worker = async () => {
      for (let block = queue.shift(); block; block = queue.shift()) {
        try {
          await this.putBlock(block);
        } catch (error) {
          if (!(error instanceof BlobRequestError)) throw error;
          failed.push(block);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.parallel, blocks.length) }, worker));
    return failed.sort((a, b) => a.index - b.index);
  }

  private async putBlock(block: Block): Promise<void> {
    await this.withRetries(
      () =>
        sendXhr(this.createXhr, {
          method: 'PUT',
          url: `${this.uploadUrl}&comp=block&blockid=${encodeURIComponent(block.id)}`,
          body: this.file.slice(block.start, block.end),
          onProgress: (loaded) => {
            this.sent.set(block.index, Math.min(loaded, block.end - block.start));
            this.report();
          },
        }),
      () => {
        this.sent.set(block.index, 0);
        this.report();
      },
    );
    this.sent.set(block.index, block.end - block.start);
    this.report();
  }

  private async withRetries<T>(call: () => Promise<T>, onRetry?: () => void): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof BlobRequestError) || !retriable(error.status) || attempt >= BLOCK_ATTEMPTS) throw error;
        onRetry?.();
        await this.sleep(backoffMs(attempt - 1));
      }
    }
  }

  /** Put Block List: every block in order, with the blob's content type (and MD5) headers. */
  async commit(headers: Record<string, string>): Promise<void> {
    await this.withRetries(() => sendXhr(this.createXhr, { method: 'PUT', url: `${this.uploadUrl}&comp=blocklist`, body: blockListXml(this.blocks), headers }));
  }
}

/**
 * MD5 of a file in base64, hashed slice by slice (md5.ts: plain TypeScript, since the portal's CSP forbids the
 * WebAssembly that hash-wasm compiles). Yields between slices so the page stays responsive.
 */
export async function fileMd5(file: Blob, sliceBytes = UPLOAD_BLOCK_BYTES): Promise<string> {
  const md5 = new Md5();
  for (let offset = 0; offset < file.size; offset += sliceBytes) {
    md5.update(new Uint8Array(await file.slice(offset, offset + sliceBytes).arrayBuffer()));
  }
  return toBase64(md5.digest());
}

/** What the add call needs besides the file: the document's type, supplier, period, customer, slot, amendment. */
export type DocumentUploadTarget = {
  documentTypeCode: string;
  /** The supplier uploaded for; omitted for a Supplier's own organization. */
  companyPK?: string;
  fromDate?: string;
  customerPK?: string;
  slotId?: string;
  amendedDocument?: string;
};

export type DocumentUploadOptions = BlobUploadOptions & {
  /** Flag md5-upload: the MD5 goes to Put Block List and to the add call. */
  withMd5: boolean;
  /** Cancels only before the blocks start (part 1 §4: cancel is blocked while uploading). */
  signal?: AbortSignal;
  /** Called once the blocks start: from then on the upload cannot be cancelled. */
  onStarted?: () => void;
};

export async function requestUploadSas(file: File, target: DocumentUploadTarget, signal?: AbortSignal): Promise<UploadSasResponse> {
  return apiFetch('/api/documents/GetContainerSASToken', {
    method: 'POST',
    body: {
      documentTypeCode: target.documentTypeCode,
      fileName: file.name,
      size: file.size,
      contentType: contentTypeOf(file),
      ...(target.companyPK ? { companyPK: target.companyPK } : {}),
    },
    schema: uploadSasResponseSchema,
    signal,
  });
}

/** POST /api/documents/add, or /addpendingdocument for a pending slot (part 1 §7). */
export function addUploadedDocument(body: AddDocumentRequest, pending: boolean): Promise<AddDocumentResponse> {
  return apiFetch(pending ? '/api/documents/addpendingdocument' : '/api/documents/add', { method: 'POST', body, schema: addDocumentResponseSchema });
}

export function addDocumentBody(file: File, sas: UploadSasResponse, target: DocumentUploadTarget, md5: string | undefined): AddDocumentRequest {
  return {
    name: file.name,
    contentType: contentTypeOf(file),
    blobUrl: sas.blobUrl,
    length: file.size,
    documentTypeCode: target.documentTypeCode,
    relationships: target.customerPK ? [{ role: 'customer', PK: target.customerPK }] : [],
    ...(md5 ? { MD5: md5 } : {}),
    ...(target.companyPK ? { companyPK: target.companyPK } : {}),
    ...(target.fromDate ? { fromDate: target.fromDate } : {}),
    ...(target.slotId ? { slotId: target.slotId } : {}),
    ...(target.amendedDocument ? { amendedDocument: target.amendedDocument } : {}),
  };
}

/**
 * The whole upload of one document: SAS → blocks (resumed after network failures) → commit → add. Progress 0-99
 * while bytes travel, 100 once the document is stored. After an UploadInterruptedError, resume() continues on the
 * same SAS while it is valid (Get Block List, the missing blocks only), else starts over with a new one.
 */
export class DocumentUpload {
  private sas: UploadSasResponse | undefined;
  private session: BlobUploadSession | undefined;
  private md5: Promise<string> | undefined;

  constructor(
    readonly file: File,
    readonly target: DocumentUploadTarget,
    private readonly options: DocumentUploadOptions,
  ) {}

  async start(): Promise<AddDocumentResponse> {
    const { signal } = this.options;
    this.sas = await requestUploadSas(this.file, this.target, signal);
    if (signal?.aborted) throw new DOMException('Carga cancelada', 'AbortError');
    this.session = new BlobUploadSession(this.file, this.sas.uploadUrl, {
      ...this.options,
      onProgress: (percent) => this.options.onProgress?.(Math.min(99, percent)),
    });
    this.options.onStarted?.();
    // The hash runs while the blocks travel (50 MiB in ~0.2 s); Put Block List needs it at the end.
    this.md5 = this.options.withMd5 ? fileMd5(this.file) : undefined;
    this.md5?.catch(() => undefined);
    await this.session.stage(this.session.blocks);
    return this.finish();
  }

  async resume(): Promise<AddDocumentResponse> {
    const { sas, session } = this;
    // Two minutes of margin: the commit and the add must still fit in the SAS's life.
    if (!sas || !session || Date.parse(sas.expiresOn) - Date.now() < 120_000) return this.start();
    await session.stage(await session.missing());
    return this.finish();
  }

  private async finish(): Promise<AddDocumentResponse> {
    const sas = this.sas!;
    const md5 = await this.md5;
    const contentType = contentTypeOf(this.file);
    await this.session!.commit({ 'x-ms-blob-content-type': contentType, ...(md5 ? { 'x-ms-blob-content-md5': md5 } : {}) });
    const answer = await addUploadedDocument(addDocumentBody(this.file, sas, this.target, md5), Boolean(this.target.slotId));
    this.options.onProgress?.(100);
    return answer;
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Per-request context: the storage calls a request makes, counted by service so tests and benchmarks can
 * assert on them (answered in the x-storage-calls header). Repositories count through countStorageCall.
 */
export type StorageService = 'cosmos' | 'blob' | 'queue' | 'table' | 'mail';
export type RequestContext = { requestId: string; storageCalls: Record<StorageService, number>; memo?: Map<string, Promise<unknown>> };

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(requestId: string, fn: () => Promise<T>): Promise<T> {
  return storage.run({ requestId, storageCalls: { cosmos: 0, blob: 0, queue: 0, table: 0, mail: 0 } }, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function countStorageCall(service: StorageService, n = 1): void {
  const ctx = storage.getStore();
  if (ctx) ctx.storageCalls[service] += n;
}

/** "cosmos=2,table=1": only the services that were called. */
export function formatStorageCalls(calls: Record<StorageService, number>): string {
  const parts = Object.entries(calls)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${s}=${n}`);
  return parts.length ? parts.join(',') : 'none';
}

/**
 * The value of `load` computed once per request (e.g. the caller's feature flags, needed by the gate and again by
 * the handler). Outside a request it is computed every time: nothing is kept across requests.
 */
export function perRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ctx = storage.getStore();
  if (!ctx) return load();
  ctx.memo ??= new Map();
  let value = ctx.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    ctx.memo.set(key, value);
  }
  return value;
}

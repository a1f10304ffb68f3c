import { TABLE_ACTION_CHUNK, type StorageActionResponse } from '@expediente/contracts/metadata/extraction';

export type ChunkProgress = { chunk: number; chunks: number };

export type ChunksResult =
  | { ok: true; queued: number; skipped: string[]; sent: string[] }
  /** `sent`: the ids of the chunks that went before the failure. */
  | { ok: false; queued: number; skipped: string[]; sent: string[]; failedChunk: number; chunks: number; error: unknown };

/** The ids cut into the chunks the server takes (part 2 §9: 100 ids per request). */
export function chunksOf<T>(ids: readonly T[], size: number = TABLE_ACTION_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/**
 * Sends the ids a chunk at a time, one after another (the server queues each run; parallel requests would only
 * race for the same queue), reporting 'n of m' before each, and stops at the first failure so that the ids not
 * sent are known and can be sent again.
 */
export async function sendInChunks(
  ids: readonly string[],
  send: (chunk: string[]) => Promise<StorageActionResponse>,
  onProgress: (progress: ChunkProgress) => void,
): Promise<ChunksResult> {
  const chunks = chunksOf(ids);
  let queued = 0;
  const skipped: string[] = [];
  const sent: string[] = [];
  for (const [index, chunk] of chunks.entries()) {
    onProgress({ chunk: index + 1, chunks: chunks.length });
    try {
      const answer = await send(chunk);
      queued += answer.queued;
      skipped.push(...answer.skipped);
      sent.push(...chunk);
    } catch (error) {
      return { ok: false, queued, skipped, sent, failedChunk: index + 1, chunks: chunks.length, error };
    }
  }
  return { ok: true, queued, skipped, sent };
}

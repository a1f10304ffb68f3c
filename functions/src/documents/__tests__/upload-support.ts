import { expect } from 'vitest';
import { UPLOAD_BLOCK_BYTES } from '@expediente/contracts';

/** Put Block per 4 MiB and Put Block List, as the browser does (XHR there, fetch here); the MD5 header when given. */
export async function putBlocks(uploadUrl: string, data: Buffer, contentType: string, contentMd5?: string): Promise<void> {
  const ids: string[] = [];
  for (let offset = 0, n = 0; offset < data.length || n === 0; offset += UPLOAD_BLOCK_BYTES, n += 1) {
    const id = Buffer.from(`block-${String(n).padStart(6, '0')}`).toString('base64');
    ids.push(id);
    const res = await fetch(`${uploadUrl}&comp=block&blockid=${encodeURIComponent(id)}`, { method: 'PUT', body: data.subarray(offset, offset + UPLOAD_BLOCK_BYTES) });
    expect(res.status).toBe(201);
  }
  const list = `<?xml version="1.0" encoding="utf-8"?><BlockList>${ids.map((id) => `<Latest>${id}</Latest>`).join('')}</BlockList>`;
  const res = await fetch(`${uploadUrl}&comp=blocklist`, {
    method: 'PUT',
    headers: { 'x-ms-blob-content-type': contentType, ...(contentMd5 ? { 'x-ms-blob-content-md5': contentMd5 } : {}) },
    body: list,
  });
  expect(res.status).toBe(201);
}

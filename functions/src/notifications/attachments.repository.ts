import type { Readable } from 'node:stream';
import { blobInfo, putBlob, streamBlob } from '../platform/blobs';
import type { TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';

/**
 * Notification attachments: blobs `attachments/<tenantId>/notifications/<id>` with the content type checked at
 * upload, and who uploaded them and their name in the blob's metadata (names percent-encoded: metadata is ASCII).
 */
export type AttachmentInfo = { contentType: string; length: number; name: string; uploadedBy: string };

const blobPath = (id: string) => `notifications/${id}`;

function info(found: { contentType?: string; length?: number; metadata: Record<string, string> }): AttachmentInfo {
  let name = 'adjunto';
  try {
    name = decodeURIComponent(found.metadata.name ?? name);
  } catch {
    // keep the default
  }
  return { contentType: found.contentType ?? 'application/octet-stream', length: found.length ?? 0, name, uploadedBy: found.metadata.uploadedby ?? '' };
}

export class AttachmentsRepository {
  async put(scope: TenantScope, id: string, data: Buffer, contentType: string, meta: { name: string; uploadedBy: string }): Promise<void> {
    await putBlob(scope, blobContainers.attachments, blobPath(id), data, contentType, { name: encodeURIComponent(meta.name), uploadedby: meta.uploadedBy });
  }

  async info(scope: TenantScope, id: string): Promise<AttachmentInfo | undefined> {
    const found = await blobInfo(scope, blobContainers.attachments, blobPath(id));
    return found && info(found);
  }

  async open(scope: TenantScope, id: string): Promise<(AttachmentInfo & { stream: Readable }) | undefined> {
    const found = await streamBlob(scope, blobContainers.attachments, blobPath(id));
    return found && { ...info(found), stream: found.stream };
  }
}

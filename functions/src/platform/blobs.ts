import { BlobSASPermissions, generateBlobSASQueryParameters, StorageSharedKeyCredential, type BlobServiceClient } from '@azure/storage-blob';
import type { Readable } from 'node:stream';
import { getClients } from './clients';
import { countStorageCall } from './request-context';
import { blobContainers, type BlobContainerName } from './resources';
import type { TenantScope } from './cosmos';

/**
 * Blob Storage with tenant isolation built in: every blob lives under `<tenantId>/` in its container, and
 * every operation takes the scope. Upload SAS tokens are short-lived, write-only and for one blob: a user
 * delegation key in the cloud (managed identity), the account key locally.
 */

function blobName(scope: TenantScope, name: string): string {
  if (name.includes('..') || name.startsWith('/')) throw new Error('invalid blob name');
  return `${scope.tenantId}/${name}`;
}

function service(): BlobServiceClient {
  return getClients().blob;
}

/** Blob metadata: ASCII names and values (encode free text, e.g. with encodeURIComponent). */
export type BlobMetadata = Record<string, string>;

export async function putBlob(
  scope: TenantScope,
  container: BlobContainerName,
  name: string,
  data: Buffer | string,
  contentType: string,
  metadata?: BlobMetadata,
): Promise<{ url: string; etag: string }> {
  countStorageCall('blob');
  const client = service().getContainerClient(container).getBlockBlobClient(blobName(scope, name));
  const res = await client.upload(data, Buffer.byteLength(data), { blobHTTPHeaders: { blobContentType: contentType }, ...(metadata ? { metadata } : {}) });
  return { url: client.url, etag: String(res.etag) };
}

export async function getBlob(scope: TenantScope, container: BlobContainerName, name: string): Promise<Buffer | undefined> {
  countStorageCall('blob');
  try {
    return await service().getContainerClient(container).getBlockBlobClient(blobName(scope, name)).downloadToBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return undefined;
    throw err;
  }
}

export type BlobInfo = { contentType?: string; length?: number; metadata: BlobMetadata };

export async function streamBlob(scope: TenantScope, container: BlobContainerName, name: string): Promise<({ stream: Readable } & BlobInfo) | undefined> {
  countStorageCall('blob');
  try {
    const res = await service().getContainerClient(container).getBlockBlobClient(blobName(scope, name)).download();
    return {
      stream: res.readableStreamBody as Readable,
      ...(res.contentType ? { contentType: res.contentType } : {}),
      ...(res.contentLength !== undefined ? { length: res.contentLength } : {}),
      metadata: res.metadata ?? {},
    };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return undefined;
    throw err;
  }
}

/** Content type, length and metadata of a blob of the scope's tenant, without its content; undefined if missing. */
export async function blobInfo(scope: TenantScope, container: BlobContainerName, name: string): Promise<BlobInfo | undefined> {
  countStorageCall('blob');
  try {
    const res = await service().getContainerClient(container).getBlockBlobClient(blobName(scope, name)).getProperties();
    return {
      ...(res.contentType ? { contentType: res.contentType } : {}),
      ...(res.contentLength !== undefined ? { length: res.contentLength } : {}),
      metadata: res.metadata ?? {},
    };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return undefined;
    throw err;
  }
}

export async function deleteBlob(scope: TenantScope, container: BlobContainerName, name: string): Promise<void> {
  countStorageCall('blob');
  await service().getContainerClient(container).getBlockBlobClient(blobName(scope, name)).deleteIfExists();
}

/** A SAS URL that can only create/write this one blob, valid for `minutes`. */
export async function uploadSasUrl(scope: TenantScope, container: BlobContainerName, name: string, minutes = 15): Promise<{ url: string; expiresOn: Date }> {
  const svc = service();
  const fullName = blobName(scope, name);
  const startsOn = new Date(Date.now() - 60_000);
  const expiresOn = new Date(Date.now() + minutes * 60_000);
  const permissions = BlobSASPermissions.parse('cw');
  const credential = svc.credential;
  let sas: string;
  if (credential instanceof StorageSharedKeyCredential) {
    sas = generateBlobSASQueryParameters({ containerName: container, blobName: fullName, permissions, startsOn, expiresOn }, credential).toString();
  } else {
    countStorageCall('blob');
    const key = await svc.getUserDelegationKey(startsOn, expiresOn);
    sas = generateBlobSASQueryParameters({ containerName: container, blobName: fullName, permissions, startsOn, expiresOn }, key, svc.accountName).toString();
  }
  return { url: `${svc.getContainerClient(container).getBlockBlobClient(fullName).url}?${sas}`, expiresOn };
}

export async function ensureBlobContainers(): Promise<void> {
  for (const name of Object.values(blobContainers)) await service().getContainerClient(name).createIfNotExists();
}

export async function pingBlob(): Promise<void> {
  countStorageCall('blob');
  await service().getContainerClient(blobContainers.documents).getProperties();
}

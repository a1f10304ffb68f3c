import { BlobSASPermissions, generateBlobSASQueryParameters, SASProtocol, StorageSharedKeyCredential, type BlobServiceClient } from '@azure/storage-blob';
import { createHash } from 'node:crypto';
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

export type SingleBlobSas = { url: string; blobUrl: string; token: string; accountName: string; expiresOn: Date };

/**
 * A SAS for one blob of the scope's tenant, for the browser's direct upload: create and write, plus read when
 * `read` (Get Block List, to resume an interrupted upload, needs it on Azurite). HTTPS-only when the endpoint is
 * HTTPS (the cloud); the local endpoint is plain http. Neither another blob nor the container's list is reachable.
 */
export async function singleBlobUploadSas(
  scope: TenantScope,
  container: BlobContainerName,
  name: string,
  options: { minutes: number; read: boolean },
): Promise<SingleBlobSas> {
  const svc = service();
  const fullName = blobName(scope, name);
  const startsOn = new Date(Date.now() - 60_000);
  const expiresOn = new Date(Date.now() + options.minutes * 60_000);
  const permissions = BlobSASPermissions.parse(options.read ? 'rcw' : 'cw');
  const blobUrl = svc.getContainerClient(container).getBlockBlobClient(fullName).url;
  const protocol = blobUrl.startsWith('https:') ? SASProtocol.Https : SASProtocol.HttpsAndHttp;
  const values = { containerName: container, blobName: fullName, permissions, startsOn, expiresOn, protocol };
  const credential = svc.credential;
  let token: string;
  if (credential instanceof StorageSharedKeyCredential) {
    token = generateBlobSASQueryParameters(values, credential).toString();
  } else {
    countStorageCall('blob');
    const key = await svc.getUserDelegationKey(startsOn, expiresOn);
    token = generateBlobSASQueryParameters(values, key, svc.accountName).toString();
  }
  return { url: `${blobUrl}?${token}`, blobUrl, token, accountName: svc.accountName, expiresOn };
}

/**
 * A read-only SAS for one blob of the scope's tenant (a document download or the viewer): `r` and nothing else,
 * valid `minutes`, with the Content-Disposition and Content-Type the blob service answers with (rscd, rsct), so
 * the browser names the file and shows or saves it as asked. HTTPS-only when the endpoint is HTTPS.
 */
export async function singleBlobReadSas(
  scope: TenantScope,
  container: BlobContainerName,
  name: string,
  options: { minutes: number; contentDisposition: string; contentType: string },
): Promise<{ url: string; expiresOn: Date }> {
  const svc = service();
  const fullName = blobName(scope, name);
  const startsOn = new Date(Date.now() - 60_000);
  const expiresOn = new Date(Date.now() + options.minutes * 60_000);
  const blobUrl = svc.getContainerClient(container).getBlockBlobClient(fullName).url;
  const protocol = blobUrl.startsWith('https:') ? SASProtocol.Https : SASProtocol.HttpsAndHttp;
  const values = {
    containerName: container,
    blobName: fullName,
    permissions: BlobSASPermissions.parse('r'),
    startsOn,
    expiresOn,
    protocol,
    contentDisposition: options.contentDisposition,
    contentType: options.contentType,
  };
  const credential = svc.credential;
  let token: string;
  if (credential instanceof StorageSharedKeyCredential) {
    token = generateBlobSASQueryParameters(values, credential).toString();
  } else {
    countStorageCall('blob');
    const key = await svc.getUserDelegationKey(startsOn, expiresOn);
    token = generateBlobSASQueryParameters(values, key, svc.accountName).toString();
  }
  return { url: `${blobUrl}?${token}`, expiresOn };
}

/**
 * The blob name inside `container` that a URL of this account points at (its query ignored), tenant prefix
 * included; undefined for a URL of another account, container or host.
 */
export function blobNameFromUrl(container: BlobContainerName, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const base = new URL(service().getContainerClient(container).url);
  if (parsed.origin !== base.origin) return undefined;
  const prefix = `${base.pathname.replace(/\/$/, '')}/`;
  if (!parsed.pathname.startsWith(prefix)) return undefined;
  try {
    const name = decodeURIComponent(parsed.pathname.slice(prefix.length));
    return name && !name.includes('..') ? name : undefined;
  } catch {
    return undefined;
  }
}

export type BlobDigest = { length: number; md5: string; committedMd5?: string; contentType?: string; head: Buffer };

/**
 * Reads a blob of the scope's tenant once, whole, as a stream: its length, the MD5 of its bytes (base64), the
 * Content-MD5 its writer committed, and its first `headBytes` bytes. undefined when it does not exist.
 */
export async function blobDigest(scope: TenantScope, container: BlobContainerName, name: string, headBytes = 1024): Promise<BlobDigest | undefined> {
  countStorageCall('blob');
  let res;
  try {
    res = await service().getContainerClient(container).getBlockBlobClient(blobName(scope, name)).download();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return undefined;
    throw err;
  }
  const hash = createHash('md5');
  const head: Buffer[] = [];
  let headLength = 0;
  let length = 0;
  for await (const chunk of res.readableStreamBody as Readable) {
    const buf = chunk as Buffer;
    hash.update(buf);
    length += buf.length;
    if (headLength < headBytes) {
      head.push(buf.subarray(0, headBytes - headLength));
      headLength += Math.min(buf.length, headBytes - headLength);
    }
  }
  return {
    length,
    md5: hash.digest('base64'),
    ...(res.contentMD5 ? { committedMd5: Buffer.from(res.contentMD5).toString('base64') } : {}),
    ...(res.contentType ? { contentType: res.contentType } : {}),
    head: Buffer.concat(head),
  };
}

export async function ensureBlobContainers(): Promise<void> {
  for (const name of Object.values(blobContainers)) await service().getContainerClient(name).createIfNotExists();
}

export async function pingBlob(): Promise<void> {
  countStorageCall('blob');
  await service().getContainerClient(blobContainers.documents).getProperties();
}

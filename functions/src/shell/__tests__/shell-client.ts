import { csrfHeader } from '@expediente/contracts';
import { TenantsRepository } from '../../admin/tenants.repository';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';

/** Test files: a tiny PNG, a PDF, and a Windows executable (the "renamed .exe" of the attachment rules). */
export const samples = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510, 0x90)]),
};

/** A call with a binary body (ApiClient sends JSON), with the client's cookies, address and the CSRF header. */
export async function rawCall(client: ApiClient, method: string, path: string, body: Buffer | undefined, contentType: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': client.ip, [csrfHeader.name]: csrfHeader.value, 'content-type': contentType };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const res = await fetch(`${client.base}${path}`, { method, headers, ...(body ? { body } : {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, bytes, body: json as any };
}

export const uploadAttachment = (client: ApiClient, data: Buffer, contentType: string, name = 'aviso.pdf') =>
  rawCall(client, 'POST', `/api/notifications/attachments?name=${encodeURIComponent(name)}`, data, contentType);

/** Signs several users in at once; the clients in the order of the e-mails. */
export function signedInAll<const T extends readonly string[]>(base: string, emails: T): Promise<{ -readonly [K in keyof T]: ApiClient }> {
  return Promise.all(emails.map((e) => signedIn(base, e))) as Promise<{ -readonly [K in keyof T]: ApiClient }>;
}

/** A tenant's flags switched for one block of a test, then put back as they were (Demo Corporativo by default). */
export async function withFlags<T>(flags: Record<string, boolean>, fn: () => Promise<T>, tenantId = 'demo-corporativo'): Promise<T> {
  const tenants = new TenantsRepository();
  const before = (await tenants.read(tenantId))!;
  await tenants.save({ ...before, features: { ...before.features, ...flags } });
  try {
    return await fn();
  } finally {
    const after = (await tenants.read(tenantId))!;
    await tenants.save({ ...after, features: before.features ?? {} });
  }
}

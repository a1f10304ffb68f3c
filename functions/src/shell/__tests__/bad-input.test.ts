import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentTypeMessage } from '@expediente/contracts';
import { TenantsRepository } from '../../admin/tenants.repository';
import { UsersRepository } from '../../auth/users.repository';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { rawCall } from './shell-client';

/**
 * Every endpoint of the shell issue (features, notifications, agreements, Mi cuenta) against hostile input: a 400
 * with Spanish field errors, never a 500, and nothing written.
 */

const me = userId('developer@demo.expediente.mx');
// The agreements are the suppliers' (part 1 §6): their calls are made as a supplier.
const supplierId = userId('proveedor@demo.expediente.mx');
const hostileText = "\u0000\u0007\u001b[31m\u202eñ😀\ud800 '; DROP TABLE c; -- <script>alert(1)</script> ${7*7} {{7*7}}";
const each = (fields: string[], value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));

/** [case, raw JSON body] — none passes the contracts. */
const bodies = (fields: string[]): [string, string][] => [
  ['missing fields', '{}'],
  ['an array', '[]'],
  ['a string', '"texto"'],
  ['null', 'null'],
  ['malformed JSON', '{"a":'],
  ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['numbers', JSON.stringify(each(fields, 12345))],
  ['operator objects', JSON.stringify(each(fields, { $ne: null }))],
  ['1 MB of text', JSON.stringify(each(fields, 'A'.repeat(Math.floor(1_000_000 / fields.length))))],
  ['control characters, unicode and injection strings', JSON.stringify(each(fields, hostileText))],
];

const bodyEndpoints: { method: string; path: string; fields: string[]; asSupplier?: true }[] = [
  { method: 'POST', path: '/api/admin/features/manage', fields: ['Feature', 'Status', 'Role', 'Description'] },
  { method: 'POST', path: '/api/notifications/add', fields: ['type', 'entityPublicKey', 'title', 'content', 'createdBy', 'attachedDocumentPk'] },
  { method: 'PUT', path: '/api/notifications/update-status', fields: ['entityPublicKey', 'notificationId', 'Status'] },
  { method: 'POST', path: '/api/documents/agr-1/sign', fields: ['AgreementType', 'answers', 'comment'], asSupplier: true },
  { method: 'PUT', path: '/api/account/profile', fields: ['firstName', 'lastName1', 'lastName2'] },
  { method: 'POST', path: '/api/account/password', fields: ['currentPassword', 'password', 'confirmPassword'] },
];

const queryCases: [name: string, path: string, asSupplier?: true][] = [
  ...[
    'status=leidas',
    'status=unread&status=read',
    'type=document:unknown',
    'orderBy=sideways',
    'pageIndex=0',
    'pageIndex=abc',
    'pageIndex=10001',
    'pageIndex=1.5',
    'pageSize=7',
    'pageSize=1000000',
    'fromDate=2025-13-45',
    'toDate=ayer',
    'fromDate=2025-03-10&toDate=2025-03-01',
    'continuationToken=***',
    `continuationToken=${'A'.repeat(600)}`,
    `continuationToken=${Buffer.from('d2025-01-01|../../x').toString('base64url')}`,
  ].map((q): [string, string] => [q, `/api/notifications/${me}?${q}`]),
  ['userPK with dots', '/api/notifications/usr.developer'],
  ['userPK too long', `/api/notifications/${'x'.repeat(150)}`],
  ['count status', `/api/notifications-status/${me}?status=todas`],
  ['types userPK', '/api/notifications-type/%F0%9F%98%80'],
  ['attachment id', '/api/notifications/attachments/att.1'],
  ['agreement set missing', '/api/documents/agreement', true],
  ['agreement set unknown', '/api/documents/agreement?documentTypeSet=contrato', true],
];

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let supplier: ApiClient;
beforeAll(async () => {
  host = await startTestHost();
  developer = await signedIn(host.url, 'developer@demo.expediente.mx');
  supplier = await signedIn(host.url, 'proveedor@demo.expediente.mx');
});
afterAll(async () => {
  await host?.cleanup();
});

describe('bad input on every shell endpoint', () => {
  for (const endpoint of bodyEndpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const users = new UsersRepository();
      const tenants = new TenantsRepository();
      const [caller, who] = endpoint.asSupplier ? [supplier, supplierId] : [developer, me];
      const [userBefore, tenantBefore] = [await users.read({ tenantId: 'demo-corporativo' }, who), await tenants.read('demo-corporativo')];
      for (const [name, raw] of bodies(endpoint.fields)) {
        const res = await caller.call(endpoint.method, endpoint.path, { raw });
        expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
        expect(res.body.message, name).toMatch(/[a-záéíóúñ]{3}/i);
        expect(Object.keys(res.body.errors ?? {}).length, name).toBeGreaterThan(0);
      }
      expect((await users.read({ tenantId: 'demo-corporativo' }, who))!._etag).toBe(userBefore!._etag);
      expect((await tenants.read('demo-corporativo'))!._etag).toBe(tenantBefore!._etag);
      expect((await caller.get('/api/userinfo')).status).toBe(200);
    });
  }

  it('query strings and route parameters', async () => {
    for (const [name, path, asSupplier] of queryCases) {
      const res = await (asSupplier ? supplier : developer).get(path);
      expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it('attachment uploads without a usable type, a JSON body, or a bad name', async () => {
    for (const [name, type, body, path] of [
      ['no content type', '', Buffer.from('%PDF-1.4'), '/api/notifications/attachments'],
      ['JSON body', 'application/json', Buffer.from('{"a":1}'), '/api/notifications/attachments'],
      ['multipart', 'multipart/form-data; boundary=x', Buffer.from('--x\r\n\r\n%PDF-1.4\r\n--x--'), '/api/notifications/attachments'],
      ['name with control characters', 'application/pdf', Buffer.from('%PDF-1.4'), '/api/notifications/attachments?name=%00a.pdf'],
      ['name too long', 'application/pdf', Buffer.from('%PDF-1.4'), `/api/notifications/attachments?name=${'a'.repeat(300)}`],
    ] as const) {
      const res = await rawCall(developer, 'POST', path, body, type);
      expect(res.status, name).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).length, name).toBeGreaterThan(0);
      if (name !== 'name with control characters' && name !== 'name too long') expect(res.body.message, name).toBe(attachmentTypeMessage);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD } from '../../local/seed';
import { SessionsRepository } from '../sessions.repository';
import { UsersRepository } from '../users.repository';
import { ApiClient, signedIn } from './api-client';

/**
 * Every identity endpoint against hostile input: a 400 with Spanish field errors, never a 500, and nothing
 * written. Well-shaped hostile values (free text where any text is allowed) get the endpoint's ordinary answer.
 */

type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  fields: string[];
  signedIn?: boolean;
  /** Answers for inputs that pass the contract (e.g. any text is a possible sign-in name). */
  wellShaped?: number;
};

const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/login', fields: ['email', 'password'], wellShaped: 401 },
  { method: 'POST', path: '/api/login-2fa', fields: ['token', 'rememberClient'] },
  { method: 'POST', path: '/api/forgotPassword', fields: ['email'] },
  { method: 'POST', path: '/api/resetpassword', fields: ['email', 'password', 'confirmPassword', 'code'] },
  { method: 'POST', path: '/api/redeem-invite', fields: ['email', 'password', 'confirmPassword', 'token'] },
  { method: 'POST', path: '/api/account/two-factor/confirm', fields: ['token'], signedIn: true },
  { method: 'POST', path: '/api/account/two-factor/disable', fields: ['password'], signedIn: true, wellShaped: 400 },
  { method: 'POST', path: '/api/invite/reset-token', fields: ['token'], signedIn: true },
  { method: 'POST', path: '/api/changepassword', fields: ['email', 'password', 'confirmPassword'], signedIn: true },
];

const each = (fields: string[], value: (field: string) => unknown) => Object.fromEntries(fields.map((f) => [f, value(f)]));
const hostileText = "\u0000\u0007\u001b[31m\u202eñ😀\ud800 '; DROP TABLE c; -- <script>alert(1)</script> ${7*7} {{7*7}} ../../etc/passwd";

/** [case, raw JSON body, passes the contract's shape?] */
const cases = (fields: string[]): [string, string, boolean][] => [
  ['missing fields', '{}', false],
  ['an array', '[]', false],
  ['a string', '"texto"', false],
  ['null', 'null', false],
  ['malformed JSON', '{"a":', false],
  ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', false],
  ['numbers', JSON.stringify(each(fields, () => 12345)), false],
  ['operator objects', JSON.stringify(each(fields, () => ({ $ne: null }))), false],
  ['1 MB of text', JSON.stringify(each(fields, () => 'A'.repeat(Math.floor(1_000_000 / fields.length)))), false],
  ['control characters, unicode and injection strings', JSON.stringify(each(fields, (f) => (f === 'rememberClient' ? 'sí' : hostileText))), true],
];

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
beforeAll(async () => {
  host = await startTestHost();
  admin = await signedIn(host.url, 'admin@demo.expediente.mx');
});
afterAll(async () => {
  await host?.cleanup();
});

describe('bad input on every identity endpoint', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const users = new UsersRepository();
      const before = await users.findByEmail('admin@demo.expediente.mx');
      for (const [name, raw, wellShaped] of cases(endpoint.fields)) {
        const client = endpoint.signedIn ? admin : new ApiClient(host.url);
        const res = await client.call(endpoint.method, endpoint.path, { raw });
        const expected = wellShaped && endpoint.wellShaped ? endpoint.wellShaped : 400;
        expect(res.status, `${name}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(expected);
        expect(res.body.message, name).toMatch(/[a-záéíóúñ]{3}/i);
        expect(Object.keys(res.body.errors ?? {}).length, name).toBeGreaterThan(0);
        if (endpoint.path === '/api/login') expect(['Email', 'Password', 'other']).toEqual(expect.arrayContaining(Object.keys(res.body.errors)));
        expect(res.setCookies, name).toEqual([]);
      }
      // Nothing half-written: the signed-in administrator is untouched (ETag) and still signed in.
      expect((await users.findByEmail('admin@demo.expediente.mx'))!._etag).toBe(before!._etag);
      expect(await new SessionsRepository().read(admin.sessionId()!)).toBeDefined();
    });
  }

  it('GET /api/invite/info/{id} refuses ids that are not ids', async () => {
    for (const id of ['%00', "'%20OR%201%3D1", 'x'.repeat(300), '%F0%9F%98%80', '%3Cscript%3E', 'a%2Fb']) {
      const res = await admin.get(`/api/invite/info/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.errors.id, id).toEqual(['El identificador no es válido.']);
    }
  });

  it('ignores a bad returnUrl (falls back to /) and bodies sent to calls that take none', async () => {
    const client = new ApiClient(host.url);
    for (const q of ['?returnUrl=%2F%2Fevil.example', '?returnUrl=javascript%3Aalert(1)', '?returnUrl=%2Fa&returnUrl=%2Fb', `?returnUrl=%2F${'a'.repeat(5000)}`]) {
      expect((await client.login('admin@demo.expediente.mx', DEMO_PASSWORD, q)).status, q).toBe(200);
    }
    expect((await admin.call('POST', '/api/account/two-factor/setup', { raw: hostileText })).status).toBe(200);
  });
});

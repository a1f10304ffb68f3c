import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { ContactsRepository } from '../contacts.repository';

/**
 * Fuzz of the directory's contracts (issue 12): random queries, ids and bodies — wrong types, unknown keys, huge and
 * odd Unicode strings, JSON that is not an object, bytes that are not JSON — sent to every call of the directory,
 * onboarding and registration by a signed-in administrator (so they reach the parsing) or anonymously for the public
 * ones. Nothing answers 5xx; a 400 carries field errors in Spanish; and as long as no call succeeded, the tenant's
 * directory is exactly as it was (nothing half-written).
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const runs = 60;

beforeAll(async () => {
  host = await startTestHost();
  [admin] = await signedInAll(host.url, ['admin@demo.expediente.mx']);
});
afterAll(async () => {
  await host?.cleanup();
});

/** The field names the directory's payloads use (part 2 §3, §7), plus some that none does. */
const keys = [
  'type', 'search', 'pageIndex', 'pageSize', 'continuationToken', 'role', 'firstName', 'lastName', 'lastName2', 'email', 'phone',
  'organizationPublicKey', 'employeeNumber', 'fullName', 'rfc', 'emailAddress', 'phoneNumber', 'supplierId', 'addUCustomerRelationship',
  'customerOrganizationPK', 'identifiers', 'useExisting', 'UserPublicKey', 'CustomerPublicKey', 'SupplierName', 'SupplierRfc',
  'SupplierNumber', 'SupplierPhone', 'SupplierEmail', 'ContactFirstName', 'ContactLastName', 'ContactEmail', 'Password', 'ConfirmPassword',
  'Token', 'displayName', 'personTitle', 'lastName1', 'jobtitle', 'company', 'status', 'isOrganization', 'contactPublicKey', 'ordinal',
  'locationName', 'address1', 'address2', 'city', 'state', 'zipCode', 'country', 'entityPublicKey', 'key', 'name', 'value',
  'previousValue', 'isMeta', 'ownerPublicKey', 'contactType', 'logicalKey', 'etag', '__proto__', 'constructor', 'x',
];
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', 'XAXX010101000', 'ABC991332XY1', 'a@b.c', '<script>alert(1)</script>', "'; DROP TABLE c;--", 'null', '0', '-1', '1e309', 'Ñandú&Cía'),
  fc.string({ minLength: 300, maxLength: 5000 }),
);
const value = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }));
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 12 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const query = fc.dictionary(fc.constantFrom(...keys.slice(0, 6), 'x'), oddText, { maxKeys: 6 });
const pathSegment = oddText.map((s) => encodeURIComponent(s) || '%20');

const englishDefault = /\b(Invalid|Expected|Required|received|must be|Unrecognized)\b/;

type Outcome = { status: number; body: unknown };
let succeeded = 0;
let refused = 0;

/** The properties every answer must have. */
function check(where: string, answer: Outcome) {
  expect(answer.status, `${where} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 200 && answer.status < 300) succeeded += 1;
  if (answer.status !== 400) return;
  refused += 1;
  const errors = (answer.body as { errors?: Record<string, string[]>; message?: string }).errors ?? {};
  const texts = [(answer.body as { message?: string }).message ?? '', ...Object.values(errors).flat()];
  for (const text of texts) expect(text, `${where}: ${text}`).not.toMatch(englishDefault);
}

const calls = [
  ['POST', '/api/contacts/invite'],
  ['POST', '/api/invite'],
  ['POST', '/api/suppliers/organizations/add'],
  ['POST', '/api/suppliers/invite'],
  ['POST', '/api/contacts/add'],
  ['POST', '/api/identifiers/add'],
  ['PUT', '/api/identifiers/update'],
  ['POST', '/api/contacts/sup-limpieza-bajio/general-info/update'],
  ['POST', '/api/contacts/sup-limpieza-bajio/status/update'],
  ['POST', '/api/contacts/sup-limpieza-bajio/emails/add'],
  ['POST', '/api/contacts/sup-limpieza-bajio/emails/update'],
  ['POST', '/api/contacts/sup-limpieza-bajio/emails/delete'],
  ['POST', '/api/contacts/sup-limpieza-bajio/phones'],
  ['PUT', '/api/contacts/sup-limpieza-bajio/phones'],
  ['DELETE', '/api/contacts/sup-limpieza-bajio/phones'],
  ['POST', '/api/contacts/sup-limpieza-bajio/addresses'],
  ['PUT', '/api/contacts/sup-limpieza-bajio/addresses'],
  ['DELETE', '/api/contacts/sup-limpieza-bajio/addresses'],
] as const;

describe('directory contracts under random input', () => {
  it('GET /api/contacts and /api/contacts/{id}: no 5xx, Spanish 400s', async () => {
    await fc.assert(
      fc.asyncProperty(query, pathSegment, async (q, id) => {
        const search = new URLSearchParams(q as Record<string, string>).toString();
        check(`GET /api/contacts?${search}`, await admin.get(`/api/contacts?${search}`));
        check(`GET /api/contacts/${id}`, await admin.get(`/api/contacts/${id}`));
      }),
      { numRuns: runs },
    );
  });

  it('every POST of onboarding and editing, with random bodies and with bytes that are not JSON', async () => {
    const before = (await new ContactsRepository().all(demo)).length;
    succeeded = 0;
    refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), body, fc.option(fc.string({ maxLength: 50 }), { nil: undefined }), async ([method, path], payload, raw) => {
        check(`${method} ${path}`, await admin.call(method, path, raw === undefined ? { body: payload } : { raw }));
      }),
      { numRuns: runs * 4 },
    );
    // The bodies reached the contracts (not only the doors): most answers are field errors.
    expect(refused).toBeGreaterThan(runs * 2);
    // Random bodies never make a valid add; if one ever did, the count check would not say anything about it.
    if (succeeded === 0) expect((await new ContactsRepository().all(demo)).length).toBe(before);
  });

  it('the public registration calls, anonymously', async () => {
    await fc.assert(
      fc.asyncProperty(body, pathSegment, async (payload, token) => {
        // A new address each time: the registration calls are throttled per address (a 429 is a fine answer too).
        const visitor = new ApiClient(host.url);
        check('POST /api/suppliers/redeem-invite', await visitor.post('/api/suppliers/redeem-invite', payload));
        check(`GET /api/suppliers/invite-info/${token}`, await visitor.get(`/api/suppliers/invite-info/${token}`));
      }),
      { numRuns: runs },
    );
  });
});

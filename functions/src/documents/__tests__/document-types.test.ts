import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueDocumentTypes,
  documentFieldCatalogue,
  documentFieldsResponseSchema,
  documentTypeMessages,
  documentTypeSetsResponseSchema,
  documentTypesResponseSchema,
} from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { DocumentTypesRepository } from '../document-types.repository';
import { documentTypes } from '../composition';

/**
 * Document types over HTTP (part 2 §3, §7): the sets, the types of a set in ordinal order with every field of
 * part 2 §3, the field definitions, per tenant (seeded from contracts' catalogue, a tenant's change stays its
 * own), an unknown set 404 and a bad one 400, for every signed-in role.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let customer: ApiClient;
let supplier: ApiClient;
let viewer: ApiClient;
let customer2: ApiClient;
const demo = { tenantId: 'demo-corporativo' };
const second = { tenantId: 'segundo-cliente' };
const repo = new DocumentTypesRepository();

beforeAll(async () => {
  host = await startTestHost();
  [customer, supplier, viewer, customer2] = await signedInAll(host.url, [
    'cliente@demo.expediente.mx',
    'proveedor@demo.expediente.mx',
    'visor@demo.expediente.mx',
    'cliente2@demo.expediente.mx',
  ]);
});
afterAll(async () => {
  await host?.cleanup();
});

describe('GET /api/document-type-sets', () => {
  it('lists the tenant sets with code_name, short_name and visible', async () => {
    const res = await supplier.get('/api/document-type-sets');
    expect(res.status).toBe(200);
    expect(documentTypeSetsResponseSchema.parse(res.body)).toEqual([
      { code_name: 'mxexpediente', short_name: 'Expediente México', visible: true },
      { code_name: 'auditonly', short_name: 'Solo auditoría', visible: false },
    ]);
    // Nothing of storage leaks into the answer.
    expect(Object.keys(res.body[0]).sort()).toEqual(['code_name', 'short_name', 'visible']);
  });

  it('needs a session', async () => {
    const res = await fetch(`${host.url}/api/document-type-sets`);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/documenttypeset/{set}/documenttypes', () => {
  it('answers the 24 mxexpediente types in ordinal order, as stored', async () => {
    const res = await viewer.get('/api/documenttypeset/mxexpediente/documenttypes');
    expect(res.status).toBe(200);
    const { documentTypes: types } = documentTypesResponseSchema.strict().parse(res.body);
    expect(types).toHaveLength(24);
    expect(types).toEqual(catalogueDocumentTypes());
    const stored = await repo.types(demo, 'mxexpediente');
    expect(stored.map((t) => t.codeName)).toEqual(types.map((t) => t.codeName));
    // Exactly the API fields: no pk, tenantId, sets or fields.
    expect(res.body.documentTypes[0]).not.toHaveProperty('tenantId');
    expect(res.body.documentTypes[0]).not.toHaveProperty('fields');
    expect(types.find((t) => t.codeName === 'mxicsoe')).toMatchObject({ periodCodeName: 'quarterly', periodDisplayName: 'Cuatrimestral', fileExtensions: 'pdf' });
  });

  it('answers the auditonly set, and reads the set code case-insensitively', async () => {
    const res = await customer.get('/api/documenttypeset/AuditOnly/documenttypes');
    expect(res.status).toBe(200);
    expect(res.body.documentTypes.map((t: { codeName: string }) => t.codeName)).toEqual(['mxrepse', 'mxcontratose']);
  });

  it('an unknown set is 404 with a Spanish message; a malformed one 400', async () => {
    const missing = await customer.get('/api/documenttypeset/noexiste/documenttypes');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(documentTypeMessages.setNotFound);
    const bad = await customer.get(`/api/documenttypeset/${encodeURIComponent('a b$')}/documenttypes`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.set).toEqual(['El catálogo de documentos no es válido.']);
  });

  it('each tenant has its own catalogue: a change in one is not seen by the other, and a reseed keeps it', async () => {
    const before = (await repo.readType(second, 'mxdc3'))!;
    await repo.replaceType(second, { ...before, shortName: 'Constancia DC-3 (Segundo)' });
    try {
      const theirs = await customer2.get('/api/documenttypeset/mxexpediente/documenttypes');
      const ours = await customer.get('/api/documenttypeset/mxexpediente/documenttypes');
      const dc3 = (r: typeof theirs) => r.body.documentTypes.find((t: { codeName: string }) => t.codeName === 'mxdc3').shortName;
      expect(dc3(theirs)).toBe('Constancia DC-3 (Segundo)');
      expect(dc3(ours)).toBe('DC-3');
      // Seeding again writes nothing and leaves the change.
      expect(await documentTypes.seedCatalogue(second)).toBe(0);
      expect((await repo.readType(second, 'mxdc3'))!.shortName).toBe('Constancia DC-3 (Segundo)');
    } finally {
      const now = (await repo.readType(second, 'mxdc3'))!;
      await repo.replaceType(second, { ...now, shortName: before.shortName });
    }
  });
});

describe('storage calls and bad input', () => {
  const cosmosCalls = (h: Headers) => Number(/cosmos=(\d+)/.exec(h.get('x-storage-calls') ?? '')?.[1] ?? NaN);

  it('the types of a set cost one point read, the catalogue being kept a minute; the sets list one query', async () => {
    const sets = await customer.get('/api/document-type-sets');
    await customer.get('/api/documenttypeset/mxexpediente/documenttypes');
    const types = await customer.get('/api/documenttypeset/mxexpediente/documenttypes');
    const fields = await customer.get('/api/documents/fields');
    // The same session checks in each; the sets list is one query, the set one point read, the types cached.
    expect(cosmosCalls(types.headers)).toBe(cosmosCalls(sets.headers));
    expect(cosmosCalls(fields.headers)).toBeLessThanOrEqual(cosmosCalls(sets.headers));
  });

  it('never answers 5xx to odd set codes', async () => {
    const odd = ['%00', '%27%20OR%201%3D1', 'a'.repeat(300), '..%2F..%2Fetc', '%F0%9F%98%80', '-', '_x', '0'];
    for (const code of odd) {
      const res = await customer.get(`/api/documenttypeset/${code}/documenttypes`);
      expect([400, 404], `${code}: ${res.status}`).toContain(res.status);
    }
    // Case and surrounding spaces do not matter.
    expect((await customer.get('/api/documenttypeset/MXEXPEDIENTE%20/documenttypes')).status).toBe(200);
  });
});

describe('GET /api/documents/fields', () => {
  it('answers the field definitions by type code, as the catalogue has them', async () => {
    const res = await supplier.get('/api/documents/fields');
    expect(res.status).toBe(200);
    const { documentFields } = documentFieldsResponseSchema.parse(res.body);
    expect(documentFields).toEqual(documentFieldCatalogue);
    expect(documentFields.mxopinion32d!.map((f) => f.key)).toEqual(['folio', 'rfc', 'nombre', 'sentido', 'fechaEmision']);
  });
});

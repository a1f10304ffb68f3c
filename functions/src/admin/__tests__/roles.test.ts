import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCatalog, permissionsByRole, roleLabels, roleMessages, roleResponseSchema, roles, rolesResponseSchema } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { signedInAll, withFlags } from '../../shell/__tests__/shell-client';

/**
 * Roles (part 2 §2.9, §3 Role, §7 GET /api/roles and /api/roles/?{query}): the permission model as the server
 * enforces it, each permission with its description and the flags it needs, each flag with its switch for the
 * role's users in the caller's tenant.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let developer: ApiClient;
let customer: ApiClient;

beforeAll(async () => {
  host = await startTestHost();
  [admin, developer, customer] = await signedInAll(host.url, ['admin@demo.expediente.mx', 'developer@demo.expediente.mx', 'cliente@demo.expediente.mx']);
}, 120_000);
afterAll(async () => {
  await host?.cleanup();
});

describe('GET /api/roles', () => {
  it('lists the seven roles with their Spanish names, descriptions and every permission of the model', async () => {
    const res = await admin.get('/api/roles');
    expect(res.status).toBe(200);
    const body = rolesResponseSchema.parse(res.body);
    expect(body.roles.map((r) => r.name)).toEqual([...roles]);
    for (const role of body.roles) {
      expect(role.displayName).toBe(roleLabels[role.name]);
      expect(role.description.length).toBeGreaterThan(10);
      expect(role.permissions.map((p) => p.name).sort()).toEqual([...new Set(permissionsByRole[role.name])].sort());
      for (const p of role.permissions) {
        expect(p.description).toBe(permissionCatalog[p.name as keyof typeof permissionCatalog].description);
        expect(p.features.map((f) => f.name)).toEqual([...permissionCatalog[p.name as keyof typeof permissionCatalog].features]);
      }
    }
    const supplier = body.roles.find((r) => r.name === 'Supplier')!;
    expect(supplier.permissions.find((p) => p.name === 'upload:documents:own')).toMatchObject({
      area: 'documents',
      areaDisplayName: 'Documentos',
      features: [{ name: 'upload-documents-view', description: "Pantalla y botón 'Cargar Documentos'.", enabled: true }],
    });
  });

  it('searches name, Spanish name and description without accents; a search over 100 characters is a 400 in Spanish', async () => {
    const byLabel = rolesResponseSchema.parse((await admin.get('/api/roles?search=PROVEEDOR')).body);
    expect(byLabel.roles.map((r) => r.name)).toContain('Supplier');
    // The spec writes the call /api/roles/?{query}: the trailing slash reaches the same list.
    const byName = rolesResponseSchema.parse((await admin.get('/api/roles/?search=viewer')).body);
    expect(byName.roles.map((r) => r.name)).toEqual(['Viewer']);
    const accents = rolesResponseSchema.parse((await admin.get('/api/roles?search=bitacora')).body);
    expect(accents.roles.map((r) => r.name)).toEqual(['Developer']);
    expect((await admin.get('/api/roles?search=zzzz')).body).toEqual({ roles: [] });
    const bad = await admin.get(`/api/roles?search=${'a'.repeat(101)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.search).toEqual(['La búsqueda admite hasta 100 caracteres.']);
  });

  it('is for administrators only (read:roles)', async () => {
    expect((await customer.get('/api/roles')).status).toBe(403);
    expect((await customer.get('/api/roles/Admin')).status).toBe(403);
    expect((await developer.get('/api/roles')).status).toBe(200);
  });
});

describe('GET /api/roles/{name}', () => {
  it("answers one role (any case) with each flag's switch in the tenant, following the tenant's setting", async () => {
    const read = async () => roleResponseSchema.parse((await admin.get('/api/roles/supplier')).body).role;
    const role = await read();
    expect(role.name).toBe('Supplier');
    const flag = (r: typeof role) => r.permissions.find((p) => p.name === 'delete:documents')!.features.find((f) => f.name === 'document-delete')!;
    expect(flag(role).enabled).toBe(true);
    await withFlags({ 'document-delete': false }, async () => {
      expect(flag(await read()).enabled).toBe(false);
    });
  });

  it('answers 404 in Spanish for an unknown role and 400 for a name that cannot be one', async () => {
    const missing = await admin.get('/api/roles/Guest');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(roleMessages.notFound);
    const bad = await admin.get('/api/roles/rol%201');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.name).toEqual(['El rol no es válido.']);
  });
});

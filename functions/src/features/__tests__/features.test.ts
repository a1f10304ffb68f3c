import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  featureCatalog,
  featureHistoryResponseSchema,
  featureMessages,
  featureRolesResponseSchema,
  featuresResponseSchema,
  manageFeatureResponseSchema,
  messages,
  roleLabels,
  roles,
  type ManageFeatureRequest,
  type Role,
} from '@expediente/contracts';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD, userId } from '../../local/seed';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import { hashPassword } from '../../auth/password';
import { UsersRepository } from '../../auth/users.repository';
import { EventLog } from '../../platform/events';

/**
 * Feature flags per tenant and per role: /api/admin/features reads and changes them, userinfo.features and every
 * endpoint gate follow on the very next request.
 */

let host: Awaited<ReturnType<typeof startTestHost>>;
let developer: ApiClient;
let admin: ApiClient;
let customer: ApiClient;
const customerId = userId('cliente@demo.expediente.mx');

beforeAll(async () => {
  host = await startTestHost();
  [developer, admin, customer] = await signedInAll(host.url, ['developer@demo.expediente.mx', 'admin@demo.expediente.mx', 'cliente@demo.expediente.mx']);
});
afterAll(async () => {
  await host?.cleanup();
});

const manage = async (body: Partial<ManageFeatureRequest>, client: ApiClient = developer) => client.post('/api/admin/features/manage', body);
const flags = async (client: ApiClient) => (await client.get('/api/userinfo')).body.features as Record<string, boolean>;
/** A user of Segundo Cliente (the seed has no administrator there), signed in. */
async function segundoUser(email: string, role: Role, firstName: string): Promise<ApiClient> {
  await new UsersRepository().upsert(
    { tenantId: 'segundo-cliente' },
    {
      id: userId(email),
      type: 'user',
      email,
      firstName,
      lastName1: 'Segundo',
      displayName: `${firstName} Segundo`,
      primaryRole: role,
      status: 'active',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      personContactId: `per-${userId(email)}`,
      companyId: 'org-segundo-cliente',
      createdAt: new Date().toISOString(),
    },
  );
  return signedIn(host.url, email);
}
const addNotification = (client: ApiClient) =>
  client.post('/api/notifications/add', { type: 'customer:members', entityPublicKey: 'org-corporativo-demo', title: 'Prueba', content: 'Contenido' });

describe('reading', () => {
  it('lists every flag of the catalogue with description, manageable mark and tenant switch', async () => {
    const res = await admin.get('/api/admin/features');
    expect(res.status).toBe(200);
    const { features } = featuresResponseSchema.strict().parse(res.body);
    expect(features.map((f) => f.featureName)).toEqual(Object.keys(featureCatalog));
    const blocking = features.find((f) => f.featureName === 'enable-status-blocking')!;
    expect(blocking).toEqual({ featureName: 'enable-status-blocking', description: featureCatalog['enable-status-blocking'].description, enabled: true, manageable: false });
    expect(features.find((f) => f.featureName === 'cx-ux-survey')!.enabled).toBe(false);
  });

  it('lists the seven roles, each with every flag as its users get it', async () => {
    const res = await admin.get('/api/admin/features/roles');
    expect(res.status).toBe(200);
    const body = featureRolesResponseSchema.parse(res.body);
    expect(body.roles.map((r) => r.roleId)).toEqual([...roles]);
    // The Spanish labels of contracts (Desarrollador, Administrador…), pinned in role-values.test.ts.
    for (const role of body.roles) expect(role.roleDisplayName).toBe(roleLabels[role.roleId]);
    expect(body.roles.find((r) => r.roleId === 'Developer')!.roleDisplayName).toBe('Desarrollador');
    for (const role of body.roles) expect(role.features).toHaveLength(Object.keys(featureCatalog).length);
  });

  it('lets Admin, Developer and Support read, only the Developer change', async () => {
    const support = await signedIn(host.url, 'soporte@demo.expediente.mx');
    expect((await support.get('/api/admin/features')).status).toBe(200);
    expect((await customer.get('/api/admin/features')).status).toBe(403);
    expect((await customer.get('/api/admin/features/roles')).status).toBe(403);
    for (const client of [admin, support, customer]) {
      const res = await manage({ Feature: 'infotips', Status: 1 }, client);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(messages.forbidden);
    }
    expect((await flags(customer)).infotips).toBe(true);
  });
});

describe('switching', () => {
  it('a tenant switch turns a flag off in userinfo and on its endpoints at the next request, and back on', async () => {
    const own = `/api/notifications/${customerId}`;
    expect((await customer.get(own)).status).toBe(200);
    const off = await manage({ Feature: 'notifications', Status: 1 });
    expect(off.status).toBe(200);
    expect(manageFeatureResponseSchema.parse(off.body)).toEqual({
      message: featureMessages.changed,
      feature: { featureName: 'notifications', description: featureCatalog.notifications.description, enabled: false, manageable: true },
    });
    expect((await flags(customer)).notifications).toBe(false);
    const refused = await customer.get(own);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'feature_disabled', message: messages.featureDisabled });
    expect((await customer.get(`/api/notifications-status/${customerId}?status=unread`)).status).toBe(403);
    expect((await addNotification(admin)).status).toBe(403);

    expect((await manage({ Feature: 'notifications', Status: 0 })).status).toBe(200);
    expect((await flags(customer)).notifications).toBe(true);
    expect((await customer.get(own)).status).toBe(200);
  });

  it('a role setting switches a flag for that role only; the first one relates the role and needs a description', async () => {
    const noDescription = await manage({ Feature: 'notifications-insert', Status: 1, Role: 'Customer' });
    expect(noDescription.status).toBe(400);
    expect(noDescription.body.errors.Description).toEqual(['Campo requerido']);

    const related = await manage({ Feature: 'notifications-insert', Status: 1, Role: 'Customer', Description: 'Los clientes no envían avisos' });
    expect(related.status).toBe(200);
    expect(related.body.message).toBe(featureMessages.related);
    expect(related.body.feature.enabled).toBe(false);
    expect((await flags(customer))['notifications-insert']).toBe(false);
    expect((await flags(admin))['notifications-insert']).toBe(true);
    expect((await addNotification(customer)).status).toBe(403);
    expect((await addNotification(admin)).status).toBe(202);
    const roleCard = featureRolesResponseSchema.parse((await developer.get('/api/admin/features/roles')).body).roles.find((r) => r.roleId === 'Customer')!;
    expect(roleCard.features.find((f) => f.featureName === 'notifications-insert')).toMatchObject({ enabled: false, related: true, description: 'Los clientes no envían avisos' });

    const back = await manage({ Feature: 'notifications-insert', Status: 0, Role: 'Customer' });
    expect(back.body.message).toBe(featureMessages.changed);
    expect((await flags(customer))['notifications-insert']).toBe(true);
    expect((await addNotification(customer)).status).toBe(202);
  });

  it('a role setting cannot switch on what the tenant has off', async () => {
    expect((await manage({ Feature: 'disputes', Status: 0, Role: 'Customer', Description: 'Aclaraciones para clientes' })).status).toBe(200);
    expect((await manage({ Feature: 'disputes', Status: 1 })).status).toBe(200);
    expect((await flags(customer)).disputes).toBe(false);
    expect((await manage({ Feature: 'disputes', Status: 0 })).status).toBe(200);
    expect((await flags(customer)).disputes).toBe(true);
  });

  it('refuses a per-role change of a flag that is not manageable (400, Spanish), but not its tenant switch', async () => {
    const res = await manage({ Feature: 'enable-status-blocking', Status: 1, Role: 'Supplier', Description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(featureMessages.notManageable);
    expect(res.body.errors.Role).toEqual([featureMessages.notManageable]);
    expect((await manage({ Feature: 'use-cuernavaca-logo', Status: 0 })).status).toBe(200);
    expect((await flags(customer))['use-cuernavaca-logo']).toBe(true);
  });

  it('answers 400 with field errors for unknown flags, statuses and roles', async () => {
    const res = await manage({ Feature: 'no-existe' as never, Status: 2 as never, Role: 'Jefe' as never });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['Feature', 'Role', 'Status']);
    expect(res.body.errors.Feature).toEqual(['Funcionalidad desconocida.']);
  });
});

describe('adding a feature for the whole tenant', () => {
  it("keeps the form's description for the tenant (GET /api/admin/features answers it) and only for that tenant", async () => {
    // Segundo Cliente has no administrator in the seed; one is needed to read its features.
    const otherAdmin = await segundoUser('admin-segundo@demo.expediente.mx', 'Admin', 'Andrea');
    const listed = async (client: ApiClient) => featuresResponseSchema.strict().parse((await client.get('/api/admin/features')).body).features.find((f) => f.featureName === 'cx-ux-survey')!;

    const description = 'Encuesta CX/UX para los proveedores del corporativo.';
    const added = await manage({ Feature: 'cx-ux-survey', Status: 1, Description: description });
    expect(added.status).toBe(200);
    expect(manageFeatureResponseSchema.parse(added.body)).toEqual({
      message: featureMessages.changed,
      feature: { featureName: 'cx-ux-survey', description, enabled: false, manageable: featureCatalog['cx-ux-survey'].manageable },
    });
    expect(await listed(admin)).toMatchObject({ description, enabled: false });
    // A later switch without a description keeps it.
    expect((await manage({ Feature: 'cx-ux-survey', Status: 1 })).status).toBe(200);
    expect((await listed(developer)).description).toBe(description);

    expect(await listed(otherAdmin)).toMatchObject({ description: featureCatalog['cx-ux-survey'].description });
  });
});

describe('history (GET /api/admin/features/history)', () => {
  const history = async (client: ApiClient, query = '') => client.get(`/api/admin/features/history${query}`);

  it('lists who changed which flag, old and new value, newest first, paged, from the event log', async () => {
    const developerName = (await new UsersRepository().read({ tenantId: 'demo-corporativo' }, userId('developer@demo.expediente.mx')))!.displayName;
    expect(developerName).toBe('Diego Herrera Luna');
    expect((await manage({ Feature: 'infotips', Status: 1 })).status).toBe(200);
    expect((await manage({ Feature: 'reviewer-legend', Status: 1, Role: 'Supplier', Description: 'Sin leyenda del revisor' })).status).toBe(200);
    expect((await manage({ Feature: 'infotips', Status: 0 })).status).toBe(200);

    const first = await history(admin, '?pageSize=2');
    expect(first.status).toBe(200);
    const page = featureHistoryResponseSchema.strict().parse(first.body);
    expect(page.changes.map(({ id: _id, at: _at, ...change }) => change)).toEqual([
      { featureName: 'infotips', previous: false, enabled: true, changedBy: developerName },
      { featureName: 'reviewer-legend', role: 'Supplier', roleDisplayName: 'Proveedor', previous: true, enabled: false, changedBy: developerName },
    ]);
    expect(page.changes[0]!.at > page.changes[1]!.at).toBe(true);
    expect(page.changes[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(page.continuationToken).toMatch(/^[A-Za-z0-9_-]+$/);

    const next = featureHistoryResponseSchema.parse((await history(admin, `?pageSize=2&continuationToken=${page.continuationToken}`)).body);
    expect(next.changes[0]).toMatchObject({ featureName: 'infotips', previous: true, enabled: false, changedBy: developerName });
    expect(next.changes[0]!.at <= page.changes[1]!.at).toBe(true);
    expect(next.changes.map((c) => c.id)).not.toContain(page.changes[0]!.id);

    // Stored in the day's log as well, with the old value and the name.
    const today = new Date().toISOString().slice(0, 10);
    const { items } = await new EventLog().list({ tenantId: 'demo-corporativo' }, today, { pageSize: 1 });
    expect(items[0]).toMatchObject({ type: 'features.changed', userId: userId('developer@demo.expediente.mx'), email: 'developer@demo.expediente.mx' });
    expect(JSON.parse(items[0]!.detail!)).toEqual({ feature: 'infotips', enabled: true, previous: false, name: developerName });
  });

  it('is read by Developer, Admin and Support, refused to the other roles', async () => {
    const support = await signedIn(host.url, 'soporte@demo.expediente.mx');
    for (const client of [developer, admin, support]) expect((await history(client)).status).toBe(200);
    const refused = await history(customer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.forbidden);
    expect((await history(await signedIn(host.url, 'proveedor@demo.expediente.mx'))).status).toBe(403);
  });

  it("shows each tenant only its own changes, even with another tenant's continuation token", async () => {
    const otherDeveloper = await segundoUser('developer-segundo@demo.expediente.mx', 'Developer', 'Daniel');
    expect((await otherDeveloper.post('/api/admin/features/manage', { Feature: 'cx-ux-survey', Status: 0 })).status).toBe(200);

    const own = featureHistoryResponseSchema.parse((await history(otherDeveloper, '?pageSize=100')).body);
    expect(own.changes).toHaveLength(1);
    expect(own.changes[0]).toMatchObject({ featureName: 'cx-ux-survey', previous: false, enabled: true, changedBy: 'Daniel Segundo' });

    const demo = featureHistoryResponseSchema.parse((await history(admin, '?pageSize=1')).body);
    expect(demo.changes.map((c) => c.changedBy)).not.toContain('Daniel Segundo');
    const borrowed = await history(otherDeveloper, `?pageSize=100&continuationToken=${demo.continuationToken}`);
    expect(borrowed.status).toBe(200);
    expect(featureHistoryResponseSchema.parse(borrowed.body).changes.map((c) => c.changedBy)).toEqual(['Daniel Segundo']);
  });

  it('answers 400 for a page size out of range or a token it did not give', async () => {
    const tooBig = await history(admin, '?pageSize=101');
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body.errors)).toEqual(['pageSize']);
    for (const token of ['no-es-un-token', Buffer.from('{"x":1}').toString('base64url'), 'a$b']) {
      const res = await history(admin, `?continuationToken=${encodeURIComponent(token)}`);
      expect(res.status).toBe(400);
      expect(res.body.errors.continuationToken).toEqual(['El token de continuación no es válido.']);
    }
  });
});

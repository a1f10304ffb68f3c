import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentTooLargeMessage,
  attachmentTypeMessage,
  listNotificationsResponseSchema,
  notificationMessages,
  notificationTypeLabels,
  notificationTypes,
  updateNotificationStatusResponseSchema,
} from '@expediente/contracts';
import { eventually, startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { demoNotificationId } from '../../local/seed-notifications';
import { enqueue } from '../../platform/queues';
import { queues } from '../../platform/resources';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import { rawCall, samples, signedInAll, uploadAttachment } from '../../shell/__tests__/shell-client';
import { notifications } from '../composition';
import { notificationSortKey, NotificationsRepository } from '../notifications.repository';
import type { FanoutMessage } from '../notifications.service';

/** Notifications end to end over HTTP: lists, counter, status changes, creation with fan-out, attachments. */

let host: Awaited<ReturnType<typeof startTestHost>>;
let admin: ApiClient;
let supplier: ApiClient;
let customer: ApiClient;
const supplierId = userId('proveedor@demo.expediente.mx');
const customerId = userId('cliente@demo.expediente.mx');
const demo = { tenantId: 'demo-corporativo' };

beforeAll(async () => {
  host = await startTestHost();
  [admin, supplier, customer] = await signedInAll(host.url, ['admin@demo.expediente.mx', 'proveedor@demo.expediente.mx', 'cliente@demo.expediente.mx']);
});
afterAll(async () => {
  await host?.cleanup();
});

const unread = async (client: ApiClient, id: string) => (await client.get(`/api/notifications-status/${id}?status=unread`)).body.totalCount as number;
const list = async (client: ApiClient, id: string, query = '') => {
  const res = await client.get(`/api/notifications/${id}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return listNotificationsResponseSchema.strict().parse(res.body);
};
const fanouts = () => host.triggers.counts().notificationFanout?.ok ?? 0;

describe('reading', () => {
  it('lists the seeded notifications: unread and read by default, archived only when asked, the warning for the carousel', async () => {
    const all = await list(supplier, supplierId);
    expect(all.totalCount).toBe(5);
    expect(all.notifications.map((n) => n.status)).not.toContain('deleted');
    const dates = all.notifications.map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list(supplier, supplierId, '?status=deleted')).notifications.map((n) => n.title)).toEqual(['Recordatorio: cierre de diciembre']);
    const warnings = await list(supplier, supplierId, '?status=unread&type=default:warning');
    expect(warnings.notifications).toHaveLength(1);
    expect(warnings.notifications[0]).toMatchObject({ type: 'default:warning', typeLabel: 'Aviso', readDate: null });
    const rejected = (await list(supplier, supplierId, '?type=document:rejected')).notifications[0]!;
    expect(rejected.metadata).toMatchObject({ companyPublicKey: 'sup-limpieza-bajio', documentTypeCodeName: 'opinion-cumplimiento-sat' });
    expect(await unread(supplier, supplierId)).toBe(3);
  });

  it('answers every type with its label', async () => {
    const res = await supplier.get(`/api/notifications-type/${supplierId}`);
    expect(res.status).toBe(200);
    expect(res.body.notifications).toEqual(notificationTypes.map((type) => ({ type, typeLabel: notificationTypeLabels[type] })));
  });

  it("answers 404 for another user's list, counter, types and notification, also across tenants", async () => {
    const other = await signedIn(host.url, 'cliente2@demo.expediente.mx');
    for (const client of [customer, other]) {
      expect((await client.get(`/api/notifications/${supplierId}`)).status).toBe(404);
      expect((await client.get(`/api/notifications-status/${supplierId}?status=unread`)).status).toBe(404);
      expect((await client.get(`/api/notifications-type/${supplierId}`)).status).toBe(404);
      const res = await client.call('PUT', '/api/notifications/update-status', {
        body: { entityPublicKey: supplierId, notificationId: demoNotificationId(supplierId, 'mantenimiento'), Status: 'read' },
      });
      expect(res.status).toBe(404);
    }
    // Its own key with someone else's notification id: not found either.
    const res = await customer.call('PUT', '/api/notifications/update-status', {
      body: { entityPublicKey: customerId, notificationId: demoNotificationId(supplierId, 'mantenimiento'), Status: 'read' },
    });
    expect(res.status).toBe(404);
  });

  it('pages by number and by continuation token alike, in both orders, with date filters and a total by COUNT', async () => {
    const soporte = await signedIn(host.url, 'soporte@demo.expediente.mx');
    const id = userId('soporte@demo.expediente.mx');
    const repository = new NotificationsRepository();
    const base = Date.parse('2025-03-01T12:00:00Z');
    for (let i = 0; i < 60; i++) {
      const date = new Date(base + Math.floor(i / 2) * 86_400_000).toISOString(); // two per day: ties on date
      const nid = `ntf-page-${String(i).padStart(3, '0')}`;
      await repository.upsert(demo, { id: nid, userId: id, type: 'default', title: `Aviso ${i}`, content: 'x', status: i % 3 === 0 ? 'read' : 'unread', date, readDate: null, sortKey: notificationSortKey(date, nid) });
    }
    const filter = '&fromDate=2025-03-01&toDate=2025-03-30';
    const pages = [];
    for (const pageIndex of [1, 2, 3]) pages.push(await list(soporte, id, `?pageSize=25&pageIndex=${pageIndex}${filter}`));
    expect(pages.map((p) => p.totalCount)).toEqual([60, 60, 60]);
    expect(pages.map((p) => p.notifications.length)).toEqual([25, 25, 10]);
    const ids = pages.flatMap((p) => p.notifications.map((n) => n.notificationId));
    expect(new Set(ids).size).toBe(60);
    expect(pages[2]!.continuationToken).toBeUndefined();
    const next = await list(soporte, id, `?pageSize=25${filter}&continuationToken=${pages[0]!.continuationToken}`);
    expect(next.notifications.map((n) => n.notificationId)).toEqual(pages[1]!.notifications.map((n) => n.notificationId));
    expect((await list(soporte, id, `?pageSize=25&pageIndex=9${filter}`)).notifications).toEqual([]);

    const ascending = await list(soporte, id, `?pageSize=10&pageIndex=2&orderBy=ASC${filter}`);
    expect(ascending.notifications.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Aviso ${i + 10}`));
    const readOnly = await list(soporte, id, `?status=read&pageSize=10&pageIndex=2${filter}`);
    expect(readOnly.totalCount).toBe(20);
    expect(readOnly.notifications.every((n) => n.status === 'read')).toBe(true);
    // One day (Mexico City) holds two of them; the filter's days are inclusive.
    expect((await list(soporte, id, '?fromDate=2025-03-05&toDate=2025-03-05')).totalCount).toBe(2);
    // A token of the other order is refused.
    expect((await soporte.get(`/api/notifications/${id}?orderBy=ASC&continuationToken=${pages[0]!.continuationToken}`)).status).toBe(400);
  });
});

describe('status changes', () => {
  it('marks read and unread, archives and unarchives, and keeps each change', async () => {
    const notificationId = demoNotificationId(customerId, 'calendario');
    const change = async (Status: string) => {
      const res = await customer.call('PUT', '/api/notifications/update-status', { body: { entityPublicKey: customerId, notificationId, Status } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return updateNotificationStatusResponseSchema.parse(res.body);
    };
    const before = await unread(customer, customerId);
    const read = await change('read');
    expect(read.notification.readDate).not.toBeNull();
    expect(await unread(customer, customerId)).toBe(before - 1);
    const archived = await change('deleted');
    expect(archived.message).toBe(notificationMessages.archived);
    expect((await list(customer, customerId)).notifications.map((n) => n.notificationId)).not.toContain(notificationId);
    expect((await list(customer, customerId, '?status=deleted')).notifications.map((n) => n.notificationId)).toContain(notificationId);
    const unarchived = await change('unread');
    expect(unarchived.message).toBe(notificationMessages.markedUnread);
    expect(unarchived.notification).toMatchObject({ status: 'unread', readDate: null });
    expect(await unread(customer, customerId)).toBe(before);
  });
});

describe('creation and fan-out', () => {
  it("an administrator writes to a customer's suppliers: after the fan-out the supplier's counter and list show it, the customer's do not", async () => {
    const [supplierBefore, customerBefore] = [await unread(supplier, supplierId), await unread(customer, customerId)];
    const res = await admin.post('/api/notifications/add', { type: 'customer:suppliers', entityPublicKey: 'org-corporativo-demo', title: 'Actualice su opinión IMSS', content: 'Cargue la opinión de cumplimiento IMSS de febrero.' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ batchId: expect.stringMatching(/^bat-/), status: 'queued' });
    await eventually(async () => (await unread(supplier, supplierId)) === supplierBefore + 1 || undefined);
    const latest = (await list(supplier, supplierId, '?status=unread')).notifications[0]!;
    expect(latest).toMatchObject({ title: 'Actualice su opinión IMSS', type: 'customer:suppliers', typeLabel: 'Proveedores de cliente', createdBy: 'Adriana Morales Paz' });
    expect(await unread(customer, customerId)).toBe(customerBefore);
  });

  it('a redelivered fan-out message writes nothing twice (handler called again, and the message re-enqueued)', async () => {
    const message: FanoutMessage = {
      tenantId: demo.tenantId,
      kind: 'notification-fanout',
      batchId: 'bat-redelivered',
      type: 'global:system',
      title: 'Aviso general',
      content: 'Mensaje para todos.',
      createdBy: 'Prueba',
      createdById: 'usr-admin',
      date: new Date().toISOString(),
    };
    const first = await notifications.fanOut(message);
    expect(first.recipients).toBeGreaterThanOrEqual(7);
    expect(first.written).toBe(first.recipients);
    expect(await notifications.fanOut(message)).toEqual({ recipients: first.recipients, written: 0 });
    const done = fanouts();
    await enqueue(queues.notificationFanout, message);
    await eventually(() => fanouts() > done || undefined);
    const titled = (await list(supplier, supplierId)).notifications.filter((n) => n.title === 'Aviso general');
    expect(titled).toHaveLength(1);
  });

  it('checks the target: kind, tenant, own organization unless in the main group, global only for administrators', async () => {
    const add = (client: ApiClient, body: object) => client.post('/api/notifications/add', { title: 'T', content: 'C', ...body });
    // Customer of Segundo Cliente: not in a main group, so only its own organization.
    const other = await signedIn(host.url, 'cliente2@demo.expediente.mx');
    expect((await add(other, { type: 'customer:suppliers', entityPublicKey: 'org-segundo-cliente' })).status).toBe(202);
    const notOwn = await add(other, { type: 'supplier:members', entityPublicKey: 'sup-servicios-centro' });
    expect(notOwn.status).toBe(403);
    expect(notOwn.body.message).toBe(notificationMessages.targetNotAllowed);
    expect((await add(other, { type: 'customer:members', entityPublicKey: 'org-corporativo-demo' })).status).toBe(404);
    expect((await add(other, { type: 'global:system' })).status).toBe(403);
    // Customer of Demo Corporativo: its organization is in the main group, so any organization of its tenant.
    expect((await add(customer, { type: 'supplier:members', entityPublicKey: 'sup-transportes-norte' })).status).toBe(202);
    const wrongKind = await add(admin, { type: 'customer:members', entityPublicKey: 'sup-limpieza-bajio' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors.entityPublicKey).toEqual([notificationMessages.targetWrongKind]);
    expect((await add(admin, { type: 'groups:members', entityPublicKey: 'per-cliente' })).status).toBe(404);
    const missing = await add(admin, { type: 'groups:members' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.entityPublicKey).toEqual(['Seleccione una organización o grupo.']);
    // groups:members reaches the users of the group's organizations.
    const before = await unread(customer, customerId);
    expect((await add(admin, { type: 'groups:members', entityPublicKey: 'grp-corporativo-demo', title: 'Para el grupo' })).status).toBe(202);
    await eventually(async () => (await unread(customer, customerId)) === before + 1 || undefined);
    expect((await add(supplier, { type: 'supplier:members', entityPublicKey: 'sup-limpieza-bajio' })).status).toBe(403);
  });
});

describe('attachments', () => {
  it('stores PDF, JPEG and PNG checked by content, and streams them to their recipients only', async () => {
    const upload = await uploadAttachment(admin, samples.png, 'image/png', 'logo aviso.png');
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body).toMatchObject({ name: 'logo aviso.png', contentType: 'image/png', length: samples.png.length });
    const key = upload.body.attachmentDocumentPk as string;
    expect((await uploadAttachment(admin, samples.pdf, 'application/pdf')).status).toBe(201);

    const res = await admin.post('/api/notifications/add', { type: 'supplier:members', entityPublicKey: 'sup-limpieza-bajio', title: 'Con adjunto', content: 'Vea el archivo.', attachedDocumentPk: key });
    expect(res.status).toBe(202);
    const received = await eventually(async () => (await list(supplier, supplierId)).notifications.find((n) => n.title === 'Con adjunto'));
    expect(received.attachmentDocumentPk).toBe(key);
    const file = await rawCall(supplier, 'GET', `/api/notifications/attachments/${key}`, undefined, 'application/json');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''logo%20aviso.png");
    expect(file.bytes.equals(samples.png)).toBe(true);
    expect((await rawCall(admin, 'GET', `/api/notifications/attachments/${key}`, undefined, 'application/json')).status).toBe(200);
    // Not a recipient, another tenant, an unknown key: not found.
    for (const email of ['visor@demo.expediente.mx', 'cliente2@demo.expediente.mx']) {
      expect((await rawCall(await signedIn(host.url, email), 'GET', `/api/notifications/attachments/${key}`, undefined, 'application/json')).status).toBe(404);
    }
    expect((await rawCall(supplier, 'GET', '/api/notifications/attachments/att-0000', undefined, 'application/json')).status).toBe(404);
    const unknown = await admin.post('/api/notifications/add', { type: 'global:system', title: 'T', content: 'C', attachedDocumentPk: 'att-0000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.attachedDocumentPk).toEqual([notificationMessages.attachmentNotFound]);
  });

  it('refuses a renamed .exe, a declared type that is not the content, other types, empty and oversized files', async () => {
    for (const [data, type, name] of [
      [samples.exe, 'application/pdf', 'factura.pdf'],
      [samples.exe, 'application/x-msdownload', 'setup.exe'],
      [samples.png, 'application/pdf', 'imagen.pdf'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'a.svg'],
      [Buffer.alloc(0), 'application/pdf', 'vacio.pdf'],
    ] as const) {
      const res = await uploadAttachment(admin, data, type, name);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe(attachmentTypeMessage);
      expect(res.body.errors.file, name).toEqual([attachmentTypeMessage]);
    }
    const big = Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadAttachment(admin, big, 'application/pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(attachmentTooLargeMessage);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listNotificationsQuerySchema, type Notification } from '@expediente/contracts/notifications/notifications';
import { menuFor } from '@expediente/contracts/shell/navigation';
import { roles, type Role } from '@expediente/contracts/shared/roles';
import { can } from '@expediente/contracts/shell/permissions';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { gridAnswer, summaryAnswer } from '../../compliance/__tests__/compliance-fixtures';

/** A notification as GET /api/notifications/{userPK} lists it. */
function unread(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    notificationId: `ntf-${n}`,
    type: 'document:rejected',
    typeLabel: 'Documento rechazado',
    title: `Documento rechazado ${n}`,
    content: `Contenido ${n}.`,
    status: 'unread',
    date: '2026-03-10T16:00:00.000Z',
    readDate: null,
    attachmentDocumentPk: null,
    metadata: null,
    createdBy: null,
    ...overrides,
  };
}

// Security lands on /contacts (its only menu area), not on the home.
const homeRoles = roles.filter((role) => role !== 'Security');

const isHomeList = (url: URL) => url.pathname.startsWith('/api/notifications/') && url.searchParams.get('type') === null;

/** The app at / for a role; the home's list answers `list`, the header's warning list and counter answer nothing. */
function home(role: Role, options: { features?: Record<string, boolean>; list?: Answer | Answer[] } = {}) {
  const features = options.features ?? { notifications: true };
  const answers = Array.isArray(options.list) ? [...options.list] : [options.list ?? jsonResponse({ notifications: [], totalCount: 0 })];
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features })),
    'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 0 }),
    'GET /api/documents/supplier/pending': jsonResponse({ slots: [], totalCount: 0 }),
    'GET /api/compliance/summary': jsonResponse(summaryAnswer()),
    'GET /api/compliance/grid': jsonResponse(gridAnswer()),
    // The tenant has no home reports configured (issue 17, reports area: the section then shows nothing).
    'GET /api/documents/reports/home': jsonResponse({ reports: [] }),
    'PUT /api/notifications/update-status': (init) => {
      const { notificationId } = JSON.parse(String(init.body)) as { notificationId: string };
      return jsonResponse({ notification: unread(Number(notificationId.slice(4)), { status: 'read' }), message: 'ok' });
    },
    'GET /api/notifications/usr-cliente': (init, url) => {
      if (!isHomeList(url)) return jsonResponse({ notifications: [], totalCount: 0 });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return typeof answer === 'function' ? answer(init, url) : answer;
    },
  });
  const view = renderApp('/');
  return { fetch, view };
}

const homeListCalls = (fetch: ReturnType<typeof mockApi>) =>
  callsTo(fetch, 'GET /api/notifications/usr-cliente').filter((c) => isHomeList(new URL(c.url, 'http://localhost')));

describe('Inicio: unread notifications', () => {
  it('shows how many are unread and the newest five, each linking to its detail on /notifications', async () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((n) => unread(n));
    const { fetch } = home('Customer', { list: jsonResponse({ notifications: list, totalCount: 7 }) });
    const section = await screen.findByRole('region', { name: 'Notificaciones sin leer' });
    expect(await within(section).findByText('Tiene 7 notificaciones sin leer.')).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(list.slice(0, 5).map((n) => n.title));
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/notifications?id=ntf-1');
    expect(items[0]!.textContent).toContain('Documento rechazado · 10-mar-2026 10:00');
    expect(within(section).getByRole('link', { name: 'Ver todas las notificaciones' }).getAttribute('href')).toBe('/notifications');

    const [call] = homeListCalls(fetch);
    const query = Object.fromEntries(new URL(call!.url, 'http://localhost').searchParams);
    expect(query).toEqual({ status: 'unread', orderBy: 'DESC', pageIndex: '1', pageSize: '9' });
    // A page size the API accepts.
    expect(listNotificationsQuerySchema.safeParse(query).success).toBe(true);
  });

  it('says there is none unread, and lists nothing', async () => {
    home('Supplier');
    const section = await screen.findByRole('region', { name: 'Notificaciones sin leer' });
    expect(await within(section).findByText('No tiene notificaciones sin leer.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('a link opens that notification on /notifications (which marks it read)', async () => {
    const { view, fetch } = home('Viewer', { list: jsonResponse({ notifications: [unread(9)], totalCount: 1 }) });
    const link = await screen.findByRole('link', { name: 'Documento rechazado 9' });
    expect(screen.getByText('Tiene 1 notificación sin leer.')).toBeTruthy();
    await userEvent.setup().click(link);
    const detail = await screen.findByRole('dialog', { name: 'Documento rechazado 9' });
    expect(within(detail).getByText('Contenido 9.')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/notifications');
    // The link's ?id= is spent: a reload does not open it again.
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/notifications/update-status').map((c) => c.body)).toEqual([{ entityPublicKey: 'usr-cliente', notificationId: 'ntf-9', Status: 'read' }]));
  });

  it("says 'Error al obtener las notificaciones.' when the list fails, and 'Reintentar' asks again", async () => {
    const { fetch } = home('Customer', {
      list: [apiError(500, 'internal', 'x'), jsonResponse({ notifications: [unread(3)], totalCount: 1 })],
    });
    const section = await screen.findByRole('region', { name: 'Notificaciones sin leer' });
    expect(await within(section).findByText('Error al obtener las notificaciones.')).toBeTruthy();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('link', { name: 'Documento rechazado 3' })).toBeTruthy();
    expect(homeListCalls(fetch).length).toBeGreaterThanOrEqual(2);
  });

  it('is left out, and not asked for, without the notifications flag', async () => {
    const { fetch } = home('Customer', { features: {} });
    await screen.findByRole('heading', { name: 'Inicio', level: 1 });
    await screen.findByRole('navigation', { name: 'Accesos directos' });
    expect(screen.queryByRole('heading', { name: 'Notificaciones sin leer' })).toBeNull();
    expect(callsTo(fetch, 'GET /api/notifications/usr-cliente')).toEqual([]);
  });
});

describe('Inicio: shortcuts to the menu areas', () => {
  it.each(homeRoles)('%s: the links of its menu (flags applied), Inicio left out', async (role) => {
    const features = { notifications: true, disputes: true };
    home(role, { features });
    const nav = await screen.findByRole('navigation', { name: 'Accesos directos' });
    const links = within(nav).getAllByRole('link');
    const expected = menuFor(role, features).filter((entry) => entry.path !== '/');
    expect(expected.length).toBeGreaterThan(0);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected.map((entry) => [entry.label, entry.path]));
  });

  it('Supplier: Archivo, Periodo Proveedores and Órdenes de Servicio; Aclaraciones only with the disputes flag', async () => {
    const first = home('Supplier');
    const nav = await screen.findByRole('navigation', { name: 'Accesos directos' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Archivo', 'Periodo Proveedores', 'Órdenes de Servicio']);
    first.view.unmount();

    home('Supplier', { features: { notifications: true, disputes: true } });
    const withDisputes = await screen.findByRole('navigation', { name: 'Accesos directos' });
    expect(within(withDisputes).getAllByRole('link').map((l) => l.textContent)).toEqual(['Archivo', 'Aclaraciones', 'Periodo Proveedores', 'Órdenes de Servicio']);
  });
});

describe('Inicio: nothing that pretends', () => {
  it.each(homeRoles)('%s: every heading has content under it, and only existing endpoints are asked', async (role) => {
    const { fetch } = home(role, { list: jsonResponse({ notifications: [unread(1)], totalCount: 1 }) });
    await screen.findByRole('link', { name: 'Documento rechazado 1' });
    const main = screen.getByRole('main');
    for (const heading of within(main).getAllByRole('heading', { level: 2 })) {
      const container = heading.parentElement!;
      expect(container.textContent!.length, heading.textContent!).toBeGreaterThan(heading.textContent!.length);
    }
    expect(within(main).queryByText(/reportes/i)).toBeNull();
    // A supplier's pending documents are real (GET /api/documents/supplier/pending); nobody else's home asks for them.
    // The compliance figures (issue 17): a supplier its own grid row; customers and staff the summary and the grid.
    const pending = [
      ...(role === 'Supplier' ? ['/api/documents/supplier/pending', '/api/compliance/grid'] : []),
      ...(role !== 'Supplier' && can(role, 'read:compliance', {}) ? ['/api/compliance/summary', '/api/compliance/grid'] : []),
      ...(role !== 'Supplier' && can(role, 'read:reports', {}) ? ['/api/documents/reports/home'] : []),
    ];
    const paths = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths.every((p) => p === '/api/userinfo' || p.startsWith('/api/notifications') || pending.includes(p))).toBe(true);
  });
});

import '../../components/__tests__/fluent-jsdom';
import type { Role } from '@expediente/contracts/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWebConfig } from '../../lib/config';
import { demoUser } from '../../test/fixtures';
import { apiError, jsonResponse, mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** The spec's sidebar by role (part 1 §2), with disputes and customer-audit on: the labels, in order. */
const expectedMenus: Record<Role, string[]> = {
  Developer: [
    'Inicio', 'Archivo', 'Contratos', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'ChatAI',
    'Administración Global', 'Auditar Documentos', 'Bitácora del sistema',
  ],
  Admin: ['Inicio', 'Archivo', 'Órdenes de Servicio', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Administración Global'],
  Customer: ['Inicio', 'Archivo', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Auditar Documentos'],
  Supplier: ['Inicio', 'Archivo', 'Aclaraciones', 'Periodo Proveedores', 'Órdenes de Servicio'],
  Security: ['Archivo'],
  Support: ['Inicio', 'Archivo', 'Órdenes de Servicio', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Administración Global', 'Periodo Proveedores'],
  Viewer: ['Inicio', 'Archivo', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos', 'Aclaraciones', 'Auditar Documentos'],
};
const expectedPaths: Record<string, string> = {
  Inicio: '/', Archivo: '/contacts', Contratos: '/contracts', 'Órdenes de Servicio': '/orders', 'Periodo Proveedores': '/supplier-periods',
  Cumplimiento: '/compliance', Documentos: '/documents', Aclaraciones: '/DocumentsUnderReview', ChatAI: '/chatbot',
  'Administración Global': '/admin', 'Auditar Documentos': '/audit/documents', 'Bitácora del sistema': '/dev/advanced',
};

const menuFlags = { disputes: true, 'customer-audit': true };
/** Where the collapsed state of the sidebar is kept (features/shell/use-sidebar-collapsed.ts). */
const sidebarStorageKey = 'expediente.sidebar.collapsed';

function signedIn(overrides: Parameters<typeof demoUser>[0] = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/userinfo': jsonResponse(demoUser(overrides)), ...extra });
}

async function sidebarLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return within(nav).getAllByRole('link');
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetWebConfig();
});

describe('authenticated layout: sidebar by role', () => {
  it.each(Object.entries(expectedMenus))('%s sees exactly the spec entries, in order, with their paths', async (role, labels) => {
    signedIn({ primaryRole: role as Role, features: menuFlags });
    renderApp('/help/tours');
    const links = await sidebarLinks();
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(labels.map((label) => expectedPaths[label]));
  });

  it('hides Aclaraciones without the disputes flag and Auditar Documentos without customer-audit', async () => {
    signedIn({ primaryRole: 'Customer', features: { disputes: false } });
    renderApp('/');
    const labels = (await sidebarLinks()).map((link) => link.textContent);
    expect(labels).toEqual(['Inicio', 'Archivo', 'Órdenes de Servicio', 'Periodo Proveedores', 'Cumplimiento', 'Documentos']);
  });

  it('marks the current page in the menu', async () => {
    signedIn({ primaryRole: 'Developer', features: menuFlags });
    renderApp('/admin/tenants');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Administración Global' }).getAttribute('aria-current')).toBe('page'));
    expect(within(nav).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
  });

  it('collapses and expands the menu from the keyboard and keeps the choice in localStorage', async () => {
    signedIn();
    const first = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menú lateral' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('menu-principal');
    toggle.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(window.localStorage.getItem(sidebarStorageKey)).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(nav.getAttribute('data-collapsed')).toBe('true');
    // Collapsed, the entries keep their names (for screen readers and the tooltip).
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    first.unmount();

    signedIn();
    renderApp('/');
    const again = await screen.findByRole('button', { name: 'Menú lateral' });
    expect(again.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(again);
    expect(window.localStorage.getItem(sidebarStorageKey)).toBe('false');
  });
});

describe('authenticated layout: header', () => {
  it('greets the user by first name and links the tutorials', async () => {
    signedIn();
    renderApp('/');
    expect(await screen.findByText('Hola, Carla')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutoriales' }).getAttribute('href')).toBe('/help/tours');
  });

  it('shows the unread counter, linking to /notifications, with the notifications flag', async () => {
    signedIn(
      { features: { notifications: true } },
      {
        'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 3 }),
        'GET /api/notifications/usr-cliente': jsonResponse({ notifications: [], totalCount: 0 }),
      },
    );
    renderApp('/');
    const counter = await screen.findByRole('link', { name: 'Notificaciones: 3 sin leer' });
    expect(counter.getAttribute('href')).toBe('/notifications');
    expect(counter.textContent).toContain('3');
  });

  it('has no counter (and asks nothing) without the notifications flag', async () => {
    const fetch = signedIn();
    renderApp('/');
    await screen.findByText('Hola, Carla');
    expect(screen.queryByRole('link', { name: /^Notificaciones:/ })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/notifications'))).toBe(false);
  });

  it('offers the theme selector only with experimental-themes-feature; it names the theme in use and switches it', async () => {
    signedIn();
    const first = renderApp('/');
    await screen.findByText('Hola, Carla');
    expect(screen.queryByRole('button', { name: /^Tema:/ })).toBeNull();
    first.unmount();

    signedIn({ features: { 'experimental-themes-feature': true } });
    const { container } = renderApp('/');
    const theme = await screen.findByRole('button', { name: 'Tema: oscuro' });
    expect(theme.getAttribute('title')).toBe('Cambiar al tema claro');
    await userEvent.setup().click(theme);
    expect(theme.textContent).toBe('Tema: claro');
    expect(theme.getAttribute('title')).toBe('Cambiar al tema oscuro');
    expect(window.localStorage.getItem('expediente.theme')).toBe('light');
    expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('light');
  });

  it("shows 'Cargar Documentos' to who may upload (suppliers, the Developer) with upload-documents-view", async () => {
    signedIn({ primaryRole: 'Supplier' });
    const first = renderApp('/help/tours');
    await screen.findByText('Hola, Carla');
    expect(screen.queryByRole('link', { name: 'Cargar Documentos' })).toBeNull();
    first.unmount();

    signedIn({ primaryRole: 'Customer', features: { 'upload-documents-view': true } });
    const second = renderApp('/help/tours');
    await screen.findByText('Hola, Carla');
    expect(screen.queryByRole('link', { name: 'Cargar Documentos' })).toBeNull();
    second.unmount();

    for (const role of ['Supplier', 'Developer'] as const) {
      signedIn({ primaryRole: role, features: { 'upload-documents-view': true } });
      const view = renderApp('/help/tours');
      expect((await screen.findByRole('link', { name: 'Cargar Documentos' })).getAttribute('href')).toBe('/upload-documents');
      view.unmount();
    }
  });

  it('shows the video tutorial only with show-video-tutorial and a configured video (no fake one)', async () => {
    signedIn({ features: { 'show-video-tutorial': true } });
    const first = renderApp('/');
    await screen.findByText('Hola, Carla');
    expect(screen.queryByRole('link', { name: 'Video tutorial' })).toBeNull();
    first.unmount();

    vi.stubEnv('VITE_VIDEO_TUTORIAL_URL', 'https://videos.example.mx/expediente');
    resetWebConfig();
    signedIn({ features: { 'show-video-tutorial': true } });
    renderApp('/');
    const video = await screen.findByRole('link', { name: 'Video tutorial' });
    expect(video.getAttribute('href')).toBe('https://videos.example.mx/expediente');
    expect(video.getAttribute('rel')).toContain('noopener');
  });

  it("opens the user menu with 'Mi cuenta' and 'Cerrar sesión' (no Developer extras for a Customer)", async () => {
    signedIn();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú de usuario: Carla Núñez' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mi cuenta', 'Cerrar sesión']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('opens the user menu from the keyboard with focus on its first item; Escape closes it and focus returns to its button', async () => {
    signedIn();
    renderApp('/');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Menú de usuario: Carla Núñez' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Mi cuenta' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The menu's own trigger replaced the first plain button: focus is on it, and it opens the menu again.
    const again = screen.getByRole('button', { name: 'Menú de usuario: Carla Núñez' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('gives a Developer the links to the own tenant, global administration, features and advanced configuration', async () => {
    signedIn({ primaryRole: 'Developer', features: menuFlags });
    renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mi cuenta',
      'Administrar Demo Corporativo',
      'Administración Global',
      'Administración de Features',
      'Configuración Avanzada',
      'Cerrar sesión',
    ]);
    expect(items.slice(0, 5).map((item) => item.getAttribute('href'))).toEqual(['/account', '/admin/tenants/demo-corporativo', '/admin', '/admin/features', '/dev']);
  });

  it("gives an Admin a link to /admin/features ('Administración de Features') in the user menu", async () => {
    signedIn({ primaryRole: 'Admin', features: menuFlags });
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Mi cuenta', 'Administración de Features', 'Cerrar sesión']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Administración de Features' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/features'));
  });

  it("'Cerrar sesión' goes to /logout, which ends the session", async () => {
    const fetch = signedIn({}, { 'GET /api/logout': jsonResponse({ ok: true }) });
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Menú de usuario/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/logout')).toBe(true);
  });
});

describe('client route guard', () => {
  it.each([
    ['Customer', '/admin/features'],
    ['Customer', '/dev/ui'],
    ['Supplier', '/contracts'],
    ['Supplier', '/documents/d-1'],
    ['Viewer', '/admin'],
    ['Customer', '/upload-documents'],
  ] as const)("sends a %s who deep-links to %s back to /, saying 'No tiene acceso a esta sección'", async (role, path) => {
    signedIn({ primaryRole: role, features: { ...menuFlags, 'upload-documents-view': true } });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Inicio', level: 1 })).toBeTruthy();
    expect((await screen.findAllByText('No tiene acceso a esta sección')).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[data-notification="toast"]')).toHaveLength(1);
  });

  it('sends Security, whose menu has only Archivo, from / to /contacts without a refusal, and from /orders with one', async () => {
    signedIn({ primaryRole: 'Security', features: menuFlags });
    const first = renderApp('/');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/contacts'));
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones', level: 1 })).toBeTruthy();
    expect(screen.queryByText('No tiene acceso a esta sección')).toBeNull();
    first.unmount();

    signedIn({ primaryRole: 'Security', features: menuFlags });
    const second = renderApp('/orders');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/contacts'));
    expect((await screen.findAllByText('No tiene acceso a esta sección')).length).toBeGreaterThan(0);
  });

  it('sends a user without the disputes flag from /DocumentsUnderReview, and without upload-documents-view from /upload-documents', async () => {
    signedIn({ primaryRole: 'Customer', features: {} });
    const first = renderApp('/DocumentsUnderReview');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();
    signedIn({ primaryRole: 'Supplier', features: {} });
    const second = renderApp('/upload-documents');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
  });

  /** GET /api/contacts/org-1 (contracts' contactDetailSchema): the Supplier's own organization. */
  const ownOrganization = {
    publicKey: 'org-1', partyType: 2, displayName: 'Limpieza y Servicios del Bajío SA de CV', identifiers: [], locked: false,
    isPerson: false, isOrganization: true, isGroup: false, modified: '2026-03-05T18:30:00.000Z',
    phones: [], emails: [], addresses: [], members: [], groups: [],
  };

  it.each([
    ['Supplier', '/contacts/org-1?upload=true'],
    ['Customer', '/documents/d-1'],
    ['Developer', '/dev/ui'],
    ['Admin', '/admin/tenants'],
    ['Security', '/contacts'],
  ] as const)('lets a %s open %s', async (role, path) => {
    // The detail page asks for its contact; a 404 would (rightly) send a Supplier back to /contacts.
    signedIn({ primaryRole: role, features: menuFlags }, { 'GET /api/contacts/org-1': jsonResponse(ownOrganization) });
    const { router } = renderApp(path);
    await screen.findByRole('navigation', { name: 'Menú principal' });
    await screen.findByRole('heading', { level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
    expect(screen.queryByText('No tiene acceso a esta sección')).toBeNull();
  });

  it('shows the 404 screen inside the shell for a signed-in user, without a refusal', async () => {
    signedIn({ primaryRole: 'Customer', features: menuFlags });
    const { router } = renderApp('/no/existe');
    expect(await screen.findByRole('heading', { name: '404! El recurso no existe.' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/existe');
    expect(screen.queryByText('No tiene acceso a esta sección')).toBeNull();
  });

  it('shows the public 404 screen to a visitor without a session, instead of sending them to sign in', async () => {
    mockApi({ 'GET /api/userinfo': apiError(401, 'unauthorized', 'Sesión no válida.') });
    const { router } = renderApp('/no/existe');
    expect(await screen.findByRole('heading', { name: '404! El recurso no existe.' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(router.state.location.pathname).toBe('/no/existe');
  });
});

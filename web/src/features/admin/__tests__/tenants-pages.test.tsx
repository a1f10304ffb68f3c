import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const developer = demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador' });
const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador' });
const tenant = (publicKey: string, displayName: string, more: Record<string, number> = {}) => ({
  publicKey,
  displayName,
  createdAt: '2026-01-05T10:00:00.000Z',
  users: 9,
  roles: 7,
  contacts: 1500,
  documentTypes: 31,
  documents: 2048,
  transactions: 321,
  ...more,
});
const page = (tenants: ReturnType<typeof tenant>[], total = tenants.length) => ({ tenants, total, pageIndex: 1, pageSize: 25 });

describe('/admin/tenants', () => {
  it('lists the tenants as cards linking to their page, with counters in es-MX; the search goes to the query string', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(developer),
      'GET /api/tenants': (_init, url) => jsonResponse(url.searchParams.get('search') === 'segundo' ? page([tenant('segundo-cliente', 'Segundo Cliente')]) : page([tenant('demo-corporativo', 'Demo Corporativo'), tenant('segundo-cliente', 'Segundo Cliente')])),
    });
    const { router } = renderApp('/admin/tenants');
    expect(await screen.findByRole('heading', { name: 'Tenants', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Tenants' });
    expect(within(list).getByRole('link', { name: 'Demo Corporativo' }).getAttribute('href')).toBe('/admin/tenants/demo-corporativo');
    expect(within(list).getAllByText('1,500')).toHaveLength(2);
    expect(screen.getByText('2 tenants')).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar tenant' }), 'segundo{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=segundo'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tenants' })).queryByRole('link', { name: 'Demo Corporativo' })).toBeNull());
    expect(callsTo(fetch, 'GET /api/tenants').at(-1)!.url).toContain('search=segundo');
  });

  it('creates a tenant from the keyboard: Nombre required, the server’s field error shown, then opens the new tenant', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(developer),
      'GET /api/tenants': jsonResponse(page([tenant('demo-corporativo', 'Demo Corporativo')])),
      'POST /api/tenants/create': [
        apiError(409, 'conflict', 'Ya existe un tenant con esa clave. Elija otra.', { publicKey: ['Ya existe un tenant con esa clave. Elija otra.'] }),
        jsonResponse({ message: 'Tenant creado.', tenant: tenant('nuevo-cliente', 'Nuevo Cliente', { users: 0, contacts: 2, documents: 0, transactions: 1 }) }, 201),
      ],
      'GET /api/tenants/nuevo-cliente': jsonResponse(tenant('nuevo-cliente', 'Nuevo Cliente', { users: 0, contacts: 2, documents: 0, transactions: 1 })),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/tenants');
    await user.click(await screen.findByRole('button', { name: 'Crear tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo tenant' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Enter with an empty name: the contract's message, nothing sent.
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('El campo Nombre es requerido.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/tenants/create')).toHaveLength(0);

    await user.type(name, 'Nuevo Cliente');
    expect(within(dialog).queryByText('El campo Nombre es requerido.')).toBeNull();
    await user.tab();
    await user.keyboard('demo-corporativo{Enter}');
    expect(await within(dialog).findByText('Ya existe un tenant con esa clave. Elija otra.')).toBeTruthy();
    const key = within(dialog).getByRole('textbox', { name: /Clave/ });
    await user.clear(key);
    await user.type(key, 'nuevo-cliente{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tenants/nuevo-cliente'));
    expect(callsTo(fetch, 'POST /api/tenants/create').map((c) => c.body)).toEqual([
      { displayName: 'Nuevo Cliente', publicKey: 'demo-corporativo' },
      { displayName: 'Nuevo Cliente', publicKey: 'nuevo-cliente' },
    ]);
    expect(await screen.findByText('Tenant creado.')).toBeTruthy();
  });

  it('offers no create button to an Admin', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/tenants': jsonResponse(page([tenant('demo-corporativo', 'Demo Corporativo')])) });
    renderApp('/admin/tenants');
    await screen.findByRole('list', { name: 'Tenants' });
    expect(screen.queryByRole('button', { name: 'Crear tenant' })).toBeNull();
  });
});

describe('/admin/tenants/{id}', () => {
  it("shows the tenant's counters linking with ?tenant= where the list honours it, transactions without a link, and its users page", async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(developer), 'GET /api/tenants/segundo-cliente': jsonResponse(tenant('segundo-cliente', 'Segundo Cliente')) });
    renderApp('/admin/tenants/segundo-cliente');
    expect(await screen.findByRole('heading', { name: 'Segundo Cliente', level: 1 })).toBeTruthy();
    const expected: [string, string, string][] = [
      ['Usuarios', '/admin/users?tenant=segundo-cliente', '9'],
      ['Roles', '/admin/roles', '7'],
      ['Contactos', '/admin/contacts?tenant=segundo-cliente', '1,500'],
      ['Documentos', '/admin/documents?tenant=segundo-cliente', '2,048'],
    ];
    for (const [name, href, value] of expected) {
      const group = screen.getByRole('group', { name });
      expect(within(group).getByRole('link', { name }).getAttribute('href')).toBe(href);
      expect(within(group).getByText(value)).toBeTruthy();
    }
    // The document type pages show the caller's own catalogue: no link from another tenant's page.
    expect(within(screen.getByRole('group', { name: 'Tipos de documento' })).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Tipos de documento' })).getByText('31')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Transacciones' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Usuarios del tenant' }).getAttribute('href')).toBe('/admin/tenants/segundo-cliente/users');
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toBeTruthy();
  });

  it("links the document types counter on the caller's own tenant (the catalogue those pages show)", async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(developer), 'GET /api/tenants/demo-corporativo': jsonResponse(tenant('demo-corporativo', 'Demo Corporativo')) });
    renderApp('/admin/tenants/demo-corporativo');
    const group = await screen.findByRole('group', { name: 'Tipos de documento' });
    expect(within(group).getByRole('link', { name: 'Tipos de documento' }).getAttribute('href')).toBe('/admin/documenttypes');
  });

  it('says the tenant does not exist on a 404 (another tenant, for an Admin)', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/tenants/segundo-cliente': apiError(404, 'not_found', 'El tenant no existe.') });
    renderApp('/admin/tenants/segundo-cliente');
    expect(await screen.findByText('El tenant no existe.')).toBeTruthy();
  });
});

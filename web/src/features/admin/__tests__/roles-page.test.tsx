import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleMessages, type RoleInfo } from '@expediente/contracts/admin/roles';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador', emailAddress: 'admin@demo.expediente.mx' });

const supplier: RoleInfo = {
  name: 'Supplier',
  displayName: 'Proveedor',
  description: 'Proveedor: carga los documentos de su expediente por periodo y atiende las aclaraciones.',
  permissions: [
    { name: 'read:documents', description: 'Ver el catálogo de tipos de documento.', area: 'documents', areaDisplayName: 'Documentos', features: [] },
    {
      name: 'delete:documents',
      description: 'Eliminar documentos a su alcance (un proveedor solo los de estatus Inválido).',
      area: 'documents',
      areaDisplayName: 'Documentos',
      features: [{ name: 'document-delete', description: 'Eliminar documentos.', enabled: false }],
    },
    {
      name: 'read:disputes',
      description: 'Ver las aclaraciones a su alcance.',
      area: 'disputes',
      areaDisplayName: 'Aclaraciones',
      features: [{ name: 'disputes', description: 'Aclaraciones de documentos (menú Aclaraciones).', enabled: true }],
    },
  ],
};
const viewer: RoleInfo = { name: 'Viewer', displayName: 'Consulta', description: 'Consulta: ve documentos, auditorías y aclaraciones sin cambiar nada.', permissions: [] };

describe('/admin/roles', () => {
  it('lists each role with its name and description, linking to its page, and says roles are code', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/roles': jsonResponse({ roles: [supplier, viewer] }) });
    const { router } = renderApp('/admin/roles');
    expect(await screen.findByRole('heading', { name: 'Roles', level: 1 })).toBeTruthy();
    expect(screen.getByText(roleMessages.codeNote)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Roles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(supplier.description)).toBeTruthy();
    expect(within(list).getByText('3 permisos')).toBeTruthy();
    const link = within(list).getByRole('link', { name: 'Proveedor' });
    expect(link.getAttribute('href')).toBe('/admin/roles/Supplier');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roles/Supplier'));
  });

  it('searches through the API and keeps the search in the query string', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(admin),
      'GET /api/roles': (_init, url) => jsonResponse({ roles: url.searchParams.get('search') === 'zzz' ? [] : [supplier, viewer] }),
    });
    const { router } = renderApp('/admin/roles');
    await screen.findByRole('list', { name: 'Roles' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar rol' }), 'zzz{Enter}');
    expect(await screen.findByText('Ningún rol coincide con la búsqueda.')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=zzz');
    expect(callsTo(fetch, 'GET /api/roles').map((c) => new URL(c.url, 'http://localhost').search)).toContain('?search=zzz');
  });
});

describe('/admin/roles/{name}', () => {
  it("groups the role's permissions by area, with each flag it needs and whether it is on in the tenant", async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/roles/Supplier': jsonResponse({ role: supplier }) });
    renderApp('/admin/roles/Supplier');
    expect(await screen.findByRole('heading', { name: 'Proveedor (Supplier)', level: 1 })).toBeTruthy();
    expect(screen.getByText(roleMessages.codeNote)).toBeTruthy();
    const documents = screen.getByRole('group', { name: 'Documentos' });
    expect(within(documents).getByText('Ver el catálogo de tipos de documento.')).toBeTruthy();
    expect(within(documents).getByText('No necesita funcionalidades.')).toBeTruthy();
    expect(within(documents).getByLabelText('document-delete: apagada en este tenant')).toBeTruthy();
    expect(within(documents).getByText('Sin efecto mientras alguna funcionalidad que necesita esté apagada.')).toBeTruthy();
    const disputes = screen.getByRole('group', { name: 'Aclaraciones' });
    expect(within(disputes).getByLabelText('disputes: encendida en este tenant')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe('/admin/roles');
    expect(callsTo(fetch, 'GET /api/roles/Supplier')).toHaveLength(1);
  });

  it('says so when the role does not exist', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/roles/Guest': apiError(404, 'not_found', roleMessages.notFound) });
    renderApp('/admin/roles/Guest');
    expect(await screen.findByText(roleMessages.notFound)).toBeTruthy();
  });
});

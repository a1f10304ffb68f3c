import '../../../components/__tests__/fluent-jsdom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const developer = demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador', features: { 'customer-audit': true } });
const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador', features: { 'customer-audit': true } });
const metrics = (scope: 'tenant' | 'platform') => ({ scope, tenants: scope === 'tenant' ? 1 : 12, users: 1234, roles: 7, contacts: 56789, documentTypes: 31, documents: 1234567, transactions: 98765 });

/** The tile named `name` (a group): its link (if any) and its text. */
const tile = (name: string) => screen.getByRole('group', { name });

describe("/admin 'Administración Global'", () => {
  it('shows the Developer every tile with es-MX numbers, each linking to its list; transactions has no link; Features is there', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(developer), 'GET /api/admin/metrics': jsonResponse(metrics('platform')) });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Administración Global', level: 1 })).toBeTruthy();
    await screen.findByText('Totales de todos los tenants');
    const links: [string, string, string][] = [
      ['Tenants', '/admin/tenants', '12'],
      ['Usuarios', '/admin/users', '1,234'],
      ['Roles', '/admin/roles', '7'],
      ['Contactos', '/admin/contacts', '56,789'],
      ['Tipos de documento', '/admin/documenttypes', '31'],
      ['Documentos', '/admin/documents', '1,234,567'],
    ];
    for (const [name, href, value] of links) {
      expect(within(tile(name)).getByRole('link', { name }).getAttribute('href')).toBe(href);
      expect(within(tile(name)).getByText(value)).toBeTruthy();
    }
    expect(within(tile('Transacciones')).queryByRole('link')).toBeNull();
    expect(within(tile('Transacciones')).getByText('98,765')).toBeTruthy();
    expect(within(tile('Auditar Documentos')).getByRole('link').getAttribute('href')).toBe('/admin/audit/documents');
    expect(within(tile('Administración de Features')).getByRole('link').getAttribute('href')).toBe('/admin/features');
  });

  it("shows an Admin its tenant's counts and no Features tile", async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/admin/metrics': jsonResponse(metrics('tenant')) });
    renderApp('/admin');
    await screen.findByText('Totales de su tenant');
    expect(within(tile('Tenants')).getByText('1')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Auditar Documentos' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Administración de Features' })).toBeNull();
  });

  it('says when the metrics cannot be read, with a retry', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(admin), 'GET /api/admin/metrics': apiError(500, 'internal', 'x') });
    renderApp('/admin');
    expect(await screen.findByText('Error al obtener las métricas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

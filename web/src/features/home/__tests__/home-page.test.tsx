import { screen } from '@testing-library/react';
import type { Role } from '@expediente/contracts/shared/roles';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

function home(role: Role, features: Record<string, boolean> = {}) {
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features })) });
  const view = renderApp('/');
  return { fetch, view };
}

const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('Inicio by role', () => {
  it("Supplier: 'Cumplimiento Documental' and 'Documentos pendientes', each with an honest empty state", async () => {
    const { fetch } = home('Supplier');
    await screen.findByRole('heading', { name: 'Inicio', level: 1 });
    expect(screen.getByRole('heading', { name: 'Cumplimiento Documental', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Documentos pendientes', level: 2 })).toBeTruthy();
    expect(screen.getByText('Los documentos pendientes aparecerán aquí cuando su cliente defina su expediente.')).toBeTruthy();
    expect(screen.queryByText('Aún no hay reportes configurados para su organización.')).toBeNull();
    // Nothing is asked of endpoints that do not exist yet (reports, pending slots).
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/userinfo']);
  });

  it('Supplier with supplier-bi: the report card says no report is configured yet', async () => {
    home('Supplier', { 'supplier-bi': true });
    expect(await screen.findByText('Aún no hay reportes configurados para su organización.')).toBeTruthy();
  });

  it.each(['Customer', 'Developer', 'Support', 'Viewer'] as const)('%s: the organisation reports, none configured yet', async (role) => {
    const { fetch } = home(role);
    await screen.findByRole('heading', { name: 'Inicio', level: 1 });
    expect(screen.getByRole('heading', { name: 'Reportes', level: 2 })).toBeTruthy();
    expect(screen.getByText('Aún no hay reportes configurados para su organización.')).toBeTruthy();
    expect(screen.queryByText('Documentos pendientes')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/userinfo']);
  });

  it('Customer with supplier-bi: the BI report instead of the home reports', async () => {
    home('Customer', { 'supplier-bi': true });
    expect(await screen.findByRole('heading', { name: 'Reporte de cumplimiento', level: 2 })).toBeTruthy();
  });

  it.each(['Admin', 'Security'] as const)('%s: nothing but the title', async (role) => {
    home(role);
    await screen.findByRole('heading', { name: 'Inicio', level: 1 });
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('Inicio');
    expect(headings().filter((h) => h !== 'Inicio')).toEqual([]);
  });
});

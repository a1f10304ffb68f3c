import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { apiError, jsonResponse, mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

describe('router', () => {
  it("renders '404! El recurso no existe.' with a link to Inicio for an unknown path", async () => {
    renderApp('/no/existe');
    expect(await screen.findByRole('heading', { name: '404! El recurso no existe.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
  });

  it('renders a section that is not built yet as the honest placeholder with its title', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Admin' })) });
    const { router } = renderApp('/help/tours');
    expect(await screen.findByRole('heading', { name: 'Ayuda y recorridos' })).toBeTruthy();
    expect(screen.getByText('Esta sección estará disponible próximamente.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help/tours');
    await waitFor(() => expect(document.title).toBe('Ayuda y recorridos | Expediente'));
  });

  it('matches the spec paths case as written (/DocumentsUnderReview)', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ features: { disputes: true } })),
      'GET /api/disputes/d-9': apiError(404, 'not_found', 'La aclaración no existe.'),
    });
    const { router } = renderApp('/DocumentsUnderReview/document/d-9');
    // The dispute page itself answered (it asked for d-9), not the 404 page of an unmatched path.
    expect(await screen.findByText('La aclaración no existe.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '404! El recurso no existe.' })).toBeNull();
    expect(router.state.location.pathname).toBe('/DocumentsUnderReview/document/d-9');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchCall, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

describe('/logout', () => {
  it('calls GET /api/logout and confirms, with a link to sign in again', async () => {
    const fetch = mockFetch(new Response(null, { status: 204 }));
    renderApp('/logout');
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    const { url, init } = fetchCall(fetch);
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
  });

  it('says so when the session could not be closed (e.g. the endpoint is missing)', async () => {
    mockFetch(jsonResponse({ status: 404, code: 'not_found', message: 'El recurso solicitado no existe.' }, 404));
    renderApp('/logout');
    expect(await screen.findByText('Ha ocurrido un error al cerrar la sesión, vuelva a intentarlo')).toBeTruthy();
    expect(screen.queryByText('Tu sesión se ha cerrado con éxito.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

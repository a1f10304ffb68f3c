import '../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../test/fixtures';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** The shell's phone breakpoint (features/shell/use-narrow-viewport.ts). */
const narrowViewportQuery = '(max-width: 767.98px)';

/** A phone: the shell's narrow query matches (jsdom has no layout; the shell asks matchMedia). */
function phone() {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query === narrowViewportQuery }));
}

function signedIn(overrides: Parameters<typeof demoUser>[0] = {}) {
  return mockApi({ 'GET /api/userinfo': jsonResponse(demoUser(overrides)) });
}

const developer = { primaryRole: 'Developer', features: { disputes: true, 'customer-audit': true, 'experimental-themes-feature': true, 'upload-documents-view': true } } as const;

beforeEach(() => phone());

describe('the shell on a phone', () => {
  it('keeps the header to the essentials: no sidebar beside the page, no greeting, the upload as a named icon', async () => {
    signedIn(developer);
    renderApp('/help/tours');
    const toggle = await screen.findByRole('button', { name: 'Menú lateral' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    expect(screen.queryByText(/^Hola, /)).toBeNull();
    expect(screen.getByRole('button', { name: /^Menú de usuario: / })).toBeTruthy();
    const upload = screen.getByRole('link', { name: 'Cargar Documentos' });
    expect(upload.textContent).toBe('');
    // The theme selector and the tutorials wait in the drawer.
    expect(screen.queryByRole('button', { name: /^Tema:/ })).toBeNull();
  });

  it('opens the menu as a drawer from the keyboard, with the menu and the tools; Escape closes it and focus returns', async () => {
    signedIn(developer);
    renderApp('/help/tours');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menú lateral' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(toggle.getAttribute('aria-controls')).toBe('menu-principal');
    const nav = within(drawer).getByRole('navigation', { name: 'Menú principal' });
    expect(nav.id).toBe('menu-principal');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toContain('Bitácora del sistema');
    expect(within(drawer).getByRole('button', { name: 'Tema: oscuro' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Tutoriales' })).toBeTruthy();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('closes the drawer when a menu link is followed, and on the page already shown too', async () => {
    signedIn(developer);
    const { router } = renderApp('/help/tours');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menú lateral' });
    await user.click(toggle);
    let drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(drawer).getByRole('link', { name: 'Archivo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());

    await user.click(toggle);
    drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Archivo' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(drawer).getByRole('link', { name: 'Archivo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it('closes with its close button', async () => {
    signedIn(developer);
    renderApp('/help/tours');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú lateral' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
  });
});

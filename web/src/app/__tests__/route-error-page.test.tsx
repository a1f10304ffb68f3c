import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { RouteErrorBoundary, routeErrorTexts } from '../route-error-page';

function Page({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Falló la página');
  return <h1>Página sana</h1>;
}

function at(resetKey: string, fail: boolean) {
  return (
    <MemoryRouter>
      <RouteErrorBoundary resetKey={resetKey}>
        <Page fail={fail} />
      </RouteErrorBoundary>
    </MemoryRouter>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page, with reload and a way home, when a page fails, and the next page once the user moves', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(at('/a', true), { wrapper: AppProviders });
    expect(screen.getByRole('heading', { name: routeErrorTexts.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: routeErrorTexts.reload })).toBeTruthy();
    expect(screen.getByRole('link', { name: routeErrorTexts.home }).getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalled();

    // Same place, still failing: the error page stays.
    view.rerender(at('/a', false));
    expect(screen.getByRole('heading', { name: routeErrorTexts.title })).toBeTruthy();
    // Somewhere else: the page is tried again.
    view.rerender(at('/b', false));
    expect(screen.getByRole('heading', { name: 'Página sana' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: routeErrorTexts.title })).toBeNull();
  });
});

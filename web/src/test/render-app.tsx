import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';
import { setBrowserLocation } from '../lib/browser-location';

/**
 * Renders the real app (providers and route table) at a path, in memory, with an empty SWR cache. The full-page
 * navigations of the app (session redirects, single sign-on) go to the memory router, so a test reads where the
 * browser would have gone from router.state.location.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const assign = (href: string) => void router.navigate(href);
  setBrowserLocation({ assign, current: () => router.state.location });
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
  return { router, ...view };
}

import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { setBrowserLocation } from '../lib/browser-location';


/** Where the app is, and a way to go elsewhere as a link would (the memory router's, read by the tests). */
export type TestRouter = {
  state: { location: Location };
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
};

type Navigate = ReturnType<typeof useNavigate>;

/** Reports the memory router's location and navigate function after every move. */
function RouterProbe({ onMove }: { onMove: (location: Location, navigate: Navigate) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onMove(location, navigate), [onMove, location, navigate]);
  return null;
}

/**
 * Renders the real app (providers and route table) at a path, in memory, with an empty SWR cache. The full-page
 * navigations of the app (session redirects, single sign-on) go to the memory router, so a test reads where the
 * browser would have gone from router.state.location.
 */
export function renderApp(path: string) {
  const url = new URL(path, 'http://localhost');
  const router: TestRouter = {
    state: { location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' } },
    navigate: () => {
      throw new Error('El enrutador de prueba aún no está montado.');
    },
  };
  const onMove = (location: Location, navigate: Navigate) => {
    router.state.location = location;
    router.navigate = (to, options) => void navigate(to, options);
  };
  setBrowserLocation({ assign: (href) => router.navigate(href), current: () => router.state.location });
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <RouterProbe onMove={onMove} />
        </MemoryRouter>
      </AppProviders>
    </SWRConfig>,
  );
  return { router, ...view };
}

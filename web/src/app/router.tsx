import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorBoundary } from './route-error-page';
import { routes, type AppRoute, type PageLoader, type RouteGroup } from './routes';

const notFoundTitle = 'Página no encontrada';

// The session guard is lazy as well: the public pages (/login first) never download it or the user-info schema.
const SessionGuard = lazy(() => import('../features/auth/session-guard').then((m) => ({ default: m.SessionGuard })));
const sessionGuard = (
  <Suspense fallback={<PageSpinner />}>
    <SessionGuard />
  </Suspense>
);
// The shell (menu, header, route guard) loads after the session guard, in its own chunk: /login never downloads it.
const AuthenticatedLayout = lazy(() => import('./authenticated-layout').then((m) => ({ default: m.AuthenticatedLayout })));
const authenticatedLayout = (
  <Suspense fallback={<PageSpinner />}>
    <AuthenticatedLayout />
  </Suspense>
);
const loadNotFoundPage: PageLoader = () => import('../features/shell/not-found-page').then((m) => ({ default: m.NotFoundPage }));
const loadNotFoundShellPage: PageLoader = () => import('../features/shell/not-found-page').then((m) => ({ default: m.NotFoundShellPage }));
// Unknown paths ask whether someone is signed in (the shell for them, the public frame for others).
const NotFoundRoute = lazy(() => import('./not-found-route').then((m) => ({ default: m.NotFoundRoute })));
const notFoundRoute = (
  <Suspense fallback={<PageSpinner />}>
    <NotFoundRoute
      publicPage={lazyElement(loadNotFoundPage, notFoundTitle)}
      shellPage={lazyElement(loadNotFoundShellPage, notFoundTitle)}
      sessionLayout={sessionGuard}
      shellLayout={
        <Suspense fallback={<PageSpinner />}>
          <AuthenticatedLayout guarded={false} />
        </Suspense>
      }
    />
  </Suspense>
);

function lazyElement(load: PageLoader, title: string) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page title={title} />
    </Suspense>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: lazyElement(route.page, route.title) };
}

/**
 * One pathless layout route per group. Every group but 'public' needs a session: its layout is the session guard
 * (user info, idle logout), and inside it the authenticated layout (route guard by role, menu, header).
 */
const groups: RouteGroup[] = ['public', 'dev', 'shell', 'admin'];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    children: [
      ...groups.map(
        (group): RouteObject =>
          group === 'public'
            ? { id: group, element: <Outlet />, children: routes.filter((route) => route.group === group).map(toRouteObject) }
            : {
                id: group,
                element: sessionGuard,
                children: [{ id: `${group}-layout`, element: authenticatedLayout, children: routes.filter((route) => route.group === group).map(toRouteObject) }],
              },
      ),
      { path: '*', element: notFoundRoute },
    ],
  },
];

/**
 * The app's routes, inside a <BrowserRouter> (or a <MemoryRouter> in tests). Declarative routing: the app loads no
 * data through the router, and the data router's code would be 17 KB more of the first download (decision 006).
 * A page that fails to render or to download shows the error page until the user goes elsewhere.
 */
export function AppRoutes() {
  const element = useRoutes(appRoutes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

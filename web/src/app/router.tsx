import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorPage } from './route-error-page';
import { routes, type AppRoute, type PageLoader, type RouteGroup } from './routes';

export type RouteHandle = { key: string; title: string };

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
const loadNotFoundPage: PageLoader = () =>
  import('../features/shell/not-found-page').then((m) => ({ default: m.NotFoundPage }));

function lazyElement(load: PageLoader, title: string) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page title={title} />
    </Suspense>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { key: route.key, title: route.title };
  return { path: route.path, element: lazyElement(route.page, route.title), handle };
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
    errorElement: <RouteErrorPage />,
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
      { path: '*', element: lazyElement(loadNotFoundPage, notFoundTitle), handle: { key: 'notFound', title: notFoundTitle } },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { canOpenPath } from '@expediente/contracts/shell/navigation';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { AppToaster } from './app-toaster';
import { useSignedInUser } from '../lib/current-user-context';

// The parts of the layout come from their features; app/ composes them (features never import each other).
const AppShell = lazy(() => import('../features/shell/app-shell').then((m) => ({ default: m.AppShell })));
const NotificationsCounter = lazy(() => import('../features/notifications/notifications-header').then((m) => ({ default: m.NotificationsCounter })));
const NotificationsBanner = lazy(() => import('../features/notifications/notifications-header').then((m) => ({ default: m.NotificationsBanner })));
const AgreementsGate = lazy(() => import('../features/agreements/agreements-gate').then((m) => ({ default: m.AgreementsGate })));

/** Whether a signed-in user may open a path: contracts' canOpenPath, the rule the menu is built from too. */
export function RouteGuard() {
  const { user } = useSignedInUser();
  const { pathname } = useLocation();
  if (!canOpenPath(user.primaryRole, pathname, user.features)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The layout of every signed-in route, inside the session guard (which provides the user): the shell (menu by
 * role, header) composed with the notifications header parts and the agreements, and the page behind the client
 * route guard (anything the role may not open goes to /).
 */
export function AuthenticatedLayout() {
  return (
    <>
      <AppToaster />
      <Suspense fallback={<PageSpinner />}>
        <AppShell
          headerNotifications={
            <Suspense fallback={null}>
              <NotificationsCounter />
            </Suspense>
          }
          banner={
            <Suspense fallback={null}>
              <NotificationsBanner />
            </Suspense>
          }
          overlays={
            <Suspense fallback={null}>
              <AgreementsGate />
            </Suspense>
          }
        >
          <RouteGuard />
        </AppShell>
      </Suspense>
    </>
  );
}

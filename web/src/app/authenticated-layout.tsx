import { routeDecision } from '@expediente/contracts/shell/navigation';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { useNotify } from '../components/use-notify';
import { AppToaster } from './app-toaster';
import { useSignedInUser } from '../lib/current-user-context';

// The parts of the layout come from their features; app/ composes them (features never import each other).
const AppShell = lazy(() => import('../features/shell/app-shell').then((m) => ({ default: m.AppShell })));
const NotificationsCounter = lazy(() => import('../features/notifications/notifications-header').then((m) => ({ default: m.NotificationsCounter })));
const NotificationsBanner = lazy(() => import('../features/notifications/notifications-header').then((m) => ({ default: m.NotificationsBanner })));
const AgreementsGate = lazy(() => import('../features/agreements/agreements-gate').then((m) => ({ default: m.AgreementsGate })));

/** Said when the route guard turns a page away (a deep link, an old bookmark, a flag switched off). */
export const accessDeniedText = 'No tiene acceso a esta sección';

/** Goes to the landing page; a refusal says why, once (the effect runs twice in development's strict mode). */
function Redirect({ to, denied }: { to: string; denied: boolean }) {
  const notify = useNotify();
  const told = useRef(false);
  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    notify.toast(accessDeniedText, { variant: 'warning' });
  }, [denied, notify]);
  return <Navigate to={to} replace />;
}

/**
 * Whether a signed-in user may open a path: contracts' routeDecision, from the rules the menu is built from too.
 * A page the role may not open goes to its landing page with a short explanation; '/' of a role without Inicio
 * (Security) goes to its landing page without one.
 */
export function RouteGuard() {
  const { user } = useSignedInUser();
  const { pathname } = useLocation();
  const decision = routeDecision(user.primaryRole, pathname, user.features);
  if (decision.action === 'redirect') return <Redirect to={decision.to} denied={decision.denied} />;
  return <Outlet />;
}

/**
 * The layout of every signed-in route, inside the session guard (which provides the user): the shell (menu by
 * role, header) composed with the notifications header parts and the agreements, and the page behind the client
 * route guard (anything the role may not open goes to the role's landing page). `guarded` false: the 404 screen
 * of a signed-in user, which is no refusal.
 */
export function AuthenticatedLayout({ guarded = true }: { guarded?: boolean }) {
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
          {guarded ? <RouteGuard /> : <Outlet />}
        </AppShell>
      </Suspense>
    </>
  );
}

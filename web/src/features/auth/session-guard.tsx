import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { messages } from '@expediente/contracts/shared/messages';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { getHref } from '../../app/routes';
import { PageSpinner } from '../../components/page-spinner';
import { accountBlockedCode } from '../../lib/api-client';
import { SignedInUserProvider, type SignedInUser } from '../../lib/current-user-context';
import { createIdleTracker, type IdleTracker } from '../../lib/idle-tracker';
import { useCurrentUser, type KeepFresh } from './api/get-current-user';
import { logout } from './api/logout';
import { FormAlert } from './components/form-alert';
import type { LogoutLocationState } from './use-sign-out';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
});

/** Holds the running idle tracker for the callbacks that ask whether the user is idle (SWR's isPaused). */
function createIdleProbe() {
  let tracker: IdleTracker | undefined;
  return {
    attach: (next: IdleTracker | undefined) => {
      tracker = next;
    },
    isIdle: (forMs: number) => tracker?.isIdle(forMs) ?? false,
  };
}

// The idle warning's dialog (Fluent's Dialog) downloads only when a warning is due.
const IdleWarningDialog = lazy(() => import('../../app/idle-warning-dialog').then((m) => ({ default: m.IdleWarningDialog })));

/** The flag that sends users whose status is not active to /account/status (part 1 §2). */
export const statusBlockingFlag = 'enable-status-blocking';

/**
 * The layout of every route that needs a session (the main shell, /dev, /admin): loads the signed-in user, keeps it
 * fresh every 2 minutes while the user is active, ends the session after 20 minutes without activity in any tab
 * (GET /api/logout, then /logout) and follows another tab's logout. A minute before that logout it warns, in every
 * tab; 'Seguir conectado' counts as activity in all of them and asks for user info, which also renews the server's
 * idle timer (any signed-in call does). A 401 goes to /login and a 403
 * 'account_blocked' to /account/status (the API client does both); a user whose status is not active goes to
 * /account/status when the flag enable-status-blocking is on. The pages inside read the user with useSignedInUser.
 */
export function SessionGuard() {
  const styles = useStyles();
  const navigate = useNavigate();
  // Asks the idle tracker of the signed-in session (none yet: not idle). Read by polling, never during render.
  const idle = useMemo(() => createIdleProbe(), []);
  const isIdle = idle.isIdle;
  const keepFresh = useMemo<KeepFresh>(() => ({ isIdle }), [isIdle]);
  const { user, error, isValidating, reload } = useCurrentUser({ keepFresh });
  const signedIn = user !== undefined;
  const signedInUser = useMemo<SignedInUser | undefined>(() => (user ? { user, reload, isIdle } : undefined), [user, reload, isIdle]);

  // Nothing loaded, nothing failed and nothing on its way: SWR dropped an answer that raced a cache reset (signing
  // out, then back to a private page within the 2 s dedupe window). Ask again instead of waiting forever.
  // When the idle logout will happen, while the warning is shown.
  const [warningUntil, setWarningUntil] = useState<number | undefined>(undefined);
  const tracker = useRef<IdleTracker | undefined>(undefined);

  const stalled = !user && !error && !isValidating;
  useEffect(() => {
    if (stalled) void reload();
  }, [stalled, reload]);

  useEffect(() => {
    if (!signedIn) return;
    const instance = createIdleTracker({
      // This tab reached 20 minutes (the others were told): close the session, then show /logout. If the call
      // failed, /logout tries again itself.
      onIdle: () => {
        void (async () => {
          const loggedOut = await logout().then(
            () => true,
            () => false,
          );
          const state: LogoutLocationState = { loggedOut, reason: 'idle' };
          await navigate(getHref('logout'), { replace: true, state });
        })();
      },
      // Another tab closed the session; /logout confirms it (its call is harmless if already closed).
      onLogoutElsewhere: () => void navigate(getHref('logout'), { replace: true }),
      onWarn: (logoutAt) => setWarningUntil(logoutAt),
      onWarnEnd: () => setWarningUntil(undefined),
    });
    idle.attach(instance);
    tracker.current = instance;
    instance.start();
    return () => {
      instance.stop();
      idle.attach(undefined);
      tracker.current = undefined;
      setWarningUntil(undefined);
    };
  }, [signedIn, navigate, idle]);

  // The answer to the warning: activity for every tab, and a signed-in call so that the server's timer starts again.
  const keepAlive = useCallback(() => {
    tracker.current?.keepAlive();
    void reload();
  }, [reload]);
  const signOutNow = useCallback(() => void navigate(getHref('logout')), [navigate]);

  if (user && signedInUser) {
    const blocked = user.userStatus !== 'active' && user.features[statusBlockingFlag] === true;
    if (blocked) return <Navigate to={getHref('accountStatus')} replace />;
    return (
      <SignedInUserProvider value={signedInUser}>
        <Outlet />
        {warningUntil !== undefined && (
          <Suspense fallback={null}>
            <IdleWarningDialog logoutAt={warningUntil} onKeepAlive={keepAlive} onSignOut={signOutNow} />
          </Suspense>
        )}
      </SignedInUserProvider>
    );
  }

  // 401 and 'account_blocked': the API client is already taking the browser elsewhere.
  const leaving = error && (error.status === 401 || (error.status === 403 && error.code === accountBlockedCode));
  if (error && !leaving) {
    return (
      <main className={styles.root}>
        <Title2 as="h1">Expediente</Title2>
        <FormAlert>{messages.userInfo}</FormAlert>
        <Body1>
          <Button appearance="primary" onClick={() => void reload()}>
            Reintentar
          </Button>
        </Body1>
      </main>
    );
  }
  return <PageSpinner />;
}

import { useEffect, useState, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageSpinner } from '../components/page-spinner';
import { apiFetch } from '../lib/api-client';

/** GET /api/userinfo, the session guard's key in SWR's cache (features/auth/api/get-current-user.ts). */
const currentUserKey = '/api/userinfo';
// The answer's shape comes with the session guard's chunk (app/ composes features through dynamic imports).
const loadUserShape = () => import('../features/auth/api/get-current-user').then((m) => m.currentUserShape);

type Session = 'unknown' | 'signed-in' | 'signed-out';

/**
 * Asks whether someone is signed in without the API client's usual answer to a 401 (off to /login): on an unknown
 * path a visitor without a session sees the 404 screen, not the sign-in form. A user already in SWR's cache (a
 * link followed inside the app) needs no call; a user found by the call is put there for the session guard.
 */
function useSessionProbe(): Session {
  const { cache, mutate } = useSWRConfig();
  const cached = cache.get(currentUserKey)?.data !== undefined;
  const [probed, setProbed] = useState<Session>('unknown');
  useEffect(() => {
    if (cached) return;
    const controller = new AbortController();
    loadUserShape()
      .then((schema) => apiFetch(currentUserKey, { schema, signal: controller.signal, redirectOnUnauthorized: false }))
      .then(
      (user) => {
        void mutate(currentUserKey, user, { revalidate: false });
        setProbed('signed-in');
      },
      () => {
        if (!controller.signal.aborted) setProbed('signed-out');
      },
    );
    return () => controller.abort();
  }, [cached, mutate]);
  return cached ? 'signed-in' : probed;
}

export type NotFoundRouteProps = {
  /** The 404 screen of the public frame. */
  publicPage: ReactElement;
  /** The same inside the shell. */
  shellPage: ReactElement;
  /** The session guard and the unguarded authenticated layout (router.tsx's elements). */
  sessionLayout: ReactElement;
  shellLayout: ReactElement;
};

/**
 * Any unknown path (part 1 §2: '404! El recurso no existe.'): inside the shell for a signed-in user, so that the menu
 * is there to go on from; in the public frame otherwise. The shell's route guard does not apply: an unknown path is
 * not a refusal.
 */
export function NotFoundRoute({ publicPage, shellPage, sessionLayout, shellLayout }: NotFoundRouteProps) {
  const session = useSessionProbe();
  if (session === 'unknown') return <PageSpinner />;
  if (session === 'signed-out') return publicPage;
  return (
    <Routes>
      <Route element={sessionLayout}>
        <Route element={shellLayout}>
          <Route path="*" element={shellPage} />
        </Route>
      </Route>
    </Routes>
  );
}

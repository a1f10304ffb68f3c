import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { getHref } from '../../app/routes';
import { announceLogout } from '../../lib/session-channel';
import { logout } from './api/logout';

/** The state /logout reads: the session was already closed by the page that sent the user there. */
export type LogoutLocationState = { loggedOut?: boolean; reason?: 'idle' };

/**
 * Ends the session from a button (the blocked-account screen): GET /api/logout, forget every cached answer, tell
 * the other tabs, then show /logout. A failure is returned to the caller to show.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    setFailed(false);
    try {
      await logout();
    } catch {
      setFailed(true);
      setPending(false);
      return;
    }
    await mutate(() => true, undefined, { revalidate: false });
    announceLogout();
    const state: LogoutLocationState = { loggedOut: true };
    await navigate(getHref('logout'), { replace: true, state });
  }, [mutate, navigate]);

  return { signOut, pending, failed };
}

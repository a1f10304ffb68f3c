import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The signed-in user, handed down by the authenticated layout (app/) to every page and header part inside it, so
 * that features read who is signed in without importing the auth feature. reload() asks for user info again (after
 * a change that alters it: a flag switched, a notice accepted, the name edited).
 */
export type SignedInUser = {
  user: CurrentUser;
  reload: () => Promise<unknown>;
  /**
   * True when the user has done nothing, in any tab, for `forMs` (the session guard's idle tracker). Polling pauses
   * then, so that it never keeps an abandoned session alive.
   */
  isIdle: (forMs: number) => boolean;
};

const SignedInUserContext = createContext<SignedInUser | undefined>(undefined);

export function SignedInUserProvider({ value, children }: { value: SignedInUser; children: ReactNode }) {
  return <SignedInUserContext.Provider value={value}>{children}</SignedInUserContext.Provider>;
}

export function useSignedInUser(): SignedInUser {
  const value = useContext(SignedInUserContext);
  if (!value) throw new Error('useSignedInUser necesita SignedInUserProvider (app/authenticated-layout.tsx).');
  return value;
}

/** Whether a flag is on for the signed-in user (userinfo.features; a missing flag is off). */
export function hasFeature(user: Pick<CurrentUser, 'features'>, feature: string): boolean {
  return user.features[feature] === true;
}

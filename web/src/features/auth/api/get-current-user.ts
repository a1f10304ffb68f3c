import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { roles, userStatuses } from '@expediente/contracts/shared/role-values';
import { useCallback } from 'react';
import useSWR from 'swr';
import { ApiClientError, apiFetch } from '../../../lib/api-client';
import { bool, nullable, object, oneOf, recordOf, responseShape, str } from '../../../lib/shape';

/** GET /api/userinfo (part 1 §7): the signed-in user. */
export const currentUserKey = '/api/userinfo';

/** User info is refreshed every 2 minutes while the user is not idle (part 1 §9). */
export const userInfoRefreshMs = 2 * 60_000;

/**
 * contracts' currentUserSchema, checked without zod: the session guard reads user info before the shell's first
 * paint (lib/shape.ts, decision 006); the tests hold both to the same answers.
 */
export const currentUserShape = responseShape<CurrentUser>(
  object({
    tenantId: str,
    tenantName: str,
    publicKey: str,
    displayName: str,
    emailAddress: str,
    thumbnailUrl: nullable(str),
    firstName: str,
    lastName1: str,
    lastName2: nullable(str),
    userName: str,
    fullName: str,
    primaryRole: oneOf(roles),
    primaryRoleDisplayName: str,
    userPK: str,
    userStatus: oneOf(userStatuses),
    features: recordOf(bool),
    logoutRedirect: str,
    biFilterKey: nullable(str),
    personCompanyPublicKey: str,
    agreeSuppliersPrivacyNotice: bool,
    agreeCxUxSurvey: bool,
    IsMemberMainGroup: bool,
    twoFactorEnabled: bool,
  }),
);

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch(currentUserKey, { schema: currentUserShape, signal });
}

export type KeepFresh = {
  /** True when the user has done nothing (in any tab) for `forMs`: then the refresh is skipped. */
  isIdle: (forMs: number) => boolean;
};

export type CurrentUserState = {
  /** undefined while loading, after a failure, and after a 401 (the user is cleared). */
  user: CurrentUser | undefined;
  error: ApiClientError | undefined;
  isLoading: boolean;
  /** A request for user info is under way. */
  isValidating: boolean;
  /** Fetches again, now (after a failure, or after the user's data changed, e.g. two-factor turned on). */
  reload: () => Promise<unknown>;
};

/**
 * The signed-in user, shared by every caller through SWR's cache. A 401 clears the user (the API client sends the
 * browser to /login?returnUrl=… unless the page is a public one); a 403 'account_blocked' is sent to
 * /account/status by the client as well. Only the session guard passes `keepFresh`: it refreshes every 2 minutes
 * and skips a refresh while the user is idle, so polling never keeps an abandoned session alive.
 */
export function useCurrentUser(options: { keepFresh?: KeepFresh; revalidateOnMount?: boolean; askOnce?: boolean } = {}): CurrentUserState {
  const { keepFresh, revalidateOnMount, askOnce } = options;
  const { data, error, isLoading, isValidating, mutate } = useSWR<CurrentUser, ApiClientError>(currentUserKey, () => getCurrentUser(), {
    ...(revalidateOnMount === undefined ? {} : { revalidateOnMount }),
    // askOnce (/login: is someone signed in already?): one question on arrival, no retry, no refresh on focus.
    ...(askOnce ? { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } : {}),
    refreshInterval: keepFresh ? userInfoRefreshMs : 0,
    isPaused: () => keepFresh?.isIdle(userInfoRefreshMs) ?? false,
    onError: (failure) => {
      if (failure instanceof ApiClientError && failure.status === 401) void mutate(undefined, { revalidate: false });
    },
  });
  const unauthorized = error instanceof ApiClientError && error.status === 401;
  const reload = useCallback(() => mutate(), [mutate]);
  return {
    user: unauthorized ? undefined : data,
    error: error instanceof ApiClientError || error === undefined ? error : new ApiClientError({ status: 0, code: 'internal', message: String(error) }),
    isLoading,
    isValidating,
    reload,
  };
}

/**
 * Leaving the single-page app: the session redirects of the API client (401 → /login, blocked account →
 * /account/status) and the jump to single sign-on are full navigations on purpose, so that every cached answer of
 * the session that just ended is dropped. Tests render the app in a memory router and point this at it.
 */
export type CurrentLocation = { pathname: string; search: string; hash?: string };

export type BrowserLocation = {
  /** Navigates the whole page (window.location.assign by default). */
  assign: (href: string) => void;
  /** Where the app is now (window.location by default). */
  current: () => CurrentLocation;
};

const windowLocation: BrowserLocation = {
  assign: (href) => window.location.assign(href),
  current: () => window.location,
};

let active: BrowserLocation = windowLocation;

/** Replaces the browser location the app reads and navigates (tests); no argument restores window.location. */
export function setBrowserLocation(next?: BrowserLocation): void {
  active = next ?? windowLocation;
}

export function assignLocation(href: string): void {
  active.assign(href);
}

export function currentLocation(): CurrentLocation {
  return active.current();
}

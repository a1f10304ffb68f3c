import { useSyncExternalStore } from 'react';

/**
 * Below this width (phones, narrow windows) the sidebar is a drawer opened from the header and the header keeps to
 * one row. 768 px: a tablet held upright still gets the sidebar beside the page.
 */
export const narrowViewportQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(narrowViewportQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return window.matchMedia(narrowViewportQuery).matches;
}

/** Whether the window is narrower than the sidebar layout needs; follows resizes and rotations. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}

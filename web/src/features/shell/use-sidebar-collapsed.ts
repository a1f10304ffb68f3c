import { useCallback, useState } from 'react';

/** The sidebar's collapsed state is kept in this browser (part 1 §2: 'the state is kept locally'). */
export const sidebarStorageKey = 'expediente.sidebar.collapsed';

export function readSidebarCollapsed(): boolean {
  try {
    return window.localStorage.getItem(sidebarStorageKey) === 'true';
  } catch {
    return false; // storage blocked: start expanded
  }
}

export function useSidebarCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(sidebarStorageKey, String(next));
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    setCollapsedState(next);
  }, []);
  return [collapsed, setCollapsed];
}

import { useContext, useEffect, type ContextType } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * While `active` (an upload in flight), leaving the page warns: the browser's own 'leave site?' prompt for a
 * reload, a closed tab or a typed address (beforeunload), and a confirmation for navigations inside the app.
 * The app uses the declarative <BrowserRouter> (decision 006: no data router), where react-router's useBlocker is
 * not available, so the in-app navigations are caught at the router's navigator (push/replace) instead; the
 * browser's back button is not stoppable there (popstate has already happened).
 */
export function useLeaveGuard(active: boolean, message: string): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set for the prompt to appear.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);

  useEffect(() => (active ? confirmNavigations(navigator, message) : undefined), [active, message, navigator]);
}

type RouterNavigator = Pick<ContextType<typeof UNSAFE_NavigationContext>['navigator'], 'push' | 'replace'>;

/** Wraps the navigator's push and replace in a confirmation; answers the undo. */
function confirmNavigations(navigator: RouterNavigator, message: string): () => void {
  const { push, replace } = navigator;
  navigator.push = (...args) => {
    if (window.confirm(message)) push(...args);
  };
  navigator.replace = (...args) => {
    if (window.confirm(message)) replace(...args);
  };
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

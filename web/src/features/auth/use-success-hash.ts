import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Public account pages show their success through the #success hash (part 1 §2): reloading the page keeps it, and
 * the form is not shown again.
 */
export function useSuccessHash(): [boolean, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const success = location.hash === '#success';
  const markSuccess = useCallback(() => {
    void navigate({ pathname: location.pathname, search: location.search, hash: '#success' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return [success, markSuccess];
}

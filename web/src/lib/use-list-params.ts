import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ListParamChanges = Record<string, string | number | undefined>;

/**
 * A list page's state in the query string (links, back and reload keep it): the current parameters and `update`,
 * which sets or removes some of them ('' and undefined remove). Any change but the page itself starts again at
 * page 1; `replace` keeps typing in a search box out of the history.
 */
export function useListParams(): [URLSearchParams, (changes: ListParamChanges, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: ListParamChanges, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('pageIndex' in changes)) next.delete('pageIndex');
        return next;
      }, options);
    },
    [setSearchParams],
  );
  return [searchParams, update];
}

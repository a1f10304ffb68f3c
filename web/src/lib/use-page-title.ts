import { useEffect } from 'react';

/** Sets the browser tab title to the page's Spanish title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Expediente`;
  }, [title]);
}

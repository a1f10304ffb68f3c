import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isContactListKey } from './contact-keys';

/**
 * The 'organizationsChanged' refresh of part 2 §7: after a contact or organization is added or changed, every
 * directory list and organization picker in the cache asks again (the page's own SWR cache, not a global one).
 */
export function useOrganizationsChanged() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isContactListKey).then(() => undefined), [mutate]);
}

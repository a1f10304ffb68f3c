import type { ContactChangeResponse } from '@expediente/contracts/contacts/contact-editing';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { contactDetailKey } from './contact-keys';
import { useOrganizationsChanged } from './use-organizations-changed';

/**
 * After a change answered: the detail shows the contact as the server now has it (no second request), and the
 * lists and organization pickers ask again ('organizationsChanged'), since names, status and columns may differ.
 */
export function useContactChange() {
  const { mutate } = useSWRConfig();
  const organizationsChanged = useOrganizationsChanged();
  return useCallback(
    (response: ContactChangeResponse) => {
      void mutate(contactDetailKey(response.contact.publicKey), response.contact, { revalidate: false });
      void organizationsChanged();
    },
    [mutate, organizationsChanged],
  );
}

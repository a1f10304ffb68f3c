import { organizationsResponseSchema, type OrganizationContact } from '@expediente/contracts/contacts/organizations';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

/**
 * The organizations and groups the user may target (part 2 §6, §7): members of the main group ask for all of them
 * (GET /api/contacts/organizations/all), everyone else for their own list (GET /api/contacts/{userPK}/organizations).
 */
export function notificationTargetsKey(userPK: string, mainGroup: boolean): string {
  return mainGroup ? '/api/contacts/organizations/all' : `/api/contacts/${encodeURIComponent(userPK)}/organizations`;
}

export async function getNotificationTargets(key: string): Promise<OrganizationContact[]> {
  const { contacts } = await apiFetch(key, { schema: organizationsResponseSchema });
  return contacts;
}

/** Asked only while `enabled` (the creation modal is open). */
export function useNotificationTargetsList(userPK: string, mainGroup: boolean, enabled: boolean) {
  return useSWR<OrganizationContact[], ApiClientError>(enabled ? notificationTargetsKey(userPK, mainGroup) : null, getNotificationTargets, { revalidateOnFocus: false });
}

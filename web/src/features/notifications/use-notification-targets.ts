import { useSignedInUser } from '../../lib/current-user-context';
import { useNotificationTargetsList } from './api/get-notification-targets';
import type { NotificationTargets } from './components/add-notification-modal';

/**
 * Who a notification can be sent to, as the server decides (the same rule checks POST /api/notifications/add):
 * members of the main group (user info IsMemberMainGroup) choose among every organization and group of the
 * tenant, others among their own organization and the groups it belongs to. Loaded while the modal is open.
 */
export function useNotificationTargets(enabled: boolean): NotificationTargets {
  const { user } = useSignedInUser();
  const { data, error, isLoading } = useNotificationTargetsList(user.userPK, user.IsMemberMainGroup, enabled);
  return { contacts: data ?? [], loading: enabled && (isLoading || (!data && !error)), failed: !!error };
}

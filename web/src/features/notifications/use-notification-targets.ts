import { useSignedInUser } from '../../lib/current-user-context';
import type { NotificationTargets } from './components/add-notification-modal';

/** Ours: how the user's own organization is offered (user info names its key, not its name). */
export const ownOrganizationLabel = 'Mi organización';

/**
 * Who a notification can be sent to. Every user may target their own organization (user info's
 * personCompanyPublicKey). Members of the main group may choose among all organizations (part 2 §6): that list
 * needs a server endpoint that does not exist yet, so for now they are offered their own organization too.
 */
export function useNotificationTargets(_enabled: boolean): NotificationTargets {
  const { user } = useSignedInUser();
  const own = user.personCompanyPublicKey ? [{ value: user.personCompanyPublicKey, label: ownOrganizationLabel }] : [];
  return { organizations: own, groups: [] };
}

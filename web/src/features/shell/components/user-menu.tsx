import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { useState } from 'react';
import { onDemand, useOnDemand } from '../../../lib/on-demand';

/** Texts of the user menu (ours, except 'Cerrar sesión'; the links' names are contracts' userMenuFor). */
export const userMenuTexts = {
  trigger: 'Menú de usuario',
  signOut: 'Cerrar sesión',
} as const;

// The Fluent menu (with its positioning and arrow-key code) is a chunk of its own: few users open it on a visit.
const userMenuPopover = onDemand(() => import('./user-menu-popover').then((module) => module.UserMenuPopover));

/**
 * The user menu, behind a button named after the user (its face is an icon: the greeting already shows the name).
 * Until it is first opened the button is a plain one that looks the same; pointing at it or focusing it starts the
 * download, and the first click (or Enter, or Space) mounts the menu open, with focus on its first item. From then
 * on the Fluent menu and its own trigger take over (Escape returns focus to the trigger).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  // Each click asks for the menu; a menu downloaded earlier (another layout, a prefetch) renders closed at once.
  const [request, setRequest] = useState(0);
  const { value: Popover, pending } = useOnDemand(userMenuPopover, request);
  const label = `${userMenuTexts.trigger}: ${user.displayName}`;
  if (Popover) return <Popover user={user} label={label} openOnMount={request > 0} />;
  const prefetch = () => void userMenuPopover.load().catch(() => undefined);
  return (
    <Button
      appearance="subtle"
      icon={<PersonCircleRegular />}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={pending || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setRequest((n) => n + 1)}
    />
  );
}

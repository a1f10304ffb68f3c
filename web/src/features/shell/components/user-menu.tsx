import { Button } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { useState, type ComponentType } from 'react';

/** Texts of the user menu (ours, except 'Mi cuenta' and 'Cerrar sesión'). */
export const userMenuTexts = {
  trigger: 'Menú de usuario',
  account: 'Mi cuenta',
  ownTenant: 'Administrar mi cuenta',
  globalAdmin: 'Administración global de cuentas',
  advanced: 'Configuración avanzada',
  signOut: 'Cerrar sesión',
} as const;

type Popover = ComponentType<{ user: CurrentUser; label: string; openOnMount: boolean }>;

let loaded: Popover | undefined;
let loading: Promise<Popover> | undefined;
/** The Fluent menu (with its positioning and arrow-key code) is a chunk of its own: few users open it on a visit. */
function loadPopover(): Promise<Popover> {
  loading ??= import('./user-menu-popover').then(
    (module) => (loaded = module.UserMenuPopover),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The user menu, behind a button named after the user (its face is an icon: the greeting already shows the name).
 * Until it is first opened the button is a plain one that looks the same; pointing at it or focusing it starts the
 * download, and the first click (or Enter, or Space) mounts the menu open, with focus on its first item. From then
 * on the Fluent menu and its own trigger take over (Escape returns focus to the trigger).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  // Once downloaded (in an earlier layout too), the Fluent menu renders closed at once.
  const [menu, setMenu] = useState<{ Popover: Popover; openOnMount: boolean } | undefined>(() => loaded && { Popover: loaded, openOnMount: false });
  const [opening, setOpening] = useState(false);
  const label = `${userMenuTexts.trigger}: ${user.displayName}`;
  if (menu) return <menu.Popover user={user} label={label} openOnMount={menu.openOnMount} />;
  const prefetch = () => void loadPopover().catch(() => undefined);
  const open = () => {
    setOpening(true);
    loadPopover().then(
      (Popover) => setMenu({ Popover, openOnMount: true }),
      (error: unknown) => {
        setOpening(false);
        console.error(error);
      },
    );
  };
  return (
    <Button
      appearance="subtle"
      icon={<PersonCircleRegular />}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opening || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
    />
  );
}

import { Menu, MenuButton, MenuDivider, MenuItem, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { userMenuFor } from '@expediente/contracts/shell/navigation';
import type { ReactElement, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router-dom';
import { getHref } from '../../../app/routes';
import { menuIcon } from './menu-icons';
import { userMenuTexts } from './user-menu';

function MenuRouterLink({ to, icon, children }: { to: string; icon: ReactElement; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <MenuItemLink href={href} onClick={onClick} icon={icon}>
      {children}
    </MenuItemLink>
  );
}

/**
 * The Fluent menu behind the user button. user-menu.tsx loads this chunk when the menu is first opened and mounts it
 * open (focus goes to the first item); later mounts start closed. The links come from contracts' userMenuFor ('Mi
 * cuenta' for everyone, the Developer's extras of part 1 §6, 'Administración de Features' for who may read the
 * features), then 'Cerrar sesión'.
 */
export function UserMenuPopover({ user, label, openOnMount }: { user: CurrentUser; label: string; openOnMount: boolean }) {
  const navigate = useNavigate();
  const links = userMenuFor(user.primaryRole, user.features, { id: user.tenantId, name: user.tenantName });
  return (
    <Menu positioning="below-end" defaultOpen={openOnMount}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" icon={<PersonCircleRegular />} aria-label={label} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {links.map((link) => (
            <MenuRouterLink key={link.path} to={link.path} icon={menuIcon(link.path)}>
              {link.label}
            </MenuRouterLink>
          ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void navigate(getHref('logout'))}>
            {userMenuTexts.signOut}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

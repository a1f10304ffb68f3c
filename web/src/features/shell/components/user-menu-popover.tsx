import { Menu, MenuButton, MenuDivider, MenuItem, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BuildingRegular, PeopleSettingsRegular, PersonCircleRegular, SignOutRegular, WrenchScrewdriverRegular } from '@fluentui/react-icons';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import type { ReactElement, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router-dom';
import { getHref } from '../../../app/routes';
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
 * open (focus goes to the first item); later mounts start closed. 'Mi cuenta' and 'Cerrar sesión' for everyone; a
 * Developer also gets links to administer the own tenant account, global account administration and advanced
 * configuration (part 1 §6).
 */
export function UserMenuPopover({ user, label, openOnMount }: { user: CurrentUser; label: string; openOnMount: boolean }) {
  const navigate = useNavigate();
  const developer = user.primaryRole === 'Developer';
  return (
    <Menu positioning="below-end" defaultOpen={openOnMount}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<PersonCircleRegular />}
          aria-label={label}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuRouterLink to={getHref('account')} icon={<PersonCircleRegular />}>
            {userMenuTexts.account}
          </MenuRouterLink>
          {developer && (
            <>
              <MenuRouterLink to={getHref('adminTenant', { id: user.tenantId })} icon={<BuildingRegular />}>
                {userMenuTexts.ownTenant}
              </MenuRouterLink>
              <MenuRouterLink to={getHref('admin')} icon={<PeopleSettingsRegular />}>
                {userMenuTexts.globalAdmin}
              </MenuRouterLink>
              <MenuRouterLink to={getHref('dev')} icon={<WrenchScrewdriverRegular />}>
                {userMenuTexts.advanced}
              </MenuRouterLink>
            </>
          )}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void navigate(getHref('logout'))}>
            {userMenuTexts.signOut}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

import { createFocusOutlineStyle, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import type { MenuEntry } from '@expediente/contracts/shell/navigation';
import type { ComponentType, MouseEvent, ReactElement } from 'react';
import { useHref, useLinkClickHandler, useMatch } from 'react-router-dom';
import { onDemand, useOnDemand } from '../../../lib/on-demand';
import { menuIcon } from './menu-icons';

const useStyles = makeStyles({
  nav: {
    gridArea: 'nav',
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.borderRight(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    paddingTop: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalM,
    width: '15rem',
    boxSizing: 'border-box',
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  },
  collapsed: { width: '3.5rem' },
  // Inside the phone drawer: the drawer gives the frame and the width.
  inDrawer: { paddingTop: 0, paddingBottom: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    // The focus outline is drawn by a pseudo-element placed against the nearest positioned box: this one.
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    marginLeft: tokens.spacingHorizontalS,
    marginRight: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ...createFocusOutlineStyle(),
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
  },
  icon: { fontSize: '20px', display: 'inline-flex', flexShrink: 0 },
  // Hidden from view, still the link's accessible name.
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

type Tip = ComponentType<{ label: string; children: ReactElement }>;

// Downloaded when the sidebar is first collapsed; without it the links still work and keep their names, and a
// later collapse tries a failed download again.
const collapsedTooltip = onDemand<Tip>(() => import('./sidebar-tooltip').then((module) => module.SidebarTooltip));

type SidebarLinkProps = { entry: MenuEntry; collapsed: boolean; Tooltip: Tip | undefined; onNavigate: (() => void) | undefined };

function SidebarLink({ entry, collapsed, Tooltip, onNavigate }: SidebarLinkProps) {
  const styles = useStyles();
  const href = useHref(entry.path);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(entry.path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    navigate(event);
    if (event.defaultPrevented) onNavigate?.();
  };
  const active = useMatch({ path: entry.path, end: entry.path === '/' }) !== null;
  const link = (
    <a href={href} onClick={onClick} aria-current={active ? 'page' : undefined} className={mergeClasses(styles.link, active && styles.active)}>
      <span className={styles.icon} aria-hidden="true">
        {menuIcon(entry.path)}
      </span>
      <span className={collapsed ? styles.hiddenLabel : undefined}>{entry.label}</span>
    </a>
  );
  return (
    <li>
      {collapsed && Tooltip ? (
        // The name is the (hidden) label; the tooltip only shows it to sighted users.
        <Tooltip label={entry.label}>{link}</Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

export type SidebarProps = {
  id?: string;
  entries: readonly MenuEntry[];
  collapsed: boolean;
  /** In the phone drawer rather than beside the page. */
  inDrawer?: boolean;
  /** A link was followed inside the app (the drawer closes, even for the page already shown). */
  onNavigate?: () => void;
};

/** The sidebar menu by role (contracts' menuFor): links with icons; collapsed, only the icons show. */
export function Sidebar({ id, entries, collapsed, inDrawer = false, onNavigate }: SidebarProps) {
  const styles = useStyles();
  const { value: Tooltip } = useOnDemand(collapsedTooltip, collapsed ? 1 : 0);
  return (
    <nav
      id={id}
      aria-label="Menú principal"
      className={inDrawer ? styles.inDrawer : mergeClasses(styles.nav, collapsed && styles.collapsed)}
      data-collapsed={collapsed}
    >
      <ul className={styles.list}>
        {entries.map((entry) => (
          <SidebarLink key={entry.path} entry={entry} collapsed={collapsed} Tooltip={Tooltip} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { menuFor } from '@expediente/contracts/shell/navigation';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useSignedInUser } from '../../lib/current-user-context';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { setToastTopInset } from '../../lib/toaster';
import { AppHeader, HeaderTools } from './components/app-header';
import { Sidebar } from './components/sidebar';
import { useNarrowViewport } from './use-narrow-viewport';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"header header" "nav content"',
    minHeight: '100dvh',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // Phones: the page takes the whole width; the menu is a drawer.
  narrow: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"header" "content"' },
  content: { gridArea: 'content', display: 'flex', flexDirection: 'column', minWidth: 0 },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 10,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { top: tokens.spacingVerticalS },
    ':focus-visible': { outlineWidth: tokens.strokeWidthThick, outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
});

export const shellTexts = { skipToContent: 'Saltar al contenido' } as const;

/**
 * Tells the toaster where the header and the warning banner end (the bottom of `banner`, which sits under the
 * header), so that top-right toasts start below them; again whenever the banner or the window changes size.
 */
function useToastInsetBelow(banner: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const measure = () => setToastTopInset(element.getBoundingClientRect().bottom + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      setToastTopInset(0);
    };
  }, [banner]);
}

// One shell per page: fixed ids are enough, and a plain fragment for the skip link.
const sidebarId = 'menu-principal';
const contentId = 'contenido';

// The phone drawer (Fluent's OverlayDrawer and its motion code) downloads when a phone first wants the menu.
const sidebarDrawer = onDemand(() => import('./components/sidebar-drawer').then((module) => module.SidebarDrawer));

export type AppShellProps = {
  /** The unread-notifications counter in the header. */
  headerNotifications?: ReactNode;
  /** Shown above every page (the warning-notification carousel). */
  banner?: ReactNode;
  /** Rendered once over the layout (blocking agreements, the survey). */
  overlays?: ReactNode;
  children: ReactNode;
};

/**
 * The authenticated layout (part 1 §2): header, the sidebar by role from contracts' menuFor (collapsible, kept in
 * localStorage), and the page. The pages bring their own <main>. Below 768 px the sidebar is a drawer opened from
 * the header's menu button; it closes on navigation, Escape, the backdrop or its close button.
 */
export function AppShell({ headerNotifications, banner, overlays, children }: AppShellProps) {
  const styles = useStyles();
  const { user } = useSignedInUser();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const narrow = useNarrowViewport();
  const { pathname } = useLocation();
  // The drawer is open on the page where it was opened: moving to another page closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | undefined>(undefined);
  const drawerOpen = narrow && drawerOpenAt === pathname;
  const [drawerRequest, setDrawerRequest] = useState(0);
  const { value: Drawer, pending: drawerPending } = useOnDemand(sidebarDrawer, drawerRequest);
  const entries = menuFor(user.primaryRole, user.features);
  const bannerArea = useRef<HTMLDivElement>(null);
  useToastInsetBelow(bannerArea);

  const toggleMenu = () => {
    if (!narrow) return setCollapsed(!collapsed);
    setDrawerRequest((n) => n + 1);
    setDrawerOpenAt(drawerOpen ? undefined : pathname);
  };
  const closeDrawer = () => setDrawerOpenAt(undefined);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the menu button, whatever closed the drawer (Escape, the backdrop, a link, a move elsewhere).
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) menuButton.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);
  const prefetchDrawer = narrow ? () => void sidebarDrawer.load().catch(() => undefined) : undefined;

  return (
    <div className={mergeClasses(styles.root, narrow && styles.narrow)}>
      <a href={`#${contentId}`} className={styles.skip}>
        {shellTexts.skipToContent}
      </a>
      <AppHeader
        user={user}
        compact={narrow}
        menuExpanded={narrow ? drawerOpen && Drawer !== undefined : !collapsed}
        menuId={narrow ? (drawerOpen && Drawer ? sidebarId : undefined) : sidebarId}
        onToggleMenu={toggleMenu}
        menuButtonRef={menuButton}
        onMenuIntent={prefetchDrawer}
        menuBusy={narrow && drawerOpen && drawerPending}
        notifications={headerNotifications}
      />
      {!narrow && <Sidebar id={sidebarId} entries={entries} collapsed={collapsed} />}
      <div id={contentId} className={styles.content} tabIndex={-1}>
        <div ref={bannerArea}>{banner}</div>
        {children}
      </div>
      {narrow && Drawer && (
        <Drawer open={drawerOpen} onClose={closeDrawer}>
          <Sidebar id={sidebarId} entries={entries} collapsed={false} inDrawer onNavigate={closeDrawer} />
          <HeaderTools user={user} column />
        </Drawer>
      )}
      {overlays}
    </div>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { menuFor } from '@expediente/contracts/shell/navigation';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../lib/current-user-context';
import { AppHeader } from './components/app-header';
import { Sidebar } from './components/sidebar';
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
  },
});

export const shellTexts = { skipToContent: 'Saltar al contenido' } as const;

// One shell per page: fixed ids are enough, and a plain fragment for the skip link.
const sidebarId = 'menu-principal';
const contentId = 'contenido';

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
 * localStorage), and the page. The pages bring their own <main>.
 */
export function AppShell({ headerNotifications, banner, overlays, children }: AppShellProps) {
  const styles = useStyles();
  const { user } = useSignedInUser();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const entries = menuFor(user.primaryRole, user.features);
  return (
    <div className={styles.root}>
      <a href={`#${contentId}`} className={styles.skip}>
        {shellTexts.skipToContent}
      </a>
      <AppHeader
        user={user}
        sidebarId={sidebarId}
        sidebarCollapsed={collapsed}
        onToggleSidebar={() => setCollapsed(!collapsed)}
        notifications={headerNotifications}
      />
      <Sidebar id={sidebarId} entries={entries} collapsed={collapsed} />
      <div id={contentId} className={styles.content} tabIndex={-1}>
        {banner}
        {children}
      </div>
      {overlays}
    </div>
  );
}

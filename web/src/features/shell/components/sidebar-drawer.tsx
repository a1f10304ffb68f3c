import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export const drawerTexts = { title: 'Menú', close: 'Cerrar menú' } as const;

const useStyles = makeStyles({
  // At most the drawer's own 320 px, never wider than a small phone leaves beside the backdrop.
  drawer: { maxWidth: 'calc(100vw - 48px)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalL },
});

export type SidebarDrawerProps = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The sidebar on phones: a modal drawer from the start edge (Fluent OverlayDrawer, a dialog). Focus moves into it and
 * stays there while it is open; Escape, the backdrop and the close button close it, and focus goes back to the menu
 * button. A chunk of its own: wide screens never download it, phones when the menu is first wanted.
 */
export function SidebarDrawer({ open, onClose, children }: SidebarDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => !data.open && onClose()} position="start" className={styles.drawer}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={drawerTexts.close} icon={<DismissRegular />} onClick={onClose} />}
        >
          {drawerTexts.title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}

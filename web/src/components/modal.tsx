import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useLayoutEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { AppButton } from './app-button';
import { prepareToaster } from './notify-queue';

export type ModalSize = 'small' | 'medium' | 'large';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom (Guardar, Cancelar...). */
  actions?: ReactNode;
  /**
   * The element that opens the modal. Optional: a modal opened from code returns focus to whatever had it when it
   * opened.
   */
  trigger?: ReactElement;
  /** 'alert' asks for a decision: a click on the backdrop does not close it (Escape still cancels). */
  modalType?: 'modal' | 'alert';
  size?: ModalSize;
  /** Accessible name of the close (X) button; the button is left out when null. */
  closeLabel?: string | null;
  className?: string;
};

const useStyles = makeStyles({
  small: { maxWidth: '420px' },
  medium: { maxWidth: '600px' },
  large: { maxWidth: '900px' },
  // Long content scrolls inside the modal (part 2 §9: modal bodies up to 75vh).
  content: { maxHeight: '75vh', overflowY: 'auto' },
});

/**
 * Remembers what had focus when the modal opened and gives focus back to it when the modal closes, unless focus
 * has already moved somewhere else on the page. Fluent does this for a DialogTrigger; this also covers modals
 * opened from code (a confirmation after a menu item, a dialog opened by a hook). The layout effect runs before
 * the dialog moves focus into itself.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const surface = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (!target || !target.isConnected) return;
    const active = document.activeElement;
    const focusIsLost = !active || active === document.body || (surface.current?.contains(active) ?? false);
    if (focusIsLost) target.focus();
  }, [open]);
  return surface;
}

/** The fields a modal's form starts in (Fluent's Dropdown is a button with role combobox). */
const fieldSelector = [
  'input:not([type="hidden"]):not(:disabled)',
  'textarea:not(:disabled)',
  'select:not(:disabled)',
  'button[role="combobox"]:not(:disabled)',
].join(', ');

/**
 * Fluent's Dialog focuses the first focusable element of the surface when it opens, which here is always the close
 * button of the title. A modal with a form starts in its first field instead, and one without fields on its first
 * action. An alert (a decision, often destructive) keeps Fluent's choice: the close button, a cancel. This effect
 * runs after the Dialog's own (a child's effects run first), so its focus is the one that stays. While the modal is
 * open, if the focused control goes away (an action that only some states show, a button disabled while busy),
 * focus comes back to the same start instead of falling to the page behind, where Escape and Tab would not reach
 * the modal.
 */
function useInitialFocus(
  open: boolean,
  modalType: 'modal' | 'alert',
  surface: RefObject<HTMLDivElement | null>,
  content: RefObject<HTMLDivElement | null>,
  actions: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open || modalType === 'alert') return;
    const focusStart = () => {
      const field = content.current?.querySelector<HTMLElement>(fieldSelector);
      const action = actions.current?.querySelector<HTMLElement>('button:not(:disabled), a[href]');
      (field ?? action)?.focus();
    };
    focusStart();
    const root = surface.current;
    if (!root) return;
    // Checked a task later, not in the observer's own microtask: while Tab moves focus between two fields, focus is on
    // the body for a moment (after the first field's blur, before the next one's focus), and a combobox that closes
    // its list on blur mutates the surface right then. Acting at once pulled focus back to the first field.
    let check: ReturnType<typeof setTimeout> | undefined;
    const focusIsLost = () => {
      const active = document.activeElement;
      return !active || active === document.body || (active instanceof HTMLElement && !active.isConnected);
    };
    const observer = new MutationObserver(() => {
      if (check !== undefined || !focusIsLost()) return;
      check = setTimeout(() => {
        check = undefined;
        if (focusIsLost()) focusStart();
      }, 0);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      observer.disconnect();
      clearTimeout(check);
    };
  }, [open, modalType, surface, content, actions]);
}

/**
 * A Fluent Dialog with a title (its accessible name), a body and actions. Modal: focus moves into it (the first
 * field, else the first action) and stays there (Tab cycles), the page behind is hidden from screen readers, Escape
 * closes it, and on closing focus goes back to the element that opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  actions,
  trigger,
  modalType = 'modal',
  size = 'medium',
  closeLabel = 'Cerrar',
  className,
}: ModalProps) {
  const styles = useStyles();
  const surface = useReturnFocus(open);
  const content = useRef<HTMLDivElement | null>(null);
  const actionsRef = useRef<HTMLDivElement | null>(null);
  useInitialFocus(open, modalType, surface, content, actionsRef);
  useEffect(() => {
    if (open) prepareToaster();
  }, [open]);
  const dialogSurface = (
    <DialogSurface ref={surface} className={mergeClasses(styles[size], className)}>
      <DialogBody>
        <DialogTitle
          action={
            closeLabel === null ? null : (
              <DialogTrigger action="close">
                <AppButton variant="secondary" aria-label={closeLabel} icon={<DismissRegular />} size="small" />
              </DialogTrigger>
            )
          }
        >
          {title}
        </DialogTitle>
        <DialogContent ref={content} className={styles.content}>
          {children}
        </DialogContent>
        {actions && <DialogActions ref={actionsRef}>{actions}</DialogActions>}
      </DialogBody>
    </DialogSurface>
  );
  const onDialogOpenChange = (_: unknown, data: { open: boolean }) => onOpenChange(data.open);
  return trigger ? (
    <Dialog open={open} modalType={modalType} onOpenChange={onDialogOpenChange}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {dialogSurface}
    </Dialog>
  ) : (
    <Dialog open={open} modalType={modalType} onOpenChange={onDialogOpenChange}>
      {dialogSurface}
    </Dialog>
  );
}

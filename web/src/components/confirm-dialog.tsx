import { Body1 } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { AppButton } from './app-button';
import { Modal } from './modal';
import type { Variant } from './variant';

export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  /** The button that confirms; 'Aceptar' when omitted. */
  confirmLabel?: string;
  /** The button that cancels; 'Cancelar' when omitted. */
  cancelLabel?: string;
  /** 'danger' for destructive actions ('Eliminar documento'); 'primary' when omitted. */
  variant?: Extract<Variant, 'primary' | 'danger' | 'warning' | 'success'>;
};

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  /** true when confirmed; false when cancelled (Cancelar, the close button, Escape). */
  onResolve: (confirmed: boolean) => void;
};

/**
 * A yes/no question in an alert dialog: the backdrop does not dismiss it, Escape and the close button cancel, and
 * focus starts on the close button (a cancel), never on the destructive action.
 */
export function ConfirmDialog({ open, onResolve, title, message, confirmLabel = 'Aceptar', cancelLabel = 'Cancelar', variant = 'primary' }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onResolve(false);
      }}
      modalType="alert"
      size="small"
      title={title}
      actions={
        <>
          <AppButton variant={variant} onClick={() => onResolve(true)}>
            {confirmLabel}
          </AppButton>
          <AppButton variant="secondary" onClick={() => onResolve(false)}>
            {cancelLabel}
          </AppButton>
        </>
      }
    >
      {typeof message === 'string' ? <Body1>{message}</Body1> : message}
    </Modal>
  );
}

type Pending = { options: ConfirmOptions; resolve: (confirmed: boolean) => void };

export type UseConfirm = {
  /** Opens the dialog; resolves true when confirmed, false when cancelled. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the component that calls confirm. */
  confirmDialog: ReactElement;
};

/**
 * Asks for confirmation from an event handler:
 *   const { confirm, confirmDialog } = useConfirm();
 *   if (await confirm({ title: 'Eliminar documento', message: '¿Desea eliminar el documento?', confirmLabel: 'Eliminar', variant: 'danger' })) …
 * A second confirm while one is open cancels the first (it resolves false). Unmounting cancels too.
 */
export function useConfirm(): UseConfirm {
  const [pending, setPending] = useState<Pending | null>(null);
  // The last options stay while the dialog closes, so its text does not vanish during the exit animation.
  const [shown, setShown] = useState<ConfirmOptions>({ title: '', message: '' });
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(confirmed);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { options, resolve };
      pendingRef.current = next;
      setPending(next);
      setShown(options);
    });
  }, []);

  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const confirmDialog = <ConfirmDialog {...shown} open={pending !== null} onResolve={settle} />;
  return { confirm, confirmDialog };
}

import { Body1 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { AppButton } from '../components/app-button';
import { Modal } from '../components/modal';

export const idleWarningTexts = {
  title: 'Su sesión está por cerrarse',
  body: (seconds: number) =>
    `Por inactividad, su sesión se cerrará en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}. ¿Desea seguir conectado?`,
  keepAlive: 'Seguir conectado',
  signOut: 'Cerrar sesión',
} as const;

export type IdleWarningDialogProps = {
  /** When the session ends without an answer (Date.now() time). */
  logoutAt: number;
  /** 'Seguir conectado' (Escape too: the user is here). */
  onKeepAlive: () => void;
  onSignOut: () => void;
};

function secondsLeft(logoutAt: number): number {
  return Math.max(0, Math.ceil((logoutAt - Date.now()) / 1000));
}

/**
 * The idle warning, a minute before the 20-minute logout (part 1 §9; WCAG 2.2.1): an alert dialog with the seconds
 * left, 'Seguir conectado' (focused first) and 'Cerrar sesión'. The countdown is not a live region: the dialog is
 * announced once when it opens, not every second.
 */
export function IdleWarningDialog({ logoutAt, onKeepAlive, onSignOut }: IdleWarningDialogProps) {
  const [seconds, setSeconds] = useState(() => secondsLeft(logoutAt));
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(secondsLeft(logoutAt)), 1000);
    return () => window.clearInterval(timer);
  }, [logoutAt]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onKeepAlive()}
      modalType="alert"
      size="small"
      closeLabel={null}
      title={idleWarningTexts.title}
      actions={
        <>
          <AppButton variant="primary" onClick={onKeepAlive}>
            {idleWarningTexts.keepAlive}
          </AppButton>
          <AppButton variant="secondary" onClick={onSignOut}>
            {idleWarningTexts.signOut}
          </AppButton>
        </>
      }
    >
      <Body1>{idleWarningTexts.body(seconds)}</Body1>
    </Modal>
  );
}

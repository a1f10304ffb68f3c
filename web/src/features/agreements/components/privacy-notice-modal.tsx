import { Caption1, MessageBar, MessageBarBody, Spinner, createFocusOutlineStyle, makeStyles, tokens } from '@fluentui/react-components';
import { agreementMessages, privacyAcceptLabel } from '@expediente/contracts/agreements/agreement-values';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useAgreement } from '../api/get-agreement';
import { signAgreement, signFailureMessage } from '../api/sign-agreement';
import { AgreementText } from './agreement-text';

export const privacyTexts = {
  title: 'Aviso de privacidad',
  accept: privacyAcceptLabel,
  /** Ours: the user menu's words, for a supplier who does not accept. */
  signOut: 'Cerrar sesión',
  /** Ours: the accessible name of the scrollable text. */
  textLabel: 'Texto del aviso de privacidad',
  retry: 'Reintentar',
  loading: 'Cargando el aviso de privacidad...',
  version: (version: string) => `Versión ${version}`,
} as const;

const useStyles = makeStyles({
  // The text scrolls on its own, so that it can take focus and the keys (arrows, PageDown, End) scroll it.
  text: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '55vh',
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
    ...createFocusOutlineStyle(),
  },
});

/**
 * The suppliers' privacy notice (part 1 §6): a blocking modal, with no close button, that neither Escape nor the
 * backdrop closes. 'Aceptar' (POST /api/documents/{publicKey}/sign) ends it; 'Cerrar sesión' leaves through /logout
 * for a supplier who does not accept. The text is a focusable region, focused once it loads, so a keyboard user
 * can scroll and read it before accepting.
 */
export function PrivacyNoticeModal({ onAccepted }: { onAccepted: () => Promise<unknown> }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: notice, error, isLoading, mutate } = useAgreement('suppliersprivacynotice', true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const textRef = useRef<HTMLDivElement>(null);
  const loadedVersion = notice?.publicKey;

  useEffect(() => {
    if (error) notify.toast(agreementMessages.privacyLoadFailed, { variant: 'danger' });
  }, [error, notify]);

  // Before the text arrives only 'Cerrar sesión' can hold focus; the text takes it when it shows (and when a newer
  // version replaces it).
  useEffect(() => {
    if (loadedVersion) textRef.current?.focus();
  }, [loadedVersion]);

  async function accept() {
    if (!notice || busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await signAgreement(notice.publicKey, { AgreementType: 'suppliers_privacy_notice' });
    } catch (failure) {
      notify.toast(signFailureMessage(failure), { variant: 'danger' });
      if (failure instanceof ApiClientError && failure.status === 409) {
        setProblem(failure.message);
        void mutate();
      }
      setBusy(false);
      return;
    }
    notify.toast(agreementMessages.accepted, { variant: 'success' });
    await onAccepted();
    setBusy(false);
  }

  return (
    <Modal
      open
      // Blocking: a request to close (Escape) is ignored.
      onOpenChange={() => undefined}
      modalType="alert"
      closeLabel={null}
      size="large"
      title={notice?.title ?? privacyTexts.title}
      actions={
        <>
          {error ? (
            <AppButton variant="primary" onClick={() => void mutate()}>
              {privacyTexts.retry}
            </AppButton>
          ) : (
            <AppButton variant="primary" onClick={() => void accept()} disabled={!notice || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {privacyTexts.accept}
            </AppButton>
          )}
          <AppButton onClick={() => void navigate(getHref('logout'))} disabled={busy}>
            {privacyTexts.signOut}
          </AppButton>
        </>
      }
    >
      {isLoading && <Spinner label={privacyTexts.loading} />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{agreementMessages.privacyLoadFailed}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <div ref={textRef} className={styles.text} tabIndex={0} role="region" aria-label={privacyTexts.textLabel}>
          <Caption1>{privacyTexts.version(notice.version)}</Caption1>
          <AgreementText content={notice.content} />
        </div>
      )}
      {problem && (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </Modal>
  );
}

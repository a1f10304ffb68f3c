import { Caption1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { agreementMessages } from '@expediente/contracts/agreements/agreement-values';
import { useEffect, useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useAgreement } from '../api/get-agreement';
import { signAgreement, signFailureMessage } from '../api/sign-agreement';
import { AgreementText } from './agreement-text';

export const privacyTexts = {
  title: 'Aviso de privacidad',
  accept: 'Aceptar',
  retry: 'Reintentar',
  loading: 'Cargando el aviso de privacidad...',
  version: (version: string) => `Versión ${version}`,
} as const;

/**
 * The suppliers' privacy notice (part 1 §6): a blocking modal, with no close button, that neither Escape nor the
 * backdrop closes; only 'Aceptar' (POST /api/documents/{publicKey}/sign) ends it.
 */
export function PrivacyNoticeModal({ onAccepted }: { onAccepted: () => Promise<unknown> }) {
  const notify = useNotify();
  const { data: notice, error, isLoading, mutate } = useAgreement('suppliersprivacynotice', true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (error) notify.toast(agreementMessages.privacyLoadFailed, { variant: 'danger' });
  }, [error, notify]);

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
        error ? (
          <AppButton variant="primary" onClick={() => void mutate()}>
            {privacyTexts.retry}
          </AppButton>
        ) : (
          <AppButton variant="primary" onClick={() => void accept()} disabled={!notice || busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {privacyTexts.accept}
          </AppButton>
        )
      }
    >
      {isLoading && <Spinner label={privacyTexts.loading} />}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{agreementMessages.privacyLoadFailed}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <>
          <Caption1>{privacyTexts.version(notice.version)}</Caption1>
          <AgreementText content={notice.content} />
        </>
      )}
      {problem && (
        <MessageBar intent="warning">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </Modal>
  );
}

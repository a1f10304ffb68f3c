import { Body1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { dropSchema } from '../api/drop-schema';
import { schemaTexts as texts } from './schema-texts';

/**
 * 'Eliminar esquema' behind a dialog: the user types the database name; the button stays off until it matches,
 * and the server checks it again (400 otherwise).
 */
export function SchemaDropDialog({ open, databaseName, onClose, onDropped }: { open: boolean; databaseName: string; onClose: () => void; onDropped: (count: number) => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const close = () => {
    setTyped('');
    setError(undefined);
    setFieldError(undefined);
    onClose();
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (typed.trim() !== databaseName) return setFieldError(texts.confirmationMismatch);
    setBusy(true);
    setError(undefined);
    try {
      const result = await dropSchema(typed.trim());
      setTyped('');
      onDropped(result.dropped.length);
    } catch (err) {
      if (err instanceof ApiClientError && err.errors.confirmation) setFieldError(err.errors.confirmation[0]);
      else setError(err instanceof ApiClientError && err.status !== 500 ? err.message : texts.actionFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && close()}
      title={texts.dropTitle}
      modalType="alert"
      size="small"
      actions={
        <>
          <AppButton variant="danger" onClick={() => void submit()} disabled={busy || typed.trim() !== databaseName}>
            {texts.dropSchema}
          </AppButton>
          <AppButton onClick={close} disabled={busy}>
            {texts.cancel}
          </AppButton>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)}>
        <Body1 as="p">{texts.dropWarning}</Body1>
        <TextField
          label={`${texts.typeDatabaseName}: ${databaseName}`}
          value={typed}
          autoComplete="off"
          onChange={(_, d) => {
            setTyped(d.value);
            setFieldError(undefined);
          }}
          validationMessage={fieldError}
        />
      </form>
      {error && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </Modal>
  );
}

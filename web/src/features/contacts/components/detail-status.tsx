import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ContactChangeResponse } from '@expediente/contracts/contacts/contact-editing';
import { contactTexts, type ContactDetail } from '@expediente/contracts/contacts/contacts';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { useConfirm } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { useNotify } from '../../../components/use-notify';
import { updateContactStatus } from '../api/update-contact-status';
import { detailEditTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { minWidth: '10rem' },
});

const options = [
  { value: 'U', label: contactTexts.active },
  { value: 'L', label: contactTexts.inactive },
];

/**
 * An organization's status (part 2 §4): a dropdown with Cancel and Save (Save disabled while unchanged), then the
 * confirmation 'Confirmar cambio de status'; L inactive, U active; on failure the alert 'Error al intentar
 * cambiar el status'. The detail reloads with the answer.
 */
export function DetailStatus({ contact, onDone }: { contact: ContactDetail; onDone: (response: ContactChangeResponse) => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const { confirm, confirmDialog } = useConfirm();
  const current = contact.locked ? 'L' : 'U';
  // The choice belongs to the status it was made against: a reloaded status starts the dropdown over.
  const [choice, setChoice] = useState({ against: current, value: current });
  const chosen = choice.against === current ? choice.value : current;
  const setChosen = (value: string) => setChoice({ against: current, value });
  const [busy, setBusy] = useState(false);

  async function save() {
    const label = chosen === 'L' ? contactTexts.inactive : contactTexts.active;
    if (!(await confirm({ title: texts.statusConfirmTitle, message: texts.statusMessage(label), confirmLabel: texts.confirm }))) return;
    setBusy(true);
    try {
      const response = await updateContactStatus(contact.publicKey, { status: chosen as 'L' | 'U', isOrganization: true, ...(contact.etag ? { etag: contact.etag } : {}) });
      notify.toast(texts.statusSaved, { variant: 'success' });
      onDone(response);
    } catch {
      notify.toast(texts.statusFailed, { variant: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.root}>
      <SelectField label={texts.statusLabel} className={styles.field} options={options} value={chosen} disabled={busy} onValueChange={setChosen} />
      <AppButton variant="secondary" disabled={busy || chosen === current} onClick={() => setChosen(current)}>
        {texts.cancel}
      </AppButton>
      <AppButton variant="primary" disabled={busy || chosen === current} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void save()}>
        {texts.save}
      </AppButton>
      {confirmDialog}
    </div>
  );
}

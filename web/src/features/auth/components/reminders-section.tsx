import { Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { reminderTexts } from '@expediente/contracts/reminders/reminders';
import { useId, useState } from 'react';
import { AppSwitch } from '../../../components/app-switch';
import { useReminderSettings } from '../api/get-reminder-settings';
import { updateReminderSettings } from '../api/update-reminder-settings';
import { serverMessagesJoined } from '../auth-messages';
import { FormAlert } from './form-alert';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
});

/**
 * 'Mi cuenta' → 'Recordatorios por correo' (ours, issue 17): the daily digest (suppliers) and weekly summary
 * (customers). The switch applies at once (PUT /api/account/reminders); each reminder's link also turns it off.
 */
export function RemindersSection() {
  const styles = useStyles();
  const headingId = useId();
  const { data, error, isLoading, mutate } = useReminderSettings();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ intent: 'success' | 'error'; text: string }>();

  async function change(checked: boolean) {
    if (busy) return;
    setBusy(true);
    setResult(undefined);
    try {
      const saved = await updateReminderSettings({ emailReminders: checked });
      await mutate({ emailReminders: saved.emailReminders }, { revalidate: false });
      setResult({ intent: 'success', text: saved.message ?? reminderTexts.saved });
    } catch (err) {
      setResult({ intent: 'error', text: `${reminderTexts.saveFailed} ${serverMessagesJoined(err)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {reminderTexts.heading}
      </Subtitle1>
      {isLoading && <Spinner size="tiny" label={reminderTexts.switchLabel} />}
      {error && !data && <FormAlert intent="error">{reminderTexts.loadFailed}</FormAlert>}
      {data && (
        <AppSwitch
          label={reminderTexts.switchLabel}
          hint={reminderTexts.switchHint}
          checked={data.emailReminders}
          disabled={busy}
          onCheckedChange={(checked) => void change(checked)}
        />
      )}
      {result && <FormAlert intent={result.intent}>{result.text}</FormAlert>}
    </section>
  );
}

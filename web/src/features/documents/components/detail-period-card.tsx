import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { documentPeriodYears, type DocumentDetail } from '@expediente/contracts/documents/documents';
import { monthNames } from '@expediente/contracts/documents/periods';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { SelectField } from '../../../components/select-field';
import { useNotify } from '../../../components/use-notify';
import { updateDocumentPeriod } from '../api/update-document-period';
import { detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', gap: tokens.spacingHorizontalM },
});

const monthOptions = monthNames.map((name, i) => ({ value: String(i + 1), label: name }));
const yearOptions = documentPeriodYears().map((y) => ({ value: String(y), label: String(y) }));

/** The first of the chosen month at -06:00 (part 1 §5), what PUT …/period takes; undefined until both are chosen. */
export function periodFromDate(month: string, year: string): string | undefined {
  if (!month || !year) return undefined;
  return `${year}-${month.padStart(2, '0')}-01T00:00:00-06:00`;
}

/**
 * The period card (part 2 §2.4, §5): shown when the document has an initialValidity and edit-documents-period is
 * on (the server's can.editPeriod); month and year 2035 down to 1995; Guardar only once both are chosen.
 */
export function PeriodCard({ document, onChanged }: { document: DocumentDetail; onChanged: () => Promise<unknown> }) {
  const styles = useStyles();
  const notify = useNotify();
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [saving, setSaving] = useState(false);
  const fromDate = periodFromDate(month, year);

  const save = async () => {
    if (!fromDate) return;
    setSaving(true);
    try {
      const answer = await updateDocumentPeriod(document.publicKey, { fromDate });
      notify.toast(answer.message, { variant: 'success' });
      setMonth('');
      setYear('');
      await onChanged();
    } catch {
      notify.toast(texts.periodFailed, { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppCard title={texts.periodCard}>
      <Body1>{`${texts.currentPeriod}: ${document.periodLabel}`}</Body1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={styles.row}>
          <SelectField label={texts.month} options={monthOptions} placeholder={texts.chooseStatus} value={month} onValueChange={setMonth} />
          <SelectField label={texts.year} options={yearOptions} placeholder={texts.chooseStatus} value={year} onValueChange={setYear} />
        </div>
        <div>
          <AppButton type="submit" variant="primary" disabled={!fromDate || saving}>
            {texts.save}
          </AppButton>
        </div>
      </form>
    </AppCard>
  );
}

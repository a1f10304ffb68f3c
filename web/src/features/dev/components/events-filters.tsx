import { makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { DateField } from '../../../components/date-field';
import { TextField } from '../../../components/text-field';
import type { ListParamChanges } from '../../../lib/use-list-params';
import { eventsTexts as texts } from './events-texts';

type Values = { fromDate: string; toDate: string; type: string; email: string };

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  field: { minWidth: '12rem', maxWidth: '100%' },
});

/** The log's filters: dates apply at once; the type prefix and e-mail on 'Filtrar' (or Enter). */
export function EventsFilters({ values, filtered, errorOf, onChange }: { values: Values; filtered: boolean; errorOf: (name: string) => string | undefined; onChange: (changes: ListParamChanges) => void }) {
  const styles = useStyles();
  const [type, setType] = useState(values.type);
  const [email, setEmail] = useState(values.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ type: type.trim(), email: email.trim() });
  };
  return (
    <form className={styles.filters} aria-label={texts.filters} onSubmit={submit}>
      <DateField label={texts.fromDate} className={styles.field} value={values.fromDate} onValueChange={(v) => onChange({ fromDate: v })} validationMessage={errorOf('fromDate')} />
      <DateField label={texts.toDate} className={styles.field} value={values.toDate} onValueChange={(v) => onChange({ toDate: v })} validationMessage={errorOf('toDate')} />
      <TextField label={texts.type} hint={texts.typeHint} className={styles.field} value={type} onChange={(_, d) => setType(d.value)} validationMessage={errorOf('type')} />
      <TextField label={texts.email} type="email" className={styles.field} value={email} onChange={(_, d) => setEmail(d.value)} validationMessage={errorOf('email')} />
      <AppButton type="submit" variant="primary">
        {texts.apply}
      </AppButton>
      {filtered && (
        <AppButton type="button" variant="link" onClick={() => onChange({ fromDate: '', toDate: '', type: '', email: '' })}>
          {texts.clear}
        </AppButton>
      )}
    </form>
  );
}

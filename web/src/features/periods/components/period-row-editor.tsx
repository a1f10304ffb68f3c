import { Caption1, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { PeriodBody, PeriodOrganization } from '@expediente/contracts/periods/periods';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { ComboboxField } from '../../../components/combobox-field';
import { DateField } from '../../../components/date-field';
import type { FieldOption } from '../../../components/field-props';
import { periodPageTexts as t } from '../period-text';

export type PeriodDraft = { supplierPK: string; customerPK: string; startDate: string; endDate: string };
export const emptyDraft: PeriodDraft = { supplierPK: '', customerPK: '', startDate: '', endDate: '' };

const useStyles = makeStyles({
  cell: { backgroundColor: tokens.colorNeutralBackground2, paddingTop: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalM },
  // The table scrolls sideways on a phone; the form stays in view at the left edge, as wide as the screen.
  form: {
    position: 'sticky',
    left: 0,
    maxWidth: 'min(100%, calc(100vw - 3rem))',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  field: { flex: '1 1 14rem', minWidth: 0 },
  date: { flex: '0 1 11rem', minWidth: '10rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

function optionsOf(list: readonly PeriodOrganization[], current: { key: string; label: string } | undefined): FieldOption[] {
  const options = list.map((o) => ({
    value: o.publicKey,
    label: [o.displayName, o.supplierNumber, o.locked ? t.locked : undefined].filter(Boolean).join(' · '),
  }));
  // Editing a period whose organization is no longer in the lists still shows its name.
  if (current?.key && !options.some((o) => o.value === current.key)) options.unshift({ value: current.key, label: current.label });
  return options;
}

export type PeriodRowEditorProps = {
  /** 'Nuevo periodo' or 'Editar periodo': the form's name. */
  title: string;
  initial: PeriodDraft;
  /** Names of the period's organizations when editing (in case the lists lack them). */
  currentNames?: { supplier: string; customer: string };
  customers: readonly PeriodOrganization[];
  suppliers: readonly PeriodOrganization[];
  errors: Partial<Record<keyof PeriodBody, string>>;
  saving: boolean;
  columns: number;
  onSave: (draft: PeriodDraft) => void;
  onCancel: () => void;
};

/**
 * The inline row that adds or edits a period (part 2 §2.12): sociedad and proveedor (type to filter), start and end
 * with the Spanish date field, Guardar and Cancelar. Field errors show under each field; focus starts on the first.
 */
export function PeriodRowEditor({ title, initial, currentNames, customers, suppliers, errors, saving, columns, onSave, onCancel }: PeriodRowEditorProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<PeriodDraft>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);
  const set = (changes: Partial<PeriodDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(draft);
  };
  return (
    <TableRow>
      <TableCell colSpan={columns} className={styles.cell}>
        <form ref={formRef} className={styles.form} aria-label={title} onSubmit={submit} noValidate>
          <div className={styles.fields}>
            <ComboboxField
              className={styles.field}
              label={t.customerLabel}
              required
              options={optionsOf(customers, currentNames ? { key: initial.customerPK, label: currentNames.customer } : undefined)}
              selectedValue={draft.customerPK || null}
              onSelectionChange={(value) => set({ customerPK: value ?? '' })}
              noOptionsText={t.noMatches}
              validationMessage={errors.customerPK}
            />
            <ComboboxField
              className={styles.field}
              label={t.supplierLabel}
              required
              options={optionsOf(suppliers, currentNames ? { key: initial.supplierPK, label: currentNames.supplier } : undefined)}
              selectedValue={draft.supplierPK || null}
              onSelectionChange={(value) => set({ supplierPK: value ?? '' })}
              noOptionsText={t.noMatches}
              validationMessage={errors.supplierPK}
            />
            <DateField className={styles.date} label={t.startLabel} required min="1900-01-01" value={draft.startDate} onValueChange={(v) => set({ startDate: v })} validationMessage={errors.startDate} />
            <DateField className={styles.date} label={t.endLabel} required min="1900-01-01" value={draft.endDate} onValueChange={(v) => set({ endDate: v })} validationMessage={errors.endDate} />
          </div>
          <Caption1 className={styles.hint}>{t.monthsHint}</Caption1>
          <div className={styles.actions}>
            <AppButton type="submit" variant="primary" disabled={saving}>
              {saving ? t.saving : t.save}
            </AppButton>
            <AppButton type="button" onClick={onCancel} disabled={saving}>
              {t.cancel}
            </AppButton>
          </div>
        </form>
      </TableCell>
    </TableRow>
  );
}

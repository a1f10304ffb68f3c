import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import type { AuditCustomerOption } from '@expediente/contracts/audit/audit-forms';
import { AppButton } from '../../../components/app-button';
import { ComboboxField } from '../../../components/combobox-field';
import { IconButton } from '../../../components/icon-button';
import { TextField } from '../../../components/text-field';
import { detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '12rem' },
  add: { alignSelf: 'flex-start' },
});

/** Part 2 §5: another existing-customer slot only when the last one is chosen. */
export const mayAddCustomerSlot = (slots: readonly string[]) => slots.length === 0 || slots[slots.length - 1] !== '';
/** Part 2 §5: another new customer only when there is none yet or the last one has a name or an RFC. */
export const mayAddNewCustomer = (entries: readonly { name: string; rfc: string }[]) => {
  const last = entries[entries.length - 1];
  return !last || last.name.trim() !== '' || last.rfc.trim() !== '';
};

type Errors = Record<string, string | undefined>;

/** The existing customers (part 2 §2.11 'multi-select list, add'): one chooser per slot, each a tenant customer. */
export function ExistingCustomers({
  options,
  slots,
  onChange,
  errors,
  disabled,
  field = 'organizations',
}: {
  options: readonly AuditCustomerOption[];
  slots: readonly string[];
  onChange: (slots: string[]) => void;
  errors: Errors;
  disabled: boolean;
  /** The body's field the slots go to (organizations, or relationships on the admin screen). */
  field?: string;
}) {
  const styles = useStyles();
  const choices = options.map((o) => ({ value: o.publicKey, label: o.rfc ? `${o.displayName} (${o.rfc})` : o.displayName }));
  return (
    <Field label={texts.existingCustomers}>
      <div className={styles.list}>
        {slots.map((value, i) => (
          <div key={i} className={styles.row}>
            <ComboboxField
              className={styles.grow}
              label={texts.customer(i + 1)}
              placeholder={texts.noCustomer}
              options={choices.map((c) => ({ ...c, disabled: c.value !== value && slots.includes(c.value) }))}
              selectedValue={value || null}
              disabled={disabled}
              validationMessage={errors[`${field}.${i}`]}
              onSelectionChange={(next) => onChange(slots.map((s, j) => (j === i ? (next ?? '') : s)))}
            />
            <IconButton label={texts.removeCustomer(i + 1)} icon={<DismissRegular />} disabled={disabled} onClick={() => onChange(slots.filter((_, j) => j !== i))} />
          </div>
        ))}
        <AppButton className={styles.add} icon={<AddRegular />} disabled={disabled || !mayAddCustomerSlot(slots)} onClick={() => onChange([...slots, ''])}>
          {texts.addCustomer}
        </AppButton>
      </div>
    </Field>
  );
}

/** New customers with name and RFC (part 2 §3 Audit contract form newOrganizations). */
export function NewCustomers({
  entries,
  onChange,
  errors,
  disabled,
}: {
  entries: readonly { name: string; rfc: string }[];
  onChange: (entries: { name: string; rfc: string }[]) => void;
  errors: Errors;
  disabled: boolean;
}) {
  const styles = useStyles();
  const set = (i: number, patch: Partial<{ name: string; rfc: string }>) => onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <Field label={texts.newCustomers}>
      <div className={styles.list}>
        {entries.map((entry, i) => (
          <div key={i} className={styles.row}>
            <TextField
              className={styles.grow}
              label={texts.newCustomerName(i + 1)}
              value={entry.name}
              maxLength={200}
              disabled={disabled}
              validationMessage={errors[`newOrganizations.${i}.name`]}
              onChange={(_, data) => set(i, { name: data.value })}
            />
            <TextField
              className={styles.grow}
              label={texts.newCustomerRfc(i + 1)}
              value={entry.rfc}
              maxLength={13}
              disabled={disabled}
              validationMessage={errors[`newOrganizations.${i}.rfc`]}
              onChange={(_, data) => set(i, { rfc: data.value.toUpperCase() })}
            />
            <IconButton label={texts.removeNewCustomer(i + 1)} icon={<DismissRegular />} disabled={disabled} onClick={() => onChange(entries.filter((_, j) => j !== i))} />
          </div>
        ))}
        <AppButton className={styles.add} icon={<AddRegular />} disabled={disabled || !mayAddNewCustomer(entries)} onClick={() => onChange([...entries, { name: '', rfc: '' }])}>
          {texts.addNewCustomer}
        </AppButton>
      </div>
    </Field>
  );
}

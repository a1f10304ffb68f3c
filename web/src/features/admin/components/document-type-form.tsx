import { MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import {
  areaOptions,
  documentTypeAdminMessages,
  documentTypeConfigurationSchema,
  fineUnits,
  periodicityCodes,
  periodicityOptions,
  providerTypes,
  riskOptions,
  temporalityOptions,
  whenRequiredOptions,
  type AdminDocumentType,
  type DocumentTypeConfiguration,
} from '@expediente/contracts/admin/document-types';
import { useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppSwitch } from '../../../components/app-switch';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { configureDocumentType } from '../api/configure-document-type';
import { documentTypeTexts as t } from './document-type-texts';

type FormState = {
  required: 'required' | 'optional';
  temporalityCodeName: string;
  periodicity: string;
  riskCode: string;
  area: string;
  providerType: string;
  fineAmount: string;
  fineUnit: string;
  whenRequired: string;
  isAutoValidated: boolean;
};
type Errors = Partial<Record<keyof FormState | 'form', string>>;

const stateOf = (type: AdminDocumentType): FormState => ({
  required: type.required ? 'required' : 'optional',
  temporalityCodeName: type.temporalityCodeName,
  periodicity: type.periodicity ?? '',
  riskCode: type.riskCode,
  area: type.area,
  providerType: type.providerType,
  fineAmount: type.fine ? String(type.fine.amount) : '',
  fineUnit: type.fine?.unit ?? '',
  whenRequired: type.whenRequired,
  isAutoValidated: type.isAutoValidated,
});

/** The body the form sends; a fine typed with a comma (12,5) is read as 12.5; text that is no number stays text (400). */
function bodyOf(state: FormState, etag: string): Record<string, unknown> {
  const typed = state.fineAmount.trim().replace(',', '.');
  const amount = typed === '' ? null : Number.isFinite(Number(typed)) ? Number(typed) : typed;
  return {
    required: state.required === 'required',
    temporalityCodeName: state.temporalityCodeName,
    periodicity: state.temporalityCodeName === 'periodic' ? state.periodicity || null : null,
    riskCode: state.riskCode,
    area: state.area,
    providerType: state.providerType,
    fineAmount: amount,
    fineUnit: state.fineUnit || null,
    whenRequired: state.whenRequired,
    isAutoValidated: state.isAutoValidated,
    etag,
  };
}

const firstErrors = (errors: Record<string, string[] | undefined>): Errors =>
  Object.fromEntries(Object.entries(errors).flatMap(([key, list]) => (list?.[0] ? [[key === 'etag' ? 'form' : key, list[0]]] : []))) as Errors;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * The configuration form of a type (part 2 §2.9, §9): every field at once, checked here with the server's own
 * contract, then PUT with the version read. A 409 (someone saved meanwhile) says so and offers to reload; a 400
 * shows the server's message on its field. The parent remounts the form on a new version (key = etag).
 */
export function DocumentTypeForm({ type, onSaved, onReload }: { type: AdminDocumentType; onSaved: (saved: AdminDocumentType) => void; onReload: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const initial = stateOf(type);
  const [state, setState] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(state) !== JSON.stringify(initial);
  const periodic = state.temporalityCodeName === 'periodic';

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setState((s) => ({ ...s, [key]: value, ...(key === 'temporalityCodeName' && value !== 'periodic' ? { periodicity: '' } : {}) }));
    // A new type decides whether a periodicity is asked at all: its message goes with it.
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined, ...(key === 'temporalityCodeName' ? { periodicity: undefined } : {}) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(state, type.etag);
    const checked = documentTypeConfigurationSchema.safeParse(body);
    if (!checked.success) {
      const byField: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
      setErrors(firstErrors(byField));
      return;
    }
    setSaving(true);
    try {
      const saved = await configureDocumentType(type.codeName, checked.data satisfies DocumentTypeConfiguration);
      notify.toast(documentTypeAdminMessages.saved, { variant: 'success' });
      onSaved(saved.documentType);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) setConflict(true);
      else if (error instanceof ApiClientError && error.status === 400 && Object.keys(error.errors).length > 0) setErrors(firstErrors(error.errors));
      else setErrors({ form: error instanceof ApiClientError && error.message ? error.message : documentTypeAdminMessages.saveError });
    } finally {
      setSaving(false);
    }
  }

  const select = (key: keyof FormState) => ({
    value: String(state[key]),
    onValueChange: (value: string) => set(key, value as never),
    validationMessage: errors[key],
    disabled: saving,
  });

  return (
    <form className={styles.form} aria-label={t.formLabel} onSubmit={(e) => void submit(e)} noValidate>
      {conflict && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{documentTypeAdminMessages.conflict}</MessageBarBody>
          <MessageBarActions>
            <AppButton size="small" onClick={onReload}>
              {t.reload}
            </AppButton>
          </MessageBarActions>
        </MessageBar>
      )}
      {errors.form && (
        <MessageBar intent="error" politeness="assertive">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        <SelectField
          label={t.requirement}
          hint={t.requiredHint}
          options={[
            { value: 'required', label: t.requiredOption },
            { value: 'optional', label: t.optionalOption },
          ]}
          {...select('required')}
        />
        <SelectField label={t.type} options={temporalityOptions.map((o) => ({ value: o.code, label: o.label }))} {...select('temporalityCodeName')} />
        <SelectField
          label={t.periodicity}
          hint={periodic ? undefined : t.periodicityHint}
          placeholder={periodic ? t.select : t.periodicityNone}
          options={periodicityCodes.map((code) => ({ value: code, label: periodicityOptions[code].label }))}
          {...select('periodicity')}
          disabled={saving || !periodic}
        />
        <SelectField label={t.risk} options={riskOptions.map((o) => ({ value: o.code, label: `${o.label} (${o.code})` }))} {...select('riskCode')} />
        <SelectField label={t.area} options={areaOptions.map((o) => ({ value: o.code, label: o.label }))} {...select('area')} />
        <SelectField label={t.providerType} options={Object.entries(providerTypes).map(([value, label]) => ({ value, label }))} {...select('providerType')} />
        <TextField
          label={t.fineAmount}
          inputMode="decimal"
          value={state.fineAmount}
          onChange={(_, data) => set('fineAmount', data.value)}
          validationMessage={errors.fineAmount}
          disabled={saving}
        />
        <SelectField label={t.fineUnit} placeholder={t.noFine} options={Object.entries(fineUnits).map(([value, label]) => ({ value, label }))} {...select('fineUnit')} />
        <SelectField label={t.whenRequired} options={Object.entries(whenRequiredOptions).map(([value, label]) => ({ value, label }))} {...select('whenRequired')} />
      </div>
      <AppSwitch
        label={t.autoValidation}
        hint={t.autoValidationHint}
        checked={state.isAutoValidated}
        onCheckedChange={(checked) => set('isAutoValidated', checked)}
        disabled={saving}
      />
      <div className={styles.actions}>
        <AppButton type="submit" variant="primary" disabled={!changed || saving}>
          {saving ? t.saving : t.save}
        </AppButton>
        <AppButton
          type="button"
          disabled={!changed || saving}
          onClick={() => {
            setState(initial);
            setErrors({});
          }}
        >
          {t.cancel}
        </AppButton>
      </div>
    </form>
  );
}

import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { featureMessages, type FeatureRolesResponse, type FeaturesResponse } from '@expediente/contracts/features/admin';
import { featureNameSchema } from '@expediente/contracts/features/catalog';
import type { Role } from '@expediente/contracts/shared/roles';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppSwitch } from '../../../components/app-switch';
import { ComboboxField } from '../../../components/combobox-field';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { manageFeature } from '../api/manage-feature';

/** Texts of the modal (ours, except the spec's messages). */
export const addFeatureTexts = {
  open: 'Agregar funcionalidad',
  title: 'Agregar funcionalidad',
  role: 'Rol',
  wholeTenant: 'Todo el tenant (sin rol)',
  feature: 'Funcionalidad',
  description: 'Descripción',
  enabled: 'Habilitada',
  required: 'Campo requerido',
  alreadyRelated: 'La funcionalidad ya está relacionada con este rol.',
  noneLeft: 'Este rol ya tiene relacionadas todas las funcionalidades que se pueden administrar.',
  submit: 'Guardar',
  cancel: 'Cancelar',
} as const;

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Values = { role: string; feature: string; description: string; enabled: boolean };
const empty: Values = { role: '', feature: '', description: '', enabled: true };
type Errors = Partial<Record<'feature' | 'description', string>>;

export type AddFeatureModalProps = {
  open: boolean;
  onClose: () => void;
  features: FeaturesResponse['features'];
  roles: FeatureRolesResponse['roles'];
  onSaved: () => void;
};

/**
 * Adds a feature with its description for the whole tenant, or relates a role to a feature (part 2 §2.9, §5):
 * name and description are required, and a role can only be related to a manageable feature it is not related to.
 */
export function AddFeatureModal({ open, onClose, features, roles, onSaved }: AddFeatureModalProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  const role = roles.find((r) => r.roleId === values.role);
  const related = new Set(role?.features.filter((f) => f.related).map((f) => f.featureName) ?? []);
  const options = features
    .filter((f) => !role || (f.manageable && !related.has(f.featureName)))
    .map((f) => ({ value: f.featureName, label: f.featureName }));

  function close() {
    if (busy) return;
    setValues(empty);
    setErrors({});
    onClose();
  }

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'role' ? { feature: '' } : {}) }));
    if (name === 'feature' || name === 'description') setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    const feature = featureNameSchema.safeParse(values.feature);
    if (!values.feature) found.feature = addFeatureTexts.required;
    else if (!feature.success) found.feature = feature.error.issues[0]?.message ?? addFeatureTexts.required;
    else if (role && related.has(values.feature)) found.feature = addFeatureTexts.alreadyRelated;
    if (!values.description.trim()) found.description = addFeatureTexts.required;
    if (found.feature || found.description || !feature.success) return setErrors(found);

    setBusy(true);
    try {
      await manageFeature({
        Feature: feature.data,
        Status: values.enabled ? 0 : 1,
        Description: values.description.trim(),
        ...(role ? { Role: role.roleId as Role } : {}),
      });
    } catch {
      notify.toast(featureMessages.addFailed, { variant: 'danger' });
      setBusy(false);
      return;
    }
    notify.toast(role ? featureMessages.related : featureMessages.added, { variant: 'success' });
    setBusy(false);
    setValues(empty);
    setErrors({});
    onSaved();
    onClose();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={addFeatureTexts.title}
      actions={
        <>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {addFeatureTexts.submit}
          </AppButton>
          <AppButton onClick={close} disabled={busy}>
            {addFeatureTexts.cancel}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          label={addFeatureTexts.role}
          placeholder={addFeatureTexts.wholeTenant}
          options={roles.map((r) => ({ value: r.roleId, label: r.roleDisplayName }))}
          value={values.role}
          onValueChange={(value) => set('role', value)}
          disabled={busy}
        />
        <ComboboxField
          label={addFeatureTexts.feature}
          required
          options={options}
          selectedValue={values.feature || null}
          onSelectionChange={(value) => set('feature', value ?? '')}
          validationMessage={errors.feature}
          hint={role && options.length === 0 ? addFeatureTexts.noneLeft : undefined}
          disabled={busy}
        />
        <TextareaField
          label={addFeatureTexts.description}
          required
          value={values.description}
          maxLength={500}
          onChange={(_, data) => set('description', data.value)}
          validationMessage={errors.description}
          disabled={busy}
        />
        <AppSwitch label={addFeatureTexts.enabled} checked={values.enabled} onCheckedChange={(checked) => set('enabled', checked)} disabled={busy} />
      </form>
    </Modal>
  );
}

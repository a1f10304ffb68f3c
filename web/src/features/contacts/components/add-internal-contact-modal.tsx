import { makeStyles, tokens } from '@fluentui/react-components';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { roleLabels } from '@expediente/contracts/shared/role-values';
import { grantableRoles, internalInviteRequestSchema, supplierMessages, type InternalInviteResponse } from '@expediente/contracts/suppliers/suppliers';
import { useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { issuesByField, serverErrorsByField, useFormValues } from '../../../lib/form-errors';
import { inviteInternalContact } from '../api/onboarding-calls';
import { useOrganizationsChanged } from '../api/use-organizations-changed';
import { onboardingTexts as t } from './onboarding-text';
import { OrganizationPicker, type PickedOrganization } from './organization-picker';
import { FormActions } from './form-actions';
import { Outcome } from './outcome';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const empty = { firstName: '', lastName: '', lastName2: '', email: '', phone: '', role: '', employeeNumber: '' };
type Field = keyof typeof empty | 'organizationPublicKey';
const fields: readonly Field[] = [...(Object.keys(empty) as (keyof typeof empty)[]), 'organizationPublicKey'];

/** The employee number is asked only of customers, with the flag on (part 2 §5). */
export function asksEmployeeNumber(user: CurrentUser): boolean {
  return user.primaryRole === 'Customer' && user.features['employee-number-input'] === true;
}

/**
 * 'Agregar contacto interno' (part 2 §3 invite payload, §5, §8): a person of a customer organization the user may
 * choose (their own company unless they see the whole tenant), invited by e-mail to set a password.
 */
export function AddInternalContactModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: CurrentUser }) {
  const styles = useStyles();
  const organizationsChanged = useOrganizationsChanged();
  const form = useFormValues<typeof empty, 'organizationPublicKey'>(empty);
  const [organization, setOrganization] = useState<PickedOrganization>();
  const [state, setState] = useState<'idle' | 'submitting' | 'failed'>('idle');
  const [done, setDone] = useState<InternalInviteResponse & { email: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const roles = grantableRoles[user.primaryRole] ?? [];
  const employeeNumber = asksEmployeeNumber(user);
  const busy = state === 'submitting';

  function close() {
    if (busy) return;
    form.reset();
    setOrganization(undefined);
    setState('idle');
    setDone(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { values } = form;
    const parsed = internalInviteRequestSchema.safeParse({
      ...values,
      role: values.role || undefined,
      organizationPublicKey: organization?.publicKey ?? '',
      employeeNumber: employeeNumber ? values.employeeNumber : undefined,
    });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues, fields);
    if (employeeNumber && !values.employeeNumber.trim()) found.employeeNumber = supplierMessages.employeeNumberRequired;
    if (!organization) found.organizationPublicKey = supplierMessages.organizationNotListed;
    if (!parsed.success || Object.values(found).some(Boolean)) return form.setErrors(found);
    setState('submitting');
    try {
      const answer = await inviteInternalContact(parsed.data);
      setDone({ ...answer, email: parsed.data.email });
      setState('idle');
      await organizationsChanged();
    } catch (error) {
      form.setErrors(serverErrorsByField(error, fields));
      setState('failed');
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t.internalTitle}
      actions={<FormActions done={!!done} busy={busy} onSubmit={() => formRef.current?.requestSubmit()} onClose={close} />}
    >
      {done ? (
        <Outcome intent="success" title={supplierMessages.inviteOk}>
          {done.emailSent ? t.emailSent(done.email) : t.emailNotSent}
        </Outcome>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          {state === 'failed' && <Outcome intent="error" title={supplierMessages.inviteFailed} />}
          <TextField label={t.firstName} required value={form.values.firstName} onChange={(_, d) => form.set('firstName', d.value)} validationMessage={form.errors.firstName} disabled={busy} maxLength={100} />
          <TextField label={t.lastName1} required value={form.values.lastName} onChange={(_, d) => form.set('lastName', d.value)} validationMessage={form.errors.lastName} disabled={busy} maxLength={100} />
          <TextField label={t.lastName2} value={form.values.lastName2} onChange={(_, d) => form.set('lastName2', d.value)} validationMessage={form.errors.lastName2} disabled={busy} maxLength={100} />
          <TextField label={t.email} required type="email" value={form.values.email} onChange={(_, d) => form.set('email', d.value)} validationMessage={form.errors.email} disabled={busy} maxLength={254} />
          <TextField label={t.phoneOptional} type="tel" value={form.values.phone} onChange={(_, d) => form.set('phone', d.value)} validationMessage={form.errors.phone} disabled={busy} maxLength={30} />
          <SelectField
            label={t.role}
            required
            placeholder={t.rolePlaceholder}
            options={roles.map((r) => ({ value: r, label: roleLabels[r] }))}
            value={form.values.role}
            onValueChange={(v) => form.set('role', v)}
            validationMessage={form.errors.role}
            disabled={busy}
          />
          <OrganizationPicker
            label={t.organization}
            role="customer"
            required
            chooseOnlyOption
            value={organization}
            onChange={(v) => {
              setOrganization(v);
              form.setErrors((e) => ({ ...e, organizationPublicKey: undefined }));
            }}
            validationMessage={form.errors.organizationPublicKey}
            disabled={busy}
          />
          {employeeNumber && (
            <TextField label={t.employeeNumber} required value={form.values.employeeNumber} onChange={(_, d) => form.set('employeeNumber', d.value)} validationMessage={form.errors.employeeNumber} disabled={busy} maxLength={50} />
          )}
        </form>
      )}
    </Modal>
  );
}

import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { assignableRoles, createUserRequestSchema, userMessages, type UserDetail } from '@expediente/contracts/admin/users';
import { roleLabels, type Role } from '@expediente/contracts/shared/role-values';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { issuesByField, serverErrorsByField, useFormValues } from '../../../lib/form-errors';
import { createUser } from '../api/create-user';
import { userTexts as t } from './user-texts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

const empty = { firstName: '', lastName: '', lastName2: '', emailAddress: '', password: '', role: '' };
type Field = keyof typeof empty;
const fields = Object.keys(empty) as Field[];

/**
 * The new-user dialog (part 2 §5): the §5 messages on the fields before sending, then the server's 400/401 errors
 * on their fields (FirstName… Role) and anything else as a general error ('Algo salio mal.' for other answers).
 * Created: the caller goes to the user's detail (onCreated). `tenant` names another tenant (the Developer).
 */
export function UserCreateModal({ open, onClose, onCreated, managerRole, tenant }: { open: boolean; onClose: () => void; onCreated: (user: UserDetail) => void; managerRole: Role; tenant?: string | undefined }) {
  const styles = useStyles();
  const form = useFormValues(empty);
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const roles = assignableRoles[managerRole] ?? [];

  function close() {
    if (busy) return;
    form.reset();
    setGeneral(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setGeneral(undefined);
    const parsed = createUserRequestSchema.safeParse({ ...form.values, role: form.values.role || undefined, tenant });
    if (!parsed.success) return form.setErrors(issuesByField(parsed.error.issues, fields));
    setBusy(true);
    try {
      const created = await createUser({ ...parsed.data, ...(tenant ? { tenant } : {}) });
      setBusy(false);
      form.reset();
      onCreated(created);
    } catch (error) {
      setBusy(false);
      const byField = serverErrorsByField(error, fields);
      form.setErrors(byField);
      const fieldError = Object.values(byField).some(Boolean);
      if (error instanceof ApiClientError && (error.status === 400 || error.status === 401)) {
        if (!fieldError) setGeneral(error.message);
      } else {
        setGeneral(userMessages.somethingWrong);
      }
    }
  }

  const text = (name: Exclude<Field, 'role'>, label: string, extra: { required?: boolean; type?: 'email' | 'password'; maxLength: number; hint?: string; autoComplete?: string }) => (
    <TextField
      label={label}
      required={extra.required}
      type={extra.type}
      hint={extra.hint}
      autoComplete={extra.autoComplete}
      value={form.values[name]}
      onChange={(_, d) => form.set(name, d.value)}
      validationMessage={form.errors[name]}
      disabled={busy}
      maxLength={extra.maxLength}
    />
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t.newUser}
      actions={
        <>
          <AppButton variant="secondary" onClick={close} disabled={busy}>
            {t.cancel}
          </AppButton>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy}>
            {t.save}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.newUser}>
        {general && (
          <MessageBar intent="error" politeness="assertive">
            <MessageBarBody>{general}</MessageBarBody>
          </MessageBar>
        )}
        {text('firstName', t.firstName, { required: true, maxLength: 100 })}
        {text('lastName', t.lastName, { required: true, maxLength: 100 })}
        {text('lastName2', t.lastName2, { maxLength: 100 })}
        {text('emailAddress', t.email, { required: true, type: 'email', maxLength: 254, autoComplete: 'off' })}
        {text('password', t.password, { required: true, type: 'password', maxLength: 256, hint: t.passwordHint, autoComplete: 'new-password' })}
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
      </form>
    </Modal>
  );
}

import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { createTenantRequestSchema, tenantMessages, type CreateTenantResponse } from '@expediente/contracts/admin/tenants';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { issuesByField, serverErrorsByField, useFormValues } from '../../../lib/form-errors';
import { createTenant } from '../api/create-tenant';
import { tenantTexts } from './tenant-texts';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });
const fields = ['displayName', 'publicKey'] as const;

export type TenantCreateDialogProps = { open: boolean; onClose: () => void; onCreated: (created: CreateTenantResponse) => void };

/**
 * The create dialog of /admin/tenants (part 2 §5 new tenant): Nombre required ('El campo Nombre es requerido.'),
 * Clave optional. The contract checks the form first; the server's 400 and 409 land on their field. Enter in a
 * field submits (the form's own submit button), Escape cancels.
 */
export function TenantCreateDialog({ open, onClose, onCreated }: TenantCreateDialogProps) {
  const styles = useStyles();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const form = useFormValues({ displayName: '', publicKey: '' });

  function close() {
    if (busy) return;
    form.reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = createTenantRequestSchema.safeParse(form.values);
    if (!parsed.success) return form.setErrors(issuesByField(parsed.error.issues, fields));
    setBusy(true);
    try {
      const created = await createTenant(parsed.data);
      notify.toast(created.message, { variant: 'success' });
      form.reset();
      onCreated(created);
    } catch (error) {
      const byField = serverErrorsByField(error, fields);
      if (Object.keys(byField).length > 0) form.setErrors(byField);
      else notify.toast(error instanceof ApiClientError && error.status === 403 ? error.message : tenantMessages.createFailed, { variant: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={tenantTexts.createTitle}
      size="small"
      actions={
        <>
          <AppButton variant="primary" onClick={() => formRef.current?.requestSubmit()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {tenantTexts.submit}
          </AppButton>
          <AppButton onClick={close} disabled={busy}>
            {tenantTexts.cancel}
          </AppButton>
        </>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={tenantTexts.name}
          required
          maxLength={100}
          value={form.values.displayName}
          onChange={(_, data) => form.set('displayName', data.value)}
          validationMessage={form.errors.displayName}
        />
        <TextField
          label={tenantTexts.key}
          hint={tenantTexts.keyHint}
          maxLength={40}
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.publicKey}
          onChange={(_, data) => form.set('publicKey', data.value)}
          validationMessage={form.errors.publicKey}
        />
        {/* Enter in either field submits (a form with two fields needs a submit button for that). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </Modal>
  );
}

import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { supplierContactInviteRequestSchema, supplierMessages } from '@expediente/contracts/suppliers/suppliers';
import { useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { TextField } from '../../../components/text-field';
import { issuesByField, serverErrorsByField, useFormValues } from '../../../lib/form-errors';
import { inviteSupplierContact } from '../api/onboarding-calls';
import { useOrganizationsChanged } from '../api/use-organizations-changed';
import { CopyLink } from './copy-link';
import { onboardingTexts as t } from './onboarding-text';
import { OrganizationPicker, type PickedOrganization } from './organization-picker';
import { Outcome } from './outcome';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const empty = { firstName: '', lastName: '', email: '' };
type Field = keyof typeof empty | 'organizationPublicKey';
const fields: readonly Field[] = ['firstName', 'lastName', 'email', 'organizationPublicKey'];

export type SupplierContactFormProps = {
  /** The supplier just added (its form's 'create contact after supplier'); otherwise the user picks one. */
  supplier?: PickedOrganization;
  /** While it sends, the modal's own buttons wait too. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * A supplier's contact (part 2 §3 POST /api/invite, §5 supplier-contact form, §4): first and last name and e-mail
 * of a person of a supplier organization; the answer is an invitation link to copy and hand over ('Enlace copiado
 * al portapapeles' for 2 s).
 */
export function SupplierContactForm({ supplier, onBusyChange }: SupplierContactFormProps) {
  const styles = useStyles();
  const organizationsChanged = useOrganizationsChanged();
  const form = useFormValues<typeof empty, 'organizationPublicKey'>(empty);
  const [picked, setPicked] = useState<PickedOrganization>();
  const [state, setState] = useState<'idle' | 'submitting' | 'failed' | 'badLink'>('idle');
  const [link, setLink] = useState<string>();
  const organization = supplier ?? picked;
  const busy = state === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = supplierContactInviteRequestSchema.safeParse({ ...form.values, role: 'supplier', organizationPublicKey: organization?.publicKey ?? '' });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues, fields);
    if (!organization) found.organizationPublicKey = supplierMessages.supplierNotListed;
    if (!parsed.success || Object.values(found).some(Boolean)) return form.setErrors(found);
    setState('submitting');
    onBusyChange?.(true);
    try {
      const answer = await inviteSupplierContact(parsed.data);
      if (!/^https?:\/\//.test(answer.link)) {
        setState('badLink');
        return;
      }
      setLink(answer.link);
      setState('idle');
      await organizationsChanged();
    } catch (error) {
      form.setErrors(serverErrorsByField(error, fields));
      setState('failed');
    } finally {
      onBusyChange?.(false);
    }
  }

  if (link) {
    return (
      <div className={styles.form}>
        <Outcome intent="success" title={supplierMessages.inviteOk}>
          {t.supplierContactLinkNote}
        </Outcome>
        <CopyLink link={link} />
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.supplierContactTitle}>
      {state === 'failed' && <Outcome intent="error" title={supplierMessages.inviteFailed} />}
      {state === 'badLink' && <Outcome intent="error" title={supplierMessages.noValidLink} />}
      {!supplier && (
        <OrganizationPicker
          label={t.supplierOrganization}
          role="supplier"
          required
          chooseOnlyOption
          value={picked}
          onChange={(v) => {
            setPicked(v);
            form.setErrors((e) => ({ ...e, organizationPublicKey: undefined }));
          }}
          validationMessage={form.errors.organizationPublicKey}
          disabled={busy}
        />
      )}
      <TextField label={t.firstName} required value={form.values.firstName} onChange={(_, d) => form.set('firstName', d.value)} validationMessage={form.errors.firstName} disabled={busy} maxLength={100} />
      <TextField label={t.lastNames} required value={form.values.lastName} onChange={(_, d) => form.set('lastName', d.value)} validationMessage={form.errors.lastName} disabled={busy} maxLength={100} />
      <TextField label={t.email} required type="email" value={form.values.email} onChange={(_, d) => form.set('email', d.value)} validationMessage={form.errors.email} disabled={busy} maxLength={254} />
      <div className={styles.actions}>
        <AppButton variant="primary" type="submit" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t.submitting : t.submit}
        </AppButton>
      </div>
    </form>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { checkRfc } from '@expediente/contracts/identifiers/identifiers';
import {
  addSupplierRequestSchema,
  duplicateRfcErrorSchema,
  supplierFormIdentifiers,
  supplierMessages,
  type AddSupplierResponse,
  type DuplicateRfcError,
} from '@expediente/contracts/suppliers/suppliers';
import { useRef, useState, type FormEvent } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCheckbox } from '../../../components/app-checkbox';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { ApiClientError } from '../../../lib/api-client';
import { issuesByField, serverErrorsByField, useFormValues } from '../../../lib/form-errors';
import { useIdentifierTypes } from '../api/get-identifier-types';
import { addSupplier } from '../api/onboarding-calls';
import { useOrganizationsChanged } from '../api/use-organizations-changed';
import { onboardingTexts as t } from './onboarding-text';
import { OrganizationPicker, type PickedOrganization } from './organization-picker';
import { FormActions } from './form-actions';
import { Outcome } from './outcome';
import { SupplierContactForm } from './supplier-contact-form';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  identifiers: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

const empty = { fullName: '', rfc: '', supplierId: '', emailAddress: '', phoneNumber: '' };
type Field = keyof typeof empty | 'customerOrganizationPK' | 'identifiers';
const fields: readonly Field[] = [...(Object.keys(empty) as (keyof typeof empty)[]), 'customerOrganizationPK', 'identifiers'];

/** What the RFC typed so far earns: the spec's message when the pattern fails, a warning for a check digit. */
export function rfcHint(rfc: string): { message: string; state: 'error' | 'warning' } | undefined {
  const value = rfc.trim();
  if (value.length < 12) return undefined;
  const check = checkRfc(value);
  if (!check.valid) return { message: supplierMessages.rfc, state: 'error' };
  return check.checkDigitMismatch ? { message: supplierMessages.rfcCheckDigitWarning, state: 'warning' } : undefined;
}

type Added = AddSupplierResponse & { name: string; email?: string };

/**
 * 'Agregar proveedor' (part 2 §3 supplier add payload, §4, §5, §8): the client organization it serves, name, RFC
 * (the pattern is a rule; a check digit that does not match only warns), supplier number, optional e-mail (a
 * registration link is e-mailed to it) and phone. An RFC already registered is offered instead of a duplicate.
 * After success the form gives way to 'create contact after supplier' and the footer to Close. With the flag
 * identifier-input it also asks for every identifier suppliers carry in the tenant's catalog, all required.
 */
export function AddSupplierModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: CurrentUser }) {
  const styles = useStyles();
  const organizationsChanged = useOrganizationsChanged();
  const form = useFormValues<typeof empty, 'customerOrganizationPK' | 'identifiers'>(empty);
  const askIdentifiers = user.features['identifier-input'] === true;
  const types = useIdentifierTypes(open && askIdentifiers);
  const asked = supplierFormIdentifiers(types.data ?? []);
  const [identifierValues, setIdentifierValues] = useState<Record<string, string>>({});
  const [customer, setCustomer] = useState<PickedOrganization>();
  const [state, setState] = useState<'idle' | 'submitting' | 'failed'>('idle');
  const [duplicate, setDuplicate] = useState<DuplicateRfcError['existing']>();
  const [added, setAdded] = useState<Added>();
  const [withContact, setWithContact] = useState(false);
  const [contactBusy, setContactBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = state === 'submitting' || contactBusy;

  function close() {
    if (busy) return;
    form.reset();
    setIdentifierValues({});
    setCustomer(undefined);
    setState('idle');
    setDuplicate(undefined);
    setAdded(undefined);
    setWithContact(false);
    onClose();
  }

  async function send(useExisting: boolean) {
    const identifiers = asked.map((t) => ({ key: t.key, name: t.name, value: (identifierValues[t.key] ?? '').trim() }));
    const parsed = addSupplierRequestSchema.safeParse({
      ...form.values,
      customerOrganizationPK: customer?.publicKey ?? '',
      addUCustomerRelationship: true,
      identifiers,
      ...(useExisting ? { useExisting: true } : {}),
    });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues, fields);
    if (!customer) found.customerOrganizationPK = supplierMessages.organizationNotListed;
    if (askIdentifiers && (types.error || !types.data || identifiers.some((i) => !i.value))) found.identifiers = supplierMessages.identifiersNeedValue;
    if (!parsed.success || Object.values(found).some(Boolean)) return form.setErrors(found);
    setState('submitting');
    try {
      const answer = await addSupplier(parsed.data);
      setAdded({ ...answer, name: parsed.data.fullName, ...(parsed.data.emailAddress ? { email: parsed.data.emailAddress } : {}) });
      setDuplicate(undefined);
      setState('idle');
      await organizationsChanged();
    } catch (error) {
      const conflict = error instanceof ApiClientError && error.status === 409 ? duplicateRfcErrorSchema.safeParse(error.body) : undefined;
      if (conflict?.success) {
        setDuplicate(conflict.data.existing);
        setState('idle');
        return;
      }
      form.setErrors(serverErrorsByField(error, fields));
      setState('failed');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void send(false);
  }

  const hint = rfcHint(form.values.rfc);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t.supplierTitle}
      size="medium"
      actions={<FormActions done={!!added} busy={busy} onSubmit={() => formRef.current?.requestSubmit()} onClose={close} />}
    >
      {added ? (
        <div className={styles.form}>
          <Outcome intent="success" title={supplierMessages.supplierAddOk}>
            {added.existing && <p>{t.existingLinked(added.name)}</p>}
            <p>{added.invitationSent && added.email ? t.supplierInvitationSent(added.email) : t.supplierNoEmail}</p>
          </Outcome>
          {added.rfcWarning && <Outcome intent="warning" title={added.rfcWarning} />}
          <AppCheckbox label={t.createContactAfter} checked={withContact} onCheckedChange={(c) => setWithContact(c === true)} disabled={busy} />
          {withContact && <SupplierContactForm supplier={{ publicKey: added.data, displayName: added.name }} onBusyChange={setContactBusy} />}
        </div>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          {state === 'failed' && <Outcome intent="error" title={supplierMessages.supplierAddFailed} />}
          {duplicate && (
            <Outcome intent="warning" title={t.existingFound(duplicate.displayName)}>
              <AppButton onClick={() => void send(true)} disabled={busy}>
                {t.useExisting}
              </AppButton>
            </Outcome>
          )}
          <OrganizationPicker
            label={t.customer}
            role="customer"
            required
            chooseOnlyOption
            value={customer}
            onChange={(v) => {
              setCustomer(v);
              form.setErrors((e) => ({ ...e, customerOrganizationPK: undefined }));
            }}
            validationMessage={form.errors.customerOrganizationPK}
            disabled={busy}
          />
          <TextField label={t.supplierName} required value={form.values.fullName} onChange={(_, d) => form.set('fullName', d.value)} validationMessage={form.errors.fullName} disabled={busy} maxLength={200} />
          <TextField
            label={t.rfc}
            required
            value={form.values.rfc}
            onChange={(_, d) => {
              form.set('rfc', d.value.toUpperCase());
              setDuplicate(undefined);
            }}
            validationMessage={form.errors.rfc ?? hint?.message}
            validationState={form.errors.rfc ? 'error' : hint?.state}
            disabled={busy}
            maxLength={13}
            autoComplete="off"
          />
          <TextField label={t.supplierNumber} required value={form.values.supplierId} onChange={(_, d) => form.set('supplierId', d.value)} validationMessage={form.errors.supplierId} disabled={busy} maxLength={50} />
          <TextField label={t.emailOptional} type="email" value={form.values.emailAddress} onChange={(_, d) => form.set('emailAddress', d.value)} validationMessage={form.errors.emailAddress} disabled={busy} maxLength={254} />
          <TextField label={t.phoneOptional} type="tel" value={form.values.phoneNumber} onChange={(_, d) => form.set('phoneNumber', d.value)} validationMessage={form.errors.phoneNumber} disabled={busy} maxLength={30} />
          {askIdentifiers && (
            <fieldset className={styles.identifiers}>
              <legend>{t.identifiers}</legend>
              {types.error && <Outcome intent="error" title={t.identifierTypesFailed} />}
              {asked.map((type) => (
                <TextField
                  key={type.key}
                  label={type.name}
                  required
                  value={identifierValues[type.key] ?? ''}
                  onChange={(_, d) => {
                    setIdentifierValues((v) => ({ ...v, [type.key]: d.value }));
                    form.setErrors((e) => ({ ...e, identifiers: undefined }));
                  }}
                  validationMessage={form.errors.identifiers && !(identifierValues[type.key] ?? '').trim() ? form.errors.identifiers : undefined}
                  disabled={busy}
                  maxLength={200}
                />
              ))}
            </fieldset>
          )}
        </form>
      )}
    </Modal>
  );
}

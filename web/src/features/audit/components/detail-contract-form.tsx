import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { auditContractFormSchema, type AuditContractFormInput, type AuditDocument } from '@expediente/contracts/audit/audit-forms';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { AppSwitch } from '../../../components/app-switch';
import { DateField } from '../../../components/date-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { rejectAuditContract } from '../api/reject-audit-contract';
import { saveAuditContract } from '../api/save-audit-contract';
import { ExistingCustomers, NewCustomers } from './detail-customers';
import { RejectDialog } from './detail-reject-dialog';
import { detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Draft = Omit<AuditContractFormInput, 'organizations' | 'newOrganizations' | 'supplierId'> & {
  organizations: string[];
  newOrganizations: { name: string; rfc: string }[];
};

/** The form's starting values: the saved form, else the document's supplier and customer relations. */
export function initialDraft(doc: AuditDocument): Draft {
  const saved = doc.contractForm;
  if (saved) {
    return {
      organizations: saved.organizations.map((o) => o.publicKey),
      newOrganizations: [],
      hasRepse: saved.hasRepse,
      repseNumber: saved.repseNumber,
      contractSubject: saved.contractSubject,
      supplierName: saved.supplierName,
      sapId: saved.sapId,
      rfc: saved.rfc,
      fechaFirma: saved.fechaFirma,
      vigencia: saved.vigencia,
      mesesVigencia: saved.mesesVigencia,
    };
  }
  const customers = doc.relationships.filter((r) => r.role === 'customer').map((r) => r.PK);
  return {
    organizations: customers.length ? customers : [''],
    newOrganizations: [],
    hasRepse: false,
    repseNumber: '',
    contractSubject: '',
    supplierName: doc.supplier.displayName,
    sapId: doc.sapId,
    rfc: doc.rfc,
    fechaFirma: '',
    vigencia: '',
    mesesVigencia: '',
  };
}

/** The body of POST/PUT: empty customer slots are left out; the supplier is the document's. */
export function contractBody(doc: AuditDocument, draft: Draft): AuditContractFormInput {
  return { ...draft, organizations: draft.organizations.filter(Boolean), supplierId: doc.supplier.publicKey };
}

/** Part 2 §5: Meses Vigencia takes digits only, at most three. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 3);

const issuesToErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
};

/**
 * The contract form of /audit/documents/{id} (part 2 §2.11, §3, §4, §5, §8): existing customers (multi-select with
 * add), new customers (name and RFC), supplier name, SAP ID, RFC, Fecha Firma, Vigencia, Meses Vigencia (digits
 * only), the REPSE switch and Folio REPSE, Objeto del Contrato. Guardar checks the form with the contract's own
 * schema, then POSTs while the document is not validated and PUTs once it is. Rechazar asks 'Confirmar Rechazo'
 * with a required reason and is disabled once the document is rejected.
 */
export function ContractForm({ doc, onChanged }: { doc: AuditDocument; onChanged: () => Promise<unknown> }) {
  const styles = useStyles();
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(doc));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const readOnly = !doc.can.save;
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    // Part 2 §5: a message clears when its field is edited.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name && !k.startsWith(`${String(name)}.`))));
  };

  const save = async () => {
    const body = contractBody(doc, draft);
    const checked = auditContractFormSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesToErrors(checked.error.issues));
      return;
    }
    setSaving(true);
    try {
      const answer = await saveAuditContract(doc.publicKey, doc.validated === 'V', body);
      notify.toast(answer.message || texts.saved, { variant: 'success' });
      setErrors({});
      await onChanged();
    } catch (err) {
      if (err instanceof ApiClientError) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      notify.toast(texts.saveFailed, { variant: 'danger', ...(err instanceof ApiClientError && err.status === 409 ? { title: err.message } : {}) });
    } finally {
      setSaving(false);
    }
  };

  const reject = async ({ reason }: { reason: string }) => {
    try {
      const answer = await rejectAuditContract(doc.publicKey, { reason });
      notify.toast(answer.message || texts.rejected, { variant: 'success' });
      setRejecting(false);
      await onChanged();
    } catch (err) {
      notify.toast(texts.rejectFailed, { variant: 'danger' });
      throw err;
    }
  };

  const disabled = readOnly || saving;
  return (
    <AppCard title={texts.formTitle}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {readOnly && <Body1 className={styles.muted}>{texts.readOnly}</Body1>}
        {doc.contractForm && <Body1 className={styles.muted}>{texts.savedBy(doc.contractForm.savedBy, formatDate(doc.contractForm.savedAt))}</Body1>}
        <ExistingCustomers options={doc.customerOptions} slots={draft.organizations} onChange={(v) => set('organizations', v)} errors={errors} disabled={disabled} />
        <NewCustomers entries={draft.newOrganizations} onChange={(v) => set('newOrganizations', v)} errors={errors} disabled={disabled} />
        <div className={styles.pair}>
          <TextField label={texts.supplierName} required value={draft.supplierName} maxLength={300} disabled={disabled} validationMessage={errors.supplierName} onChange={(_, d) => set('supplierName', d.value)} />
          <TextField label={texts.sapId} value={draft.sapId ?? ''} maxLength={100} disabled={disabled} validationMessage={errors.sapId} onChange={(_, d) => set('sapId', d.value)} />
          <TextField label={texts.rfc} required value={draft.rfc} maxLength={13} disabled={disabled} validationMessage={errors.rfc} onChange={(_, d) => set('rfc', d.value.toUpperCase())} />
        </div>
        <div className={styles.pair}>
          <DateField label={texts.fechaFirma} required value={draft.fechaFirma} disabled={disabled} validationMessage={errors.fechaFirma} onValueChange={(v) => set('fechaFirma', v)} />
          <DateField label={texts.vigencia} required value={draft.vigencia} min={draft.fechaFirma || undefined} disabled={disabled} validationMessage={errors.vigencia} onValueChange={(v) => set('vigencia', v)} />
          <TextField
            label={texts.mesesVigencia}
            value={draft.mesesVigencia ?? ''}
            inputMode="numeric"
            disabled={disabled}
            validationMessage={errors.mesesVigencia}
            onChange={(_, d) => set('mesesVigencia', digitsOnly(d.value))}
          />
        </div>
        <AppSwitch label={texts.hasRepse} checked={draft.hasRepse ?? false} disabled={disabled} onCheckedChange={(v) => set('hasRepse', v)} />
        {draft.hasRepse && (
          <TextField label={texts.repseNumber} required value={draft.repseNumber ?? ''} maxLength={100} disabled={disabled} validationMessage={errors.repseNumber} onChange={(_, d) => set('repseNumber', d.value)} />
        )}
        <TextareaField label={texts.contractSubject} value={draft.contractSubject ?? ''} maxLength={2000} disabled={disabled} validationMessage={errors.contractSubject} onChange={(_, d) => set('contractSubject', d.value)} />
        {errors.supplierId && <Body1 role="alert">{errors.supplierId}</Body1>}
        {!readOnly && (
          <div className={styles.actions}>
            <AppButton type="submit" variant="primary" disabled={saving}>
              {saving ? texts.saving : texts.save}
            </AppButton>
            <AppButton variant="danger" disabled={saving || !doc.can.reject} onClick={() => setRejecting(true)}>
              {texts.reject}
            </AppButton>
          </div>
        )}
      </form>
      <RejectDialog open={rejecting} onOpenChange={setRejecting} onConfirm={reject} />
    </AppCard>
  );
}

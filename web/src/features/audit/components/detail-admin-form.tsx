import { Body1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { contractDocumentTypes } from '@expediente/contracts/audit/audit-values';
import { contractCaptureFields, type AuditDocument, type AuditTypeSet } from '@expediente/contracts/audit/audit-forms';
import { useMemo, useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { SelectField } from '../../../components/select-field';
import { useNotify } from '../../../components/use-notify';
import { ApiClientError } from '../../../lib/api-client';
import { useDocumentFields } from '../../documents/api/get-document-fields';
import { useSetDocumentTypes } from '../../documents/api/get-set-document-types';
import { rejectAudit } from '../api/reject-audit';
import { saveAudit } from '../api/save-audit';
import { ExistingCustomers } from './detail-customers';
import { captureBody, captureErrors, DynamicForm, prefill, type CaptureValues } from './detail-dynamic-form';
import { RejectDialog, type RejectChoice } from './detail-reject-dialog';
import { detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const customersOf = (doc: AuditDocument) => {
  const list = doc.relationships.filter((r) => r.role === 'customer').map((r) => r.PK);
  return list.length ? list : [''];
};

/**
 * The admin capture (part 2 §2.11; /admin/audit/documents/{id}, /admin/audit/document-details/{id} and the audit
 * area's /audit/document-details/{id}): choose the type among the set's (typeSet auditonly or mxexpediente), the
 * dynamic form of its field schema prefilled from the extracted data, customer blocks for contract types, the
 * unknown-type message for a type without a capture form, Guardar and Rechazar with its type. Without
 * update:audit:any the form is read-only.
 */
export function AdminAuditForm({ doc, typeSet, onChanged }: { doc: AuditDocument; typeSet: AuditTypeSet; onChanged: () => Promise<unknown> }) {
  const styles = useStyles();
  const notify = useNotify();
  const types = useSetDocumentTypes(typeSet);
  const fieldsBook = useDocumentFields();
  const [chosen, setChosen] = useState<string>(doc.documentTypeCodeName);
  const [values, setValues] = useState<CaptureValues | undefined>();
  const [customers, setCustomers] = useState<string[]>(() => customersOf(doc));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const readOnly = !doc.can.adminSave;

  const options = useMemo(() => (types.data ?? []).map((t) => ({ value: t.codeName, label: t.shortName })), [types.data]);
  const known = options.some((o) => o.value === chosen);
  const type = known ? chosen : '';
  const isContract = contractDocumentTypes.includes(type);
  // A contract type has no field catalogue: its capture is the contract form's terms (the same contract record).
  const fields = useMemo(() => {
    if (!type) return [];
    const catalogue = fieldsBook.data?.documentFields[type] ?? [];
    return isContract && catalogue.length === 0 ? contractCaptureFields : catalogue;
  }, [type, isContract, fieldsBook.data]);
  const noForm = !!type && !!fieldsBook.data && !isContract && fields.length === 0;
  // The values follow the chosen type: its schema, prefilled from what was extracted.
  const current = useMemo(() => values ?? prefill(fields, doc), [values, fields, doc]);

  const choose = (next: string) => {
    setChosen(next);
    setValues(undefined);
    setErrors({});
  };

  const save = async () => {
    if (!type || noForm) return;
    const problems = captureErrors(fields, current);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    setSaving(true);
    try {
      const answer = await saveAudit(doc.publicKey, {
        documentType: type,
        ...captureBody(fields, current, doc.jsonData),
        relationships: isContract ? customers.filter(Boolean).map((PK) => ({ role: 'customer' as const, PK })) : [],
      });
      notify.toast(answer.message || texts.saved, { variant: 'success' });
      setErrors({});
      await onChanged();
    } catch (err) {
      if (err instanceof ApiClientError) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      notify.toast(texts.saveFailed, { variant: 'danger', ...(err instanceof ApiClientError && err.message ? { title: err.message } : {}) });
    } finally {
      setSaving(false);
    }
  };

  const reject = async ({ reason, result }: RejectChoice) => {
    if (!result) return;
    try {
      const answer = await rejectAudit(doc.publicKey, { result, comment: reason });
      notify.toast(answer.message || texts.rejected, { variant: 'success' });
      setRejecting(false);
      await onChanged();
    } catch (err) {
      notify.toast(texts.rejectFailed, { variant: 'danger' });
      throw err;
    }
  };

  const disabled = readOnly || saving;
  const loading = types.isLoading || fieldsBook.isLoading;
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
        <SelectField
          label={texts.documentType}
          required
          placeholder={texts.chooseType}
          options={options}
          value={type}
          disabled={disabled || loading}
          validationMessage={errors.documentType}
          onValueChange={choose}
        />
        {loading && <Spinner label={texts.loading} />}
        {noForm && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{texts.unknownType}</MessageBarBody>
          </MessageBar>
        )}
        {isContract && <ExistingCustomers options={doc.customerOptions} slots={customers} onChange={setCustomers} errors={errors} disabled={disabled} field="relationships" />}
        {!!type && fields.length > 0 && (
          <DynamicForm
            fields={fields}
            values={current}
            errors={errors}
            disabled={disabled}
            onChange={(next) => {
              setValues(next);
              setErrors({});
            }}
          />
        )}
        {!readOnly && (
          <div className={styles.actions}>
            <AppButton type="submit" variant="primary" disabled={saving || !type || noForm}>
              {saving ? texts.saving : texts.save}
            </AppButton>
            <AppButton variant="danger" disabled={saving || doc.auditStatus === 'rejected'} onClick={() => setRejecting(true)}>
              {texts.reject}
            </AppButton>
          </div>
        )}
      </form>
      <RejectDialog open={rejecting} onOpenChange={setRejecting} withType onConfirm={reject} />
    </AppCard>
  );
}

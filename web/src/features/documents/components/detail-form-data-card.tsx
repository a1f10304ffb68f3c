import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { DocumentDetail, FormDataItem } from '@expediente/contracts/documents/documents';
import type { FieldDisplayType } from '@expediente/contracts/documents/document-types';
import { useState } from 'react';
import { AppButton } from '../../../components/app-button';
import { AppCard } from '../../../components/app-card';
import { IconButton } from '../../../components/icon-button';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useNotify } from '../../../components/use-notify';
import { formatCurrency } from '../../../lib/format';
import { saveDocumentMetadata } from '../api/save-document-metadata';
import { DetailEditToggle } from './detail-edit-toggle';
import { detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  term: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: tokens.spacingHorizontalS },
  newRow: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: tokens.spacingHorizontalS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Part 2 §5: values longer than 75 characters get a multi-line box; shown values over 200 are cut with 'ver más'. */
export const MULTILINE_AFTER = 75;
export const TRUNCATE_AFTER = 200;
const keyPattern = /^[A-Za-z0-9_.-]+$/;

type Row = { id: string; key: string; label: string; value: string; isNew: boolean };

const toRows = (items: readonly FormDataItem[]): Row[] => items.map((i) => ({ id: i.key, key: i.key, label: i.label, value: i.value, isNew: false }));

/** The rows to send: keys still empty or starting new_ are the form's unsaved rows and are not sent (part 2 §5). */
export function rowsToSend(rows: readonly Pick<Row, 'key' | 'label' | 'value'>[]): FormDataItem[] {
  return rows.filter((r) => r.key.trim() !== '' && !r.key.trim().startsWith('new_')).map((r) => ({ key: r.key.trim(), label: r.label.trim() || r.key.trim(), value: r.value }));
}

/** The message of a new row's key: format, or already used by another row. */
function keyProblem(rows: readonly Row[], row: Row): string | undefined {
  const key = row.key.trim();
  if (!key) return undefined;
  if (!keyPattern.test(key)) return 'La clave del campo no es válida.';
  if (rows.some((other) => other !== row && other.key.trim() === key)) return texts.fieldExists;
  return undefined;
}

function FieldValue({ value, type }: { value: string; type: FieldDisplayType | undefined }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const amount = type === 'money' && value.trim() !== '' ? Number(value.replace(/[$,\s]/g, '')) : NaN;
  const shown = Number.isFinite(amount) ? formatCurrency(amount) : value;
  if (shown.length <= TRUNCATE_AFTER) return <dd className={styles.value}>{shown}</dd>;
  return (
    <dd className={styles.value}>
      {open ? shown : `${shown.slice(0, TRUNCATE_AFTER)}…`}{' '}
      <Link as="button" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? texts.seeLess : texts.seeMore}
      </Link>
    </dd>
  );
}

export type FormDataCardProps = {
  document: DocumentDetail;
  /** The display type of each field of the document's type (GET /api/documents/fields): money shows MXN. */
  fieldTypes: ReadonlyMap<string, FieldDisplayType>;
  initiallyEditing?: boolean;
  onChanged: () => Promise<unknown>;
};

/**
 * The form data card (part 2 §2.4, §5): key/label/value rows; with can.editMetadata (flag edit-document-metadata)
 * a pencil turns the values into inputs, rows can be removed and added ('Este campo ya existe.' for a key in
 * use); Guardar sends the rows whose keys do not start with new_.
 */
export function FormDataCard({ document, fieldTypes, initiallyEditing = false, onChanged }: FormDataCardProps) {
  const styles = useStyles();
  const notify = useNotify();
  const editable = document.can.editMetadata;
  const [editing, setEditing] = useState(editable && initiallyEditing);
  const [rows, setRows] = useState<Row[]>(() => toRows(document.formDataItems));
  const [added, setAdded] = useState(0);
  const [saving, setSaving] = useState(false);
  const problems = rows.map((row) => (row.isNew ? keyProblem(rows, row) : undefined));
  const blocked = problems.some(Boolean);

  const open = () => {
    setRows(toRows(document.formDataItems));
    setEditing(true);
  };
  const close = () => {
    setRows(toRows(document.formDataItems));
    setEditing(false);
  };
  const change = (id: string, patch: Partial<Row>) => setRows((current) => current.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const add = () => {
    const id = `new_${added + 1}`;
    setAdded(added + 1);
    setRows((current) => [...current, { id, key: '', label: '', value: '', isNew: true }]);
  };

  const save = async () => {
    if (blocked) return;
    setSaving(true);
    try {
      const answer = await saveDocumentMetadata(document.publicKey, { form: { formdata: rowsToSend(rows) }, identifiers: document.identifiers });
      notify.toast(answer.message, { variant: 'success' });
      await onChanged();
      setEditing(false);
    } catch {
      notify.toast(texts.formFailed, { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppCard
      title={texts.formData}
      actions={
        editable && <DetailEditToggle editing={editing} what={texts.formData} onOpen={open} onClose={close} />
      }
    >
      {!editing &&
        (document.formDataItems.length === 0 ? (
          <Body1 className={styles.muted}>{texts.noFormData}</Body1>
        ) : (
          <dl className={styles.facts}>
            {document.formDataItems.map((item) => (
              <div key={item.key} style={{ display: 'contents' }}>
                <dt className={styles.term}>{item.label || item.key}</dt>
                <FieldValue value={item.value} type={fieldTypes.get(item.key)} />
              </div>
            ))}
          </dl>
        ))}
      {editing && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {rows.map((row, i) => {
            const label = row.label || row.key || texts.value;
            const valueField =
              row.value.length > MULTILINE_AFTER ? (
                <TextareaField label={row.isNew ? texts.value : label} value={row.value} onChange={(_, d) => change(row.id, { value: d.value })} resize="vertical" />
              ) : (
                <TextField label={row.isNew ? texts.value : label} value={row.value} onChange={(_, d) => change(row.id, { value: d.value })} />
              );
            return (
              <div key={row.id} className={styles.row}>
                {row.isNew ? (
                  <div className={styles.newRow}>
                    <TextField label={texts.newKey} value={row.key} onChange={(_, d) => change(row.id, { key: d.value })} validationMessage={problems[i]} />
                    <TextField label={texts.newLabel} value={row.label} onChange={(_, d) => change(row.id, { label: d.value })} />
                    {valueField}
                  </div>
                ) : (
                  valueField
                )}
                <IconButton icon={<DeleteRegular />} label={texts.removeField(label)} onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))} />
              </div>
            );
          })}
          <div className={styles.buttons}>
            <AppButton type="button" icon={<AddRegular />} onClick={add}>
              {texts.addField}
            </AppButton>
            <AppButton type="submit" variant="primary" disabled={blocked || saving}>
              {texts.save}
            </AppButton>
            <AppButton type="button" onClick={close} disabled={saving}>
              {texts.cancel}
            </AppButton>
          </div>
        </form>
      )}
    </AppCard>
  );
}

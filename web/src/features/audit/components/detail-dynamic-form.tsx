import { Body1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import type { DocumentFieldDefinition, FieldDisplayType } from '@expediente/contracts/documents/document-types';
import type { SaveAuditRequest } from '@expediente/contracts/audit/audit-forms';
import { AppButton } from '../../../components/app-button';
import { AppSwitch } from '../../../components/app-switch';
import { DateField } from '../../../components/date-field';
import { IconButton } from '../../../components/icon-button';
import { TextField } from '../../../components/text-field';
import { detailTexts as texts } from './detail-texts';

/**
 * The admin capture form built from a type's field schema (part 2 §2.11, §3 'form schema fields'): text, number,
 * money, boolean and date inputs, groups, and repeatable groups with rows to add and remove. Values are text while
 * edited; the body turns them into the saveAudit call's form data, identifiers and JSON.
 */

/** Scalars by key (`field`, or `group.child` inside a group) and the rows of each repeatable group. */
export type CaptureValues = { scalars: Record<string, string>; rows: Record<string, Record<string, string>[]> };
type Lookup = Record<string, string>;

const NUMBER = /^-?\d+(\.\d+)?$/;
const cleanNumber = (text: string) => text.replace(/[$,\s]/g, '');

/** A value of the extracted JSON as the form's text; a date as yyyy-mm-dd when it reads as one. */
function toText(value: unknown, type: FieldDisplayType): string {
  if (value === null || value === undefined) return '';
  if (type === 'boolean') return value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : '';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (type !== 'date') return text;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  if (iso) return iso[1]!;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : '';
}

/** The form text as the JSON keeps it: numbers as numbers, booleans as booleans, '' as null. */
function toValue(text: string, type: FieldDisplayType): unknown {
  if (text === '') return null;
  if (type === 'boolean') return text === 'true';
  if (type === 'number' || type === 'money') {
    const n = cleanNumber(text);
    return NUMBER.test(n) ? Number(n) : text;
  }
  return text;
}

export function parseJsonObject(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const childrenOf = (field: DocumentFieldDefinition) => field.jsonDisplayConfig.children ?? [];
const isRepeatable = (field: DocumentFieldDefinition) => field.jsonDisplayConfig.type === 'group' && field.jsonDisplayConfig.isRepeatable === true;
const isGroup = (field: DocumentFieldDefinition) => field.jsonDisplayConfig.type === 'group';

/** The starting values: the extracted JSON first, else the stored form data and identifiers by key. */
export function prefill(fields: readonly DocumentFieldDefinition[], source: { jsonData?: string | undefined; formDataItems: readonly { key: string; value: string }[]; identifiers: readonly { key: string; value: string }[] }): CaptureValues {
  const data = parseJsonObject(source.jsonData);
  const stored: Lookup = Object.fromEntries([...source.formDataItems, ...source.identifiers].map((i) => [i.key, i.value]));
  const values: CaptureValues = { scalars: {}, rows: {} };
  for (const field of fields) {
    if (isRepeatable(field)) {
      const rows = Array.isArray(data[field.key]) ? (data[field.key] as unknown[]) : [];
      values.rows[field.key] = rows.map((row) => {
        const record = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
        return Object.fromEntries(childrenOf(field).map((c) => [c.key, toText(record[c.key], c.jsonDisplayConfig.type)]));
      });
    } else if (isGroup(field)) {
      const group = typeof data[field.key] === 'object' && data[field.key] !== null ? (data[field.key] as Record<string, unknown>) : {};
      for (const child of childrenOf(field)) {
        const key = `${field.key}.${child.key}`;
        values.scalars[key] = toText(group[child.key] ?? stored[key], child.jsonDisplayConfig.type);
      }
    } else {
      values.scalars[field.key] = toText(data[field.key] ?? stored[field.key], field.jsonDisplayConfig.type);
    }
  }
  return values;
}

/** Number and money fields that do not read as a number, by key (`group.index.child` inside a row). */
export function captureErrors(fields: readonly DocumentFieldDefinition[], values: CaptureValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (key: string, text: string | undefined, type: FieldDisplayType) => {
    if ((type === 'number' || type === 'money') && text && !NUMBER.test(cleanNumber(text))) errors[key] = texts.numberInvalid;
  };
  for (const field of fields) {
    if (isRepeatable(field)) (values.rows[field.key] ?? []).forEach((row, i) => childrenOf(field).forEach((c) => check(`${field.key}.${i}.${c.key}`, row[c.key], c.jsonDisplayConfig.type)));
    else if (isGroup(field)) childrenOf(field).forEach((c) => check(`${field.key}.${c.key}`, values.scalars[`${field.key}.${c.key}`], c.jsonDisplayConfig.type));
    else check(field.key, values.scalars[field.key], field.jsonDisplayConfig.type);
  }
  return errors;
}

/**
 * The saveAudit body's capture: scalar fields (and a group's) with a value go to form.formdata, identifier fields
 * to identifiers, and everything — repeatable rows included — to jsonData, over the extracted JSON's other keys.
 */
export function captureBody(fields: readonly DocumentFieldDefinition[], values: CaptureValues, original: string | undefined): Pick<SaveAuditRequest, 'form' | 'identifiers' | 'jsonData'> {
  const json: Record<string, unknown> = { ...parseJsonObject(original) };
  const formdata: { key: string; label: string; value: string }[] = [];
  const identifiers: { key: string; value: string }[] = [];
  const keep = (key: string, label: string, text: string, identifier: boolean) => {
    const value = text.trim();
    if (!value) return;
    if (identifier) identifiers.push({ key, value });
    else formdata.push({ key, label, value });
  };
  for (const field of fields) {
    if (isRepeatable(field)) {
      json[field.key] = (values.rows[field.key] ?? []).map((row) => Object.fromEntries(childrenOf(field).map((c) => [c.key, toValue(row[c.key] ?? '', c.jsonDisplayConfig.type)])));
    } else if (isGroup(field)) {
      json[field.key] = Object.fromEntries(
        childrenOf(field).map((c) => {
          const text = values.scalars[`${field.key}.${c.key}`] ?? '';
          keep(`${field.key}.${c.key}`, `${field.label} · ${c.label}`, text, c.isIdentifier);
          return [c.key, toValue(text, c.jsonDisplayConfig.type)];
        }),
      );
    } else {
      const text = values.scalars[field.key] ?? '';
      keep(field.key, field.label, text, field.isIdentifier);
      json[field.key] = toValue(text, field.jsonDisplayConfig.type);
    }
  }
  return { form: { formdata }, identifiers, jsonData: JSON.stringify(json) };
}

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, gridColumn: '1 / -1' },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr)) auto',
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  add: { alignSelf: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type InputProps = { label: string; type: FieldDisplayType; value: string; error?: string | undefined; disabled: boolean; onChange: (value: string) => void };

function FieldInput({ label, type, value, error, disabled, onChange }: InputProps) {
  if (type === 'boolean') return <AppSwitch label={label} checked={value === 'true'} disabled={disabled} onCheckedChange={(v) => onChange(v ? 'true' : 'false')} />;
  if (type === 'date') return <DateField label={label} value={value} disabled={disabled} validationMessage={error} onValueChange={onChange} />;
  return (
    <TextField
      label={label}
      value={value}
      disabled={disabled}
      inputMode={type === 'number' || type === 'money' ? 'decimal' : undefined}
      contentBefore={type === 'money' ? '$' : undefined}
      maxLength={2000}
      validationMessage={error}
      onChange={(_, d) => onChange(d.value)}
    />
  );
}

export function DynamicForm({
  fields,
  values,
  onChange,
  errors,
  disabled,
}: {
  fields: readonly DocumentFieldDefinition[];
  values: CaptureValues;
  onChange: (values: CaptureValues) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const styles = useStyles();
  const setScalar = (key: string, value: string) => onChange({ ...values, scalars: { ...values.scalars, [key]: value } });
  const setRows = (key: string, rows: Record<string, string>[]) => onChange({ ...values, rows: { ...values.rows, [key]: rows } });
  return (
    <div className={styles.fields}>
      {fields.map((field) => {
        const type = field.jsonDisplayConfig.type;
        if (isRepeatable(field)) {
          const rows = values.rows[field.key] ?? [];
          return (
            <Field key={field.key} label={field.label} className={styles.group}>
              {rows.length === 0 && <Body1 className={styles.muted}>{texts.noRows}</Body1>}
              {rows.map((row, i) => (
                <div key={i} className={styles.row} role="group" aria-label={`${field.label} · ${texts.row(i + 1)}`}>
                  {childrenOf(field).map((child) => (
                    <FieldInput
                      key={child.key}
                      label={child.label}
                      type={child.jsonDisplayConfig.type}
                      value={row[child.key] ?? ''}
                      error={errors[`${field.key}.${i}.${child.key}`]}
                      disabled={disabled}
                      onChange={(v) => setRows(field.key, rows.map((r, j) => (j === i ? { ...r, [child.key]: v } : r)))}
                    />
                  ))}
                  <IconButton label={texts.removeRow(field.label, i + 1)} icon={<DismissRegular />} disabled={disabled} onClick={() => setRows(field.key, rows.filter((_, j) => j !== i))} />
                </div>
              ))}
              <AppButton
                className={styles.add}
                icon={<AddRegular />}
                disabled={disabled}
                onClick={() => setRows(field.key, [...rows, Object.fromEntries(childrenOf(field).map((c) => [c.key, '']))])}
              >
                {texts.addRow(field.label)}
              </AppButton>
            </Field>
          );
        }
        if (isGroup(field)) {
          return (
            <Field key={field.key} label={field.label} className={styles.group}>
              <div className={styles.fields}>
                {childrenOf(field).map((child) => {
                  const key = `${field.key}.${child.key}`;
                  return (
                    <FieldInput key={key} label={child.label} type={child.jsonDisplayConfig.type} value={values.scalars[key] ?? ''} error={errors[key]} disabled={disabled} onChange={(v) => setScalar(key, v)} />
                  );
                })}
              </div>
            </Field>
          );
        }
        return <FieldInput key={field.key} label={field.label} type={type} value={values.scalars[field.key] ?? ''} error={errors[field.key]} disabled={disabled} onChange={(v) => setScalar(field.key, v)} />;
      })}
    </div>
  );
}

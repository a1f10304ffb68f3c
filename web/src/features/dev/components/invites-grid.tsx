import { Card, Caption1, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { roleLabels, roles } from '@expediente/contracts/shared/role-values';
import { IconButton } from '../../../components/icon-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { InviteRow } from './invites-csv';
import { invitesTexts as texts } from './invites-texts';
import { horizontalScroll } from '../../../components/horizontal-scroll';

export type RowStatus = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'sent' } | { kind: 'failed'; message: string } | { kind: 'skipped'; message: string };

type Props = {
  rows: readonly InviteRow[];
  statuses: Readonly<Record<string, RowStatus>>;
  narrow: boolean;
  disabled: boolean;
  onChange: (id: string, change: Partial<InviteRow>) => void;
  onRemove: (id: string) => void;
};

const useStyles = makeStyles({
  table: { minWidth: '60rem' },
  scroller: horizontalScroll,
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyle: 'none', margin: 0, padding: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  sent: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const fields = ['email', 'firstName', 'lastName', 'organization'] as const;
/** Known roles first; a cell the CSV brought that names no role stays offered as it was, so the grid shows it. */
const roleOptions = (current: string) => {
  const known = roles.map((r) => ({ value: r, label: roleLabels[r] }));
  return current && !roles.includes(current as never) ? [{ value: current, label: current }, ...known] : known;
};

function StatusText({ status }: { status: RowStatus | undefined }) {
  const styles = useStyles();
  if (!status || status.kind === 'idle') return null;
  if (status.kind === 'waiting') return <Caption1 className={styles.muted}>{texts.waiting}</Caption1>;
  if (status.kind === 'sent') return <Caption1 className={styles.sent}>{texts.rowSent}</Caption1>;
  return <Caption1 className={styles.failed}>{status.message}</Caption1>;
}

/** The editable grid: one row per invitation (a table on wide screens, cards at 390 px). */
export function InvitesGrid({ rows, statuses, narrow, disabled, onChange, onRemove }: Props) {
  const styles = useStyles();
  // Cards show each field with its label; in the table the column header is the label, so a cell's control is named
  // by its column and row ('Correo, fila 2').
  const cell = (row: InviteRow, index: number, field: (typeof fields)[number], inTable: boolean) =>
    inTable ? (
      <Input
        aria-label={texts.cellLabel(texts.columns[field], index + 1)}
        value={row[field]}
        disabled={disabled}
        type={field === 'email' ? 'email' : 'text'}
        onChange={(_, d) => onChange(row.id, { [field]: d.value })}
      />
    ) : (
      <TextField label={texts.columns[field]} value={row[field]} disabled={disabled} type={field === 'email' ? 'email' : 'text'} onChange={(_, d) => onChange(row.id, { [field]: d.value })} />
    );
  const role = (row: InviteRow, index: number, inTable: boolean) =>
    inTable ? (
      <Select aria-label={texts.cellLabel(texts.columns.role, index + 1)} value={row.role} disabled={disabled} onChange={(_, d) => onChange(row.id, { role: d.value })}>
        {roleOptions(row.role).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    ) : (
      <SelectField label={texts.columns.role} options={roleOptions(row.role)} value={row.role} disabled={disabled} onValueChange={(value) => onChange(row.id, { role: value })} />
    );
  const remove = (row: InviteRow, index: number) => <IconButton icon={<DeleteRegular />} label={texts.removeRow(index + 1)} disabled={disabled} onClick={() => onRemove(row.id)} />;

  if (narrow) {
    return (
      <ul className={styles.cards} aria-label={texts.gridLabel}>
        {rows.map((row, index) => (
          <li key={row.id}>
            <Card className={styles.card}>
              <div className={styles.cardHead}>
                <Caption1>{texts.rowNumber(index + 1)}</Caption1>
                {remove(row, index)}
              </div>
              {fields.map((f) => (
                <div key={f}>{cell(row, index, f, false)}</div>
              ))}
              {role(row, index, false)}
              <StatusText status={statuses[row.id]} />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroller}>
      <Table aria-label={texts.gridLabel} className={styles.table} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>#</TableHeaderCell>
            {fields.map((f) => (
              <TableHeaderCell key={f}>{texts.columns[f]}</TableHeaderCell>
            ))}
            <TableHeaderCell>{texts.columns.role}</TableHeaderCell>
            <TableHeaderCell>{texts.status}</TableHeaderCell>
            <TableHeaderCell>{texts.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.id}>
              <TableCell>{index + 1}</TableCell>
              {fields.map((f) => (
                <TableCell key={f}>{cell(row, index, f, true)}</TableCell>
              ))}
              <TableCell>{role(row, index, true)}</TableCell>
              <TableCell>
                <StatusText status={statuses[row.id]} />
              </TableCell>
              <TableCell>{remove(row, index)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { PeriodSortField, PeriodSortOrder, SupplierPeriod } from '@expediente/contracts/periods/periods';
import type { ReactNode } from 'react';
import { toDisplay } from '../../../components/date-field';
import { IconButton } from '../../../components/icon-button';
import { periodPageTexts as t } from '../period-text';
import { horizontalScroll } from '../../../components/horizontal-scroll';

const useStyles = makeStyles({
  // Below this width the table scrolls inside its own box (390 px phones) instead of squeezing names.
  wrapper: horizontalScroll,
  table: { minWidth: '56rem' },
  text: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingTop: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalL },
});

type Column = { key: string; header: string; sort?: PeriodSortField; width?: string };
const columns: Column[] = [
  { key: 'customer', header: t.columns.customer, sort: 'customer' },
  { key: 'supplier', header: t.columns.supplier, sort: 'supplier', width: '22%' },
  { key: 'rfc', header: t.columns.rfc, width: '9.5rem' },
  { key: 'number', header: t.columns.supplierNumber, width: '8.5rem' },
  { key: 'start', header: t.columns.start, sort: 'start_date', width: '7.5rem' },
  { key: 'end', header: t.columns.end, sort: 'end_date', width: '7.5rem' },
];

export type PeriodsTableProps = {
  periods: readonly SupplierPeriod[];
  sortedBy: PeriodSortField;
  sortOrder: PeriodSortOrder;
  onSort: (field: PeriodSortField) => void;
  /** Edit and delete buttons (edit-supplier-periods). */
  canEdit: boolean;
  onEdit: (period: SupplierPeriod) => void;
  onDelete: (period: SupplierPeriod) => void;
  /** The id of the period being edited: its row is replaced by `editor`. */
  editingId?: string;
  editor?: ReactNode;
  /** The add row, shown first. */
  adder?: ReactNode;
  emptyText: string;
};

export const periodColumnCount = (canEdit: boolean) => columns.length + (canEdit ? 1 : 0);

/**
 * The periods table (part 2 §2.12): sociedad, proveedor, RFC, número, inicio y fin (dd/mm/aaaa). The headers of
 * sociedad, proveedor, inicio and fin sort on the server (a button each, reporting aria-sort); a row can give way
 * to the inline editor. Every button is reached with Tab.
 */
export function PeriodsTable({ periods, sortedBy, sortOrder, onSort, canEdit, onEdit, onDelete, editingId, editor, adder, emptyText }: PeriodsTableProps) {
  const styles = useStyles();
  const span = periodColumnCount(canEdit);
  return (
    <div className={styles.wrapper}>
      <Table aria-label={t.tableLabel} sortable className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) =>
              column.sort ? (
                <TableHeaderCell
                  key={column.key}
                  style={column.width ? { width: column.width } : undefined}
                  sortDirection={sortedBy === column.sort ? (sortOrder === 'ASC' ? 'ascending' : 'descending') : undefined}
                  onClick={() => onSort(column.sort!)}
                >
                  {column.header}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell key={column.key} sortable={false} style={column.width ? { width: column.width } : undefined}>
                  {column.header}
                </TableHeaderCell>
              ),
            )}
            {canEdit && (
              <TableHeaderCell sortable={false} style={{ width: '6.5rem' }}>
                {t.columns.actions}
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {adder}
          {periods.length === 0 && !adder ? (
            <TableRow>
              <TableCell colSpan={span} className={styles.empty}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            periods.map((period) =>
              period.id === editingId && editor ? (
                <EditorSlot key={period.id}>{editor}</EditorSlot>
              ) : (
                <TableRow key={period.id}>
                  <TableCell className={styles.text}>{period.customerDisplayName}</TableCell>
                  <TableCell className={styles.text}>{period.supplierDisplayName}</TableCell>
                  <TableCell>{period.supplierRFC}</TableCell>
                  <TableCell>{period.supplierNumber}</TableCell>
                  <TableCell>{toDisplay(period.startDate)}</TableCell>
                  <TableCell>{toDisplay(period.endDate)}</TableCell>
                  {canEdit && (
                    <TableCell>
                      <span className={styles.actions}>
                        <IconButton size="small" icon={<EditRegular />} label={t.edit(period.supplierDisplayName)} onClick={() => onEdit(period)} disabled={!!editingId} />
                        <IconButton size="small" variant="danger" icon={<DeleteRegular />} label={t.remove(period.supplierDisplayName)} onClick={() => onDelete(period)} disabled={!!editingId} />
                      </span>
                    </TableCell>
                  )}
                </TableRow>
              ),
            )
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function EditorSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

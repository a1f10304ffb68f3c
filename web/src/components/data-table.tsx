import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
  useArrowNavigationGroup,
  type TableProps,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { horizontalScroll } from './horizontal-scroll';

export type SortDirection = 'ascending' | 'descending';
export type DataTableSort = { columnKey: string; direction: SortDirection };
export type SortValue = string | number | boolean | Date | null | undefined;

export type DataTableColumn<T> = {
  key: string;
  header: string;
  /** The cell's content; the text of sortValue when omitted. */
  render?: (row: T) => ReactNode;
  /** What the column sorts by; a column without it is not sortable. */
  sortValue?: (row: T) => SortValue;
  /** CSS width of the column ('12rem', '20%'). */
  width?: string;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** Shown in one row when there are no rows. */
  emptyText?: string;
  /** Headers of columns with sortValue become sort buttons. */
  sortable?: boolean;
  defaultSort?: DataTableSort;
  /** Controlled sort (with onSortChange). */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** The rows come sorted (by the server): only show and report the sort, do not reorder. */
  manualSorting?: boolean;
  size?: TableProps['size'];
  className?: string;
};

export const defaultEmptyText = 'No hay registros para mostrar.';

const collator = new Intl.Collator('es-MX', { numeric: true, sensitivity: 'base' });

function asComparable(value: SortValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Compares two sort values ascending: numbers and dates by value, text in Spanish order; empty values last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const left = asComparable(a);
  const right = asComparable(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** Rows sorted by a column (a stable sort; empty values stay last in both directions). */
export function sortRows<T>(rows: readonly T[], column: DataTableColumn<T> | undefined, direction: SortDirection): T[] {
  if (!column?.sortValue) return [...rows];
  const value = column.sortValue;
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aEmpty = asComparable(a.key) === null;
      const bEmpty = asComparable(b.key) === null;
      if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
      return sign * compareSortValues(a.key, b.key) || a.index - b.index;
    })
    .map(({ row }) => row);
}

function cellText(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('es-MX');
  return String(value);
}

const useStyles = makeStyles({
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingTop: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalL },
  wrapper: horizontalScroll,
});

/**
 * A small typed table over Fluent Table. Keyboard: the table is one Tab stop; the arrow keys move between cells
 * and sort buttons (a grid), Home/End to the row's ends; Enter or Space on a header sorts. Column headers report
 * their sort (aria-sort). With no rows it shows emptyText in one row.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  label,
  emptyText = defaultEmptyText,
  sortable = false,
  defaultSort,
  sort: controlledSort,
  onSortChange,
  manualSorting = false,
  size = 'medium',
  className,
}: DataTableProps<T>) {
  const styles = useStyles();
  const navigation = useArrowNavigationGroup({ axis: 'grid', memorizeCurrent: true });
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const sortColumn = sort ? columns.find((column) => column.key === sort.columnKey) : undefined;
  const shownRows = sort && !manualSorting ? sortRows(rows, sortColumn, sort.direction) : rows;

  const toggleSort = (columnKey: string) => {
    const direction: SortDirection = sort?.columnKey === columnKey && sort.direction === 'ascending' ? 'descending' : 'ascending';
    const next = { columnKey, direction };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    <div className={styles.wrapper}>
      <Table {...navigation} role="grid" aria-label={label} sortable={sortable} size={size} className={className}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const canSort = sortable && column.sortValue !== undefined;
              return (
                <TableHeaderCell
                  key={column.key}
                  style={column.width ? { width: column.width } : undefined}
                  sortDirection={canSort && sort?.columnKey === column.key ? sort.direction : undefined}
                  {...(canSort ? { onClick: () => toggleSort(column.key) } : { sortable: false, tabIndex: 0 })}
                >
                  {column.header}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shownRows.length === 0 ? (
            <TableRow>
              <TableCell role="gridcell" tabIndex={0} colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            shownRows.map((row) => (
              <TableRow key={getRowId(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} role="gridcell" tabIndex={0}>
                    {column.render ? column.render(row) : cellText(column.sortValue?.(row))}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

import { Button, TableCellLayout, createTableColumn, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { DataGrid, DataGridBody, DataGridCell, DataGridHeader, DataGridHeaderCell, DataGridRow } from '@fluentui-contrib/react-data-grid-react-window';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import type { DocumentSummary } from '@expediente/contracts/documents/documents';
import { getHref } from '../../../app/routes';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import { listTexts } from './list-texts';
import { ListStatus } from './list-status';
import { horizontalScroll } from '../../../components/horizontal-scroll';

/** From this page size the rows are virtualized (only those on screen are in the DOM). */
export const virtualizeFrom = 1000;
const ROW_HEIGHT = 44;
const VIEWPORT_ROWS = 15;

export const documentHref = (d: DocumentSummary) => getHref('documentDetail', { id: d.publicKey });

function DocumentLink({ document }: { document: DocumentSummary }) {
  return <RouterLink to={documentHref(document)}>{document.name}</RouterLink>;
}

const columns: DataTableColumn<DocumentSummary>[] = [
  { key: 'name', header: listTexts.document, render: (d) => <DocumentLink document={d} /> },
  { key: 'type', header: listTexts.type, render: (d) => d.documentTypeShortName },
  { key: 'supplier', header: listTexts.supplier, render: (d) => d.supplier.displayName },
  { key: 'period', header: listTexts.period, render: (d) => d.periodLabel },
  { key: 'status', header: listTexts.status, render: (d) => <ListStatus document={d} /> },
  { key: 'initialValidity', header: listTexts.initialValidity, render: (d) => formatDate(d.initialValidity), sortValue: (d) => d.initialValidity, width: '9rem' },
  { key: 'uploaded', header: listTexts.uploaded, render: (d) => formatDate(d.creationDate), width: '9rem' },
];

const useStyles = makeStyles({
  scroll: horizontalScroll,
  table: { minWidth: '56rem' },
  virtual: { minWidth: '56rem' },
  cell: { overflowWrap: 'anywhere', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
});

export type ListTableProps = {
  documents: readonly DocumentSummary[];
  emptyText: string;
  /** The server's order (by initialValidity); the header button asks for the other. */
  order: 'ASC' | 'DESC';
  onOrderChange: (order: 'ASC' | 'DESC') => void;
  /** The page size: at 1,000 the rows are virtualized. */
  pageSize: number;
};

/** The documents as a table: the server's page in its order; 1,000 rows are virtualized. */
export function DocumentListTable({ documents, emptyText, order, onOrderChange, pageSize }: ListTableProps) {
  const styles = useStyles();
  const sort: DataTableSort = { columnKey: 'initialValidity', direction: order === 'ASC' ? 'ascending' : 'descending' };
  const onSortChange = (next: DataTableSort) => onOrderChange(next.direction === 'ascending' ? 'ASC' : 'DESC');
  if (pageSize >= virtualizeFrom && documents.length > 0) return <VirtualTable documents={documents} sort={sort} onSortChange={onSortChange} />;
  return (
    <div className={styles.scroll}>
      <DataTable
        className={styles.table}
        columns={columns}
        rows={documents}
        getRowId={(d) => d.publicKey}
        label={listTexts.tableLabel}
        emptyText={emptyText}
        sortable
        manualSorting
        sort={sort}
        onSortChange={onSortChange}
      />
    </div>
  );
}

const gridColumns: TableColumnDefinition<DocumentSummary>[] = columns.map((c) =>
  createTableColumn<DocumentSummary>({
    columnId: c.key,
    renderHeaderCell: () => c.header,
    renderCell: (d) => <TableCellLayout truncate>{c.render!(d)}</TableCellLayout>,
  }),
);

/** 1,000 rows: Fluent's DataGrid on react-window, sorted by the server (the sort header asks it again). */
function VirtualTable({ documents, sort, onSortChange }: { documents: readonly DocumentSummary[]; sort: DataTableSort; onSortChange: (s: DataTableSort) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <DataGrid
        className={styles.virtual}
        items={documents as DocumentSummary[]}
        columns={gridColumns}
        getRowId={(d: DocumentSummary) => d.publicKey}
        aria-label={listTexts.tableLabel}
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell, columnId }) =>
              // The server sorts: the one sortable column's header is a button that asks it for the other order.
              columnId === sort.columnKey ? (
                <DataGridHeaderCell aria-sort={sort.direction}>
                  <Button
                    appearance="transparent"
                    icon={sort.direction === 'ascending' ? <ArrowSortUpRegular /> : <ArrowSortDownRegular />}
                    iconPosition="after"
                    onClick={() => onSortChange({ columnKey: sort.columnKey, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' })}
                  >
                    {renderHeaderCell()}
                  </Button>
                </DataGridHeaderCell>
              ) : (
                <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>
              )
            }
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<DocumentSummary> itemSize={ROW_HEIGHT} height={ROW_HEIGHT * VIEWPORT_ROWS}>
          {({ item, rowId }, style) => (
            <DataGridRow<DocumentSummary> key={rowId} style={style as React.CSSProperties}>
              {({ renderCell }) => <DataGridCell className={styles.cell}>{renderCell(item)}</DataGridCell>}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}

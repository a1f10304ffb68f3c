import { Body1, Caption1, Card, CardHeader, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { extractionOutcomeLabels, type TableStorageItem } from '@expediente/contracts/metadata/extraction';
import { getHref } from '../../../app/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/format';
import { methodLabel, tableStorageTexts as texts } from '../metadata-texts';
import { horizontalScroll } from '../../../components/horizontal-scroll';

export const recordId = (item: TableStorageItem) => `${item.partitionKey}/${item.rowKey}`;

/** The outcome's Spanish label; a record without one says whether it has an error. */
export function outcomeText(item: TableStorageItem): string {
  if (item.outcome) return extractionOutcomeLabels[item.outcome];
  return item.hasError ? extractionOutcomeLabels.error : '—';
}

const dateOrDash = (value: string | undefined) => (value ? formatDateTime(value) : '—');

/**
 * The record's name, linking to its document. The route table has no /admin/tablestorage/{table}/{partitionKey}
 * page (part 2 §2.19 lists none), so a document's record opens the document's detail instead.
 */
function RecordName({ item }: { item: TableStorageItem }) {
  if (!item.documentPK) return <span>{item.name || item.partitionKey}</span>;
  return <RouterLink to={getHref('documentDetail', { id: item.documentPK })}>{item.name || item.partitionKey}</RouterLink>;
}

export type RecordSelection = {
  isSelected: (item: TableStorageItem) => boolean;
  toggle: (item: TableStorageItem, checked: boolean) => void;
};

function RowCheckbox({ item, selection }: { item: TableStorageItem; selection: RecordSelection }) {
  // Only a document's record can be sent again: the actions take documents' publicKeys.
  return (
    <Checkbox
      aria-label={texts.selectRow(item.name || item.partitionKey)}
      checked={selection.isSelected(item)}
      disabled={!item.documentPK}
      onChange={(_, data) => selection.toggle(item, data.checked === true)}
    />
  );
}

const useStyles = makeStyles({
  scroll: horizontalScroll,
  table: { minWidth: '64rem' },
  error: { overflowWrap: 'anywhere' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

export type RecordsProps = { items: readonly TableStorageItem[]; selection: RecordSelection };

/** The records as a grid (wide screens): a checkbox per row, then the record's fields. */
export function TableStorageGrid({ items, selection }: RecordsProps) {
  const styles = useStyles();
  const columns: DataTableColumn<TableStorageItem>[] = [
    { key: 'select', header: texts.selection, render: (item) => <RowCheckbox item={item} selection={selection} />, width: '3rem' },
    { key: 'name', header: texts.name, render: (item) => <RecordName item={item} /> },
    { key: 'type', header: texts.type, render: (item) => item.type },
    { key: 'outcome', header: texts.outcome, render: outcomeText },
    { key: 'method', header: texts.method, render: (item) => methodLabel(item.method) },
    { key: 'attempts', header: texts.attempts, render: (item) => (item.attempts === undefined ? '—' : String(item.attempts)), width: '6rem' },
    { key: 'queuedAt', header: texts.queuedAt, render: (item) => dateOrDash(item.queuedAt), width: '10rem' },
    { key: 'finishedAt', header: texts.finishedAt, render: (item) => dateOrDash(item.finishedAt), width: '10rem' },
    { key: 'error', header: texts.error, render: (item) => <span className={styles.error}>{item.error ?? ''}</span> },
  ];
  return (
    <div className={styles.scroll}>
      <DataTable className={styles.table} columns={columns} rows={items} getRowId={recordId} label={texts.gridLabel} emptyText={texts.empty} size="small" />
    </div>
  );
}

/** The records as cards (phones, like the documents list): the same fields, one card each. */
export function TableStorageCards({ items, selection }: RecordsProps) {
  const styles = useStyles();
  if (items.length === 0) return <Body1 className={styles.empty}>{texts.empty}</Body1>;
  return (
    <ul className={styles.cards} aria-label={texts.cardsLabel}>
      {items.map((item) => (
        <li key={recordId(item)}>
          <Card>
            <CardHeader
              image={<RowCheckbox item={item} selection={selection} />}
              header={
                <span className={styles.name}>
                  <RecordName item={item} />
                </span>
              }
              description={<Caption1>{item.type}</Caption1>}
            />
            <dl className={styles.facts}>
              <dt className={styles.term}>{texts.outcome}</dt>
              <dd className={styles.value}>{outcomeText(item)}</dd>
              <dt className={styles.term}>{texts.method}</dt>
              <dd className={styles.value}>{methodLabel(item.method)}</dd>
              <dt className={styles.term}>{texts.attempts}</dt>
              <dd className={styles.value}>{item.attempts === undefined ? '—' : String(item.attempts)}</dd>
              <dt className={styles.term}>{texts.queuedAt}</dt>
              <dd className={styles.value}>{dateOrDash(item.queuedAt)}</dd>
              <dt className={styles.term}>{texts.finishedAt}</dt>
              <dd className={styles.value}>{dateOrDash(item.finishedAt)}</dd>
              {item.error && (
                <>
                  <dt className={styles.term}>{texts.error}</dt>
                  <dd className={styles.value}>{item.error}</dd>
                </>
              )}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { EventsLogEntry } from '@expediente/contracts/dev/events-log';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { eventsTexts as texts } from './events-texts';

const useStyles = makeStyles({
  event: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  cardHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

function EventCell({ entry }: { entry: EventsLogEntry }) {
  const styles = useStyles();
  return (
    <div className={styles.event}>
      <Text>{entry.summary}</Text>
      <Caption1 className={styles.muted}>
        {entry.type}
        {entry.user ? ` · ${entry.user}` : ''}
      </Caption1>
    </div>
  );
}

/** The log as a table: date (Mexico City, dd-MMM-yyyy HH:mm), event and version (the entry's sequence). */
export function EventsTable({ entries, emptyText }: { entries: readonly EventsLogEntry[]; emptyText: string }) {
  const columns: DataTableColumn<EventsLogEntry>[] = [
    { key: 'created', header: texts.date, width: '11rem', render: (e) => formatDateTime(e.created) },
    { key: 'event', header: texts.event, render: (e) => <EventCell entry={e} /> },
    { key: 'version', header: texts.version, width: '7rem', render: (e) => String(e.dbRowVersion) },
  ];
  return <DataTable columns={columns} rows={entries} getRowId={(e) => String(e.dbRowVersion)} label={texts.tableLabel} emptyText={emptyText} />;
}

/** The same entries as cards on a narrow screen (390 px). */
export function EventsCards({ entries, emptyText }: { entries: readonly EventsLogEntry[]; emptyText: string }) {
  const styles = useStyles();
  if (entries.length === 0) return <Text>{emptyText}</Text>;
  return (
    <ul className={styles.cards} aria-label={texts.tableLabel}>
      {entries.map((e) => (
        <li key={e.dbRowVersion}>
          <Card className={styles.card}>
            <div className={styles.cardHead}>
              <Caption1>{formatDateTime(e.created)}</Caption1>
              <Caption1 className={styles.muted}>
                {texts.version} {e.dbRowVersion}
              </Caption1>
            </div>
            <EventCell entry={e} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

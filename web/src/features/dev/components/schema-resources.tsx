import { Caption1, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { SchemaResource } from '@expediente/contracts/dev/schema';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { schemaTexts as texts } from './schema-texts';

const useStyles = makeStyles({
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  missing: { color: tokens.colorPaletteRedForeground1 },
});

const countOf = (r: SchemaResource) => (r.count === undefined ? texts.notCounted : String(r.count));

/** The resources of resources.ts: kind, name, whether it exists and its count where counting is cheap. */
export function SchemaResources({ resources, narrow }: { resources: readonly SchemaResource[]; narrow: boolean }) {
  const styles = useStyles();
  if (narrow) {
    return (
      <ul className={styles.cards} aria-label={texts.resources}>
        {resources.map((r) => (
          <li key={`${r.kind}:${r.name}`}>
            <Card className={styles.card}>
              <Text weight="semibold">{r.name}</Text>
              <Caption1 className={styles.muted}>{texts.kinds[r.kind]}</Caption1>
              <Caption1 className={r.exists ? undefined : styles.missing}>
                {texts.exists}: {r.exists ? texts.yes : texts.no} · {texts.count}: {countOf(r)}
              </Caption1>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  const columns: DataTableColumn<SchemaResource>[] = [
    { key: 'kind', header: texts.kind, render: (r) => texts.kinds[r.kind] },
    { key: 'name', header: texts.name, render: (r) => r.name },
    { key: 'exists', header: texts.exists, width: '6rem', render: (r) => <span className={r.exists ? undefined : styles.missing}>{r.exists ? texts.yes : texts.no}</span> },
    { key: 'count', header: texts.count, width: '7rem', render: countOf },
  ];
  return <DataTable columns={columns} rows={resources} getRowId={(r) => `${r.kind}:${r.name}`} label={texts.resources} size="small" />;
}

import { Body1, Caption1, Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import { AuditBadge, NewTabLink, useRowTarget, type AuditRowsProps } from './list-table';
import { auditListTexts } from './list-texts';
import { TagsMenu } from './tags-menu';

const useStyles = makeStyles({
  grid: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))', gap: tokens.spacingHorizontalM },
  card: { height: '100%' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, alignItems: 'center' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', minWidth: 0 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The list as cards (a phone, 390 px): one card per document, its name linking to the row's destination. */
export function AuditListCards({ tab, rows, emptyText, tags, canEditTags, busyKey, onSetTag, onRemoveTag }: AuditRowsProps) {
  const styles = useStyles();
  const target = useRowTarget(tab);
  if (rows.length === 0) return <Body1 className={styles.empty}>{emptyText}</Body1>;
  return (
    <ul className={styles.grid} aria-label={auditListTexts.tableLabel}>
      {rows.map((row) => (
        <li key={row.publicKey}>
          <Card className={styles.card}>
            <CardHeader
              header={
                <span className={styles.name}>
                  <RouterLink to={target(row.publicKey)}>{row.fileName}</RouterLink>
                </span>
              }
              description={<Caption1>{row.typeName}</Caption1>}
              action={<NewTabLink tab={tab} row={row} />}
            />
            <dl className={styles.facts}>
              <dt className={styles.term}>{auditListTexts.supplier}</dt>
              <dd className={styles.value}>{row.supplierName}</dd>
              <dt className={styles.term}>{auditListTexts.uploaded}</dt>
              <dd className={styles.value}>{formatDate(row.created)}</dd>
              <dt className={styles.term}>{auditListTexts.auditStatus}</dt>
              <dd className={styles.value}>
                <AuditBadge row={row} />
              </dd>
              <dt className={styles.term}>{auditListTexts.tag}</dt>
              <dd className={styles.value}>
                <TagsMenu row={row} tags={tags} canEdit={canEditTags} busy={busyKey === row.publicKey} onSet={(tagId) => onSetTag(row, tagId)} onRemove={(tagId) => onRemoveTag(row, tagId)} />
              </dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { Body1, Caption1, Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import type { DocumentSummary } from '@expediente/contracts/documents/documents';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import { listTexts } from './list-texts';
import { ListStatus } from './list-status';
import { documentHref } from './list-table';

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { height: '100%' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The document cards (part 2 §2.3 "document cards page"): one card per document, linking to its detail. */
export function DocumentListCards({ documents, emptyText }: { documents: readonly DocumentSummary[]; emptyText: string }) {
  const styles = useStyles();
  if (documents.length === 0) return <Body1 className={styles.empty}>{emptyText}</Body1>;
  return (
    <ul className={styles.grid} aria-label={listTexts.cardsLabel}>
      {documents.map((d) => (
        <li key={d.publicKey}>
          <Card className={styles.card}>
            <CardHeader
              header={
                <span className={styles.name}>
                  <RouterLink to={documentHref(d)}>{d.name}</RouterLink>
                </span>
              }
              description={<Caption1>{d.documentTypeShortName}</Caption1>}
              action={<ListStatus document={d} />}
            />
            <dl className={styles.facts}>
              <dt className={styles.term}>{listTexts.supplier}</dt>
              <dd className={styles.value}>{d.supplier.displayName}</dd>
              <dt className={styles.term}>{listTexts.period}</dt>
              <dd className={styles.value}>{d.periodLabel}</dd>
              <dt className={styles.term}>{listTexts.initialValidity}</dt>
              <dd className={styles.value}>{formatDate(d.initialValidity)}</dd>
              <dt className={styles.term}>{listTexts.uploaded}</dt>
              <dd className={styles.value}>{formatDate(d.creationDate)}</dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { AdminDocumentType } from '@expediente/contracts/admin/document-types';
import { getHref } from '../../../app/routes';
import { AppCard } from '../../../components/app-card';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { documentTypeTexts as t } from './document-type-texts';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  row: { display: 'contents' },
});

/** One type of /admin/documenttypes (part 2 §2.9): code, names, temporality, period type, required, ordinal, description. */
export function DocumentTypeCard({ type }: { type: AdminDocumentType }) {
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    [t.code, type.codeName],
    [t.shortName, type.shortName],
    [t.fullName, type.fullName],
    [t.temporality, type.temporalityDisplayName],
    [t.periodType, type.periodicityDisplayName],
    [t.required, <StatusBadge key="r" variant={type.required ? 'info' : 'secondary'}>{type.required ? t.yes : t.no}</StatusBadge>],
    [t.ordinal, type.ordinal],
  ];
  return (
    <AppCard title={<RouterLink to={getHref('adminDocumentType', { id: type.codeName })}>{type.shortName}</RouterLink>} headingLevel={2}>
      <dl className={styles.fields}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>
              <Body1>{term}</Body1>
            </dt>
            <dd className={styles.value}>
              <Body1>{value}</Body1>
            </dd>
          </div>
        ))}
      </dl>
      <Body1>{type.description}</Body1>
    </AppCard>
  );
}

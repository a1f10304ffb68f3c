import { Body1, Caption1, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { ComplianceSummaryResponse } from '@expediente/contracts/compliance/compliance';
import { getHref } from '../../../app/routes';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import { complianceTexts } from '../compliance-texts';
import { CellStateIcon } from './cell-state';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** Valid documents whose validity ends within 30 days, soonest first: each links to its document. */
export function ExpiringList({ items }: { items: ComplianceSummaryResponse['expiring'] }) {
  const styles = useStyles();
  if (items.length === 0) return <Body1>{complianceTexts.expiringEmpty}</Body1>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.documentId} className={styles.item}>
          <CellStateIcon state="valid" />
          <div className={styles.text}>
            <RouterLink to={getHref('documentDetail', { id: item.documentId })} className={styles.title}>
              {item.documentDisplayName}
            </RouterLink>
            <Caption1 className={styles.meta}>
              {item.supplierName} · {complianceTexts.expires} {formatDate(item.expiry)}
            </Caption1>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Overdue slots, oldest due date first: each links to the supplier's file, where it is uploaded or chased. */
export function OverdueList({ items }: { items: ComplianceSummaryResponse['overdue'] }) {
  const styles = useStyles();
  if (items.length === 0) return <Body1>{complianceTexts.overdueEmpty}</Body1>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={`${item.supplierPK}|${item.slotKey}`} className={styles.item}>
          <CellStateIcon state="overdue" />
          <div className={styles.text}>
            <RouterLink to={getHref('contactDetail', { id: item.supplierPK })} className={styles.title}>
              {item.documentDisplayName} · {item.periodLabel}
            </RouterLink>
            <Caption1 className={styles.meta}>
              {item.supplierName} · {complianceTexts.dueOn} {formatDate(item.dueDate)}
            </Caption1>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { Body1, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, Subtitle2, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { RouterLink } from '../../../components/router-link';
import { SummaryCards } from '../../compliance/components/summary-cards';
import { useHomeComplianceGrid, useHomeComplianceSummary } from '../api/get-home-compliance';
import { homeTexts } from '../home-texts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
  subtitle: { margin: 0 },
});

function Failure({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{homeTexts.complianceLoadFailed}</MessageBarBody>
      <MessageBarActions>
        <AppButton size="small" onClick={onRetry}>
          {homeTexts.retry}
        </AppButton>
      </MessageBarActions>
    </MessageBar>
  );
}

/**
 * A customer's or the staff's home: their suppliers' compliance (the summary's cards) and the first suppliers at
 * high risk, each opening /compliance searched by its name.
 */
export function SuppliersCompliance({ year }: { year: number }) {
  const styles = useStyles();
  const summary = useHomeComplianceSummary(year, true);
  const atRisk = useHomeComplianceGrid(year, 'atRisk', true);
  return (
    <>
      {summary.error && !summary.data ? (
        <Failure onRetry={() => void summary.mutate()} />
      ) : !summary.data ? (
        <Spinner size="small" label={homeTexts.complianceLoading} />
      ) : (
        <SummaryCards figures={summary.data} label={homeTexts.complianceFigures(year)} />
      )}
      <Subtitle2 as="h3" className={styles.subtitle}>
        {homeTexts.atRiskTitle}
      </Subtitle2>
      {atRisk.error && !atRisk.data ? (
        <Failure onRetry={() => void atRisk.mutate()} />
      ) : !atRisk.data ? (
        <Spinner size="small" label={homeTexts.complianceLoading} />
      ) : atRisk.data.rows.length === 0 ? (
        <Body1>{homeTexts.atRiskNone}</Body1>
      ) : (
        <>
          <Body1>{homeTexts.atRiskCount(atRisk.data.totalCount)}</Body1>
          <ul className={styles.list}>
            {atRisk.data.rows.map((row) => (
              <li key={row.supplierPK} className={styles.item}>
                <RouterLink to={getHref('compliance', undefined, { search: row.supplierName })} className={styles.name}>
                  {row.supplierName}
                </RouterLink>
                <Caption1 className={styles.meta}>{homeTexts.atRiskMeta(row.rate, row.counts.overdue, row.counts.rejected)}</Caption1>
              </li>
            ))}
          </ul>
        </>
      )}
      <Body1>
        <RouterLink to={getHref('compliance')}>{homeTexts.complianceAll}</RouterLink>
      </Body1>
    </>
  );
}

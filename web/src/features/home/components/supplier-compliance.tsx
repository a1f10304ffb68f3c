import { Body1, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { cellStateLabels, complianceRiskLabels } from '@expediente/contracts/compliance/compliance-values';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import { CellStateIcon } from '../../compliance/components/cell-state';
import { useHomeComplianceGrid } from '../api/get-home-compliance';
import { homeTexts } from '../home-texts';

const useStyles = makeStyles({
  figures: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  rate: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  cells: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: tokens.spacingHorizontalS },
  cell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  cellText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2 },
});

const riskVariant = { A: 'danger', M: 'warning', B: 'success' } as const;

/**
 * 'Cumplimiento Documental' (part 1 §2 Home, Supplier): the supplier's own figures (rate, risk, whether it can be
 * paid) and its row of the compliance grid: each required document type of the year with its state.
 */
export function SupplierCompliance({ year }: { year: number }) {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useHomeComplianceGrid(year, 'own', true);
  if (error && !data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{homeTexts.complianceLoadFailed}</MessageBarBody>
        <MessageBarActions>
          <AppButton size="small" onClick={() => void mutate()}>
            {homeTexts.retry}
          </AppButton>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (isLoading || !data) return <Spinner size="small" label={homeTexts.complianceLoading} />;
  const row = data.rows[0];
  if (!row) return <Body1>{homeTexts.complianceNone}</Body1>;
  return (
    <>
      <div className={styles.figures}>
        <span className={styles.rate}>{row.rate} %</span>
        <Body1>{homeTexts.complianceRateOf(row.counts.valid, row.counts.total)}</Body1>
        <StatusBadge variant={riskVariant[row.risk]}>{homeTexts.complianceRisk(complianceRiskLabels[row.risk])}</StatusBadge>
        <StatusBadge variant={row.payable ? 'success' : 'danger'} appearance="outline">
          {row.payable ? homeTexts.payable : homeTexts.notPayable}
        </StatusBadge>
      </div>
      <ul className={styles.cells} aria-label={homeTexts.complianceTypes(year)}>
        {data.columns.map((column) => {
          const state = row.cells.find((c) => c.documentTypeCodeName === column.documentTypeCodeName)?.state;
          if (!state) return null;
          return (
            <li key={column.documentTypeCodeName} className={styles.cell} data-state={state}>
              <CellStateIcon state={state} />
              <span className={styles.cellText}>
                <span>{column.displayName}</span>
                <Caption1 className={styles.meta}>{cellStateLabels[state]}</Caption1>
              </span>
            </li>
          );
        })}
      </ul>
      <Body1>
        <RouterLink to={getHref('compliance')}>{homeTexts.complianceDetail}</RouterLink>
      </Body1>
    </>
  );
}

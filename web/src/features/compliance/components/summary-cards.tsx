import { Body1, Caption1, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { complianceRiskLabels, complianceRisks } from '@expediente/contracts/compliance/compliance-values';
import type { ReactNode } from 'react';
import { complianceTexts } from '../compliance-texts';

// Zod-free: the home shows the same cards (decision 006). The figures are the summary's (one call).

/** The part of GET /api/compliance/summary the cards read. */
export type SummaryFigures = {
  suppliersCount: number;
  counts: { valid: number; total: number; overdue: number; rejected: number };
  rate: number;
  suppliersByRisk: { A: number; M: number; B: number };
  sat69bFlagged: number;
};

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    minWidth: 0,
  },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  danger: { ...shorthands.borderLeft('4px', 'solid', tokens.colorPaletteRedBorder2) },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2 },
  risks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

function Card({ name, figure, meta, alert, testId }: { name: string; figure: ReactNode; meta?: ReactNode; alert?: boolean; testId: string }) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.card, alert && styles.danger)} data-testid={testId}>
      <Body1 className={styles.name}>{name}</Body1>
      <span className={styles.figure}>{figure}</span>
      {meta !== undefined && <Caption1 className={styles.meta}>{meta}</Caption1>}
    </li>
  );
}

/** Rate, suppliers by risk (Alto/Medio/Bajo), overdue, rejected and 69-B flagged: each a card with its figure. */
export function SummaryCards({ figures, label }: { figures: SummaryFigures; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      <Card testId="rate" name={complianceTexts.rate} figure={`${figures.rate} %`} meta={complianceTexts.rateOf(figures.counts.valid, figures.counts.total)} />
      <Card
        testId="risk"
        name={complianceTexts.suppliersByRisk}
        figure={
          <span className={styles.risks}>
            {complianceRisks.map((r) => (
              <span key={r}>
                {figures.suppliersByRisk[r]} <Caption1 className={styles.meta}>{complianceRiskLabels[r]}</Caption1>
              </span>
            ))}
          </span>
        }
        meta={complianceTexts.suppliers(figures.suppliersCount)}
        alert={figures.suppliersByRisk.A > 0}
      />
      <Card testId="overdue" name={complianceTexts.overdue} figure={figures.counts.overdue} meta={complianceTexts.slots(figures.counts.overdue)} alert={figures.counts.overdue > 0} />
      <Card testId="rejected" name={complianceTexts.rejected} figure={figures.counts.rejected} meta={complianceTexts.slots(figures.counts.rejected)} alert={figures.counts.rejected > 0} />
      <Card testId="sat69b" name={complianceTexts.sat69b} figure={figures.sat69bFlagged} meta={complianceTexts.sat69bHint} alert={figures.sat69bFlagged > 0} />
    </ul>
  );
}

import { Body1, Spinner, Subtitle2, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { cellStateLabels, cellStates, type ComplianceSummaryResponse } from '@expediente/contracts/compliance/compliance';
import { monthNames } from '@expediente/contracts/documents/periods';
import { Suspense, lazy, useId } from 'react';
import { AppAccordion } from '../../../components/app-accordion';
import { complianceTexts } from '../compliance-texts';
import type { ChartVisual } from './compliance-chart-visuals';

const ChartVisualLazy = lazy(() => import('./compliance-chart-visuals').then((m) => ({ default: m.ComplianceChartVisual })));

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', gap: tokens.spacingHorizontalL },
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  visual: { minHeight: '160px', minWidth: 0 },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: { textAlign: 'start', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}` },
  number: { textAlign: 'end' },
});

type Row = { label: string; values: (string | number)[] };

/** A chart with its text alternative: a sentence under it and its figures as a table (in 'Ver datos'). */
function ChartFigure({ title, chart, sentence, headers, rows }: { title: string; chart: ChartVisual | null; sentence: string; headers: string[]; rows: Row[] }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <Subtitle2 as="h3" id={titleId}>
        {title}
      </Subtitle2>
      {chart && (
        <div className={styles.visual}>
          <Suspense fallback={<Spinner size="small" label={complianceTexts.chartsLoading} />}>
            <ChartVisualLazy chart={chart} />
          </Suspense>
        </div>
      )}
      <figcaption>
        <Body1>{sentence}</Body1>
      </figcaption>
      {rows.length > 0 && (
        <AppAccordion
          headingLevel={4}
          items={[
            {
              value: 'data',
              title: complianceTexts.showData,
              content: (
                <table className={styles.table} aria-label={title}>
                  <thead>
                    <tr>
                      {headers.map((h, i) => (
                        <th key={h} scope="col" className={mergeClasses(styles.cell, i > 0 && styles.number)}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.label}>
                        <th scope="row" className={styles.cell}>
                          {row.label}
                        </th>
                        {row.values.map((v, i) => (
                          <td key={i} className={mergeClasses(styles.cell, styles.number)}>
                            {v}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
            },
          ]}
        />
      )}
    </figure>
  );
}

const monthLabel = (month: string) => {
  const [year, m] = month.split('-');
  return `${monthNames[Number(m) - 1] ?? m} ${year}`;
};

/** Compliance over time, the states breakdown and rejections per type: each a chart with its words and table. */
export function ComplianceCharts({ summary }: { summary: ComplianceSummaryResponse }) {
  const styles = useStyles();
  const months = summary.overTime.filter((p) => p.counts.total > 0);
  const first = months[0];
  const last = months[months.length - 1];
  const slices = cellStates.map((state) => ({ state, label: cellStateLabels[state], count: summary.counts[state] })).filter((s) => s.count > 0);
  const total = summary.counts.total;
  const percent = (n: number) => `${total === 0 ? 0 : Math.round((n * 100) / total)} %`;
  const rejections = summary.rejectionsByType.filter((r) => r.count > 0);
  return (
    <div className={styles.grid}>
      <ChartFigure
        title={complianceTexts.overTimeTitle}
        chart={months.length > 0 ? { kind: 'overTime', title: complianceTexts.overTimeTitle, points: months.map((p) => ({ label: monthLabel(p.month), rate: p.rate })) } : null}
        sentence={first && last ? complianceTexts.overTimeSummary(monthLabel(first.month), first.rate, monthLabel(last.month), last.rate) : complianceTexts.overTimeNone}
        headers={[complianceTexts.month, complianceTexts.rate]}
        rows={months.map((p) => ({ label: monthLabel(p.month), values: [`${p.rate} %`] }))}
      />
      <ChartFigure
        title={complianceTexts.statesTitle}
        chart={slices.length > 0 ? { kind: 'states', title: complianceTexts.statesTitle, slices, total } : null}
        sentence={slices.length > 0 ? complianceTexts.statesSummary(slices.map((s) => `${s.label}: ${s.count} (${percent(s.count)})`).join('; ')) : complianceTexts.statesNone}
        headers={[complianceTexts.state, complianceTexts.count, complianceTexts.percent]}
        rows={slices.map((s) => ({ label: s.label, values: [s.count, percent(s.count)] }))}
      />
      <ChartFigure
        title={complianceTexts.rejectionsTitle}
        chart={rejections.length > 0 ? { kind: 'rejections', title: complianceTexts.rejectionsTitle, bars: rejections.map((r) => ({ label: r.documentDisplayName, count: r.count })) } : null}
        sentence={rejections[0] ? complianceTexts.rejectionsSummary(rejections[0].documentDisplayName, rejections[0].count, rejections.length) : complianceTexts.rejectionsNone}
        headers={[complianceTexts.documentType, complianceTexts.count]}
        rows={rejections.map((r) => ({ label: r.documentDisplayName, values: [r.count] }))}
      />
    </div>
  );
}

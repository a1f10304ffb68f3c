import { DataVizPalette, DonutChart, getColorFromToken, HorizontalBarChartWithAxis, ResponsiveContainer, VerticalBarChart } from '@fluentui/react-charts';
import type { CellState } from '@expediente/contracts/compliance/compliance-values';
import { useThemePreference } from '../../../lib/theme-preference';

// This module is the charting library's chunk: the dashboard loads it lazily, after its figures and tables.

/** Each state's colour in the charts: the library's palette tokens, resolved for the theme in use (a data point's own colour is taken as it is). */
const stateTokens: Record<CellState, string> = {
  valid: DataVizPalette.success,
  review: DataVizPalette.info,
  rejected: DataVizPalette.warning,
  missing: DataVizPalette.disabled,
  overdue: DataVizPalette.error,
};

export type ChartVisual =
  | { kind: 'overTime'; title: string; points: { label: string; rate: number }[] }
  | { kind: 'states'; title: string; slices: { state: CellState; label: string; count: number }[]; total: number }
  | { kind: 'rejections'; title: string; bars: { label: string; count: number }[] };

/**
 * One chart of the dashboard (the text alternative beside it says the same in words and a table): compliance per
 * month as vertical bars (0-100 %), the states as a donut, rejections per type as horizontal bars.
 */
export function ComplianceChartVisual({ chart }: { chart: ChartVisual }) {
  const dark = useThemePreference().theme === 'dark';
  const color = (token: string) => getColorFromToken(token, dark);
  if (chart.kind === 'overTime') {
    return (
      <ResponsiveContainer height={260}>
        <VerticalBarChart
          chartTitle={chart.title}
          data={chart.points.map((p) => ({ x: p.label, y: p.rate, legend: p.label, yAxisCalloutData: `${p.rate} %`, color: color(DataVizPalette.color1) }))}
          yMinValue={0}
          yMaxValue={100}
          useSingleColor
          hideLegend
          culture="es-MX"
        />
      </ResponsiveContainer>
    );
  }
  if (chart.kind === 'states') {
    return (
      <ResponsiveContainer height={260}>
        <DonutChart
          data={{ chartTitle: chart.title, chartData: chart.slices.map((s) => ({ legend: s.label, data: s.count, color: color(stateTokens[s.state]) })) }}
          innerRadius={55}
          valueInsideDonut={chart.total}
          culture="es-MX"
        />
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer height={Math.max(160, chart.bars.length * 36 + 60)}>
      <HorizontalBarChartWithAxis
        chartTitle={chart.title}
        data={chart.bars.map((b) => ({ x: b.count, y: b.label, legend: b.label, color: color(stateTokens.rejected) }))}
        hideLegend
        culture="es-MX"
        yAxisTickCount={Math.max(1, chart.bars.length)}
      />
    </ResponsiveContainer>
  );
}

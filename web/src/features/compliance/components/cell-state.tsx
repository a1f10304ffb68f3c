import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  CircleRegular,
  ClockFilled,
  DismissCircleFilled,
  WarningFilled,
  type FluentIcon,
} from '@fluentui/react-icons';
import { cellStateLabels, cellStates, type CellState } from '@expediente/contracts/compliance/compliance-values';

// Zod-free on purpose: the home (first download after sign-in) shows these too (decision 006).

/** Each state's icon: the cue that is not colour (a check, a clock, a cross, an empty circle, a warning). */
export const cellStateIcons: Record<CellState, FluentIcon> = {
  valid: CheckmarkCircleFilled,
  review: ClockFilled,
  rejected: DismissCircleFilled,
  missing: CircleRegular,
  overdue: WarningFilled,
};

export const useCellStateStyles = makeStyles({
  valid: { color: tokens.colorPaletteGreenForeground1 },
  review: { color: tokens.colorPaletteBlueForeground2 },
  rejected: { color: tokens.colorPaletteDarkOrangeForeground1 },
  missing: { color: tokens.colorNeutralForeground3 },
  overdue: { color: tokens.colorPaletteRedForeground1 },
  validBox: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  reviewBox: { backgroundColor: tokens.colorPaletteBlueBackground2 },
  rejectedBox: { backgroundColor: tokens.colorPaletteDarkOrangeBackground1 },
  missingBox: { backgroundColor: tokens.colorNeutralBackground3 },
  overdueBox: { backgroundColor: tokens.colorPaletteRedBackground1 },
  inline: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground1 },
  icon: { fontSize: '20px', flexShrink: 0 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, listStyleType: 'none', margin: 0, padding: 0 },
});

/** A state's coloured icon; hidden from assistive technology (the label next to it, or the cell's name, says it). */
export function CellStateIcon({ state, className }: { state: CellState; className?: string }) {
  const styles = useCellStateStyles();
  const Icon = cellStateIcons[state];
  return <Icon aria-hidden="true" className={mergeClasses(styles.icon, styles[state], className)} />;
}

/** Icon and label: the drill-down's periods, the lists and the legend. */
export function CellStateText({ state }: { state: CellState }) {
  const styles = useCellStateStyles();
  return (
    <span className={styles.inline} data-state={state}>
      <CellStateIcon state={state} />
      {cellStateLabels[state]}
    </span>
  );
}

/** The legend of the grid's colours and icons. */
export function CellStateLegend({ label }: { label: string }) {
  const styles = useCellStateStyles();
  return (
    <ul className={styles.legend} aria-label={label}>
      {cellStates.map((state) => (
        <li key={state}>
          <CellStateText state={state} />
        </li>
      ))}
    </ul>
  );
}

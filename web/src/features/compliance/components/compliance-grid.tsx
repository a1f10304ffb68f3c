import { Body1, Caption1, makeStyles, mergeClasses, shorthands, tokens, useArrowNavigationGroup } from '@fluentui/react-components';
import { cellStateLabels, complianceRiskLabels, type ComplianceGridResponse, type GridRow } from '@expediente/contracts/compliance/compliance';
import { StatusBadge } from '../../../components/status-badge';
import { complianceTexts } from '../compliance-texts';
import { CellStateIcon, useCellStateStyles } from './cell-state';
import { horizontalScroll } from '../../../components/horizontal-scroll';

/** What a click (or Enter) on a cell opens: the drill-down of one supplier × type. */
export type OpenedCell = { supplierPK: string; supplierName: string; documentTypeCodeName: string; displayName: string };

const riskVariant = { A: 'danger', M: 'warning', B: 'success' } as const;

const useStyles = makeStyles({
  // The 24 type columns scroll inside the grid. position: relative makes the scroller the containing block of the cells' absolutely placed parts (visually hidden
  // labels, focus rings): otherwise they hang off the page's root at their far-right place and the page scrolled
  // sideways to 2,310 px at 1400 px although the table itself scrolled inside.
  scroller: { ...horizontalScroll, width: '100%', ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2), borderRadius: tokens.borderRadiusMedium },
  table: { borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' },
  th: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    verticalAlign: 'bottom',
    textAlign: 'center',
    minWidth: '4.5rem',
    maxWidth: '7rem',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // The supplier column stays in view while the types scroll sideways.
  sticky: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    textAlign: 'start',
    minWidth: '14rem',
    maxWidth: '18rem',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  td: { padding: tokens.spacingHorizontalXXS, textAlign: 'center', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}` },
  supplierCell: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, verticalAlign: 'middle' },
  supplierName: { display: 'block', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  cellButton: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minWidth: '2.75rem',
    minHeight: '2.25rem',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    ':hover': { ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  none: { color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  cards: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  cardCells: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: tokens.spacingHorizontalXS },
  cardCell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '100%',
    minHeight: '2.75rem',
    textAlign: 'start',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  cardCellText: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  cardCellState: { color: tokens.colorNeutralForeground2 },
});

function SupplierFigures({ row }: { row: GridRow }) {
  const styles = useStyles();
  return (
    <Caption1 className={styles.meta}>
      <span>{row.rate} %</span>
      <StatusBadge variant={riskVariant[row.risk]}>{`${complianceTexts.risk} ${complianceRiskLabels[row.risk]}`}</StatusBadge>
      <StatusBadge variant={row.payable ? 'success' : 'danger'} appearance="outline">
        {row.payable ? complianceTexts.payable : complianceTexts.notPayable}
      </StatusBadge>
      {row.rfc && <span>{row.rfc}</span>}
    </Caption1>
  );
}

type GridProps = { grid: ComplianceGridResponse; onOpen: (cell: OpenedCell) => void; label: string };

/**
 * Suppliers × document types: each cell a button coloured by its state with the state's icon, named '<type>:
 * <state>' (colour is never the only cue). The arrow keys move between cells (Tab enters and leaves the grid once),
 * Enter or Space opens the drill-down; the supplier column stays in view while the types scroll sideways.
 */
export function ComplianceGridTable({ grid, onOpen, label }: GridProps) {
  const styles = useStyles();
  const stateStyles = useCellStateStyles();
  const navigation = useArrowNavigationGroup({ axis: 'grid', memorizeCurrent: true });
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(styles.th, styles.sticky)}>
              {complianceTexts.supplier}
            </th>
            {grid.columns.map((column) => (
              <th key={column.documentTypeCodeName} scope="col" className={styles.th}>
                {column.displayName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...navigation}>
          {grid.rows.map((row) => (
            <tr key={row.supplierPK}>
              <th scope="row" className={mergeClasses(styles.td, styles.sticky, styles.supplierCell)}>
                <span className={styles.supplierName}>{row.supplierName}</span>
                <SupplierFigures row={row} />
              </th>
              {grid.columns.map((column) => {
                const cell = row.cells.find((c) => c.documentTypeCodeName === column.documentTypeCodeName);
                const state = cell?.state;
                return (
                  <td key={column.documentTypeCodeName} className={styles.td}>
                    {state ? (
                      <button
                        type="button"
                        className={mergeClasses(styles.cellButton, stateStyles[`${state}Box`])}
                        aria-label={complianceTexts.cellLabel(column.displayName, cellStateLabels[state])}
                        title={complianceTexts.cellLabel(column.displayName, cellStateLabels[state])}
                        data-state={state}
                        onClick={() => onOpen({ supplierPK: row.supplierPK, supplierName: row.supplierName, documentTypeCodeName: column.documentTypeCodeName, displayName: column.displayName })}
                      >
                        <CellStateIcon state={state} />
                      </button>
                    ) : (
                      <span className={styles.none} title={complianceTexts.noSlot}>
                        <span aria-hidden="true">–</span>
                        <span className={styles.hidden}>{complianceTexts.noSlot}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone each supplier is a card with its types as a list of buttons (icon, type and state as text). */
export function ComplianceGridCards({ grid, onOpen, label }: GridProps) {
  const styles = useStyles();
  const stateStyles = useCellStateStyles();
  return (
    <ul className={styles.cards} aria-label={label}>
      {grid.rows.map((row) => (
        <li key={row.supplierPK} className={styles.card}>
          <div>
            <Body1 as="h3" className={styles.supplierName}>
              {row.supplierName}
            </Body1>
            <SupplierFigures row={row} />
          </div>
          <ul className={styles.cardCells} aria-label={row.supplierName}>
            {grid.columns.map((column) => {
              const state = row.cells.find((c) => c.documentTypeCodeName === column.documentTypeCodeName)?.state;
              if (!state) return null;
              return (
                <li key={column.documentTypeCodeName}>
                  <button
                    type="button"
                    className={mergeClasses(styles.cardCell, stateStyles[`${state}Box`])}
                    data-state={state}
                    onClick={() => onOpen({ supplierPK: row.supplierPK, supplierName: row.supplierName, documentTypeCodeName: column.documentTypeCodeName, displayName: column.displayName })}
                  >
                    <CellStateIcon state={state} />
                    <span className={styles.cardCellText}>
                      <span>{column.displayName}</span>
                      <span>{cellStateLabels[state]}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

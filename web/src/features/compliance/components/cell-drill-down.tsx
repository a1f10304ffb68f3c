import { Body1, Caption1, Spinner, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { Modal } from '../../../components/modal';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import { LoadFailure } from '../../contacts/components/load-failure';
import { useComplianceCells } from '../api/get-compliance-cells';
import { complianceTexts } from '../compliance-texts';
import { CellStateText } from './cell-state';
import type { OpenedCell } from './compliance-grid';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexBasis: '14rem', flexGrow: 1 },
  period: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  footer: { marginTop: tokens.spacingVerticalM },
  // Each link's name says its period too ('Ver documento: Febrero 2026'); the row beside it already shows it.
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/**
 * The drill-down of one supplier × document type (GET /api/compliance/cells): each period of the year with its
 * state, due date and validity, linking to its document (/documents/{id}) or, when there is none, to the
 * supplier's file (/contacts/{supplierPK}).
 */
export function CellDrillDown({ cell, year, onClose }: { cell: OpenedCell | null; year: number; onClose: () => void }) {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = useComplianceCells(cell ? { supplierPK: cell.supplierPK, year, documentType: cell.documentTypeCodeName } : null);
  const cells = data?.cells.filter((c) => c.documentTypeCodeName === cell?.documentTypeCodeName) ?? [];
  const fileHref = cell ? getHref('contactDetail', { id: cell.supplierPK }) : '';
  return (
    <Modal
      open={cell !== null}
      onOpenChange={(open) => !open && onClose()}
      title={cell ? complianceTexts.drillTitle(cell.supplierName, cell.displayName) : ''}
      size="large"
      closeLabel={null}
      actions={<AppButton onClick={onClose}>{complianceTexts.close}</AppButton>}
    >
      {error && !data && <LoadFailure message={complianceTexts.drillError} onRetry={() => void mutate()} />}
      {!data && isLoading && <Spinner size="small" label={complianceTexts.drillLoading} />}
      {data && cells.length === 0 && <Body1>{complianceTexts.drillEmpty}</Body1>}
      {data && cells.length > 0 && (
        <ul className={styles.list} aria-label={complianceTexts.drillPeriod}>
          {cells.map((c) => (
            <li key={c.slotKey} className={styles.item}>
              <div className={styles.text}>
                <Body1 className={styles.period}>{c.periodLabel}</Body1>
                <Caption1 className={styles.meta}>
                  {[
                    c.customerDisplayName ? `${complianceTexts.drillCustomer}: ${c.customerDisplayName}` : undefined,
                    c.dueDate ? `${complianceTexts.drillDue}: ${formatDate(c.dueDate)}` : undefined,
                    c.expiry ? `${complianceTexts.drillExpiry}: ${formatDate(c.expiry)}` : undefined,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Caption1>
              </div>
              <CellStateText state={c.state} />
              {c.documentId ? (
                <RouterLink to={getHref('documentDetail', { id: c.documentId })}>
                  {complianceTexts.drillOpenDocument}
                  <span className={styles.hidden}>: {c.periodLabel}</span>
                </RouterLink>
              ) : (
                <RouterLink to={fileHref}>
                  {complianceTexts.drillOpenFile}
                  <span className={styles.hidden}>: {c.periodLabel}</span>
                </RouterLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {cell && (
        <Body1 as="p" className={styles.footer}>
          <RouterLink to={fileHref}>{complianceTexts.drillSupplierFile}</RouterLink>
        </Body1>
      )}
    </Modal>
  );
}

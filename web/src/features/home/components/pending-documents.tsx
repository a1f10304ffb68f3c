import { Body1, Caption1, MessageBar, MessageBarActions, MessageBarBody, Spinner, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { formatDisplayDay } from '@expediente/contracts/documents/periods';
import { getHref } from '../../../app/routes';
import { AppButton } from '../../../components/app-button';
import { RouterLink } from '../../../components/router-link';
import { RiskBadge, StatusBadge } from '../../../components/status-badge';
import { homePendingCount, usePendingSlots, type PendingSlot } from '../api/get-pending-slots';
import { homeTexts } from '../home-texts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, flexBasis: '14rem', minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/**
 * Where a pending slot is uploaded: /upload-documents on the slot's year and tab (the initial tab, or its period's
 * first month) with its type chosen — the query string the upload screen reads (year, tab, month, type).
 */
export function pendingUploadHref(slot: Pick<PendingSlot, 'periodKey' | 'year' | 'month' | 'documentTypeCodeName'>): string {
  const initial = slot.periodKey === 'initial' || slot.month === null;
  const year = slot.year ?? new Date().getFullYear();
  return getHref('uploadDocuments', undefined, initial ? { year, tab: 'initial', type: slot.documentTypeCodeName } : { year, tab: slot.month!, month: slot.month!, type: slot.documentTypeCodeName });
}

/**
 * 'Documentos pendientes' (part 1 §2 Home): the supplier's missing required documents, overdue and nearest due
 * first, each with its risk (OC 1-3: danger, warning, info), period, due date and a link to upload it.
 */
export function PendingDocuments() {
  const styles = useStyles();
  const { data, error, isLoading, mutate } = usePendingSlots(true);
  if (error && !data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{homeTexts.pendingLoadFailed}</MessageBarBody>
        <MessageBarActions>
          <AppButton size="small" onClick={() => void mutate()}>
            {homeTexts.retry}
          </AppButton>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (isLoading || !data) return <Spinner size="small" label={homeTexts.pendingLoading} />;
  if (data.totalCount === 0) return <Body1>{homeTexts.pendingNone}</Body1>;
  const shown = data.slots.slice(0, homePendingCount);
  return (
    <>
      <Body1>{homeTexts.pendingCount(data.totalCount)}</Body1>
      <ul className={styles.list}>
        {shown.map((slot) => (
          <li key={slot.publicKey} className={styles.item}>
            <div className={styles.text}>
              <RouterLink to={pendingUploadHref(slot)} className={styles.title}>
                {slot.documentDisplayName}
              </RouterLink>
              <Caption1 className={styles.meta}>
                {[slot.slotDisplayName, slot.customerDisplayName, slot.dueDate ? `${homeTexts.pendingDue} ${formatDisplayDay(slot.dueDate)}` : undefined].filter(Boolean).join(' · ')}
              </Caption1>
            </div>
            <div className={styles.badges}>
              <RiskBadge level={slot.risk} />
              {slot.overdue && <StatusBadge variant="danger" appearance="filled">{homeTexts.pendingOverdue}</StatusBadge>}
            </div>
          </li>
        ))}
      </ul>
      <Body1>
        <RouterLink to={getHref('uploadDocuments')}>{homeTexts.pendingAll}</RouterLink>
      </Body1>
    </>
  );
}

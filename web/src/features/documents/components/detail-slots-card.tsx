import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import { documentStatusLabel, documentUploadLink } from '@expediente/contracts/documents/documents';
import type { Slot } from '@expediente/contracts/documents/slots';
import { getHref } from '../../../app/routes';
import { RouterLink } from '../../../components/router-link';
import { AppCard } from '../../../components/app-card';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { useDocumentSlots } from '../api/get-document-slots';
import { appearanceVariant, detailTexts as texts } from './detail-texts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  name: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Where 'Cargar' leads: the supplier's own screen, or the contact's file with the upload open for that slot (part 2 §2.2). */
function uploadHref(slot: Slot, supplierRole: boolean): string | undefined {
  if (supplierRole) return getHref('uploadDocuments');
  return documentUploadLink({
    companyPublicKey: slot.supplierPK,
    documentTypeCodeName: slot.documentTypeCodeName,
    ...(slot.year !== null ? { year: slot.year } : {}),
    periodNumber: slot.periodNumber,
    ...(slot.documentId && slot.documentStatus === 'I' ? { document_pk: slot.documentId } : {}),
  });
}

/**
 * The document slots card (part 2 §2.4 "document slots with upload"): the required documents of the supplier in
 * this document's period, uploaded or missing; a missing one, or one whose document is Inválido, offers 'Cargar'
 * when the caller may upload. Left out when the call fails (it adds to the page, nothing depends on it).
 */
export function SlotsCard({ document, supplierRole }: { document: DocumentDetail; supplierRole: boolean }) {
  const styles = useStyles();
  const { data, error, isLoading } = useDocumentSlots(document.publicKey);
  if (error) return null;
  return (
    <AppCard title={texts.slots}>
      {isLoading && !data && <Spinner size="tiny" label={texts.loading} />}
      {data && data.slots.length === 0 && <Body1 className={styles.muted}>{texts.noSlots}</Body1>}
      {data && data.slots.length > 0 && (
        <ul className={styles.list}>
          {data.slots.map((slot) => {
            const label = slot.documentStatus ? documentStatusLabel(slot.documentStatus, 'detail', slot.documentTypeCodeName) : undefined;
            const href = document.can.upload && (slot.status === 'missing' || slot.documentStatus === 'I') ? uploadHref(slot, supplierRole) : undefined;
            return (
              <li key={slot.publicKey} className={styles.item}>
                <div className={styles.name}>
                  {slot.documentId ? (
                    <RouterLink to={getHref('documentDetail', { id: slot.documentId })}>{slot.documentDisplayName}</RouterLink>
                  ) : (
                    <Body1>{slot.documentDisplayName}</Body1>
                  )}
                  <div className={styles.line}>
                    {label ? (
                      <StatusBadge variant={appearanceVariant(label.appearance)}>{label.label}</StatusBadge>
                    ) : (
                      <StatusBadge variant={slot.overdue ? 'danger' : 'warning'}>{texts.slotMissing}</StatusBadge>
                    )}
                    <Body1 className={styles.muted}>{slot.dueDate ? `${slot.slotDisplayName} · ${texts.dueDate} ${formatDate(slot.dueDate)}` : slot.slotDisplayName}</Body1>
                  </div>
                </div>
                {href && (
                  <RouterLink to={href}>{texts.upload}</RouterLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AppCard>
  );
}

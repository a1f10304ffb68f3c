import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { documentStatusLabel, riskAppearance, type StatusAppearance } from '@expediente/contracts/documents/documents';
import type { DocumentType } from '@expediente/contracts/documents/document-types';
import { formatDisplayDay } from '@expediente/contracts/documents/periods';
import type { Slot } from '@expediente/contracts/documents/slots';
import { useState } from 'react';
import { getHref } from '../../../app/routes';
import { AppCard } from '../../../components/app-card';
import { RouterLink } from '../../../components/router-link';
import { StatusBadge } from '../../../components/status-badge';
import type { Variant } from '../../../components/variant';
import { OrganizationPicker, type PickedOrganization } from '../../contacts/components/organization-picker';
import { uploadTexts as t } from '../upload-texts';
import { DropZone } from './drop-zone';

const variantOf: Record<StatusAppearance, Variant> = { success: 'success', danger: 'danger', warning: 'warning', informative: 'info', subtle: 'secondary' };

const useStyles = makeStyles({
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  overdue: { color: tokens.colorPaletteRedForeground1 },
});

/** What a slot's drop zone hands the page: the file and what the modal should know already. */
export type SlotUpload = { slot: Slot; file: File; customer?: PickedOrganization; amendedDocument?: string; extra?: boolean };

export type SlotCardProps = {
  slot: Slot;
  type: DocumentType | undefined;
  /** The supplier's organization is inactive: no drop zones (part 2 §2.2). */
  locked: boolean;
  onUpload: (upload: SlotUpload) => void;
};

/**
 * One required document of the period: its type, period, customer and risk; the uploaded document as a link to
 * /documents/{publicKey} with the supplier's reading of its status; or a drop zone while it is missing (also
 * after an invalid upload, which it amends). An initial type already uploaded offers an optional extra zone.
 */
export function SlotCard({ slot, type, locked, onUpload }: SlotCardProps) {
  const styles = useStyles();
  const needsCustomer = type?.customerRelationshipRequired === true && !slot.customerPK;
  const [customer, setCustomer] = useState<PickedOrganization>();
  const extensions = type?.extensions ?? [];
  const status = slot.documentStatus ? documentStatusLabel(slot.documentStatus, 'supplier') : undefined;
  const initial = slot.periodKey === 'initial' || slot.month === null;
  const uploaded = slot.status === 'uploaded';
  const zone = (extra: boolean) => (
    <DropZone
      label={extra ? t.extraDropZone(slot.documentDisplayName) : t.dropZone(slot.documentDisplayName, slot.slotDisplayName)}
      extensions={extensions}
      blockedReason={() => (needsCustomer && !customer ? t.customerRequired : undefined)}
      onFile={(file) =>
        onUpload({
          slot,
          file,
          ...(customer ? { customer } : slot.customerPK ? { customer: { publicKey: slot.customerPK, displayName: slot.customerDisplayName ?? slot.customerPK } } : {}),
          // A missing slot that still has a document holds an invalid one: the upload is its new version.
          ...(!uploaded && slot.documentId ? { amendedDocument: slot.documentId } : {}),
          extra,
        })
      }
    />
  );

  return (
    <AppCard
      title={slot.documentDisplayName}
      description={`${slot.slotDisplayName}${slot.customerDisplayName ? ` · ${t.customerOf(slot.customerDisplayName)}` : ''}`}
      actions={
        <StatusBadge variant={uploaded ? 'success' : 'danger'} appearance="tint">
          {uploaded ? t.uploadedSlot : t.missingSlot}
        </StatusBadge>
      }
    >
      <div className={styles.meta}>
        <StatusBadge variant={variantOf[riskAppearance[slot.risk]]} appearance="outline">{`OC ${slot.risk}`}</StatusBadge>
        {slot.dueDate && <Text className={slot.overdue ? styles.overdue : styles.muted}>{slot.overdue ? `${t.overdue} · ${formatDisplayDay(slot.dueDate)}` : t.due(formatDisplayDay(slot.dueDate))}</Text>}
      </div>
      {slot.documentId && (
        <div className={styles.meta}>
          <RouterLink to={getHref('documentDetail', { id: slot.documentId })}>{slot.documentName ?? slot.documentDisplayName}</RouterLink>
          {status && <StatusBadge variant={variantOf[status.appearance]}>{status.label}</StatusBadge>}
        </div>
      )}
      {!locked && needsCustomer && !uploaded && <OrganizationPicker label={t.customer} role="customer" required value={customer} onChange={setCustomer} chooseOnlyOption />}
      {!locked && !uploaded && zone(false)}
      {!locked && uploaded && initial && zone(true)}
    </AppCard>
  );
}

import { can } from '@expediente/contracts/shell/permissions';
import type { ContactDetail } from '@expediente/contracts/contacts/contacts';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { AppButton } from '../../../components/app-button';
import { useSignedInUser } from '../../../lib/current-user-context';
import { UploadDocumentModal, type UploadPreset } from '../../upload/upload-document-modal';
import { DocumentFile, type DocumentFileUploadContext } from './document-file';

export const documentFileUploadTexts = {
  upload: 'Cargar documento',
  uploadSlot: 'Cargar',
  uploadSlotLabel: (type: string, period: string) => `Cargar ${type} de ${period}`,
} as const;

/** Part 2 §9: the document reload after an upload waits 2 s (the server's processing starts meanwhile). */
const RELOAD_AFTER_MS = 2000;

/** The preset of a notification's deep link: ?upload=true&documentType&year&period&amendedDocument (part 2 §2.2). */
function presetFromLink(params: URLSearchParams): UploadPreset | undefined {
  if (params.get('upload') !== 'true') return undefined;
  const year = Number(params.get('year'));
  const period = Number(params.get('period'));
  return {
    ...(params.get('documentType') ? { documentTypeCode: params.get('documentType')! } : {}),
    ...(Number.isInteger(year) && year > 0 ? { year } : {}),
    ...(Number.isInteger(period) && period > 0 ? { periodNumber: period } : {}),
    ...(params.get('amendedDocument') ? { amendedDocument: params.get('amendedDocument')! } : {}),
  };
}

/**
 * The upload of a supplier's document file (part 2 §2.2): the file card's button and each missing slot's open the
 * upload modal for that supplier (the slot's type, period and, for a rejected document, the version it replaces);
 * a notification's link (?upload=true…) opens it on arrival. Who: editors for a supplier in their view
 * (upload:documents:any), a Supplier on its own organization (upload:documents:own and add-documents-expediente).
 * The server decides again; a locked organization gets no button (DocumentFile does not call renderUpload).
 */
export function useDocumentFileUpload(contact: ContactDetail): { renderUpload?: (context: DocumentFileUploadContext) => ReactNode; modal: ReactNode } {
  const { user } = useSignedInUser();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<UploadPreset>();
  const own = user.primaryRole === 'Supplier' && user.personCompanyPublicKey === contact.publicKey;
  const allowed =
    can(user.primaryRole, 'upload:documents:any', user.features) ||
    (own && can(user.primaryRole, 'upload:documents:own', user.features) && user.features['add-documents-expediente'] === true);
  const linked = allowed && !contact.locked ? presetFromLink(params) : undefined;
  const preset = chosen ?? linked;

  const close = useCallback(() => {
    setChosen(undefined);
    if (params.get('upload') === 'true') {
      // The link's work is done: leave the file's filters (year, documentType, period) and drop the upload's own.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('upload');
          next.delete('amendedDocument');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  const uploaded = useCallback(() => {
    setTimeout(() => {
      void mutate((key) => typeof key === 'string' && (key.startsWith('/api/documents/supplier/slots?') || key.startsWith(`/api/contacts/${encodeURIComponent(contact.publicKey)}/documents`)));
    }, RELOAD_AFTER_MS);
  }, [mutate, contact.publicKey]);

  if (!allowed) return { modal: null };
  const renderUpload = ({ year, tab, slot }: DocumentFileUploadContext): ReactNode =>
    slot ? (
      <AppButton
        size="small"
        icon={<ArrowUploadRegular />}
        aria-label={documentFileUploadTexts.uploadSlotLabel(slot.documentDisplayName, slot.slotDisplayName)}
        onClick={() =>
          setChosen({
            documentTypeCode: slot.documentTypeCodeName,
            ...(slot.year !== null ? { year: slot.year } : {}),
            periodNumber: slot.periodNumber,
            slotId: slot.publicKey,
            ...(slot.documentId && slot.documentStatus === 'I' ? { amendedDocument: slot.documentId } : {}),
          })
        }
      >
        {documentFileUploadTexts.uploadSlot}
      </AppButton>
    ) : (
      <AppButton variant="primary" icon={<ArrowUploadRegular />} onClick={() => setChosen({ year, ...(tab !== 'initial' ? { month: Number(tab) } : {}) })}>
        {documentFileUploadTexts.upload}
      </AppButton>
    );
  const modal = (
    <UploadDocumentModal
      open={preset !== undefined}
      onClose={close}
      {...(own ? {} : { supplier: { publicKey: contact.publicKey, displayName: contact.displayName } })}
      {...(preset ? { preset } : {})}
      onUploaded={uploaded}
    />
  );
  return { renderUpload, modal };
}

/** A supplier organization's document file with its upload (the page shows it for suppliers only). */
export function SupplierDocumentFile({ contact }: { contact: ContactDetail }) {
  const { renderUpload, modal } = useDocumentFileUpload(contact);
  return (
    <>
      <DocumentFile supplierPK={contact.publicKey} locked={contact.locked} {...(renderUpload ? { renderUpload } : {})} />
      {modal}
    </>
  );
}

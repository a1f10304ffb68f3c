import { useParams } from 'react-router-dom';
import type { PageProps } from '../../app/routes';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuditDocument } from './api/get-audit-document';
import { AdminAuditForm } from './components/detail-admin-form';
import { ContractForm } from './components/detail-contract-form';
import { AuditDetailShell } from './components/detail-shell';

/**
 * /audit/documents/{id} 'Detalle del Documento' (part 2 §2.11): the contract audit — the viewer beside or above the
 * contract form, Guardar (POST or PUT by the document's validation) and Rechazar. A row of the 'En Cola' tab that is
 * not a contract opens here too: it gets the type capture of the admin screen (read-only without update:audit:any).
 */
export function ContractAuditPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useAuditDocument(id);
  // The previous address's document must not show under this one.
  const doc = data?.publicKey === id ? data : undefined;
  usePageTitle(doc ? `${doc.documentTypeShortName} · ${title}` : title);
  return (
    <AuditDetailShell
      area="audit"
      publicKey={id}
      title={title}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      facts={
        doc && { typeName: doc.documentTypeShortName, name: doc.name, supplierName: doc.supplier.displayName, sapId: doc.sapId, rfc: doc.rfc, auditStatus: doc.auditStatus, rejectReason: doc.rejectReason }
      }
    >
      {doc &&
        (doc.isContract ? (
          <ContractForm key={`${doc.publicKey}|${doc.validated}|${doc.contractForm?.savedAt ?? ''}`} doc={doc} onChanged={() => mutate()} />
        ) : (
          <AdminAuditForm key={doc.publicKey} doc={doc} typeSet="mxexpediente" onChanged={() => mutate()} />
        ))}
    </AuditDetailShell>
  );
}

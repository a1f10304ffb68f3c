import { auditTypeSetOf } from '@expediente/contracts/audit/audit-forms';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../app/routes';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuditDocument } from './api/get-audit-document';
import { AdminAuditForm } from './components/detail-admin-form';
import { AuditDetailShell } from './components/detail-shell';

/**
 * The type capture of a document (part 2 §2.11): choose the type (?typeSet=auditonly or mxexpediente), the dynamic
 * form of its field schema, customer blocks for contract types, Guardar, and Rechazar with its type. One page for
 * the admin area (/admin/audit/documents/{id}, /admin/audit/document-details/{id}) and the audit area
 * (/audit/document-details/{id}: read:audit may view it, update:audit:any saves).
 */
function AuditCapturePage({ title, area }: PageProps & { area: 'audit' | 'admin' }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const typeSet = auditTypeSetOf(search.get('typeSet'));
  const { data, error, isLoading, mutate } = useAuditDocument(id);
  const doc = data?.publicKey === id ? data : undefined;
  usePageTitle(doc ? `${doc.documentTypeShortName} · ${title}` : title);
  return (
    <AuditDetailShell
      area={area}
      publicKey={id}
      title={title}
      loading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      facts={
        doc && { typeName: doc.documentTypeShortName, name: doc.name, supplierName: doc.supplier.displayName, sapId: doc.sapId, rfc: doc.rfc, auditStatus: doc.auditStatus, rejectReason: doc.rejectReason }
      }
    >
      {doc && <AdminAuditForm key={`${doc.publicKey}|${typeSet}|${doc.documentTypeCodeName}|${doc.auditStatus}`} doc={doc} typeSet={typeSet} onChanged={() => mutate()} />}
    </AuditDetailShell>
  );
}

export function AdminAuditPage(props: PageProps) {
  return <AuditCapturePage {...props} area="admin" />;
}

export function AuditDocumentDetailsPage(props: PageProps) {
  return <AuditCapturePage {...props} area="audit" />;
}

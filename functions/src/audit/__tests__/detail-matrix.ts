import { createHash } from 'node:crypto';
import { documentPublicKey, type AuditStatus, type DocumentStatus } from '@expediente/contracts';
import { DocumentsRepository } from '../../documents/documents.repository';

/**
 * Documents for the authorization matrix's audit detail entries (shell/__tests__/authorization-matrix.test.ts). The
 * entries' calls answer without writing (a 409 or a 400 after the checks), so every role shares them: a contract
 * still P (PUT is a 409), a validated contract (POST is a 409), a rejected document (a reject is a 409).
 */
export const AUDIT_MATRIX_SUPPLIER = 'sup-limpieza-bajio';
const kinds = {
  pending: { type: 'mxcontratose', status: 'P' },
  validated: { type: 'mxcontratose', status: 'V', auditStatus: 'approved' },
  rejected: { type: 'mxdeclisr', status: 'I', auditStatus: 'rejected' },
} as const satisfies Record<string, { type: string; status: DocumentStatus; auditStatus?: AuditStatus }>;
export type AuditMatrixKind = keyof typeof kinds;

function uuidOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const auditMatrixKey = (kind: AuditMatrixKind) => documentPublicKey(AUDIT_MATRIX_SUPPLIER, uuidOf(`audit-matrix|${kind}`));

/** A valid contract form for the matrix's supplier. */
export const auditMatrixForm = {
  organizations: [],
  newOrganizations: [],
  hasRepse: false,
  supplierName: 'Limpieza y Servicios del Bajío SA de CV',
  rfc: 'LSE150312QA2',
  fechaFirma: '2026-01-15',
  vigencia: '2027-01-14',
  mesesVigencia: '12',
  supplierId: AUDIT_MATRIX_SUPPLIER,
};

export async function createAuditMatrixDocuments(tenantId: string): Promise<void> {
  const repo = new DocumentsRepository();
  const now = new Date().toISOString();
  await Promise.all(
    Object.entries(kinds).map(([kind, spec]) => {
      const publicKey = auditMatrixKey(kind as AuditMatrixKind);
      const id = publicKey.slice(-36);
      return repo.create({ tenantId }, {
        id,
        supplierId: AUDIT_MATRIX_SUPPLIER,
        publicKey,
        originalName: `auditoria-${kind}.pdf`,
        blobName: `${AUDIT_MATRIX_SUPPLIER}/${id}.pdf`,
        storageUrl: `https://matriz.invalid/${id}.pdf`,
        contentType: 'application/pdf',
        length: 10,
        md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
        status: spec.status,
        ...('auditStatus' in spec ? { auditStatus: spec.auditStatus } : {}),
        documentTypeCode: spec.type,
        documentTypeFullName: spec.type,
        displayName: spec.type,
        formDataItems: [],
        relationships: [],
        supplierName: 'Limpieza y Servicios del Bajío SA de CV',
        periodKey: 'initial',
        initialValidity: now,
        createdAt: now,
        createdBy: 'matriz',
        modifiedAt: now,
      });
    }),
  );
}

import { createHash } from 'node:crypto';
import { documentPublicKey, roles, type Role } from '@expediente/contracts';
import { DocumentsRepository } from '../../documents/documents.repository';
import { DisputeAttachmentsRepository, DisputesRepository } from '../disputes.repository';

/**
 * Disputes for the authorization matrix (shell/__tests__/authorization-matrix.test.ts): one per entry and role,
 * so that the roles' calls, sent together, never change the same dispute; a document per role for POST add; one
 * attachment on the read dispute. Written straight to the store.
 */
export const DISPUTES_MATRIX_SUPPLIER = 'sup-limpieza-bajio';
const entries = ['read', 'comment', 'status', 'attachment'] as const;
type MatrixEntry = (typeof entries)[number];
export const DISPUTES_MATRIX_ATTACHMENT = `datt-${'0'.repeat(31)}1`;

function uuidOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The read entries share one dispute (nothing changes it); the others one per role. */
export const disputeMatrixKey = (entry: MatrixEntry, role: Role) => uuidOf(entry === 'read' ? 'disputes-matrix|read' : `disputes-matrix|${entry}|${role}`);
export const disputeMatrixDocument = (role: Role) => documentPublicKey(DISPUTES_MATRIX_SUPPLIER, uuidOf(`disputes-matrix|document|${role}`));

export async function createDisputesMatrix(tenantId: string): Promise<void> {
  const scope = { tenantId };
  const repo = new DisputesRepository();
  const docs = new DocumentsRepository();
  const now = new Date().toISOString();
  const fromDate = '2026-03-01T06:00:00.000Z';
  const keys = new Set(entries.flatMap((entry) => roles.map((role) => disputeMatrixKey(entry, role))));
  await Promise.all(
    [...keys].map((id) =>
      repo.create(scope, {
        id,
        disputeType: 'document:amend',
        status: 'open',
        description: 'Matriz',
        documentPublicKey: disputeMatrixDocument('Developer'),
        latestDocumentPublicKey: disputeMatrixDocument('Developer'),
        documentName: 'matriz-aclaracion.pdf',
        documentTypeCode: 'mxdeclisr',
        documentTypeName: 'Declaración ISR retenciones',
        supplierId: DISPUTES_MATRIX_SUPPLIER,
        supplierName: 'Limpieza y Servicios del Bajío SA de CV',
        openedBy: { userId: 'matriz', displayName: 'Matriz' },
        startDate: now,
        modifiedAt: now,
      }),
    ),
  );
  await new DisputeAttachmentsRepository().put(scope, disputeMatrixKey('read', 'Developer'), DISPUTES_MATRIX_ATTACHMENT, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', {
    name: 'matriz.pdf',
    uploadedBy: 'matriz',
  });
  await Promise.all(
    roles.map((role) => {
      const publicKey = disputeMatrixDocument(role);
      const id = publicKey.slice(-36);
      return docs.create(scope, {
        id,
        supplierId: DISPUTES_MATRIX_SUPPLIER,
        publicKey,
        originalName: 'matriz-aclaracion.pdf',
        blobName: `${DISPUTES_MATRIX_SUPPLIER}/${id}.pdf`,
        storageUrl: `https://matriz.invalid/${id}.pdf`,
        contentType: 'application/pdf',
        length: 10,
        md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
        status: 'P',
        documentTypeCode: 'mxdeclisr',
        documentTypeFullName: 'Declaración de ISR retenciones por salarios + acuse',
        displayName: 'Declaración ISR retenciones',
        formDataItems: [],
        relationships: [],
        supplierName: 'Limpieza y Servicios del Bajío SA de CV',
        fromDate,
        periodKey: fromDate,
        initialValidity: fromDate,
        createdAt: now,
        createdBy: 'matriz',
        modifiedAt: now,
      });
    }),
  );
}

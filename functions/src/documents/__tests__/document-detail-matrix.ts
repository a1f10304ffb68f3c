import { createHash } from 'node:crypto';
import { documentPublicKey, roles, type Role } from '@expediente/contracts';
import { DocumentsRepository } from '../documents.repository';

/**
 * Documents for the authorization matrix's document detail entries (shell/__tests__/authorization-matrix.test.ts):
 * one per entry and role, so that the roles' calls, sent together, never change the same document. Written
 * straight to the store (no blob: these calls do not read it). A Supplier may delete only status I, so the
 * Supplier's documents are I.
 */
export const MATRIX_SUPPLIER = 'sup-limpieza-bajio';
export const matrixDocumentEntries = ['documentDetail', 'documentStatusUpdate', 'documentPeriodUpdate', 'documentSaveMetadata', 'documentDelete'] as const;

/** A stable uuid-shaped id per entry and role. */
function uuidOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const matrixDocumentKey = (entry: (typeof matrixDocumentEntries)[number], role: Role) => documentPublicKey(MATRIX_SUPPLIER, uuidOf(`matrix|${entry}|${role}`));

export async function createMatrixDocuments(tenantId: string): Promise<void> {
  const repo = new DocumentsRepository();
  const now = new Date().toISOString();
  const fromDate = '2026-03-01T06:00:00.000Z';
  await Promise.all(
    matrixDocumentEntries.flatMap((entry) =>
      roles.map((role) => {
        const publicKey = matrixDocumentKey(entry, role);
        const id = publicKey.slice(-36);
        return repo.create({ tenantId }, {
          id,
          supplierId: MATRIX_SUPPLIER,
          publicKey,
          originalName: `matriz-${entry}.pdf`,
          blobName: `${MATRIX_SUPPLIER}/${id}.pdf`,
          storageUrl: `https://matriz.invalid/${id}.pdf`,
          contentType: 'application/pdf',
          length: 10,
          md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
          status: role === 'Supplier' ? 'I' : 'P',
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
    ),
  );
}

import type { Dispute, DisputeComment } from '@expediente/contracts/disputes/disputes';

export const DISPUTE_KEY = '3f1c2a4e-6b1d-4c3e-9a7f-1b2c3d4e5f60';
export const DOCUMENT_KEY = 'sup-limpieza-bajio.0f8c2a4e-6b1d-4c3e-9a7f-1b2c3d4e5f60';

/** A dispute as GET /api/disputes/{id} answers it (contracts' disputeSchema). */
export function disputeFixture(overrides: Partial<Dispute> = {}): Dispute {
  return {
    disputePublicKey: DISPUTE_KEY,
    disputeStatus: 'open',
    disputeDescription: 'Falta la página del acuse.',
    disputeType: 'document:amend',
    disputeStartDate: '2026-04-10T17:00:00.000Z',
    disputeEndDate: null,
    documentPublicKey: DOCUMENT_KEY,
    latestDocumentPublicKey: DOCUMENT_KEY,
    documentName: 'isr-marzo.pdf',
    documentTypeCode: 'mxdeclisr',
    documentTypeName: 'Declaración ISR retenciones',
    supplierPublicKey: 'sup-limpieza-bajio',
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    openedByName: 'Adriana Morales Paz',
    ...overrides,
  };
}

export function commentFixture(overrides: Partial<DisputeComment> = {}): DisputeComment {
  return {
    commentPublicKey: `comment:${Math.random().toString(16).slice(2)}`,
    disputeCommentDate: '2026-04-10T17:00:00.000Z',
    disputeCommentary: 'Falta la página del acuse.',
    userPublicKey: 'usr-admin',
    authorName: 'Adriana Morales Paz',
    authorSide: 'auditor',
    attachedFilePublicKey: null,
    attachedFileName: null,
    currentDocumentPk: DOCUMENT_KEY,
    ...overrides,
  };
}

import { randomUUID } from 'node:crypto';
import { documentPublicKey, normalizeSearchText } from '@expediente/contracts';
import { DocumentsRepository, type DocumentItem } from '../../documents/documents.repository';

/** The audit lists' tests write documents straight to the store: the lists read records, never blobs. */
export const demo = { tenantId: 'demo-corporativo' };
const docs = new DocumentsRepository();

const typeNames: Record<string, [string, string]> = {
  mxcontratose: ['Contrato de servicios', 'Contrato de servicios u obras especializados'],
  mxopinion32d: ['Opinión SAT 32-D', 'Opinión del cumplimiento de obligaciones fiscales (32-D)'],
  mximssopinion: ['Opinión IMSS', 'Opinión de cumplimiento en materia de seguridad social'],
  mxcsf: ['CSF', 'Constancia de Situación Fiscal'],
  mxrepse: ['REPSE', 'Registro REPSE (aviso de registro)'],
  mxactaconstitutiva: ['Acta constitutiva', 'Acta constitutiva y reformas'],
  mxdc3: ['DC-3', 'Constancia DC-3 de habilidades laborales'],
};

export type AuditSeed = Partial<Omit<DocumentItem, 'pk' | 'tenantId' | 'type'>> & { documentTypeCode: string; createdAt: string };

export async function seedAuditDocument(seed: AuditSeed, scope = demo, supplierId = 'sup-limpieza-bajio', supplierName = 'Limpieza y Servicios del Bajío SA de CV'): Promise<DocumentItem> {
  const id = randomUUID();
  const [shortName, fullName] = typeNames[seed.documentTypeCode] ?? [seed.documentTypeCode, seed.documentTypeCode];
  const originalName = `auditoria-${id.slice(0, 8)}.pdf`;
  return docs.create(scope, {
    id,
    supplierId,
    publicKey: documentPublicKey(supplierId, id),
    originalName,
    blobName: `${supplierId}/${id}.pdf`,
    storageUrl: `https://prueba.invalid/${id}.pdf`,
    contentType: 'application/pdf',
    length: 10,
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    status: 'P',
    documentTypeFullName: fullName,
    displayName: shortName,
    formDataItems: [],
    relationships: [],
    supplierName,
    searchText: normalizeSearchText([originalName, shortName, fullName, supplierName].join(' ')),
    periodKey: 'initial',
    initialValidity: seed.createdAt,
    createdBy: 'prueba',
    modifiedAt: seed.createdAt,
    ...seed,
  });
}

import { createHash } from 'node:crypto';
import { documentPublicKey, normalizeSearchText, type AuditStatus, type DocumentStatus } from '@expediente/contracts';
import { ContactsRepository } from '../contacts/contacts.repository';
import { DisputeAttachmentsRepository, type CommentItem, type DisputeItem } from '../disputes/disputes.repository';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { documentsPk, type DocumentItem } from '../documents/documents.repository';
import { putBlob } from '../platform/blobs';
import { TenantContainer, type TenantScope } from '../platform/cosmos';
import { blobContainers } from '../platform/resources';
import { seedUuid, tinyPdf } from './seed-documents';

/**
 * Seed version 9: the review loop for `npm start` (issue 15). For Limpieza y Servicios del Bajío, four documents
 * with audit statuses — approved, rejected, amend-required with an open correction dispute the supplier already
 * answered (in process), and amend-required replaced by an amendment that was accepted (fixed-approved) with its
 * finished dispute, one comment carrying a file. Ids are hashes of fixed names and every write is an upsert, so a
 * rerun writes the same items again.
 */

const SUPPLIER = 'sup-limpieza-bajio';
export type ReviewSeedUser = { userId: string; displayName: string };

type Plan = {
  key: string;
  code: string;
  period: string;
  status: DocumentStatus;
  auditStatus: AuditStatus;
  reason?: string;
  amends?: string;
};

const plans: Plan[] = [
  { key: 'approved', code: 'mxdeclisr', period: '2026-01-01', status: 'V', auditStatus: 'approved' },
  { key: 'rejected', code: 'mxdeclisr', period: '2026-02-01', status: 'I', auditStatus: 'rejected', reason: 'La declaración corresponde a otro RFC.' },
  { key: 'open', code: 'mximsscop', period: '2026-03-01', status: 'I', auditStatus: 'amend-required', reason: 'Falta la página del comprobante de pago.' },
  { key: 'fixed-original', code: 'mxdecliva', period: '2026-02-01', status: 'I', auditStatus: 'amend-required', reason: 'El acuse no es legible.' },
  { key: 'fixed', code: 'mxdecliva', period: '2026-02-01', status: 'V', auditStatus: 'fixed-approved', amends: 'fixed-original' },
];

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`).toISOString();

export async function seedReview(scope: TenantScope, people: { auditor: ReviewSeedUser; supplier: ReviewSeedUser }): Promise<void> {
  if (scope.tenantId !== 'demo-corporativo') return;
  const supplier = await new ContactsRepository().read(scope, SUPPLIER);
  if (!supplier) return;
  const types = new Map((await new DocumentTypesRepository().types(scope)).map((t) => [t.codeName, t]));
  const docs = new TenantContainer<DocumentItem>('documents');
  const uuidOf = (key: string) => seedUuid(`${scope.tenantId}/${SUPPLIER}/review/${key}`);
  const keyOf = (key: string) => documentPublicKey(SUPPLIER, uuidOf(key));
  const disputeOf = { open: seedUuid(`${scope.tenantId}/dispute/open`), fixed: seedUuid(`${scope.tenantId}/dispute/fixed`) };

  const items: DocumentItem[] = [];
  for (const [n, plan] of plans.entries()) {
    const type = types.get(plan.code);
    if (!type) return;
    const uuid = uuidOf(plan.key);
    const file = tinyPdf(`${type.shortName} - ${supplier.displayName} - ${plan.period}${plan.amends ? ' (correccion)' : ''}`);
    const blobName = `${SUPPLIER}/${uuid}.pdf`;
    const url = (await putBlob(scope, blobContainers.documents, blobName, file, 'application/pdf')).url.split('?')[0]!;
    // An amendment comes days after the original's review.
    const uploaded = at(plan.period.replace(/-01$/, plan.amends ? '-26' : '-20'), 15 + n);
    const reviewed = new Date(Date.parse(uploaded) + 2 * 86_400_000).toISOString();
    const originalName = `${type.shortName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '_')}_${plan.period.slice(0, 7)}${plan.amends ? '_correccion' : ''}.pdf`;
    const fromDate = `${plan.period}T06:00:00.000Z`;
    const disputeKey = plan.key === 'open' ? disputeOf.open : undefined;
    items.push({
      id: uuid,
      pk: documentsPk(scope.tenantId, SUPPLIER),
      tenantId: scope.tenantId,
      type: 'document',
      supplierId: SUPPLIER,
      publicKey: documentPublicKey(SUPPLIER, uuid),
      originalName,
      blobName,
      storageUrl: url,
      contentType: 'application/pdf',
      length: file.length,
      md5: createHash('md5').update(file).digest('base64'),
      status: plan.status,
      documentTypeCode: type.codeName,
      documentTypeFullName: type.fullName,
      displayName: type.displayName,
      formDataItems: [],
      relationships: [],
      supplierName: supplier.displayName,
      searchText: normalizeSearchText([originalName, type.shortName, type.fullName, supplier.displayName].join(' ')),
      fromDate,
      periodKey: fromDate,
      initialValidity: fromDate,
      ...(plan.amends ? { amendedDocument: keyOf(plan.amends) } : {}),
      ...(plan.key === 'fixed-original' ? { amendedBy: keyOf('fixed') } : {}),
      ...(plan.reason ? { rejectReason: plan.reason } : {}),
      review: { ...people.auditor, at: reviewed },
      auditStatus: plan.auditStatus,
      audit: { ...people.auditor, at: reviewed, ...(plan.reason ? { reason: plan.reason } : {}) },
      ...(disputeKey ? { disputeKey } : {}),
      createdAt: uploaded,
      createdBy: people.supplier.userId,
      modifiedAt: reviewed,
    });
  }
  for (const item of items) await docs.upsert(scope, item);

  const byKey = (key: string) => items[plans.findIndex((p) => p.key === key)]!;
  const disputes = new TenantContainer<DisputeItem | CommentItem>('disputes');
  const dispute = (id: string, doc: DocumentItem, latest: DocumentItem, status: DisputeItem['status'], start: string, end?: string): DisputeItem => ({
    id,
    pk: scope.tenantId,
    tenantId: scope.tenantId,
    type: 'dispute',
    disputeType: 'document:amend',
    status,
    description: doc.rejectReason ?? '',
    documentPublicKey: doc.publicKey,
    latestDocumentPublicKey: latest.publicKey,
    documentName: doc.originalName,
    documentTypeCode: doc.documentTypeCode,
    documentTypeName: types.get(doc.documentTypeCode)?.shortName ?? doc.displayName,
    supplierId: SUPPLIER,
    supplierName: supplier.displayName,
    openedBy: people.auditor,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    sortKey: `${start}|${id}`,
    modifiedAt: end ?? start,
  });
  const comment = (disputeKey: string, n: number, who: 'auditor' | 'supplier', date: string, text: string, extra: Partial<CommentItem> = {}): CommentItem => ({
    id: `comment:${seedUuid(`${disputeKey}/${n}`)}`,
    pk: scope.tenantId,
    tenantId: scope.tenantId,
    type: 'comment',
    disputeKey,
    date,
    commentary: text,
    userId: people[who].userId,
    authorName: people[who].displayName,
    authorSide: who,
    ...extra,
  });

  const open = byKey('open');
  const openStart = open.audit!.at;
  await disputes.upsert(scope, dispute(disputeOf.open, open, open, 'in-process', openStart));
  await disputes.upsert(scope, comment(disputeOf.open, 0, 'auditor', openStart, open.rejectReason!, { currentDocumentPk: open.publicKey }));
  await disputes.upsert(scope, comment(disputeOf.open, 1, 'supplier', new Date(Date.parse(openStart) + 3_600_000).toISOString(), 'Lo reviso con el área de nómina y subo la corrección esta semana.'));

  const original = byKey('fixed-original');
  const fixed = byKey('fixed');
  const fixedStart = original.audit!.at;
  const fixedEnd = fixed.audit!.at;
  const attachment = `datt-${createHash('sha256').update(`${scope.tenantId}/dispute/fixed/file`).digest('hex').slice(0, 32)}`;
  await new DisputeAttachmentsRepository().put(scope, disputeOf.fixed, attachment, tinyPdf('Acuse de recibo legible'), 'application/pdf', { name: 'acuse-legible.pdf', uploadedBy: people.supplier.userId });
  await disputes.upsert(scope, dispute(disputeOf.fixed, original, fixed, 'finished', fixedStart, fixedEnd));
  await disputes.upsert(scope, comment(disputeOf.fixed, 0, 'auditor', fixedStart, original.rejectReason!, { currentDocumentPk: original.publicKey }));
  await disputes.upsert(
    scope,
    comment(disputeOf.fixed, 1, 'supplier', new Date(Date.parse(fixedStart) + 7_200_000).toISOString(), 'Adjunto el acuse legible; ya cargué la corrección.', {
      attachedFilePublicKey: attachment,
      attachedFileName: 'acuse-legible.pdf',
      currentDocumentPk: original.publicKey,
    }),
  );
  await disputes.upsert(scope, comment(disputeOf.fixed, 2, 'auditor', fixedEnd, 'Corrección aceptada. Gracias.', { currentDocumentPk: fixed.publicKey }));
}

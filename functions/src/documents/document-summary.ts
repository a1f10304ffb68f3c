import { mexicoCityDay, periodOfDay, riskLevels, type DocumentSummary, type DocumentType } from '@expediente/contracts';
import type { DocumentItem } from './documents.repository';

/** What the summary reads of a document's type (a DocumentTypeItem or the API shape both fit). */
export type SummaryType = Pick<
  DocumentType,
  'shortName' | 'fullName' | 'periodCodeName' | 'periodReading' | 'temporalityDisplayName' | 'periodDisplayName' | 'risk' | 'riskDisplayName'
>;

/** The period of a document: month, year and label in the type's cadence and reading ('Inicial' without one). */
export function documentPeriod(item: Pick<DocumentItem, 'fromDate'>, type: Pick<SummaryType, 'periodCodeName' | 'periodReading'> | undefined) {
  if (!item.fromDate || !type || type.periodCodeName === 'initial') return { label: 'Inicial', number: 1 } as const;
  // fromDate is the first of the month at -06:00: its day in Mexico City is the period's first day.
  const day = mexicoCityDay(new Date(item.fromDate));
  const period = periodOfDay(type.periodCodeName, day, type.periodReading);
  return { label: period.label, number: period.number, month: Number(day.slice(5, 7)), year: Number(day.slice(0, 4)) };
}

/**
 * A stored document in the list/detail shape (part 2 §3 Document). The type gives the names, cadence and risk;
 * a type removed from the tenant's catalogue since the upload falls back to what the record copied.
 */
export function toDocumentSummary(item: DocumentItem, type: SummaryType | undefined): DocumentSummary {
  const period = documentPeriod(item, type);
  const risk = type?.risk ?? 3;
  const shortName = type?.shortName ?? item.displayName;
  return {
    publicKey: item.publicKey,
    id: item.id,
    name: item.originalName,
    displayName: item.displayName,
    originalName: item.originalName,
    status: item.status,
    ...(item.fromDate ? { fromDate: item.fromDate } : {}),
    initialValidity: item.initialValidity,
    logicalKey: [item.supplierName ?? item.supplierId, shortName, period.label].join(' · '),
    documentTypeCodeName: item.documentTypeCode,
    documentTypeShortName: shortName,
    documentTypeFullName: type?.fullName ?? item.documentTypeFullName,
    contentType: item.contentType,
    length: item.length,
    creationDate: item.createdAt,
    ...('month' in period ? { month: period.month, year: period.year } : {}),
    temporalityDisplayName: type?.temporalityDisplayName ?? '',
    periodDisplayName: type?.periodDisplayName ?? '',
    periodLabel: period.label,
    risk,
    riskDisplayName: type?.riskDisplayName ?? riskLevels[risk].displayName,
    ...(item.rejectReason ? { rejectReason: item.rejectReason } : {}),
    ...(item.review ? { validated: item.review.at, validatedBy: { displayName: item.review.displayName } } : {}),
    supplier: { publicKey: item.supplierId, displayName: item.supplierName ?? item.supplierId, partyType: 2 },
    ...(item.customerId ? { customer: { publicKey: item.customerId, displayName: item.customerName ?? item.customerId, partyType: 2 } } : {}),
    ...(item.amendedBy ? { amendedBy: item.amendedBy } : {}),
    ...(item.amendedDocument ? { amendedDocument: item.amendedDocument } : {}),
  };
}

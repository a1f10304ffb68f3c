import {
  complianceCellsResponseSchema,
  complianceGridResponseSchema,
  complianceSummaryResponseSchema,
  type ComplianceCellsResponse,
  type ComplianceGridResponse,
  type ComplianceSummaryResponse,
  type GridRow,
} from '@expediente/contracts/compliance/compliance';

/** Answers of the compliance calls, each parsed by its contracts schema (a fixture the API could not send fails). */

const counts = (valid: number, review: number, rejected: number, missing: number, overdue: number) => ({
  valid,
  review,
  rejected,
  missing,
  overdue,
  total: valid + review + rejected + missing + overdue,
});

export function gridRow(overrides: Partial<GridRow> = {}): GridRow {
  return {
    supplierPK: 'sup-limpieza-bajio',
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    rfc: 'LSB150312QA2',
    counts: counts(6, 1, 1, 1, 1),
    rate: 60,
    risk: 'M',
    payable: false,
    documentsCount: 7,
    updatedAt: '2026-03-10T16:00:00.000Z',
    cells: [
      { documentTypeCodeName: 'mxopinion32d', state: 'valid', counts: counts(3, 0, 0, 0, 0) },
      { documentTypeCodeName: 'mximssopinion', state: 'overdue', counts: counts(1, 0, 0, 0, 1) },
      { documentTypeCodeName: 'mxrepse', state: 'rejected', counts: counts(0, 0, 1, 0, 0) },
      { documentTypeCodeName: 'mxicsoe', state: 'review', counts: counts(0, 1, 0, 0, 0) },
      { documentTypeCodeName: 'mxcsf', counts: counts(0, 0, 0, 0, 0) },
    ],
    ...overrides,
  };
}

export function gridAnswer(overrides: Partial<ComplianceGridResponse> = {}): ComplianceGridResponse {
  return complianceGridResponseSchema.parse({
    year: 2026,
    columns: [
      { documentTypeCodeName: 'mxopinion32d', displayName: 'Opinión SAT', risk: 1 },
      { documentTypeCodeName: 'mximssopinion', displayName: 'Opinión IMSS', risk: 1 },
      { documentTypeCodeName: 'mxrepse', displayName: 'REPSE', risk: 1 },
      { documentTypeCodeName: 'mxicsoe', displayName: 'ICSOE', risk: 2 },
      { documentTypeCodeName: 'mxcsf', displayName: 'CSF', risk: 3 },
    ],
    rows: [
      gridRow(),
      gridRow({
        supplierPK: 'sup-seguridad-norte',
        supplierName: 'Seguridad Privada del Norte SA de CV',
        rfc: 'SPN180101AB1',
        rate: 100,
        risk: 'B',
        payable: true,
        counts: counts(5, 0, 0, 0, 0),
        cells: [
          { documentTypeCodeName: 'mxopinion32d', state: 'valid', counts: counts(3, 0, 0, 0, 0) },
          { documentTypeCodeName: 'mximssopinion', state: 'valid', counts: counts(1, 0, 0, 0, 0) },
          { documentTypeCodeName: 'mxrepse', state: 'valid', counts: counts(1, 0, 0, 0, 0) },
          { documentTypeCodeName: 'mxicsoe', state: 'missing', counts: counts(0, 0, 0, 1, 0) },
          { documentTypeCodeName: 'mxcsf', state: 'valid', counts: counts(1, 0, 0, 0, 0) },
        ],
      }),
    ],
    totalCount: 43,
    pageIndex: 0,
    pageSize: 25,
    ...overrides,
  });
}

export function summaryAnswer(overrides: Partial<ComplianceSummaryResponse> = {}): ComplianceSummaryResponse {
  return complianceSummaryResponseSchema.parse({
    year: 2026,
    suppliersCount: 43,
    counts: counts(300, 20, 12, 40, 28),
    rate: 75,
    risk: 'M',
    suppliersByRisk: { A: 6, M: 15, B: 22 },
    overTime: [
      { month: '2026-01', rate: 70, counts: counts(70, 0, 10, 0, 20) },
      { month: '2026-02', rate: 80, counts: counts(80, 10, 0, 10, 0) },
      { month: '2026-03', rate: 0, counts: counts(0, 0, 0, 0, 0) },
    ],
    expiring: [
      { documentId: 'doc-opinion-1', supplierPK: 'sup-limpieza-bajio', supplierName: 'Limpieza y Servicios del Bajío SA de CV', documentTypeCodeName: 'mxopinion32d', documentDisplayName: 'Opinión SAT', expiry: '2026-03-20' },
    ],
    overdue: [
      {
        slotKey: 'mximssopinion~monthly:2026:1~-',
        supplierPK: 'sup-limpieza-bajio',
        supplierName: 'Limpieza y Servicios del Bajío SA de CV',
        documentTypeCodeName: 'mximssopinion',
        documentDisplayName: 'Opinión IMSS',
        periodLabel: 'Enero 2026',
        dueDate: '2026-02-17',
      },
    ],
    rejectionsByType: [
      { documentTypeCodeName: 'mxrepse', documentDisplayName: 'REPSE', count: 7 },
      { documentTypeCodeName: 'mxicsoe', documentDisplayName: 'ICSOE', count: 5 },
    ],
    sat69bFlagged: 2,
    updatedAt: '2026-03-10T16:00:00.000Z',
    ...overrides,
  });
}

export function cellsAnswer(): ComplianceCellsResponse {
  const { cells: _cells, ...supplier } = gridRow();
  return complianceCellsResponseSchema.parse({
    supplier,
    year: 2026,
    cells: [
      {
        slotKey: 'mximssopinion~monthly:2026:1~-',
        documentTypeCodeName: 'mximssopinion',
        documentDisplayName: 'Opinión IMSS',
        periodKey: 'monthly:2026:1',
        periodLabel: 'Enero 2026',
        state: 'overdue',
        dueDate: '2026-02-17',
      },
      {
        slotKey: 'mximssopinion~monthly:2026:2~-',
        documentTypeCodeName: 'mximssopinion',
        documentDisplayName: 'Opinión IMSS',
        periodKey: 'monthly:2026:2',
        periodLabel: 'Febrero 2026',
        state: 'valid',
        dueDate: '2026-03-17',
        documentId: 'doc-imss-feb',
        documentStatus: 'V',
        expiry: '2026-03-30',
      },
    ],
  });
}

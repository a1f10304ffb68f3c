import '../../../components/__tests__/fluent-jsdom';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import type { DocumentExtraction } from '@expediente/contracts/metadata/extraction';
import type { Role } from '@expediente/contracts/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { EXTRACTION_POLL_MS, extractionPollInterval } from '../api/poll-document-extraction';

beforeAll(async () => {
  await getRoute('documentDetail').page();
}, 120_000);

afterEach(() => vi.restoreAllMocks());

const KEY = 'sup-limpieza-bajio.0f8c2a4e-6b1d-4c3e-9a7f-1b2c3d4e5f60';
const BLOB = 'http://127.0.0.1:10000/devstoreaccount1/documents/tenant-demo/sup-limpieza-bajio/opinion-32d.pdf';

function detail(extraction?: DocumentExtraction, overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    publicKey: KEY,
    id: KEY.slice(-36),
    name: 'opinion-32d.pdf',
    displayName: 'Opinión de cumplimiento SAT',
    originalName: 'opinion-32d.pdf',
    status: 'P',
    fromDate: '2026-03-01T06:00:00.000Z',
    initialValidity: '2026-03-01T06:00:00.000Z',
    logicalKey: 'Limpieza · Opinión 32-D · Marzo 2026',
    documentTypeCodeName: 'mxopinion32d',
    documentTypeShortName: 'Opinión 32-D',
    documentTypeFullName: 'Opinión de cumplimiento de obligaciones fiscales (32-D)',
    contentType: 'application/pdf',
    length: 20480,
    creationDate: '2026-04-10T17:00:00.000Z',
    month: 3,
    year: 2026,
    temporalityDisplayName: 'Periódico',
    periodDisplayName: 'Mensual',
    periodLabel: 'Marzo 2026',
    risk: 1,
    riskDisplayName: 'Alto',
    supplier: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2 },
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    formDataItems: [],
    metaDataItems: [],
    identifiers: [],
    relations: [],
    relatedDocuments: [],
    extension: 'pdf',
    can: { download: true, editStatus: true, editMetadata: true, editPeriod: false, delete: false, upload: true },
    ...(extraction ? { extraction } : {}),
    ...overrides,
  };
}

const partial: DocumentExtraction = {
  outcome: 'partial',
  method: 'pdf-text',
  at: '2026-04-10T17:05:00.000Z',
  validUntil: '2026-05-10',
  findings: [
    { code: 'rfc-matches', result: 'pass', message: 'El RFC del documento es el del proveedor.' },
    { code: 'opinion-positive', result: 'fail', message: 'La opinión es negativa.' },
    { code: 'period-matches', result: 'unknown', message: 'No se encontró el periodo en el documento.' },
  ],
};
const queued: DocumentExtraction = { outcome: 'queued', at: '2026-04-10T17:06:00.000Z', findings: [] };
const running: DocumentExtraction = { outcome: 'running', at: '2026-04-10T17:06:00.000Z', findings: [] };
const clean: DocumentExtraction = {
  outcome: 'clean',
  method: 'pdf-text',
  at: '2026-04-10T17:07:00.000Z',
  findings: [{ code: 'opinion-positive', result: 'pass', message: 'La opinión es positiva.' }],
};

function setup(answers: Answer | Answer[], routes: Record<string, Answer | Answer[]> = {}, role: Role = 'Customer', features: Record<string, boolean> = { 'reprocess-document-ai': true }) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features })),
    [`GET /api/documents/${KEY}`]: answers,
    'GET /api/documents/fields': jsonResponse({ documentFields: {} }),
    [`GET /api/documents/${KEY}/download`]: jsonResponse({ url: `${BLOB}?sv=2025-01-05&se=2026-04-10T17%3A10%3A00Z&sr=b&sp=r&sig=abc`, expiresOn: '2026-04-10T17:10:00.000Z', fileName: 'opinion-32d.pdf', contentType: 'application/pdf' }),
    ...routes,
  });
  renderApp(`/documents/${KEY}`);
  return fetch;
}

const card = () => screen.findByRole('group', { name: 'Extracción de datos' });
const detailCalls = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, `GET /api/documents/${KEY}`).length;

describe('extraction poll interval', () => {
  it('is 2 s while queued or running and 0 once the run has ended or there is none', () => {
    expect(extractionPollInterval(detail(queued))).toBe(EXTRACTION_POLL_MS);
    expect(extractionPollInterval(detail(running))).toBe(EXTRACTION_POLL_MS);
    for (const ended of ['clean', 'partial', 'image', 'not-supported', 'error'] as const) {
      expect(extractionPollInterval(detail({ ...clean, outcome: ended }))).toBe(0);
    }
    expect(extractionPollInterval(detail())).toBe(0);
    expect(extractionPollInterval(undefined)).toBe(0);
  });
});

describe('/documents/{id}: extraction card', () => {
  it('shows the outcome, method, date, validity and each finding with its label and a result in words', async () => {
    setup(jsonResponse({ document: detail(partial) }));
    const extraction = await card();
    expect(within(extraction).getByText('Parcial')).toBeTruthy();
    expect(within(extraction).getByText('Texto del PDF')).toBeTruthy();
    expect(within(extraction).getByText('10-abr-2026 11:05')).toBeTruthy();
    expect(within(extraction).getByText('Vigente hasta 10-may-2026')).toBeTruthy();
    const findings = within(extraction).getAllByRole('listitem');
    expect(findings.map((f) => f.textContent)).toEqual([
      'RFC del proveedor: CumpleEl RFC del documento es el del proveedor.',
      'Sentido de la opinión: No cumpleLa opinión es negativa.',
      'Periodo del documento: Sin determinarNo se encontró el periodo en el documento.',
    ]);
    expect(within(extraction).queryByText('Extrayendo datos…')).toBeNull();
  });

  it.each([
    ['image', 'Imagen'],
    ['not-supported', 'No soportado'],
    ['clean', 'Completa'],
  ] as const)('labels the outcome %s as %s', async (outcome, label) => {
    setup(jsonResponse({ document: detail({ ...clean, outcome }) }));
    expect(within(await card()).getByText(label)).toBeTruthy();
  });

  it('shows an error run with its message', async () => {
    setup(jsonResponse({ document: detail({ outcome: 'error', method: 'ocr', at: '2026-04-10T17:05:00.000Z', findings: [], error: 'El PDF está protegido con contraseña.' }) }));
    const extraction = await card();
    expect(within(extraction).getByText('Error', { selector: 'dd *, dd' })).toBeTruthy();
    expect(within(extraction).getByText('El PDF está protegido con contraseña.')).toBeTruthy();
    expect(within(extraction).getByText('OCR')).toBeTruthy();
  });

  it("polls the detail while the run is queued or running ('Extrayendo datos…') and stops when it ends", async () => {
    const fetch = setup([jsonResponse({ document: detail(queued) }), jsonResponse({ document: detail(running) }), jsonResponse({ document: detail(clean) })]);
    const extraction = await card();
    expect(within(extraction).getByText('Extrayendo datos…')).toBeTruthy();
    expect(await within(extraction).findByText('Completa', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(extraction).queryByText('Extrayendo datos…')).toBeNull();
    expect(within(extraction).getByText('La opinión es positiva.')).toBeTruthy();
    const calls = detailCalls(fetch);
    // Longer than one interval: a poll still running would have asked again by now.
    await new Promise((resolve) => setTimeout(resolve, EXTRACTION_POLL_MS + 1000));
    expect(detailCalls(fetch)).toBe(calls);
  }, 60_000);

  it("'Reprocesar documento' sends the document's keys and blob, says so, and polls until the new run ends", async () => {
    const user = userEvent.setup();
    const fetch = setup([jsonResponse({ document: detail(partial) }), jsonResponse({ document: detail(running) }), jsonResponse({ document: detail(clean) })], {
      'POST /api/metadata/extraction-clean': jsonResponse({ queued: true, extraction: queued }, 202),
    });
    const extraction = await card();
    await user.click(within(extraction).getByRole('button', { name: 'Reprocesar documento' }));
    expect(await screen.findByText('El documento se envió a procesar de nuevo.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/metadata/extraction-clean')[0]?.body).toEqual({ DocumentPK: KEY, DocumentType: 'mxopinion32d', DocumentPeriod: 'Marzo 2026', BlobUrl: BLOB });
    expect(await within(extraction).findByText('Completa', {}, { timeout: 15_000 })).toBeTruthy();
  }, 60_000);

  it("says 'Error al procesar el documento.' when the reprocess fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(jsonResponse({ document: detail(partial) }), { 'POST /api/metadata/extraction-clean': apiError(500, 'internal', 'Error interno.') });
    const extraction = await card();
    await user.click(within(extraction).getByRole('button', { name: 'Reprocesar documento' }));
    expect(await screen.findByText('Error al procesar el documento.')).toBeTruthy();
    expect(within(extraction).getByText('Parcial')).toBeTruthy();
  });

  it('has no reprocess button with the flag off', async () => {
    setup(jsonResponse({ document: detail(partial) }), {}, 'Customer', {});
    const extraction = await card();
    expect(within(extraction).queryByRole('button', { name: 'Reprocesar documento' })).toBeNull();
  });

  it('shows no card for a document never extracted when the user may not reprocess', async () => {
    setup(jsonResponse({ document: detail() }), {}, 'Viewer');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Cumplimiento' })).toBeTruthy());
    expect(screen.queryByRole('group', { name: 'Extracción de datos' })).toBeNull();
  });
});

describe('/documents/{id}: the Developer\'s metadata card', () => {
  it('shows the metadata items, identifiers and pretty JSON of GET /api/documents/metadata/{id}', async () => {
    const fetch = setup(jsonResponse({ document: detail(clean) }), {
      [`GET /api/documents/metadata/${KEY}`]: jsonResponse({
        metaDataItems: [{ key: 'sentido', label: 'Sentido', value: 'Positivo' }],
        identifiers: [{ key: 'rfc', value: 'LSE150312QA2' }],
        jsonData: '{"sentido":"Positivo"}',
        extraction: clean,
      }),
    }, 'Developer');
    const metadata = await screen.findByRole('group', { name: 'Metadatos' });
    expect(await within(metadata).findByText('Positivo')).toBeTruthy();
    expect(within(metadata).getByText('Identificadores · rfc')).toBeTruthy();
    expect(within(metadata).getByText('LSE150312QA2')).toBeTruthy();
    expect(within(metadata).getByText(/"sentido": "Positivo"/)).toBeTruthy();
    expect(callsTo(fetch, `GET /api/documents/metadata/${KEY}`)).toHaveLength(1);
  });
});

import '../../../components/__tests__/fluent-jsdom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary, DocumentsListResponse } from '@expediente/contracts/documents/documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** /documents (part 2 §2.3): filters in the query string sent as the API's, a 500 ms search, the three empty states, the cards view. */

// The page is a lazy chunk: load it once up front so no test waits on its transform under load.
beforeAll(async () => {
  await getRoute('documents').page();
}, 120_000);

function documentRow(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    publicKey: 'sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    id: '8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    name: 'Opinion_SAT_2026-03.pdf',
    displayName: 'Opinión SAT 32-D',
    originalName: 'Opinion_SAT_2026-03.pdf',
    status: 'V',
    fromDate: '2026-03-01T06:00:00.000Z',
    initialValidity: '2026-03-01T06:00:00.000Z',
    logicalKey: 'Limpieza · Opinión SAT 32-D · Marzo 2026',
    documentTypeCodeName: 'mxopinion32d',
    documentTypeShortName: 'Opinión SAT 32-D',
    documentTypeFullName: 'Opinión del cumplimiento de obligaciones fiscales (32-D)',
    contentType: 'application/pdf',
    length: 1200,
    creationDate: '2026-04-10T17:00:00.000Z',
    month: 3,
    year: 2026,
    temporalityDisplayName: 'Periódico',
    periodDisplayName: 'Mensual',
    periodLabel: 'Marzo 2026',
    risk: 2,
    riskDisplayName: 'Medio',
    supplier: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2 },
    ...overrides,
  };
}
const answer = (documents: DocumentSummary[], totalCount = documents.length): DocumentsListResponse => ({ documents, totalCount });
const payroll = documentRow({
  publicKey: 'sup-limpieza-bajio.1b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
  name: 'CFDI_2026-02.xml',
  status: 'U',
  documentTypeCodeName: 'mxcfdinomina',
  documentTypeShortName: 'CFDI de nómina',
  periodLabel: 'Febrero 2026',
});
const rejected = documentRow({ publicKey: 'sup-limpieza-bajio.2b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d', name: 'Opinion_SAT_2026-01.pdf', status: 'I', rejectReason: 'El documento está vencido.' });

function setup(path: string, list: (url: URL) => Response | Promise<Response>, features: Record<string, boolean> = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ features })),
    'GET /api/documents/': (_init, url) => list(url),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse({ documentTypes: [] }),
    'GET /api/contacts': jsonResponse({ contacts: [], totalCount: 0 }),
  });
  return { fetch, ...renderApp(path) };
}
const listQueries = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, 'GET /api/documents/').map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
const urlQuery = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/documents', () => {
  it('shows the breadcrumb and a table of documents linking to their detail, with the detail reading of statuses and dd-MMM-yyyy dates', async () => {
    setup('/documents', () => jsonResponse(answer([documentRow(), payroll, rejected], 3)));
    expect(await screen.findByRole('heading', { name: 'Documentos', level: 1 })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    const table = await screen.findByRole('grid', { name: 'Documentos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Opinion_SAT_2026-03.pdf' }).getAttribute('href')).toBe(
      '/documents/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    );
    expect(within(rows[0]!).getByText('Válido')).toBeTruthy();
    expect(within(rows[0]!).getByText('01-mar-2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('10-abr-2026')).toBeTruthy();
    // mxcfdinomina reads 'Cargado' (part 2 §2.4); I reads 'Inválido'.
    expect(within(rows[1]!).getByText('Cargado')).toBeTruthy();
    expect(within(rows[2]!).getByText('Inválido')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 documentos');
    // No export button: its call is not built yet.
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('sends the query string’s filters with the API’s names, and a changed filter goes back to page 1', async () => {
    const { fetch, router } = setup('/documents?supplierPK=sup-limpieza-bajio&status=I&type=mxopinion32d&year=2026&month=3&period=3&orderBy=ASC&pageSize=25&pageIndex=2', () =>
      jsonResponse(answer([rejected], 30)),
    );
    await screen.findByRole('grid', { name: 'Documentos' });
    expect(listQueries(fetch).at(-1)).toEqual({
      isRequired: 'required',
      supplierPK: 'sup-limpieza-bajio',
      status: 'I',
      type: 'mxopinion32d',
      year: '2026',
      month: '3',
      period: '3',
      sortOrder: 'ASC',
      pageIndex: '2',
      pageSize: '25',
    });
    // 'Solo Válidos' is status V; page 1 again.
    await userEvent.click(screen.getByRole('switch', { name: 'Solo Válidos' }));
    await waitFor(() => expect(urlQuery(router)).toMatchObject({ status: 'V' }));
    expect(urlQuery(router).pageIndex).toBeUndefined();
    await waitFor(() => expect(listQueries(fetch).at(-1)).toMatchObject({ status: 'V', pageIndex: '1' }));
  });

  it('ignores a period without a type and year, and invalid values', async () => {
    const { fetch } = setup('/documents?period=2&status=X&year=1999&pageSize=7', () => jsonResponse(answer([documentRow()])));
    await screen.findByRole('grid', { name: 'Documentos' });
    expect(listQueries(fetch).at(-1)).toEqual({ isRequired: 'required', sortOrder: 'DESC', pageIndex: '1', pageSize: '10' });
  });

  it('searches 500 ms after the last keystroke, not on every key', async () => {
    const { fetch, router } = setup('/documents', () => jsonResponse(answer([documentRow()])));
    await screen.findByRole('grid', { name: 'Documentos' });
    const box = screen.getByRole('searchbox', { name: 'Buscar documentos' });
    fireEvent.change(box, { target: { value: 'baj' } });
    fireEvent.change(box, { target: { value: 'bajío' } });
    // Nothing asked while typing; one call with the whole text once typing pauses.
    expect(listQueries(fetch).some((q) => q.searchText)).toBe(false);
    await waitFor(() => expect(listQueries(fetch).at(-1)?.searchText).toBe('bajío'), { timeout: 3000 });
    expect(listQueries(fetch).filter((q) => q.searchText)).toHaveLength(1);
    expect(urlQuery(router).search).toBe('bajío');
  });

  it('says there are no documents, or none for the filters, and loading in the spec’s words', async () => {
    let release: (r: Response) => void = () => undefined;
    setup('/documents', () => new Promise<Response>((resolve) => (release = resolve)));
    expect(await screen.findByText('Cargando información...')).toBeTruthy();
    await act(async () => release(jsonResponse(answer([]))));
    expect(await screen.findByText('No existen documentos cargados')).toBeTruthy();
  });

  it('with filters and nothing found, says so', async () => {
    setup('/documents?status=V', () => jsonResponse(answer([])));
    expect(await screen.findByText('No se encontraron documentos que coincidan con los filtros.')).toBeTruthy();
  });

  it('shows cards with view=cards and keeps the view in the query string', async () => {
    const { router } = setup('/documents?view=cards', () => jsonResponse(answer([documentRow(), payroll])));
    const cards = await screen.findByRole('list', { name: 'Documentos' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: 'CFDI_2026-02.xml' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Tabla' }));
    await waitFor(() => expect(urlQuery(router).view).toBeUndefined());
    expect(await screen.findByRole('grid', { name: 'Documentos' })).toBeTruthy();
  });

  it('offers the set filter only with filter-by-document-set', async () => {
    setup('/documents', () => jsonResponse(answer([documentRow()])), { 'filter-by-document-set': true });
    await screen.findByRole('grid', { name: 'Documentos' });
    expect(screen.getByRole('combobox', { name: 'Catálogo' })).toBeTruthy();
  });
});

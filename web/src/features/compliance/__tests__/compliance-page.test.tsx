import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueDocumentTypes } from '@expediente/contracts/documents/document-types';
import type { Role } from '@expediente/contracts/shared/roles';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { narrowViewportQuery } from '../../shell/use-narrow-viewport';
import { cellsAnswer, gridAnswer, summaryAnswer } from './compliance-fixtures';

// The charts draw SVG with measurements jsdom does not have; here they are stand-ins that show what they were given
// (the text alternatives beside them are the real components and are what these tests read).
vi.mock('@fluentui/react-charts', () => {
  const Stub = ({ chartTitle, data }: { chartTitle?: string; data?: unknown; children?: ReactNode }) => (
    <div data-testid="chart" data-title={chartTitle ?? (data as { chartTitle?: string } | undefined)?.chartTitle} data-points={JSON.stringify(data)} />
  );
  return {
    DataVizPalette: { success: 's', info: 'i', warning: 'w', disabled: 'd', error: 'e', color1: 'c1' },
    getColorFromToken: (token: string) => token,
    ResponsiveContainer: ({ children }: { children: ReactNode }) => <div>{children}</div>,
    VerticalBarChart: Stub,
    DonutChart: Stub,
    HorizontalBarChartWithAxis: Stub,
  };
});

const year = new Date().getFullYear();

function open(path: string, options: { role?: Role; grid?: Answer | Answer[]; summary?: Answer; cells?: Answer } = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: options.role ?? 'Customer', features: {} })),
    'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 0 }),
    'GET /api/compliance/grid': options.grid ?? jsonResponse(gridAnswer()),
    'GET /api/compliance/summary': options.summary ?? jsonResponse(summaryAnswer()),
    'GET /api/compliance/cells': options.cells ?? jsonResponse(cellsAnswer()),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse({ documentTypes: catalogueDocumentTypes() }),
    'GET /api/contacts': jsonResponse({ contacts: [{ publicKey: 'org-corporativo', displayName: 'Corporativo Demo SA de CV', partyType: 2, organizationRole: 'customer', identifiers: [], locked: false }], totalCount: 1 }),
  });
  const view = renderApp(path);
  return { fetch, view };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const gridQueries = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, 'GET /api/compliance/grid').map((c) => queryOf(c.url));

describe('/compliance', () => {
  it('shows the breadcrumb, the summary cards, the grid with a label per cell and its legend', async () => {
    const { fetch } = open('/compliance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cumplimiento' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');

    const cards = await screen.findByRole('list', { name: 'Resumen del cumplimiento' });
    expect(within(cards).getByTestId('rate').textContent).toContain('75 %');
    expect(within(cards).getByTestId('rate').textContent).toContain('300 de 400 documentos válidos');
    expect(within(cards).getByTestId('risk').textContent).toMatch(/6\s*Alto.*15\s*Medio.*22\s*Bajo/);
    expect(within(cards).getByTestId('overdue').textContent).toContain('28');
    expect(within(cards).getByTestId('rejected').textContent).toContain('12');
    expect(within(cards).getByTestId('sat69b').textContent).toContain('2');

    const table = await screen.findByRole('table', { name: `Cumplimiento ${year}: proveedores y tipos de documento` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Proveedor', 'Opinión SAT', 'Opinión IMSS', 'REPSE', 'ICSOE', 'CSF']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toContain('Limpieza y Servicios del Bajío SA de CV');
    expect(within(first).getByRole('rowheader').textContent).toContain('Riesgo Medio');
    expect(within(first).getByRole('rowheader').textContent).toContain('No pagable');
    expect(within(first).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Opinión SAT: Válido',
      'Opinión IMSS: Fuera de plazo',
      'REPSE: Rechazado',
      'ICSOE: En revisión',
    ]);
    expect(within(first).getByText('No aplica')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Simbología' });
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Válido', 'En revisión', 'Rechazado', 'Pendiente', 'Fuera de plazo']);
    expect(screen.getByRole('status').textContent).toBe('43 proveedores');

    expect(gridQueries(fetch)[0]).toEqual({ year: String(year), pageIndex: '0', pageSize: '25' });
    expect(callsTo(fetch, 'GET /api/compliance/summary').map((c) => queryOf(c.url))[0]).toEqual({ year: String(year) });
  });

  it('reads every filter from the query string, sends it to the grid, and a change goes back to the URL', async () => {
    const { fetch, view } = open(`/compliance?year=2025&customer=org-corporativo&search=limpieza&documentType=mximssopinion&period=monthly:2025:3&risk=A&pageIndex=2&pageSize=10`);
    await screen.findByRole('table');
    expect(gridQueries(fetch)[0]).toEqual({
      year: '2025',
      customer: 'org-corporativo',
      search: 'limpieza',
      period: 'monthly:2025:3',
      documentType: 'mximssopinion',
      risk: 'A',
      pageIndex: '1',
      pageSize: '10',
    });
    expect(callsTo(fetch, 'GET /api/compliance/summary').map((c) => queryOf(c.url))[0]).toEqual({ year: '2025', customer: 'org-corporativo' });
    expect(screen.getByRole('table', { name: 'Cumplimiento Marzo 2025: proveedores y tipos de documento' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Buscar proveedor' }) as HTMLInputElement).value).toBe('limpieza');
    expect((screen.getByRole('combobox', { name: 'Periodo' }) as HTMLSelectElement).value).toBe('monthly:2025:3');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Cliente' }) as HTMLInputElement).value).toBe('Corporativo Demo SA de CV'));

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Riesgo' }), 'B');
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('risk')).toBe('B'));
    // Any change but the page starts again at the first page.
    expect(new URLSearchParams(view.router.state.location.search).get('pageIndex')).toBeNull();
    await waitFor(() => expect(gridQueries(fetch).at(-1)).toMatchObject({ risk: 'B', pageIndex: '0' }));

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(queryOf(`http://x/${view.router.state.location.search}`)).toEqual({ year: '2025', pageSize: '10' }));
  });

  it('asks with the search 600 ms after typing stops, and pages by pageIndex', async () => {
    const { fetch, view } = open('/compliance');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar proveedor' }), 'Bajío');
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('search')).toBe('Bajío'));
    await waitFor(() => expect(gridQueries(fetch).at(-1)).toMatchObject({ search: 'Bajío', pageIndex: '0' }));
    // One call for the typed word, not one per letter.
    expect(gridQueries(fetch).filter((q) => q.search).map((q) => q.search)).toEqual(['Bajío']);

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(gridQueries(fetch).at(-1)).toMatchObject({ search: 'Bajío', pageIndex: '1' }));
    expect(new URLSearchParams(view.router.state.location.search).get('pageIndex')).toBe('2');
  });

  it('opens a cell by keyboard: its periods with state, due date and validity, linking to the document or the file', async () => {
    const { fetch, view } = open('/compliance');
    const table = await screen.findByRole('table');
    const cell = within(table).getByRole('button', { name: 'Opinión IMSS: Fuera de plazo' });
    cell.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Limpieza y Servicios del Bajío SA de CV · Opinión IMSS' });
    const periods = await within(dialog).findByRole('list', { name: 'Periodo' });
    const items = within(periods).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Enero 2026');
    expect(items[0]!.textContent).toContain('Fuera de plazo');
    expect(items[0]!.textContent).toContain('Vence: 17-feb-2026');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/contacts/sup-limpieza-bajio');
    expect(items[1]!.textContent).toContain('Válido');
    expect(items[1]!.textContent).toContain('Vigencia: 30-mar-2026');
    const documentLink = within(items[1]!).getByRole('link', { name: /^Ver documento\s*: Febrero 2026$/ });
    expect(documentLink.getAttribute('href')).toBe('/documents/doc-imss-feb');
    expect(callsTo(fetch, 'GET /api/compliance/cells').map((c) => queryOf(c.url))).toEqual([
      { supplierPK: 'sup-limpieza-bajio', year: String(year), documentType: 'mximssopinion' },
    ]);

    await user.click(documentLink);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/documents/doc-imss-feb'));
  });

  it('says it with words and tables beside each chart', async () => {
    open('/compliance');
    const overTime = await screen.findByRole('figure', { name: 'Cumplimiento por mes' });
    // Months with nothing due yet are left out.
    expect(within(overTime).getByText('De Enero 2026 (70 %) a Febrero 2026 (80 %).')).toBeTruthy();
    const states = screen.getByRole('figure', { name: 'Documentos por estado' });
    expect(within(states).getByText('Válido: 300 (75 %); En revisión: 20 (5 %); Rechazado: 12 (3 %); Pendiente: 40 (10 %); Fuera de plazo: 28 (7 %).')).toBeTruthy();
    const rejections = screen.getByRole('figure', { name: 'Rechazos por tipo de documento' });
    expect(within(rejections).getByText('2 tipos con rechazos; el de más: REPSE (7).')).toBeTruthy();
    await userEvent.setup().click(within(rejections).getByRole('button', { name: 'Ver datos' }));
    const data = within(rejections).getByRole('table', { name: 'Rechazos por tipo de documento' });
    expect(within(data).getAllByRole('row').map((r) => r.textContent)).toEqual(['Tipo de documentoCantidad', 'REPSE7', 'ICSOE5']);
    // The charts are drawn from the same figures.
    const charts = await screen.findAllByTestId('chart');
    expect(charts.map((c) => c.getAttribute('data-title'))).toEqual(['Cumplimiento por mes', 'Documentos por estado', 'Rechazos por tipo de documento']);
  });

  it('lists expiring and overdue documents with links, and says so when there are none', async () => {
    const first = open('/compliance');
    const expiring = await screen.findByRole('region', { name: 'Documentos por vencer' });
    expect(within(expiring).getByRole('link', { name: 'Opinión SAT' }).getAttribute('href')).toBe('/documents/doc-opinion-1');
    expect(expiring.textContent).toContain('Vence el 20-mar-2026');
    const overdue = screen.getByRole('region', { name: 'Documentos fuera de plazo' });
    expect(within(overdue).getByRole('link', { name: 'Opinión IMSS · Enero 2026' }).getAttribute('href')).toBe('/contacts/sup-limpieza-bajio');
    first.view.unmount();

    open('/compliance', { summary: jsonResponse(summaryAnswer({ expiring: [], overdue: [], rejectionsByType: [], overTime: [] })), grid: jsonResponse(gridAnswer({ rows: [], totalCount: 0 })) });
    expect(await screen.findByText('No hay documentos que venzan en los próximos 30 días.')).toBeTruthy();
    expect(screen.getByText('No hay documentos fuera de plazo.')).toBeTruthy();
    expect(screen.getByText('No hay documentos rechazados.')).toBeTruthy();
    expect(screen.getByText('Aún no hay meses con documentos que medir.')).toBeTruthy();
    expect(await screen.findByText('No hay proveedores con los filtros seleccionados.')).toBeTruthy();
  });

  it('shows each supplier as a card on a phone, its types as buttons with their state in words', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ ...original(q), matches: q === narrowViewportQuery }));
    open('/compliance');
    const cards = await screen.findByRole('list', { name: `Cumplimiento ${year}: proveedores y tipos de documento` });
    expect(screen.queryByRole('table', { name: /proveedores y tipos/ })).toBeNull();
    const supplier = within(cards).getByRole('list', { name: 'Limpieza y Servicios del Bajío SA de CV' });
    const buttons = within(supplier).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Opinión SATVálido', 'Opinión IMSSFuera de plazo', 'REPSERechazado', 'ICSOEEn revisión']);
    await userEvent.setup().click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Limpieza y Servicios del Bajío SA de CV · Opinión IMSS' })).toBeTruthy();
  });

  it('a Supplier gets no customer filter; a failed load says so and Reintentar asks again', async () => {
    open('/compliance', { role: 'Supplier', grid: [apiError(500, 'internal', 'x'), jsonResponse(gridAnswer({ rows: [gridAnswer().rows[0]!], totalCount: 1 }))] });
    expect(await screen.findByText('No se pudo cargar el cumplimiento.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: /proveedores y tipos/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 proveedor');
  });
});

import '../../../components/__tests__/fluent-jsdom';
import { catalogueDocumentTypes } from '@expediente/contracts/documents/document-types';
import type { ContactDocumentsResponse, DocumentSummary } from '@expediente/contracts/documents/documents';
import type { Slot, SupplierSlotsResponse } from '@expediente/contracts/documents/slots';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { DocumentFileCard } from '../components/document-file';
import { organizationDetail } from './contact-fixtures';

const SUPPLIER = 'org-limpieza-bajio';
const thisYear = new Date().getFullYear();
const monthNames = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

function slot(overrides: Partial<Slot> = {}): Slot {
  return {
    publicKey: 'mxdeclisr~monthly:2026:1~-',
    logicalKey: 'LSB150312AB1 · Declaración ISR retenciones · Enero',
    documentTypeCodeName: 'mxdeclisr',
    documentDisplayName: 'Declaración ISR retenciones',
    slotDisplayName: 'Enero',
    entityDisplayName: 'Limpieza y Servicios del Bajío SA de CV',
    supplierPK: SUPPLIER,
    risk: 1,
    status: 'missing',
    periodKey: 'monthly:2026:1',
    year: thisYear,
    periodNumber: 1,
    month: 1,
    dueDate: '2026-02-17',
    overdue: true,
    ...overrides,
  };
}

/** A year's answer: January has an overdue missing ISR, a valid opinion and a per-customer CFDI; one initial slot. */
function yearAnswer(year: number): SupplierSlotsResponse {
  const slots = [
    slot({ year, slotDisplayName: `Enero ${year}` }),
    slot({ publicKey: 'mxopinion32d~m~-', documentTypeCodeName: 'mxopinion32d', documentDisplayName: 'Opinión SAT 32-D', year, slotDisplayName: `Enero ${year}`, status: 'uploaded', documentId: `${SUPPLIER}.0b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e10`, documentStatus: 'A', overdue: false, dueDate: undefined }),
    slot({ publicKey: 'mxcfdinomina~m~org-1', documentTypeCodeName: 'mxcfdinomina', documentDisplayName: 'CFDI de nómina', year, slotDisplayName: `Enero ${year}`, customerDisplayName: 'Corporativo Demo SA de CV', status: 'missing', documentId: `${SUPPLIER}.1b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e11`, documentStatus: 'I', overdue: false, dueDate: undefined }),
    slot({ publicKey: 'mxcsf~initial~-', documentTypeCodeName: 'mxcsf', documentDisplayName: 'CSF', slotDisplayName: 'Inicial', periodKey: 'initial', year: null, month: null, overdue: false, dueDate: undefined }),
  ].map((s) => (s.dueDate === undefined ? (({ dueDate: _, ...rest }) => rest)(s) : s));
  const tabs = [
    { tab: 'initial', label: 'Inicial', missing: 1, total: 1 },
    ...monthNames.map((label, i) => ({ tab: String(i + 1), label, missing: i === 0 ? 2 : 0, total: i === 0 ? 3 : 0 })),
  ];
  return { supplierPK: SUPPLIER, supplierDisplayName: 'Limpieza y Servicios del Bajío SA de CV', year, locked: false, tabs, slots };
}

function summary(n: number, overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    publicKey: `${SUPPLIER}.0b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e1${n}`,
    id: `0b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e1${n}`,
    name: `doc-${n}.pdf`,
    displayName: 'Opinión IMSS',
    originalName: `doc-${n}.pdf`,
    status: 'V',
    initialValidity: '2026-03-01T06:00:00.000Z',
    logicalKey: 'x',
    documentTypeCodeName: 'mximssopinion',
    documentTypeShortName: `Opinión IMSS ${n}`,
    documentTypeFullName: 'Opinión de cumplimiento en materia de seguridad social',
    contentType: 'application/pdf',
    length: 10,
    creationDate: '2026-04-02T16:00:00.000Z',
    temporalityDisplayName: 'Periódico',
    periodDisplayName: 'Mensual',
    periodLabel: 'Marzo 2026',
    risk: 2,
    riskDisplayName: 'Medio',
    supplier: { publicKey: SUPPLIER, displayName: 'Limpieza', partyType: 2 },
    ...overrides,
  };
}

function setup(options: { documents?: ContactDocumentsResponse; organizationRole?: 'supplier' | 'customer'; query?: string; role?: 'Customer' | 'Viewer'; locked?: boolean } = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: options.role ?? 'Customer', features: { 'add-documents-expediente': true } })),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse({ documentTypes: catalogueDocumentTypes() }),
    [`GET /api/contacts/${SUPPLIER}`]: jsonResponse(organizationDetail({ organizationRole: options.organizationRole ?? 'supplier', locked: options.locked ?? false })),
    'GET /api/documents/supplier/slots': (_init, url) => jsonResponse(yearAnswer(Number(url.searchParams.get('year')))),
    [`GET /api/contacts/${SUPPLIER}/documents`]: jsonResponse(options.documents ?? { documents: [summary(1), summary(2, { status: 'I', customer: { publicKey: 'org-1', displayName: 'Corporativo Demo SA de CV', partyType: 2 } })] }),
  });
  const view = renderApp(`/contacts/${SUPPLIER}${options.query ?? ''}`);
  return Object.assign(fetch, { router: view.router });
}

const card = (name: string) => screen.getByRole('group', { name });

describe("/contacts/{id}: a supplier's document file", () => {
  it('shows the year, the period tabs with red missing counts, and the slots of a tab with status, due date and link', async () => {
    const fetch = setup();
    await screen.findByRole('heading', { level: 1, name: 'Limpieza y Servicios del Bajío SA de CV' });
    const file = await waitFor(() => card('Expediente'));
    expect((within(file).getByRole('combobox', { name: 'Año' }) as HTMLSelectElement).value).toBe(String(thisYear));
    const yearOptions = within(within(file).getByRole('combobox', { name: 'Año' })).getAllByRole('option').map((o) => o.textContent);
    expect(yearOptions[0]).toBe(String(thisYear));
    expect(yearOptions.at(-1)).toBe('2020');
    const [first] = callsTo(fetch, 'GET /api/documents/supplier/slots');
    expect(Object.fromEntries(new URL(first!.url, 'http://localhost').searchParams)).toEqual({ supplierPK: SUPPLIER, year: String(thisYear), documentSet: 'mxexpediente' });

    const tabs = await within(file).findByRole('tablist', { name: 'Periodos' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(13);
    expect(within(tabs).getByRole('tab', { name: 'Enero (2 documentos faltantes)' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Inicial (1 documento faltante)' })).toBeTruthy();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Enero (2 documentos faltantes)' }));
    const table = within(file).getByRole('grid', { name: 'Documentos requeridos del periodo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Declaración ISR retenciones');
    expect(within(rows[0]!).getByText('Faltante')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('17-feb-2026');
    expect(within(rows[0]!).getByText('Vencido')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    // The contact's reading: A reads 'Válido'; the payroll CFDI always 'Cargado' (part 2 §4, §2.4).
    expect(within(rows[1]!).getByText('Válido')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: `Ver documento Opinión SAT 32-D, Enero ${thisYear}` }).getAttribute('href')).toBe(
      `/documents/${SUPPLIER}.0b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e10`,
    );
    expect(rows[2]!.textContent).toContain('Corporativo Demo SA de CV');
    expect(within(rows[2]!).getByText('Cargado')).toBeTruthy();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Febrero' }));
    expect(within(file).getByText('No hay documentos requeridos para este periodo.')).toBeTruthy();

    await userEvent.selectOptions(within(file).getByRole('combobox', { name: 'Año' }), '2021');
    expect(new URLSearchParams(fetch.router.state.location.search).get('year')).toBe('2021');
    await waitFor(() => expect(callsTo(fetch, 'GET /api/documents/supplier/slots').some((c) => c.url.includes('year=2021'))).toBe(true));
    // Another year opens on its initial documents.
    await waitFor(() => expect(within(file).getByRole('tab', { name: 'Inicial (1 documento faltante)' }).getAttribute('aria-selected')).toBe('true'));
    expect(within(file).getByRole('grid').textContent).toContain('CSF');
  });

  it("opens a notification's link on its slot (documentType, year, period), and keeps the filters in the query string", async () => {
    const { router } = setup({ query: `?upload=true&documentType=mxcfdinomina&year=${thisYear}&period=1&amendedDocument=x` });
    const file = await waitFor(() => card('Expediente'));
    const tab = await within(file).findByRole('tab', { name: 'Enero (1 documento faltante)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // The type filter comes with the document types' answer, which may land after the tabs.
    expect(((await within(file).findByRole('combobox', { name: 'Tipo de documento' })) as HTMLSelectElement).value).toBe('mxcfdinomina');
    const rows = within(within(file).getByRole('grid')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('CFDI de nómina');

    await userEvent.selectOptions(within(file).getByRole('combobox', { name: 'Tipo de documento' }), '');
    await waitFor(() => expect(within(file).getByRole('tab', { name: 'Enero (2 documentos faltantes)' })).toBeTruthy());
    const query = new URLSearchParams(router.state.location.search);
    // The upload's own parameters stay for the page; the file's period was the link's and goes with the filter.
    expect(Object.fromEntries(query)).toEqual({ upload: 'true', year: String(thisYear), amendedDocument: 'x' });
  });

  it("lists the latest documents, each linking to its detail, with period, customer, upload date and the contact's status", async () => {
    setup();
    const latest = await waitFor(() => card('Últimos documentos'));
    const items = await within(latest).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Opinión IMSS 1' }).getAttribute('href')).toBe(`/documents/${SUPPLIER}.0b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e11`);
    expect(items[0]!.textContent).toContain('Marzo 2026 · Cargado el 02-abr-2026');
    expect(within(items[0]!).getByText('Válido')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Corporativo Demo SA de CV');
    expect(within(items[1]!).getByText('Inválido')).toBeTruthy();
  });

  it('says when there are no documents yet', async () => {
    setup({ documents: { documents: [] } });
    const latest = await waitFor(() => card('Últimos documentos'));
    expect(await within(latest).findByText('No existen documentos cargados')).toBeTruthy();
  });

  it('is not shown for a customer organization, nor asked for', async () => {
    const fetch = setup({ organizationRole: 'customer' });
    await screen.findByRole('heading', { level: 1, name: 'Limpieza y Servicios del Bajío SA de CV' });
    expect(screen.queryByRole('group', { name: 'Expediente' })).toBeNull();
    expect(callsTo(fetch, 'GET /api/documents/supplier/slots')).toHaveLength(0);
    expect(callsTo(fetch, `GET /api/contacts/${SUPPLIER}/documents`)).toHaveLength(0);
  });
});

describe('DocumentFileCard: the upload slot', () => {
  function renderCard(locked: boolean) {
    mockApi({ 'GET /api/documents/supplier/slots': (_init, url) => jsonResponse(yearAnswer(Number(url.searchParams.get('year')))) });
    const calls: (string | undefined)[] = [];
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter>
            <DocumentFileCard
              supplierPK={SUPPLIER}
              locked={locked}
              renderUpload={({ slot }) => {
                calls.push(slot?.publicKey);
                return <button type="button">{slot ? `Cargar ${slot.documentDisplayName}` : 'Cargar documento'}</button>;
              }}
            />
          </MemoryRouter>
        </FluentProvider>
      </SWRConfig>,
    );
    return calls;
  }

  it('puts the upload button in the header and in each missing row, not in an uploaded one', async () => {
    renderCard(false);
    expect(await screen.findByRole('button', { name: 'Cargar documento' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('tab', { name: 'Enero (2 documentos faltantes)' }));
    expect(screen.getByRole('button', { name: 'Cargar Declaración ISR retenciones' })).toBeTruthy();
    // An I document's slot is missing: 'Cargar' amends it.
    expect(screen.getByRole('button', { name: 'Cargar CFDI de nómina' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar Opinión SAT 32-D' })).toBeNull();
  });

  it('offers no upload for a locked organization, and says why', async () => {
    const calls = renderCard(true);
    expect(await screen.findByText('La organización está inactiva: no se pueden cargar documentos.')).toBeTruthy();
    await screen.findByRole('tablist');
    expect(screen.queryByRole('button', { name: /Cargar/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("/contacts/{id}: the document file's upload", () => {
  it("opens the upload modal for the supplier from the card, and for a missing slot with its type", async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cargar documento' }));
    // jsdom marks the dialog hidden from assistive tech for a moment after focus moves (see the upload tests): hidden: true.
    const dialog = await screen.findByRole('dialog', { name: 'Cargar documento', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cargar documento', hidden: true })).toBeNull());

    await user.click(await screen.findByRole('tab', { name: 'Enero (2 documentos faltantes)' }));
    await user.click(await screen.findByRole('button', { name: /^Cargar Declaración ISR retenciones de Enero/ }));
    const slotDialog = await screen.findByRole('dialog', { name: 'Cargar documento', hidden: true });
    await waitFor(() => expect(within(slotDialog).getByText(/Declaración ISR retenciones/)).toBeTruthy());
  });

  it("opens the upload on arrival from a rejection notification's link (?upload=true), and leaves the link's upload parameters after closing", async () => {
    const { router } = setup({ query: `?upload=true&documentType=mxdeclisr&year=${thisYear}&period=1&amendedDocument=${SUPPLIER}.1b6f3f8e-9a51-4f39-8d5e-2a9c1b7d4e11` });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Cargar documento', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe(`?documentType=mxdeclisr&year=${thisYear}&period=1`));
  });

  it('offers no upload to a Viewer', async () => {
    setup({ role: 'Viewer', query: '?upload=true&documentType=mxdeclisr' });
    await screen.findByRole('tab', { name: /^Enero/ });
    expect(screen.queryByRole('button', { name: 'Cargar documento' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Cargar documento', hidden: true })).toBeNull();
  });
});

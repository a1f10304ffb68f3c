import '../../../components/__tests__/fluent-jsdom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditListItem, AuditListResponse } from '@expediente/contracts/audit/audit-list';
import type { AuditTag } from '@expediente/contracts/audit/audit-tags';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { narrowViewportQuery } from '../../shell/use-narrow-viewport';

/**
 * /audit/documents (part 2 §2.11, §9): the seven tabs and their endpoints, the query string's filters sent with the
 * API's names (and kept for back), badges, the sortable upload date, row destinations and the new-tab link, the tag
 * menu and 'Editar Etiquetas', a Viewer without tag editing, empty and failed loads, cards on a phone.
 */

beforeAll(async () => {
  await getRoute('auditDocuments').page();
}, 120_000);
afterEach(() => {
  vi.restoreAllMocks();
});

function row(overrides: Partial<AuditListItem> = {}): AuditListItem {
  return {
    publicKey: 'sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    status: 'pending',
    documentStatus: 'P',
    typeName: 'Contrato de servicios',
    documentType: 'mxcontratose',
    created: '2026-04-10T17:00:00.000Z',
    supplierId: 'sup-limpieza-bajio',
    supplierName: 'Limpieza y Servicios del Bajío SA de CV',
    fileName: 'Contrato_2026.pdf',
    tag: null,
    tagId: null,
    ...overrides,
  };
}
const approved = row({ publicKey: 'sup-limpieza-bajio.1b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d', fileName: 'Contrato_2025.pdf', status: 'approved', tag: 'Urgente', tagId: 'tag-1' });
const rejected = row({ publicKey: 'sup-limpieza-bajio.2b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d', fileName: 'Contrato_2024.pdf', status: 'rejected' });
const incomplete = row({ publicKey: 'sup-limpieza-bajio.3b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d', fileName: 'Contrato_2023.pdf', status: 'amend-required' });
const tags: AuditTag[] = [
  { tagId: 'tag-1', displayName: 'Urgente' },
  { tagId: 'tag-2', displayName: 'Seguimiento' },
];
const answer = (items: AuditListItem[], totalCount = items.length): AuditListResponse => ({ items, totalCount });
const auditor = { features: { 'customer-audit': true } };

function setup(path: string, lists: Partial<Record<string, Answer | Answer[]>> = {}, user = demoUser(auditor), extra: Record<string, Answer | Answer[]> = {}) {
  const fallback = jsonResponse(answer([row(), approved, rejected, incomplete], 4));
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(user),
    'GET /api/audit/documents': lists.contracts ?? fallback,
    'GET /api/audit/documents/direct': lists.auditonly ?? fallback,
    'GET /api/audit/image/list': lists.image ?? fallback,
    'GET /api/audit/error/list': lists.error ?? fallback,
    'GET /api/audit/missing/list': lists.missing ?? fallback,
    'GET /api/audit/stagnated/list': lists.stagnated ?? fallback,
    'GET /api/audit/partial/list': lists.partial ?? fallback,
    'GET /api/audit/documents/tags': jsonResponse({ items: tags }),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse({ documentTypes: [] }),
    ...extra,
  });
  return { fetch, ...renderApp(path) };
}
const queriesTo = (fetch: ReturnType<typeof mockApi>, route: string) => callsTo(fetch, route).map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
const urlQuery = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const tableRows = async () => within(await screen.findByRole('table', { name: 'Documentos por auditar' })).getAllByRole('row').slice(1);

describe('/audit/documents', () => {
  it('shows the contracts tab by default with badges, upload dates, tags and both links per row', async () => {
    const { fetch } = setup('/audit/documents');
    expect(await screen.findByRole('heading', { name: 'Auditar Documentos', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Contratos', selected: true })).toBeTruthy();
    for (const label of ['Imágenes', 'Errores de Extracción', 'No Encontrados', 'En Cola', 'Sin Formato Predeterminado', 'Extracción Parcial']) expect(screen.getByRole('tab', { name: label })).toBeTruthy();
    const rows = await tableRows();
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Pendiente')).toBeTruthy();
    expect(within(rows[1]!).getByText('Documento aceptado')).toBeTruthy();
    expect(within(rows[2]!).getByText('Rechazado')).toBeTruthy();
    expect(within(rows[3]!).getByText('Documento Incompleto')).toBeTruthy();
    expect(within(rows[0]!).getByText('10-abr-2026')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Contrato_2026.pdf' }).getAttribute('href')).toBe('/audit/documents/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d?from=%2Faudit%2Fdocuments');
    const newTab = within(rows[0]!).getByRole('link', { name: 'Abrir Contrato_2026.pdf en una pestaña nueva' });
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('href')).toBe('/audit/documents/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d?from=%2Faudit%2Fdocuments');
    expect(within(rows[1]!).getByRole('button', { name: 'Etiqueta de Contrato_2025.pdf: Urgente' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 documentos');
    expect(queriesTo(fetch, 'GET /api/audit/documents').at(-1)).toEqual({ orderBy: 'DESC', pageIndex: '1', pageSize: '10' });
    // No tag filter on contracts (part 2 §2.11), the supplier search instead.
    expect(screen.queryByRole('combobox', { name: 'Etiqueta' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Proveedor' })).toBeTruthy();
  });

  it('sends the query string’s filters with the API’s names; a change goes back to page 1 and stays in the URL', async () => {
    const { fetch, router } = setup('/audit/documents?tab=image&status=approved&documentType=mxopinion32d&fromDate=2026-03-01&toDate=2026-03-31&tag=tag-2&sort=ASC&isRequired=all&pageSize=25&pageIndex=3', {
      image: jsonResponse(answer([approved], 80)),
    });
    await tableRows();
    expect(queriesTo(fetch, 'GET /api/audit/image/list').at(-1)).toEqual({
      status: 'approved',
      isRequired: 'all',
      documentType: 'mxopinion32d',
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
      orderBy: 'ASC',
      tag: 'tag-2',
      pageIndex: '3',
      pageSize: '25',
    });
    expect(screen.getByRole('tab', { name: 'Imágenes', selected: true })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estatus de auditoría' }), 'Rechazados');
    await waitFor(() => expect(urlQuery(router)).toMatchObject({ status: 'rejected', tab: 'image' }));
    expect(urlQuery(router).pageIndex).toBeUndefined();
    await waitFor(() => expect(queriesTo(fetch, 'GET /api/audit/image/list').at(-1)).toMatchObject({ status: 'rejected', pageIndex: '1' }));
  });

  it('sorts by upload date from its header, newest first by default', async () => {
    const { fetch, router } = setup('/audit/documents');
    await tableRows();
    const header = screen.getByRole('columnheader', { name: /Fecha de carga/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(urlQuery(router).sort).toBe('ASC'));
    await waitFor(() => expect(queriesTo(fetch, 'GET /api/audit/documents').at(-1)).toMatchObject({ orderBy: 'ASC' }));
  });

  it('each tab asks its own endpoint; the tag filter only where the spec shows it; the supplier filter is dropped elsewhere', async () => {
    const { fetch, router } = setup('/audit/documents?supplierName=norte');
    await tableRows();
    const cases: [string, string, string | undefined][] = [
      ['Imágenes', 'GET /api/audit/image/list', 'image'],
      ['Errores de Extracción', 'GET /api/audit/error/list', 'error'],
      ['No Encontrados', 'GET /api/audit/missing/list', 'missing'],
      ['En Cola', 'GET /api/audit/stagnated/list', 'stagnated'],
      ['Sin Formato Predeterminado', 'GET /api/audit/documents/direct', 'auditonly'],
      ['Extracción Parcial', 'GET /api/audit/partial/list', 'partial'],
    ];
    for (const [label, route, tab] of cases) {
      await userEvent.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(urlQuery(router).tab).toBe(tab));
      await waitFor(() => expect(callsTo(fetch, route).length).toBeGreaterThan(0));
      expect(!!screen.queryByRole('combobox', { name: 'Etiqueta' }), label).toBe(tab !== 'partial');
      expect(urlQuery(router).supplierName).toBeUndefined();
    }
    // Partial rows open the document detail in edit mode.
    const rows = await tableRows();
    expect(within(rows[0]!).getByRole('link', { name: 'Contrato_2026.pdf' }).getAttribute('href')).toBe('/documents/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d?editMode=true');
  });

  it('a row click opens its destination, and back returns to the same list with its filters', async () => {
    const { router } = setup('/audit/documents?tab=auditonly&status=pending', {}, demoUser(auditor), {
      'GET /api/audit/documents/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d': apiError(404, 'not_found', 'El documento no existe.'),
    });
    const rows = await tableRows();
    await userEvent.click(within(rows[0]!).getByText('Limpieza y Servicios del Bajío SA de CV'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/document-details/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d'));
    expect(router.state.location.search).toBe('?typeSet=auditonly&from=%2Faudit%2Fdocuments%3Ftab%3Dauditonly%26status%3Dpending');
    // Back, as the browser's button does (the memory router's navigate takes a delta too).
    await act(async () => (router.navigate as unknown as (delta: number) => void)(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/documents'));
    expect(urlQuery(router)).toEqual({ tab: 'auditonly', status: 'pending' });
  });

  it('puts a tag on a row from its menu and takes it off', async () => {
    const { fetch } = setup('/audit/documents?tab=image', {}, demoUser(auditor), {
      'PUT /api/audit/documents/tags/manage': jsonResponse({ message: 'La etiqueta se asignó al documento.', tag: tags[1] }),
    });
    const rows = await tableRows();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Etiqueta de Contrato_2026.pdf: Sin etiqueta' }));
    const menu = await screen.findByRole('menu');
    expect(getComputedStyle(menu).maxHeight).toBe('180px');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Seguimiento' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/audit/documents/tags/manage').at(-1)?.body).toEqual({ Action: 'set', TagId: 'tag-2', DocumentPublicKey: row().publicKey }));
    expect(await screen.findByText('La etiqueta se asignó al documento.')).toBeTruthy();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Etiqueta de Contrato_2025.pdf: Urgente' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Quitar etiqueta' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/audit/documents/tags/manage').at(-1)?.body).toEqual({ Action: 'remove', TagId: 'tag-1', DocumentPublicKey: approved.publicKey }));
  });

  it("'Editar Etiquetas' creates, renames and deletes tags, and shows the server's 409", async () => {
    const { fetch } = setup('/audit/documents', {}, demoUser(auditor), {
      'PUT /api/audit/documents/tags/manage': [
        apiError(409, 'conflict', 'Ya existe una etiqueta con ese nombre.'),
        jsonResponse({ message: 'La etiqueta se creó correctamente.', tag: { tagId: 'tag-3', displayName: 'Legal' } }),
        jsonResponse({ message: 'La etiqueta se actualizó correctamente.', tag: { tagId: 'tag-1', displayName: 'Muy urgente' } }),
        jsonResponse({ message: 'La etiqueta se eliminó correctamente.' }),
      ],
    });
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Etiquetas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Etiquetas' });
    const input = within(dialog).getByRole('textbox', { name: 'Nueva etiqueta' });
    await userEvent.type(input, 'urgente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('Ya existe una etiqueta con ese nombre.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'Legal{Enter}');
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/audit/documents/tags/manage').at(-1)?.body).toEqual({ Action: 'new', label: 'Legal' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Renombrar Urgente' }));
    const rename = within(dialog).getByRole('textbox', { name: 'Nuevo nombre para Urgente' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Muy urgente{Enter}');
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/audit/documents/tags/manage').at(-1)?.body).toEqual({ Action: 'update', TagId: 'tag-1', label: 'Muy urgente' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar Seguimiento' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar etiqueta' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/audit/documents/tags/manage').at(-1)?.body).toEqual({ Action: 'delete', TagId: 'tag-2' }));
  });

  it('a Viewer sees the tags but neither the editor nor the row menus', async () => {
    setup('/audit/documents?tab=image', {}, demoUser({ ...auditor, primaryRole: 'Viewer', primaryRoleDisplayName: 'Visor' }));
    const rows = await tableRows();
    expect(within(rows[1]!).getByText('Urgente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar Etiquetas' })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /Etiqueta de/ })).toBeNull();
  });

  it('says when a list is empty, when nothing matches the filters, and when it fails', async () => {
    setup('/audit/documents', { contracts: jsonResponse(answer([])) });
    expect(await screen.findByText('No hay documentos en esta lista.')).toBeTruthy();
  });

  it('with filters and nothing found, says so; a failed load offers to retry', async () => {
    setup('/audit/documents?tab=error&status=approved', { error: [apiError(500, 'internal', 'Error'), jsonResponse(answer([]))] });
    expect(await screen.findByText('Error al obtener los documentos.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se encontraron documentos que coincidan con los filtros.')).toBeTruthy();
  });

  it('shows cards on a phone, each with its link, badge and new-tab link', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query === narrowViewportQuery }));
    setup('/audit/documents?tab=missing');
    const cards = await screen.findByRole('list', { name: 'Documentos por auditar' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('link', { name: 'Contrato_2026.pdf' }).getAttribute('href')).toBe('/audit/document-details/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d?from=%2Faudit%2Fdocuments%3Ftab%3Dmissing');
    expect(within(items[2]!).getByText('Rechazado')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Abrir Contrato_2026.pdf en una pestaña nueva' })).toBeTruthy();
  });

  it('ignores invalid values in the query string', async () => {
    const { fetch } = setup('/audit/documents?tab=otra&status=x&pageSize=7&pageIndex=0&fromDate=2026-02-30&tag=abc&sort=up');
    await tableRows();
    expect(queriesTo(fetch, 'GET /api/audit/documents').at(-1)).toEqual({ orderBy: 'DESC', pageIndex: '1', pageSize: '10' });
  });
});

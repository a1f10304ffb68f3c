import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemDocumentResponse, SystemDocumentRow } from '@expediente/contracts/admin/system-documents';
import type { ContactDetail, ContactSummary } from '@expediente/contracts/contacts/contacts';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { narrowViewportQuery } from '../../shell/use-narrow-viewport';

/**
 * /admin/documents, /admin/documents/{id}, /admin/contacts and /admin/contacts/{id} (part 2 §2.9): the system
 * documents table (name, type, temporality) with its page-size field (100 by default) and pages that go on with the
 * server's continuation token; the read-only dump with its entity and the redirect of a type's codeName to its
 * configuration; the contacts tabs, search and pages; the contact's summary card; 404s; cards on a phone.
 */

const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador', emailAddress: 'admin@demo.expediente.mx' });
const KEY = 'sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d';

const row = (i: number, more: Partial<SystemDocumentRow> = {}): SystemDocumentRow => ({
  publicKey: `sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-${String(i).padStart(12, '0')}`,
  name: `CSF_${i}.pdf`,
  documentTypeCodeName: 'mxcsf',
  documentTypeShortName: 'CSF',
  temporalityDisplayName: 'Periódico',
  status: 'P',
  supplierName: 'Limpieza y Servicios del Bajío SA de CV',
  creationDate: '2026-11-01T12:00:00.000Z',
  ...more,
});

const detail: SystemDocumentResponse = {
  document: {
    publicKey: KEY,
    id: '8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    name: 'Contrato_2026.pdf',
    displayName: 'Contrato de servicios',
    originalName: 'Contrato_2026.pdf',
    status: 'V',
    isValidated: true,
    validatedBy: 'Ana Auditora',
    auditStatus: 'approved',
    documentTypeCodeName: 'mxcontratose',
    documentTypeShortName: 'Contrato de servicios',
    documentTypeFullName: 'Contrato de servicios u obras especializados',
    temporalityDisplayName: 'Inicial',
    periodDisplayName: 'Inicial',
    initialValidity: '2026-11-01T12:00:00.000Z',
    partitionKey: 'demo-corporativo|sup-limpieza-bajio',
    rowKey: '8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    contentType: 'application/pdf',
    contentLength: 2048,
    fileExension: 'pdf',
    storageProvider: 1,
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    tenant: 'demo-corporativo',
    tenantName: 'Demo Corporativo',
    created: '2026-11-01T12:00:00.000Z',
    createdBy: 'usr-proveedor',
    modified: '2026-11-02T12:00:00.000Z',
    identifiers: [],
    formDataItems: [{ key: 'vigencia', label: 'Vigencia', value: '2027-01-14' }],
    metaDataItems: [],
    relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }],
  },
  entity: {
    publicKey: 'sup-limpieza-bajio',
    displayName: 'Limpieza y Servicios del Bajío SA de CV',
    partyType: 2,
    organizationRole: 'supplier',
    identifiers: [{ key: 'rfc', name: 'RFC', value: 'LSE150312QA2' }],
    locked: false,
    modified: '2026-10-01T12:00:00.000Z',
  },
};

const contact = (id: string, partyType: 1 | 2 | 3, displayName: string, more: Partial<ContactSummary> = {}): ContactSummary => ({
  publicKey: id,
  partyType,
  displayName,
  identifiers: [],
  locked: false,
  ...more,
});
const bajio = contact('sup-limpieza-bajio', 2, 'Limpieza y Servicios del Bajío SA de CV', { organizationRole: 'supplier', identifiers: [{ key: 'rfc', name: 'RFC', value: 'LSE150312QA2' }] });
const person = contact('per-laura', 1, 'Laura Méndez', { company: 'Limpieza y Servicios del Bajío SA de CV', companyPublicKey: 'sup-limpieza-bajio', emailAddress: 'laura@limpieza.mx' });

function setup(routes: Record<string, Answer | Answer[]> = {}) {
  return mockApi({ 'GET /api/userinfo': jsonResponse(admin), ...routes });
}

const query = (fetch: ReturnType<typeof mockApi>, route: string) => callsTo(fetch, route).map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));

afterEach(() => vi.restoreAllMocks());

describe('/admin/documents', () => {
  it('shows the table of name, type and temporality at 100 a page; rows open ./{publicKey}; the next page goes on with the token', async () => {
    const fetch = setup({
      'GET /api/admin/documents': (_init, url) =>
        jsonResponse(
          url.searchParams.get('pageIndex') === '2'
            ? { totalSystemDocuments: 150, documents: [row(101)] }
            : { totalSystemDocuments: 150, documents: [row(1), row(2, { documentTypeShortName: 'Opinión SAT 32-D', temporalityDisplayName: 'Mensual' })], continuationToken: 'c2lndWllbnRl' },
        ),
    });
    const { router } = renderApp('/admin/documents');
    expect(await screen.findByRole('heading', { name: 'Documentos del sistema', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Documentos del sistema' });
    for (const header of ['Nombre', 'Tipo', 'Temporalidad']) expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('Opinión SAT 32-D')).toBeTruthy();
    expect(within(table).getByText('Mensual')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('150 documentos');
    expect((screen.getByRole('spinbutton', { name: 'Tamaño de página' }) as HTMLInputElement).value).toBe('100');
    expect(query(fetch, 'GET /api/admin/documents')[0]).toEqual({ pageSize: '100', pageIndex: '1' });
    expect(within(table).getByRole('link', { name: 'CSF_1.pdf' }).getAttribute('href')).toBe(`/admin/documents/${encodeURIComponent(row(1).publicKey)}`);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageIndex=2'));
    await waitFor(() => expect(query(fetch, 'GET /api/admin/documents').at(-1)).toEqual({ pageSize: '100', pageIndex: '2', continuationToken: 'c2lndWllbnRl' }));
    expect(await screen.findByRole('link', { name: 'CSF_101.pdf' })).toBeTruthy();
  });

  it('takes a page size from 1 to 500 into the query string; another is refused in Spanish', async () => {
    const fetch = setup({ 'GET /api/admin/documents': jsonResponse({ totalSystemDocuments: 2, documents: [row(1), row(2)] }) });
    const { router } = renderApp('/admin/documents');
    const field = (await screen.findByRole('spinbutton', { name: 'Tamaño de página' })) as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '600');
    await user.keyboard('{Enter}');
    expect(screen.getByText('El tamaño de página debe ser un número entero entre 1 y 500.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await user.clear(field);
    await user.type(field, '25{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=25'));
    await waitFor(() => expect(query(fetch, 'GET /api/admin/documents').at(-1)).toEqual({ pageSize: '25', pageIndex: '1' }));
  });

  it('shows cards on a phone, and the failure with Reintentar', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ ...original(q), matches: q === narrowViewportQuery }));
    setup({ 'GET /api/admin/documents': [apiError(500, 'internal', 'Error'), jsonResponse({ totalSystemDocuments: 1, documents: [row(1)] })] });
    renderApp('/admin/documents');
    expect(await screen.findByText('Error al obtener los documentos.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    const list = await screen.findByRole('list', { name: 'Documentos del sistema' });
    expect(within(list).getByRole('link', { name: 'CSF_1.pdf' })).toBeTruthy();
    expect(within(list).getByText('CSF · Periódico')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('/admin/documents/{id}', () => {
  it('dumps the document and its entity read-only, with no storage URL', async () => {
    setup({ [`GET /api/admin/documents/${KEY}`]: jsonResponse(detail) });
    renderApp(`/admin/documents/${encodeURIComponent(KEY)}`);
    expect(await screen.findByRole('heading', { name: 'Contrato_2026.pdf', level: 1 })).toBeTruthy();
    const doc = screen.getByRole('group', { name: 'Documento' });
    for (const text of ['contentLength', '2048', 'fileExension', 'storageProvider', 'tenantName', 'Demo Corporativo', 'isValidated', 'Sí', 'Vigencia: 2027-01-14', 'customer: org-corporativo-demo']) {
      expect(within(doc).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    const entity = screen.getByRole('group', { name: 'Entidad' });
    expect(within(entity).getByRole('link', { name: 'sup-limpieza-bajio' }).getAttribute('href')).toBe('/admin/contacts/sup-limpieza-bajio');
    expect(within(entity).getByText('RFC: LSE150312QA2')).toBeTruthy();
    expect(document.body.textContent).not.toContain('storageUrl');
    expect(screen.queryByRole('button', { name: /Guardar|Editar/ })).toBeNull();
  });

  it('goes on to /admin/documenttypes/{codeName} for a type codeName; an unknown id or another tenant says the document does not exist', async () => {
    const fetch = setup({
      'GET /api/documenttypes': jsonResponse({ documentTypes: [{ codeName: 'mxdc3' }] }),
      'GET /api/documenttypes/mxdc3': apiError(404, 'not_found', 'No existe'),
      [`GET /api/admin/documents/${KEY}`]: apiError(404, 'not_found', 'El documento no existe.'),
    });
    const { router } = renderApp('/admin/documents/mxdc3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/documenttypes/mxdc3'));
    expect(callsTo(fetch, 'GET /api/admin/documents/mxdc3')).toEqual([]);
  });

  it('an id that is neither a document nor a type, and a 404 document, read "El documento no existe."', async () => {
    setup({
      'GET /api/documenttypes': jsonResponse({ documentTypes: [] }),
      [`GET /api/admin/documents/${KEY}`]: apiError(404, 'not_found', 'El documento no existe.'),
    });
    const first = renderApp('/admin/documents/mxnoexiste');
    expect(await screen.findByText('El documento no existe.')).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/admin/documents/mxnoexiste');
    first.unmount();
    renderApp(`/admin/documents/${encodeURIComponent(KEY)}`);
    expect(await screen.findByText('El documento no existe.')).toBeTruthy();
  });
});

describe('/admin/contacts', () => {
  it('has the tabs Todos, Personas, Organizaciones, Grupos (type person, company, group), search and rows that open /admin/contacts/{id}', async () => {
    const fetch = setup({ 'GET /api/admin/contacts': jsonResponse({ contacts: [bajio, person], totalCount: 2 }) });
    const { router } = renderApp('/admin/contacts');
    expect(await screen.findByRole('heading', { name: 'Contactos', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Contactos' });
    expect(within(table).getByRole('link', { name: bajio.displayName }).getAttribute('href')).toBe('/admin/contacts/sup-limpieza-bajio');
    expect(within(table).getByText('Organización · Proveedor')).toBeTruthy();
    expect(within(table).getByText('RFC: LSE150312QA2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 contactos');
    const user = userEvent.setup();
    const tabs = screen.getByRole('tablist', { name: 'Tipo de contacto' });
    for (const label of ['Todos', 'Personas', 'Organizaciones', 'Grupos']) expect(within(tabs).getByRole('tab', { name: label })).toBeTruthy();
    expect(within(tabs).getAllByRole('tab')).toHaveLength(4);
    for (const [label, type] of [['Personas', 'person'], ['Organizaciones', 'company'], ['Grupos', 'group']] as const) {
      await user.click(within(tabs).getByRole('tab', { name: label }));
      await waitFor(() => expect(query(fetch, 'GET /api/admin/contacts').at(-1)).toMatchObject({ type }));
    }
    await user.type(screen.getByRole('searchbox'), 'bajio{Enter}');
    await waitFor(() => expect(query(fetch, 'GET /api/admin/contacts').at(-1)).toEqual({ type: 'group', search: 'bajio', pageIndex: '1', pageSize: '10' }));
    expect(router.state.location.search).toBe('?type=group&search=bajio');
  });

  it('shows cards on a phone', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ ...original(q), matches: q === narrowViewportQuery }));
    setup({ 'GET /api/admin/contacts': jsonResponse({ contacts: [person], totalCount: 1 }) });
    renderApp('/admin/contacts?type=person');
    const list = await screen.findByRole('list', { name: 'Contactos' });
    expect(within(list).getByRole('link', { name: 'Laura Méndez' })).toBeTruthy();
    expect(within(list).getByText('laura@limpieza.mx')).toBeTruthy();
  });
});

describe('/admin/contacts/{id}', () => {
  const full: ContactDetail = {
    ...bajio,
    isPerson: false,
    isOrganization: true,
    isGroup: false,
    modified: '2026-10-01T12:00:00.000Z',
    phones: [],
    emails: [],
    addresses: [],
    members: [person],
    groups: [{ publicKey: 'grp-corporativo-demo', displayName: 'Grupo Corporativo Demo' }],
  };

  it('shows the summary card: kind, identifiers, members and groups linking on, status; a 404 says the contact does not exist', async () => {
    setup({ 'GET /api/admin/contacts/sup-limpieza-bajio': jsonResponse(full), 'GET /api/admin/contacts/otro': apiError(404, 'not_found', 'No existe') });
    const first = renderApp('/admin/contacts/sup-limpieza-bajio');
    expect(await screen.findByRole('heading', { name: bajio.displayName, level: 1 })).toBeTruthy();
    const card = screen.getByRole('group', { name: 'Resumen' });
    expect(within(card).getByText('Organización · Proveedor')).toBeTruthy();
    expect(within(card).getByText('RFC: LSE150312QA2')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Laura Méndez' }).getAttribute('href')).toBe('/admin/contacts/per-laura');
    expect(within(card).getByRole('link', { name: 'Grupo Corporativo Demo' }).getAttribute('href')).toBe('/admin/contacts/grp-corporativo-demo');
    expect(within(card).getByText('Activo')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver en el directorio' }).getAttribute('href')).toBe('/contacts/sup-limpieza-bajio');
    first.unmount();
    renderApp('/admin/contacts/otro');
    expect(await screen.findByText('El contacto no existe.')).toBeTruthy();
  });
});

describe('another tenant (?tenant=, the Developer from /admin/tenants/{id})', () => {
  const developer = demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador', emailAddress: 'developer@demo.expediente.mx' });
  const segundo = { publicKey: 'segundo-cliente', displayName: 'Segundo Cliente', createdAt: '2026-01-01T00:00:00.000Z', transactions: 0, users: 1, roles: 7, contacts: 3, documentTypes: 20, documents: 150 };
  const centro = row(1, { publicKey: 'sup-servicios-centro.8b0c2a4e-1d2f-4a3b-9c8d-000000000001', name: 'CSF_centro.pdf' });
  const devSetup = (routes: Record<string, Answer | Answer[]>) => setup({ 'GET /api/userinfo': jsonResponse(developer), 'GET /api/tenants/segundo-cliente': jsonResponse(segundo), ...routes });

  it('/admin/documents asks for that tenant, names it, and keeps it on row links and pages', async () => {
    const fetch = devSetup({
      'GET /api/admin/documents': (_init, url) =>
        jsonResponse(url.searchParams.get('pageIndex') === '2' ? { totalSystemDocuments: 150, documents: [row(101)] } : { totalSystemDocuments: 150, documents: [centro], continuationToken: 'c2lndWllbnRl' }),
    });
    const { router } = renderApp('/admin/documents?tenant=segundo-cliente');
    const table = await screen.findByRole('grid', { name: 'Documentos del sistema' });
    expect(query(fetch, 'GET /api/admin/documents')[0]).toEqual({ pageSize: '100', pageIndex: '1', tenant: 'segundo-cliente' });
    const note = await screen.findByRole('link', { name: 'Segundo Cliente' });
    expect(note.getAttribute('href')).toBe('/admin/tenants/segundo-cliente');
    expect(note.parentElement!.textContent).toBe('Tenant: Segundo Cliente');
    expect(within(table).getByRole('link', { name: 'CSF_centro.pdf' }).getAttribute('href')).toBe(`/admin/documents/${encodeURIComponent(centro.publicKey)}?tenant=segundo-cliente`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tenant=segundo-cliente&pageIndex=2'));
    await waitFor(() => expect(query(fetch, 'GET /api/admin/documents').at(-1)).toEqual({ pageSize: '100', pageIndex: '2', continuationToken: 'c2lndWllbnRl', tenant: 'segundo-cliente' }));
  });

  it('/admin/documents without ?tenant names no tenant and asks for the caller’s own', async () => {
    const fetch = devSetup({ 'GET /api/admin/documents': jsonResponse({ totalSystemDocuments: 1, documents: [row(1)] }) });
    renderApp('/admin/documents');
    await screen.findByRole('grid', { name: 'Documentos del sistema' });
    expect(query(fetch, 'GET /api/admin/documents')[0]).toEqual({ pageSize: '100', pageIndex: '1' });
    expect(screen.queryByText(/^Tenant:/)).toBeNull();
    expect(callsTo(fetch, 'GET /api/tenants/segundo-cliente')).toHaveLength(0);
  });

  it('/admin/documents/{id}?tenant= reads the document in that tenant; the breadcrumb and the entity link keep it', async () => {
    const fetch = devSetup({ [`GET /api/admin/documents/${KEY}`]: jsonResponse({ ...detail, document: { ...detail.document, tenant: 'segundo-cliente', tenantName: 'Segundo Cliente' } }) });
    renderApp(`/admin/documents/${encodeURIComponent(KEY)}?tenant=segundo-cliente`);
    expect(await screen.findByRole('heading', { name: 'Contrato_2026.pdf', level: 1 })).toBeTruthy();
    expect(query(fetch, `GET /api/admin/documents/${KEY}`)[0]).toEqual({ tenant: 'segundo-cliente' });
    expect(screen.getByRole('link', { name: 'Documentos del sistema' }).getAttribute('href')).toBe('/admin/documents?tenant=segundo-cliente');
    const entity = screen.getByRole('group', { name: 'Entidad' });
    expect(within(entity).getByRole('link', { name: 'sup-limpieza-bajio' }).getAttribute('href')).toBe('/admin/contacts/sup-limpieza-bajio?tenant=segundo-cliente');
    expect((await screen.findByRole('link', { name: 'Segundo Cliente' })).getAttribute('href')).toBe('/admin/tenants/segundo-cliente');
  });

  it('/admin/contacts asks for that tenant, names it, and keeps it on row links, tabs and pages', async () => {
    const fetch = devSetup({ 'GET /api/admin/contacts': jsonResponse({ contacts: [bajio, person], totalCount: 25, continuationToken: 'dG9r' }) });
    const { router } = renderApp('/admin/contacts?tenant=segundo-cliente');
    const table = await screen.findByRole('grid', { name: 'Contactos' });
    expect(query(fetch, 'GET /api/admin/contacts')[0]).toEqual({ pageIndex: '1', pageSize: '10', tenant: 'segundo-cliente' });
    expect(await screen.findByRole('link', { name: 'Segundo Cliente' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: bajio.displayName }).getAttribute('href')).toBe('/admin/contacts/sup-limpieza-bajio?tenant=segundo-cliente');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('tablist', { name: 'Tipo de contacto' })).getByRole('tab', { name: 'Organizaciones' }));
    await waitFor(() => expect(query(fetch, 'GET /api/admin/contacts').at(-1)).toEqual({ type: 'company', pageIndex: '1', pageSize: '10', tenant: 'segundo-cliente' }));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tenant=segundo-cliente&type=company&pageIndex=2'));
    await waitFor(() => expect(query(fetch, 'GET /api/admin/contacts').at(-1)).toMatchObject({ type: 'company', pageIndex: '2', tenant: 'segundo-cliente' }));
  });

  it('/admin/contacts/{id}?tenant= reads the contact in that tenant; members keep it; no link to the own directory', async () => {
    const full: ContactDetail = { ...bajio, isPerson: false, isOrganization: true, isGroup: false, modified: '2026-10-01T12:00:00.000Z', phones: [], emails: [], addresses: [], members: [person], groups: [] };
    const fetch = devSetup({ 'GET /api/admin/contacts/sup-limpieza-bajio': jsonResponse(full) });
    renderApp('/admin/contacts/sup-limpieza-bajio?tenant=segundo-cliente');
    expect(await screen.findByRole('heading', { name: bajio.displayName, level: 1 })).toBeTruthy();
    expect(query(fetch, 'GET /api/admin/contacts/sup-limpieza-bajio')[0]).toEqual({ tenant: 'segundo-cliente' });
    const card = screen.getByRole('group', { name: 'Resumen' });
    expect(within(card).getByRole('link', { name: 'Laura Méndez' }).getAttribute('href')).toBe('/admin/contacts/per-laura?tenant=segundo-cliente');
    expect(within(card).queryByRole('link', { name: 'Ver en el directorio' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contactos' }).getAttribute('href')).toBe('/admin/contacts?tenant=segundo-cliente');
  });
});

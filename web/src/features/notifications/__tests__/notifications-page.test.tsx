import '../../../components/__tests__/fluent-jsdom';
import type { Notification } from '@expediente/contracts/notifications/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { notification, page } from './notification-fixtures';
import { description } from '../../../test/described-by';

const types = [
  { type: 'customer:suppliers', typeLabel: 'Proveedores de cliente' },
  { type: 'document:rejected', typeLabel: 'Documento rechazado' },
  { type: 'default:warning', typeLabel: 'Aviso' },
];

/** What GET /api/contacts/organizations/all answers (main-group members) in these tests. */
const allTargets = [
  { publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', partyType: 2, role: 'customer' },
  { publicKey: 'grp-corporativo-demo', displayName: 'Grupo Corporativo Demo', partyType: 3 },
  { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza del Bajío', partyType: 2, role: 'supplier' },
];

type Setup = {
  list: Notification[] | ((url: URL) => Response);
  total?: number;
  features?: Record<string, boolean>;
  extra?: Record<string, Answer | Answer[]>;
};

const isWarningsQuery = (url: URL) => url.searchParams.get('type') === 'default:warning' && url.searchParams.get('pageSize') === '10' && url.searchParams.get('status') === 'unread';

function setup({ list, total, features = {}, extra = {} }: Setup) {
  return mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ features: { notifications: true, ...features } })),
    'GET /api/notifications/usr-cliente': (_init, url) => {
      if (isWarningsQuery(url)) return jsonResponse(page([]));
      return typeof list === 'function' ? list(url) : jsonResponse(page(list, total));
    },
    'GET /api/notifications-status/usr-cliente': jsonResponse({ totalCount: 1 }),
    'GET /api/notifications-type/usr-cliente': jsonResponse({ notifications: types }),
    'GET /api/contacts/organizations/all': jsonResponse({ contacts: allTargets }),
    ...extra,
  });
}

/** The queries the page asked for (the header's warning carousel left out). */
function listQueries(fetch: ReturnType<typeof mockApi>) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/notifications/usr-cliente' && !isWarningsQuery(url))
    .map((url) => Object.fromEntries(url.searchParams));
}

const lastQuery = (fetch: ReturnType<typeof mockApi>) => listQueries(fetch).at(-1);

/**
 * Chooses a file as the browser's dialog would, behind the attachment's 'Seleccionar archivo' button; `accept` is
 * only the dialog's first filter, a user can still pick any file.
 */
async function attach(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sin campo de archivo');
  await userEvent.setup({ pointerEventsCheck: 0, applyAccept: false }).upload(input, file);
}

async function listItems() {
  const list = await screen.findByRole('list', { name: 'Notificaciones' });
  return within(list).getAllByRole('listitem');
}

describe('/notifications: list, filters and pages', () => {
  it('asks for 9 notifications at first, newest first, and cuts titles at 60 and content at 150 characters', async () => {
    const title = 'Actualización obligatoria del expediente de proveedores para el periodo fiscal de marzo de 2026';
    const content = 'Le recordamos que '.repeat(12);
    const fetch = setup({ list: [notification({ title, content })] });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notificaciones', level: 1 })).toBeTruthy();
    const [item] = await listItems();
    expect(lastQuery(fetch)).toEqual({ status: 'all', orderBy: 'DESC', pageIndex: '1', pageSize: '9' });
    const shownTitle = within(item!).getByRole('button', { name: /^Actualización/ }).textContent ?? '';
    expect(shownTitle).toBe(`${title.slice(0, 60).trimEnd()}…`);
    expect(within(item!).getByText(`${content.slice(0, 150).trimEnd()}…`)).toBeTruthy();
    expect(within(item!).getByText('Proveedores de cliente')).toBeTruthy();
    expect(within(item!).getByText('No leída')).toBeTruthy();
    expect(screen.getByText('1 notificación')).toBeTruthy();
  });

  it('filters by Estatus, Tipo de notificación, Entre fechas and Ordenar por (25 per page after the first change)', async () => {
    const fetch = setup({ list: [notification()] });
    renderApp('/notifications');
    await listItems();
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Estatus'), 'unread');
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ status: 'unread', orderBy: 'DESC', pageIndex: '1', pageSize: '25' }));

    const typeSelect = screen.getByLabelText('Tipo de notificación');
    await waitFor(() => expect(within(typeSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Proveedores de cliente', 'Documento rechazado', 'Aviso']));
    await user.selectOptions(typeSelect, 'document:rejected');
    await waitFor(() => expect(lastQuery(fetch)?.type).toBe('document:rejected'));

    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31/03/2026');
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ fromDate: '2026-03-01', toDate: '2026-03-31' }));

    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'ASC');
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ status: 'unread', type: 'document:rejected', orderBy: 'ASC', pageIndex: '1', pageSize: '25', fromDate: '2026-03-01', toDate: '2026-03-31' }));
  });

  it('does not ask with dates out of order, and says why', async () => {
    const fetch = setup({ list: [notification()] });
    renderApp('/notifications');
    await listItems();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '01/03/2026');
    await waitFor(() => expect(lastQuery(fetch)?.toDate).toBe('2026-03-01'));
    const asked = listQueries(fetch).length;
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01/04/2026');
    expect(await screen.findByText('La fecha inicial no puede ser posterior a la final.')).toBeTruthy();
    expect(listQueries(fetch)).toHaveLength(asked);
  });

  it('pages with one sibling on each side and offers 10, 25, 50 and 100 per page', async () => {
    const fetch = setup({ list: (url) => jsonResponse(page([notification({ title: `Página ${url.searchParams.get('pageIndex')}` })], 90)) });
    renderApp('/notifications');
    await listItems();
    const pagination = screen.getByRole('navigation', { name: 'Paginación' });
    const pageButtons = () => within(pagination).getAllByRole('button', { name: /^Página \d+$/ }).map((b) => b.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '10']);
    const user = userEvent.setup();
    await user.click(within(pagination).getByRole('button', { name: 'Página 5' }));
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ pageIndex: '5', pageSize: '9' }));
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '10']);
    expect(within(pagination).getByRole('button', { name: 'Página 5' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(pagination).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ pageIndex: '6' }));

    const size = screen.getByLabelText('Notificaciones por página');
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['9', '10', '25', '50', '100']);
    await user.selectOptions(size, '50');
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ pageIndex: '1', pageSize: '50' }));
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await waitFor(() => expect(pageButtons()).toEqual(['1', '2']));
  });

  it('after a failed filter change shows no list under the new filters, says what to do, and Reintentar asks again', async () => {
    let refusals = 1;
    const fetch = setup({
      list: (url) => {
        if (url.searchParams.get('status') !== 'unread') return jsonResponse(page([notification({ title: 'De antes del filtro' })]));
        if (refusals-- > 0) return apiError(400, 'bad_request', 'x');
        return jsonResponse(page([notification({ title: 'Sin leer tras reintentar' })]));
      },
    });
    renderApp('/notifications');
    await listItems();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Estatus'), 'unread');
    expect(await screen.findByText('Error al obtener las notificaciones.')).toBeTruthy();
    expect(screen.getByText(/Vuelva a intentarlo o cambie los filtros/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Notificaciones' })).toBeNull();
    expect(screen.queryByText('De antes del filtro')).toBeNull();
    expect(screen.queryByText('1 notificación')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const [item] = await listItems();
    expect(within(item!).getByText('Sin leer tras reintentar')).toBeTruthy();
    expect(screen.queryByText('Error al obtener las notificaciones.')).toBeNull();
    expect(lastQuery(fetch)).toMatchObject({ status: 'unread' });
  });

  it('names a cut title by the whole title, and keeps the page size label whole beside its select', async () => {
    const title = 'Actualización obligatoria del expediente de proveedores para el periodo fiscal de marzo de 2026';
    setup({ list: [notification({ title })] });
    renderApp('/notifications');
    const [item] = await listItems();
    const button = within(item!).getByRole('button', { name: title });
    expect(button.getAttribute('title')).toBe(title);
    expect(button.textContent).toBe(`${title.slice(0, 60).trimEnd()}…`);
    const size = screen.getByRole('combobox', { name: 'Notificaciones por página' });
    expect(size).toBeTruthy();
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    setup({ list: [] });
    const first = renderApp('/notifications');
    expect(await screen.findByText('No hay notificaciones para mostrar.')).toBeTruthy();
    first.unmount();
    setup({ list: () => apiError(500, 'internal', 'x') });
    renderApp('/notifications');
    expect(await screen.findByText('Error al obtener las notificaciones.', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

describe('/notifications: status changes, applied at once', () => {
  it('archives at once and puts it back when the server refuses', async () => {
    const item = notification({ title: 'Documento vencido' });
    let release: (response: Response) => void = () => undefined;
    const fetch = setup({
      list: [item],
      extra: { 'PUT /api/notifications/update-status': () => new Promise<Response>((resolve) => (release = resolve)) },
    });
    renderApp('/notifications');
    const [row] = await listItems();
    const user = userEvent.setup();
    await user.click(within(row!).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(within(row!).getByText('Archivada')).toBeTruthy());
    expect(row!.getAttribute('data-status')).toBe('deleted');
    expect(screen.getByRole('link', { name: 'Notificaciones: ninguna sin leer' })).toBeTruthy();
    const put = fetch.mock.calls.find(([url, init]) => String(url) === '/api/notifications/update-status' && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ entityPublicKey: 'usr-cliente', notificationId: item.notificationId, Status: 'deleted' });

    release(apiError(500, 'internal', 'x'));
    expect(await screen.findByText('Error al actualizar el estatus de la notificatión.')).toBeTruthy();
    await waitFor(() => expect(within(row!).getByText('No leída')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Notificaciones: 1 sin leer' })).toBeTruthy();
  });

  it('marks read and unread, archives and unarchives, with the spec messages', async () => {
    const server = notification({ title: 'Cambio de periodo' });
    const fetch = setup({
      list: (url) => jsonResponse(page(url.searchParams.get('status') === 'deleted' ? (server.status === 'deleted' ? [server] : []) : server.status === 'deleted' ? [] : [server])),
      extra: {
        'PUT /api/notifications/update-status': (init) => {
          const body = JSON.parse(String(init.body)) as { Status: Notification['status'] };
          server.status = body.Status;
          return jsonResponse({ notification: server, message: 'ok' });
        },
      },
    });
    renderApp('/notifications');
    let [row] = await listItems();
    const user = userEvent.setup();
    await user.click(within(row!).getByRole('button', { name: 'Marcar como leída' }));
    await waitFor(() => expect(within(row!).getByText('Leída')).toBeTruthy());
    await user.click(within(row!).getByRole('button', { name: 'Marcar como no leída' }));
    expect(await screen.findByText('Se marco la notificación como no leída.')).toBeTruthy();
    await user.click(within(row!).getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Se marco la notificación como archivada.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No hay notificaciones para mostrar.')).toBeTruthy());

    await user.selectOptions(screen.getByLabelText('Estatus'), 'deleted');
    [row] = await listItems();
    await user.click(within(row!).getByRole('button', { name: 'Desarchivar' }));
    await waitFor(() => expect(server.status).toBe('unread'));
    const statuses = fetch.mock.calls
      .filter(([url]) => String(url) === '/api/notifications/update-status')
      .map(([, init]) => (JSON.parse(String(init?.body)) as { Status: string }).Status);
    expect(statuses).toEqual(['read', 'unread', 'deleted', 'unread']);
  });
});

describe('/notifications: detail', () => {
  it('opens the whole notification and marks an unread one read; an archived one is left as it is', async () => {
    const long = notification({ title: 'Revisión de documentos del proveedor Servicios Industriales del Norte SA de CV', content: 'Primera línea.\nSegunda línea.' });
    const archived = notification({ title: 'Archivada antes', status: 'deleted' });
    const fetch = setup({
      list: (url) => jsonResponse(page(url.searchParams.get('status') === 'deleted' ? [archived] : [long])),
      extra: { 'PUT /api/notifications/update-status': jsonResponse({ notification: { ...long, status: 'read' }, message: 'ok' }) },
    });
    renderApp('/notifications');
    const [row] = await listItems();
    const user = userEvent.setup();
    await user.click(within(row!).getByRole('button', { name: /^Revisión de documentos/ }));
    const dialog = await screen.findByRole('dialog', { name: long.title });
    expect(within(dialog).getByText(/Primera línea\.\s+Segunda línea\./)).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/notifications/update-status').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        { entityPublicKey: 'usr-cliente', notificationId: long.notificationId, Status: 'read' },
      ]),
    );
    expect(screen.queryByText('Se marcó la notificación como leída.')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.selectOptions(screen.getByLabelText('Estatus'), 'deleted');
    await user.click(await screen.findByRole('button', { name: 'Archivada antes' }));
    await screen.findByRole('dialog', { name: 'Archivada antes' });
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/notifications/update-status')).toHaveLength(1);
  });

  it('offers the upload of a rejected document with add-documents-expediente, built from its metadata', async () => {
    const rejected = notification({
      type: 'document:rejected',
      typeLabel: 'Documento rechazado',
      title: 'Documento rechazado: Opinión de cumplimiento SAT',
      status: 'read',
      metadata: { companyPublicKey: 'org-proveedor-demo', documentTypeCodeName: 'sat-opinion', year: 2026, periodNumber: 3, month: 3, document_pk: 'doc-9' },
    });
    setup({ list: [rejected], features: { 'add-documents-expediente': true } });
    const first = renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Documento rechazado:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Cargar documento' }).getAttribute('href')).toBe(
      '/contacts/org-proveedor-demo?upload=true&documentType=sat-opinion&year=2026&period=3&amendedDocument=doc-9',
    );
    first.unmount();

    setup({ list: [rejected] });
    renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /^Documento rechazado:/ }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByRole('link', { name: 'Cargar documento' })).toBeNull();
  });

  it('a correction request offers both the upload and its dispute; a comment notice the dispute only', async () => {
    const amend = notification({
      type: 'document:amend-required',
      typeLabel: 'Corrección solicitada',
      title: 'Corrección solicitada: REPSE',
      status: 'read',
      metadata: { companyPublicKey: 'sup-limpieza-bajio', documentTypeCodeName: 'mxrepse', periodNumber: 1, document_pk: 'doc-7', disputeKey: 'dsp-1' },
    });
    const comment = notification({ type: 'default', typeLabel: 'Aviso', title: 'Nuevo comentario en la aclaración: REPSE', status: 'read', metadata: { disputeKey: 'dsp-1' } });
    setup({ list: [amend, comment], features: { 'add-documents-expediente': true } });
    renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Corrección solicitada:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Cargar documento' }).getAttribute('href')).toBe(
      '/contacts/sup-limpieza-bajio?upload=true&documentType=mxrepse&period=1&amendedDocument=doc-7',
    );
    expect(within(dialog).getByRole('link', { name: 'Ver aclaración' }).getAttribute('href')).toBe('/DocumentsUnderReview/document/dsp-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await screen.findByRole('button', { name: /^Nuevo comentario/ }));
    const other = await screen.findByRole('dialog');
    expect(within(other).getByRole('link', { name: 'Ver aclaración' }).getAttribute('href')).toBe('/DocumentsUnderReview/document/dsp-1');
    expect(within(other).queryByRole('link', { name: 'Cargar documento' })).toBeNull();
  });

  it('links the attachment of a notification', async () => {
    setup({ list: [notification({ title: 'Con adjunto', status: 'read', attachmentDocumentPk: 'att-1' })] });
    renderApp('/notifications');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Con adjunto' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /Ver archivo adjunto/ }).getAttribute('href')).toBe('/api/notifications/attachments/att-1');
  });
});

describe("/notifications: 'Agregar Notificación'", () => {
  const creator = { 'notifications-insert': true };

  it('is offered only with notifications-insert', async () => {
    setup({ list: [] });
    const first = renderApp('/notifications');
    await screen.findByText('No hay notificaciones para mostrar.');
    expect(screen.queryByRole('button', { name: 'Agregar Notificación' })).toBeNull();
    first.unmount();
    setup({ list: [], features: creator });
    renderApp('/notifications');
    expect(await screen.findByRole('button', { name: 'Agregar Notificación' })).toBeTruthy();
  });

  it('requires type, title and description, an organization for targeted types, and a PDF or image attachment', async () => {
    const fetch = setup({ list: [], features: creator });
    renderApp('/notifications');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Agregar Notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Notificación' });

    const typeSelect = within(dialog).getByLabelText(/Tipo de notificación/);
    // A Customer may not send 'Global de Sistema'; a main-group member has groups too.
    await waitFor(() =>
      expect(within(typeSelect).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Seleccione un tipo',
        'Miembros del cliente',
        'Proveedores de cliente',
        'Miembros de grupo',
        'Proveedores de miembros de grupo',
        'Miembros de proveedor',
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findAllByText('Campo requerido')).toHaveLength(3);

    await user.selectOptions(typeSelect, 'customer:suppliers');
    const titleBox = within(dialog).getByRole('textbox', { name: /^Título/ });
    expect(description(titleBox)).toBe('Campo requerido 0/100');
    await user.type(titleBox, 'Nuevo requisito');
    expect(description(titleBox)).toBe('15/100');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Cargue su opinión de cumplimiento.');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('Seleccione una organización o grupo.')).toBeTruthy();

    expect(within(dialog).getByRole('button', { name: 'Archivo adjunto (opcional) Seleccionar archivo' })).toBeTruthy();
    await attach(dialog, new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Solo se permiten archivos PDF e imágenes (JPEG, PNG).')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/notifications/add') || String(url).startsWith('/api/notifications/attachments'))).toBe(false);
  });

  it('uploads the attachment first (raw body, its type), then creates the notification for the chosen organization', async () => {
    const fetch = setup({
      list: [],
      features: creator,
      extra: {
        'POST /api/notifications/attachments': jsonResponse({ attachmentDocumentPk: 'att-77', name: 'oficio.pdf', contentType: 'application/pdf', length: 8 }),
        'POST /api/notifications/add': jsonResponse({ batchId: 'b-1', status: 'queued' }, 202),
      },
    });
    renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar Notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Notificación' });
    await user.selectOptions(within(dialog).getByLabelText(/Tipo de notificación/), 'customer:suppliers');
    await user.click(within(dialog).getByRole('combobox', { name: /Organización/ }));
    await user.click(await screen.findByRole('option', { name: 'Corporativo Demo SA de CV' }));
    await user.type(within(dialog).getByLabelText(/^Título/), 'Nuevo requisito');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Cargue su opinión de cumplimiento.');
    const pdf = new File(['%PDF-1.4'], 'oficio.pdf', { type: 'application/pdf' });
    await attach(dialog, pdf);
    expect(within(dialog).getByText('oficio.pdf')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));

    expect(await screen.findByText('Se ha creado una nueva notificación.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const upload = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/notifications/attachments'));
    expect(String(upload?.[0])).toBe('/api/notifications/attachments?name=oficio.pdf');
    expect(upload?.[1]?.body).toBe(pdf);
    expect(new Headers(upload?.[1]?.headers).get('Content-Type')).toBe('application/pdf');
    const add = fetch.mock.calls.find(([url]) => String(url) === '/api/notifications/add');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({
      type: 'customer:suppliers',
      title: 'Nuevo requisito',
      content: 'Cargue su opinión de cumplimiento.',
      createdBy: 'Carla Núñez',
      entityPublicKey: 'org-corporativo-demo',
      attachedDocumentPk: 'att-77',
    });
    const order = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/notifications/a'));
    expect(order).toEqual(['/api/notifications/attachments?name=oficio.pdf', '/api/notifications/add']);
  });

  it("says 'Error al insertar la notificación.' and keeps the form when the server refuses", async () => {
    setup({ list: [], features: creator, extra: { 'POST /api/notifications/add': apiError(500, 'internal', 'x') } });
    renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar Notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Notificación' });
    await user.selectOptions(within(dialog).getByLabelText(/Tipo de notificación/), 'customer:members');
    await user.click(within(dialog).getByRole('combobox', { name: /Organización/ }));
    await user.click(await screen.findByRole('option', { name: 'Corporativo Demo SA de CV' }));
    await user.type(within(dialog).getByLabelText(/^Título/), 'Junta');
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Mañana a las 10.');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Error al insertar la notificación.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Agregar Notificación' })).toBeTruthy();
  });

  it('a main-group member chooses among all organizations (GET /api/contacts/organizations/all): each type offers only what it takes', async () => {
    const fetch = setup({ list: [], features: creator });
    renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar Notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Notificación' });
    const typeSelect = within(dialog).getByLabelText(/Tipo de notificación/);
    const offered = async () => {
      const picker = within(dialog).getByRole('combobox', { name: /Organización|Grupo/ });
      await user.click(picker);
      const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
      await user.click(picker);
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      return names;
    };
    await waitFor(() => expect(within(typeSelect).getAllByRole('option')).toHaveLength(6));
    await user.selectOptions(typeSelect, 'customer:members');
    expect(await offered()).toEqual(['Corporativo Demo SA de CV']);
    await user.selectOptions(typeSelect, 'supplier:members');
    expect(await offered()).toEqual(['Limpieza del Bajío']);
    await user.selectOptions(typeSelect, 'groups:members');
    expect(within(dialog).getByRole('combobox', { name: /Grupo/ })).toBeTruthy();
    expect(await offered()).toEqual(['Grupo Corporativo Demo']);
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/contacts/'))).toEqual(['/api/contacts/organizations/all']);
  });

  it('anyone else chooses among their own list (GET /api/contacts/{userPK}/organizations); without groups the group types are not offered', async () => {
    const fetch = setup({
      list: [],
      features: creator,
      extra: {
        'GET /api/userinfo': jsonResponse(demoUser({ IsMemberMainGroup: false, features: { notifications: true, ...creator } })),
        'GET /api/contacts/usr-cliente/organizations': jsonResponse({ contacts: [allTargets[0]] }),
      },
    });
    renderApp('/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar Notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Notificación' });
    const typeSelect = within(dialog).getByLabelText(/Tipo de notificación/);
    await waitFor(() => expect(within(typeSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un tipo', 'Miembros del cliente', 'Proveedores de cliente']));
    await user.selectOptions(typeSelect, 'customer:members');
    await user.click(within(dialog).getByRole('combobox', { name: /Organización/ }));
    expect(await screen.findByRole('option', { name: 'Corporativo Demo SA de CV' })).toBeTruthy();
    const contactCalls = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/contacts/'));
    expect(contactCalls).toEqual(['/api/contacts/usr-cliente/organizations']);
  });
});

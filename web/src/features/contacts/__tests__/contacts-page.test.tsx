import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contactRow, listAnswer } from './contact-fixtures';

type ListAnswer = (url: URL) => Response | Promise<Response>;

function setup(path: string, list: ListAnswer) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser()),
    'GET /api/contacts': (_init, url) => list(url),
  });
  const view = renderApp(path);
  return { fetch, ...view };
}

/** The queries the page sent to GET /api/contacts, in order. */
const listQueries = (fetch: ReturnType<typeof mockApi>) =>
  callsTo(fetch, 'GET /api/contacts').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
const lastQuery = (fetch: ReturnType<typeof mockApi>) => listQueries(fetch).at(-1);
const urlQuery = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

async function tableRows() {
  const table = await screen.findByRole('grid', { name: 'Contactos y Organizaciones' });
  return within(table).getAllByRole('row').slice(1);
}

const ana = contactRow({
  publicKey: 'per-ana',
  partyType: 1,
  displayName: 'Ana Torres Ruiz',
  company: 'Limpieza y Servicios del Bajío SA de CV',
  companyPublicKey: 'org-limpieza-bajio',
  emailAddress: 'ana@limpiezabajio.mx',
  phoneNumber: '477 555 0102',
  organizationRole: undefined,
  identifiers: [],
});
const limpieza = contactRow({
  publicKey: 'org-limpieza-bajio',
  displayName: 'Limpieza y Servicios del Bajío SA de CV',
  identifiers: [
    { key: 'rfc', name: 'RFC', value: 'LSB150312AB1' },
    { key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-0001' },
  ],
});
const locked = contactRow({ publicKey: 'org-cerrada', displayName: 'Transportes Cerrados SA de CV', locked: true });

describe('/contacts: the directory table', () => {
  it('shows the breadcrumb, the tabs and a page of contacts with links, identifiers and the Inactivo badge', async () => {
    const { fetch } = setup('/contacts', () => jsonResponse(listAnswer([ana, limpieza, locked])));
    expect(await screen.findByRole('heading', { name: 'Contactos y Organizaciones', level: 1 })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Contactos y Organizaciones')).toBeTruthy();
    const tabs = ['Todos', 'Personas', 'Organizaciones', 'Grupos'].map((name) => screen.getByRole('tab', { name }));
    expect(screen.getAllByRole('tab')).toEqual(tabs);
    expect(screen.getByRole('tab', { name: 'Todos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Buscar un contacto' }).getAttribute('placeholder')).toBe('Buscar un contacto...');

    const [anaRow, limpiezaRow, lockedRow] = await tableRows();
    expect(within(anaRow!).getByRole('link', { name: 'Ana Torres Ruiz' }).getAttribute('href')).toBe('/contacts/per-ana');
    expect(within(anaRow!).getByRole('link', { name: 'Limpieza y Servicios del Bajío SA de CV' }).getAttribute('href')).toBe('/contacts/org-limpieza-bajio');
    expect(within(anaRow!).getByText('ana@limpiezabajio.mx')).toBeTruthy();
    expect(within(anaRow!).getByText('477 555 0102')).toBeTruthy();
    expect(within(limpiezaRow!).getByText('RFC: LSB150312AB1')).toBeTruthy();
    expect(within(limpiezaRow!).getByText('ID de Proveedor: PRV-0001')).toBeTruthy();
    expect(within(limpiezaRow!).queryByText('Inactivo')).toBeNull();
    expect(within(lockedRow!).getByText('Inactivo')).toBeTruthy();
    expect(screen.getByText('3 contactos')).toBeTruthy();
    expect(listQueries(fetch)).toEqual([{ pageIndex: '1', pageSize: '10' }]);
  });

  it('binds the tabs to ?type and asks the server for that kind, from page 1', async () => {
    const { fetch, router } = setup('/contacts?pageIndex=2', (url) => jsonResponse(listAnswer([contactRow({ displayName: `Tipo ${url.searchParams.get('type') ?? 'todos'}` })], 30)));
    await tableRows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Organizaciones' }));
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ type: 'company', pageIndex: '1', pageSize: '10' }));
    expect(urlQuery(router)).toEqual({ type: 'company' });
    expect(await screen.findByRole('link', { name: 'Tipo company' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Organizaciones' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Grupos' }));
    await waitFor(() => expect(urlQuery(router)).toEqual({ type: 'group' }));
    await user.click(screen.getByRole('tab', { name: 'Todos' }));
    await waitFor(() => expect(urlQuery(router)).toEqual({}));
    expect(listQueries(fetch).map((q) => q.type)).toEqual([undefined, 'company', 'group', undefined]);
  });

  it('reads kind, search, page and size from the query string, and ignores values it does not know', async () => {
    const first = setup('/contacts?type=group&search=norte&pageIndex=3&pageSize=25', () => jsonResponse(listAnswer([contactRow()], 60)));
    await tableRows();
    expect(lastQuery(first.fetch)).toEqual({ type: 'group', search: 'norte', pageIndex: '3', pageSize: '25' });
    expect(screen.getByRole('tab', { name: 'Grupos' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Buscar un contacto' }) as HTMLInputElement).value).toBe('norte');
    expect(screen.getByRole('button', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    first.unmount();

    const second = setup('/contacts?type=empresa&pageIndex=-1&pageSize=7', () => jsonResponse(listAnswer([contactRow()])));
    await tableRows();
    expect(lastQuery(second.fetch)).toEqual({ pageIndex: '1', pageSize: '10' });
  });
});

describe('/contacts: search', () => {
  it('asks once, 600 ms after the last keystroke, with ?search and from page 1; says when nothing matches', async () => {
    const asked: { search: string | null; at: number }[] = [];
    const { fetch, router } = setup('/contacts?pageIndex=2', (url) => {
      asked.push({ search: url.searchParams.get('search'), at: Date.now() });
      return jsonResponse(url.searchParams.get('search') ? listAnswer([]) : listAnswer([limpieza], 12));
    });
    await tableRows();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar un contacto' }), 'bajio');
    const typedAt = Date.now();
    expect(await screen.findByText('No se encontraron contactos que coincidan con la búsqueda.')).toBeTruthy();
    const searches = asked.filter((a) => a.search !== null);
    expect(searches.map((a) => a.search)).toEqual(['bajio']);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(550);
    expect(lastQuery(fetch)).toEqual({ search: 'bajio', pageIndex: '1', pageSize: '10' });
    expect(urlQuery(router)).toEqual({ search: 'bajio' });

    // Emptying the box goes back to the whole list.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar un contacto' }));
    await waitFor(() => expect(urlQuery(router)).toEqual({}));
    expect(await screen.findByRole('link', { name: limpieza.displayName })).toBeTruthy();
  });

  it('says there are no contacts at all without a search', async () => {
    setup('/contacts', () => jsonResponse(listAnswer([])));
    expect(await screen.findByText('No se encontraron contactos.')).toBeTruthy();
    expect(screen.getByText('0 contactos')).toBeTruthy();
  });
});

describe('/contacts: pages', () => {
  it('moves to the next page with the continuation token of the one before; a jump asks by number', async () => {
    const { fetch, router } = setup('/contacts', (url) => {
      const page = Number(url.searchParams.get('pageIndex'));
      return jsonResponse(listAnswer([contactRow({ displayName: `Fila de la página ${page}` })], 45, page < 5 ? `tok${page + 1}` : undefined));
    });
    await screen.findByRole('link', { name: 'Fila de la página 1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('link', { name: 'Fila de la página 2' })).toBeTruthy();
    expect(lastQuery(fetch)).toEqual({ pageIndex: '2', pageSize: '10', continuationToken: 'tok2' });
    expect(urlQuery(router)).toEqual({ pageIndex: '2' });

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByRole('link', { name: 'Fila de la página 3' })).toBeTruthy();
    expect(lastQuery(fetch)).toEqual({ pageIndex: '3', pageSize: '10', continuationToken: 'tok3' });

    await user.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(await screen.findByRole('link', { name: 'Fila de la página 5' })).toBeTruthy();
    expect(lastQuery(fetch)).toEqual({ pageIndex: '5', pageSize: '10' });

    // Back to page 1: no parameter, and the answer already known is shown.
    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(await screen.findByRole('link', { name: 'Fila de la página 1' })).toBeTruthy();
    expect(urlQuery(router)).toEqual({});
  });

  it('changes the page size from the contract list and starts again at page 1', async () => {
    const { fetch, router } = setup('/contacts?pageIndex=2', () => jsonResponse(listAnswer([contactRow()], 120)));
    await tableRows();
    const size = screen.getByRole('combobox', { name: 'Contactos por página' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.setup().selectOptions(size, '50');
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ pageIndex: '1', pageSize: '50' }));
    expect(urlQuery(router)).toEqual({ pageSize: '50' });
  });
});

describe('/contacts: loading and failures', () => {
  it('keeps the previous list only while the next loads, marked busy', async () => {
    let release: () => void = () => undefined;
    setup('/contacts', (url) => {
      if (url.searchParams.get('type') !== 'person') return jsonResponse(listAnswer([limpieza]));
      return new Promise<Response>((resolve) => {
        release = () => resolve(jsonResponse(listAnswer([ana])));
      });
    });
    await screen.findByRole('link', { name: limpieza.displayName });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Personas' }));
    await waitFor(() => expect(screen.getByRole('grid').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('Cargando contactos...');
    release();
    expect(await screen.findByRole('link', { name: 'Ana Torres Ruiz' })).toBeTruthy();
    expect(await tableRows()).toHaveLength(1);
    expect(screen.getByRole('grid').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
  });

  it('after a failed change shows no list under the new filters, and Reintentar asks again', async () => {
    let refusals = 1;
    const { fetch } = setup('/contacts', (url) => {
      if (url.searchParams.get('type') !== 'person') return jsonResponse(listAnswer([limpieza]));
      if (refusals-- > 0) return apiError(400, 'bad_request', 'x');
      return jsonResponse(listAnswer([ana]));
    });
    await screen.findByRole('link', { name: limpieza.displayName });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Personas' }));
    expect(await screen.findByText('No se pudieron cargar los contactos. Intente de nuevo.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('link', { name: limpieza.displayName })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ana Torres Ruiz' })).toBeTruthy();
    expect(screen.queryByText('No se pudieron cargar los contactos. Intente de nuevo.')).toBeNull();
    expect(listQueries(fetch).filter((q) => q.type === 'person')).toHaveLength(2);
  });
});

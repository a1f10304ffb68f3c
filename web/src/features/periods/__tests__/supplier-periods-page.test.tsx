import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { firstOfMonth, lastOfMonth, periodMessages, type PeriodBody, type SupplierPeriod } from '@expediente/contracts/periods/periods';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/**
 * /supplier-periods against a fake server that keeps its periods in memory, through the page's real fetchers: the
 * list (sort, pages with tokens, search), adding, editing and deleting (with the confirmation), the field errors, and
 * what a read-only role sees.
 */

const customers = [{ publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', rfc: 'CDE190101K32', locked: false }];
const suppliers = [
  { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', rfc: 'LSE150312QA2', supplierNumber: 'PRV-1001', locked: false },
  { publicKey: 'sup-transportes-norte', displayName: 'Transportes Logísticos del Norte SA de CV', rfc: 'TLN170825B74', supplierNumber: 'PRV-1002', locked: false },
];
const periodFlags = { 'get-supplier-periods': true, 'add-supplier-periods': true, 'edit-supplier-periods': true };

function period(id: string, supplier: (typeof suppliers)[number], startDate: string, endDate: string): SupplierPeriod {
  return {
    id,
    supplierPK: supplier.publicKey,
    ownerPK: supplier.publicKey,
    supplierDisplayName: supplier.displayName,
    supplierRFC: supplier.rfc,
    supplierNumber: supplier.supplierNumber,
    customerPK: 'org-corporativo-demo',
    customerDisplayName: 'Corporativo Demo SA de CV',
    startDate,
    endDate,
  };
}

/** A tiny server: the list in the order asked (start date only here), add / edit / delete with whole months. */
function fakeServer(user: Partial<CurrentUser>, initial: SupplierPeriod[], options: { total?: number; conflict?: boolean } = {}) {
  const store = [...initial];
  let next = 100;
  const toPeriod = (id: string, body: PeriodBody) => ({ ...period(id, suppliers.find((s) => s.publicKey === body.supplierPK)!, firstOfMonth(body.startDate), lastOfMonth(body.endDate)) });
  const listAnswer = (url: URL) => {
    const order = url.searchParams.get('sortOrder') === 'ASC' ? 1 : -1;
    const sorted = [...store].sort((a, b) => order * a.startDate.localeCompare(b.startDate));
    const size = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('pageIndex'));
    const rows = sorted.slice((page - 1) * size, page * size);
    const total = options.total ?? store.length;
    return jsonResponse({ periods: rows, totalCount: total, ...(page * size < total ? { continuationToken: `tok${page + 1}` } : {}) });
  };
  const routes: Parameters<typeof mockApi>[0] = {
    'GET /api/userinfo': jsonResponse(demoUser(user)),
    'GET /api/users/me/periods': (_init, url) => listAnswer(url),
    'GET /api/periods/all': (_init, url) => listAnswer(url),
    'GET /api/periods/options': jsonResponse({ customers, suppliers }),
    'POST /api/users/usr-cliente/periods': (init) => {
      if (options.conflict) return apiError(409, 'conflict', periodMessages.overlap('2025-01-01', '2026-12-31'), { startDate: ['traslape'] });
      const created = toPeriod(`prd-${++next}`, JSON.parse(String(init.body)) as PeriodBody);
      store.push(created);
      return jsonResponse(created, 201);
    },
  };
  for (const p of initial) {
    routes[`PUT /api/periods/${p.id}`] = (init) => {
      const saved = toPeriod(p.id, JSON.parse(String(init.body)) as PeriodBody);
      store.splice(store.findIndex((s) => s.id === p.id), 1, saved);
      return jsonResponse(saved);
    };
    routes[`DELETE /api/periods/${p.id}`] = () => {
      store.splice(store.findIndex((s) => s.id === p.id), 1);
      return jsonResponse({ id: p.id, deleted: true });
    };
  }
  const fetch = mockApi(routes);
  return { fetch, store };
}

const customer = { features: periodFlags };
const first = period('prd-1', suppliers[0]!, '2025-01-01', '2026-12-31');
const second = period('prd-2', suppliers[1]!, '2024-07-01', '2027-06-30');

async function rows() {
  const table = await screen.findByRole('table', { name: 'Periodos de proveedores' });
  return within(table).getAllByRole('row').slice(1);
}
const listQueries = (fetch: ReturnType<typeof mockApi>, route = 'GET /api/users/me/periods') =>
  callsTo(fetch, route).map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('/supplier-periods: the list', () => {
  it('shows the periods by start date, newest first; sorts by a header; moves with Siguiente using the token', async () => {
    const many = Array.from({ length: 12 }, (_, i) => period(`prd-${i + 1}`, suppliers[i % 2]!, `20${10 + i}-01-01`, `20${10 + i}-12-31`));
    const { fetch } = fakeServer(customer, many);
    renderApp('/supplier-periods');
    expect(await screen.findByRole('heading', { name: 'Proveedores - Sociedades', level: 1 })).toBeTruthy();
    const [top] = await rows();
    expect(within(top!).getByText('01/01/2021')).toBeTruthy();
    expect(within(top!).getByText('31/12/2021')).toBeTruthy();
    expect(within(top!).getByText('PRV-1002')).toBeTruthy();
    expect(screen.getByText('12 periodos')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(listQueries(fetch)[0]).toEqual({ pageSize: '10', pageIndex: '1', sortedBy: 'start_date', sortOrder: 'DESC' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeTruthy());
    expect(listQueries(fetch).at(-1)).toEqual({ pageSize: '10', pageIndex: '2', sortedBy: 'start_date', sortOrder: 'DESC', continuationToken: 'tok2' });
    expect(await rows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Proveedor' }));
    await waitFor(() => expect(listQueries(fetch).at(-1)).toEqual({ pageSize: '10', pageIndex: '1', sortedBy: 'supplier', sortOrder: 'ASC' }));
    await user.click(screen.getByRole('button', { name: 'Proveedor' }));
    await waitFor(() => expect(listQueries(fetch).at(-1)).toMatchObject({ sortedBy: 'supplier', sortOrder: 'DESC' }));
    const header = screen.getByRole('columnheader', { name: 'Proveedor' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('searches after a pause, from page 1, and says when nothing matches', async () => {
    const { fetch } = fakeServer(customer, []);
    renderApp('/supplier-periods');
    expect(await screen.findByText('No hay periodos registrados.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar un periodo' }), 'PRV-1001');
    await waitFor(() => expect(listQueries(fetch).at(-1)).toMatchObject({ searchText: 'PRV-1001', pageIndex: '1' }));
    expect(await screen.findByText('No se encontraron periodos que coincidan con la búsqueda.')).toBeTruthy();
  });

  it('asks for the whole tenant with get-all-periods (an administrator) and shows a read-only list to a supplier', async () => {
    const admin = fakeServer({ primaryRole: 'Developer', features: { ...periodFlags, 'get-all-periods': true } }, [first]);
    const view = renderApp('/supplier-periods');
    await rows();
    expect(listQueries(admin.fetch, 'GET /api/periods/all')).toHaveLength(1);
    expect(listQueries(admin.fetch)).toHaveLength(0);
    view.unmount();

    const supplier = fakeServer({ primaryRole: 'Supplier', publicKey: 'usr-proveedor', userPK: 'usr-proveedor', features: periodFlags }, [first]);
    renderApp('/supplier-periods');
    const [row] = await rows();
    expect(within(row!).getByText('Limpieza y Servicios del Bajío SA de CV')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar periodo' })).toBeNull();
    expect(within(row!).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Consulta: su rol puede ver los periodos, no cambiarlos.')).toBeTruthy();
    expect(callsTo(supplier.fetch, 'GET /api/periods/options')).toHaveLength(0);
  });
  it('says the list is off, and asks nothing, without get-supplier-periods (nor get-all-periods)', async () => {
    const { fetch } = fakeServer({ features: { 'add-supplier-periods': true } }, [first]);
    renderApp('/supplier-periods');
    expect(await screen.findByText(/La consulta de periodos no está habilitada para su cuenta/)).toBeTruthy();
    expect(listQueries(fetch)).toHaveLength(0);
    expect(callsTo(fetch, 'GET /api/periods/options')).toHaveLength(0);
  });
});

describe('/supplier-periods: add, edit, delete', () => {
  it('adds a period in the inline row: whole months are stored and the list shows it', async () => {
    const { fetch, store } = fakeServer(customer, [first]);
    renderApp('/supplier-periods');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar periodo' }));
    const form = screen.getByRole('form', { name: 'Nuevo periodo' });
    await choose(user, /Sociedad/, 'Corporativo Demo');
    await choose(user, /Proveedor/, 'Transportes');
    await user.type(within(form).getByRole('textbox', { name: /Fecha de inicio/ }), '15/03/2030');
    await user.type(within(form).getByRole('textbox', { name: /Fecha de fin/ }), '10/08/2030');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(periodMessages.created)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/users/usr-cliente/periods').map((c) => c.body)).toEqual([
      { supplierPK: 'sup-transportes-norte', customerPK: 'org-corporativo-demo', startDate: '2030-03-15', endDate: '2030-08-10' },
    ]);
    expect(store.at(-1)).toMatchObject({ startDate: '2030-03-01', endDate: '2030-08-31' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nuevo periodo' })).toBeNull());
    const [top] = await rows();
    expect(within(top!).getByText('31/08/2030')).toBeTruthy();
  });

  it('refuses start after end before asking the server, and shows the server overlap message', async () => {
    const { fetch } = fakeServer(customer, [first], { conflict: true });
    renderApp('/supplier-periods');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar periodo' }));
    const form = screen.getByRole('form', { name: 'Nuevo periodo' });
    await choose(user, /Sociedad/, 'Corporativo Demo');
    await choose(user, /Proveedor/, 'Limpieza');
    await user.type(within(form).getByRole('textbox', { name: /Fecha de inicio/ }), '01/05/2026');
    await user.type(within(form).getByRole('textbox', { name: /Fecha de fin/ }), '01/02/2026');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(periodMessages.startAfterEnd)).toBeTruthy();
    expect(await screen.findByText(periodMessages.validation)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/users/usr-cliente/periods')).toHaveLength(0);

    const end = within(form).getByRole('textbox', { name: /Fecha de fin/ });
    await user.clear(end);
    await user.type(end, '30/06/2026');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const overlap = periodMessages.overlap('2025-01-01', '2026-12-31');
    expect(await within(form).findByText(overlap)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/users/usr-cliente/periods')).toHaveLength(1);
    // The row stays open with what was typed, so the user can fix the dates.
    expect((within(form).getByRole('textbox', { name: /Fecha de fin/ }) as HTMLInputElement).value).toBe('30/06/2026');
  });

  it('edits a row in place and deletes another after the confirmation', async () => {
    const { fetch, store } = fakeServer(customer, [first, second]);
    renderApp('/supplier-periods');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar periodo de Limpieza y Servicios del Bajío SA de CV' }));
    const form = screen.getByRole('form', { name: 'Editar periodo' });
    const end = within(form).getByRole('textbox', { name: /Fecha de fin/ });
    expect((end as HTMLInputElement).value).toBe('31/12/2026');
    expect((screen.getByRole('combobox', { name: /Proveedor/ }) as HTMLInputElement).value).toContain('Limpieza y Servicios del Bajío');
    await user.clear(end);
    await user.type(end, '15/02/2027');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(periodMessages.updated)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/periods/prd-1').map((c) => c.body)).toEqual([
      { supplierPK: 'sup-limpieza-bajio', customerPK: 'org-corporativo-demo', startDate: '2025-01-01', endDate: '2027-02-15' },
    ]);
    expect(await screen.findByText('28/02/2027')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar periodo de Transportes Logísticos del Norte SA de CV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar periodo' });
    expect(within(dialog).getByText(/del 01\/07\/2024 al 30\/06\/2027/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(periodMessages.deleted)).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /api/periods/prd-2').map((c) => c.body)).toEqual([{ ownerPk: 'sup-transportes-norte' }]);
    expect(store.map((p) => p.id)).toEqual(['prd-1']);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });
});

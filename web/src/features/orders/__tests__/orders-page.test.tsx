import '../../../components/__tests__/fluent-jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrdersListResponse } from '@expediente/contracts/orders/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** /orders/list (part 2 §2.5, §9): criteria in the query string, 600 ms, previous/next, green or red, the dialogs. */

beforeAll(async () => {
  await getRoute('ordersList').page();
  await getRoute('orders').page();
}, 120_000);

function order(overrides: Partial<Order> = {}): Order {
  return {
    publicKey: 'ord-1',
    logicalKey: 'OS-2026-1001',
    status: 'V',
    total: '12500.50',
    documentsCount: 14,
    complianceRate: 92,
    risk: 'B',
    identifiers: [{ name: 'Número de orden', value: 'OS-2026-1001' }],
    partyRelations: {
      supplier: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', rfc: 'LSE150312QA2' },
      customer: { publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', rfc: 'CDE190101K32' },
    },
    description: 'Servicio de limpieza de oficinas',
    serviceDate: '2026-03-15',
    createdAt: '2026-03-15T16:00:00.000Z',
    createdBy: 'Datos de demostración',
    ...overrides,
  };
}
const flagged = order({
  publicKey: 'ord-2',
  logicalKey: 'OS-2026-1002',
  status: 'I',
  complianceRate: 40,
  sat69b: { situation: 'Presunto', snapshotDate: '2026-03-01' },
  partyRelations: { supplier: { publicKey: 'sup-demo-01', displayName: 'Servicios Uno SA de CV' }, customer: { publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV' } },
  contractPK: 'sup-demo-01.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
  contractName: 'Contrato_2026.pdf',
});
const page = (orders: Order[], hasMore = false, pageIndex = 1): OrdersListResponse => ({ orders, hasMore, pageIndex });

function setup(path: string, list: Answer, role: 'Customer' | 'Viewer' | 'Admin' = 'Customer', more: Record<string, Answer | Answer[]> = {}) {
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role })), 'GET /api/orders/list': list, ...more });
  return { fetch, ...renderApp(path) };
}
const listQueries = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, 'GET /api/orders/list').map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));
const urlQuery = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('/orders/list', () => {
  it('sends /orders to /orders/list and asks for criteria before listing anything', async () => {
    const { fetch, router } = setup('/orders', jsonResponse(page([order()])));
    expect(await screen.findByText('Por favor seleccione sus criterios de búsqueda.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/list');
    expect(screen.getByRole('heading', { level: 1, name: 'Órdenes de Servicio' })).toBeTruthy();
    expect(listQueries(fetch)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver todas las órdenes' }));
    await waitFor(() => expect(listQueries(fetch).at(-1)).toEqual({ pageIndex: '1' }));
    expect(await screen.findByRole('link', { name: 'OS-2026-1001' })).toBeTruthy();
  });

  it('shows each order with its total in MXN, dd-MMM-yyyy date, figures, green V and red otherwise in words, the 69-B badge and links', async () => {
    const { fetch } = setup('/orders/list?search=OS&customer=corporativo&supplier=LSE&pageIndex=2', jsonResponse(page([order(), flagged], false, 2)));
    const table = await screen.findByRole('grid', { name: 'Órdenes de servicio' });
    expect(listQueries(fetch).at(-1)).toEqual({ search: 'OS', customer: 'corporativo', supplier: 'LSE', pageIndex: '2' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'OS-2026-1001' }).getAttribute('href')).toBe('/documents?supplierPK=sup-limpieza-bajio');
    expect(within(first!).getByText('$12,500.50')).toBeTruthy();
    expect(within(first!).getByText('15-mar-2026')).toBeTruthy();
    expect(within(first!).getByText('92 %')).toBeTruthy();
    expect(within(first!).getByText('Proveedor al corriente').getAttribute('data-variant')).toBe('success');
    expect(within(second!).getByText('Proveedor con pendientes').getAttribute('data-variant')).toBe('danger');
    expect(within(second!).getByText('SAT 69-B: Presunto')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'Contrato_2026.pdf' }).getAttribute('href')).toBe('/documents/sup-demo-01.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d');
    // Page 2 of 2: Anterior goes back, Siguiente is off.
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(listQueries(fetch).at(-1)).toMatchObject({ pageIndex: '1' }));
  });

  it('asks 600 ms after the last keystroke, keeps the filter in the query string and pages with Siguiente', async () => {
    const { fetch, router } = setup('/orders/list?pageIndex=1', jsonResponse(page([order()], true)));
    await screen.findByRole('grid', { name: 'Órdenes de servicio' });
    const box = screen.getByRole('searchbox', { name: 'Proveedor (nombre o RFC)' });
    fireEvent.change(box, { target: { value: 'lim' } });
    fireEvent.change(box, { target: { value: 'limpieza' } });
    expect(listQueries(fetch).some((q) => q.supplier)).toBe(false);
    await waitFor(() => expect(listQueries(fetch).at(-1)?.supplier).toBe('limpieza'), { timeout: 3000 });
    expect(listQueries(fetch).filter((q) => q.supplier)).toHaveLength(1);
    expect(urlQuery(router).supplier).toBe('limpieza');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(urlQuery(router)).toMatchObject({ supplier: 'limpieza', pageIndex: '2' }));
  });

  it('says there are no orders in the spec’s words; a Viewer gets neither Nueva orden nor Importar CSV', async () => {
    setup('/orders/list?search=nada', jsonResponse(page([])), 'Viewer');
    expect(await screen.findByText('No existen órdenes de servicio cargadas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva orden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importar CSV' })).toBeNull();
  });

  it('creates an order: the contract checks the form first, the server’s 409 lands on the number, then the list shows it', async () => {
    const user = userEvent.setup();
    const created = order({ publicKey: 'ord-9', logicalKey: 'OS-NUEVA-1' });
    const contacts: Answer = (_init, url) =>
      jsonResponse(
        url.searchParams.get('role') === 'customer'
          ? { contacts: [{ publicKey: 'org-corporativo-demo', partyType: 2, displayName: 'Corporativo Demo SA de CV', identifiers: [], locked: false }], totalCount: 1 }
          : { contacts: [{ publicKey: 'sup-limpieza-bajio', partyType: 2, displayName: 'Limpieza y Servicios del Bajío SA de CV', identifiers: [], locked: false }], totalCount: 1 },
      );
    const { fetch, router } = setup('/orders/list', jsonResponse(page([created])), 'Customer', {
      'GET /api/contacts': contacts,
      'GET /api/contracts': jsonResponse({ contracts: [], selectedParty: null, totalCount: 0, pageIndex: 1, pageSize: 20 }),
      'POST /api/orders': [apiError(409, 'conflict', 'Ya existe una orden con ese número para este cliente.', { number: ['Ya existe una orden con ese número para este cliente.'] }), jsonResponse({ order: created }, 201)],
    });
    await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva orden de servicio' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Indique el número de orden.')).toBeTruthy();
    expect(within(dialog).getByText('Indique un total válido en pesos, mayor que cero (por ejemplo 12,500.00).')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/orders')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Número de orden/ }), 'OS-NUEVA-1');
    // The Customer's own organization is chosen for it (the only one it sees).
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /Cliente/ }) as HTMLInputElement).value).toBe('Corporativo Demo SA de CV'));
    await user.click(within(dialog).getByRole('combobox', { name: /Proveedor/ }));
    await user.click(await screen.findByRole('option', { name: /Limpieza y Servicios/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Total/ }), '12,500.50');
    await user.type(within(dialog).getByRole('textbox', { name: /Fecha de servicio/ }), '15/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe una orden con ese número para este cliente.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva orden de servicio' })).toBeNull());
    expect(callsTo(fetch, 'POST /api/orders').at(-1)!.body).toEqual({
      number: 'OS-NUEVA-1',
      customerPK: 'org-corporativo-demo',
      supplierPK: 'sup-limpieza-bajio',
      total: '12,500.50',
      serviceDate: '2026-03-15',
      description: '',
      contractPK: '',
    });
    await waitFor(() => expect(urlQuery(router).search).toBe('OS-NUEVA-1'));
    expect(await screen.findByRole('link', { name: 'OS-NUEVA-1' })).toBeTruthy();
  });

  it('imports a CSV and lists each bad row the server names, in row order', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { fetch } = setup('/orders/list?pageIndex=1', jsonResponse(page([order()])), 'Admin', {
      'POST /api/orders/import': [
        apiError(400, 'bad_request', 'El CSV tiene errores; no se importó ninguna orden.', { 'fila 12': ['total: malo'], 'fila 3': ['proveedor RFC: No hay un proveedor a su alcance con ese RFC.'] }),
        jsonResponse({ created: 2, publicKeys: ['a', 'b'] }, 201),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar órdenes desde CSV' });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Seleccione un archivo CSV.')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['número,proveedor RFC\n'], 'ordenes.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('El CSV tiene errores; no se importó ninguna orden.')).toBeTruthy();
    const items = within(within(dialog).getByRole('list', { name: 'Filas con errores' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Fila 3: proveedor RFC: No hay un proveedor a su alcance con ese RFC.', 'Fila 12: total: malo']);
    expect(callsTo(fetch, 'POST /api/orders/import')[0]!.body).toEqual({ csv: 'número,proveedor RFC\n' });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar órdenes desde CSV' })).toBeNull());
  });
});

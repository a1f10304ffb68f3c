import '../../../components/__tests__/fluent-jsdom';
import type { TableStorageItem } from '@expediente/contracts/metadata/extraction';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { narrowViewportQuery } from '../../shell/use-narrow-viewport';
import { bitconfigFor } from '../table-storage-page';
import { chunksOf } from '../components/send-in-chunks';

beforeAll(async () => {
  await getRoute('adminTableStorage').page();
}, 120_000);

afterEach(() => vi.restoreAllMocks());

const PATH = '/admin/tablestorage';

function record(n: number, overrides: Partial<TableStorageItem> = {}): TableStorageItem {
  const pk = `sup-limpieza-bajio.doc-${String(n).padStart(4, '0')}`;
  return {
    partitionKey: pk,
    rowKey: 'extraction',
    name: `archivo-${n}.pdf`,
    type: 'mxdeclisr',
    hasError: false,
    outcome: 'clean',
    method: 'pdf-text',
    attempts: 1,
    queuedAt: '2026-04-10T17:00:00.000Z',
    finishedAt: '2026-04-10T17:01:00.000Z',
    documentPK: pk,
    ...overrides,
  };
}

const records = (count: number) => Array.from({ length: count }, (_, i) => record(i + 1));

function setup(routes: Record<string, Answer | Answer[]>) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Developer' })),
    'GET /api/storage/tables': jsonResponse({ tables: ['audit', 'processing'] }),
    ...routes,
  });
  const app = renderApp(PATH);
  return { fetch, ...app };
}

const tableQueries = (fetch: ReturnType<typeof mockApi>) =>
  callsTo(fetch, 'GET /api/storage/table/processing').map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));

describe('bitconfig', () => {
  it('is 00001 with no filter, 01001 for Images, 00101 for Not Supported, both flags for both', () => {
    expect(bitconfigFor({ images: false, notSupported: false })).toBe('00001');
    expect(bitconfigFor({ images: true, notSupported: false })).toBe('01001');
    expect(bitconfigFor({ images: false, notSupported: true })).toBe('00101');
    expect(bitconfigFor({ images: true, notSupported: true })).toBe('01101');
  });

  it('cuts 250 ids into chunks of 100, 100 and 50', () => {
    expect(chunksOf(records(250).map((r) => r.partitionKey)).map((c) => c.length)).toEqual([100, 100, 50]);
  });
});

describe('/admin/tablestorage', () => {
  it('shows the breadcrumb, the processing table by default with its records, and each filter as its bitconfig', async () => {
    const user = userEvent.setup();
    const { fetch } = setup({
      'GET /api/storage/table/processing': (_, url) =>
        jsonResponse({
          items:
            url.searchParams.get('bitconfig') === '01001'
              ? [record(7, { outcome: 'image', method: undefined, name: 'escaneo.jpg' })]
              : [record(1, { outcome: 'partial' }), record(2, { outcome: 'error', hasError: true, error: 'El PDF está cifrado.', attempts: 5 })],
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'TableStorage' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(within(trail).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    const grid = await screen.findByRole('grid', { name: 'Registros de la tabla' });
    expect(within(grid).getByText('Parcial')).toBeTruthy();
    expect(within(grid).getByText('El PDF está cifrado.')).toBeTruthy();
    expect(within(grid).getAllByText('10-abr-2026 11:00').length).toBe(2);
    expect(within(grid).getByRole('link', { name: 'archivo-1.pdf' }).getAttribute('href')).toBe('/documents/sup-limpieza-bajio.doc-0001');
    expect((screen.getByRole('combobox', { name: 'Tabla' }) as HTMLSelectElement).value).toBe('processing');
    expect(tableQueries(fetch)[0]).toEqual({ bitconfig: '00001', pageSize: '100' });
    expect(screen.getByText('Sin filtros se muestran todos los registros.')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Images' }));
    expect(await within(screen.getByRole('grid')).findByText('escaneo.jpg')).toBeTruthy();
    expect(tableQueries(fetch).at(-1)).toMatchObject({ bitconfig: '01001' });
    await user.click(screen.getByRole('switch', { name: 'Images' }));
    await user.click(screen.getByRole('switch', { name: 'Not Supported' }));
    await waitFor(() => expect(tableQueries(fetch).at(-1)).toMatchObject({ bitconfig: '00101' }));
  });

  it('asks for the chosen page size and table, goes forward with the continuation token and back with the stack', async () => {
    const user = userEvent.setup();
    const { fetch } = setup({
      'GET /api/storage/table/processing': (_, url) => {
        const token = url.searchParams.get('continueToken');
        if (!token) return jsonResponse({ items: [record(1)], continueToken: 'tok-2' });
        if (token === 'tok-2') return jsonResponse({ items: [record(2)], continueToken: 'tok-3' });
        return jsonResponse({ items: [record(3)] });
      },
      'GET /api/storage/table/audit': jsonResponse({ items: [record(9, { name: 'auditoria.pdf' })] }),
    });
    await screen.findByRole('link', { name: 'archivo-1.pdf' });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    const previous = screen.getByRole('button', { name: 'Anterior' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await user.click(next);
    expect(await screen.findByRole('link', { name: 'archivo-2.pdf' })).toBeTruthy();
    expect(screen.getByText('Página 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('link', { name: 'archivo-3.pdf' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true));
    expect(tableQueries(fetch).map((q) => q.continueToken)).toEqual([undefined, 'tok-2', 'tok-3']);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('link', { name: 'archivo-2.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('link', { name: 'archivo-1.pdf' })).toBeTruthy();
    expect(screen.getByText('Página 1')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: /Registros por página/ }), '500');
    await waitFor(() => expect(tableQueries(fetch).at(-1)).toEqual({ bitconfig: '00001', pageSize: '500' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tabla' }), 'audit');
    expect(await screen.findByRole('link', { name: 'auditoria.pdf' })).toBeTruthy();
    expect(Object.fromEntries(new URL(callsTo(fetch, 'GET /api/storage/table/audit')[0]!.url, 'http://localhost').searchParams)).toEqual({ bitconfig: '00001', pageSize: '500' });
  });

  it('selects all 250 records and sends Reprocesar in 3 chunks of at most 100, then says how many went', async () => {
    const user = userEvent.setup();
    const all = records(250);
    const { fetch } = setup({
      'GET /api/storage/table/processing': jsonResponse({ items: all }),
      'POST /api/storage/reprocess': (init) => {
        const ids = JSON.parse(String(init.body)) as string[];
        return jsonResponse({ queued: ids.length - (ids.includes(all[0]!.partitionKey) ? 1 : 0), skipped: ids.includes(all[0]!.partitionKey) ? [all[0]!.partitionKey] : [] });
      },
    });
    await screen.findByRole('link', { name: 'archivo-1.pdf' });
    const reprocess = screen.getByRole('button', { name: 'Reprocesar' });
    expect((reprocess as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    expect(screen.getByText('250 registros seleccionados')).toBeTruthy();
    await user.click(reprocess);
    expect(await screen.findByText('Se enviaron 249 registros a procesar; 1 se omitió (no es un documento a su alcance o su tipo no tiene datos que extraer).', { exact: false })).toBeTruthy();
    const bodies = callsTo(fetch, 'POST /api/storage/reprocess').map((c) => c.body as string[]);
    expect(bodies.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(bodies.flat()).toEqual(all.map((r) => r.documentPK));
    expect(screen.getByText('0 registros seleccionados')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/storage/image-ai')).toHaveLength(0);
  });

  it('sends Image AI for the rows checked; a failed chunk says which and keeps the rest selected to send again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fetch } = setup({
      'GET /api/storage/table/processing': jsonResponse({ items: [...records(150), record(999, { documentPK: undefined, name: 'registro-suelto' })] }),
      'POST /api/storage/image-ai': (init) => {
        calls += 1;
        if (calls === 2) return apiError(500, 'internal', 'El servicio no está disponible.');
        return jsonResponse({ queued: (JSON.parse(String(init.body)) as string[]).length, skipped: [] });
      },
    });
    await screen.findByRole('link', { name: 'archivo-1.pdf' });
    // A record that is not a document's cannot be sent.
    expect((screen.getByRole('checkbox', { name: 'Seleccionar registro-suelto' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar archivo-150.pdf' }));
    expect(screen.getByText('149 registros seleccionados')).toBeTruthy();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Image AI' }));
    expect(await screen.findByText(/El lote 2 de 2 no se envió: El servicio no está disponible\..*vuelva a pulsar el botón/)).toBeTruthy();
    expect(error).toHaveBeenCalled();
    expect(screen.getByText('49 registros seleccionados')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Image AI' }));
    expect(await screen.findByText('Se enviaron 49 registros a procesar.')).toBeTruthy();
    const bodies = callsTo(fetch, 'POST /api/storage/image-ai').map((c) => (c.body as string[]).length);
    expect(bodies).toEqual([100, 49, 49]);
  });

  it('logs a failed load and offers a retry that loads the page', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ 'GET /api/storage/table/processing': [apiError(500, 'internal', 'Error interno.'), jsonResponse({ items: [record(1)] })] });
    expect(await screen.findByText('No se pudieron cargar los registros.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'archivo-1.pdf' })).toBeTruthy();
  });

  it('sends a 401 to /login with the page as the return URL', async () => {
    // The session has expired: after the first answer /api/userinfo says 401 too, as the server would. (With a user
    // still signed in, /login would send the test back to the page, and the page to /login again.)
    const { router } = setup({
      'GET /api/userinfo': [jsonResponse(demoUser({ primaryRole: 'Developer' })), apiError(401, 'unauthorized', 'Sesión expirada.')],
      'GET /api/storage/table/processing': apiError(401, 'unauthorized', 'Sesión expirada.'),
    });
    // Path and query read from one location: the two reads must not straddle a navigation.
    await waitFor(() => {
      const { pathname, search } = router.state.location;
      expect(pathname).toBe('/login');
      expect(new URLSearchParams(search).get('returnUrl')).toBe(PATH);
    });
  });

  it('shows cards with a checkbox each on a phone', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ ...original(query), matches: query === narrowViewportQuery }));
    setup({ 'GET /api/storage/table/processing': jsonResponse({ items: [record(1, { outcome: 'not-supported' })] }) });
    const cards = await screen.findByRole('list', { name: 'Registros de la tabla' });
    expect(within(cards).getByText('No soportado')).toBeTruthy();
    expect(within(cards).getByRole('checkbox', { name: 'Seleccionar archivo-1.pdf' })).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

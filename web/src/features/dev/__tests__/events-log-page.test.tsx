import '../../../components/__tests__/fluent-jsdom';
import type { EventsLogEntry } from '@expediente/contracts/dev/events-log';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(async () => {
  await getRoute('devAdvanced').page();
}, 120_000);

afterEach(() => vi.restoreAllMocks());

const entry = (n: number, overrides: Partial<EventsLogEntry> = {}): EventsLogEntry => ({
  // 18:30 UTC is 12:30 in Mexico City.
  created: '2026-03-05T18:30:00.000Z',
  summary: `Evento ${n}`,
  dbRowVersion: n,
  type: 'auth.sign-in',
  user: 'admin@demo.expediente.mx',
  ...overrides,
});

function setup(routes: Record<string, Answer | Answer[]>, path = '/dev/advanced') {
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Developer' })), ...routes });
  return { fetch, ...renderApp(path) };
}
const queries = (fetch: ReturnType<typeof mockApi>, route = 'GET /api/eventslog') => callsTo(fetch, route).map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));

describe('/dev/advanced Bitácora del sistema', () => {
  it('shows date in Mexico City time (dd-MMM-yyyy HH:mm), event and version', async () => {
    setup({ 'GET /api/eventslog': jsonResponse({ eventsLog: [entry(2), entry(1, { summary: 'Inicio de sesión', user: undefined })] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitácora del sistema' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Eventos de la bitácora' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Fecha', 'Evento', 'Versión']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('05-mar-2026 12:30');
    expect(rows[0]!.textContent).toContain('Evento 2');
    expect(rows[0]!.textContent).toContain('auth.sign-in · admin@demo.expediente.mx');
    expect(within(rows[1]!).getAllByRole('gridcell').at(-1)!.textContent).toBe('1');
  });

  it('keeps the filters in the query string and sends them; pages with continuation tokens', async () => {
    const user = userEvent.setup();
    const { fetch, router } = setup(
      {
        'GET /api/eventslog': (_, url) =>
          jsonResponse(
            url.searchParams.get('continuationToken') === 'tok-2'
              ? { eventsLog: [entry(1)] }
              : { eventsLog: [entry(3), entry(2)], continuationToken: 'tok-2' },
          ),
      },
      '/dev/advanced?fromDate=2026-03-01&toDate=2026-03-31',
    );
    await screen.findByText('Evento 3');
    expect(queries(fetch)[0]).toMatchObject({ fromDate: '2026-03-01', toDate: '2026-03-31', pageSize: '25' });
    await user.type(screen.getByRole('textbox', { name: /Tipo de evento/ }), 'auth.');
    await user.type(screen.getByRole('textbox', { name: 'Correo del usuario' }), 'admin@demo.expediente.mx');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toContain('type=auth.');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('admin@demo.expediente.mx');
    await vi.waitFor(() => expect(queries(fetch).at(-1)).toMatchObject({ type: 'auth.', email: 'admin@demo.expediente.mx', fromDate: '2026-03-01' }));

    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Evento 1');
    expect(queries(fetch).at(-1)).toMatchObject({ continuationToken: 'tok-2', type: 'auth.' });
    expect(screen.getByText('Página 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByText('Evento 3');
    expect(screen.getByText('Página 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when nothing matches the filters', async () => {
    setup(
      {
        'GET /api/eventslog': jsonResponse({ eventsLog: [] }),
      },
      '/dev/advanced?type=auth.',
    );
    expect(await screen.findByText('No se encontraron eventos que coincidan con los filtros.')).toBeTruthy();
  });

  it('shows a 400 field error under its filter', async () => {
    setup({ 'GET /api/eventslog': apiError(400, 'bad_request', 'Solicitud inválida', { type: ['El tipo de evento admite letras minúsculas, números, puntos y guiones (hasta 64).'] }) }, '/dev/advanced?type=X');
    expect(await screen.findByText('El tipo de evento admite letras minúsculas, números, puntos y guiones (hasta 64).')).toBeTruthy();
    expect(screen.queryByText('Error al obtener la bitácora.')).toBeNull();
  });

  it("'Verificar integridad' walks the chain page by page and says OK", async () => {
    const user = userEvent.setup();
    const { fetch } = setup({
      'GET /api/eventslog': jsonResponse({ eventsLog: [entry(1)] }),
      'GET /api/eventslog/verify': (_, url) =>
        jsonResponse(
          url.searchParams.get('fromSequence') === '1'
            ? { headSequence: 700, checkedFrom: 1, checkedTo: 500, nextSequence: 501 }
            : { headSequence: 700, checkedFrom: 501, checkedTo: 700 },
        ),
    });
    await screen.findByText('Evento 1');
    await user.click(screen.getByRole('button', { name: 'Verificar integridad' }));
    expect(await screen.findByText('La cadena de integridad es correcta. 700 eventos verificados.')).toBeTruthy();
    expect(queries(fetch, 'GET /api/eventslog/verify').map((q) => q.fromSequence)).toEqual(['1', '501']);
  });

  it('shows where the chain breaks', async () => {
    const user = userEvent.setup();
    setup({
      'GET /api/eventslog': jsonResponse({ eventsLog: [entry(1)] }),
      'GET /api/eventslog/verify': jsonResponse({ headSequence: 9, checkedFrom: 1, checkedTo: 4, broken: { sequence: 4, reason: 'edited', message: 'x' } }),
    });
    await screen.findByText('Evento 1');
    await user.click(screen.getByRole('button', { name: 'Verificar integridad' }));
    expect(await screen.findByText('La cadena se rompe en el evento 4: el evento fue modificado.')).toBeTruthy();
  });
});

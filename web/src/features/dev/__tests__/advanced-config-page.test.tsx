import '../../../components/__tests__/fluent-jsdom';
import type { DevInfoResponse } from '@expediente/contracts/dev/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(async () => {
  await getRoute('dev').page();
}, 120_000);

afterEach(() => vi.restoreAllMocks());

const info = (overrides: Partial<DevInfoResponse> = {}): DevInfoResponse => ({
  databaseName: 'expediente-dev',
  environment: 'local',
  production: false,
  appVersion: '1.4.0',
  nodeVersion: 'v24.21.0',
  schemaTools: { create: true, drop: true },
  resources: [
    { kind: 'container', name: 'users', exists: true, count: 9 },
    { kind: 'table', name: 'events', exists: true },
    { kind: 'queue', name: 'exports', exists: false },
  ],
  ...overrides,
});

function setup(routes: Record<string, Answer | Answer[]>) {
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Developer' })), ...routes });
  return { fetch, ...renderApp('/dev') };
}

describe('/dev Configuración Avanzada', () => {
  it('shows the database information card and the resources with existence and counts', async () => {
    setup({ 'GET /api/dev': jsonResponse(info()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración Avanzada' })).toBeTruthy();
    expect(await screen.findByText('expediente-dev')).toBeTruthy();
    expect(screen.getByText('1.4.0')).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Recursos de almacenamiento' });
    const rows = within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Contenedor (Cosmos DB)', 'users', 'Sí', '9'],
      ['Tabla', 'events', 'Sí', '—'],
      ['Cola', 'exports', 'No', '—'],
    ]);
  });

  it("'Crear esquema' says what was created and what existed", async () => {
    const user = userEvent.setup();
    const { fetch } = setup({
      'GET /api/dev': jsonResponse(info()),
      'POST /api/dev/createschema': jsonResponse({ created: [{ kind: 'queue', name: 'exports' }], existing: [{ kind: 'table', name: 'events' }, { kind: 'container', name: 'users' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Crear esquema' }));
    expect(await screen.findByText('Esquema creado: 1 recursos creados, 2 ya existían.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/dev/createschema')).toHaveLength(1);
  });

  it("'Eliminar esquema' asks for the database name typed and sends it", async () => {
    const user = userEvent.setup();
    const { fetch } = setup({ 'GET /api/dev': jsonResponse(info()), 'POST /api/dev/dropschema': jsonResponse({ dropped: [{ kind: 'table', name: 'processing' }, { kind: 'queue', name: 'exports' }] }) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar esquema' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar esquema' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), 'expediente');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), '-dev');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText('Esquema eliminado: 2 recursos eliminados.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/dev/dropschema').map((c) => c.body)).toEqual([{ confirmation: 'expediente-dev' }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    setup({ 'GET /api/dev': jsonResponse(info()), 'POST /api/dev/dropschema': apiError(403, 'forbidden', 'Las herramientas de esquema no están disponibles en este ambiente.') });
    await user.click(await screen.findByRole('button', { name: 'Eliminar esquema' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'expediente-dev');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar esquema' }));
    expect(await within(dialog).findByText('Las herramientas de esquema no están disponibles en este ambiente.')).toBeTruthy();
  });

  it('hides the tools where the server says they are not available', async () => {
    setup({ 'GET /api/dev': jsonResponse(info({ environment: 'cloud', production: true, schemaTools: { create: false, drop: false } })) });
    expect(await screen.findByText('No se puede eliminar el esquema en producción.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear esquema' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar esquema' })).toBeNull();
  });
});

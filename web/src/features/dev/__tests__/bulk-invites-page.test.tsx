import '../../../components/__tests__/fluent-jsdom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(async () => {
  await getRoute('devInvites').page();
}, 120_000);

afterEach(() => vi.restoreAllMocks());

const organization = (publicKey: string, displayName: string, organizationRole: 'customer' | 'supplier') => ({ publicKey, partyType: 2, displayName, organizationRole, identifiers: [], locked: false });

function setup(routes: Record<string, Answer | Answer[]> = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Developer' })),
    'GET /api/contacts': jsonResponse({ partyType: 2, totalCount: 2, contacts: [organization('org-demo', 'Demo Corporativo', 'customer'), organization('sup-limpieza', 'Limpieza del Bajío', 'supplier')] }),
    'POST /api/contacts/invite': jsonResponse({ publicKey: 'per-1', emailSent: true }, 201),
    'POST /api/invite': jsonResponse({ link: 'https://x/supplier/redeem-invite?t=1', publicKey: 'per-2', emailSent: true }, 201),
    ...routes,
  });
  return { fetch, ...renderApp('/dev/invites') };
}

const csvFile = (text: string, name = 'invitaciones.csv') => new File([text], name, { type: 'text/csv' });

describe('/dev/invites Invitaciones', () => {
  it('imports a CSV, reports unknown organizations, sends only complete rows and says mensajes enviados', async () => {
    // The native file input is hidden from the pointer (FilePicker's button opens it).
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { fetch, container } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitaciones' })).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(fetch, 'GET /api/contacts')).toHaveLength(1));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await vi.waitFor(() => expect(input.disabled).toBe(false));
    await user.upload(
      input,
      csvFile(
        [
          'email,first name,last name,organization,role',
          'ana@ejemplo.mx,Ana,López,Demo Corporativo,Cliente',
          'beto@ejemplo.mx,Beto,Ruiz,limpieza del bajio,Proveedor',
          'carla@ejemplo.mx,C,Sin,Demo Corporativo,Cliente',
          ',Dora,Sin correo,Demo Corporativo,Cliente',
          'eva@ejemplo.mx,Eva,Mora,Empresa Fantasma,Cliente',
        ].join('\n'),
      ),
    );
    expect(await screen.findByText('5 filas importadas.')).toBeTruthy();
    expect(screen.getByText('Fila 5: Organización no encontrada (Empresa Fantasma)')).toBeTruthy();
    const grid = screen.getByRole('table', { name: 'Invitaciones por enviar' });
    expect((within(grid).getByRole('textbox', { name: 'Correo, fila 2' }) as HTMLInputElement).value).toBe('beto@ejemplo.mx');

    await user.click(screen.getByRole('button', { name: 'Enviar invitaciones' }));
    expect(await screen.findByText('mensajes enviados', {}, { timeout: 5000 })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/invite').map((c) => c.body)).toEqual([
      { email: 'ana@ejemplo.mx', firstName: 'Ana', lastName: 'López', role: 'Customer', organizationPublicKey: 'org-demo' },
    ]);
    expect(callsTo(fetch, 'POST /api/invite').map((c) => c.body)).toEqual([
      { email: 'beto@ejemplo.mx', firstName: 'Beto', lastName: 'Ruiz', role: 'supplier', organizationPublicKey: 'sup-limpieza' },
    ]);
    expect(screen.getByText('2 enviadas.')).toBeTruthy();
    expect(within(grid).getAllByText('Enviada')).toHaveLength(2);
    expect(within(grid).getByText('Organización no encontrada')).toBeTruthy();
  });

  it('refuses a CSV over 256 KB and one without the header row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { container, fetch } = setup();
    await vi.waitFor(() => expect(callsTo(fetch, 'GET /api/contacts')).toHaveLength(1));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await vi.waitFor(() => expect(input.disabled).toBe(false));
    await user.upload(input, csvFile(`email,first name,last name,organization,role\n${'x'.repeat(256 * 1024)}`));
    expect(await screen.findByText('El archivo CSV supera el límite de 256 KB.')).toBeTruthy();
    await user.upload(input, csvFile('ana@ejemplo.mx,Ana,López,Demo Corporativo,Cliente\n'));
    expect(await screen.findByText('El CSV debe tener una fila de encabezados con las columnas email, first name, last name, organization y role.')).toBeTruthy();
  });

  it('edits rows in the grid and shows the server error of a row', async () => {
    const user = userEvent.setup();
    const { fetch } = setup({ 'POST /api/contacts/invite': apiError(400, 'bad_request', 'Solicitud inválida', { lastName: ['Campo requerido'] }) });
    await vi.waitFor(() => expect(callsTo(fetch, 'GET /api/contacts')).toHaveLength(1));
    const grid = await screen.findByRole('table', { name: 'Invitaciones por enviar' });
    await user.type(within(grid).getByRole('textbox', { name: 'Correo, fila 1' }), 'nuevo@ejemplo.mx');
    await user.type(within(grid).getByRole('textbox', { name: 'Nombre, fila 1' }), 'Nuevo');
    await user.type(within(grid).getByRole('textbox', { name: 'Organización, fila 1' }), 'Demo Corporativo');
    await user.selectOptions(within(grid).getByRole('combobox', { name: 'Rol, fila 1' }), 'Viewer');
    await user.click(screen.getByRole('button', { name: 'Enviar invitaciones' }));
    expect(await within(grid).findByText('Campo requerido')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/invite')[0]!.body).toMatchObject({ email: 'nuevo@ejemplo.mx', role: 'Viewer', organizationPublicKey: 'org-demo' });
    expect(screen.getByText('0 enviadas, 1 con error.')).toBeTruthy();
  });

  it('says when no row can be sent', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    await vi.waitFor(() => expect(callsTo(fetch, 'GET /api/contacts')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Enviar invitaciones' }));
    expect(await screen.findByText('No hay filas con correo y nombre para enviar.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/invite')).toHaveLength(0);
  });
});

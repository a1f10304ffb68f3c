import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const features = {
  features: [
    { featureName: 'disputes', description: 'Aclaraciones de documentos (menú Aclaraciones).', enabled: true, manageable: true },
    { featureName: 'notifications-insert', description: "Muestra 'Agregar Notificación'.", enabled: false, manageable: true },
    { featureName: 'use-cuernavaca-logo', description: 'Usa el logotipo alterno del cliente.', enabled: false, manageable: false },
  ],
};

const roleFeatures = (related: string[] = []) =>
  features.features.map((f) => ({ featureId: f.featureName, featureName: f.featureName, enabled: f.enabled, manageable: f.manageable, related: related.includes(f.featureName) }));

const roles = {
  roles: [
    { roleId: 'Supplier', roleDisplayName: 'Proveedor', features: roleFeatures(['disputes']) },
    { roleId: 'Customer', roleDisplayName: 'Cliente', features: roleFeatures() },
  ],
};

const change = (id: string, at: string, more: Record<string, unknown> = {}) => ({ id, at, featureName: 'disputes', previous: true, enabled: false, changedBy: 'Diego Herrera Luna', ...more });
const history = {
  changes: [
    change('c1', '2026-03-01T18:30:00.000Z'),
    change('c2', '2026-02-27T06:05:00.000Z', { featureName: 'notifications-insert', role: 'Supplier', roleDisplayName: 'Proveedor', previous: false, enabled: true, changedBy: 'admin@demo.expediente.mx' }),
  ],
};

/** The confirmation dialog that a switch opens: checks its question and answers it. */
async function answer(question: RegExp, button: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(question)).toBeTruthy();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

const developer = demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador', features: { disputes: true, 'customer-audit': true } });

function setup(manage: Answer | Answer[] = jsonResponse({ message: 'ok', feature: features.features[0] })) {
  return mockApi({
    'GET /api/userinfo': [jsonResponse(developer), jsonResponse({ ...developer, features: { 'customer-audit': true } })],
    'GET /api/admin/features': jsonResponse(features),
    'GET /api/admin/features/roles': jsonResponse(roles),
    'POST /api/admin/features/manage': manage,
    'GET /api/admin/features/history': jsonResponse(history),
  });
}

describe("/admin/features 'Administración de Features'", () => {
  it('shows a card per feature with its switch and a card per role', async () => {
    setup();
    renderApp('/admin/features');
    expect(await screen.findByRole('heading', { name: 'Administración de Features', level: 1 })).toBeTruthy();
    const disputes = await screen.findByRole('switch', { name: 'Habilitar disputes' });
    expect((disputes as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Habilitar notifications-insert' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('group', { name: 'disputes' })).toBeTruthy();
    expect(screen.getByText('Aclaraciones de documentos (menú Aclaraciones).')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Proveedor' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Cliente' })).toBeTruthy();
  });

  it('switches a feature for the tenant, says so and reads the user (and so the menu) again', async () => {
    const fetch = setup();
    renderApp('/admin/features');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Aclaraciones' })).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Habilitar disputes' }));
    expect(callsTo(fetch, 'POST /api/admin/features/manage')).toHaveLength(0);
    await answer(/^¿Desea desactivar disputes para todo el tenant\?/, 'Desactivar');
    expect(await screen.findByText('Se ha cambiado el estado de la funcionalidad.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/features/manage').map((c) => c.body)).toEqual([{ Feature: 'disputes', Status: 1 }]);
    // The history is read again after the change.
    await waitFor(() => expect(callsTo(fetch, 'GET /api/admin/features/history').length).toBeGreaterThan(1));
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Aclaraciones' })).toBeNull());
  });

  it("moves the switch back and says 'Error al actualizar.' when the server refuses (403)", async () => {
    setup(apiError(403, 'forbidden', 'No tiene permiso para realizar esta acción.'));
    renderApp('/admin/features');
    const toggle = await screen.findByRole('switch', { name: 'Habilitar notifications-insert' });
    await userEvent.setup().click(toggle);
    await answer(/^¿Desea activar notifications-insert para todo el tenant\?/, 'Activar');
    expect(await screen.findByText('Error al actualizar.')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('switches a feature for a role (with the feature description the first time); non-manageable ones are disabled', async () => {
    const fetch = setup();
    renderApp('/admin/features');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Funcionalidades de Cliente' }));
    const panel = await screen.findByRole('group', { name: 'Cliente' });
    await within(panel).findByRole('switch', { name: 'disputes' });
    await waitFor(() => expect(within(panel).getByRole('switch', { name: 'use-cuernavaca-logo' })).toBeTruthy());
    expect((within(panel).getByRole('switch', { name: 'use-cuernavaca-logo' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(panel).getByRole('switch', { name: 'disputes' }));
    await answer(/^¿Desea desactivar disputes para el rol Cliente\?/, 'Desactivar');
    expect(await screen.findByText('Se ha relacionado la funcionalidad con el rol.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/features/manage').map((c) => c.body)).toEqual([
      { Feature: 'disputes', Status: 1, Role: 'Customer', Description: 'Aclaraciones de documentos (menú Aclaraciones).' },
    ]);
  });

  it('adds a feature description or relates a role to a feature not yet related to it; name and description are required', async () => {
    const fetch = setup([jsonResponse({ message: 'ok', feature: features.features[1] }), apiError(500, 'internal', 'x')]);
    renderApp('/admin/features');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar funcionalidad' }));
    let dialog = await screen.findByRole('dialog', { name: 'Agregar funcionalidad' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText('Campo requerido')).toHaveLength(2);

    // Supplier is already related to disputes, and use-cuernavaca-logo is not manageable: neither is offered.
    await user.selectOptions(within(dialog).getByLabelText('Rol'), 'Supplier');
    await user.click(within(dialog).getByRole('combobox', { name: /Funcionalidad/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['notifications-insert']);
    await user.click(screen.getByRole('option', { name: 'notifications-insert' }));
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Los proveedores pueden avisar a sus clientes.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se ha relacionado la funcionalidad con el rol.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/features/manage').at(-1)?.body).toEqual({
      Feature: 'notifications-insert',
      Status: 0,
      Description: 'Los proveedores pueden avisar a sus clientes.',
      Role: 'Supplier',
    });

    await user.click(screen.getByRole('button', { name: 'Agregar funcionalidad' }));
    dialog = await screen.findByRole('dialog', { name: 'Agregar funcionalidad' });
    await user.click(within(dialog).getByRole('combobox', { name: /Funcionalidad/ }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['disputes', 'notifications-insert', 'use-cuernavaca-logo']);
    await user.click(screen.getByRole('option', { name: 'use-cuernavaca-logo' }));
    await user.type(within(dialog).getByLabelText(/^Descripción/), 'Logotipo de Cuernavaca.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al agregar una nueva funcionalidad.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/admin/features/manage').at(-1)?.body).toEqual({ Feature: 'use-cuernavaca-logo', Status: 0, Description: 'Logotipo de Cuernavaca.' });
  });

  it('changes nothing when the confirmation is cancelled (Cancelar or Escape)', async () => {
    const fetch = setup();
    renderApp('/admin/features');
    const user = userEvent.setup();
    const disputes = (await screen.findByRole('switch', { name: 'Habilitar disputes' })) as HTMLInputElement;
    await user.click(disputes);
    await answer(/para todo el tenant/, 'Cancelar');
    expect(disputes.checked).toBe(true);
    await user.click(disputes);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(disputes.checked).toBe(true);
    expect(callsTo(fetch, 'POST /api/admin/features/manage')).toHaveLength(0);
  });

  it('lists who changed what and when (es-MX, Mexico City time), newest first, and pages with Mostrar más', async () => {
    const older = { changes: [change('c3', '2026-01-10T15:00:00.000Z', { featureName: 'infotips', previous: undefined, enabled: true })] };
    mockApi({
      'GET /api/userinfo': jsonResponse(developer),
      'GET /api/admin/features': jsonResponse(features),
      'GET /api/admin/features/roles': jsonResponse(roles),
      'GET /api/admin/features/history': (_init, url) => jsonResponse(url.searchParams.get('continuationToken') === 'abc_-1' ? older : { ...history, continuationToken: 'abc_-1' }),
    });
    renderApp('/admin/features');
    const table = await screen.findByRole('grid', { name: 'Historial de cambios' });
    const rows = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()).toEqual([
      ['01-mar-2026 12:30', 'Diego Herrera Luna', 'disputes', 'Todo el tenant', 'Activada → Desactivada'],
      ['27-feb-2026 00:05', 'admin@demo.expediente.mx', 'notifications-insert', 'Rol Proveedor', 'Desactivada → Activada'],
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar más' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toEqual(['10-ene-2026 09:00', 'Diego Herrera Luna', 'infotips', 'Todo el tenant', 'Activada']);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it('says what to do when the history cannot be read, and reads it again on Reintentar', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(developer),
      'GET /api/admin/features': jsonResponse(features),
      'GET /api/admin/features/roles': jsonResponse(roles),
      'GET /api/admin/features/history': [apiError(400, 'bad_request', 'x'), jsonResponse({ changes: [] })],
    });
    renderApp('/admin/features');
    expect(await screen.findByText(/No se pudo cargar el historial de cambios. Vuelva a intentarlo/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay cambios registrados.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/admin/features/history').length).toBeGreaterThanOrEqual(2);
  });

  it('is read-only for an Admin: switches disabled (state shown), a note, no add button, nothing sent', async () => {
    const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador', features: { disputes: true } });
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(admin),
      'GET /api/admin/features': jsonResponse(features),
      'GET /api/admin/features/roles': jsonResponse(roles),
      'GET /api/admin/features/history': jsonResponse(history),
    });
    renderApp('/admin/features');
    const user = userEvent.setup();
    const disputes = (await screen.findByRole('switch', { name: 'Habilitar disputes' })) as HTMLInputElement;
    expect(disputes.checked).toBe(true);
    expect(disputes.disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Habilitar notifications-insert' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'disputes' })).toBeTruthy();
    expect(screen.getByText('Solo un Desarrollador puede cambiar las funcionalidades.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar funcionalidad' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Funcionalidades de Cliente' }));
    const panel = await screen.findByRole('group', { name: 'Cliente' });
    const roleSwitch = (await within(panel).findByRole('switch', { name: 'disputes' })) as HTMLInputElement;
    expect(roleSwitch.disabled).toBe(true);
    await user.click(roleSwitch);
    await user.click(disputes);
    expect(disputes.checked).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetch, 'POST /api/admin/features/manage')).toHaveLength(0);
    // An Admin reads the history too.
    expect(await screen.findByRole('grid', { name: 'Historial de cambios' })).toBeTruthy();
  });

  it('lets a Developer change: switches enabled, the add button, no read-only note', async () => {
    setup();
    renderApp('/admin/features');
    const disputes = (await screen.findByRole('switch', { name: 'Habilitar disputes' })) as HTMLInputElement;
    expect(disputes.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Agregar funcionalidad' })).toBeTruthy();
    expect(screen.queryByText('Solo un Desarrollador puede cambiar las funcionalidades.')).toBeNull();
  });

  it("says 'Error al obtener los features.' when they cannot be loaded", async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(developer), 'GET /api/admin/features': apiError(500, 'internal', 'x'), 'GET /api/admin/features/roles': apiError(500, 'internal', 'x') });
    renderApp('/admin/features');
    expect(await screen.findByText('Error al obtener los features.', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);

  it('is not reachable by a Customer (the guard sends them to /)', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    const { router } = renderApp('/admin/features');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

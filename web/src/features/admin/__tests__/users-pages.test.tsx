import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador', userPK: 'usr-admin', publicKey: 'usr-admin', emailAddress: 'admin@demo.expediente.mx' });

const summary = (id: string, email: string, name: string, more: Record<string, unknown> = {}) => ({
  publicKey: id,
  displayName: name,
  emailAddress: email,
  thumbnailUrl: null,
  role: 'Customer',
  roleDisplayName: 'Cliente',
  status: { name: 'active', displayNameES: 'Activo' },
  tenant: 'demo-corporativo',
  ...more,
});

const detail = (more: Record<string, unknown> = {}) => ({
  ...summary('usr-lucia', 'lucia@demo.expediente.mx', 'Lucía Ramos Vega'),
  firstName: 'Lucía',
  lastName: 'Ramos',
  lastName2: 'Vega',
  hasPassword: true,
  tenantDisplayName: 'Demo Corporativo',
  createdAt: '2026-03-01T18:30:00.000Z',
  contact: {
    publicKey: 'per-lucia',
    displayName: 'Lucía Ramos Vega',
    companyPublicKey: 'org-corporativo-demo',
    companyName: 'Corporativo Demo SA de CV',
    emails: [{ emailAddress: 'lucia@demo.expediente.mx', locationName: 'Trabajo' }],
    phoneNumber: null,
  },
  ...more,
});

const statusList = {
  statusList: [
    { name: 'pending', displayNameES: 'Pendiente' },
    { name: 'active', displayNameES: 'Activo' },
    { name: 'inactive', displayNameES: 'Inactivo' },
    { name: 'disabled', displayNameES: 'Deshabilitado' },
    { name: 'removed', displayNameES: 'Eliminado' },
  ],
};

function setup(routes: Record<string, Answer | Answer[]> = {}) {
  return mockApi({
    'GET /api/userinfo': jsonResponse(admin),
    'GET /api/users/': jsonResponse({ users: [summary('usr-visor', 'visor@demo.expediente.mx', 'Valeria Ortiz'), summary('usr-lucia', 'lucia@demo.expediente.mx', 'Lucía Ramos Vega')], continuationToken: 'tok-2' }),
    'GET /api/users/usr-lucia': jsonResponse(detail()),
    'GET /api/userstatus/usr-lucia': jsonResponse({ name: 'active', displayNameES: 'Activo' }),
    'GET /api/statuslist/': jsonResponse(statusList),
    ...routes,
  });
}

/** The open confirmation dialog: checks its question and answers it. */
async function answer(question: RegExp, button: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(question)).toBeTruthy();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('/admin/users', () => {
  it('lists the users with role and status, searches and pages by the continuation token', async () => {
    const fetch = setup();
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Usuarios', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Usuarios' });
    expect(within(table).getByRole('link', { name: 'Lucía Ramos Vega' }).getAttribute('href')).toBe('/admin/users/usr-lucia');
    expect(within(table).getByText('visor@demo.expediente.mx')).toBeTruthy();
    expect(within(table).getAllByText('Activo')).toHaveLength(2);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), 'lucia{Enter}');
    await waitFor(() => expect(callsTo(fetch, 'GET /api/users/').some((c) => new URL(c.url, 'http://x').searchParams.get('search') === 'lucia')).toBe(true));

    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(callsTo(fetch, 'GET /api/users/').some((c) => new URL(c.url, 'http://x').searchParams.get('continuationToken') === 'tok-2')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Primera página' })).toBeTruthy();
  });

  it("the new-user dialog shows §5's messages, then the server's per-field errors", async () => {
    const fetch = setup({
      'POST /api/users/create': apiError(400, 'bad_request', 'La solicitud tiene datos no válidos.', { EmailAddress: ['Ya existe un usuario con este correo electrónico.'], Role: ['No puede asignar este rol.'] }),
    });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const message of ['El campo Nombre(s) es requerido.', 'El campo Apellido materno es requerido.', 'El campo Correo electrónico es requerido.', 'El campo Contraseña es requerido.', 'El campo Rol es requerido.']) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(callsTo(fetch, 'POST /api/users/create')).toHaveLength(0);
    // Admin may not give Developer: it is not offered.
    const role = within(dialog).getByRole('combobox', { name: /Rol/ });
    expect(within(role).queryByRole('option', { name: 'Desarrollador' })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: /Nombre\(s\)/ }), 'Lucía');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellido paterno/ }), 'Ramos');
    await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'visor@demo.expediente.mx');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), 'Creada#2026abc');
    await user.selectOptions(role, 'Customer');
    expect(within(dialog).queryByText('El campo Nombre(s) es requerido.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un usuario con este correo electrónico.')).toBeTruthy();
    expect(within(dialog).getByText('No puede asignar este rol.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/users/create').map((c) => c.body)).toEqual([
      { firstName: 'Lucía', lastName: 'Ramos', emailAddress: 'visor@demo.expediente.mx', password: 'Creada#2026abc', role: 'Customer' },
    ]);
  });

  it("says 'Algo salio mal.' for other failures; a created user opens its detail with 'Usuario creado con éxito.'", async () => {
    setup({ 'POST /api/users/create': [apiError(500, 'internal', 'Ocurrió un error inesperado.'), jsonResponse(detail(), 201)] });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre\(s\)/ }), 'Lucía');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellido paterno/ }), 'Ramos');
    await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@demo.expediente.mx');
    await user.type(within(dialog).getByLabelText(/^Contraseña/), 'Creada#2026abc');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Rol/ }), 'Customer');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Algo salio mal.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario creado con éxito.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lucía Ramos Vega', level: 1 })).toBeTruthy();
  });
});

describe('/admin/users/{id}', () => {
  it('shows the contact summary, password, e-mails, status and role', async () => {
    setup();
    renderApp('/admin/users/usr-lucia');
    expect(await screen.findByRole('heading', { name: 'Lucía Ramos Vega', level: 1 })).toBeTruthy();
    const contact = screen.getByRole('group', { name: 'Contacto' });
    expect(within(contact).getByText('Corporativo Demo SA de CV')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'Ver contacto' }).getAttribute('href')).toBe('/contacts/per-lucia');
    expect(within(screen.getByRole('group', { name: 'Contraseña' })).getByText('Contraseña asignada')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Correos electrónicos' })).getByText('lucia@demo.expediente.mx (Trabajo)')).toBeTruthy();
    const status = screen.getByRole('group', { name: 'Estatus' });
    expect(((await within(status).findByRole('combobox', { name: 'Estatus del usuario' })) as HTMLSelectElement).value).toBe('active');
    expect((within(screen.getByRole('group', { name: 'Rol' })).getByRole('combobox', { name: 'Rol del usuario' }) as HTMLSelectElement).value).toBe('Customer');
  });

  it('changes the status after a confirmation and says so; a failure says it could not', async () => {
    const fetch = setup({
      'POST /api/usr-lucia/change-user-status': [jsonResponse({ name: 'inactive', displayNameES: 'Inactivo' }), apiError(409, 'conflict', 'x')],
    });
    renderApp('/admin/users/usr-lucia');
    const user = userEvent.setup();
    const status = await screen.findByRole('group', { name: 'Estatus' });
    const save = within(status).getByRole('button', { name: 'Guardar estatus' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.selectOptions(await within(status).findByRole('combobox', { name: 'Estatus del usuario' }), 'inactive');
    await user.click(within(status).getByRole('button', { name: 'Guardar estatus' }));
    await answer(/^¿Desea cambiar el estatus de Lucía Ramos Vega a Inactivo\?/, 'Guardar');
    expect(await screen.findByText('El estatus del usuario se actualizó correctamente')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/usr-lucia/change-user-status').map((c) => c.body)).toEqual([{ StatusName: 'inactive' }]);

    await user.selectOptions(within(status).getByRole('combobox', { name: 'Estatus del usuario' }), 'disabled');
    await user.click(within(status).getByRole('button', { name: 'Guardar estatus' }));
    await answer(/Deshabilitado/, 'Guardar');
    expect(await screen.findByText('El estatus del usuario no se pudo actualizar.')).toBeTruthy();
  });

  it('changes the role after a confirmation', async () => {
    const fetch = setup({ 'PUT /api/users/usr-lucia/role': jsonResponse(detail({ role: 'Viewer', roleDisplayName: 'Consulta' })) });
    renderApp('/admin/users/usr-lucia');
    const user = userEvent.setup();
    const role = await screen.findByRole('group', { name: 'Rol' });
    await user.selectOptions(within(role).getByRole('combobox', { name: 'Rol del usuario' }), 'Viewer');
    await user.click(within(role).getByRole('button', { name: 'Guardar rol' }));
    await answer(/^¿Desea cambiar el rol de Lucía Ramos Vega a Consulta\?/, 'Guardar');
    expect(await screen.findByText('El rol del usuario se actualizó correctamente')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/users/usr-lucia/role').map((c) => c.body)).toEqual([{ role: 'Viewer' }]);
  });

  it("one's own status and role cannot be changed here", async () => {
    setup({
      'GET /api/users/usr-admin': jsonResponse(detail({ publicKey: 'usr-admin', displayName: 'Ana Admin', role: 'Admin', roleDisplayName: 'Administrador' })),
      'GET /api/userstatus/usr-admin': jsonResponse({ name: 'active', displayNameES: 'Activo' }),
    });
    renderApp('/admin/users/usr-admin');
    const status = await screen.findByRole('group', { name: 'Estatus' });
    expect(await within(status).findByText('No puede cambiar el estatus ni el rol de su propia cuenta.')).toBeTruthy();
    expect((within(status).getByRole('combobox', { name: 'Estatus del usuario' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('without a password: the invitation, its extension with the new link, and the password change', async () => {
    const invite = { token: 'inv-usr-lucia', code: 'abcd1234', status: 'expired', expirationDate: '2026-03-01T18:30:00.000Z', hashValidation: false, baseUrl: 'http://localhost/account/redeem', userInfo: { emailAddress: 'lucia@demo.expediente.mx' } };
    const fetch = setup({
      'GET /api/users/usr-lucia': jsonResponse(detail({ hasPassword: false, status: { name: 'pending', displayNameES: 'Pendiente' } })),
      'GET /api/invite/info/usr-lucia': jsonResponse(invite),
      'POST /api/invite/reset-token': [
        jsonResponse({ ...invite, status: 'pending', link: 'http://localhost/account/redeem?t=nuevo&e=lucia%40demo.expediente.mx' }),
        apiError(409, 'conflict', 'x'),
      ],
      'POST /api/changepassword': [apiError(404, 'not_found', 'x'), jsonResponse({ ok: true })],
    });
    renderApp('/admin/users/usr-lucia');
    const user = userEvent.setup();
    const card = await screen.findByRole('group', { name: 'Contraseña' });
    expect(within(card).getByText('Contraseña no asignada')).toBeTruthy();
    expect(await within(card).findByText(/Estatus de la invitación: Expirada/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Extender invitación' }));
    expect(await screen.findByText('La fecha de expiración del token se ha actualizado correctamente.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /account\/redeem\?t=nuevo/ })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/invite/reset-token').map((c) => c.body)).toEqual([{ token: 'inv-usr-lucia' }]);
    await user.click(within(card).getByRole('button', { name: 'Extender invitación' }));
    expect(await screen.findByText('Error al actualizar la fecha de expiración del token.')).toBeTruthy();

    await user.type(within(card).getByLabelText(/^Nueva contraseña/), 'corta');
    await user.type(within(card).getByLabelText(/^Confirmar contraseña/), 'otra');
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/changepassword')).toHaveLength(0);
    await user.clear(within(card).getByLabelText(/^Nueva contraseña/));
    await user.clear(within(card).getByLabelText(/^Confirmar contraseña/));
    await user.type(within(card).getByLabelText(/^Nueva contraseña/), 'Cambiada#20260');
    await user.type(within(card).getByLabelText(/^Confirmar contraseña/), 'Cambiada#20260');
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(card).findByText(/^Error al actualizar contraseña\. .*soporte/)).toBeTruthy();
    // The typed values stay after a failure: sending again needs no retyping.
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Éxito al actualizar')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/changepassword').at(-1)!.body).toEqual({ email: 'lucia@demo.expediente.mx', password: 'Cambiada#20260', confirmPassword: 'Cambiada#20260' });
  });
});

describe('/admin/tenants/{id}/users', () => {
  it("lists that tenant's users and links them with their tenant", async () => {
    const developer = demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador', userPK: 'usr-dev' });
    const fetch = setup({
      'GET /api/userinfo': jsonResponse(developer),
      'GET /api/users/': jsonResponse({ users: [summary('usr-camila', 'cliente2@demo.expediente.mx', 'Camila Fuentes', { tenant: 'segundo-cliente' })] }),
    });
    renderApp('/admin/tenants/segundo-cliente/users');
    const table = await screen.findByRole('grid', { name: 'Usuarios' });
    expect(within(table).getByRole('link', { name: 'Camila Fuentes' }).getAttribute('href')).toBe('/admin/users/usr-camila?tenant=segundo-cliente');
    expect(new URL(callsTo(fetch, 'GET /api/users/')[0]!.url, 'http://x').searchParams.get('tenant')).toBe('segundo-cliente');
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  });
});

describe('/admin/users/{id}?tenant= (the Developer, another tenant)', () => {
  it("the password card acts on the other tenant's user: invitation info, extension and password change all name the tenant", async () => {
    const developer = demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador', userPK: 'usr-dev', publicKey: 'usr-dev' });
    const invite = { token: 'inv-usr-camila', code: 'abcd1234', status: 'pending', expirationDate: '2026-12-01T18:30:00.000Z', hashValidation: true, baseUrl: 'http://localhost/account/redeem', userInfo: { emailAddress: 'cliente2@demo.expediente.mx' } };
    const camila = detail({
      ...summary('usr-camila', 'cliente2@demo.expediente.mx', 'Camila Fuentes', { tenant: 'segundo-cliente', status: { name: 'pending', displayNameES: 'Pendiente' } }),
      hasPassword: false,
      tenantDisplayName: 'Segundo Cliente',
    });
    const fetch = setup({
      'GET /api/userinfo': jsonResponse(developer),
      'GET /api/users/usr-camila': jsonResponse(camila),
      'GET /api/userstatus/usr-camila': jsonResponse({ name: 'pending', displayNameES: 'Pendiente' }),
      'GET /api/invite/info/usr-camila': jsonResponse(invite),
      'POST /api/invite/reset-token': jsonResponse({ ...invite, link: 'http://localhost/account/redeem?t=nuevo&e=cliente2%40demo.expediente.mx' }),
      'POST /api/changepassword': jsonResponse({ ok: true }),
    });
    renderApp('/admin/users/usr-camila?tenant=segundo-cliente');
    const user = userEvent.setup();
    const card = await screen.findByRole('group', { name: 'Contraseña' });
    expect(await within(card).findByText(/Estatus de la invitación: Pendiente/)).toBeTruthy();
    expect(new URL(callsTo(fetch, 'GET /api/invite/info/usr-camila')[0]!.url, 'http://x').searchParams.get('tenant')).toBe('segundo-cliente');

    await user.click(within(card).getByRole('button', { name: 'Extender invitación' }));
    expect(await screen.findByText('La fecha de expiración del token se ha actualizado correctamente.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/invite/reset-token').map((c) => c.body)).toEqual([{ token: 'inv-usr-camila', tenant: 'segundo-cliente' }]);

    await user.type(within(card).getByLabelText(/^Nueva contraseña/), 'Cambiada#20260');
    await user.type(within(card).getByLabelText(/^Confirmar contraseña/), 'Cambiada#20260');
    await user.click(within(card).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Éxito al actualizar')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/changepassword').map((c) => c.body)).toEqual([{ email: 'cliente2@demo.expediente.mx', password: 'Cambiada#20260', confirmPassword: 'Cambiada#20260', tenant: 'segundo-cliente' }]);
  });
});

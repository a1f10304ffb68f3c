import '../../../components/__tests__/fluent-jsdom';
import type { ContactActions, ContactDetail } from '@expediente/contracts/contacts/contacts';
import type { Role } from '@expediente/contracts/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { listAnswer, organizationDetail, personDetail } from './contact-fixtures';

const all: ContactActions = {
  generalInfo: true,
  status: true,
  emails: true,
  addPhone: true,
  editPhone: true,
  addAddress: true,
  editAddress: true,
  addIdentifier: true,
  editIdentifier: true,
  addMember: true,
};
const none = Object.fromEntries(Object.keys(all).map((k) => [k, false])) as ContactActions;

function setup(detail: ContactDetail, routes: Record<string, Answer | Answer[]> = {}, role: Role = 'Admin') {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role })),
    [`GET /api/contacts/${detail.publicKey}`]: jsonResponse(detail),
    'GET /api/contacts': jsonResponse(listAnswer([])),
    ...routes,
  });
  renderApp(`/contacts/${detail.publicKey}`);
  return fetch;
}

const card = (name: string) => screen.getByRole('group', { name });
const changed = (contact: ContactDetail, ordinal?: number) => jsonResponse({ contact, ...(ordinal ? { ordinal } : {}) }, ordinal ? 201 : 200);

describe('/contacts/{id}: editing', () => {
  it('shows no editing control when the server says the caller may change nothing', async () => {
    setup(organizationDetail({ etag: '"v1"', actions: none }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Editar información general' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar teléfono/ })).toBeNull();
    expect(screen.queryByLabelText('Estatus de la organización')).toBeNull();
  });

  it('adds a phone: the contract checks first (Spanish messages), then the call carries the version; the detail shows the answer', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const phone = { ordinal: 2, phoneNumber: '5512345678', formattedNumber: '(55) 1234 5678', locationName: 'Celular', numbersOnly: '5512345678', areaCode: '55' };
    const fetch = setup(detail, { 'POST /api/contacts/org-limpieza-bajio/phones': changed({ ...detail, etag: '"v2"', phones: [...detail.phones, phone] }, 2) });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Teléfonos')).getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo teléfono' });
    await user.type(within(dialog).getByRole('textbox', { name: /Número/ }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El teléfono debe tener 10 dígitos.')).toBeTruthy();
    expect(within(dialog).getByText('Campo requerido')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/org-limpieza-bajio/phones')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Número/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Número/ }), '55 1234 5678');
    await user.type(within(dialog).getByRole('textbox', { name: /Ubicación/ }), 'Celular{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST /api/contacts/org-limpieza-bajio/phones')[0]?.body).toMatchObject({ phoneNumber: '55 1234 5678', locationName: 'Celular', etag: '"v1"', contactPublicKey: 'org-limpieza-bajio' });
    // The page behind is hidden from the accessibility tree until the dialog's exit ends.
    expect(await within(await screen.findByRole('group', { name: 'Teléfonos' })).findByRole('link', { name: '(55) 1234 5678' })).toBeTruthy();
  });

  it('edits an e-mail and shows a conflict (409) in the modal, which stays open with the inputs enabled', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const fetch = setup(detail, { 'POST /api/contacts/org-limpieza-bajio/emails/update': apiError(409, 'conflict', 'El registro fue modificado por otra persona. Recargue la página e intente de nuevo.') });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Correos electrónicos')).getByRole('button', { name: 'Editar correo contacto@limpiezabajio.mx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar correo electrónico' });
    const address = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    expect((address as HTMLInputElement).value).toBe('contacto@limpiezabajio.mx');
    await user.clear(address);
    await user.type(address, 'pagos@limpiezabajio.mx');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'El contacto cambió mientras lo editaba. Recargue la página e intente de nuevo.');
    expect(callsTo(fetch, 'POST /api/contacts/org-limpieza-bajio/emails/update')[0]?.body).toMatchObject({ ordinal: 1, emailAddress: 'pagos@limpiezabajio.mx' });
    expect((address as HTMLInputElement).disabled).toBe(false);
  });

  it('deletes an address from its edit modal', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const fetch = setup(detail, { 'DELETE /api/contacts/org-limpieza-bajio/addresses': changed({ ...detail, etag: '"v2"', addresses: [] }) });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Direcciones')).getByRole('button', { name: 'Editar domicilio Matriz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar domicilio' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'DELETE /api/contacts/org-limpieza-bajio/addresses')[0]?.body).toEqual({ contactPublicKey: 'org-limpieza-bajio', etag: '"v1"', ordinal: 1 });
    expect(await within(card('Direcciones')).findByText('Sin direcciones registradas.')).toBeTruthy();
  });

  it('checks the address: postal code of 5 digits and the required fields', async () => {
    const user = userEvent.setup();
    setup(organizationDetail({ etag: '"v1"', actions: all }));
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Direcciones')).getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo domicilio' });
    await user.type(within(dialog).getByRole('textbox', { name: /Código postal/ }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El código postal debe tener 5 dígitos.')).toBeTruthy();
    expect(within(dialog).getAllByText('Campo requerido')).toHaveLength(5);
  });

  it('changes the status: Save disabled until changed, the confirmation, then L; a failure says so', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const fetch = setup(detail, {
      'POST /api/contacts/org-limpieza-bajio/status/update': [apiError(500, 'internal', 'Error'), changed({ ...detail, etag: '"v2"', locked: true })],
    });
    await screen.findByRole('heading', { level: 1 });
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Estatus de la organización'), 'L');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar cambio de status' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Error al intentar cambiar el status')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar cambio de status' })).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getAllByText('Inactivo').length).toBeGreaterThan(0));
    expect(callsTo(fetch, 'POST /api/contacts/org-limpieza-bajio/status/update').map((c) => c.body)).toEqual([
      { status: 'L', isOrganization: true, etag: '"v1"' },
      { status: 'L', isOrganization: true, etag: '"v1"' },
    ]);
  });

  it('edits the general information of an organization', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const fetch = setup(detail, { 'POST /api/contacts/org-limpieza-bajio/general-info/update': changed({ ...detail, displayName: 'Limpieza Bajío SA de CV' }) });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Editar información general' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar información general' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre o razón social/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Campo requerido')).toBeTruthy();
    await user.type(name, 'Limpieza Bajío SA de CV{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Limpieza Bajío SA de CV' })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/org-limpieza-bajio/general-info/update')[0]?.body).toMatchObject({ displayName: 'Limpieza Bajío SA de CV', etag: '"v1"' });
  });

  it('adds an identifier of a new type (key, name, related to suppliers) and shows the RFC warning kind of answer', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const identifier = { key: 'registro.estatal', name: 'Registro estatal', value: 'RE-123' };
    const fetch = setup(detail, {
      'GET /api/identifiersType': jsonResponse([
        { key: 'rfc', name: 'RFC' },
        { key: 'curp', name: 'CURP' },
      ]),
      'POST /api/identifiers/add': jsonResponse({ contact: { ...detail, identifiers: [...detail.identifiers, identifier] }, data: identifier, message: 'El identificador se agregó correctamente', warnings: [] }, 201),
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Identificadores')).getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar identificador' });
    const type = within(dialog).getByRole('combobox', { name: /Tipo de identificador/ });
    // The contact's own RFC is not offered again.
    await waitFor(() => expect(within(type).getByRole('option', { name: 'CURP' })).toBeTruthy());
    expect(within(type).queryByRole('option', { name: 'RFC' })).toBeNull();
    await user.selectOptions(type, '__new');
    await user.type(within(dialog).getByRole('textbox', { name: /Clave/ }), 'Registro Estatal');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Registro estatal');
    await user.type(within(dialog).getByRole('textbox', { name: /Valor/ }), 'RE-123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/La clave debe ir en minúsculas/)).toBeTruthy();
    const key = within(dialog).getByRole('textbox', { name: /Clave/ });
    await user.clear(key);
    await user.type(key, 'registro.estatal');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Relacionado con proveedores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST /api/identifiers/add')[0]?.body).toEqual({ entityPublicKey: 'org-limpieza-bajio', key: 'registro.estatal', name: 'Registro estatal', value: 'RE-123', relatedToSuppliers: true, etag: '"v1"' });
    expect(await screen.findByText('El identificador se agregó correctamente')).toBeTruthy();
  });

  it("edits an identifier's value with the previous value; a failure says 'El identificador no se pudo actualizar'", async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const fetch = setup(detail, { 'PUT /api/identifiers/update': apiError(500, 'internal', 'Error interno') });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Identificadores')).getByRole('button', { name: 'Editar ID de Proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar ID de Proveedor' });
    const value = within(dialog).getByRole('textbox', { name: /ID de Proveedor/ });
    await user.clear(value);
    await user.type(value, 'PRV-0002{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'El identificador no se pudo actualizar');
    expect(callsTo(fetch, 'PUT /api/identifiers/update')[0]?.body).toEqual({ entityPublicKey: 'org-limpieza-bajio', key: 'supplier.id', name: 'ID de Proveedor', value: 'PRV-0002', previousValue: 'PRV-0001', etag: '"v1"' });
  });

  it('adds a member: organization forced outside the main group; a 409 shows the spec message', async () => {
    const user = userEvent.setup();
    const detail = organizationDetail({ etag: '"v1"', actions: all });
    const fetch = setup(detail, { 'POST /api/contacts/add': apiError(409, 'conflict', 'Lo sentimos, no fué posible agregar el contacto. Es probable que el contacto que intentas agregar ya exista…') });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Personas de la organización')).getByRole('button', { name: 'Agregar miembro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar miembro' });
    const type = within(dialog).getByRole('combobox', { name: /Tipo de contacto/ }) as HTMLSelectElement;
    expect(type.disabled).toBe(true);
    expect(type.value).toBe('organization');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getAllByText('Campo requerido')).toHaveLength(4);
    await user.type(within(dialog).getByRole('textbox', { name: /SAP ID/ }), 'SAP-1');
    await user.type(within(dialog).getByRole('textbox', { name: /razón social/ }), 'Nueva SA de CV');
    await user.type(within(dialog).getByRole('textbox', { name: /para mostrar/ }), 'Nueva');
    await user.type(within(dialog).getByRole('textbox', { name: /RFC/ }), 'nue150101ab1');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Lo sentimos, no fué posible agregar el contacto. Es probable que el contacto que intentas agregar ya exista…');
    expect(callsTo(fetch, 'POST /api/contacts/add')[0]?.body).toMatchObject({ ownerPublicKey: 'org-limpieza-bajio', contactType: 'organization', rfc: 'nue150101ab1', logicalKey: 'SAP-1' });
  });

  it('offers a group as member only under the main group', async () => {
    const user = userEvent.setup();
    const group = organizationDetail({
      publicKey: 'grp-corporativo-demo',
      partyType: 3,
      isOrganization: false,
      isGroup: true,
      displayName: 'Grupo Corporativo Demo',
      identifiers: [{ key: 'main.group', name: 'Grupo principal', value: 'true' }],
      etag: '"v1"',
      actions: all,
      members: [],
      groups: [],
    });
    setup(group);
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Organizaciones del grupo')).getByRole('button', { name: 'Agregar miembro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar miembro' });
    const type = within(dialog).getByRole('combobox', { name: /Tipo de contacto/ }) as HTMLSelectElement;
    expect(type.disabled).toBe(false);
    expect(within(type).getByRole('option', { name: 'Grupo' })).toBeTruthy();
    // The main-group mark is not editable.
    expect(within(card('Identificadores')).queryByRole('button', { name: /^Editar/ })).toBeNull();
  });

  it("edits a person's names and job; no status control for a person", async () => {
    const user = userEvent.setup();
    const detail = personDetail({ etag: '"p1"', actions: { ...all, status: false, addMember: false } });
    const fetch = setup(detail, { 'POST /api/contacts/per-ana/general-info/update': changed({ ...detail, displayName: 'Ana Torres', jobTitle: 'Directora' }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Estatus de la organización')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Editar información general' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar información general' });
    for (const label of [/^Nombre$/, /Título/, /Nombre\(s\)/, /Apellido paterno/, /Apellido materno/]) expect(within(dialog).getByRole('textbox', { name: label })).toBeTruthy();
    const job = within(dialog).getByRole('textbox', { name: /Puesto/ });
    expect((job as HTMLInputElement).value).toBe('Gerente de cumplimiento');
    await user.clear(job);
    await user.type(job, 'Directora');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Nombre$/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre$/ }), 'Ana Torres{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Torres' })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/per-ana/general-info/update')[0]?.body).toMatchObject({ displayName: 'Ana Torres', jobtitle: 'Directora', etag: '"p1"' });
  });
});

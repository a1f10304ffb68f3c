import '../../../components/__tests__/fluent-jsdom';
import type { ContactDetail } from '@expediente/contracts/contacts/contacts';
import type { Role } from '@expediente/contracts/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { listAnswer, organizationDetail, personDetail } from './contact-fixtures';

function setup(path: string, detail: Answer | Answer[], role: Role = 'Customer') {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role })),
    [`GET ${new URL(path, 'http://localhost').pathname.replace('/contacts/', '/api/contacts/')}`]: detail,
    'GET /api/contacts': jsonResponse(listAnswer([])),
  });
  const view = renderApp(path);
  return { fetch, ...view };
}

const card = (name: string) => screen.getByRole('group', { name });

describe('/contacts/{id}: the detail', () => {
  it('shows an organization: header, identifiers, phones, e-mails, addresses, its people and its groups', async () => {
    const detail: ContactDetail = organizationDetail();
    setup('/contacts/org-limpieza-bajio', jsonResponse(detail));
    expect(await screen.findByRole('heading', { level: 1, name: detail.displayName })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${detail.displayName} | Expediente`));

    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Contactos y Organizaciones' }).getAttribute('href')).toBe('/contacts');
    expect(within(trail).getByText(detail.displayName).closest('[aria-current]')?.getAttribute('aria-current')).toBe('page');

    expect(screen.getByText('Organización · Proveedor')).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(screen.getByText('Servicios de limpieza industrial en León y Celaya.')).toBeTruthy();
    expect(screen.getByText('Última modificación').nextElementSibling?.textContent).toBe('05-mar-2026');

    const identifiers = card('Identificadores');
    expect(within(identifiers).getByText('RFC:').nextElementSibling?.textContent).toBe('LSB150312AB1');
    expect(within(identifiers).getByText('ID de Proveedor:').nextElementSibling?.textContent).toBe('PRV-0001');

    const phone = within(card('Teléfonos')).getByRole('link', { name: '477 555 0101' });
    expect(phone.getAttribute('href')).toBe('tel:4775550101');
    expect(within(card('Teléfonos')).getByText(/ext\. 12/)).toBeTruthy();
    expect(within(card('Teléfonos')).getByText('Oficina')).toBeTruthy();
    expect(within(card('Correos electrónicos')).getByRole('link', { name: 'contacto@limpiezabajio.mx' }).getAttribute('href')).toBe('mailto:contacto@limpiezabajio.mx');
    const address = within(card('Direcciones'));
    expect(address.getByText('Matriz')).toBeTruthy();
    expect(address.getByText('Blvd. Adolfo López Mateos 1402, Col. Centro, 37000 León, Guanajuato, México')).toBeTruthy();

    const people = within(card('Personas de la organización'));
    expect(people.getByRole('link', { name: 'Ana Torres Ruiz' }).getAttribute('href')).toBe('/contacts/per-ana');
    expect(people.getByText('ana@limpiezabajio.mx')).toBeTruthy();
    expect(within(card('Grupos')).getByRole('link', { name: 'Grupo Corporativo Demo' }).getAttribute('href')).toBe('/contacts/grp-corporativo-demo');
  });

  it('shows a person: job and company (linked), no status, and each empty card says so', async () => {
    setup('/contacts/per-ana', jsonResponse(personDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Torres Ruiz' })).toBeTruthy();
    expect(screen.getByText('Persona')).toBeTruthy();
    expect(screen.getByText('Puesto').nextElementSibling?.textContent).toBe('Gerente de cumplimiento');
    expect(within(screen.getByText('Empresa').nextElementSibling as HTMLElement).getByRole('link').getAttribute('href')).toBe('/contacts/org-limpieza-bajio');
    expect(screen.queryByText('Activo')).toBeNull();
    expect(within(card('Identificadores')).getByText('Sin identificadores registrados.')).toBeTruthy();
    expect(within(card('Teléfonos')).getByText('Sin teléfonos registrados.')).toBeTruthy();
    expect(within(card('Correos electrónicos')).getByText('Sin correos electrónicos registrados.')).toBeTruthy();
    expect(within(card('Direcciones')).getByText('Sin direcciones registradas.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Personas de la organización' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Grupos' })).toBeNull();
  });

  it("shows a group's member organizations, and an inactive organization as Inactivo", async () => {
    const group = organizationDetail({
      publicKey: 'grp-norte',
      partyType: 3,
      displayName: 'Grupo Norte',
      organizationRole: undefined,
      isOrganization: false,
      isGroup: true,
      members: [{ publicKey: 'org-cerrada', partyType: 2, displayName: 'Transportes Cerrados SA de CV', identifiers: [], locked: true }],
      groups: [],
    });
    const first = setup('/contacts/grp-norte', jsonResponse(group));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupo Norte' })).toBeTruthy();
    expect(screen.getByText('Grupo')).toBeTruthy();
    const members = within(card('Organizaciones del grupo'));
    expect(members.getByRole('link', { name: 'Transportes Cerrados SA de CV' }).getAttribute('href')).toBe('/contacts/org-cerrada');
    expect(members.getByText('Inactivo')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Grupos' })).toBeNull();
    first.unmount();

    setup('/contacts/org-cerrada', jsonResponse(organizationDetail({ publicKey: 'org-cerrada', displayName: 'Transportes Cerrados SA de CV', locked: true, members: [], groups: [] })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transportes Cerrados SA de CV' })).toBeTruthy();
    expect(screen.getByLabelText('Estatus: Inactivo')).toBeTruthy();
    expect(within(card('Personas de la organización')).getByText('La organización no tiene personas registradas.')).toBeTruthy();
    expect(within(card('Grupos')).getByText('La organización no pertenece a ningún grupo.')).toBeTruthy();
  });
});

describe('/contacts/{id}: refusals and failures', () => {
  it("sends a Supplier back to /contacts on a 404, saying 'No tiene acceso a esta sección'", async () => {
    const { router } = setup('/contacts/org-ajena', apiError(404, 'not_found', 'El recurso solicitado no existe.'), 'Supplier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect((await screen.findAllByText('No tiene acceso a esta sección')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contactos y Organizaciones' })).toBeTruthy();
  });

  it('tells anyone else that the contact is not there, with a way back to the list', async () => {
    const { router } = setup('/contacts/org-ajena', apiError(404, 'not_found', 'El recurso solicitado no existe.'));
    expect(await screen.findByText('El contacto no existe o no está disponible para su cuenta.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalle del contacto' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Volver a Contactos y Organizaciones' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(screen.queryByText('No tiene acceso a esta sección')).toBeNull();
  });

  it('says a failed load failed, and Reintentar asks again', async () => {
    const { fetch } = setup('/contacts/org-limpieza-bajio', [apiError(403, 'forbidden', 'x'), jsonResponse(organizationDetail())]);
    expect(await screen.findByText('No se pudo cargar el contacto. Intente de nuevo.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Limpieza y Servicios del Bajío SA de CV' })).toBeTruthy();
    expect(screen.queryByText('No se pudo cargar el contacto. Intente de nuevo.')).toBeNull();
    expect(callsTo(fetch, 'GET /api/contacts/org-limpieza-bajio')).toHaveLength(2);
  });
});

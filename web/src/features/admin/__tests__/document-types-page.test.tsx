import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentTypeAdminMessages, type AdminDocumentType } from '@expediente/contracts/admin/document-types';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const admin = demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador', emailAddress: 'admin@demo.expediente.mx' });

const opinion: AdminDocumentType = {
  id: 'mxopinion32d',
  documentTypeId: 'mxopinion32d',
  codeName: 'mxopinion32d',
  shortName: 'Opinión SAT 32-D',
  fullName: 'Opinión del cumplimiento de obligaciones fiscales (32-D)',
  displayName: 'Opinión SAT 32-D',
  temporalityCodeName: 'periodic',
  temporalityDisplayName: 'Periódico',
  periodCodeName: 'monthly',
  periodDisplayName: 'Mensual',
  periodReading: 'general',
  description: 'Emite: SAT. Vigencia: Opinión positiva: 30 días desde su emisión.',
  descriptionInfotip: 'Opinión del cumplimiento.',
  required: true,
  ordinal: 2,
  fileExtensions: 'pdf',
  extensions: ['pdf'],
  customerRelationshipRequired: false,
  isAutoValidated: false,
  area: 'F',
  areaDisplayName: 'Fiscal',
  risk: 2,
  riskCode: 'M',
  riskDisplayName: 'Medio',
  issuer: 'SAT',
  validity: 'Opinión positiva: 30 días desde su emisión.',
  dueRule: 'none',
  periodicity: 'monthly',
  periodicityDisplayName: 'Mensual',
  providerType: 'all',
  providerTypeDisplayName: 'Todos los proveedores',
  fine: null,
  whenRequired: 'before-payment',
  whenRequiredDisplayName: 'Antes del pago',
  modifiedAt: '2026-11-24T10:00:00.000Z',
  etag: '"v1"',
};
const dc3: AdminDocumentType = { ...opinion, id: 'mxdc3', documentTypeId: 'mxdc3', codeName: 'mxdc3', shortName: 'DC-3', fullName: 'Constancia DC-3 de habilidades laborales', displayName: 'DC-3', required: false, ordinal: 24, periodCodeName: 'yearly', periodicity: 'yearly', periodicityDisplayName: 'Anual', description: 'Emite: Patrón.' };

function setup(put: Answer | Answer[] = jsonResponse({ documentType: { ...opinion, required: false, isAutoValidated: true, etag: '"v2"' } })) {
  return mockApi({
    'GET /api/userinfo': jsonResponse(admin),
    'GET /api/documenttypes': (_init, url) => jsonResponse({ documentTypes: url.searchParams.get('search') === 'dc-3' ? [dc3] : [opinion, dc3] }),
    'GET /api/documenttypes/mxopinion32d': [jsonResponse({ documentType: opinion }), jsonResponse({ documentType: { ...opinion, providerType: 'moral', providerTypeDisplayName: 'Persona moral', etag: '"v3"' } })],
    'PUT /api/documenttypes/mxopinion32d': put,
  });
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('/admin/documenttypes', () => {
  it('shows a card per type with code, names, temporality, period type, required, ordinal and description, linking to its configuration', async () => {
    setup();
    const { router } = renderApp('/admin/documenttypes');
    expect(await screen.findByRole('heading', { name: 'Tipos de documento', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Tipos de documento' });
    const card = within(list).getByRole('group', { name: 'Opinión SAT 32-D' });
    for (const text of ['mxopinion32d', 'Opinión del cumplimiento de obligaciones fiscales (32-D)', 'Periódico', 'Mensual', 'Sí', '2', opinion.description]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(within(list).getByRole('group', { name: 'DC-3' })).getByText('No')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Opinión SAT 32-D' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/documenttypes/mxopinion32d'));
  });

  it('searches through the API, keeping the search in the query string', async () => {
    setup();
    const { router } = renderApp('/admin/documenttypes');
    await screen.findByRole('list', { name: 'Tipos de documento' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar tipo de documento' }), 'dc-3{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 tipo de documento'));
    expect(router.state.location.search).toBe('?search=dc-3');
  });
});

describe('/admin/documenttypes/{codeName}', () => {
  it('shows the configuration and saves the whole form with the version read', async () => {
    const fetch = setup();
    renderApp('/admin/documenttypes/mxopinion32d');
    expect(await screen.findByRole('heading', { name: opinion.fullName, level: 1 })).toBeTruthy();
    expect(screen.getByText(documentTypeAdminMessages.propagation)).toBeTruthy();
    expect(select('Obligatoriedad').value).toBe('required');
    expect(select('Tipo').value).toBe('periodic');
    expect(select('Periodicidad').value).toBe('monthly');
    expect([...select('Periodicidad').options].map((o) => o.text)).toEqual(['Seleccione...', 'Diario', 'Semanal', 'Quincenal', 'Mensual', 'Bimestral', 'Cuatrimestral', 'Semestral', 'Anual']);
    expect([...select('Área').options].map((o) => o.text)).toEqual(['Legal', 'Laboral', 'Fiscal', 'STPS']);
    expect([...select('Unidad de la multa').options].map((o) => o.text)).toEqual(['Sin multa', 'UMA', 'Salarios Mínimos', 'Porcentaje']);
    expect([...select('Cuándo se requiere').options].map((o) => o.text)).toEqual(['Antes de la orden de servicio', 'Durante la ejecución del trabajo', 'Antes del pago', 'Después del pago']);
    const save = screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const user = userEvent.setup();
    await user.selectOptions(select('Obligatoriedad'), 'optional');
    await user.selectOptions(select('Riesgo'), 'A');
    await user.type(screen.getByRole('textbox', { name: 'Multa' }), '250');
    await user.selectOptions(select('Unidad de la multa'), 'uma');
    await user.click(screen.getByRole('switch', { name: 'Validación automática' }));
    await user.click(save);
    expect(await screen.findByText(documentTypeAdminMessages.saved)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/documenttypes/mxopinion32d').map((c) => c.body)).toEqual([
      {
        required: false,
        temporalityCodeName: 'periodic',
        periodicity: 'monthly',
        riskCode: 'A',
        area: 'F',
        providerType: 'all',
        fineAmount: 250,
        fineUnit: 'uma',
        whenRequired: 'before-payment',
        isAutoValidated: true,
        etag: '"v1"',
      },
    ]);
  });

  it('checks the form before sending: a periodic type needs its periodicity, a fine its unit; a non-periodic one has no periodicity', async () => {
    const fetch = setup();
    renderApp('/admin/documenttypes/mxopinion32d');
    await screen.findByRole('heading', { name: opinion.fullName, level: 1 });
    const user = userEvent.setup();
    await user.selectOptions(select('Periodicidad'), '');
    await user.type(screen.getByRole('textbox', { name: 'Multa' }), '10');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione la periodicidad.')).toBeTruthy();
    expect(screen.getByText('Seleccione la unidad de la multa.')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/documenttypes/mxopinion32d')).toHaveLength(0);

    await user.selectOptions(select('Tipo'), 'initial');
    expect(select('Periodicidad').disabled).toBe(true);
    expect(select('Periodicidad').value).toBe('');
    expect(screen.queryByText('Seleccione la periodicidad.')).toBeNull();
  });

  it("shows the server's field errors on their fields", async () => {
    setup(apiError(400, 'bad_request', 'La solicitud no es válida.', { fineAmount: ['Un porcentaje no puede pasar de 100.'] }));
    renderApp('/admin/documenttypes/mxopinion32d');
    await screen.findByRole('heading', { name: opinion.fullName, level: 1 });
    const user = userEvent.setup();
    await user.selectOptions(select('Obligatoriedad'), 'optional');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Un porcentaje no puede pasar de 100.')).toBeTruthy();
  });

  it('says another person changed the type (409) and reloads it on request', async () => {
    const fetch = setup(apiError(409, 'conflict', documentTypeAdminMessages.conflict));
    renderApp('/admin/documenttypes/mxopinion32d');
    await screen.findByRole('heading', { name: opinion.fullName, level: 1 });
    const user = userEvent.setup();
    await user.selectOptions(select('Tipo de proveedor'), 'fisica');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(documentTypeAdminMessages.conflict)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(select('Tipo de proveedor').value).toBe('moral'));
    expect(screen.queryByText(documentTypeAdminMessages.conflict)).toBeNull();
    expect(callsTo(fetch, 'GET /api/documenttypes/mxopinion32d')).toHaveLength(2);
  });
});

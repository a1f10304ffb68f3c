import '../../../components/__tests__/fluent-jsdom';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import type { Role } from '@expediente/contracts/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The pages are lazy chunks: load this one and /documents (where a delete leads; the router waits for its chunk
// before it moves) once up front, so that no test waits on their transform under load.
beforeAll(async () => {
  await Promise.all([getRoute('documentDetail').page(), getRoute('documents').page()]);
}, 120_000);

const KEY = 'sup-limpieza-bajio.0f8c2a4e-6b1d-4c3e-9a7f-1b2c3d4e5f60';
const all = { download: true, editStatus: true, editMetadata: true, editPeriod: true, delete: true, upload: true };

/** GET /api/documents/{id} (contracts' documentDetailSchema) for a monthly declaration of Limpieza del Bajío. */
function documentDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    publicKey: KEY,
    id: KEY.slice(-36),
    name: 'isr-marzo.pdf',
    displayName: 'Declaración ISR retenciones',
    originalName: 'isr-marzo.pdf',
    status: 'P',
    fromDate: '2026-03-01T06:00:00.000Z',
    initialValidity: '2026-03-01T06:00:00.000Z',
    logicalKey: 'Limpieza · Declaración ISR retenciones · Marzo 2026',
    documentTypeCodeName: 'mxdeclisr',
    documentTypeShortName: 'Declaración ISR retenciones',
    documentTypeFullName: 'Declaración de ISR retenciones por salarios + acuse',
    contentType: 'application/pdf',
    length: 20480,
    creationDate: '2026-04-10T17:00:00.000Z',
    month: 3,
    year: 2026,
    temporalityDisplayName: 'Periódico',
    periodDisplayName: 'Mensual',
    periodLabel: 'Marzo 2026',
    risk: 1,
    riskDisplayName: 'Alto',
    supplier: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2 },
    md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
    formDataItems: [
      { key: 'rfc', label: 'RFC', value: 'LSE150312QA2' },
      { key: 'total', label: 'Total', value: '1500.5' },
    ],
    metaDataItems: [],
    identifiers: [{ key: 'folio', value: 'A-1' }],
    relations: [
      { partyRole: { role: 'supplier', roleDisplayName: 'Proveedor' }, party: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2 } },
      { partyRole: { role: 'customer', roleDisplayName: 'Cliente' }, party: { publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', partyType: 2 } },
    ],
    relatedDocuments: [],
    extension: 'pdf',
    can: all,
    ...overrides,
  };
}

function setup(detail: DocumentDetail, routes: Record<string, Answer | Answer[]> = {}, role: Role = 'Customer', path = `/documents/${KEY}`, features: Record<string, boolean> = { 'reviewer-legend': true }) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features })),
    [`GET /api/documents/${KEY}`]: jsonResponse({ document: detail }),
    'GET /api/documents/fields': jsonResponse({ documentFields: { mxdeclisr: [{ key: 'total', label: 'Total', aiKey: 'total', isMetadata: false, isIdentifier: false, jsonDisplayConfig: { type: 'money', jsonProp: 'total' } }] } }),
    ...routes,
  });
  const app = renderApp(path);
  return { fetch, ...app };
}

const card = (name: string) => screen.getByRole('group', { name });

describe('/documents/{id}', () => {
  it('shows the data, the status in the detail reading, risk A, MXN money, related contacts (Cliente not linked) and the Customer breadcrumb', async () => {
    setup(documentDetail({ validated: '2026-04-11T17:00:00.000Z', validatedBy: { displayName: 'Carla Núñez' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaración ISR retenciones' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toContain('Detalles del Documento');
    const compliance = card('Cumplimiento');
    expect(within(compliance).getByText('En proceso de validación')).toBeTruthy();
    expect(within(compliance).getByText('A · Alto')).toBeTruthy();
    expect(within(compliance).getByText('Revisado por Carla Núñez el 11-abr-2026')).toBeTruthy();
    expect(within(card('Datos del documento')).getByText('$1,500.50')).toBeTruthy();
    const contacts = card('Contactos relacionados');
    expect(within(contacts).getByRole('link', { name: 'Limpieza y Servicios del Bajío SA de CV' })).toBeTruthy();
    expect(within(contacts).queryByRole('link', { name: 'Corporativo Demo SA de CV' })).toBeNull();
    expect(within(contacts).getByText('Corporativo Demo SA de CV')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Metadatos' })).toBeNull();
    expect(screen.getByText('01-mar-2026')).toBeTruthy();
  });

  it("reads mxcfdinomina as 'Cargado'; no edit controls, period card or delete when the server says no", async () => {
    setup(documentDetail({ documentTypeCodeName: 'mxcfdinomina', status: 'U', can: { ...all, editStatus: false, editMetadata: false, editPeriod: false, delete: false } }), {}, 'Viewer');
    await screen.findByRole('heading', { level: 1 });
    expect(within(card('Cumplimiento')).getByText('Cargado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar estatus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar datos del documento' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Periodo del documento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar documento' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Ruta de navegación' })).toBeNull();
  });

  it('shows the Developer the metadata card with the JSON', async () => {
    setup(documentDetail({ jsonData: '{"rfc":"LSE150312QA2"}' }), {}, 'Developer');
    const metadata = await screen.findByRole('group', { name: 'Metadatos' });
    expect(within(metadata).getByText(/"rfc": "LSE150312QA2"/)).toBeTruthy();
  });

  it('answers a document outside the view with its own message', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), [`GET /api/documents/${KEY}`]: apiError(404, 'not_found', 'El documento no existe.') });
    renderApp(`/documents/${KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Documento no encontrado' })).toBeTruthy();
  });
});

describe('/documents/{id}: compliance edit', () => {
  it("needs a reason for I ('Campo requerido', Guardar disabled), sends the change and says so", async () => {
    const user = userEvent.setup();
    const { fetch } = setup(documentDetail(), { [`PUT /api/documents/${KEY}/status`]: jsonResponse({ message: 'El estatus se actualizó correctamente', status: 'I' }) });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Cumplimiento')).getByRole('button', { name: 'Editar estatus' }));
    const compliance = card('Cumplimiento');
    const save = within(compliance).getByRole('button', { name: 'Guardar' });
    await user.selectOptions(within(compliance).getByRole('combobox', { name: /Estatus/ }), 'I');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const reason = within(compliance).getByRole('textbox', { name: /Motivo/ });
    await user.click(reason);
    await user.tab();
    expect(await within(compliance).findByText('Campo requerido')).toBeTruthy();
    await user.type(reason, 'Opinión negativa');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('El estatus se actualizó correctamente')).toBeTruthy();
    expect(callsTo(fetch, `PUT /api/documents/${KEY}/status`)[0]?.body).toEqual({ status: 'I', reason: 'Opinión negativa' });
  });

  it("opens in edit mode with editMode=true; V needs no reason; a failure says 'El estatus no se pudo actualizar.'", async () => {
    const user = userEvent.setup();
    const { fetch } = setup(documentDetail(), { [`PUT /api/documents/${KEY}/status`]: apiError(500, 'internal', 'Error') }, 'Customer', `/documents/${KEY}?editMode=true`);
    await screen.findByRole('heading', { level: 1 });
    const compliance = card('Cumplimiento');
    await user.selectOptions(within(compliance).getByRole('combobox', { name: /Estatus/ }), 'V');
    expect(within(compliance).queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    await user.click(within(compliance).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El estatus no se pudo actualizar.')).toBeTruthy();
    expect(callsTo(fetch, `PUT /api/documents/${KEY}/status`)[0]?.body).toEqual({ status: 'V', reason: '' });
  });
});

describe('/documents/{id}: form data edit', () => {
  it('sends the rows with their new values; a new row without its key (new_) is not sent; a repeated key is refused', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(documentDetail(), { [`POST /api/documents/metadata/${KEY}/saveMetadata`]: jsonResponse({ message: 'El documento se guardó correctamente' }) });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(card('Datos del documento')).getByRole('button', { name: 'Editar datos del documento' }));
    const form = card('Datos del documento');
    const total = within(form).getByRole('textbox', { name: 'Total' });
    await user.clear(total);
    await user.type(total, '2000');
    await user.click(within(form).getByRole('button', { name: 'Agregar campo' }));
    await user.click(within(form).getByRole('button', { name: 'Agregar campo' }));
    const keys = within(form).getAllByRole('textbox', { name: 'Clave' });
    await user.type(keys[0]!, 'rfc');
    expect(await within(form).findByText('Este campo ya existe.')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(keys[0]!);
    await user.type(keys[0]!, 'folio_fiscal');
    await user.type(within(form).getAllByRole('textbox', { name: 'Valor' })[0]!, 'ABC');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El documento se guardó correctamente')).toBeTruthy();
    expect(callsTo(fetch, `POST /api/documents/metadata/${KEY}/saveMetadata`)[0]?.body).toEqual({
      form: {
        formdata: [
          { key: 'rfc', label: 'RFC', value: 'LSE150312QA2' },
          { key: 'total', label: 'Total', value: '2000' },
          { key: 'folio_fiscal', label: 'folio_fiscal', value: 'ABC' },
        ],
      },
      identifiers: [{ key: 'folio', value: 'A-1' }],
    });
  });
});

describe('/documents/{id}: period card', () => {
  it('offers 2035 down to 1995 and saves the first of the month at -06:00 only once month and year are chosen', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(documentDetail(), { [`PUT /api/documents/${KEY}/period`]: jsonResponse({ message: 'El periodo del documento se actualizó correctamente.', fromDate: '2024-02-01T06:00:00.000Z' }) });
    await screen.findByRole('heading', { level: 1 });
    const period = card('Periodo del documento');
    expect(within(period).getByText('Periodo actual: Marzo 2026')).toBeTruthy();
    const years = within(within(period).getByRole('combobox', { name: 'Año' }) as HTMLElement).getAllByRole('option').slice(1);
    expect(years).toHaveLength(41);
    expect([years[0]!.textContent, years.at(-1)!.textContent]).toEqual(['2035', '1995']);
    const save = within(period).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    await user.selectOptions(within(period).getByRole('combobox', { name: 'Mes' }), '2');
    expect(save.disabled).toBe(true);
    await user.selectOptions(within(period).getByRole('combobox', { name: 'Año' }), '2024');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('El periodo del documento se actualizó correctamente.')).toBeTruthy();
    expect(callsTo(fetch, `PUT /api/documents/${KEY}/period`)[0]?.body).toEqual({ fromDate: '2024-02-01T00:00:00-06:00' });
  });
});

describe('/documents/{id}: delete', () => {
  it("asks 'Eliminar documento' (cannot be undone); cancelling sends nothing; confirming deletes with orderPK and slot and goes to /documents", async () => {
    const user = userEvent.setup();
    const { fetch, router } = setup(
      documentDetail(),
      { [`DELETE /api/slot/document/${KEY}`]: jsonResponse({ message: 'El documento fue eliminado.' }) },
      'Customer',
      `/documents/${KEY}?orderPK=ord-1&slot=mxdeclisr~2026-03~-`,
    );
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Eliminar documento' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Eliminar documento' });
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, `DELETE /api/slot/document/${KEY}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar documento' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Eliminar documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    const call = fetch.mock.calls.find(([input, init]) => init?.method === 'DELETE' && String(input).includes('/api/slot/document/'));
    expect(new URL(String(call![0]), 'http://localhost').searchParams.toString()).toBe('orderPK=ord-1&slotId=mxdeclisr%7E2026-03%7E-');
  });
});

describe('/documents/{id}: slots of the period', () => {
  const slot = (overrides: Record<string, unknown>) => ({
    logicalKey: 'x',
    entityDisplayName: 'Limpieza y Servicios del Bajío SA de CV',
    supplierPK: 'sup-limpieza-bajio',
    risk: 1,
    periodKey: 'monthly:2026:3',
    year: 2026,
    periodNumber: 3,
    month: 3,
    overdue: false,
    slotDisplayName: 'Marzo 2026',
    ...overrides,
  });

  it("lists the period's required documents; a missing one offers 'Cargar' to the contact's file with the upload open", async () => {
    setup(documentDetail(), {
      [`GET /api/documents/${KEY}/documentslots`]: jsonResponse({
        slots: [
          slot({ publicKey: 'mxdeclisr~a', documentTypeCodeName: 'mxdeclisr', documentDisplayName: 'Declaración ISR retenciones', status: 'uploaded', documentId: KEY, documentStatus: 'P' }),
          slot({ publicKey: 'mxdecliva~a', documentTypeCodeName: 'mxdecliva', documentDisplayName: 'Declaración de IVA', status: 'missing', dueDate: '2026-04-17', overdue: true }),
        ],
      }),
    });
    const slots = await screen.findByRole('group', { name: 'Documentos requeridos del periodo' });
    expect(await within(slots).findByText('Faltante')).toBeTruthy();
    expect(within(slots).getByText('Marzo 2026 · vence el 17-abr-2026')).toBeTruthy();
    const upload = within(slots).getByRole('link', { name: 'Cargar' });
    expect(upload.getAttribute('href')).toBe('/contacts/sup-limpieza-bajio?upload=true&documentType=mxdecliva&year=2026&period=3');
    expect(within(slots).getAllByRole('link', { name: 'Cargar' })).toHaveLength(1);
  });
});


import '../../../components/__tests__/fluent-jsdom';
import type { AuditDocument } from '@expediente/contracts/audit/audit-forms';
import { catalogueDocumentTypes } from '@expediente/contracts/documents/document-types';
import type { Role } from '@expediente/contracts/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { auditLayoutStorageKey } from '../components/detail-shell';

// The pages are lazy chunks: load them once up front, so that no test waits on their transform under load.
beforeAll(async () => {
  await Promise.all([getRoute('auditDocument').page(), getRoute('adminAuditDocument').page(), getRoute('auditDocumentDetails').page()]);
}, 120_000);

const KEY = 'sup-limpieza-bajio.0f8c2a4e-6b1d-4c3e-9a7f-1b2c3d4e5f60';
const SUPPLIER = 'Limpieza y Servicios del Bajío SA de CV';

function auditDocument(overrides: Partial<AuditDocument> = {}): AuditDocument {
  return {
    publicKey: KEY,
    name: 'contrato.pdf',
    displayName: 'Contrato de servicios',
    documentTypeCodeName: 'mxcontratose',
    documentTypeShortName: 'Contrato de servicios',
    status: 'P',
    auditStatus: 'pending',
    validated: 'P',
    supplier: { publicKey: 'sup-limpieza-bajio', displayName: SUPPLIER },
    sapId: 'PRV-1001',
    rfc: 'LSE150312QA2',
    creationDate: '2026-04-10T17:00:00.000Z',
    isContract: true,
    formDataItems: [],
    identifiers: [],
    relationships: [],
    customerOptions: [
      { publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', rfc: 'CDE190101K32' },
      { publicKey: 'org-filial', displayName: 'Filial Norte SA de CV' },
    ],
    can: { save: true, reject: true, adminSave: false },
    ...overrides,
  };
}

/** The viewer's document (GET /api/documents/{id}); its file is not served here, so the viewer shows its error. */
const viewerDocument = {
  publicKey: KEY,
  id: KEY.slice(-36),
  name: 'contrato.pdf',
  displayName: 'Contrato de servicios',
  originalName: 'contrato.pdf',
  status: 'P',
  initialValidity: '2026-04-10T17:00:00.000Z',
  logicalKey: 'Limpieza · Contrato',
  documentTypeCodeName: 'mxcontratose',
  documentTypeShortName: 'Contrato de servicios',
  documentTypeFullName: 'Contrato de servicios u obras especializados',
  contentType: 'application/pdf',
  length: 2048,
  creationDate: '2026-04-10T17:00:00.000Z',
  temporalityDisplayName: 'Por evento',
  periodDisplayName: 'Inicial',
  periodLabel: 'Inicial',
  risk: 1,
  riskDisplayName: 'Alto',
  supplier: { publicKey: 'sup-limpieza-bajio', displayName: SUPPLIER, partyType: 2 },
  md5: 'AAAAAAAAAAAAAAAAAAAAAA==',
  formDataItems: [],
  metaDataItems: [],
  identifiers: [],
  relations: [],
  relatedDocuments: [],
  extension: 'pdf',
  can: { download: true, editStatus: true, editMetadata: true, editPeriod: false, delete: false, upload: false },
};

const fields = {
  mxrepse: [
    { key: 'numeroRegistro', label: 'Número de registro', aiKey: 'numero_registro', isMetadata: false, isIdentifier: true, jsonDisplayConfig: { type: 'text', jsonProp: 'numeroRegistro' } },
    { key: 'nombre', label: 'Nombre o razón social', aiKey: 'nombre', isMetadata: true, isIdentifier: false, jsonDisplayConfig: { type: 'text', jsonProp: 'nombre' } },
    { key: 'importe', label: 'Importe', aiKey: 'importe', isMetadata: true, isIdentifier: false, jsonDisplayConfig: { type: 'money', jsonProp: 'importe' } },
    {
      key: 'servicios',
      label: 'Servicios registrados',
      aiKey: 'servicios',
      isMetadata: true,
      isIdentifier: false,
      jsonDisplayConfig: {
        type: 'group',
        jsonProp: 'servicios',
        isRepeatable: true,
        children: [{ key: 'servicio', label: 'Servicio', aiKey: 'servicio', isMetadata: true, isIdentifier: false, jsonDisplayConfig: { type: 'text', jsonProp: 'servicios.servicio', jsonGroup: 'servicios' } }],
      },
    },
  ],
};
/** The catalogue's own types (contracts' documentTypeSchema), by code. */
const types = (codes: [string, string][]) => ({ documentTypes: catalogueDocumentTypes().filter((t) => codes.some(([code]) => code === t.codeName)) });

function setup(doc: AuditDocument, path: string, role: Role = 'Customer', routes: Record<string, Answer | Answer[]> = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features: { 'customer-audit': true } })),
    [`GET /api/audit/documents/${KEY}`]: jsonResponse({ auditDocument: doc }),
    [`GET /api/documents/${KEY}`]: jsonResponse({ document: viewerDocument }),
    'GET /api/documents/fields': jsonResponse({ documentFields: fields }),
    ...routes,
  });
  return { fetch, ...renderApp(path) };
}

const formCard = () => screen.getByRole('region', { name: 'Formulario de auditoría' });
const validForm = async (user: ReturnType<typeof userEvent.setup>) => {
  const form = formCard();
  await user.type(within(form).getByRole('textbox', { name: /Fecha Firma/ }), '15/01/2026');
  await user.type(within(form).getByRole('textbox', { name: /^Vigencia/ }), '14/01/2027');
  await user.tab();
};

describe('/audit/documents/{id} (contract audit)', () => {
  it('shows the breadcrumb back to the originating list, the supplier, SAP ID and the viewer beside the form', async () => {
    const from = '/audit/documents?tab=contracts&status=pending&pageIndex=2';
    setup(auditDocument(), `/audit/documents/${KEY}?from=${encodeURIComponent(from)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contrato de servicios' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(trail.textContent).toContain('Inicio');
    expect(trail.textContent).toContain('Detalle del Documento');
    expect(within(trail).getByRole('link', { name: 'Auditar Documentos' }).getAttribute('href')).toBe(from);
    expect(screen.getAllByText(SUPPLIER).length).toBeGreaterThan(0);
    expect(screen.getByText('PRV-1001')).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect((within(formCard()).getByRole('textbox', { name: /SAP ID/ }) as HTMLInputElement).value).toBe('PRV-1001');
    expect(screen.queryByText('Documento Rechazado')).toBeNull();
  });

  it('returns to the admin area\'s list when it was opened from there', async () => {
    const from = '/admin/audit/documents?tab=contracts&status=rejected';
    setup(auditDocument(), `/audit/documents/${KEY}?from=${encodeURIComponent(from)}`);
    const trail = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Auditar Documentos' }).getAttribute('href')).toBe(from);
  });

  it('ignores a `from` that is not an audit list', async () => {
    setup(auditDocument(), `/audit/documents/${KEY}?from=${encodeURIComponent('https://otro.invalid/x')}`);
    const trail = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Auditar Documentos' }).getAttribute('href')).toBe('/audit/documents');
  });

  it('keeps the layout choice in localStorage', async () => {
    const user = userEvent.setup();
    setup(auditDocument(), `/audit/documents/${KEY}`);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Vertical' }));
    expect(window.localStorage.getItem(auditLayoutStorageKey)).toBe('vertical');
    expect(screen.getByRole('button', { name: 'Vertical' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes digits only in Meses Vigencia, asks Folio REPSE with the switch, and checks the form before sending', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(auditDocument(), `/audit/documents/${KEY}`);
    await screen.findByRole('heading', { level: 1 });
    const form = formCard();
    const meses = within(form).getByRole('textbox', { name: /Meses Vigencia/ }) as HTMLInputElement;
    await user.type(meses, 'a1b2c3d4');
    expect(meses.value).toBe('123');
    expect(within(form).queryByRole('textbox', { name: /Folio REPSE/ })).toBeNull();
    await user.click(within(form).getByRole('switch', { name: 'REPSE' }));
    expect(within(form).getByRole('textbox', { name: /Folio REPSE/ })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect((await within(form).findAllByText('Campo requerido')).length).toBeGreaterThanOrEqual(3);
    expect(callsTo(fetch, `POST /api/audit/documents/${KEY}`)).toHaveLength(0);
  });

  it('adds an existing-customer slot only when the last is chosen, and a new customer only when the last has a name or RFC', async () => {
    const user = userEvent.setup();
    setup(auditDocument(), `/audit/documents/${KEY}`);
    await screen.findByRole('heading', { level: 1 });
    const form = formCard();
    const addCustomer = within(form).getByRole('button', { name: 'Agregar cliente' }) as HTMLButtonElement;
    expect(addCustomer.disabled).toBe(true);
    await user.click(within(form).getByRole('combobox', { name: /Cliente 1/ }));
    await user.click(await screen.findByRole('option', { name: /Corporativo Demo/ }));
    await waitFor(() => expect(addCustomer.disabled).toBe(false));

    const addNew = within(form).getByRole('button', { name: 'Agregar cliente nuevo' }) as HTMLButtonElement;
    expect(addNew.disabled).toBe(false);
    await user.click(addNew);
    expect(addNew.disabled).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: /Nombre del cliente nuevo 1/ }), 'Nuevo Cliente');
    expect(addNew.disabled).toBe(false);
  });

  it('Guardar POSTs the form of a document not yet validated', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(auditDocument({ relationships: [{ role: 'customer', PK: 'org-corporativo-demo' }] }), `/audit/documents/${KEY}`, 'Customer', {
      [`POST /api/audit/documents/${KEY}`]: jsonResponse({ message: 'El documento fue guardado correctamente', status: 'V', auditStatus: 'approved' }),
    });
    await screen.findByRole('heading', { level: 1 });
    await validForm(user);
    await user.type(within(formCard()).getByRole('textbox', { name: /Meses Vigencia/ }), '12');
    await user.click(within(formCard()).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El documento fue guardado correctamente')).toBeTruthy();
    expect(callsTo(fetch, `PUT /api/audit/documents/${KEY}`)).toHaveLength(0);
    expect(callsTo(fetch, `POST /api/audit/documents/${KEY}`)[0]?.body).toEqual({
      organizations: ['org-corporativo-demo'],
      newOrganizations: [],
      hasRepse: false,
      repseNumber: '',
      contractSubject: '',
      supplierName: SUPPLIER,
      sapId: 'PRV-1001',
      rfc: 'LSE150312QA2',
      fechaFirma: '2026-01-15',
      vigencia: '2027-01-14',
      mesesVigencia: '12',
      supplierId: 'sup-limpieza-bajio',
    });
  });

  it('Guardar PUTs the form of a validated document, prefilled from the saved form', async () => {
    const user = userEvent.setup();
    const saved = auditDocument({
      status: 'V',
      validated: 'V',
      auditStatus: 'approved',
      contractForm: {
        organizations: [{ publicKey: 'org-filial', displayName: 'Filial Norte SA de CV' }],
        hasRepse: true,
        repseNumber: 'AR-1',
        contractSubject: 'Limpieza',
        supplierName: SUPPLIER,
        sapId: 'PRV-1001',
        rfc: 'LSE150312QA2',
        fechaFirma: '2026-01-15',
        vigencia: '2027-01-14',
        mesesVigencia: '12',
        supplierId: 'sup-limpieza-bajio',
        savedAt: '2026-04-11T17:00:00.000Z',
        savedBy: 'Carla Núñez',
      },
    });
    const { fetch } = setup(saved, `/audit/documents/${KEY}`, 'Customer', {
      [`PUT /api/audit/documents/${KEY}`]: jsonResponse({ message: 'El documento fue guardado correctamente', status: 'V', auditStatus: 'approved' }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect((within(formCard()).getByRole('textbox', { name: /Folio REPSE/ }) as HTMLInputElement).value).toBe('AR-1');
    await user.click(within(formCard()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo(fetch, `PUT /api/audit/documents/${KEY}`)).toHaveLength(1));
    expect(callsTo(fetch, `PUT /api/audit/documents/${KEY}`)[0]?.body).toMatchObject({ organizations: ['org-filial'], hasRepse: true, repseNumber: 'AR-1', vigencia: '2027-01-14' });
    expect(callsTo(fetch, `POST /api/audit/documents/${KEY}`)).toHaveLength(0);
  });

  it('Rechazar opens Confirmar Rechazo, disabled until a reason is typed, and sends the reason', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(auditDocument(), `/audit/documents/${KEY}`, 'Customer', {
      [`POST /api/audit/documents/${KEY}/reject`]: jsonResponse({ message: 'El documento fue rechazado correctamente', status: 'I', auditStatus: 'rejected' }),
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(formCard()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Rechazo' });
    const confirm = within(dialog).getByRole('button', { name: 'Rechazar documento' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), '   ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Sin firmas');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText('El documento fue rechazado correctamente')).toBeTruthy();
    expect(callsTo(fetch, `POST /api/audit/documents/${KEY}/reject`)[0]?.body).toEqual({ reason: 'Sin firmas' });
  });

  it('shows the red Documento Rechazado banner with the reason and disables Rechazar once rejected', async () => {
    setup(auditDocument({ status: 'I', validated: 'I', auditStatus: 'rejected', rejectReason: 'Sin firmas', can: { save: true, reject: false, adminSave: false } }), `/audit/documents/${KEY}`);
    expect(await screen.findByText('Documento Rechazado')).toBeTruthy();
    expect(screen.getByText('Sin firmas')).toBeTruthy();
    expect((within(formCard()).getByRole('button', { name: 'Rechazar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is read-only for a Viewer: no Guardar nor Rechazar', async () => {
    setup(auditDocument({ can: { save: false, reject: false, adminSave: false } }), `/audit/documents/${KEY}`, 'Viewer');
    await screen.findByRole('heading', { level: 1 });
    expect(within(formCard()).queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect((within(formCard()).getByRole('textbox', { name: /RFC/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says so when the document does not exist', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ features: { 'customer-audit': true } })) });
    renderApp(`/audit/documents/${KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Documento no encontrado' })).toBeTruthy();
  });
});

describe('/admin/audit/document-details/{id} (type capture)', () => {
  const admin = (overrides: Partial<AuditDocument> = {}) =>
    auditDocument({
      documentTypeCodeName: 'mxactaconstitutiva',
      documentTypeShortName: 'Acta constitutiva',
      isContract: false,
      jsonData: JSON.stringify({ nombre: 'Limpieza del Bajío', servicios: [{ servicio: 'Limpieza' }], otro: 1 }),
      identifiers: [{ key: 'numeroRegistro', value: 'AR12345' }],
      can: { save: true, reject: true, adminSave: true },
      ...overrides,
    });
  const typeRoutes = {
    'GET /api/documenttypeset/auditonly/documenttypes': jsonResponse(types([['mxrepse', 'REPSE'], ['mxcontratose', 'Contrato de servicios']])),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse(types([['mxrepse', 'REPSE'], ['mxpoder', 'Poder notarial'], ['mxcontratose', 'Contrato de servicios']])),
  };

  it('builds the form of the chosen type, prefilled from the extracted data, with repeatable rows, and saves it', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(admin(), `/admin/audit/document-details/${KEY}?typeSet=auditonly`, 'Admin', {
      ...typeRoutes,
      [`POST /api/audit/${KEY}/saveAudit`]: jsonResponse({ message: 'El documento fue guardado correctamente', status: 'V', auditStatus: 'approved' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Acta constitutiva' });
    const form = formCard();
    const save = within(form).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    // The document's own type is not in the auditonly set: nothing chosen yet.
    expect(save.disabled).toBe(true);
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Tipo de documento/ }), 'mxrepse');
    expect((within(form).getByRole('textbox', { name: 'Nombre o razón social' }) as HTMLInputElement).value).toBe('Limpieza del Bajío');
    expect((within(form).getByRole('textbox', { name: 'Número de registro' }) as HTMLInputElement).value).toBe('AR12345');
    await user.click(within(form).getByRole('button', { name: 'Agregar fila a Servicios registrados' }));
    const rows = within(form).getAllByRole('group', { name: /Servicios registrados · Fila/ });
    expect(rows).toHaveLength(2);
    await user.type(within(rows[1]!).getByRole('textbox', { name: 'Servicio' }), 'Jardinería');
    await user.type(within(form).getByRole('textbox', { name: 'Importe' }), '1,500.50');
    await user.click(save);
    expect(await screen.findByText('El documento fue guardado correctamente')).toBeTruthy();
    const body = callsTo(fetch, `POST /api/audit/${KEY}/saveAudit`)[0]?.body as { documentType: string; form: unknown; identifiers: unknown; jsonData: string; relationships: unknown };
    expect(body.documentType).toBe('mxrepse');
    expect(body.identifiers).toEqual([{ key: 'numeroRegistro', value: 'AR12345' }]);
    expect(body.form).toEqual({
      formdata: [
        { key: 'nombre', label: 'Nombre o razón social', value: 'Limpieza del Bajío' },
        { key: 'importe', label: 'Importe', value: '1,500.50' },
      ],
    });
    expect(JSON.parse(body.jsonData)).toEqual({ nombre: 'Limpieza del Bajío', numeroRegistro: 'AR12345', importe: 1500.5, servicios: [{ servicio: 'Limpieza' }, { servicio: 'Jardinería' }], otro: 1 });
    expect(body.relationships).toEqual([]);
  });

  it('refuses a money value that is not a number before sending', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(admin({ documentTypeCodeName: 'mxrepse' }), `/admin/audit/document-details/${KEY}`, 'Admin', typeRoutes);
    await screen.findByRole('heading', { level: 1 });
    const form = formCard();
    await user.type(await within(form).findByRole('textbox', { name: 'Importe' }), 'mil');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Capture un número.')).toBeTruthy();
    expect(callsTo(fetch, `POST /api/audit/${KEY}/saveAudit`)).toHaveLength(0);
  });

  it('shows the unknown-type message for a type without a capture form, and customer blocks for a contract type', async () => {
    const user = userEvent.setup();
    setup(admin(), `/admin/audit/documents/${KEY}`, 'Admin', typeRoutes);
    await screen.findByRole('heading', { level: 1 });
    const form = formCard();
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(4));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Tipo de documento/ }), 'mxpoder');
    expect(within(form).getByText('El tipo de documento seleccionado no cuenta con un formulario de captura. Favor de contactar a soporte técnico')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Tipo de documento/ }), 'mxcontratose');
    expect(within(form).getByRole('combobox', { name: /Cliente 1/ })).toBeTruthy();
    expect(within(form).queryByText(/no cuenta con un formulario de captura/)).toBeNull();
  });

  it('captures a contract type with the contract form\'s terms and its customers (the server writes the contract record)', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(admin(), `/admin/audit/documents/${KEY}`, 'Admin', {
      ...typeRoutes,
      [`POST /api/audit/${KEY}/saveAudit`]: jsonResponse({ message: 'El documento fue guardado correctamente', status: 'V', auditStatus: 'approved' }),
    });
    await screen.findByRole('heading', { level: 1 });
    const form = formCard();
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(4));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Tipo de documento/ }), 'mxcontratose');
    for (const label of ['Fecha Firma', 'Vigencia']) expect(within(form).getByText(label)).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Meses Vigencia' }), '12');
    await user.click(within(form).getByRole('switch', { name: 'REPSE' }));
    await user.type(within(form).getByRole('textbox', { name: 'Folio REPSE' }), 'AR12345/2024');
    await user.type(within(form).getByRole('textbox', { name: 'Objeto del Contrato' }), 'Limpieza de oficinas');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El documento fue guardado correctamente')).toBeTruthy();
    const body = callsTo(fetch, `POST /api/audit/${KEY}/saveAudit`)[0]?.body as { documentType: string; form: { formdata: { key: string; value: string }[] } };
    expect(body.documentType).toBe('mxcontratose');
    expect(body.form.formdata.map((f) => [f.key, f.value])).toEqual([
      ['mesesVigencia', '12'],
      ['hasRepse', 'true'],
      ['repseNumber', 'AR12345/2024'],
      ['contractSubject', 'Limpieza de oficinas'],
    ]);
  });

  it('Rechazar needs a type and a comment; Solicitar corrección sends amend-required', async () => {
    const user = userEvent.setup();
    const { fetch } = setup(admin(), `/admin/audit/documents/${KEY}`, 'Admin', {
      ...typeRoutes,
      [`POST /api/audit/${KEY}/reject`]: jsonResponse({ message: 'El documento fue rechazado correctamente', status: 'I', auditStatus: 'amend-required', disputeKey: 'd-1' }),
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(formCard()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar Rechazo' });
    const confirm = within(dialog).getByRole('button', { name: 'Rechazar documento' }) as HTMLButtonElement;
    await user.type(within(dialog).getByRole('textbox', { name: /Comentario/ }), 'Falta la página 2');
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Solicitar corrección' }));
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText('El documento fue rechazado correctamente')).toBeTruthy();
    expect(callsTo(fetch, `POST /api/audit/${KEY}/reject`)[0]?.body).toEqual({ result: 'amend-required', comment: 'Falta la página 2' });
  });

  it('is read-only on /audit/document-details for a caller without update:audit:any', async () => {
    setup(admin({ documentTypeCodeName: 'mxrepse', can: { save: false, reject: false, adminSave: false } }), `/audit/document-details/${KEY}`, 'Viewer', typeRoutes);
    await screen.findByRole('heading', { level: 1 });
    const form = formCard();
    expect(within(form).getByText(/Solo lectura/)).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect((await within(form).findByRole('textbox', { name: 'Nombre o razón social' }) as HTMLInputElement).disabled).toBe(true);
  });
});

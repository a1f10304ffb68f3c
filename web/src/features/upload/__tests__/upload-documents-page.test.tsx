import '../../../components/__tests__/fluent-jsdom';
import { catalogueDocumentTypes } from '@expediente/contracts/documents/document-types';
import type { Slot, SupplierSlotsResponse } from '@expediente/contracts/documents/slots';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { periodDate, uploadYears } from '../upload-texts';

/**
 * /upload-documents and the upload modal against mocked API answers and a fake Blob endpoint behind
 * XMLHttpRequest: tabs with missing counts, cards linking to the document with the supplier's reading, the
 * drop zones' refusal of another format, the filter's empty state, the modal's rules and a whole upload.
 */

const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;

function slot(overrides: Partial<Slot>): Slot {
  return {
    publicKey: `mxopinion32d~monthly:${year}:${month}~-`,
    logicalKey: 'LSB · Opinión SAT 32-D · mes',
    documentTypeCodeName: 'mxopinion32d',
    documentDisplayName: 'Opinión SAT 32-D',
    slotDisplayName: `Mes ${month} ${year}`,
    entityDisplayName: 'Limpieza y Servicios del Bajío SA de CV',
    supplierPK: 'sup-limpieza-bajio',
    risk: 2,
    status: 'missing',
    periodKey: `monthly:${year}:${month}`,
    year,
    periodNumber: month,
    month,
    overdue: false,
    ...overrides,
  };
}

const uploadedCsf = slot({
  publicKey: 'mxcsf~initial~-',
  documentTypeCodeName: 'mxcsf',
  documentDisplayName: 'CSF',
  slotDisplayName: 'Inicial',
  periodKey: 'initial',
  year: null,
  month: null,
  periodNumber: 1,
  status: 'uploaded',
  documentId: 'sup-limpieza-bajio.0b0e3c7e-6a59-4c43-9d43-3f1f4b4a7d11',
  documentStatus: 'V',
  documentName: 'constancia.pdf',
});
const missingOpinion = slot({});
const missingPlantilla = slot({
  publicKey: `mxplantilla~monthly:${year}:${month}~org-corporativo-demo`,
  documentTypeCodeName: 'mxplantilla',
  documentDisplayName: 'Relación de trabajadores',
  customerPK: 'org-corporativo-demo',
  customerDisplayName: 'Corporativo Demo SA de CV',
});

const answer: SupplierSlotsResponse = {
  supplierPK: 'sup-limpieza-bajio',
  supplierDisplayName: 'Limpieza y Servicios del Bajío SA de CV',
  year,
  locked: false,
  tabs: [
    { tab: 'initial', label: 'Iniciales', missing: 0, total: 1 },
    { tab: String(month), label: `Mes ${month}`, missing: 2, total: 2 },
  ],
  slots: [uploadedCsf, missingOpinion, missingPlantilla],
};

const blobUrl = 'http://127.0.0.1:10000/devstoreaccount1/documents/demo-corporativo/sup-limpieza-bajio/0b0e3c7e-6a59-4c43-9d43-3f1f4b4a7d11.pdf';
const sasAnswer = {
  data: { token: 'sv=2024&sp=rcw&sig=x', accountName: 'devstoreaccount1', containerName: 'documents' },
  blobUrl,
  blobName: 'demo-corporativo/sup-limpieza-bajio/0b0e3c7e-6a59-4c43-9d43-3f1f4b4a7d11.pdf',
  uploadUrl: `${blobUrl}?sv=2024&sp=rcw&sig=x`,
  expiresOn: new Date(Date.now() + 15 * 60_000).toISOString(),
  blockSize: 4 * 1024 * 1024,
};

/** A Blob endpoint that takes every block and the commit. */
const xhrCalls: string[] = [];
class FakeXhr {
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private target = '';
  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader() {}
  send(body: Blob | null) {
    xhrCalls.push(this.target);
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: body?.size ?? 0 });
      this.status = 201;
      this.onload?.();
    }, 0);
  }
}

function setup(role: 'Supplier' = 'Supplier') {
  xhrCalls.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, primaryRoleDisplayName: 'Proveedor', personCompanyPublicKey: 'sup-limpieza-bajio', features: { 'upload-documents-view': true, 'add-documents-expediente': true } })),
    'GET /api/documents/supplier/slots': jsonResponse(answer),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse({ documentTypes: catalogueDocumentTypes() }),
    'POST /api/documents/GetContainerSASToken': jsonResponse(sasAnswer),
    'POST /api/documents/addpendingdocument': (init) => {
      const body = JSON.parse(String(init.body)) as { name: string; documentTypeCode: string };
      return jsonResponse(
        {
          document: {
            publicKey: 'sup-limpieza-bajio.0b0e3c7e-6a59-4c43-9d43-3f1f4b4a7d11',
            originalName: body.name,
            storageUrl: blobUrl,
            contentType: 'application/pdf',
            status: 'P',
            documentTypeCode: body.documentTypeCode,
            documentTypeFullName: 'Opinión',
            displayName: body.name,
            formDataItems: [],
            companyPK: 'sup-limpieza-bajio',
            length: 10,
            md5: 'x',
            createdAt: new Date().toISOString(),
          },
          duplicate: false,
        },
        201,
      );
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

const pdf = (name = 'opinion.pdf', size = 3000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/**
 * The modal, found also while Fluent's focus trap (tabster) still marks it aria-hidden in jsdom after a file input
 * had focus; the e2e (upload.spec.ts) finds it by role and name in Chromium.
 */
const uploadDialog = () => screen.findByRole('dialog', { name: 'Cargar documento', hidden: true }, { timeout: 5000 });

async function choose(zone: HTMLElement, file: File) {
  const input = zone.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup({ pointerEventsCheck: 0, applyAccept: false }).upload(input, file);
}

describe('/upload-documents', () => {
  it('shows the period tabs with missing counts, a card linking to the uploaded document in the supplier reading, and the empty state', async () => {
    setup();
    renderApp('/upload-documents');
    expect(await screen.findByRole('heading', { name: 'Cargar Documentos', level: 1 })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Periodos' });
    expect(within(tabs).getByRole('tab', { name: `Mes ${month}, 2 pendientes` }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('drop-zone')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Iniciales' }));
    const link = await screen.findByRole('link', { name: 'constancia.pdf' });
    expect(link.getAttribute('href')).toBe(`/documents/${encodeURIComponent(uploadedCsf.documentId!)}`);
    expect(screen.getByText('Validado')).toBeTruthy();
    // The initial type already uploaded offers an optional extra zone.
    expect(screen.getByRole('group', { name: 'Agregar otro archivo de CSF' })).toBeTruthy();

    await user.type(screen.getByLabelText('Filtrar documentos'), 'nada así');
    expect(await screen.findByText('No hay documentos para esta selección.')).toBeTruthy();
  });

  it("refuses a file of another format with 'Formato no permitido: .{ext}'", async () => {
    setup();
    renderApp('/upload-documents');
    const zone = await screen.findByRole('group', { name: `Cargar Opinión SAT 32-D de Mes ${month} ${year}` });
    await choose(zone, new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(within(zone).getByRole('alert').textContent).toBe('Formato no permitido: .png');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads a dropped file through the modal: blocks, commit, addpendingdocument with the period date, then the success text', async () => {
    const fetch = setup();
    renderApp('/upload-documents');
    const zone = await screen.findByRole('group', { name: `Cargar Opinión SAT 32-D de Mes ${month} ${year}` });
    await choose(zone, pdf());
    const dialog = await uploadDialog();
    expect(within(dialog).getByText('opinion.pdf')).toBeTruthy();
    expect(within(dialog).getByText('Tamaño: 3 KB')).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Agregar' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.setup().click(add);
    expect(await within(dialog).findByText('El archivo fue cargado correctamente y está siendo procesado.')).toBeTruthy();
    expect(xhrCalls.map((c) => new URL(c.split(' ')[1]!).searchParams.get('comp'))).toEqual(['block', 'blocklist']);
    const [added] = callsTo(fetch, 'POST /api/documents/addpendingdocument');
    expect(added?.body).toMatchObject({
      name: 'opinion.pdf',
      blobUrl,
      length: 3000,
      documentTypeCode: 'mxopinion32d',
      slotId: missingOpinion.publicKey,
      fromDate: periodDate(year, month),
      relationships: [],
    });
  });
});

describe('the upload modal rules', () => {
  it("offers the years from 2021 to the current year, newest first, and a period date at -06:00", () => {
    expect(uploadYears(new Date('2026-11-24T12:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(uploadYears(new Date('2024-01-01T12:00:00Z'))).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(periodDate(2026, 3)).toBe('2026-03-01T00:00:00-06:00');
  });

  it("keeps 'Agregar' disabled for a wrong extension ('Tipo de archivo inválido') and without the customer the type needs", async () => {
    setup();
    renderApp('/upload-documents');
    const zone = await screen.findByRole('group', { name: `Cargar Relación de trabajadores de Mes ${month} ${year}` });
    // The slot names its customer: the modal shows it chosen, and the extension list of the type is xlsx, xls, pdf.
    await choose(zone, pdf('relacion.pdf'));
    const dialog = await uploadDialog();
    const add = within(dialog).getByRole('button', { name: 'Agregar' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    expect((within(dialog).getByRole('combobox', { name: /Cliente/ }) as HTMLInputElement).value).toBe('Corporativo Demo SA de CV');
    // Another file of a wrong extension picked inside the modal.
    const picker = within(dialog).getByRole('button', { name: /Cambiar archivo/ });
    const input = picker.parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.setup({ pointerEventsCheck: 0, applyAccept: false }).upload(input, new File(['x'], 'nomina.xml', { type: 'text/xml' }));
    expect(await within(dialog).findByText('Tipo de archivo inválido')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
  });
});

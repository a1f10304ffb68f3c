import '../../../../components/__tests__/fluent-jsdom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentDetail } from '@expediente/contracts/documents/documents';
import { documentMessages } from '@expediente/contracts/documents/documents';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { setBrowserLocation } from '../../../../lib/browser-location';
import { SignedInUserProvider } from '../../../../lib/current-user-context';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { demoUser } from '../../../../test/fixtures';
import { DocumentViewer } from '../document-viewer';
import { columnName } from '../excel-view';
import { imageStage } from '../image-view';
import { prettyXml } from '../pretty-xml';
import { typeMismatchMessage, viewerKind } from '../viewer-rules';

// pdf.js and the sheet reader do not run in jsdom (no canvas, no workers): their loaders are replaced here, and
// e2e/viewer.spec.ts opens a real PDF in Chromium.
const pdfjs = vi.hoisted(() => ({ getDocument: vi.fn(), GlobalWorkerOptions: { workerSrc: '' }, version: '6.5.438' }));
vi.mock('../pdf-library', async (original) => ({ ...(await original<typeof import('../pdf-library')>()), loadPdfjs: () => Promise.resolve(pdfjs) }));
const workbook = vi.hoisted(() => ({ read: vi.fn() }));
vi.mock('../excel-library', () => ({ readWorkbook: (data: Blob) => workbook.read(data) }));

const KEY = 'sup-limpieza-bajio.0b7f3c2e-8a41-4c55-9d7e-2f1a6b3c4d5e';

function detail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  const party = { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2 };
  return {
    publicKey: KEY,
    id: KEY.slice(-36),
    name: 'constancia.pdf',
    displayName: 'Constancia de Situación Fiscal',
    originalName: 'constancia.pdf',
    status: 'P',
    initialValidity: '2026-03-01T06:00:00.000Z',
    logicalKey: 'CSF',
    documentTypeCodeName: 'mxcsf',
    documentTypeShortName: 'CSF',
    documentTypeFullName: 'Constancia de Situación Fiscal',
    contentType: 'application/pdf',
    length: 2048,
    creationDate: '2026-03-02T10:00:00.000Z',
    temporalityDisplayName: 'Inicial',
    periodDisplayName: 'Inicial',
    periodLabel: 'Inicial',
    risk: 2,
    riskDisplayName: 'Medio',
    supplier: party,
    md5: 'x',
    formDataItems: [],
    metaDataItems: [],
    identifiers: [],
    relations: [],
    relatedDocuments: [],
    extension: 'pdf',
    can: { download: true, editStatus: false, editMetadata: false, editPeriod: false, delete: false, upload: false },
    ...overrides,
  };
}

function renderViewer(document: DocumentDetail, features: Record<string, boolean> = {}, props: { expectedExtensions?: string[] } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <SignedInUserProvider value={{ user: demoUser({ features }), reload: async () => undefined, isIdle: () => false }}>
          <DocumentViewer document={document} {...props} />
        </SignedInUserProvider>
      </AppProviders>
    </SWRConfig>,
  );
}

const sasFor = (file: string, contentType: string) => ({
  url: `https://cuenta.blob.core.windows.net/documents/demo/${file}?sv=2025&sp=r&sig=x`,
  expiresOn: new Date(Date.now() + 300_000).toISOString(),
  fileName: file,
  contentType,
});

/** The download call (inline for the viewer) and the bytes at the SAS URL. */
function serveFile(file: string, contentType: string, body: BodyInit) {
  return mockApi({
    [`GET /api/documents/${KEY}/download`]: jsonResponse(sasFor(file, contentType)),
    [`GET /documents/demo/${file}`]: new Response(body, { headers: { 'Content-Type': contentType } }),
  });
}

type FakePage = { getViewport: (o: { scale: number }) => { width: number; height: number }; render: ReturnType<typeof vi.fn> };

function fakePdf(numPages: number) {
  const pages: number[] = [];
  const renders: { page: number; width: number }[] = [];
  const destroy = vi.fn(async () => undefined);
  const doc = {
    numPages,
    getPage: vi.fn(async (n: number): Promise<FakePage> => {
      pages.push(n);
      return {
        getViewport: ({ scale }) => ({ width: 600 * scale, height: 800 * scale }),
        render: vi.fn((params: { viewport: { width: number } }) => {
          renders.push({ page: n, width: params.viewport.width });
          return { promise: Promise.resolve(), cancel: vi.fn() };
        }),
      };
    }),
  };
  pdfjs.getDocument.mockReturnValue({ promise: Promise.resolve(doc), destroy });
  return { pages, renders, destroy };
}

beforeEach(() => {
  pdfjs.getDocument.mockReset();
  workbook.read.mockReset();
});

describe('DocumentViewer: pdf', () => {
  it('reads the file through the inline SAS and shows it with pdf.js, page by page, with zoom', async () => {
    const pdf = fakePdf(3);
    const bytes = new TextEncoder().encode('%PDF-1.7 contenido');
    const fetchMock = serveFile('constancia.pdf', 'application/pdf', bytes);
    const user = userEvent.setup();
    const view = renderViewer(detail());

    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    expect(callsTo(fetchMock, `GET /api/documents/${KEY}/download`)[0]!.url).toContain('inline=true');
    // The bytes reach pdf.js as data, with WebAssembly and XFA off.
    const init = pdfjs.getDocument.mock.calls[0]![0] as { data: Uint8Array; useWasm: boolean; wasmUrl: string; enableXfa: boolean };
    expect(new TextDecoder().decode(init.data)).toBe('%PDF-1.7 contenido');
    expect(init.useWasm).toBe(false);
    // The JavaScript JBIG2 / JPEG 2000 decoders, same-origin under the loaded version's path (decision 013).
    expect(init.wasmUrl).toBe('/assets/pdfjs-6.5.438/');
    expect(init.enableXfa).toBe(false);
    await waitFor(() => expect(pdf.renders).toContainEqual({ page: 1, width: 600 }));
    expect(screen.getByRole('img', { name: 'constancia.pdf, página 1 de 3' })).toBeTruthy();

    const previous = screen.getByRole('button', { name: 'Página anterior' });
    expect(previous.hasAttribute('disabled') || previous.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    await waitFor(() => expect(pdf.renders).toContainEqual({ page: 2, width: 600 }));

    await user.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(screen.getByText('Zoom 125 %')).toBeTruthy();
    await waitFor(() => expect(pdf.renders).toContainEqual({ page: 2, width: 750 }));
    await user.click(screen.getByRole('button', { name: 'Alejar' }));
    await user.click(screen.getByRole('button', { name: 'Alejar' }));
    expect(screen.getByText('Zoom 75 %')).toBeTruthy();

    // PageDown in the focused page area turns the page too.
    const region = screen.getByRole('region', { name: 'constancia.pdf' });
    region.focus();
    fireEvent.keyDown(region, { key: 'PageDown' });
    expect(await screen.findByText('Página 3 de 3')).toBeTruthy();

    view.unmount();
    expect(pdf.destroy).toHaveBeenCalled();
  });

  it('says so when pdf.js cannot open the file', async () => {
    pdfjs.getDocument.mockReturnValue({ promise: Promise.reject(new Error('Invalid PDF structure.')), destroy: vi.fn(async () => undefined) });
    serveFile('constancia.pdf', 'application/pdf', 'no es un pdf');
    renderViewer(detail());
    expect(await screen.findByText('No se pudo mostrar el PDF.')).toBeTruthy();
  });

  it('shows the server’s message when the document cannot be read (404 outside the caller’s view)', async () => {
    mockApi({ [`GET /api/documents/${KEY}/download`]: apiError(404, 'not_found', documentMessages.notFound) });
    renderViewer(detail());
    expect(await screen.findByText(documentMessages.notFound)).toBeTruthy();
    expect(pdfjs.getDocument).not.toHaveBeenCalled();
  });
});

describe('DocumentViewer: download', () => {
  it('asks for an attachment SAS and lets the browser save it', async () => {
    fakePdf(1);
    const fetchMock = serveFile('constancia.pdf', 'application/pdf', '%PDF-1.7');
    const assign = vi.fn();
    setBrowserLocation({ assign, current: () => ({ pathname: `/documents/${KEY}`, search: '' }) });
    const user = userEvent.setup();
    renderViewer(detail());
    await user.click(await screen.findByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(sasFor('constancia.pdf', 'application/pdf').url));
    const calls = callsTo(fetchMock, `GET /api/documents/${KEY}/download`).map((c) => new URL(c.url, 'http://localhost').searchParams.get('inline'));
    expect(calls).toContain('false');
  });

  it('shows the server’s refusal when downloads were switched off meanwhile', async () => {
    fakePdf(1);
    mockApi({
      [`GET /api/documents/${KEY}/download`]: (_init, url) =>
        url.searchParams.get('inline') === 'true' ? jsonResponse(sasFor('constancia.pdf', 'application/pdf')) : apiError(403, 'feature_disabled', documentMessages.downloadDisabled),
      'GET /documents/demo/constancia.pdf': new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const user = userEvent.setup();
    renderViewer(detail());
    await user.click(await screen.findByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText(documentMessages.downloadDisabled)).toBeTruthy();
  });

  it('has no Descargar button when the detail says no, or with disable-popDocument-download', async () => {
    fakePdf(1);
    serveFile('constancia.pdf', 'application/pdf', '%PDF-1.7');
    const first = renderViewer(detail({ can: { ...detail().can, download: false } }));
    expect(await screen.findByText('Página 1 de 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar' })).toBeNull();
    first.unmount();

    renderViewer(detail(), { 'disable-popDocument-download': true });
    expect(await screen.findByText('Página 1 de 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar' })).toBeNull();
  });
});

describe('DocumentViewer: images, sheets, xml', () => {
  it('shows an image with zoom and rotation', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/imagen');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    serveFile('domicilio.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const user = userEvent.setup();
    const view = renderViewer(detail({ extension: 'png', originalName: 'domicilio.png', documentTypeCodeName: 'mxdomicilio' }));
    const image = await screen.findByAltText('Imagen del documento domicilio.png');
    expect(image.getAttribute('src')).toBe('blob:http://localhost/imagen');
    fireEvent.load(image);
    await user.click(screen.getByRole('button', { name: 'Girar a la derecha' }));
    expect(image.style.transform).toContain('rotate(90deg)');
    await user.click(screen.getByRole('button', { name: 'Girar a la izquierda' }));
    await user.click(screen.getByRole('button', { name: 'Girar a la izquierda' }));
    expect(image.style.transform).toContain('rotate(270deg)');
    await user.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(screen.getByText('Zoom 125 %')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tamaño original' }));
    expect(screen.getByText('Zoom 100 %')).toBeTruthy();
    expect(image.style.transform).toContain('rotate(0deg)');
    // A scan type takes pdf or images: no banner.
    expect(screen.queryByText(/El archivo no corresponde/)).toBeNull();
    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/imagen');
  });

  it("says 'Error al inicializar el visor de imágenes.' when the image cannot be shown", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/rota');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    serveFile('domicilio.png', 'image/png', 'no es una imagen');
    renderViewer(detail({ extension: 'png', originalName: 'domicilio.png', documentTypeCodeName: 'mxdomicilio' }));
    fireEvent.error(await screen.findByAltText('Imagen del documento domicilio.png'));
    expect(await screen.findByText('Error al inicializar el visor de imágenes.')).toBeTruthy();
  });

  it('previews the first rows of an .xlsx, sheet by sheet', async () => {
    const rows = [['NSS', 'Nombre', 'Alta'], ...Array.from({ length: 60 }, (_, i) => [`1234567890${i}`, `Trabajador ${i + 1}`, new Date(Date.UTC(2026, 0, 5))])];
    workbook.read.mockResolvedValue([
      { sheet: 'Trabajadores', data: rows },
      { sheet: 'Resumen', data: [] },
    ]);
    serveFile('plantilla.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK');
    const user = userEvent.setup();
    renderViewer(detail({ extension: 'xlsx', originalName: 'plantilla.xlsx', documentTypeCodeName: 'mxplantilla' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'A' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'NSS' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Trabajador 49' })).toBeTruthy();
    expect(within(table).queryByRole('cell', { name: 'Trabajador 50' })).toBeNull();
    expect(within(table).getAllByRole('cell', { name: '05-ene-2026' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Se muestran las primeras 50 filas de 61.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Resumen' }));
    expect(await screen.findByText('La hoja está vacía.')).toBeTruthy();
  });

  it('says so when the sheet cannot be read', async () => {
    workbook.read.mockRejectedValue(new Error('not a zip'));
    serveFile('plantilla.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK');
    renderViewer(detail({ extension: 'xlsx', originalName: 'plantilla.xlsx', documentTypeCodeName: 'mxplantilla' }));
    expect(await screen.findByText('No se pudo leer la hoja de cálculo.')).toBeTruthy();
  });

  it('offers an .xls for download only, without fetching it', async () => {
    const fetchMock = mockApi({});
    renderViewer(detail({ extension: 'xls', originalName: 'plantilla.xls', documentTypeCodeName: 'mxplantilla' }));
    expect(screen.getByText(/La vista previa no está disponible para archivos \.xls\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows xml as indented, escaped text', async () => {
    const xml = '\uFEFF<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Total="100.00"><cfdi:Emisor Nombre="A &amp; B &lt;script&gt;alert(1)&lt;/script&gt;"/></cfdi:Comprobante>';
    serveFile('nomina.xml', 'application/xml', xml);
    renderViewer(detail({ extension: 'xml', originalName: 'nomina.xml', documentTypeCodeName: 'mxcfdinomina' }));
    const pre = await screen.findByRole('region', { name: 'Contenido XML de nomina.xml' });
    expect(pre.textContent).toContain('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Total="100.00">\n  <cfdi:Emisor Nombre="A &amp; B &lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('the type/extension banner (part 1 §5)', () => {
  it('shows the error banner for an image under a pdf type, and for a pdf under an excel type', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/x');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    serveFile('csf.png', 'image/png', 'x');
    const first = renderViewer(detail({ extension: 'png', originalName: 'csf.png' }));
    expect(await screen.findByText('El archivo no corresponde al tipo de documento: se esperaba un archivo PDF.')).toBeTruthy();
    first.unmount();

    fakePdf(1);
    serveFile('constancia.pdf', 'application/pdf', '%PDF');
    renderViewer(detail(), {}, { expectedExtensions: ['xlsx', 'xls'] });
    expect(await screen.findByText('El archivo no corresponde al tipo de documento: se esperaba un archivo de Excel (.xls o .xlsx).')).toBeTruthy();
  });
});

describe('viewer rules', () => {
  it('reads the extension into a view', () => {
    expect(['pdf', 'PDF', 'jpg', 'jpeg', 'png', 'xlsx', 'xls', 'xml', 'docx'].map(viewerKind)).toEqual(['pdf', 'pdf', 'image', 'image', 'image', 'excel', 'xls', 'xml', 'none']);
  });

  it('expects pdf of a pdf-only type and xls/xlsx of a sheet-only type; mixed or unknown types have no wrong kind', () => {
    expect(typeMismatchMessage(['pdf'], 'pdf')).toBeUndefined();
    expect(typeMismatchMessage(['pdf'], 'jpg')).toContain('se esperaba un archivo PDF');
    expect(typeMismatchMessage(['xls', 'xlsx'], 'xls')).toBeUndefined();
    expect(typeMismatchMessage(['xlsx'], 'XLSX')).toBeUndefined();
    expect(typeMismatchMessage(['xlsx', 'xls'], 'pdf')).toContain('se esperaba un archivo de Excel');
    expect(typeMismatchMessage(['pdf', 'jpg', 'png'], 'png')).toBeUndefined();
    expect(typeMismatchMessage(['xlsx', 'xls', 'pdf'], 'pdf')).toBeUndefined();
    expect(typeMismatchMessage(undefined, 'exe')).toBeUndefined();
  });

  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('sizes the image box for zoom and quarter turns, never enlarging past the image at 100 %', () => {
    expect(imageStage({ width: 400, height: 200 }, 800, 1, 0)).toEqual({ width: 400, height: 200, boxWidth: 400, boxHeight: 200 });
    expect(imageStage({ width: 1600, height: 800 }, 800, 1, 90)).toEqual({ width: 800, height: 400, boxWidth: 400, boxHeight: 800 });
    expect(imageStage({ width: 1600, height: 800 }, 800, 2, 180)).toEqual({ width: 1600, height: 800, boxWidth: 1600, boxHeight: 800 });
  });

  it('indents xml, keeps text that is not xml as it was', () => {
    expect(prettyXml('<a><b x="1">t</b><!--c--><c/></a>')).toBe('<a>\n  <b x="1">t</b>\n  <!--c-->\n  <c/>\n</a>');
    expect(prettyXml('<a><b></a>')).toBe('<a><b></a>');
  });
});

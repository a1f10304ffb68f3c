import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary, DocumentsListResponse } from '@expediente/contracts/documents/documents';
import type { ExportJob } from '@expediente/contracts/documents/export';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/**
 * The documents list's export (part 2 §2.3, §4, §5, §8): only with the flag documents-export, disabled while the list
 * is empty; the password dialog (required, confirmed), the request with the list's filters, the started dialog with
 * the spec's text, the toast, the progress polled until done, the 7-Zip note, and the failure text.
 */

beforeAll(async () => {
  await getRoute('documents').page();
}, 120_000);

const EXPORT_ID = '0b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d';

const row: DocumentSummary = {
  publicKey: 'sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
  id: '8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
  name: 'Opinion_SAT_2026-03.pdf',
  displayName: 'Opinión SAT 32-D',
  originalName: 'Opinion_SAT_2026-03.pdf',
  status: 'V',
  fromDate: '2026-03-01T06:00:00.000Z',
  initialValidity: '2026-03-01T06:00:00.000Z',
  logicalKey: 'Limpieza · Opinión SAT 32-D · Marzo 2026',
  documentTypeCodeName: 'mxopinion32d',
  documentTypeShortName: 'Opinión SAT 32-D',
  documentTypeFullName: 'Opinión del cumplimiento de obligaciones fiscales (32-D)',
  contentType: 'application/pdf',
  length: 1200,
  creationDate: '2026-04-10T17:00:00.000Z',
  month: 3,
  year: 2026,
  temporalityDisplayName: 'Periódico',
  periodDisplayName: 'Mensual',
  periodLabel: 'Marzo 2026',
  risk: 2,
  riskDisplayName: 'Medio',
  supplier: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV', partyType: 2 },
};

const list = (documents: DocumentSummary[], totalCount = documents.length): DocumentsListResponse => ({ documents, totalCount });
const job = (over: Partial<ExportJob>): ExportJob => ({ exportId: EXPORT_ID, state: 'queued', total: 3, processed: 0, bytes: 0, requestedAt: '2026-04-10T17:00:00.000Z', ...over });

function setup(options: { features?: Record<string, boolean>; documents?: DocumentSummary[]; exportAnswer?: Answer; jobs?: Answer[]; path?: string } = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ features: options.features ?? { 'documents-export': true } })),
    'GET /api/documents/': jsonResponse(list(options.documents ?? [row, row, row].map((d, i) => ({ ...d, publicKey: `${d.publicKey}${i}` })))),
    'GET /api/documenttypeset/mxexpediente/documenttypes': jsonResponse({ documentTypes: [] }),
    'GET /api/contacts': jsonResponse({ contacts: [], totalCount: 0 }),
    'POST /api/documents/export': options.exportAnswer ?? jsonResponse({ exportId: EXPORT_ID, message: 'Descarga en proceso, te nofiticaremos cuando este lista.', total: 3 }, 202),
    [`GET /api/documents/exports/${EXPORT_ID}`]: options.jobs ?? [jsonResponse(job({ state: 'running', processed: 1 })), jsonResponse(job({ state: 'done', processed: 3, bytes: 9000, expiresAt: '2026-04-17T17:00:00.000Z' }))],
  });
  return { fetch, ...renderApp(options.path ?? '/documents') };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Exportar' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Exportar documentos' });
}

describe('the documents export', () => {
  it('is not offered without the flag documents-export', async () => {
    setup({ features: {} });
    await screen.findByRole('grid', { name: 'Documentos' });
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });

  it('is disabled when the list is empty', async () => {
    setup({ documents: [] });
    await screen.findByText('No existen documentos cargados');
    expect(screen.getByRole('button', { name: 'Exportar' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the password twice, sends the list’s filters, then shows the started dialog and the progress until done', async () => {
    const user = userEvent.setup();
    const { fetch } = setup({ path: '/documents?status=V&year=2026&month=3&search=opinion&supplierPK=sup-limpieza-bajio' });
    const dialog = await openForm(user);
    expect(within(dialog).getByText(/protegido con cifrado AES-256: ábralo con 7-Zip/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));
    expect(await within(dialog).findByText('La contraseña es obligatoria.')).toBeTruthy();
    const password = within(dialog).getByLabelText(/Contraseña del archivo/);
    await user.type(password, 'corta');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));
    expect(await within(dialog).findByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    await user.type(password, '-Segura#1');
    await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'otra-cosa');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));
    expect(await within(dialog).findByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/documents/export')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Confirmar contraseña/));
    await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'corta-Segura#1');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));

    const started = await screen.findByRole('dialog', { name: 'Descarga solicitada' });
    expect(within(started).getByText('La solicitud de descarga ha comenzado. Recibirás un correo electrónico cuando el archivo esté listo para descargar.')).toBeTruthy();
    expect(await screen.findByText('Descarga en proceso, te nofiticaremos cuando este lista.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/documents/export')[0]!.body).toEqual({
      IsRequired: 'required',
      DocumentTypeSet: 'mxexpediente',
      SupplierPublicKey: 'sup-limpieza-bajio',
      Status: 'V',
      Year: 2026,
      Month: 3,
      SearchText: 'opinion',
      Password: 'corta-Segura#1',
    });
    expect(within(started).getByText(/ábralo con 7-Zip/)).toBeTruthy();
    expect(await within(started).findByText(/El archivo está listo/, {}, { timeout: 6000 })).toBeTruthy();
    expect(callsTo(fetch, `GET /api/documents/exports/${EXPORT_ID}`).length).toBeGreaterThanOrEqual(2);

    // The footer's Cerrar (the title's X has the same name).
    await user.click(within(started).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the failure text when the job fails', async () => {
    const user = userEvent.setup();
    setup({ jobs: [jsonResponse(job({ state: 'failed', error: 'Error al obtener los documentos para descargar.' }))] });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText(/Contraseña del archivo/), 'Segura#2026');
    await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'Segura#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));
    const started = await screen.findByRole('dialog', { name: 'Descarga solicitada' });
    expect(await within(started).findByText('Error al obtener los documentos para descargar.')).toBeTruthy();
  });

  it('keeps the form with the server’s reason when the request is refused', async () => {
    const user = userEvent.setup();
    setup({ exportAnswer: apiError(400, 'bad_request', 'No hay documentos para exportar con estos filtros.', { other: ['No hay documentos para exportar con estos filtros.'] }) });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText(/Contraseña del archivo/), 'Segura#2026');
    await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'Segura#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));
    expect(await within(dialog).findByText('No hay documentos para exportar con estos filtros.')).toBeTruthy();
  });

  it('answers a server failure with the spec’s failure text', async () => {
    const user = userEvent.setup();
    setup({ exportAnswer: apiError(500, 'internal', 'Error interno.') });
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText(/Contraseña del archivo/), 'Segura#2026');
    await user.type(within(dialog).getByLabelText(/Confirmar contraseña/), 'Segura#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar descarga' }));
    expect(await within(dialog).findByText('Error al obtener los documentos para descargar.')).toBeTruthy();
  });

  it('works from the keyboard: Enter opens it in the password field, Enter submits, Escape closes', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    const button = await screen.findByRole('button', { name: 'Exportar' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Exportar documentos' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Contraseña del archivo/)));
    await user.keyboard('Segura#2026{Tab}Segura#2026{Enter}');
    await screen.findByRole('dialog', { name: 'Descarga solicitada' });
    expect(callsTo(fetch, 'POST /api/documents/export')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

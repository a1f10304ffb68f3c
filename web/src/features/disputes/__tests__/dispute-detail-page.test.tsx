import '../../../components/__tests__/fluent-jsdom';
import type { Role } from '@expediente/contracts/shared/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { commentFixture, disputeFixture, DISPUTE_KEY, DOCUMENT_KEY } from './fixtures';
import type { Dispute } from '@expediente/contracts/disputes/disputes';

/**
 * /DocumentsUnderReview/document/{disputeKey} (part 2 §2.6, §9): the status, the comments newest first ('Yo',
 * 'Auditor', another supplier user by name) with their files, the comment box (Send disabled while empty or
 * sending; the file uploaded first, 'Error al subir el archivo'), the supplier's amendment upload and the
 * auditors' status buttons with a confirmation; nothing to do once final.
 */

beforeAll(async () => {
  await getRoute('disputeDocument').page();
}, 120_000);

const PATH = `/DocumentsUnderReview/document/${DISPUTE_KEY}`;
const comments = [
  commentFixture({ disputeCommentary: 'Adjunto el acuse.', userPublicKey: 'usr-proveedor', authorName: 'Patricia Núñez Vega', authorSide: 'supplier', attachedFilePublicKey: `datt-${'a'.repeat(32)}`, attachedFileName: 'acuse.pdf', disputeCommentDate: '2026-04-12T17:00:00.000Z' }),
  commentFixture({ disputeCommentary: 'Lo reviso hoy.', userPublicKey: 'usr-otro', authorName: 'Pedro Ruiz', authorSide: 'supplier', disputeCommentDate: '2026-04-11T17:00:00.000Z' }),
  commentFixture({ disputeCommentary: 'Falta la página del acuse.' }),
];
const documentDetail = {
  publicKey: DOCUMENT_KEY,
  id: DOCUMENT_KEY.slice(-36),
  name: 'isr-marzo.pdf',
  displayName: 'Declaración ISR retenciones',
  originalName: 'isr-marzo.pdf',
  status: 'I',
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
  formDataItems: [],
  metaDataItems: [],
  identifiers: [],
  relations: [],
  relatedDocuments: [],
  extension: 'pdf',
  can: { download: false, editStatus: false, editMetadata: false, editPeriod: false, delete: false, upload: true },
};

function setup(role: Role, dispute: Dispute = disputeFixture(), routes: Record<string, Answer | Answer[]> = {}) {
  const me = role === 'Supplier' ? 'usr-proveedor' : 'usr-cliente';
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, publicKey: me, userPK: me, features: { disputes: true, 'upload-documents-view': true, 'add-documents-expediente': true } })),
    [`GET /api/disputes/${DISPUTE_KEY}`]: jsonResponse({ dispute }),
    [`GET /api/disputes/comments/${DISPUTE_KEY}`]: jsonResponse({ comments }),
    [`GET /api/documents/${DOCUMENT_KEY}`]: jsonResponse({ document: documentDetail }),
    ...routes,
  });
  return { fetch, ...renderApp(PATH) };
}

const sendButton = () => screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;

async function attach(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sin campo de archivo');
  await userEvent.setup({ pointerEventsCheck: 0, applyAccept: false }).upload(input, file);
}

describe('/DocumentsUnderReview/document/{key}', () => {
  it('shows the status and the comments newest first: Yo, another supplier user by name, Auditor; files as links', async () => {
    setup('Supplier');
    expect(await screen.findByRole('heading', { level: 1, name: 'isr-marzo.pdf' })).toBeTruthy();
    expect(screen.getByText('Abierta')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('span')?.textContent)).toEqual(['Yo', 'Pedro Ruiz', 'Auditor']);
    expect(within(items[0]!).getByRole('link', { name: 'Descargar acuse.pdf' }).getAttribute('href')).toBe(`/api/disputes/attachments/${DISPUTE_KEY}/datt-${'a'.repeat(32)}`);
    expect(screen.getByRole('link', { name: 'Aclaración Documental' }).getAttribute('href')).toBe('/DocumentsUnderReview');
  });

  it('keeps Send disabled while both are empty, sends the text in the user’s name and reloads the comments', async () => {
    const user = userEvent.setup();
    const { fetch } = setup('Supplier', disputeFixture(), {
      'POST /api/disputes/comments/add': jsonResponse({ message: 'Se agregó el comentario.', comment: commentFixture({ userPublicKey: 'usr-proveedor', authorSide: 'supplier' }), disputeStatus: 'in-process' }, 201),
    });
    await screen.findByRole('list', { name: 'Comentarios' });
    expect(sendButton().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Comentario' }), 'Ya lo corregí.');
    expect(sendButton().disabled).toBe(false);
    const before = callsTo(fetch, `GET /api/disputes/comments/${DISPUTE_KEY}`).length;
    await user.click(sendButton());
    await waitFor(() => expect(callsTo(fetch, 'POST /api/disputes/comments/add')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/disputes/comments/add')[0]!.body).toEqual({ DisputePublicKey: DISPUTE_KEY, UserPublicKey: 'usr-proveedor', Comment: 'Ya lo corregí.', CurrentDocumentPk: DOCUMENT_KEY });
    await waitFor(() => expect(callsTo(fetch, `GET /api/disputes/comments/${DISPUTE_KEY}`).length).toBeGreaterThan(before));
    expect((screen.getByRole('textbox', { name: 'Comentario' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('uploads the file first and names it in the comment; a failed upload says so and sends nothing', async () => {
    const user = userEvent.setup();
    const key = `datt-${'b'.repeat(32)}`;
    const { fetch } = setup('Customer', disputeFixture(), {
      'POST /api/disputes/attachments': [apiError(500, 'internal', 'Error'), jsonResponse({ attachedFilePublicKey: key, name: 'evidencia.png', contentType: 'image/png', length: 4 }, 201)],
      'POST /api/disputes/comments/add': jsonResponse({ message: 'Se agregó el comentario.', comment: commentFixture(), disputeStatus: 'open' }, 201),
    });
    await screen.findByRole('list', { name: 'Comentarios' });
    await attach(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'evidencia.png', { type: 'image/png' }));
    expect(sendButton().disabled).toBe(false);
    await user.click(sendButton());
    expect((await screen.findAllByText('Error al subir el archivo')).length).toBeGreaterThan(0);
    expect(callsTo(fetch, 'POST /api/disputes/comments/add')).toHaveLength(0);
    await user.click(sendButton());
    await waitFor(() => expect(callsTo(fetch, 'POST /api/disputes/comments/add')).toHaveLength(1));
    // The upload sends the file itself (not JSON): its calls are read from fetch directly.
    const uploads = fetch.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).startsWith('/api/disputes/attachments?'));
    expect(uploads).toHaveLength(2);
    expect(String(uploads[1]![0])).toContain(`disputeKey=${DISPUTE_KEY}`);
    expect(uploads[1]![1]!.body).toBeInstanceOf(File);
    expect(callsTo(fetch, 'POST /api/disputes/comments/add')[0]!.body).toMatchObject({ UserPublicKey: 'usr-cliente', Comment: '', AttachedDocumentPk: key });
  });

  it('offers the supplier the amendment upload for a correction dispute, opening the upload with the document it amends', async () => {
    const user = userEvent.setup();
    setup('Supplier');
    await user.click(await screen.findByRole('button', { name: 'Cargar corrección' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/corrección|reemplaza|sustituye/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
  });

  it('lets an auditor put it on hold after a confirmation, and shows no amendment button', async () => {
    const user = userEvent.setup();
    const { fetch } = setup('Customer', disputeFixture({ disputeStatus: 'in-process' }), {
      [`PUT /api/disputes/${DISPUTE_KEY}/status`]: jsonResponse({ message: 'El estatus de la aclaración se actualizó.', disputeStatus: 'in-hold' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Poner en espera' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Poner en espera' }));
    await waitFor(() => expect(callsTo(fetch, `PUT /api/disputes/${DISPUTE_KEY}/status`)).toHaveLength(1));
    expect(callsTo(fetch, `PUT /api/disputes/${DISPUTE_KEY}/status`)[0]!.body).toEqual({ status: 'in-hold' });
    expect(screen.queryByRole('button', { name: 'Cargar corrección' })).toBeNull();
  });

  it('lets an auditor resume a dispute on hold (no second hold button)', async () => {
    const user = userEvent.setup();
    const { fetch } = setup('Customer', disputeFixture({ disputeStatus: 'in-hold' }), {
      [`PUT /api/disputes/${DISPUTE_KEY}/status`]: jsonResponse({ message: 'El estatus de la aclaración se actualizó.', disputeStatus: 'in-process' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reanudar' }));
    expect(screen.queryByRole('button', { name: 'Poner en espera' })).toBeNull();
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => expect(callsTo(fetch, `PUT /api/disputes/${DISPUTE_KEY}/status`)).toHaveLength(1));
    expect(callsTo(fetch, `PUT /api/disputes/${DISPUTE_KEY}/status`)[0]!.body).toEqual({ status: 'in-process' });
  });

  it('takes no comments and offers no actions once finished', async () => {
    setup('Supplier', disputeFixture({ disputeStatus: 'finished', disputeEndDate: '2026-04-20T17:00:00.000Z' }));
    expect(await screen.findByText('Finalizada')).toBeTruthy();
    expect(screen.getByText('Esta aclaración ya no admite comentarios.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cargar corrección' })).toBeNull();
  });

  it('asks the server again when the user comes back at once: the status another user just set, not the answer cached on the last visit', async () => {
    const { fetch, router } = setup('Supplier', disputeFixture(), {
      [`GET /api/disputes/${DISPUTE_KEY}`]: [jsonResponse({ dispute: disputeFixture() }), jsonResponse({ dispute: disputeFixture({ disputeStatus: 'finished', disputeEndDate: '2026-04-20T17:00:00.000Z' }) })],
    });
    expect(await screen.findByText('Abierta')).toBeTruthy();
    act(() => router.navigate('/no-es-una-pagina'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'isr-marzo.pdf' })).toBeNull(), { timeout: 5_000 });
    act(() => router.navigate(PATH));
    // The cached answer shows first; the server's replaces it (a loaded machine may take more than a second).
    expect(await screen.findByText('Finalizada', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Esta aclaración ya no admite comentarios.')).toBeTruthy();
    expect(callsTo(fetch, `GET /api/disputes/${DISPUTE_KEY}`)).toHaveLength(2);
  });

  it('says so when the dispute is outside the user’s view', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ features: { disputes: true } })), [`GET /api/disputes/${DISPUTE_KEY}`]: apiError(404, 'not_found', 'La aclaración no existe.') });
    renderApp(PATH);
    expect(await screen.findByText('La aclaración no existe.')).toBeTruthy();
  });
});

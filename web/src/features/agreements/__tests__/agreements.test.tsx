import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { surveyPostponedKey } from '../agreements-gate';
import { notice, survey } from './agreement-fixtures';

const supplier = (agreed: boolean) =>
  demoUser({ primaryRole: 'Supplier', primaryRoleDisplayName: 'Proveedor', features: { 'privacy-supplier': true }, agreeSuppliersPrivacyNotice: agreed });

function setup(user: ReturnType<typeof demoUser> | Answer[], extra: Record<string, Answer | Answer[]> = {}) {
  return mockApi({ 'GET /api/userinfo': Array.isArray(user) ? user : jsonResponse(user), ...extra });
}

describe('privacy notice for suppliers', () => {
  it('blocks with the notice until it is accepted: no close button, Escape does nothing, Aceptar signs it', async () => {
    const fetch = setup([jsonResponse(supplier(false)), jsonResponse(supplier(true))], {
      'GET /api/documents/agreement': jsonResponse(notice),
      'POST /api/documents/agr-privacidad-2026/sign': jsonResponse({ signedAt: '2026-03-10T16:00:00.000Z', version: '2026.1' }),
    });
    renderApp('/');
    const dialog = await screen.findByRole('alertdialog', { name: 'Aviso de privacidad para proveedores' });
    expect(within(dialog).getByText('Expediente trata sus datos para verificar el cumplimiento.')).toBeTruthy();
    expect(within(dialog).getByText(/derechos ARCO/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    const agreementCall = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/documents/agreement'));
    expect(String(agreementCall?.[0])).toBe('/api/documents/agreement?documentTypeSet=suppliersprivacynotice');

    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Aviso de privacidad para proveedores' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Se acepto el documento.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, 'POST /api/documents/agr-privacidad-2026/sign').map((c) => c.body)).toEqual([{ AgreementType: 'suppliers_privacy_notice' }]);
    expect(callsTo(fetch, 'GET /api/userinfo')).toHaveLength(2);
  });

  it('puts the text in a focusable region that holds focus once it loads; Tab then reaches Aceptar and Cerrar sesión', async () => {
    setup(supplier(false), { 'GET /api/documents/agreement': jsonResponse(notice) });
    renderApp('/');
    const dialog = await screen.findByRole('alertdialog');
    const text = await within(dialog).findByRole('region', { name: 'Texto del aviso de privacidad' });
    expect(text.tabIndex).toBe(0);
    expect(within(text).getByText(/derechos ARCO/)).toBeTruthy();
    expect(within(text).getByText('Versión 2026.1')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(text));
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await user.tab();
    expect(document.activeElement).toBe(text);
  });

  it("'Cerrar sesión' leaves through /logout without accepting", async () => {
    const fetch = setup(supplier(false), { 'GET /api/documents/agreement': jsonResponse(notice), 'GET /api/logout': jsonResponse({}) });
    const view = renderApp('/');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Tu sesión se ha cerrado con éxito.')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/logout');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetch, 'GET /api/logout')).toHaveLength(1);
    expect(callsTo(fetch, 'POST /api/documents/agr-privacidad-2026/sign')).toHaveLength(0);
  });

  it.each([
    [apiError(400, 'bad_request', 'x'), 'Error al firmar el documento.'],
    [apiError(500, 'internal', 'x'), 'Algo ha sucedido durante el proceso.'],
  ])("stays when signing fails: a refusal says 'Error al firmar el documento.', a server failure 'Algo ha sucedido durante el proceso.' (%#)", async (answer, message) => {
    setup(supplier(false), {
      'GET /api/documents/agreement': jsonResponse(notice),
      'POST /api/documents/agr-privacidad-2026/sign': answer,
    });
    renderApp('/');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it("says 'Error al obtener documentos de tipo aviso de privacidad.' and keeps blocking, with a retry", async () => {
    setup(supplier(false), { 'GET /api/documents/agreement': [apiError(500, 'internal', 'x'), jsonResponse(notice)] });
    renderApp('/');
    const dialog = await screen.findByRole('alertdialog');
    expect((await screen.findAllByText('Error al obtener documentos de tipo aviso de privacidad.')).length).toBeGreaterThanOrEqual(1);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('button', { name: 'Aceptar' })).toBeTruthy();
  });

  it('is not shown to a supplier who accepted it, to other roles, or without privacy-supplier', async () => {
    for (const user of [
      supplier(true),
      demoUser({ features: { 'privacy-supplier': true }, agreeSuppliersPrivacyNotice: false }),
      demoUser({ primaryRole: 'Supplier', features: {}, agreeSuppliersPrivacyNotice: false }),
    ]) {
      const fetch = setup(user);
      const view = renderApp('/');
      await screen.findByRole('heading', { name: 'Inicio', level: 1 });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/documents/agreement'))).toBe(false);
      view.unmount();
    }
  });
});

describe('CX/UX survey', () => {
  const respondent = (answered = false) =>
    demoUser({ primaryRole: 'Supplier', primaryRoleDisplayName: 'Proveedor', features: { 'cx-ux-survey': true }, agreeCxUxSurvey: answered });

  it('is the suppliers\' only (part 1 §6): a Customer with the flag on is not asked, and nothing is fetched', async () => {
    const fetch = setup(demoUser({ features: { 'cx-ux-survey': true }, agreeCxUxSurvey: false }), { 'GET /api/documents/agreement': jsonResponse(survey) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Inicio', level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetch, 'GET /api/documents/agreement')).toHaveLength(0);
  });

  it('can be postponed for the session', async () => {
    const fetch = setup(respondent(), { 'GET /api/documents/agreement': jsonResponse(survey) });
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Encuesta CX/UX' });
    expect(String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/documents/agreement'))?.[0])).toBe('/api/documents/agreement?documentTypeSet=cx_ux_survey');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Responder más tarde' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem(surveyPostponedKey)).toBe('true');
    first.unmount();

    setup(respondent(), { 'GET /api/documents/agreement': jsonResponse(survey) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Inicio', level: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for an answer to every question, then sends the answers and the comment', async () => {
    const fetch = setup([jsonResponse(respondent()), jsonResponse(respondent(true))], {
      'GET /api/documents/agreement': jsonResponse(survey),
      'POST /api/documents/agr-encuesta-2026/sign': jsonResponse({ signedAt: '2026-03-10T16:00:00.000Z', version: '1' }),
    });
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Encuesta CX/UX' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await within(dialog).findAllByText('Responda esta pregunta con un valor del 1 al 5.')).toHaveLength(2);
    expect(callsTo(fetch, 'POST /api/documents/agr-encuesta-2026/sign')).toHaveLength(0);

    const first = within(dialog).getByRole('radiogroup', { name: /fácil es cargar/ });
    // The ends of the scale in the words the survey's introduction uses (contracts' surveyScaleEnds).
    expect(within(first).getAllByRole('radio').map((r) => r.closest('.fui-Radio')?.textContent)).toEqual(['1 (muy insatisfecho)', '2', '3', '4', '5 (muy satisfecho)']);
    await user.click(within(first).getByRole('radio', { name: '4' }));
    const second = within(dialog).getByRole('radiogroup', { name: /atención de soporte/ });
    await user.click(within(second).getByRole('radio', { name: '5 (muy satisfecho)' }));
    await user.type(within(dialog).getByLabelText('Comentarios (opcional)'), 'Muy útil.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('Se acepto el documento.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST /api/documents/agr-encuesta-2026/sign').map((c) => c.body)).toEqual([
      { AgreementType: 'cx_ux_survey', answers: { facilidad: 4, soporte: 5 }, comment: 'Muy útil.' },
    ]);
  });

  it("says 'Error al obtener documentos de tipo Encuesta CX/UX.' when it cannot be loaded, and is not shown", async () => {
    setup(respondent(), { 'GET /api/documents/agreement': apiError(500, 'internal', 'x') });
    renderApp('/');
    expect(await screen.findByText('Error al obtener documentos de tipo Encuesta CX/UX.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

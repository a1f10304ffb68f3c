import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><title>Código ñ</title><path d="M0 0h7v7H0z"/></svg>';
const setup = { otpauthUri: 'otpauth://totp/Expediente:cliente%40demo.expediente.mx?secret=JBSWY3DPEHPK3PXP&issuer=Expediente', secret: 'JBSWY3DPEHPK3PXP', qrSvg };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `C0D${i}-R3C${i}`);

describe("'Mi cuenta' (/account)", () => {
  it("shows the signed-in user's name, e-mail and role", async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeTruthy();
    expect(screen.getByText('Carla Núñez Salas')).toBeTruthy();
    expect(screen.getByText('cliente@demo.expediente.mx')).toBeTruthy();
    expect(screen.getByText('Cliente')).toBeTruthy();
    expect(screen.getByText('La verificación en dos pasos está desactivada.', { exact: false })).toBeTruthy();
  });

  it('turns two-factor on: QR as a data: image, the secret, a 6-digit code, then the 10 recovery codes once', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': [jsonResponse(demoUser()), jsonResponse(demoUser({ twoFactorEnabled: true }))],
      'POST /api/account/two-factor/setup': jsonResponse(setup),
      'POST /api/account/two-factor/confirm': [apiError(400, 'bad_request', 'x', { token: ['El código no es válido o ya fue utilizado.'] }), jsonResponse({ recoveryCodes })],
    });
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));

    const qr = await screen.findByRole('img', { name: /Código QR/ });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(src.split(',')[1] ?? ''), (c) => c.charCodeAt(0)));
    expect(decoded).toBe(qrSvg);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();

    const code = screen.getByLabelText(/Código de la aplicación/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '12ab3');
    expect((code as HTMLInputElement).value).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByText('Su código debe ser de 6 dígitos')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/account/two-factor/confirm')).toHaveLength(0);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByText('El código no es válido o ya fue utilizado.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));

    const list = await screen.findByRole('list', { name: 'Código de recuperación' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(recoveryCodes);
    expect(screen.getByText(/no se volverán a mostrar/)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/account/two-factor/confirm').map((c) => c.body)).toEqual([{ token: '123456' }, { token: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'Copiar códigos' }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));
    expect(await screen.findByText('Códigos copiados.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(screen.queryByRole('list', { name: 'Código de recuperación' })).toBeNull();
    expect(await screen.findByText('La verificación en dos pasos está activada.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/userinfo')).toHaveLength(2);
  });

  it('shows why setup failed', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser()),
      'POST /api/account/two-factor/setup': apiError(409, 'conflict', 'La verificación en dos pasos ya está activa.'),
    });
    renderApp('/account');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    expect(await screen.findByText('La verificación en dos pasos ya está activa.')).toBeTruthy();
  });

  it('can cancel the setup', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'POST /api/account/two-factor/setup': jsonResponse(setup) });
    renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeTruthy();
  });

  it('turns two-factor off after the password is typed again', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': [jsonResponse(demoUser({ twoFactorEnabled: true })), jsonResponse(demoUser({ twoFactorEnabled: false }))],
      'POST /api/account/two-factor/disable': [
        apiError(400, 'bad_request', 'x', { password: ['La contraseña no es correcta.'] }),
        jsonResponse({ ok: true }),
      ],
    });
    const { router } = renderApp('/account');
    const user = userEvent.setup();
    expect(await screen.findByText('La verificación en dos pasos está activada.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Desactivar verificación en dos pasos' }));
    const password = screen.getByLabelText(/^Contraseña$|^Contraseña\s*\*?$/);
    expect(password.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Campo requerido')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/account/two-factor/disable')).toHaveLength(0);

    await user.type(password, 'Equivocada1');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('La contraseña no es correcta.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('La verificación en dos pasos se desactivó.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeTruthy());
    expect(callsTo(fetch, 'POST /api/account/two-factor/disable').map((c) => c.body)).toEqual([
      { password: 'Equivocada1' },
      { password: 'Equivocada1' },
    ]);
  });

  it('keeps a 401 for a wrong password on the page instead of signing the user out', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ twoFactorEnabled: true })),
      'POST /api/account/two-factor/disable': apiError(401, 'unauthorized', 'La contraseña no es correcta.'),
    });
    const { router } = renderApp('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desactivar verificación en dos pasos' }));
    await user.type(screen.getByLabelText(/^Contraseña$|^Contraseña\s*\*?$/), 'Equivocada1');
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('La contraseña no es correcta.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });
});

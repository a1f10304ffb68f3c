import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    // The code field has focus once the setup shows.
    const code = screen.getByLabelText(/Código de la aplicación/);
    expect(document.activeElement).toBe(code);
    // The key in groups of 4, spaced by layout only: its text (what a selection copies) has no spaces.
    const key = screen.getByText('JBSW').closest('code')!;
    expect([...key.children].map((group) => group.textContent)).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(key.textContent).toBe('JBSWY3DPEHPK3PXP');
    await user.click(screen.getByRole('button', { name: 'Copiar clave' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    expect(await screen.findByText('Clave copiada.')).toBeTruthy();

    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '12ab3');
    expect((code as HTMLInputElement).value).toBe('123');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    expect(await screen.findByText('Su código debe ser de 6 dígitos')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/account/two-factor/confirm')).toHaveLength(0);

    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    // The refusal is the code field's validation message, not a banner.
    const refused = await screen.findByText('El código no es válido o ya fue utilizado.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(refused.id);
    expect(refused.closest('.fui-MessageBar')).toBeNull();
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

  it("'Descargar códigos' saves the recovery codes as a .txt file made in the browser", async () => {
    mockApi({
      'GET /api/userinfo': [jsonResponse(demoUser()), jsonResponse(demoUser({ twoFactorEnabled: true }))],
      'POST /api/account/two-factor/setup': jsonResponse(setup),
      'POST /api/account/two-factor/confirm': jsonResponse({ recoveryCodes }),
    });
    const blobs: Blob[] = [];
    const downloads: { href: string; download: string; attached: boolean }[] = [];
    const revoked: string[] = [];
    const original = { create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'), revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL') };
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), `blob:http://localhost/codigos-${blobs.length}`) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => revoked.push(url) });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/account');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
      await user.type(await screen.findByLabelText(/Código de la aplicación/), '123456');
      await user.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
      await user.click(await screen.findByRole('button', { name: 'Descargar códigos' }));

      expect(downloads).toEqual([{ href: 'blob:http://localhost/codigos-1', download: 'expediente-codigos-de-recuperacion.txt', attached: true }]);
      expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
      const lines = (await blobs[0]!.text()).split('\n');
      expect(lines[0]).toBe('Expediente: códigos de recuperación de la verificación en dos pasos');
      expect(lines.filter((line) => /^C0D\d-R3C\d$/.test(line))).toEqual(recoveryCodes);
      expect(document.querySelector('a[download]')).toBeNull();
      // The object URL is given back once the download has had time to start.
      expect(revoked).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(40_000));
      expect(revoked).toEqual(['blob:http://localhost/codigos-1']);
      // Copy is still there.
      expect(screen.getByRole('button', { name: 'Copiar códigos' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
      for (const [name, descriptor] of [['createObjectURL', original.create], ['revokeObjectURL', original.revoke]] as const) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else delete (URL as unknown as Record<string, unknown>)[name];
      }
    }
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
    expect(password.getAttribute('aria-invalid')).toBe('true');
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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe("'Mi cuenta' → 'Recordatorios por correo' (issue 17)", () => {
  it('shows the saved choice and turns reminders off and on again with the keyboard, at once', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser()),
      'GET /api/account/reminders': jsonResponse({ emailReminders: true }),
      'PUT /api/account/reminders': [
        jsonResponse({ emailReminders: false, message: 'Se guardó su preferencia de recordatorios.' }),
        jsonResponse({ emailReminders: true, message: 'Se guardó su preferencia de recordatorios.' }),
      ],
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Recordatorios', level: 2 })).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: 'Recordatorios por correo' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Un resumen diario de sus documentos por vencer/)).toBeTruthy();

    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Se guardó su preferencia de recordatorios.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Recordatorios por correo' }) as HTMLInputElement).checked).toBe(false));
    await user.click(screen.getByRole('switch', { name: 'Recordatorios por correo' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Recordatorios por correo' }) as HTMLInputElement).checked).toBe(true));
    expect(callsTo(fetch, 'PUT /api/account/reminders').map((c) => c.body)).toEqual([{ emailReminders: false }, { emailReminders: true }]);
  });

  it('says so when the choice cannot be read or saved, and keeps the switch as it was', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser()),
      'GET /api/account/reminders': jsonResponse({ emailReminders: false }),
      'PUT /api/account/reminders': apiError(400, 'bad_request', 'La solicitud no es válida.', { emailReminders: ['Indique si desea recibir recordatorios por correo.'] }),
    });
    renderApp('/account');
    const toggle = await screen.findByRole('switch', { name: 'Recordatorios por correo' });
    await userEvent.setup().click(toggle);
    expect(await screen.findByText(/No se pudo guardar su preferencia de recordatorios\. Indique si desea recibir/)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Recordatorios por correo' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says the choice could not be read', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'GET /api/account/reminders': apiError(500, 'internal', 'Error') });
    renderApp('/account');
    expect(await screen.findByText('No se pudo obtener su preferencia de recordatorios.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Recordatorios por correo' })).toBeNull();
  });
});

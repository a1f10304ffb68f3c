import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { initialProfile } from '../components/profile-section';

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

describe("'Mi cuenta': profile", () => {
  it("starts from user info's first name and surnames as they are (no splitting of the full name)", () => {
    expect(initialProfile({ firstName: 'Carla', lastName1: 'Núñez', lastName2: 'Salas' })).toEqual({ firstName: 'Carla', lastName1: 'Núñez', lastName2: 'Salas' });
    expect(initialProfile({ firstName: 'María José', lastName1: 'de la Garza', lastName2: 'Pérez' })).toEqual({ firstName: 'María José', lastName1: 'de la Garza', lastName2: 'Pérez' });
    expect(initialProfile({ firstName: ' Ana ', lastName1: 'Ríos ', lastName2: null })).toEqual({ firstName: 'Ana', lastName1: 'Ríos', lastName2: '' });
  });

  it('saves the name (PUT /api/account/profile), says so and reads user info again (the greeting changes)', async () => {
    const fetch = mockApi({
      // A compound surname: the fields show user info's surnames, not a split of the full name.
      'GET /api/userinfo': [
        jsonResponse(demoUser({ fullName: 'Carla de la Garza Salas', lastName1: 'de la Garza' })),
        jsonResponse(demoUser({ firstName: 'Carolina', displayName: 'Carolina Núñez', fullName: 'Carolina de la Garza Salas', lastName1: 'de la Garza' })),
      ],
      'PUT /api/account/profile': jsonResponse({
        message: 'Sus datos se guardaron correctamente.',
        firstName: 'Carolina',
        lastName1: 'de la Garza',
        lastName2: 'Salas',
        displayName: 'Carolina de la Garza Salas',
        fullName: 'Carolina de la Garza Salas',
      }),
    });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 });
    const profile = section('Datos personales');
    const first = within(profile).getByLabelText(/^Nombre\(s\)/);
    expect((first as HTMLInputElement).value).toBe('Carla');
    expect((within(profile).getByLabelText(/^Apellido paterno/) as HTMLInputElement).value).toBe('de la Garza');
    expect((within(profile).getByLabelText(/^Apellido materno/) as HTMLInputElement).value).toBe('Salas');
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, 'Carolina');
    await user.click(within(profile).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(profile).findByText('Sus datos se guardaron correctamente.')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/account/profile').map((c) => c.body)).toEqual([{ firstName: 'Carolina', lastName1: 'de la Garza', lastName2: 'Salas' }]);
    expect(await screen.findByText('Hola, Carolina')).toBeTruthy();
  });

  it('requires the first name and first surname', async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 });
    const profile = section('Datos personales');
    const user = userEvent.setup();
    await user.clear(within(profile).getByLabelText(/^Nombre\(s\)/));
    await user.clear(within(profile).getByLabelText(/^Apellido paterno/));
    await user.click(within(profile).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(profile).findAllByText('Campo requerido')).toHaveLength(2);
    expect(callsTo(fetch, 'PUT /api/account/profile')).toHaveLength(0);
  });
});

describe("'Mi cuenta': password", () => {
  async function fill(current: string, password: string, confirm = password) {
    await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 });
    const form = section('Cambiar contraseña');
    const user = userEvent.setup();
    expect(within(form).queryByLabelText(/^Contraseña actual/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    if (current) await user.type(within(form).getByLabelText(/^Contraseña actual/), current);
    if (password) await user.type(within(form).getByLabelText(/^Nueva contraseña/), password);
    if (confirm) await user.type(within(form).getByLabelText(/^Confirmar contraseña/), confirm);
    await user.click(within(form).getByRole('button', { name: 'Guardar nueva contraseña' }));
    return form;
  }

  it("checks the spec's rules before calling the server", async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    renderApp('/account');
    const form = await fill('', 'corta', 'otra');
    expect(within(form).getByText('Campo requerido')).toBeTruthy();
    expect(within(form).getByText('La contraseña tiene que ser mayor a 10 caracteres')).toBeTruthy();
    expect(within(form).getByText('La contraseña tiene que tener por lo menos una mayuscula y un número')).toBeTruthy();
    expect(within(form).getByText('Las contraseñas tienen que ser iguales')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/account/password')).toHaveLength(0);
  });

  it('puts focus in the current password when the form opens, and back on its button when it closes', async () => {
    mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 });
    const form = section('Cambiar contraseña');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Contraseña actual/));
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
  });

  it("says 'Éxito al actualizar' and that the password was updated, and closes the form (its fields cleared)", async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()), 'POST /api/account/password': jsonResponse({ message: 'Éxito al actualizar' }) });
    renderApp('/account');
    const form = await fill('Expediente#2026', 'NuevaClave2026x');
    const success = (await within(form).findByText('Éxito al actualizar')).closest('.fui-MessageBar');
    expect(success?.textContent).toBe('Éxito al actualizar Su contraseña se actualizó. Las demás sesiones abiertas con su cuenta se cerraron.');
    expect(callsTo(fetch, 'POST /api/account/password').map((c) => c.body)).toEqual([
      { currentPassword: 'Expediente#2026', password: 'NuevaClave2026x', confirmPassword: 'NuevaClave2026x' },
    ]);
    expect(within(form).queryByLabelText(/^Contraseña actual/)).toBeNull();
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect((within(form).getByLabelText(/^Contraseña actual/) as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password once, on its field, with no banner, and focus back in that field', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser()),
      'POST /api/account/password': apiError(400, 'bad_request', 'La contraseña actual no es correcta.', { currentPassword: ['La contraseña actual no es correcta.'] }),
    });
    const { router } = renderApp('/account');
    const form = await fill('Equivocada123', 'NuevaClave2026x');
    expect(await within(form).findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(within(form).getAllByText('La contraseña actual no es correcta.')).toHaveLength(1);
    const current = within(form).getByLabelText(/^Contraseña actual/);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(within(form).queryByText('Error al actualizar contraseña')).toBeNull();
    expect(form.querySelector('.fui-MessageBar')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('refuses a new password equal to the current one on the new-password field, before calling the server', async () => {
    const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser()) });
    renderApp('/account');
    const form = await fill('Expediente#2026', 'Expediente#2026');
    const message = 'La nueva contraseña tiene que ser diferente a la actual.';
    expect(within(form).getAllByText(message)).toHaveLength(1);
    const field = within(form).getByLabelText(/^Nueva contraseña/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ').some((id) => document.getElementById(id)?.textContent?.includes(message))).toBe(true);
    expect(callsTo(fetch, 'POST /api/account/password')).toHaveLength(0);
    // Typing a different one clears it at once.
    await userEvent.setup().type(field, 'x');
    expect(within(form).queryByText(message)).toBeNull();
  });

  it("shows the server's refusal of the new password on its field only", async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser()),
      'POST /api/account/password': apiError(400, 'bad_request', 'La solicitud tiene datos no válidos. Revise los campos marcados.', {
        password: ['La nueva contraseña tiene que ser diferente a la actual.'],
      }),
    });
    renderApp('/account');
    const form = await fill('Expediente#2026', 'NuevaClave2026x');
    expect(await within(form).findByText('La nueva contraseña tiene que ser diferente a la actual.')).toBeTruthy();
    expect(form.querySelector('.fui-MessageBar')).toBeNull();
  });

  it('gives the reason of other failures (throttled) with the support address', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser()),
      'POST /api/account/password': apiError(429, 'too_many_requests', 'Demasiados intentos. Intente de nuevo en 2 minutos.'),
    });
    renderApp('/account');
    const form = await fill('Expediente#2026', 'NuevaClave2026x');
    const alert = (await within(form).findByText('Error al actualizar contraseña')).closest('.fui-MessageBar');
    expect(alert?.textContent).toContain('Demasiados intentos.');
    expect(alert?.textContent).toContain('comuníquese al correo: soporte@demo.expediente.mx');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registrationMessages, registrationTexts, supplierMessages } from '@expediente/contracts';
import { apiError, callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

// The 43-character secret, then the tenant in base64url (as the server issues them).
const token = `${'k'.repeat(43)}ZGVtby1jb3Jwb3JhdGl2bw`;
const address = `/supplier/redeem-invite?t=${token}`;
const info = { customerName: 'Corporativo Demo SA de CV', expirationDate: '2026-12-01T00:00:00.000Z' };
const label = (name: keyof typeof registrationTexts.labels) => new RegExp(`^${registrationTexts.labels[name].replace(/[()]/g, '\\$&')}`);

async function fillCompany(user: ReturnType<typeof userEvent.setup>, rfc = 'tno010203ab5') {
  await user.type(await screen.findByLabelText(label('SupplierName')), 'Transportes del Norte SA de CV');
  await user.type(screen.getByLabelText(label('SupplierRfc')), rfc);
  await user.type(screen.getByLabelText(label('SupplierNumber')), 'PRV-55');
  await user.type(screen.getByLabelText(label('SupplierPhone')), '8112345678');
  await user.click(screen.getByRole('button', { name: registrationTexts.next }));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(label('ContactFirstName')), 'Ana');
  await user.type(screen.getByLabelText(label('ContactLastName')), 'López');
  await user.type(screen.getByLabelText(label('ContactEmail')), 'ana@tno.mx');
  await user.type(screen.getByLabelText(label('Password')), 'Segura2026');
  await user.type(screen.getByLabelText(label('ConfirmPassword')), 'Segura2026');
}

describe('/supplier/redeem-invite (registration wizard)', () => {
  it('checks the link, then registers the company and the contact, and offers Iniciar Sesión', async () => {
    const fetch = mockInfo({ 'POST /api/suppliers/redeem-invite': jsonResponse({ success: true }) });
    renderApp(address);
    expect(await screen.findByRole('heading', { name: 'Registro de proveedor' })).toBeTruthy();
    expect(await screen.findByText(registrationTexts.invitedBy(info.customerName))).toBeTruthy();
    // The first field has focus on arrival.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label('SupplierName'))));

    const user = userEvent.setup();
    await fillCompany(user);
    expect(await screen.findByText(registrationTexts.stepContact)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label('ContactFirstName'))));
    await fillContact(user);
    await user.keyboard('{Enter}');

    const success = await screen.findByText(registrationTexts.success);
    expect(success).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login');
    const sent = fetch.mock.calls.find(([input]) => String(input).endsWith('/api/suppliers/redeem-invite'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({
      SupplierName: 'Transportes del Norte SA de CV',
      SupplierRfc: 'TNO010203AB5',
      SupplierNumber: 'PRV-55',
      SupplierPhone: '8112345678',
      SupplierEmail: '',
      ContactFirstName: 'Ana',
      ContactLastName: 'López',
      ContactEmail: 'ana@tno.mx',
      Password: 'Segura2026',
      ConfirmPassword: 'Segura2026',
      Token: token,
    });
  });

  it('shows the rules of part 2 §5 with the summary, clears an error on edit, and warns on an RFC check digit', async () => {
    mockInfo();
    renderApp(address);
    const user = userEvent.setup();
    await screen.findByLabelText(label('SupplierName'));
    await user.click(screen.getByRole('button', { name: registrationTexts.next }));
    expect(await screen.findByText(registrationTexts.summary)).toBeTruthy();
    for (const message of [registrationMessages.nameRequired, registrationMessages.rfcRequired, registrationMessages.numberRequired, registrationMessages.phone]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    // Focus goes to the first field with an error.
    expect(document.activeElement).toBe(screen.getByLabelText(label('SupplierName')));
    await user.type(screen.getByLabelText(label('SupplierName')), 'T');
    expect(screen.queryByText(registrationMessages.nameRequired)).toBeNull();

    await user.type(screen.getByLabelText(label('SupplierRfc')), 'TNO010203AB4');
    expect(await screen.findByText(registrationMessages.rfcCheckDigitWarning)).toBeTruthy();
    await user.clear(screen.getByLabelText(label('SupplierRfc')));
    await user.type(screen.getByLabelText(label('SupplierRfc')), 'TNO011303AB5');
    await user.type(screen.getByLabelText(label('SupplierPhone')), '81-1234');
    await user.click(screen.getByRole('button', { name: registrationTexts.next }));
    expect(await screen.findByText(registrationMessages.rfcFormat)).toBeTruthy();
    expect(screen.getByText(registrationMessages.phone)).toBeTruthy();
  });

  it('checks the password rules and the confirmation on step 2, and goes back with Anterior', async () => {
    mockInfo();
    renderApp(address);
    const user = userEvent.setup();
    await fillCompany(user);
    await user.type(await screen.findByLabelText(label('Password')), 'corta');
    await user.type(screen.getByLabelText(label('ConfirmPassword')), 'otra');
    await user.click(screen.getByRole('button', { name: registrationTexts.submit }));
    expect(await screen.findByText(registrationMessages.passwordLength)).toBeTruthy();
    expect(screen.getByText(registrationMessages.contactFirstNameRequired)).toBeTruthy();
    expect(screen.getByText(registrationMessages.contactEmailRequired)).toBeTruthy();
    await user.clear(screen.getByLabelText(label('Password')));
    await user.type(screen.getByLabelText(label('Password')), 'Segura2026');
    await user.type(screen.getByLabelText(label('ContactFirstName')), 'Ana');
    await user.type(screen.getByLabelText(label('ContactLastName')), 'López');
    await user.type(screen.getByLabelText(label('ContactEmail')), 'ana@tno.mx');
    await user.click(screen.getByRole('button', { name: registrationTexts.submit }));
    expect(await screen.findByText(registrationMessages.mismatch)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: registrationTexts.back }));
    expect((screen.getByLabelText(label('SupplierName')) as HTMLInputElement).value).toBe('Transportes del Norte SA de CV');
  });

  it("puts the server's field errors on their fields (an e-mail already registered)", async () => {
    mockInfo({ 'POST /api/suppliers/redeem-invite': apiError(409, 'conflict', supplierMessages.emailTaken, { ContactEmail: [supplierMessages.emailTaken] }) });
    renderApp(address);
    const user = userEvent.setup();
    await fillCompany(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: registrationTexts.submit }));
    expect(await screen.findByText(supplierMessages.emailTaken)).toBeTruthy();
    expect(screen.getByText(registrationTexts.summary)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(label('ContactEmail'))));
  });

  it("says 'No se pudo conectar con el servidor.' when the registration gets no answer", async () => {
    mockInfo({ 'POST /api/suppliers/redeem-invite': new TypeError('Failed to fetch') });
    renderApp(address);
    const user = userEvent.setup();
    await fillCompany(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: registrationTexts.submit }));
    expect(await screen.findByText(registrationTexts.network)).toBeTruthy();
    expect(screen.getByLabelText(label('ContactEmail'))).toBeTruthy();
  });

  it("says 'Invitacion ha expirado o es inválida' for a refused link, with a way to /login", async () => {
    mockInfo({ 'POST /api/suppliers/redeem-invite': apiError(400, 'bad_request', registrationTexts.invalidToken, { Token: [registrationTexts.invalidToken] }) });
    renderApp(address);
    const user = userEvent.setup();
    await fillCompany(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: registrationTexts.submit }));
    expect(await screen.findByText(registrationTexts.invalidToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: registrationTexts.goToLogin }).getAttribute('href')).toBe('/login');
  });

  it('shows the invalid link without a form when the check answers 404, and without asking for a malformed one', async () => {
    const fetch = mockApi({});
    renderApp(address);
    expect(await screen.findByText(registrationTexts.invalidToken)).toBeTruthy();
    expect(screen.queryByLabelText(label('SupplierName'))).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/suppliers/invite-info/'))).toBe(true);

    fetch.mockClear();
    renderApp('/supplier/redeem-invite?t=corto');
    expect((await screen.findAllByText(registrationTexts.invalidToken)).length).toBeGreaterThan(0);
    expect(callsTo(fetch, `GET /api/suppliers/invite-info/corto`)).toEqual([]);
  });

  it("says 'No se pudo conectar con el servidor.' when the check gets no answer", async () => {
    const fetch = mockApi({});
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp(address);
    expect(await screen.findByText(registrationTexts.network)).toBeTruthy();
  });
});

/** invite-info answers the customer for any token; other routes as given. */
function mockInfo(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi(routes);
  const answer = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (input, init) => {
    if (new URL(String(input), 'http://localhost').pathname.startsWith('/api/suppliers/invite-info/')) return jsonResponse(info);
    return answer(input, init);
  });
  return fetch;
}

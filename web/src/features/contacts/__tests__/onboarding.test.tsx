import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@expediente/contracts/auth/current-user';
import { rfcCheckDigit } from '@expediente/contracts/identifiers/identifiers';
import { supplierMessages } from '@expediente/contracts/suppliers/suppliers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contactRow, listAnswer } from './contact-fixtures';

/**
 * The 'Agregar' menu and 'Generar invitación' of /contacts (part 1 §2, part 2 §4-§8): who sees what, the forms'
 * rules and messages, and what they send. The server is faked at fetch; the calls' own rules are tested in
 * functions/src/suppliers.
 */

const corporativo = contactRow({ publicKey: 'org-corporativo-demo', displayName: 'Corporativo Demo SA de CV', organizationRole: 'customer', identifiers: [] });
const limpieza = contactRow({ publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV' });
/** A valid RFC (pattern, date, check digit) and the same with a wrong check digit. */
const goodRfc = (() => {
  const body = 'SLN190521AB';
  return body + rfcCheckDigit(body + '0');
})();
const wrongDigitRfc = goodRfc.slice(0, -1) + (goodRfc.endsWith('1') ? '2' : '1');

function setup(user: Partial<CurrentUser>, routes: Record<string, Answer | Answer[]> = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser(user)),
    'GET /api/contacts': (_init, url) => {
      const role = url.searchParams.get('role');
      if (role === 'customer') return jsonResponse(listAnswer([corporativo]));
      if (role === 'supplier') return jsonResponse(listAnswer([limpieza], 40));
      return jsonResponse(listAnswer([corporativo, limpieza]));
    },
    ...routes,
  });
  renderApp('/contacts');
  return fetch;
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Agregar' }));
  return screen.findByRole('menu');
}

afterEach(() => vi.unstubAllGlobals());

describe("/contacts: 'Agregar' by role", () => {
  it('a customer adds an internal contact, a supplier contact and a supplier, and generates invitations with the flag', async () => {
    setup({ features: { 'generate-invite-link': true } });
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Contacto interno', 'Contacto de proveedor', 'Proveedor']);
    expect(screen.getByRole('button', { name: 'Generar invitación' })).toBeTruthy();
  });

  it("Security adds only internal contacts; without generate-invite-link there is no 'Generar invitación'", async () => {
    setup({ primaryRole: 'Security', features: { 'generate-invite-link': true } });
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Contacto interno']);
    expect(screen.queryByRole('button', { name: 'Generar invitación' })).toBeNull();
  });

  it('a supplier has neither', async () => {
    setup({ primaryRole: 'Supplier', features: { 'generate-invite-link': true } });
    await screen.findByRole('grid', { name: 'Contactos y Organizaciones' });
    expect(screen.queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generar invitación' })).toBeNull();
  });
});

describe("'Agregar proveedor'", () => {
  async function openSupplierForm() {
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar proveedor' });
    // The user sees one customer organization (their own): it is chosen for them.
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /Cliente/ }) as HTMLInputElement).value).toBe('Corporativo Demo SA de CV'));
    return dialog;
  }

  it('checks the RFC as typed: the pattern is the rule, a check digit that does not match only warns', async () => {
    setup({});
    const dialog = await openSupplierForm();
    const rfc = within(dialog).getByRole('textbox', { name: /R\.F\.C\./ });
    await userEvent.type(rfc, 'ABC991332XY1');
    expect(within(dialog).getByText(supplierMessages.rfc)).toBeTruthy();
    await userEvent.clear(rfc);
    await userEvent.type(rfc, wrongDigitRfc.toLowerCase());
    expect((rfc as HTMLInputElement).value).toBe(wrongDigitRfc);
    expect(within(dialog).getByText(supplierMessages.rfcCheckDigitWarning)).toBeTruthy();
    await userEvent.clear(rfc);
    await userEvent.type(rfc, goodRfc);
    expect(within(dialog).queryByText(supplierMessages.rfcCheckDigitWarning)).toBeNull();
  });

  it('refuses an empty form with the messages of part 2 §5 and sends nothing', async () => {
    const fetch = setup({});
    const dialog = await openSupplierForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'no es correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.rfc)).toBeTruthy();
    expect(within(dialog).getByText(supplierMessages.emailInvalidOrEmpty)).toBeTruthy();
    expect(within(dialog).getAllByText('Campo requerido').length).toBe(2);
    expect(callsTo(fetch, 'POST /api/suppliers/organizations/add')).toHaveLength(0);
  });

  it('adds it, says no invitation went out without an e-mail, then creates its contact and copies the link', async () => {
    const link = 'http://localhost/account/redeem?t=abc&e=lucia%40sln.mx';
    const fetch = setup({}, {
      'POST /api/suppliers/organizations/add': jsonResponse({ data: 'org-nuevo', invitationSent: false }, 201),
      'POST /api/invite': jsonResponse({ link, publicKey: 'per-lucia', emailSent: true }, 201),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openSupplierForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre o razón social/ }), 'Servicios Lumen del Norte SA de CV');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /R\.F\.C\./ }), goodRfc);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de proveedor/ }), 'PRV-9001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.supplierAddOk)).toBeTruthy();
    expect(within(dialog).getAllByText(/no se envió invitación/).length).toBeGreaterThan(0);
    const [sent] = callsTo(fetch, 'POST /api/suppliers/organizations/add');
    expect(sent?.body).toMatchObject({ fullName: 'Servicios Lumen del Norte SA de CV', rfc: goodRfc, supplierId: 'PRV-9001', customerOrganizationPK: 'org-corporativo-demo', addUCustomerRelationship: true });
    // The form gave way to the outcome: the footer only closes.
    expect(within(dialog).queryByRole('button', { name: 'Agregar' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' }).length).toBe(2);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Crear un contacto para este proveedor' }));
    const contact = within(dialog).getByRole('form', { name: 'Agregar contacto de proveedor' });
    await userEvent.type(within(contact).getByRole('textbox', { name: /Nombre/ }), 'Lucía');
    await userEvent.type(within(contact).getByRole('textbox', { name: /Apellidos/ }), 'Ramos');
    await userEvent.type(within(contact).getByRole('textbox', { name: /Correo/ }), 'lucia@sln.mx');
    await userEvent.click(within(contact).getByRole('button', { name: 'Agregar' }));
    const shown = await within(dialog).findByRole('textbox', { name: 'Enlace de invitación' });
    expect((shown as HTMLInputElement).value).toBe(link);
    expect(callsTo(fetch, 'POST /api/invite')[0]?.body).toEqual({ firstName: 'Lucía', lastName: 'Ramos', email: 'lucia@sln.mx', role: 'supplier', organizationPublicKey: 'org-nuevo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(dialog).findByText(supplierMessages.linkCopied)).toBeTruthy();
  });

  it('offers the organization already registered with that RFC instead of a duplicate', async () => {
    const conflict = jsonResponse({ status: 409, code: 'conflict', message: supplierMessages.rfcTaken, existing: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV' } }, 409);
    const fetch = setup({}, { 'POST /api/suppliers/organizations/add': [conflict, jsonResponse({ data: 'sup-limpieza-bajio', invitationSent: false, existing: true })] });
    const dialog = await openSupplierForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre o razón social/ }), 'Limpieza Bajío');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /R\.F\.C\./ }), goodRfc);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de proveedor/ }), 'PRV-1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Usar la organización existente' }));
    expect(await within(dialog).findByText(supplierMessages.supplierAddOk)).toBeTruthy();
    const calls = callsTo(fetch, 'POST /api/suppliers/organizations/add');
    expect(calls.map((c) => (c.body as { useExisting?: boolean }).useExisting)).toEqual([undefined, true]);
  });

  it('with identifier-input asks for each identifier suppliers carry, all required, and sends them', async () => {
    const types = [
      { key: 'rfc', name: 'RFC', relatedToSuppliers: true },
      { key: 'supplier.id', name: 'ID de Proveedor', relatedToSuppliers: true },
      { key: 'curp', name: 'CURP', relatedToSuppliers: false },
      { key: 'repse', name: 'Registro REPSE', relatedToSuppliers: true },
      { key: 'clabe', name: 'CLABE', relatedToSuppliers: true },
    ];
    const fetch = setup({ features: { 'identifier-input': true } }, {
      'GET /api/identifiersType': jsonResponse(types),
      'POST /api/suppliers/organizations/add': jsonResponse({ data: 'org-nuevo', invitationSent: false }, 201),
    });
    const dialog = await openSupplierForm();
    const group = await within(dialog).findByRole('group', { name: 'Identificadores' });
    expect(within(group).getAllByRole('textbox').map((i) => i.closest('.fui-Field')?.querySelector('label')?.textContent?.replace(/\s*\*$/, ''))).toEqual(['Registro REPSE', 'CLABE']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre o razón social/ }), 'Servicios Lumen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /R\.F\.C\./ }), goodRfc);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de proveedor/ }), 'PRV-9001');
    await userEvent.type(within(group).getByRole('textbox', { name: /Registro REPSE/ }), 'AR12345/2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.identifiersNeedValue)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/suppliers/organizations/add')).toHaveLength(0);
    await userEvent.type(within(group).getByRole('textbox', { name: /CLABE/ }), '002010077777777771');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.supplierAddOk)).toBeTruthy();
    expect((callsTo(fetch, 'POST /api/suppliers/organizations/add')[0]?.body as { identifiers: unknown }).identifiers).toEqual([
      { key: 'repse', name: 'Registro REPSE', value: 'AR12345/2024' },
      { key: 'clabe', name: 'CLABE', value: '002010077777777771' },
    ]);
  });

  it('a failure says so and keeps the form', async () => {
    setup({}, { 'POST /api/suppliers/organizations/add': apiError(500, 'internal', 'Error interno.') });
    const dialog = await openSupplierForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre o razón social/ }), 'Servicios Lumen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /R\.F\.C\./ }), goodRfc);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de proveedor/ }), 'PRV-9001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.supplierAddFailed)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Nombre o razón social/ }) as HTMLInputElement).value).toBe('Servicios Lumen');
  });
});

describe("'Agregar contacto interno'", () => {
  async function openInternal() {
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Contacto interno' }));
    return screen.findByRole('dialog', { name: 'Agregar contacto interno' });
  }

  it('asks the employee number of a customer only with employee-number-input, and sends the invitation', async () => {
    const fetch = setup({ features: { 'employee-number-input': true } }, { 'POST /api/contacts/invite': jsonResponse({ publicKey: 'per-nuevo', emailSent: true }, 201) });
    const dialog = await openInternal();
    expect(within(dialog).getByRole('combobox', { name: /Rol/ }).querySelectorAll('option')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.employeeNumberRequired)).toBeTruthy();
    expect(within(dialog).getAllByText('Campo requerido').length).toBeGreaterThanOrEqual(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre\(s\)/ }), 'Rosa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Apellido paterno/ }), 'Luna');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Correo electrónico/ }), 'rosa@corporativo.mx');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Rol/ }), 'Viewer');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de empleado/ }), 'E-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.inviteOk)).toBeTruthy();
    expect(within(dialog).getByText('Se envió un correo de invitación a rosa@corporativo.mx.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/contacts/invite')[0]?.body).toMatchObject({ firstName: 'Rosa', lastName: 'Luna', email: 'rosa@corporativo.mx', role: 'Viewer', organizationPublicKey: 'org-corporativo-demo', employeeNumber: 'E-77' });
  });

  it('an administrator is not asked for it; a refusal shows the spec failure and the field message', async () => {
    setup({ primaryRole: 'Admin', features: { 'employee-number-input': true } }, {
      'POST /api/contacts/invite': apiError(409, 'conflict', supplierMessages.emailTaken, { email: [supplierMessages.emailTaken] }),
    });
    const dialog = await openInternal();
    expect(within(dialog).queryByRole('textbox', { name: /Número de empleado/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre\(s\)/ }), 'Rosa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Apellido paterno/ }), 'Luna');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Correo electrónico/ }), 'cliente@demo.expediente.mx');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Rol/ }), 'Customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(supplierMessages.inviteFailed)).toBeTruthy();
    expect(within(dialog).getByText(supplierMessages.emailTaken)).toBeTruthy();
  });
});

describe("'Generar invitación'", () => {
  it('generates a link for the chosen organization and copies it', async () => {
    const url = 'http://localhost/supplier/redeem-invite?t=' + 'A'.repeat(43);
    const fetch = setup({ features: { 'generate-invite-link': true } }, { 'POST /api/suppliers/invite': jsonResponse({ invite_url: url, expirationDate: '2026-12-01T18:00:00.000Z' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar invitación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar invitación de proveedor' });
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /Cliente/ }) as HTMLInputElement).value).toBe('Corporativo Demo SA de CV'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar enlace' }));
    expect(((await within(dialog).findByRole('textbox', { name: 'Enlace de invitación' })) as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByText(/sirve una sola vez/)).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/suppliers/invite')[0]?.body).toEqual({ UserPublicKey: 'usr-cliente', CustomerPublicKey: 'org-corporativo-demo' });
  });

  it('an answer without a usable link says so', async () => {
    setup({ features: { 'generate-invite-link': true } }, { 'POST /api/suppliers/invite': jsonResponse({ invite_url: 'javascript:alert(1)', expirationDate: '2026-12-01T18:00:00.000Z' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Generar invitación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar invitación de proveedor' });
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /Cliente/ }) as HTMLInputElement).value).not.toBe(''));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar enlace' }));
    expect(await within(dialog).findByText(supplierMessages.noValidLink)).toBeTruthy();
  });
});

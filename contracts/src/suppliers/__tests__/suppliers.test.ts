import { describe, expect, it } from 'vitest';
import {
  addSupplierRequestSchema,
  internalInviteRequestSchema,
  redeemSupplierInviteRequestSchema,
  registrationMessages,
  supplierContactInviteRequestSchema,
  supplierMessages,
} from '../suppliers';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(r.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

const registration = {
  SupplierName: 'Transportes del Norte SA de CV',
  SupplierRfc: 'tno010203ab5',
  SupplierNumber: 'P-100',
  SupplierPhone: '5512345678',
  SupplierEmail: '',
  ContactFirstName: 'Ana',
  ContactLastName: 'López',
  ContactEmail: 'ana@tno.mx',
  Password: 'Segura123',
  ConfirmPassword: 'Segura123',
  Token: 'a'.repeat(43),
};

describe('supplier contracts', () => {
  it('registration: accepts a good form and uppercases the RFC', () => {
    const r = redeemSupplierInviteRequestSchema.parse(registration);
    expect(r.SupplierRfc).toBe('TNO010203AB5');
  });

  it('registration: every rule of part 2 §5 with its message', () => {
    const r = redeemSupplierInviteRequestSchema.safeParse({
      ...registration,
      SupplierName: ' ',
      SupplierRfc: 'ABC',
      SupplierNumber: '',
      SupplierPhone: '55 1234 5678',
      ContactFirstName: '',
      ContactLastName: '',
      ContactEmail: 'ana@tno',
      Password: 'corta1',
      ConfirmPassword: 'otra',
    });
    expect(errorsOf(r)).toMatchObject({
      SupplierName: registrationMessages.nameRequired,
      SupplierRfc: registrationMessages.rfcFormat,
      SupplierNumber: registrationMessages.numberRequired,
      SupplierPhone: registrationMessages.phone,
      ContactFirstName: registrationMessages.contactFirstNameRequired,
      ContactLastName: registrationMessages.contactLastNameRequired,
      ContactEmail: registrationMessages.emailFormat,
      Password: registrationMessages.passwordLength,
    });
    expect(errorsOf(redeemSupplierInviteRequestSchema.safeParse({ ...registration, SupplierRfc: '' })).SupplierRfc).toBe(registrationMessages.rfcRequired);
    expect(errorsOf(redeemSupplierInviteRequestSchema.safeParse({ ...registration, Password: 'segura1234', ConfirmPassword: 'segura1234' })).Password).toBe(registrationMessages.passwordUpper);
    expect(errorsOf(redeemSupplierInviteRequestSchema.safeParse({ ...registration, Password: 'SeguraSegura', ConfirmPassword: 'SeguraSegura' })).Password).toBe(registrationMessages.passwordDigit);
    expect(errorsOf(redeemSupplierInviteRequestSchema.safeParse({ ...registration, ConfirmPassword: '' })).ConfirmPassword).toBe(registrationMessages.confirmRequired);
    expect(errorsOf(redeemSupplierInviteRequestSchema.safeParse({ ...registration, ConfirmPassword: 'Segura124' })).ConfirmPassword).toBe(registrationMessages.mismatch);
  });

  it('supplier add: RFC pattern, optional e-mail, uppercase', () => {
    const base = { fullName: 'Proveedor', rfc: 'tno010203ab5', supplierId: '77', customerOrganizationPK: 'org-1' };
    expect(addSupplierRequestSchema.parse(base)).toMatchObject({ rfc: 'TNO010203AB5', identifiers: [], addUCustomerRelationship: true });
    expect(errorsOf(addSupplierRequestSchema.safeParse({ ...base, rfc: 'TNO011303AB5' })).rfc).toBe(supplierMessages.rfc);
    expect(errorsOf(addSupplierRequestSchema.safeParse({ ...base, emailAddress: 'x@' })).emailAddress).toBe(supplierMessages.emailInvalidOrEmpty);
    expect(addSupplierRequestSchema.parse({ ...base, emailAddress: '' }).emailAddress).toBeUndefined();
  });

  it('invites: required names and a valid e-mail', () => {
    const r = internalInviteRequestSchema.safeParse({ firstName: '', lastName: ' ', email: 'no', role: 'Customer', organizationPublicKey: '' });
    expect(errorsOf(r)).toMatchObject({ firstName: 'Campo requerido', lastName: 'Campo requerido', email: supplierMessages.emailInvalid, organizationPublicKey: supplierMessages.organizationNotListed });
    const s = supplierContactInviteRequestSchema.safeParse({ firstName: '', lastName: '', email: 'a@b.mx', role: 'Supplier', organizationPublicKey: 'org-1' });
    expect(errorsOf(s)).toEqual({ firstName: supplierMessages.requiredContactField, lastName: supplierMessages.requiredContactField });
  });
});

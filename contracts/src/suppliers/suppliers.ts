import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';
import { linkTokenSchema } from '../auth/recovery';
import { requiredFieldMessage } from '../auth/login';
import { checkRfc, rfcMessage } from '../identifiers/identifiers';
import { invalidCharactersMessage, isCleanLine } from '../shared/messages';
import type { Role } from '../shared/role-values';

/**
 * The "add" and "invite" calls of the contacts list (part 2 §3, §5, §6, §7 "Contacts, suppliers, invites") and the
 * supplier registration wizard /supplier/redeem-invite (part 2 §2.13, §5 "Supplier registration"). Texts are the
 * spec's word for word; the ones it does not give are ours and marked as such.
 */

export const supplierMessages = {
  // Part 2 §5.
  organizationNotListed: 'La organización seleccionada no está registrada, por favor seleccione una de la lista.',
  emailInvalid: 'Introduzca un correo electrónico válido.',
  emailInvalidOrEmpty: 'Introduzca un correo electrónico válido o déjelo vacío.',
  identifiersNeedValue: 'Todos los identificadores deben tener un valor.',
  requiredContactField: 'Este campo es obligatorio.',
  rfc: rfcMessage,
  // Part 2 §8.
  inviteFailed: 'Lo sentimos, no fué posible agregar el contacto. Favor de contactar a soporte técnico',
  inviteOk: '¡Contacto agregado con éxito!',
  supplierAddFailed: 'Lo sentimos, no fue posible agregar el proveedor. Favor de verificar los datos o contactar a soporte técnico si el problema persiste.',
  supplierAddOk: '¡Proveedor agregado con éxito!',
  noValidLink: 'La respuesta del API no contiene un link válido.',
  unexpected: 'Ocurrió un error inesperado.',
  copyFailed: 'No se pudo copiar el link.',
  linkCopied: 'Enlace copiado al portapapeles',
  // Ours: the spec gives no text for these.
  employeeNumberRequired: 'El número de empleado es obligatorio.',
  roleNotAllowed: 'No puede asignar este rol.',
  emailTaken: 'Ya existe un usuario registrado con este correo electrónico.',
  rfcTaken: 'Ya existe un proveedor registrado con este R.F.C.',
  supplierNotListed: 'El proveedor seleccionado no está registrado, por favor seleccione uno de la lista.',
  unknownIdentifier: 'El identificador no está en el catálogo del tenant.',
  rfcCheckDigitWarning: 'El dígito verificador del R.F.C. no coincide. Verifique que esté bien escrito.',
} as const;

/** Ours: a one-line text field (names, numbers). */
function line(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Admite hasta ${max} caracteres.`)
    .refine(isCleanLine, invalidCharactersMessage);
}
function optionalLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Admite hasta ${max} caracteres.`)
    .refine(isCleanLine, invalidCharactersMessage)
    .optional()
    .transform((v) => v || undefined);
}

/** The spec's contact e-mail rule (part 2 §5: {email}, no spaces). */
const contactEmail = (message: string) => z.string({ error: message }).trim().min(1, message).max(254, message).pipe(z.email({ error: message }));

/** Keys of organizations and contacts in bodies. */
const publicKey = (message: string) => z.string({ error: message }).trim().regex(/^[A-Za-z0-9_-]{1,100}$/, message);

// ---------------------------------------------------------------------------------------------------------------
// 1. POST /api/contacts/invite — internal contact invite (part 2 §3 invite payload, §5, §6).

/**
 * Roles each inviter may give (ours; part 2 §6 says who may invite, not what): never a role above the caller's own,
 * Developer only by a Developer, and Supplier never here (suppliers are invited through POST /api/invite).
 */
export const grantableRoles: Partial<Record<Role, readonly Role[]>> = {
  Developer: ['Developer', 'Admin', 'Support', 'Security', 'Customer', 'Viewer'],
  Admin: ['Admin', 'Support', 'Security', 'Customer', 'Viewer'],
  Support: ['Support', 'Security', 'Customer', 'Viewer'],
  Security: ['Security', 'Customer', 'Viewer'],
  Customer: ['Customer', 'Viewer'],
};

export const internalInviteRequestSchema = z.object({
  firstName: line(100, requiredFieldMessage),
  lastName: line(100, requiredFieldMessage),
  lastName2: optionalLine(100),
  email: contactEmail(supplierMessages.emailInvalid),
  phone: optionalLine(30),
  role: z.enum(['Developer', 'Admin', 'Customer', 'Support', 'Security', 'Viewer'], { error: 'Rol no válido.' }),
  organizationPublicKey: publicKey(supplierMessages.organizationNotListed),
  /** Required only with the flag employee-number-input on and the caller's role Customer (the server checks). */
  employeeNumber: optionalLine(50),
});
export type InternalInviteRequest = z.input<typeof internalInviteRequestSchema>;

/** 201: the new person's key, and whether the invitation e-mail went out. */
export const internalInviteResponseSchema = z.object({ publicKey: z.string(), emailSent: z.boolean() });
export type InternalInviteResponse = z.infer<typeof internalInviteResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 2. POST /api/invite — supplier contact (part 2 §4: after a supplier is added, its contact yields an invite link).

export const supplierContactInviteRequestSchema = z.object({
  firstName: line(100, supplierMessages.requiredContactField),
  lastName: line(100, supplierMessages.requiredContactField),
  email: contactEmail(supplierMessages.emailInvalid),
  role: z
    .string({ error: 'Rol no válido.' })
    .trim()
    .toLowerCase()
    .pipe(z.literal('supplier', { error: 'Rol no válido.' })),
  organizationPublicKey: publicKey(supplierMessages.supplierNotListed),
});
export type SupplierContactInviteRequest = z.input<typeof supplierContactInviteRequestSchema>;

/** 201: the invitation link (also e-mailed to the contact), to copy. */
export const supplierContactInviteResponseSchema = z.object({ link: z.string(), publicKey: z.string(), emailSent: z.boolean() });
export type SupplierContactInviteResponse = z.infer<typeof supplierContactInviteResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 3. POST /api/suppliers/organizations/add — supplier add payload (part 2 §3, §5).

export const supplierIdentifierInputSchema = z.object({
  key: z.string().trim().min(1, requiredFieldMessage).max(100),
  name: z.string().trim().min(1, requiredFieldMessage).max(100),
  value: z.string().trim().max(200, 'Admite hasta 200 caracteres.').default(''),
});

export const addSupplierRequestSchema = z.object({
  fullName: line(200, requiredFieldMessage),
  rfc: z
    .string({ error: rfcMessage })
    .trim()
    .toUpperCase()
    .refine((v) => checkRfc(v).valid, { message: rfcMessage }),
  emailAddress: z
    .string({ error: supplierMessages.emailInvalidOrEmpty })
    .trim()
    .max(254, supplierMessages.emailInvalidOrEmpty)
    .refine((v) => v === '' || z.email().safeParse(v).success, supplierMessages.emailInvalidOrEmpty)
    .optional()
    .transform((v) => v || undefined),
  /** Ours beside the payload: part 2 §5 lists an optional phone on the form. */
  phoneNumber: optionalLine(30),
  /** ID de Proveedor (the supplier number). */
  supplierId: line(50, requiredFieldMessage),
  /** Tenant-wide callers may add a supplier with no customer yet; everyone else always adds the relationship. */
  addUCustomerRelationship: z.boolean().default(true),
  /** The customer organization (the client) the supplier serves; others than main-group users get their own. */
  customerOrganizationPK: publicKey(supplierMessages.organizationNotListed).optional(),
  identifiers: z.array(supplierIdentifierInputSchema).max(30).default([]),
  /** Same meaning as customerOrganizationPK (both names appear in the payload); used when that one is absent. */
  organizationPublicKey: publicKey(supplierMessages.organizationNotListed).optional(),
  /**
   * Ours: after a 409 naming an existing organization with this RFC, send the same body with useExisting: true to
   * add the customer relationship to that organization instead of creating a duplicate.
   */
  useExisting: z.boolean().optional(),
});
export type AddSupplierRequest = z.input<typeof addSupplierRequestSchema>;

/**
 * The identifiers 'Agregar proveedor' asks for with the identifier-input flag: the catalog's types that suppliers
 * carry, except RFC and ID de Proveedor, which the form has as fields of their own.
 */
export function supplierFormIdentifiers<T extends { key: string; relatedToSuppliers?: boolean | undefined }>(types: readonly T[]): T[] {
  return types.filter((t) => t.relatedToSuppliers && t.key !== 'rfc' && t.key !== 'supplier.id');
}

/** 201 (created) or 200 (useExisting): data is the organization's key. */
export const addSupplierResponseSchema = z.object({
  data: z.string(),
  /** The RFC's check digit does not match: saved anyway, shown as a warning. */
  rfcWarning: z.string().optional(),
  /** A registration link was e-mailed to emailAddress. */
  invitationSent: z.boolean(),
  /** True when an existing organization got the relationship (useExisting). */
  existing: z.boolean().optional(),
});
export type AddSupplierResponse = z.infer<typeof addSupplierResponseSchema>;

/** 409 body: the api error plus the organization already registered with that RFC. */
export const duplicateRfcErrorSchema = z.object({
  status: z.literal(409),
  code: z.literal('conflict'),
  message: z.string(),
  existing: z.object({ publicKey: z.string(), displayName: z.string() }),
});
export type DuplicateRfcError = z.infer<typeof duplicateRfcErrorSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 4. POST /api/suppliers/invite — a supplier registration link (flag generate-invite-link).

export const supplierInviteRequestSchema = z.object({
  /** The caller's own key (another user's answers 404). */
  UserPublicKey: entityIdSchema,
  /** The customer organization; main-group and tenant-wide users must name it, others get their own. */
  CustomerPublicKey: publicKey(supplierMessages.organizationNotListed).optional(),
});
export type SupplierInviteRequest = z.input<typeof supplierInviteRequestSchema>;

/** `<base>/supplier/redeem-invite?t=<token>`, valid 7 days, single use. */
export const supplierInviteResponseSchema = z.object({ invite_url: z.string(), expirationDate: z.string() });
export type SupplierInviteResponse = z.infer<typeof supplierInviteResponseSchema>;

export const SUPPLIER_INVITE_DAYS = 7;

// ---------------------------------------------------------------------------------------------------------------
// 5. GET /api/suppliers/invite-info/{token} — public.

export const supplierInviteInfoParamsSchema = z.object({ token: linkTokenSchema });
export const supplierInviteInfoResponseSchema = z.object({ customerName: z.string(), expirationDate: z.string() });
export type SupplierInviteInfoResponse = z.infer<typeof supplierInviteInfoResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 6. POST /api/suppliers/redeem-invite — public (part 2 §5 "Supplier registration", §9).

export const registrationTexts = {
  invalidToken: 'Invitacion ha expirado o es inválida',
  network: 'No se pudo conectar con el servidor.',
  summary: 'Por favor verifica los campos resaltados.',
  signIn: 'Iniciar Sesión',
  // Ours: headings and buttons of the wizard.
  title: 'Registro de proveedor',
  checking: 'Verificando invitación...',
  invitedBy: (customer: string) => `${customer} le invita a registrar su empresa como proveedor.`,
  stepCompany: 'Paso 1 de 2: Datos de la empresa',
  stepContact: 'Paso 2 de 2: Contacto y contraseña',
  next: 'Siguiente',
  back: 'Anterior',
  submit: 'Registrarme',
  submitting: 'Registrando...',
  success: '¡Registro completado! Ya puede iniciar sesión con su correo y contraseña.',
  goToLogin: 'Ir a iniciar sesión',
  labels: {
    SupplierName: 'Nombre o razón social',
    SupplierRfc: 'RFC',
    SupplierNumber: 'Número de proveedor',
    SupplierPhone: 'Teléfono',
    SupplierEmail: 'Correo electrónico de la empresa',
    ContactFirstName: 'Nombre(s) del contacto',
    ContactLastName: 'Apellidos del contacto',
    ContactEmail: 'Correo electrónico del contacto',
    Password: 'Contraseña',
    ConfirmPassword: 'Confirmar contraseña',
  },
} as const;

export const registrationMessages = {
  nameRequired: 'El nombre o razón social es obligatorio.',
  rfcRequired: 'El RFC es obligatorio.',
  // The spec quotes the start of these two ('...'); the rest is ours.
  rfcFormat: 'El formato del RFC no es válido. Debe tener 3 o 4 letras, la fecha (AAMMDD) y 3 caracteres de homoclave.',
  numberRequired: 'El número de proveedor es obligatorio.',
  phone: 'El teléfono debe contener exactamente 10 dígitos numéricos sin espacios ni guiones.',
  // Ours: the spec says the contact's names are required but gives no text.
  contactFirstNameRequired: 'El nombre del contacto es obligatorio.',
  contactLastNameRequired: 'El apellido del contacto es obligatorio.',
  contactEmailRequired: 'El correo electrónico del contacto es obligatorio.',
  emailFormat: 'El formato del correo electrónico no es válido.',
  // 'La contraseña es obligatoria.' is the spec's text for another password field (§5 export), reused.
  passwordRequired: 'La contraseña es obligatoria.',
  passwordLength: 'La contraseña debe tener al menos 8 caracteres.',
  passwordUpper: 'La contraseña debe tener al menos una letra mayúscula.',
  passwordDigit: 'La contraseña debe tener al menos un número.',
  confirmRequired: 'Debes repetir la contraseña.',
  mismatch: 'Las contraseñas no coinciden.',
  rfcCheckDigitWarning: supplierMessages.rfcCheckDigitWarning,
} as const;

export const SUPPLIER_PASSWORD_MIN_LENGTH = 8;

const req = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `Admite hasta ${max} caracteres.`).refine(isCleanLine, invalidCharactersMessage);

/** Step 1 of the wizard: the company. */
export const registrationCompanySchema = z.object({
  SupplierName: req(registrationMessages.nameRequired),
  SupplierRfc: z
    .string({ error: registrationMessages.rfcRequired })
    .trim()
    .toUpperCase()
    .min(1, registrationMessages.rfcRequired)
    .refine((v) => v === '' || checkRfc(v).valid, registrationMessages.rfcFormat),
  SupplierNumber: req(registrationMessages.numberRequired, 50),
  SupplierPhone: z.string({ error: registrationMessages.phone }).trim().regex(/^\d{10}$/, registrationMessages.phone),
  /** Not validated (part 2 §5): kept as typed. */
  SupplierEmail: z.string().trim().max(254, 'Admite hasta 254 caracteres.').refine(isCleanLine, invalidCharactersMessage).default(''),
});

/** Step 2: the contact person and the password. */
export const registrationContactSchema = z.object({
  ContactFirstName: req(registrationMessages.contactFirstNameRequired, 100),
  ContactLastName: req(registrationMessages.contactLastNameRequired, 100),
  ContactEmail: z
    .string({ error: registrationMessages.contactEmailRequired })
    .trim()
    .min(1, registrationMessages.contactEmailRequired)
    .max(254, registrationMessages.emailFormat)
    // Loosely x@y.z, no spaces (part 2 §5).
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, registrationMessages.emailFormat),
  Password: z
    .string({ error: registrationMessages.passwordRequired })
    .min(1, registrationMessages.passwordRequired)
    .max(256, 'La contraseña es demasiado larga.')
    .refine((v) => v === '' || v.length >= SUPPLIER_PASSWORD_MIN_LENGTH, registrationMessages.passwordLength)
    .refine((v) => v === '' || /[A-Z]/.test(v), registrationMessages.passwordUpper)
    .refine((v) => v === '' || /\d/.test(v), registrationMessages.passwordDigit),
  ConfirmPassword: z.string({ error: registrationMessages.confirmRequired }).min(1, registrationMessages.confirmRequired).max(256),
});

const confirmation = <T extends { Password: string; ConfirmPassword: string }>(v: T) => v.ConfirmPassword === '' || v.Password === '' || v.Password === v.ConfirmPassword;

export const registrationContactStepSchema = registrationContactSchema.refine(confirmation, { path: ['ConfirmPassword'], message: registrationMessages.mismatch });

export const redeemSupplierInviteRequestSchema = registrationCompanySchema
  .extend(registrationContactSchema.shape)
  .extend({ Token: linkTokenSchema })
  .refine(confirmation, { path: ['ConfirmPassword'], message: registrationMessages.mismatch });
export type RedeemSupplierInviteRequest = z.input<typeof redeemSupplierInviteRequestSchema>;
export type RegistrationFields = Omit<RedeemSupplierInviteRequest, 'Token'>;

export const redeemSupplierInviteResponseSchema = z.object({
  success: z.literal(true),
  /** The RFC's check digit does not match: registered anyway (shown as a warning). */
  rfcWarning: z.string().optional(),
});
export type RedeemSupplierInviteResponse = z.infer<typeof redeemSupplierInviteResponseSchema>;

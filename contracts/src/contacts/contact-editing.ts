import { z } from 'zod';
import { requiredFieldMessage } from '../auth/login';
import { entityIdSchema } from '../auth/invitations';
import { checkRfc, isValidClabe, isValidCurp, isValidNss, rfcMessage } from '../identifiers/identifiers';
import { contactDetailSchema } from './contacts';

/**
 * Editing a contact's detail (part 2 §2.2, §3, §4, §5, §7): general information, an organization's status, its
 * e-mails, phones and addresses. Every write answers the contact as it now is (`contact`), with the ordinal of an
 * item it created; the client sends the detail's `etag` as If-Match and a change made meanwhile answers 409.
 */

export const contactEmailMessage = 'Introduzca un correo electrónico válido.';
export const zipCodeMessage = 'El código postal debe tener 5 dígitos.';
export const phoneNumberMessage = 'El teléfono debe tener 10 dígitos.';

/**
 * The version the client read (the detail's `etag`), for clients that cannot send If-Match; the header wins when
 * both are sent.
 */
const etagSchema = z.string().max(200).optional();

const required = (max: number) => z.string({ error: requiredFieldMessage }).trim().min(1, requiredFieldMessage).max(max, `Máximo ${max} caracteres.`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .transform((v) => v || undefined);

/** POST /api/contacts/{id}/general-info/update (the spec's field names; `company` is shown, not changed here). */
export const generalInfoRequestSchema = z.object({
  displayName: required(200),
  personTitle: optional(40),
  firstName: optional(100),
  lastName1: optional(100),
  lastName2: optional(100),
  jobtitle: optional(120),
  company: optional(200),
  etag: etagSchema,
});
export type GeneralInfoRequest = z.input<typeof generalInfoRequestSchema>;

/** POST /api/contacts/{id}/status/update: L inactive (locked), U active (part 2 §4). */
export const statusUpdateRequestSchema = z.object({
  status: z.enum(['L', 'U'], { error: "El estatus debe ser 'L' o 'U'." }),
  isOrganization: z.literal(true, { error: 'Solo una organización tiene estatus.' }),
  etag: etagSchema,
});
export type StatusUpdateRequest = z.input<typeof statusUpdateRequestSchema>;

const ordinalSchema = z.number({ error: 'El ordinal debe ser un número.' }).int('El ordinal debe ser un número.').min(1, 'El ordinal debe ser 1 o mayor.').max(1000);

/** The item of a list that a call names: the ordinal, and the contact key when sent (it must be this contact). */
const itemKeys = { contactPublicKey: entityIdSchema.optional(), ordinal: ordinalSchema.optional(), etag: etagSchema };

export const emailRequestSchema = z.object({
  ...itemKeys,
  emailAddress: z.string({ error: contactEmailMessage }).trim().min(1, contactEmailMessage).pipe(z.email({ error: contactEmailMessage }).max(254, contactEmailMessage)),
  locationName: optional(60).transform((v) => v ?? ''),
});
export type EmailRequest = z.input<typeof emailRequestSchema>;

export const phoneRequestSchema = z.object({
  ...itemKeys,
  phoneNumber: required(30).refine((v) => v.replace(/\D/g, '').length === 10 && /^[\d\s()+.-]+$/.test(v), phoneNumberMessage),
  locationName: required(60),
});
export type PhoneRequest = z.input<typeof phoneRequestSchema>;

export const addressRequestSchema = z.object({
  ...itemKeys,
  displayName: optional(200).transform((v) => v ?? ''),
  locationName: required(60),
  address1: required(200),
  address2: required(120),
  zipCode: z.string({ error: requiredFieldMessage }).trim().min(1, requiredFieldMessage).regex(/^\d{5}$/, zipCodeMessage),
  city: required(120),
  state: required(120),
  country: optional(60).transform((v) => v ?? 'México'),
});
export type AddressRequest = z.input<typeof addressRequestSchema>;

/** Update and delete name the item by its ordinal. */
const withOrdinal = <T extends z.ZodObject>(schema: T) =>
  schema.refine((v: { ordinal?: number }) => v.ordinal !== undefined, { message: requiredFieldMessage, path: ['ordinal'] });
export const emailUpdateRequestSchema = withOrdinal(emailRequestSchema);
export const phoneUpdateRequestSchema = withOrdinal(phoneRequestSchema);
export const addressUpdateRequestSchema = withOrdinal(addressRequestSchema);
export const itemDeleteRequestSchema = z.object({ contactPublicKey: entityIdSchema.optional(), ordinal: ordinalSchema, etag: etagSchema });
export type ItemDeleteRequest = z.input<typeof itemDeleteRequestSchema>;

/** Every write's answer: the contact now (with its new etag), and the ordinal of the item it created. */
export const contactChangeResponseSchema = z.object({ contact: contactDetailSchema, ordinal: z.number().int().optional() });
export type ContactChangeResponse = z.infer<typeof contactChangeResponseSchema>;

/** Mexican numbers: 10 digits, a 2-digit area code for Mexico City, Guadalajara and Monterrey, 3 digits elsewhere. */
export function phoneParts(phoneNumber: string): { numbersOnly: string; areaCode: string; formattedNumber: string } {
  const numbersOnly = phoneNumber.replace(/\D/g, '');
  const areaCode = ['55', '56', '33', '81'].includes(numbersOnly.slice(0, 2)) ? numbersOnly.slice(0, 2) : numbersOnly.slice(0, 3);
  const local = numbersOnly.slice(areaCode.length);
  const split = local.length === 8 ? `${local.slice(0, 4)} ${local.slice(4)}` : `${local.slice(0, 3)} ${local.slice(3)}`;
  return { numbersOnly, areaCode, formattedNumber: `(${areaCode}) ${split}` };
}

/** Texts of the editing modals and their answers (part 2 §4, §8; the rest ours). */
export const contactEditingTexts = {
  statusConfirmTitle: 'Confirmar cambio de status',
  statusFailed: 'Error al intentar cambiar el status',
  statusSaved: 'El estatus se actualizó correctamente',
  saved: 'Los cambios se guardaron correctamente.',
  saveFailed: 'No se pudieron guardar los cambios. Intente de nuevo.',
  deleted: 'Se eliminó correctamente.',
  conflict: 'El contacto cambió mientras lo editaba. Recargue la página e intente de nuevo.',
} as const;

/** Identifiers of a contact (part 2 §3 Identifier, §5 'New identifier', §7, §8). */
export const identifierMessages = {
  updated: 'El identificador se actualizó correctamente',
  updateFailed: 'El identificador no se pudo actualizar',
  added: 'El identificador se agregó correctamente',
  addFailed: 'El identificador no se pudo agregar',
  keyFormat: 'La clave debe ir en minúsculas, separada por puntos y sin espacios (por ejemplo: registro.patronal).',
  duplicate: 'El contacto ya tiene este identificador.',
  curp: 'Introduzca una CURP válida.',
  nss: 'Introduzca un NSS válido.',
  clabe: 'Introduzca una CLABE válida.',
  rfcCheckDigit: 'El dígito verificador del RFC no coincide; verifíquelo.',
} as const;

/** A type of the tenant's catalog: 'rfc', 'supplier.id'… */
export const identifierTypeSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Suppliers carry it: 'Agregar proveedor' asks for it with the identifier-input flag (part 2 §5). */
  relatedToSuppliers: z.boolean().optional(),
});
export type IdentifierType = z.infer<typeof identifierTypeSchema>;
export const identifierTypesResponseSchema = z.array(identifierTypeSchema);

/** GET /api/identifiersType?isMeta=true: only the types also used as document metadata; all without it. */
export const identifierTypesQuerySchema = z.object({
  isMeta: z
    .enum(['true', 'false'], { error: "isMeta debe ser 'true' o 'false'." })
    .optional()
    .transform((v) => v === 'true'),
});

/** Dotted lower-case words without spaces: 'registro.patronal'. */
export const identifierKeySchema = z
  .string({ error: requiredFieldMessage })
  .trim()
  .min(1, requiredFieldMessage)
  .max(60, identifierMessages.keyFormat)
  .regex(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/, identifierMessages.keyFormat);

/** POST /api/identifiers/add. A key not in the catalog creates the type (its name, and whether suppliers carry it). */
export const identifierAddRequestSchema = z.object({
  entityPublicKey: entityIdSchema,
  key: identifierKeySchema,
  name: required(80),
  value: required(120),
  isMeta: z.boolean().optional(),
  relatedToSuppliers: z.boolean().optional(),
  etag: etagSchema,
});
export type IdentifierAddRequest = z.input<typeof identifierAddRequestSchema>;

/** PUT /api/identifiers/update: the identifier of that key, if its value is still `previousValue`. */
export const identifierUpdateRequestSchema = z.object({
  entityPublicKey: entityIdSchema,
  key: identifierKeySchema,
  name: required(80),
  value: required(120),
  previousValue: z.string().max(120).optional(),
  etag: etagSchema,
});
export type IdentifierUpdateRequest = z.input<typeof identifierUpdateRequestSchema>;

/** Both answer the contact now, the identifier as stored, and warnings that do not stop the change (RFC check digit). */
export const identifierChangeResponseSchema = contactChangeResponseSchema.extend({
  data: z.object({ key: z.string(), name: z.string(), value: z.string() }),
  message: z.string(),
  warnings: z.array(z.string()),
});
export type IdentifierChangeResponse = z.infer<typeof identifierChangeResponseSchema>;

/**
 * A value checked by its type (domain: identifier rules): RFC, CURP, NSS and CLABE patterns and check digits are
 * hard rules, except the RFC's check digit, which only warns. Other types take any text. RFC and CURP upper case.
 */
export function checkIdentifierValue(key: string, input: string): { value: string; error?: string; warning?: string } {
  const value = ['rfc', 'curp'].includes(key) ? input.trim().toUpperCase() : input.trim();
  if (key === 'rfc') {
    const rfc = checkRfc(value);
    if (!rfc.valid) return { value, error: rfcMessage };
    return rfc.checkDigitMismatch ? { value, warning: identifierMessages.rfcCheckDigit } : { value };
  }
  if (key === 'curp' && !isValidCurp(value)) return { value, error: identifierMessages.curp };
  if (key === 'nss' && !isValidNss(value)) return { value, error: identifierMessages.nss };
  if (key === 'clabe' && !isValidClabe(value)) return { value, error: identifierMessages.clabe };
  return { value };
}

/** Adding a member to an organization or group (part 2 §3 Member add payload, §5, §8). */
export const memberMessages = {
  added: '¡Miembro agregado al grupo con éxito!',
  failed: 'Lo sentimos, no fué posible agregar el contacto. Es probable que el contacto que intentas agregar ya exista…',
  groupOnlyInMainGroup: 'Solo el grupo principal admite grupos como miembros.',
} as const;

/** POST /api/contacts/add: every field required; a group only when the owner is the main group (identifier main.group). */
export const memberAddRequestSchema = z.object({
  ownerPublicKey: entityIdSchema,
  contactType: z.enum(['group', 'organization'], { error: requiredFieldMessage }),
  logicalKey: required(60),
  fullName: required(200),
  displayName: required(200),
  rfc: z
    .string({ error: requiredFieldMessage })
    .trim()
    .min(1, requiredFieldMessage)
    .toUpperCase()
    .refine((v) => checkRfc(v).valid, { message: rfcMessage }),
  etag: etagSchema,
});
export type MemberAddRequest = z.input<typeof memberAddRequestSchema>;

/** The new member's key, and the owner as it now is. */
export const memberAddResponseSchema = contactChangeResponseSchema.extend({ data: z.object({ publicKey: z.string() }), message: z.string() });
export type MemberAddResponse = z.infer<typeof memberAddResponseSchema>;

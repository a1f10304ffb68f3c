import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';
import { sat69bSchema } from '../compliance/compliance';

/**
 * The directory (part 1 §2 contacts list, part 2 §2.1, §2.2, §3, §7): people (partyType 1), organizations (2) and
 * groups (3) of the tenant, as far as the caller may see them (contacts/directory.service.ts): administrators,
 * Security and members of the main group the whole tenant; a customer its organization, its suppliers and their
 * people; a supplier its own organization and its people.
 */

export const partyTypes = { person: 1, company: 2, group: 3 } as const;
export type ContactListType = keyof typeof partyTypes;
export const contactListTypes = Object.keys(partyTypes) as ContactListType[];
export const partyTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PartyType = z.infer<typeof partyTypeSchema>;

/** Page sizes of the contacts table. */
export const contactPageSizes = [10, 25, 50, 100] as const;
export const contactSearchMax = 100;

/** GET /api/contacts?type&search&pageIndex&pageSize&continuationToken */
export const contactsListQuerySchema = z.object({
  type: z.enum(contactListTypes as [ContactListType, ...ContactListType[]], { error: "El tipo debe ser 'person', 'company' o 'group'." }).optional(),
  search: z
    .string()
    .trim()
    .max(contactSearchMax, `La búsqueda admite hasta ${contactSearchMax} caracteres.`)
    .optional()
    .transform((v) => v || undefined),
  pageIndex: z.coerce.number({ error: 'La página debe ser un número.' }).int().min(1, 'La página debe ser 1 o mayor.').max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Tamaño de página no válido.' })
    .int()
    .refine((n) => (contactPageSizes as readonly number[]).includes(n), 'Tamaño de página no válido.')
    .default(10),
  /** Organizations only: customers or suppliers of the tenant (the pickers of the 'Agregar' forms). */
  role: z.enum(['customer', 'supplier'], { error: "El rol debe ser 'customer' o 'supplier'." }).optional(),
  continuationToken: z.string().max(500).regex(/^[A-Za-z0-9_-]+$/, 'El token de continuación no es válido.').optional(),
});
export type ContactsListQuery = z.input<typeof contactsListQuerySchema>;

export const identifierSchema = z.object({ key: z.string(), name: z.string(), value: z.string() });
export type ContactIdentifier = z.infer<typeof identifierSchema>;

/** One row of the contacts table: name, company, e-mail, phone, identifiers. */
export const contactSummarySchema = z.object({
  publicKey: z.string(),
  partyType: partyTypeSchema,
  displayName: z.string(),
  /** For a person: the organization they work at. */
  company: z.string().optional(),
  companyPublicKey: z.string().optional(),
  emailAddress: z.string().optional(),
  phoneNumber: z.string().optional(),
  /** For an organization: customer or supplier of the tenant. */
  organizationRole: z.enum(['customer', 'supplier']).optional(),
  identifiers: z.array(identifierSchema),
  /** An inactive (locked) organization (part 2 §4: L). */
  locked: z.boolean(),
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const contactsListResponseSchema = z.object({
  /** The party type asked for (absent for 'Todos'). */
  partyType: partyTypeSchema.optional(),
  contacts: z.array(contactSummarySchema),
  totalCount: z.number().int(),
  /** Present when there is a next page: send it back (same filters) to get it. */
  continuationToken: z.string().optional(),
});
export type ContactsListResponse = z.infer<typeof contactsListResponseSchema>;

export const contactParamsSchema = z.object({ id: entityIdSchema });

export const contactPhoneSchema = z.object({
  ordinal: z.number().int(),
  phoneNumber: z.string(),
  formattedNumber: z.string(),
  locationName: z.string(),
  numbersOnly: z.string(),
  areaCode: z.string().optional(),
  extension: z.string().optional(),
});
export type ContactPhone = z.infer<typeof contactPhoneSchema>;

export const contactEmailSchema = z.object({ ordinal: z.number().int(), emailAddress: z.string(), locationName: z.string() });
export type ContactEmail = z.infer<typeof contactEmailSchema>;

export const contactAddressSchema = z.object({
  ordinal: z.number().int(),
  displayName: z.string(),
  locationName: z.string(),
  /** Street and number. */
  address1: z.string(),
  /** Colonia. */
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type ContactAddress = z.infer<typeof contactAddressSchema>;

export const contactActionNames = [
  'generalInfo',
  'status',
  'emails',
  'addPhone',
  'editPhone',
  'addAddress',
  'editAddress',
  'addIdentifier',
  'editIdentifier',
  'addMember',
] as const;
export type ContactActionName = (typeof contactActionNames)[number];
export const contactActionsSchema = z.object(Object.fromEntries(contactActionNames.map((n) => [n, z.boolean()])) as Record<ContactActionName, z.ZodBoolean>);
export type ContactActions = z.infer<typeof contactActionsSchema>;

/** GET /api/contacts/{id}: the contact detail (part 2 §3 Contact). */
export const contactDetailSchema = contactSummarySchema.extend({
  isPerson: z.boolean(),
  isOrganization: z.boolean(),
  isGroup: z.boolean(),
  personTitle: z.string().optional(),
  firstName: z.string().optional(),
  lastName1: z.string().optional(),
  lastName2: z.string().optional(),
  jobTitle: z.string().optional(),
  summary: z.string().optional(),
  /** The supplier number (ID de Proveedor) or SAP ID. */
  logicalKey: z.string().optional(),
  modified: z.string(),
  phones: z.array(contactPhoneSchema),
  emails: z.array(contactEmailSchema),
  addresses: z.array(contactAddressSchema),
  /** An organization's people, or a group's member organizations, by name. */
  members: z.array(contactSummarySchema),
  /** For an organization: the groups it belongs to. */
  groups: z.array(z.object({ publicKey: z.string(), displayName: z.string() })),
  /** The version to send back as If-Match with a change (contact-editing.ts). */
  etag: z.string().optional(),
  /** What the caller may change on this contact (role, relationship and flags): the page shows only these controls. */
  actions: contactActionsSchema.optional(),
  /** For a supplier organization: its situation in the latest SAT 69-B snapshot (issue 17), when listed. */
  sat69b: sat69bSchema.optional(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** Texts of the directory pages (part 1 §2, part 2 §2.1, §8). */
export const contactTexts = {
  title: 'Contactos y Organizaciones',
  searchPlaceholder: 'Buscar un contacto...',
  tabs: { all: 'Todos', person: 'Personas', company: 'Organizaciones', group: 'Grupos' },
  empty: 'No se encontraron contactos.',
  emptySearch: 'No se encontraron contactos que coincidan con la búsqueda.',
  loadError: 'No se pudieron cargar los contactos. Intente de nuevo.',
  active: 'Activo',
  inactive: 'Inactivo',
} as const;

/** Accents and case do not matter to the directory search: 'nunez' finds 'Núñez'. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

import type { PartyType } from '@expediente/contracts/contacts/contacts';

/** Texts of the directory pages that the spec does not give (ours); the spec's are contracts' contactTexts. */
export const contactPageTexts = {
  home: 'Inicio',
  tabsLabel: 'Tipo de contacto',
  searchLabel: 'Buscar un contacto',
  pageSize: 'Contactos por página',
  total: (n: number) => (n === 1 ? '1 contacto' : `${n} contactos`),
  loading: 'Cargando contactos...',
  retry: 'Reintentar',
  columns: { name: 'Nombre', company: 'Empresa', email: 'Correo electrónico', phone: 'Teléfono', identifiers: 'Identificadores' },
} as const;

export const contactDetailTexts = {
  loading: 'Cargando contacto...',
  loadError: 'No se pudo cargar el contacto. Intente de nuevo.',
  notFound: 'El contacto no existe o no está disponible para su cuenta.',
  backToList: 'Volver a Contactos y Organizaciones',
  status: 'Estatus',
  jobTitle: 'Puesto',
  company: 'Empresa',
  modified: 'Última modificación',
  identifiers: 'Identificadores',
  noIdentifiers: 'Sin identificadores registrados.',
  phones: 'Teléfonos',
  noPhones: 'Sin teléfonos registrados.',
  extension: (ext: string) => `ext. ${ext}`,
  emails: 'Correos electrónicos',
  noEmails: 'Sin correos electrónicos registrados.',
  addresses: 'Direcciones',
  noAddresses: 'Sin direcciones registradas.',
  people: 'Personas de la organización',
  noPeople: 'La organización no tiene personas registradas.',
  groupMembers: 'Organizaciones del grupo',
  noGroupMembers: 'El grupo no tiene organizaciones.',
  groups: 'Grupos',
  noGroups: 'La organización no pertenece a ningún grupo.',
  supplier: 'Proveedor',
  customer: 'Cliente',
} as const;

/** 'Persona', 'Organización', 'Grupo' (part 2 §3: partyType 1, 2, 3). */
export const partyTypeLabels: Record<PartyType, string> = { 1: 'Persona', 2: 'Organización', 3: 'Grupo' };

import { z } from 'zod';
import { optionalTenantKeySchema } from '../auth/invitations';
import { contactDetailSchema, contactParamsSchema, contactsListQuerySchema, contactsListResponseSchema } from '../contacts/contacts';

/**
 * The contacts of the administration area (issue 16; part 2 §2.9, §7): GET /api/admin/contacts?{query} — the tenant's
 * whole directory by kind (type person, company, group: tabs Todos, Personas, Organizaciones, Grupos), search and
 * page, with the directory's own query and answer (the same keyset paging and continuation token) — and GET
 * /api/admin/contacts/{id}, the contact's summary. The directory's schemas are the contract: one shape on both pages.
 */
export const systemContactsQuerySchema = contactsListQuerySchema.extend({
  /** Another tenant's directory: only with read:tenants:any (the Developer, from /admin/tenants/{id}); else 404. */
  tenant: optionalTenantKeySchema,
});
export const systemContactsResponseSchema = contactsListResponseSchema;
export const systemContactParamsSchema = contactParamsSchema;
/** GET /api/admin/contacts/{id}?tenant: the contact's tenant when it is not the caller's (read:tenants:any). */
export const systemContactQuerySchema = z.object({ tenant: optionalTenantKeySchema });
export const systemContactResponseSchema = contactDetailSchema;

export const systemContactsTexts = {
  title: 'Contactos',
  tabsLabel: 'Tipo de contacto',
  searchLabel: 'Buscar',
  loading: 'Cargando información...',
  loadFailed: 'No se pudieron cargar los contactos. Intente de nuevo.',
  retry: 'Reintentar',
  /** Ours: which tenant the list shows when the Developer came from another tenant's counter. */
  tenantLabel: 'Tenant',
  pageSize: 'Tamaño de página',
  columns: { name: 'Nombre', kind: 'Tipo', identifiers: 'Identificadores', email: 'Correo electrónico', phone: 'Teléfono' },
  kinds: { 1: 'Persona', 2: 'Organización', 3: 'Grupo' } as Record<number, string>,
  roles: { customer: 'Cliente', supplier: 'Proveedor' } as Record<string, string>,
  total: (n: number) => (n === 1 ? '1 contacto' : `${n.toLocaleString('es-MX')} contactos`),
  notFound: 'El contacto no existe.',
  summaryCard: 'Resumen',
  company: 'Organización',
  jobTitle: 'Puesto',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  modified: 'Última modificación',
  members: 'Miembros',
  groups: 'Grupos',
  status: 'Estatus',
  openInDirectory: 'Ver en el directorio',
} as const;

import { z } from 'zod';
import { roles, type Role } from '../shared/role-values';

/**
 * Roles (part 2 §2.9 /admin/roles, §3 Role: name, displayName, description; §7 GET /api/roles and /api/roles/?{query}).
 * Roles are code, not data: the permission model (contracts/src/shell/permissions.ts, decision 003) says what each
 * role may do, so these calls read it and add the tenant's switch of the flags each permission needs.
 */

/** What each role is for (ours: the spec names the roles, part 1 §1 and part 2 §1, without describing them). */
export const roleDescriptions: Record<Role, string> = {
  Developer: 'Equipo de la plataforma: todas las pantallas, todos los tenants, herramientas de esquema, bitácora e invitaciones en lote.',
  Admin: 'Administrador del tenant: usuarios, tipos de documento, auditoría, notificaciones y directorio completo.',
  Customer: 'Cliente: revisa y audita los documentos de sus proveedores, invita contactos y administra periodos.',
  Supplier: 'Proveedor: carga los documentos de su expediente por periodo y atiende las aclaraciones.',
  Security: 'Seguridad: consulta el directorio y solo puede agregar contactos internos.',
  Support: 'Soporte: las mismas tareas que el administrador del tenant, más los periodos de proveedores.',
  Viewer: 'Consulta: ve documentos, auditorías y aclaraciones sin cambiar nada.',
};

/**
 * The area of a permission, from its entity (`action:entity[:own|any]`), with its Spanish name; a permission whose
 * entity is not listed falls under 'Otros'.
 */
export const permissionAreas: Record<string, string> = {
  account: 'Mi cuenta',
  notifications: 'Notificaciones',
  agreements: 'Aviso de privacidad y encuesta',
  contacts: 'Directorio',
  suppliers: 'Proveedores',
  periods: 'Periodos de proveedores',
  documents: 'Documentos',
  storage: 'TableStorage',
  audit: 'Auditoría',
  disputes: 'Aclaraciones',
  admin: 'Administración',
  features: 'Funcionalidades',
  users: 'Usuarios',
  tenants: 'Tenants',
  roles: 'Roles',
  documenttypes: 'Tipos de documento',
  schema: 'Configuración avanzada',
  events: 'Bitácora',
  bulk: 'Invitaciones',
  sso: 'Inicio de sesión único',
};
export const otherPermissionArea = 'Otros';

/** 'update:contacts' → 'contacts'. */
export function permissionArea(permission: string): string {
  return permission.split(':')[1] ?? permission;
}

export const roleMessages = {
  notFound: 'El rol no existe.',
  codeNote: 'Los roles son parte del código (el modelo de permisos): no se crean ni se editan desde aquí.',
  loadError: 'No se pudieron cargar los roles. Recargue la página para intentar de nuevo.',
} as const;

export const rolesQuerySchema = z.object({
  search: z.string({ error: 'La búsqueda no es válida.' }).trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
});
export type RolesQuery = z.infer<typeof rolesQuerySchema>;

/** A role's name as typed in an address; an unknown one answers 404 (the service), an absurd one 400. */
export const roleParamsSchema = z.object({
  name: z
    .string({ error: 'Indique el rol.' })
    .trim()
    .min(1, { error: 'Indique el rol.' })
    .max(40, { error: 'El rol no es válido.' })
    .regex(/^[A-Za-z]+$/, { error: 'El rol no es válido.' }),
});

/** A flag a permission needs, and whether it is on for the role's users in the caller's tenant. */
export const roleFeatureSchema = z.object({ name: z.string(), description: z.string(), enabled: z.boolean() });
export const rolePermissionSchema = z.object({
  name: z.string(),
  description: z.string(),
  area: z.string(),
  areaDisplayName: z.string(),
  features: z.array(roleFeatureSchema),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

/** Part 2 §3 Role, plus the permissions it holds. */
export const roleInfoSchema = z.object({
  name: z.enum(roles),
  displayName: z.string(),
  description: z.string(),
  permissions: z.array(rolePermissionSchema),
});
export type RoleInfo = z.infer<typeof roleInfoSchema>;
export const rolesResponseSchema = z.object({ roles: z.array(roleInfoSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;
export const roleResponseSchema = z.object({ role: roleInfoSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

/** Lower case without accents, for searches ('Configuración' matches 'configuracion'). */
export function foldSearch(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';
import { newPasswordSchema } from '../auth/password';
import { emailSchema } from '../auth/recovery';
import { roleSchema, userStatusSchema } from '../shared/roles';
import { roles, userStatuses, type Role, type UserStatus } from '../shared/role-values';

/**
 * The administrators' user calls (part 2 §2.9, §3 User / User status, §5 new user, §7, §8): the tenant's users,
 * creating one with a password, a user's status and (ours) role. With manage:users:any (the Developer) a `tenant`
 * names another tenant; without it another tenant's users do not exist for the caller (404).
 */

export const userMessages = {
  firstNameRequired: 'El campo Nombre(s) es requerido.',
  /** Part 2 §5: the paternal last name is required and its message says 'Apellido materno' (kept as the spec has it). */
  lastNameRequired: 'El campo Apellido materno es requerido.',
  emailRequired: 'El campo Correo electrónico es requerido.',
  passwordRequired: 'El campo Contraseña es requerido.',
  roleRequired: 'El campo Rol es requerido.',
  created: 'Usuario creado con éxito.',
  /** Part 2 §8: any answer other than 400/401. */
  somethingWrong: 'Algo salio mal.',
  statusUpdated: 'El estatus del usuario se actualizó correctamente',
  statusFailed: 'El estatus del usuario no se pudo actualizar.',
  tokenExtended: 'La fecha de expiración del token se ha actualizado correctamente.',
  tokenFailed: 'Error al actualizar la fecha de expiración del token.',
  passwordChanged: 'Éxito al actualizar',
  passwordFailed: 'Error al actualizar contraseña',
  /** Ours: the spec shows no text for these. */
  emailTaken: 'Ya existe un usuario con este correo electrónico.',
  emailInvalid: 'El formato del correo electrónico proporcionado no es válido.',
  roleNotAllowed: 'No puede asignar este rol.',
  ownAccount: 'No puede cambiar el estatus ni el rol de su propia cuenta.',
  outranked: 'No puede administrar a un usuario con este rol.',
  tenantNotFound: 'El tenant no existe.',
  roleUpdated: 'El rol del usuario se actualizó correctamente',
  roleFailed: 'El rol del usuario no se pudo actualizar.',
  tooLong: 'El texto es demasiado largo.',
} as const;

/** Part 2 §3 "User status": name and its Spanish name (ours: the spec names the statuses, not their labels). */
export const userStatusLabels: Record<UserStatus, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  inactive: 'Inactivo',
  disabled: 'Deshabilitado',
  removed: 'Eliminado',
};

export const userStatusItemSchema = z.object({ name: userStatusSchema, displayNameES: z.string() });
export type UserStatusItem = z.infer<typeof userStatusItemSchema>;
export const userStatusItem = (name: UserStatus): UserStatusItem => ({ name, displayNameES: userStatusLabels[name] });

/** GET /api/statuslist/. */
export const statusListResponseSchema = z.object({ statusList: z.array(userStatusItemSchema) });
export type StatusListResponse = z.infer<typeof statusListResponseSchema>;
export const userStatusList = (): StatusListResponse => ({ statusList: userStatuses.map(userStatusItem) });

/**
 * Roles each manager may give (ours, as for invitations): never above their own, Developer only by a Developer;
 * Supplier never here (a supplier user belongs to a supplier organization: POST /api/invite creates those).
 */
export const assignableRoles: Partial<Record<Role, readonly Role[]>> = {
  Developer: ['Developer', 'Admin', 'Support', 'Security', 'Customer', 'Viewer'],
  Admin: ['Admin', 'Support', 'Security', 'Customer', 'Viewer'],
  Support: ['Support', 'Security', 'Customer', 'Viewer'],
};

/** Whose status and role a manager may change (ours): a Developer only by a Developer, an Admin not by Support. */
export function canManageUser(manager: Role, target: Role): boolean {
  if (target === 'Developer') return manager === 'Developer';
  if (target === 'Admin') return manager === 'Developer' || manager === 'Admin';
  return manager === 'Developer' || manager === 'Admin' || manager === 'Support';
}

/** Tenant ids (kebab-case, as the tenants' ids are). */
const tenantIdSchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'El tenant no es válido.');

const optionalTenant = z.preprocess((v) => (v === '' ? undefined : v), tenantIdSchema.optional());

/** GET /api/users/?search&pageSize&continuationToken&tenant. */
export const usersListQuerySchema = z.object({
  search: z.string().trim().max(100, userMessages.tooLong).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  continuationToken: z.string().max(4000).optional(),
  tenant: optionalTenant,
});
export type UsersListQuery = z.input<typeof usersListQuerySchema>;

/** Part 2 §3 "User", with the role and status the list shows. */
export const userSummarySchema = z.object({
  publicKey: z.string(),
  displayName: z.string(),
  emailAddress: z.string(),
  thumbnailUrl: z.string().nullable(),
  role: roleSchema,
  roleDisplayName: z.string(),
  status: userStatusItemSchema,
  tenant: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const usersListResponseSchema = z.object({ users: z.array(userSummarySchema), continuationToken: z.string().optional() });
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

/** GET /api/users/{id} (ours: the detail page's contact summary, password card and e-mails). */
export const userDetailSchema = userSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  lastName2: z.string().nullable(),
  hasPassword: z.boolean(),
  tenantDisplayName: z.string(),
  createdAt: z.string(),
  contact: z.object({
    publicKey: z.string(),
    displayName: z.string(),
    companyPublicKey: z.string(),
    companyName: z.string().nullable(),
    emails: z.array(z.object({ emailAddress: z.string(), locationName: z.string() })),
    phoneNumber: z.string().nullable(),
  }),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userParamsSchema = z.object({ id: entityIdSchema });
export const userStatusParamsSchema = z.object({ userPublicKey: entityIdSchema });
/** `tenant` on the detail, status and role calls (manage:users:any only; anyone may name their own). */
export const userTenantQuerySchema = z.object({ tenant: optionalTenant });

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, userMessages.tooLong);

/** POST /api/users/create (part 2 §3 create payload, §5 messages). The server answers field errors as FirstName… */
export const createUserRequestSchema = z.object({
  firstName: required(userMessages.firstNameRequired),
  lastName: required(userMessages.lastNameRequired),
  lastName2: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100, userMessages.tooLong).optional()),
  emailAddress: required(userMessages.emailRequired, 254).pipe(emailSchema),
  password: z.string({ error: userMessages.passwordRequired }).min(1, userMessages.passwordRequired).pipe(newPasswordSchema),
  role: z.enum(roles, { error: userMessages.roleRequired }),
  tenant: optionalTenant,
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** How the server names the create fields in its 400 answers (part 2 §5). */
export const createUserErrorKeys = {
  firstName: 'FirstName',
  lastName: 'LastName',
  lastName2: 'LastName2',
  emailAddress: 'EmailAddress',
  password: 'Password',
  role: 'Role',
} as const;

/** POST /api/{userPublicKey}/change-user-status. */
export const changeUserStatusRequestSchema = z.object({ StatusName: z.enum(userStatuses, { error: 'Estatus no válido.' }) });
export type ChangeUserStatusRequest = z.infer<typeof changeUserStatusRequestSchema>;

/** PUT /api/users/{id}/role (ours: the spec has no role call; a role change ends the user's sessions). */
export const changeUserRoleRequestSchema = z.object({ role: z.enum(roles, { error: userMessages.roleRequired }) });
export type ChangeUserRoleRequest = z.infer<typeof changeUserRoleRequestSchema>;

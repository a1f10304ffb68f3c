// No zod here: the shell reads these at start, and zod stays out of its first download (decision 006). The
// schemas built on them are in ./roles.

/** The spec's roles (part 1 §1). Guest appears only in the admin area (part 2 §1). */
export const roles = ['Developer', 'Admin', 'Customer', 'Supplier', 'Security', 'Support', 'Viewer'] as const;
export type Role = (typeof roles)[number];

/**
 * What users read for each role, everywhere (Mi cuenta, userinfo's primaryRoleDisplayName, /admin/features): the
 * spec's Spanish labels (Cliente, Proveedor, Invitado) and Spanish ones for the rest, since every visible text is
 * Spanish. The role ids stay in English: they are stored values and permission keys.
 */
export const roleLabels: Record<Role | 'Guest', string> = {
  Developer: 'Desarrollador',
  Admin: 'Administrador',
  Customer: 'Cliente',
  Supplier: 'Proveedor',
  Security: 'Seguridad',
  Support: 'Soporte',
  Viewer: 'Consulta',
  Guest: 'Invitado',
};

/** Account status (part 2 §4). Only active users may use the portal when enable-status-blocking is on. */
export const userStatuses = ['pending', 'active', 'inactive', 'disabled', 'removed'] as const;
export type UserStatus = (typeof userStatuses)[number];

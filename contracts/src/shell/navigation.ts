import type { Role } from '../shared/roles';
import type { FeatureName } from '../features/catalog';
import { can, type Permission } from './permissions';

/**
 * The sidebar by role and the client route guard (part 1 §2), in one place shared by the menu, the guard and the
 * server. See docs/decisions/003-permission-model.md for how the spec's menu and guard tables are reconciled.
 */

export type MenuEntry = { path: string; label: string; feature?: FeatureName };

const entries = {
  home: { path: '/', label: 'Inicio' },
  contacts: { path: '/contacts', label: 'Archivo' },
  contracts: { path: '/contracts', label: 'Contratos' },
  orders: { path: '/orders', label: 'Órdenes de Servicio' },
  supplierPeriods: { path: '/supplier-periods', label: 'Periodo Proveedores' },
  compliance: { path: '/compliance', label: 'Cumplimiento' },
  documents: { path: '/documents', label: 'Documentos' },
  disputes: { path: '/DocumentsUnderReview', label: 'Aclaraciones', feature: 'disputes' },
  chat: { path: '/chatbot', label: 'ChatAI' },
  admin: { path: '/admin', label: 'Administración Global' },
  audit: { path: '/audit/documents', label: 'Auditar Documentos', feature: 'customer-audit' },
  dev: { path: '/dev/advanced', label: 'Configuración Avanzada' },
} as const satisfies Record<string, MenuEntry>;

const e = entries;
const customerMenu: MenuEntry[] = [e.home, e.contacts, e.orders, e.supplierPeriods, e.compliance, e.documents, e.disputes, e.audit];
const adminMenu: MenuEntry[] = [e.home, e.contacts, e.orders, e.compliance, e.documents, e.disputes, e.admin];

/** The spec's table, in its order. Flags: disputes and customer-audit gate their entries for every role. */
export const menuByRole: Record<Role, MenuEntry[]> = {
  Developer: [e.home, e.contacts, e.contracts, e.orders, e.supplierPeriods, e.compliance, e.documents, e.disputes, e.chat, e.admin, e.audit, e.dev],
  Admin: adminMenu,
  Customer: customerMenu,
  Supplier: [e.home, e.contacts, e.disputes, e.supplierPeriods, e.orders],
  Security: [e.contacts],
  Support: [...adminMenu, e.supplierPeriods],
  Viewer: customerMenu,
};

export function menuFor(role: Role | undefined, features: Partial<Record<string, boolean>>): MenuEntry[] {
  const menu: MenuEntry[] = role ? menuByRole[role] : [entries.home];
  return menu.filter((m) => (!m.feature || features[m.feature] === true) && pageAllowed(role, m.path, features) !== false);
}

/** The spec's guard table: path prefixes a role may open. */
export const guardPrefixesByRole: Record<Role, string[]> = {
  Admin: ['/contacts', '/orders', '/documents', '/admin'],
  Developer: ['/contacts', '/orders', '/documents', '/admin', '/contracts', '/supplier-periods', '/dev'],
  Customer: ['/contacts', '/orders', '/documents'],
  Supplier: ['/orders'],
  Support: ['/contacts', '/orders', '/documents', '/admin'],
  Viewer: ['/contacts', '/orders', '/supplier-periods', '/documents'],
  Security: [],
};

/** Pages every signed-in user may open (their own account, notifications, help, home). */
export const commonPaths = ['/', '/account', '/notifications', '/help/tours'];
/** Pages that need a flag rather than a role. */
export const featurePaths: { path: string; feature: FeatureName }[] = [{ path: '/upload-documents', feature: 'upload-documents-view' }];

/**
 * Pages that need a permission of permissions.ts (with its flags), most specific first. They narrow what the
 * tables above allow: the same permission guards the page's API calls on the server.
 */
export const pagePermissions: { path: string; permission: Permission }[] = [
  // Admin and Support see it read-only; the Manage Features tile and the switches need manage:features.
  { path: '/admin/features', permission: 'read:features' },
  { path: '/admin', permission: 'read:admin' },
  { path: '/notifications', permission: 'read:notifications:own' },
];

/** false when a page permission covers the path and the user lacks it; undefined when none covers it. */
function pageAllowed(role: Role | undefined, path: string, features: Partial<Record<string, boolean>>): boolean | undefined {
  const rule = pagePermissions.find((p) => under(path, p.path));
  return rule ? can(role, rule.permission, features) : undefined;
}

function under(path: string, prefix: string): boolean {
  const p = path.toLowerCase();
  const q = prefix.toLowerCase();
  return q === '/' ? p === '/' : p === q || p.startsWith(`${q}/`);
}

/**
 * Whether a signed-in user of this role may open a path: never when a page permission covers it and the user lacks
 * it; otherwise when it is common, under a guard prefix of the role, or under an entry of the role's menu (flags
 * respected). Anything else redirects to /.
 */
export function canOpenPath(role: Role | undefined, path: string, features: Partial<Record<string, boolean>>): boolean {
  if (pageAllowed(role, path, features) === false) return false;
  if (commonPaths.some((c) => (c === '/' ? path === '/' : under(path, c)))) return true;
  const flagged = featurePaths.find((f) => under(path, f.path));
  if (flagged) return features[flagged.feature] === true;
  if (!role) return false;
  if (guardPrefixesByRole[role].some((p) => under(path, p))) return true;
  return menuFor(role, features).some((m) => m.path !== '/' && under(path, m.path));
}

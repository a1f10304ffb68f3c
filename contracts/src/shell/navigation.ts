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
  // One name per destination (part 2 §2.10, §2.19): /dev is 'Configuración Avanzada' (the Developer's user menu
  // links it), /dev/advanced is the event log 'Bitácora del sistema'. The part 1 menu table puts /dev/advanced under
  // the label 'Configuración Avanzada'; two pages with one name would be two different places called the same.
  devLog: { path: '/dev/advanced', label: 'Bitácora del sistema' },
} as const satisfies Record<string, MenuEntry>;

const e = entries;
const customerMenu: MenuEntry[] = [e.home, e.contacts, e.orders, e.supplierPeriods, e.compliance, e.documents, e.disputes, e.audit];
const adminMenu: MenuEntry[] = [e.home, e.contacts, e.orders, e.compliance, e.documents, e.disputes, e.admin];

/** The spec's table, in its order. Flags: disputes and customer-audit gate their entries for every role. */
export const menuByRole: Record<Role, MenuEntry[]> = {
  Developer: [e.home, e.contacts, e.contracts, e.orders, e.supplierPeriods, e.compliance, e.documents, e.disputes, e.chat, e.admin, e.audit, e.devLog],
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

/**
 * Where a role starts (after signing in, and what '/' shows): Inicio when it is in the role's menu, otherwise the
 * first entry of its menu (Security: Archivo, part 1 §2 'only /contacts').
 */
export function landingPath(role: Role | undefined, features: Partial<Record<string, boolean>>): string {
  const menu = menuFor(role, features);
  return menu.some((m) => m.path === entries.home.path) ? entries.home.path : (menu[0]?.path ?? entries.home.path);
}

/** Pages every signed-in user may open (their own account, notifications, help, home). */
export const commonPaths = ['/', '/account', '/notifications', '/help/tours'];
/**
 * Pages that need a permission of permissions.ts (with its flags), most specific first. The permission decides them
 * instead of the tables above: the same permission guards the page's API calls on the server.
 */
export const pagePermissions: { path: string; permission: Permission }[] = [
  // The suppliers' upload screen, with its flag (upload-documents-view): the header's 'Cargar Documentos' too.
  { path: '/upload-documents', permission: 'upload:documents:own' },
  // Admin and Support see it read-only; the Manage Features tile and the switches need manage:features.
  { path: '/admin/features', permission: 'read:features' },
  // The admin audit detail (part 2 §2.11): the type's capture form and the reject types.
  { path: '/admin/audit', permission: 'update:audit:any' },
  // The administration pages (issue 16), each with the permission its calls need.
  { path: '/admin/tenants', permission: 'read:tenants' },
  { path: '/admin/users', permission: 'manage:users' },
  { path: '/admin/roles', permission: 'read:roles' },
  { path: '/admin/documenttypes', permission: 'manage:documenttypes' },
  { path: '/admin', permission: 'read:admin' },
  { path: '/dev/advanced', permission: 'read:events' },
  { path: '/dev/invites', permission: 'invite:bulk' },
  { path: '/audit', permission: 'read:audit' },
  { path: '/DocumentsUnderReview', permission: 'read:disputes' },
  { path: '/notifications', permission: 'read:notifications:own' },
  // 'Periodo Proveedores': the same permission guards the periods calls (GET /api/users/me/periods also needs its flag).
  { path: '/supplier-periods', permission: 'read:periods' },
  // Compliance views (issue 17).
  { path: '/orders', permission: 'read:orders' },
  // No rule for /contracts: the page is the Developer's alone (part 1 §2 menu and guard). Customers, staff and viewers
  // hold read:contracts for the calls (the new order's contract picker), not for the page.
  { path: '/compliance', permission: 'read:compliance' },
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
 * Whether a signed-in user of this role may open a path: when a page permission covers it, whether the user holds
 * it (with its flags); otherwise when it is common, under a guard prefix of the role, or under an entry of the
 * role's menu (flags respected). Anything else goes to the role's landing page.
 */
export function canOpenPath(role: Role | undefined, path: string, features: Partial<Record<string, boolean>>): boolean {
  const permitted = pageAllowed(role, path, features);
  if (permitted !== undefined) return permitted;
  if (commonPaths.some((c) => (c === '/' ? path === '/' : under(path, c)))) return true;
  if (!role) return false;
  if (guardPrefixesByRole[role].some((p) => under(path, p))) return true;
  return menuFor(role, features).some((m) => m.path !== '/' && under(path, m.path));
}

/** What the client route guard does with a path: show it, or send the user to their landing page. */
export type RouteDecision = { action: 'open' } | { action: 'redirect'; to: string; denied: boolean };

/**
 * The client route guard's rule. '/' of a role without Inicio goes to its landing page (not a refusal: it is where
 * signing in arrives); a page the role may not open goes to the landing page as a refusal (`denied`), which the web
 * explains with a short toast.
 */
export function routeDecision(role: Role | undefined, path: string, features: Partial<Record<string, boolean>>): RouteDecision {
  const landing = landingPath(role, features);
  if (path === entries.home.path && landing !== entries.home.path) return { action: 'redirect', to: landing, denied: false };
  if (canOpenPath(role, path, features)) return { action: 'open' };
  return { action: 'redirect', to: landing, denied: true };
}

/**
 * The user menu's links (part 1 §6), by the same model: 'Mi cuenta' for everyone; the Developer's links to the own
 * tenant, global administration and advanced configuration; 'Administración de Features' for whoever may read the
 * features (Admin and Support see it read-only), whose only other way there would be a tile of /admin. Each
 * destination keeps the one name it has in the sidebar and the route table.
 */
export function userMenuFor(role: Role | undefined, features: Partial<Record<string, boolean>>, tenant: { id: string; name: string }): MenuEntry[] {
  const links: MenuEntry[] = [{ path: '/account', label: 'Mi cuenta' }];
  const developer = role === 'Developer';
  if (developer) links.push({ path: `/admin/tenants/${encodeURIComponent(tenant.id)}`, label: `Administrar ${tenant.name}` }, entries.admin);
  if (can(role, 'read:features', features)) links.push({ path: '/admin/features', label: 'Administración de Features' });
  if (developer) links.push({ path: '/dev', label: 'Configuración Avanzada' });
  return links;
}

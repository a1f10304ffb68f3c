import type { ComponentType } from 'react';

/**
 * The one route table (part 2 §2.19 plus 'Mi cuenta'). The router, and later the menu and the role guard, are
 * built from it; links are written with getHref so a renamed path or a missing parameter fails the type check.
 * Every page is a dynamic import, so each real page is its own chunk and /login does not download the others.
 */

/** Props every page receives from the router. */
export type PageProps = { title: string };
export type PageModule = { default: ComponentType<PageProps> };
export type PageLoader = () => Promise<PageModule>;

/** Layout group: public pages, the developer area (/dev), the main shell (/) and the admin area (/admin). */
export type RouteGroup = 'public' | 'dev' | 'shell' | 'admin';

export type RouteDefinition = {
  key: string;
  path: string;
  title: string;
  group: RouteGroup;
  /** Reachable without a session. */
  public: boolean;
  page: PageLoader;
};

// The sections that later issues build share one honest placeholder page (one chunk).
const notAvailable: PageLoader = () =>
  import('../features/shell/not-available-page').then((m) => ({ default: m.NotAvailablePage }));

export const routes = [
  // Public screens (part 1 §2)
  { key: 'login', path: '/login', title: 'Iniciar sesión', group: 'public', public: true, page: () => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })) },
  { key: 'login2fa', path: '/login-2fa', title: 'Verificación en dos pasos', group: 'public', public: true, page: () => import('../features/auth/login-2fa-page').then((m) => ({ default: m.Login2faPage })) },
  { key: 'logout', path: '/logout', title: 'Cerrar sesión', group: 'public', public: true, page: () => import('../features/auth/logout-page').then((m) => ({ default: m.LogoutPage })) },
  { key: 'recoverPassword', path: '/account/recover-password', title: 'Recuperar contraseña', group: 'public', public: true, page: () => import('../features/auth/recover-password-page').then((m) => ({ default: m.RecoverPasswordPage })) },
  { key: 'redeem', path: '/account/redeem', title: 'Activar cuenta', group: 'public', public: true, page: () => import('../features/auth/redeem-invite-page').then((m) => ({ default: m.RedeemInvitePage })) },
  { key: 'resetPassword', path: '/account/reset-password', title: 'Restablecer contraseña', group: 'public', public: true, page: () => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })) },
  { key: 'accountStatus', path: '/account/status', title: 'Estado de la cuenta', group: 'public', public: true, page: () => import('../features/auth/account-status-page').then((m) => ({ default: m.AccountStatusPage })) },
  { key: 'supplierRedeemInvite', path: '/supplier/redeem-invite', title: 'Registro de proveedor', group: 'public', public: true, page: () => import('../features/suppliers/supplier-registration-page').then((m) => ({ default: m.SupplierRegistrationPage })) },

  // Developer area (part 2 §2.10)
  { key: 'dev', path: '/dev', title: 'Configuración Avanzada', group: 'dev', public: false, page: () => import('../features/dev/advanced-config-page').then((m) => ({ default: m.AdvancedConfigPage })) },
  { key: 'devAdvanced', path: '/dev/advanced', title: 'Bitácora del sistema', group: 'dev', public: false, page: () => import('../features/dev/events-log-page').then((m) => ({ default: m.EventsLogPage })) },
  { key: 'devInvites', path: '/dev/invites', title: 'Invitaciones', group: 'dev', public: false, page: () => import('../features/dev/bulk-invites-page').then((m) => ({ default: m.BulkInvitesPage })) },
  { key: 'devUi', path: '/dev/ui', title: 'Guía de diseño', group: 'dev', public: false, page: () => import('../features/dev/ui-page') },

  // Main shell
  { key: 'home', path: '/', title: 'Inicio', group: 'shell', public: false, page: () => import('../features/home/home-page').then((m) => ({ default: m.HomePage })) },
  { key: 'account', path: '/account', title: 'Mi cuenta', group: 'shell', public: false, page: () => import('../features/auth/account-page').then((m) => ({ default: m.AccountPage })) },
  { key: 'contacts', path: '/contacts', title: 'Contactos y Organizaciones', group: 'shell', public: false, page: () => import('../features/contacts/contacts-page').then((m) => ({ default: m.ContactsPage })) },
  { key: 'contactDetail', path: '/contacts/:id', title: 'Detalle del contacto', group: 'shell', public: false, page: () => import('../features/contacts/contact-detail-page').then((m) => ({ default: m.ContactDetailPage })) },
  { key: 'orders', path: '/orders', title: 'Órdenes de Servicio', group: 'shell', public: false, page: () => import('../features/orders/orders-redirect').then((m) => ({ default: m.OrdersRedirect })) },
  { key: 'ordersList', path: '/orders/list', title: 'Órdenes de Servicio', group: 'shell', public: false, page: () => import('../features/orders/orders-page').then((m) => ({ default: m.OrdersPage })) },
  { key: 'supplierPeriods', path: '/supplier-periods', title: 'Proveedores - Sociedades', group: 'shell', public: false, page: () => import('../features/periods/supplier-periods-page').then((m) => ({ default: m.SupplierPeriodsPage })) },
  { key: 'documents', path: '/documents', title: 'Documentos', group: 'shell', public: false, page: () => import('../features/documents/documents-page').then((m) => ({ default: m.DocumentsPage })) },
  { key: 'documentDetail', path: '/documents/:id', title: 'Detalles del Documento', group: 'shell', public: false, page: () => import('../features/documents/document-detail-page').then((m) => ({ default: m.DocumentDetailPage })) },
  { key: 'contracts', path: '/contracts', title: 'Contratos', group: 'shell', public: false, page: () => import('../features/contracts/contracts-page').then((m) => ({ default: m.ContractsPage })) },
  { key: 'compliance', path: '/compliance', title: 'Cumplimiento', group: 'shell', public: false, page: () => import('../features/compliance/compliance-page').then((m) => ({ default: m.CompliancePage })) },
  { key: 'chatbot', path: '/chatbot', title: 'ChatAI', group: 'shell', public: false, page: notAvailable },
  { key: 'notifications', path: '/notifications', title: 'Notificaciones', group: 'shell', public: false, page: () => import('../features/notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })) },
  { key: 'auditDocuments', path: '/audit/documents', title: 'Auditar Documentos', group: 'shell', public: false, page: () => import('../features/audit/audit-documents-page').then((m) => ({ default: m.AuditDocumentsPage })) },
  { key: 'auditDocument', path: '/audit/documents/:id', title: 'Detalle del Documento', group: 'shell', public: false, page: () => import('../features/audit/contract-audit-page').then((m) => ({ default: m.ContractAuditPage })) },
  { key: 'auditDocumentDetails', path: '/audit/document-details/:id', title: 'Auditoría del documento', group: 'shell', public: false, page: () => import('../features/audit/admin-audit-page').then((m) => ({ default: m.AuditDocumentDetailsPage })) },
  { key: 'disputes', path: '/DocumentsUnderReview', title: 'Aclaración Documental', group: 'shell', public: false, page: () => import('../features/disputes/disputes-page').then((m) => ({ default: m.DisputesPage })) },
  { key: 'disputeDocument', path: '/DocumentsUnderReview/document/:id', title: 'Detalle de la aclaración', group: 'shell', public: false, page: () => import('../features/disputes/dispute-detail-page').then((m) => ({ default: m.DisputeDetailPage })) },
  { key: 'uploadDocuments', path: '/upload-documents', title: 'Cargar Documentos', group: 'shell', public: false, page: () => import('../features/upload/upload-documents-page').then((m) => ({ default: m.UploadDocumentsPage })) },
  { key: 'helpTours', path: '/help/tours', title: 'Ayuda y recorridos', group: 'shell', public: false, page: notAvailable },

  // Admin area (part 2 §2.9)
  { key: 'admin', path: '/admin', title: 'Administración Global', group: 'admin', public: false, page: () => import('../features/admin/admin-home-page').then((m) => ({ default: m.AdminHomePage })) },
  { key: 'adminTenants', path: '/admin/tenants', title: 'Tenants', group: 'admin', public: false, page: () => import('../features/admin/tenants-page').then((m) => ({ default: m.TenantsPage })) },
  { key: 'adminTenant', path: '/admin/tenants/:id', title: 'Detalle del tenant', group: 'admin', public: false, page: () => import('../features/admin/tenant-page').then((m) => ({ default: m.TenantPage })) },
  { key: 'adminTenantUsers', path: '/admin/tenants/:id/users', title: 'Usuarios del tenant', group: 'admin', public: false, page: () => import('../features/admin/tenant-users-page').then((m) => ({ default: m.TenantUsersPage })) },
  { key: 'adminContacts', path: '/admin/contacts', title: 'Contactos', group: 'admin', public: false, page: () => import('../features/admin/system-contacts-page').then((m) => ({ default: m.SystemContactsPage })) },
  { key: 'adminContact', path: '/admin/contacts/:id', title: 'Detalle del contacto', group: 'admin', public: false, page: () => import('../features/admin/system-contact-page').then((m) => ({ default: m.SystemContactPage })) },
  { key: 'adminDocuments', path: '/admin/documents', title: 'Documentos del sistema', group: 'admin', public: false, page: () => import('../features/admin/system-documents-page').then((m) => ({ default: m.SystemDocumentsPage })) },
  { key: 'adminDocument', path: '/admin/documents/:id', title: 'Detalle del documento', group: 'admin', public: false, page: () => import('../features/admin/system-document-page').then((m) => ({ default: m.SystemDocumentPage })) },
  { key: 'adminDocumentTypes', path: '/admin/documenttypes', title: 'Tipos de documento', group: 'admin', public: false, page: () => import('../features/admin/document-types-page').then((m) => ({ default: m.DocumentTypesPage })) },
  { key: 'adminDocumentType', path: '/admin/documenttypes/:id', title: 'Detalle del tipo de documento', group: 'admin', public: false, page: () => import('../features/admin/document-type-page').then((m) => ({ default: m.DocumentTypePage })) },
  { key: 'adminUsers', path: '/admin/users', title: 'Usuarios', group: 'admin', public: false, page: () => import('../features/admin/users-page').then((m) => ({ default: m.UsersPage })) },
  { key: 'adminUser', path: '/admin/users/:id', title: 'Detalle del usuario', group: 'admin', public: false, page: () => import('../features/admin/user-page').then((m) => ({ default: m.UserPage })) },
  { key: 'adminRoles', path: '/admin/roles', title: 'Roles', group: 'admin', public: false, page: () => import('../features/admin/roles-page').then((m) => ({ default: m.RolesPage })) },
  { key: 'adminRole', path: '/admin/roles/:name', title: 'Detalle del rol', group: 'admin', public: false, page: () => import('../features/admin/role-page').then((m) => ({ default: m.RolePage })) },
  { key: 'adminTableStorage', path: '/admin/tablestorage', title: 'TableStorage', group: 'admin', public: false, page: () => import('../features/metadata/table-storage-page').then((m) => ({ default: m.TableStoragePage })) },
  // The same lists as /audit/documents inside the admin area (its details' breadcrumb returns here).
  { key: 'adminAuditDocuments', path: '/admin/audit/documents', title: 'Auditar Documentos', group: 'admin', public: false, page: () => import('../features/audit/audit-documents-page').then((m) => ({ default: m.AuditDocumentsPage })) },
  { key: 'adminAuditDocument', path: '/admin/audit/documents/:id', title: 'Detalle del Documento', group: 'admin', public: false, page: () => import('../features/audit/admin-audit-page').then((m) => ({ default: m.AdminAuditPage })) },
  { key: 'adminAuditDocumentDetails', path: '/admin/audit/document-details/:id', title: 'Auditoría del documento', group: 'admin', public: false, page: () => import('../features/audit/admin-audit-page').then((m) => ({ default: m.AdminAuditPage })) },
  { key: 'adminFeatures', path: '/admin/features', title: 'Administración de Features', group: 'admin', public: false, page: () => import('../features/features/features-page').then((m) => ({ default: m.FeaturesPage })) },
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof routes)[number];
export type RouteKey = AppRoute['key'];
type PathOf<K extends RouteKey> = Extract<AppRoute, { key: K }>['path'];

/** ':id' segments of a path literal, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamValue = string | number;
export type RouteParams<K extends RouteKey> = [PathParamNames<PathOf<K>>] extends [never]
  ? undefined | Record<string, never>
  : { [N in PathParamNames<PathOf<K>>]: ParamValue };

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

type HrefArgs<K extends RouteKey> = [PathParamNames<PathOf<K>>] extends [never]
  ? [params?: RouteParams<K>, query?: Query]
  : [params: RouteParams<K>, query?: Query];

const routesByKey = new Map<string, AppRoute>(routes.map((route) => [route.key, route]));

export function getRoute<K extends RouteKey>(key: K): Extract<AppRoute, { key: K }> {
  const route = routesByKey.get(key);
  if (!route) throw new Error(`Ruta desconocida: ${key}`);
  return route as Extract<AppRoute, { key: K }>;
}

/**
 * The href of a route: fills ':name' parameters (URL-encoded; a missing one is a type error, and throws at run
 * time) and appends the query, skipping null and undefined values and repeating array values.
 */
export function getHref<K extends RouteKey>(key: K, ...[params, query]: HrefArgs<K>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const path = getRoute(key).path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Falta el parámetro '${name}' de la ruta ${key}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const list: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value as string | number | boolean];
    for (const item of list) search.append(name, String(item));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

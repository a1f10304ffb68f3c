import type { FeatureName } from '../features/catalog';
import type { Role } from '../shared/roles';

/**
 * The permission model (docs/decisions/003 and 005): `action:entity[:own|any]` permissions granted per role, each
 * with the feature flags it needs. The server's endpoints declare the permission they need (platform/http.ts
 * `access`), the route guard and the menu ask `can()` for the pages listed in navigation.ts `pagePermissions`,
 * and the web hides actions with the same call. `:own` means "the caller's own objects" (the handler checks the
 * owner; another user's object answers 404); `:any` widens an action beyond the caller's own scope.
 */
export type PermissionDefinition = { description: string; features: readonly FeatureName[] };

export const permissionCatalog = {
  'read:notifications:own': { description: 'Ver sus notificaciones, su contador y sus adjuntos.', features: ['notifications'] },
  'update:notifications:own': { description: 'Marcar sus notificaciones como leídas o no leídas, archivarlas y desarchivarlas.', features: ['notifications'] },
  'create:notifications': {
    description: 'Crear notificaciones para una organización o grupo (todas si es miembro del grupo principal; si no, las propias) y cargar adjuntos.',
    features: ['notifications', 'notifications-insert'],
  },
  'create:notifications:any': { description: "Crear notificaciones 'Global de Sistema' para todos los usuarios del tenant.", features: ['notifications', 'notifications-insert'] },
  'read:agreements:own': { description: 'Leer el aviso de privacidad y la encuesta CX/UX vigentes (proveedores).', features: [] },
  'sign:agreements:own': { description: 'Aceptar el aviso de privacidad y responder la encuesta CX/UX (proveedores).', features: [] },
  'read:contacts': {
    description: 'Ver el directorio (Archivo): todo el tenant para administradores, Seguridad y miembros del grupo principal; si no, su organización, sus proveedores y sus personas.',
    features: [],
  },
  // Editing a contact's detail (part 2 §2.2, §6): which contact and which flag is the service's rule (contact-editing.service.ts).
  'update:contacts': {
    description: 'Editar el detalle de un contacto: administradores todo el tenant; un cliente su organización y sus proveedores; un proveedor su organización y sus personas.',
    features: [],
  },
  // Supplier periods (part 2 §2.12, §6): suppliers read their own organization's, customers their suppliers'.
  // No flag here, like the other menu pages (part 1 §2): GET /api/users/me/periods itself needs get-supplier-periods.
  'read:periods': {
    description: 'Ver los periodos de proveedores (Proveedores - Sociedades): todos para administradores y miembros del grupo principal; si no, los de su organización.',
    features: [],
  },
  'read:periods:any': { description: 'Ver todos los periodos y todas las organizaciones del tenant.', features: ['get-all-periods'] },
  'create:periods': { description: 'Agregar periodos de proveedores con las sociedades a su alcance.', features: ['add-supplier-periods'] },
  'update:periods': { description: 'Editar y eliminar periodos de proveedores a su alcance.', features: ['edit-supplier-periods'] },
  // Document types, their sets and field definitions (part 2 §3, §7): every signed-in role reads the tenant's catalogue.
  'read:documents': {
    description: 'Ver el catálogo de tipos de documento y los documentos a su alcance: todo el tenant para administradores y miembros del grupo principal; si no, los de su organización o de sus proveedores.',
    features: [],
  },
  // The editors of part 2 §4: which flag each change needs is the service's rule (edit-documents-compliance,
  // edit-document-metadata, edit-documents-period).
  'update:documents': { description: 'Cambiar el estatus, los datos y el periodo de los documentos a su alcance.', features: [] },
  // Part 1 §6: a Supplier deletes only documents with status I (the service's rule).
  'delete:documents': { description: 'Eliminar documentos a su alcance (un proveedor solo los de estatus Inválido).', features: ['document-delete'] },
  // Part 2 §2.2: the upload button of a supplier's document file, for the organizations in the caller's view.
  'upload:documents:any': {
    description: 'Cargar documentos al expediente de un proveedor a su alcance desde su ficha.',
    features: ['add-documents-expediente'],
  },
  // Issue 14: run metadata extraction on a document in the caller's view (the uploader's own through DocumentAccess).
  'extract:documents': { description: 'Extraer de nuevo los datos de los documentos a su alcance (Reprocesar documento).', features: [] },
  // Part 2 §2.9 /admin/tablestorage: the processing records, Reprocesar and Image AI.
  'manage:storage': { description: 'Ver los registros de procesamiento (TableStorage) y reprocesar documentos en lote.', features: [] },
  // The review loop (issue 15, decision 015). Which documents is DocumentAccess's rule, as for the documents lists.
  'read:audit': { description: 'Ver las listas de auditoría (Auditar Documentos) de los documentos a su alcance.', features: ['customer-audit'] },
  'update:audit': {
    description: 'Auditar documentos a su alcance: guardar el formulario de contrato, rechazar y administrar etiquetas.',
    features: ['customer-audit'],
  },
  'update:audit:any': { description: 'Auditar desde administración: capturar con el formulario del tipo y rechazar con solicitud de corrección.', features: [] },
  'read:disputes': { description: 'Ver las aclaraciones (Aclaraciones) de los documentos a su alcance.', features: ['disputes'] },
  'comment:disputes': { description: 'Comentar en las aclaraciones a su alcance, con archivo adjunto.', features: ['disputes'] },
  'manage:disputes': { description: 'Abrir aclaraciones y cambiar su estatus (en espera, finalizar, cerrar).', features: ['disputes'] },
  'update:account:own': { description: "Cambiar su nombre y su contraseña en 'Mi cuenta'.", features: [] },
  'read:admin': { description: 'Entrar al área de administración (/admin).', features: [] },
  'read:features': { description: 'Ver las funcionalidades del tenant y por rol.', features: [] },
  'manage:features': { description: 'Encender y apagar funcionalidades del tenant y por rol (Administración de Features).', features: [] },
  'manage:users': { description: 'Administrar usuarios del tenant: invitaciones y contraseñas.', features: [] },
  // The administration and developer area (issue 16). Which tenant is the service's rule: the caller's own, every
  // tenant with the ':any' form (the Developer works across tenants: tenants list, metrics, a tenant's users).
  'read:tenants': { description: 'Ver los tenants y sus contadores (el propio tenant).', features: [] },
  'read:tenants:any': { description: 'Ver todos los tenants de la plataforma y sus contadores.', features: [] },
  'create:tenants': { description: 'Crear tenants con sus datos iniciales (tipos de documento, funcionalidades, grupo principal).', features: [] },
  'manage:users:any': { description: 'Administrar los usuarios de cualquier tenant.', features: [] },
  'read:roles': { description: 'Ver los roles y los permisos de cada uno.', features: [] },
  'manage:documenttypes': { description: 'Configurar los tipos de documento del tenant (requerido, periodicidad, riesgo, multa, validación automática).', features: [] },
  // Schema tools (part 2 §2.10): outside production, or with schema-drop-and-create; the service checks both.
  'manage:schema': { description: 'Crear y eliminar el esquema de almacenamiento y ver la información de la base de datos (Configuración Avanzada).', features: [] },
  'read:events': { description: "Ver la bitácora del sistema y verificar su cadena de integridad ('Bitácora del sistema').", features: [] },
  'invite:bulk': { description: "Enviar invitaciones en lote desde una tabla editable o un CSV ('Invitaciones').", features: [] },
  'manage:sso': { description: 'Configurar el inicio de sesión único (SAML) del tenant.', features: [] },
  // Compliance views (issue 17). Which suppliers is the service's rule, as for documents: a Supplier its own
  // organization, a customer its suppliers, administrators and the main group the tenant.
  'read:compliance': { description: 'Ver el cumplimiento documental (tablero, cuadrícula por proveedor, tipo y periodo) de los proveedores a su alcance.', features: [] },
  'read:orders': { description: 'Ver las órdenes de servicio de los proveedores a su alcance (un proveedor las suyas).', features: [] },
  'manage:orders': { description: 'Crear órdenes de servicio e importarlas desde CSV.', features: [] },
  'read:contracts': { description: 'Ver los contratos auditados de los proveedores a su alcance, con su riesgo y validación.', features: [] },
  'export:documents': { description: 'Exportar documentos a un ZIP protegido con contraseña (enlace por correo, 7 días).', features: ['documents-export'] },
  'read:reports': { description: 'Ver los reportes configurados del tenant (Inicio y Cumplimiento) y los reportes BI embebidos.', features: [] },
  'manage:reports': { description: 'Configurar los reportes del tenant (Power BI y marcos) y la vigilancia de la lista 69-B.', features: [] },
  'upload:documents:own': {
    description: "Cargar los documentos del propio expediente por periodo ('Cargar Documentos', /upload-documents).",
    features: ['upload-documents-view'],
  },
  // Onboarding (part 2 §6 'Add actions menu on contacts'): which organization and role is the service's rule (suppliers/).
  'invite:contacts': { description: 'Invitar contactos internos a una organización cliente (todas si es miembro del grupo principal; si no, la propia).', features: [] },
  'create:suppliers': { description: 'Agregar proveedores e invitar a sus contactos.', features: [] },
  'invite:suppliers': { description: 'Generar enlaces de registro para proveedores nuevos.', features: ['generate-invite-link'] },
} as const satisfies Record<string, PermissionDefinition>;

export type Permission = keyof typeof permissionCatalog;
export const permissions = Object.keys(permissionCatalog) as Permission[];

/** What every signed-in user may do with their own things. */
const everyone: Permission[] = ['read:notifications:own', 'update:notifications:own', 'update:account:own', 'read:contacts', 'read:documents'];
/** Developer, Admin, Customer and Support add internal contacts, suppliers and their contacts (part 2 §6). */
const supplierOnboarders: Permission[] = ['invite:contacts', 'create:suppliers', 'invite:suppliers'];
/** Who reviews documents (part 2 §1: customers, administrators, support staff and auditors). */
const documentEditors: Permission[] = ['update:documents', 'delete:documents', 'upload:documents:any', 'extract:documents'];
/** Auditors (part 2 §1): customers, administrators and support staff review, and answer the clarifications. */
const auditors: Permission[] = ['read:audit', 'update:audit', 'read:disputes', 'comment:disputes', 'manage:disputes'];
/** Compliance views (issue 17) for the roles that follow suppliers: customers, staff and viewers. */
const complianceReaders: Permission[] = ['read:compliance', 'read:orders', 'read:contracts', 'export:documents', 'read:reports'];
const administrators: Permission[] = [...everyone, ...complianceReaders, 'manage:orders', 'manage:reports', ...documentEditors, ...auditors, 'update:audit:any', 'create:notifications', 'create:notifications:any', 'read:admin', 'read:features', 'manage:users', 'update:contacts', ...supplierOnboarders, 'read:tenants', 'read:roles', 'manage:documenttypes'];
/**
 * Periods: administrators and customers keep them (part 2 §1: administrators manage supplier-to-company periods).
 * Admin's menu has no 'Periodo Proveedores' (part 1 §2), so Admin gets none of them: a page outside the menu
 * would only be reachable by typing its address (decision 003).
 */
const periodKeepers: Permission[] = ['read:periods', 'create:periods', 'update:periods'];

/**
 * Permissions per role. The spec: the admin area is for Admin, Developer and Support (part 1 §2 guard), only the
 * Developer sees Manage Features (part 2 §6); notifications are created by administrators and by customers for
 * their organizations (the creation modal's targets, part 2 §3); 'Global de Sistema' only by administrators; the
 * privacy notice and the survey are the suppliers' (part 1 §6), and so is the upload screen behind 'Cargar Documentos'
 * (part 1 §1, part 2 §1 and §2.14: suppliers upload their documents per period; customers review them). The Developer
 * holds it too, as every page of the app (part 1 §2 menus), to check the screen.
 */
export const permissionsByRole: Record<Role, readonly Permission[]> = {
  Developer: [
    ...administrators,
    'manage:features',
    'manage:sso',
    'upload:documents:own',
    ...periodKeepers,
    'read:periods:any',
    'manage:storage',
    // The platform team (part 2 §1, §2.10): tenants, every tenant's users, the schema tools, the event log, bulk invites.
    'read:tenants:any',
    'create:tenants',
    'manage:users:any',
    'manage:schema',
    'read:events',
    'invite:bulk',
  ],
  Admin: [...administrators, 'manage:storage'],
  Support: [...administrators, ...periodKeepers, 'read:periods:any', 'manage:storage'],
  Customer: [...everyone, ...complianceReaders, 'manage:orders', ...documentEditors, ...auditors, 'create:notifications', ...periodKeepers, 'update:contacts', ...supplierOnboarders],
  // Suppliers accept the privacy notice and answer the satisfaction survey (part 1 §6); they read their own periods.
  // Issue 17: a Supplier sees its own figures, orders and exports its own documents; contracts are the customers'.
  Supplier: [...everyone, 'read:compliance', 'read:orders', 'export:documents', 'read:reports', 'read:agreements:own', 'sign:agreements:own', 'upload:documents:own', 'delete:documents', 'read:periods', 'update:contacts', 'extract:documents', 'read:disputes', 'comment:disputes'],
  // Security may only add an internal contact (part 2 §6).
  Security: [...everyone, 'invite:contacts'],
  // The Viewer's menu has 'Auditar Documentos' and 'Aclaraciones' (part 1 §2): it reads them, changes nothing.
  Viewer: [...everyone, ...complianceReaders, 'read:periods', 'read:audit', 'read:disputes'],
};

/** The role holds the permission (flags aside). */
export function hasPermission(role: Role | undefined, permission: Permission): boolean {
  return !!role && permissionsByRole[role].includes(permission);
}

/** The flags a permission needs (all of them on for the user). */
export function requiredFeatures(permission: Permission): readonly FeatureName[] {
  return permissionCatalog[permission].features;
}

/** The role holds the permission and every flag it needs is on for the user (userinfo.features). */
export function can(role: Role | undefined, permission: Permission, features: Partial<Record<string, boolean>>): boolean {
  return hasPermission(role, permission) && requiredFeatures(permission).every((f) => features[f] === true);
}

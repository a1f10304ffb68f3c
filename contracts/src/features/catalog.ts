import { z } from 'zod';

/**
 * Every feature flag named in the spec (part 1 §6, part 2 §6), with what it does, whether a tenant administrator
 * may switch it per role on /admin/features (manageable), and its default for a new tenant. The server combines
 * these defaults with the tenant's and the role's settings (features service); userinfo.features reflects them.
 */
export type FeatureDefinition = { description: string; manageable: boolean; defaultEnabled: boolean };

export const featureCatalog = {
  notifications: { description: 'Notificaciones en el encabezado y la página de notificaciones.', manageable: true, defaultEnabled: true },
  'notifications-insert': { description: "Muestra 'Agregar Notificación' para crear notificaciones.", manageable: true, defaultEnabled: true },
  disputes: { description: 'Aclaraciones de documentos (menú Aclaraciones).', manageable: true, defaultEnabled: true },
  'customer-audit': { description: 'Auditoría de documentos por el cliente (menú Auditar Documentos).', manageable: true, defaultEnabled: true },
  'privacy-supplier': { description: 'Aviso de privacidad obligatorio para proveedores (ventana que bloquea hasta aceptarlo).', manageable: true, defaultEnabled: true },
  'cx-ux-survey': { description: 'Encuesta de satisfacción CX/UX (se puede posponer).', manageable: true, defaultEnabled: false },
  'show-privacy-terms': { description: 'Muestra los términos de privacidad.', manageable: true, defaultEnabled: true },
  infotips: { description: 'Ayudas contextuales (infotips) en formularios y documentos.', manageable: true, defaultEnabled: true },
  'infotips-one-pagers': { description: 'Infotips con guías de una página por tipo de documento.', manageable: true, defaultEnabled: false },
  'disable-document-download': { description: 'Impide descargar documentos desde el visor.', manageable: true, defaultEnabled: false },
  'disable-popDocument-download': { description: 'Impide descargar desde la vista emergente del documento.', manageable: true, defaultEnabled: false },
  'md5-upload': { description: 'Calcula y verifica el MD5 de cada archivo cargado.', manageable: true, defaultEnabled: true },
  'generate-invite-link': { description: "Botón 'Generar invitación' para proveedores.", manageable: true, defaultEnabled: true },
  'supplier-bi': { description: 'Reporte BI de la organización en Inicio (si está apagado, reportes de inicio embebidos).', manageable: true, defaultEnabled: false },
  'costumer-bi': { description: 'Reportes BI para clientes.', manageable: true, defaultEnabled: false },
  'home-pending-documents-upload': { description: "Carga directa desde 'Documentos pendientes' en Inicio del proveedor.", manageable: true, defaultEnabled: true },
  'add-documents-expediente': { description: 'Cargar documentos al expediente (también desde notificaciones de rechazo).', manageable: true, defaultEnabled: true },
  'upload-documents-view': { description: "Pantalla y botón 'Cargar Documentos'.", manageable: true, defaultEnabled: true },
  'experimental-themes-feature': { description: 'Selector de tema (oscuro o claro) en el encabezado.', manageable: true, defaultEnabled: true },
  'show-video-tutorial': { description: 'Botón de video tutorial en el encabezado.', manageable: true, defaultEnabled: false },
  'show-upload-documents-tour': { description: 'Recorrido guiado de carga de documentos.', manageable: true, defaultEnabled: true },
  'use-cuernavaca-logo': { description: 'Usa el logotipo alterno del cliente.', manageable: false, defaultEnabled: false },
  'instant-metadata': { description: 'Extracción inmediata de metadatos al cargar (tipos fiscales y de seguridad social, < 10 MB).', manageable: true, defaultEnabled: true },
  'instant-metadata-with-errors': { description: 'Extracción inmediata que reporta también los errores.', manageable: true, defaultEnabled: false },
  'enable-status-blocking': { description: 'Usuarios no activos solo ven la pantalla de cuenta bloqueada.', manageable: false, defaultEnabled: true },
  'document-delete': { description: 'Eliminar documentos (un proveedor solo los de estatus Inválido).', manageable: true, defaultEnabled: true },
  'employee-number-input': { description: 'Número de empleado al invitar contactos internos (rol Cliente).', manageable: true, defaultEnabled: false },
  'identifier-input': { description: 'Identificadores obligatorios al agregar proveedores.', manageable: true, defaultEnabled: false },
  'update-organization-status': { description: 'Cambiar el estatus (activa o inactiva) de una organización.', manageable: true, defaultEnabled: true },
  'customer-update-info': { description: 'Editar el nombre de una organización.', manageable: true, defaultEnabled: true },
  'edit-contacts-identifiers': { description: 'Editar identificadores de contactos.', manageable: true, defaultEnabled: true },
  'edit-documents-identifiers': { description: 'Editar identificadores de documentos.', manageable: true, defaultEnabled: true },
  'add-contacts-identifiers': { description: 'Agregar identificadores a contactos.', manageable: true, defaultEnabled: true },
  'add-documents-identifiers': { description: 'Agregar identificadores a documentos.', manageable: true, defaultEnabled: true },
  'add-contacts-emails': { description: 'Agregar correos a contactos.', manageable: true, defaultEnabled: true },
  'add-contacts-phones': { description: 'Agregar teléfonos a contactos.', manageable: true, defaultEnabled: true },
  'edit-contacts-phones': { description: 'Editar teléfonos de contactos.', manageable: true, defaultEnabled: true },
  'add-contacts-address': { description: 'Agregar domicilios a contactos.', manageable: true, defaultEnabled: true },
  'edit-contacts-address': { description: 'Editar domicilios de contactos.', manageable: true, defaultEnabled: true },
  'add-contacts-members': { description: 'Agregar miembros a organizaciones y grupos.', manageable: true, defaultEnabled: true },
  'filter-by-document-set': { description: 'Filtrar documentos por catálogo (conjunto de tipos).', manageable: true, defaultEnabled: true },
  'documents-export': { description: 'Exportar documentos (descarga por correo, enlace de 7 días).', manageable: true, defaultEnabled: true },
  'edit-document-metadata': { description: 'Editar los datos extraídos de un documento.', manageable: true, defaultEnabled: true },
  'edit-documents-compliance': { description: 'Cambiar el estatus de cumplimiento de un documento.', manageable: true, defaultEnabled: true },
  'edit-documents-period': { description: 'Cambiar el periodo de un documento.', manageable: true, defaultEnabled: true },
  'reprocess-document-ai': { description: "Botón 'Reprocesar documento' (extracción de nuevo).", manageable: true, defaultEnabled: true },
  'schema-drop-and-create': { description: 'Herramientas de esquema en Configuración Avanzada (fuera de producción).', manageable: false, defaultEnabled: false },
  'hide-schema-drop-and-create': { description: 'Oculta las herramientas de esquema aun fuera de producción.', manageable: false, defaultEnabled: false },
  'reviewer-legend': { description: 'Muestra quién revisó el documento.', manageable: true, defaultEnabled: true },
  'edit-supplier-periods': { description: 'Editar y eliminar periodos de proveedores.', manageable: true, defaultEnabled: true },
  'add-supplier-periods': { description: 'Agregar periodos de proveedores.', manageable: true, defaultEnabled: true },
  'get-all-periods': { description: 'Ver todos los periodos y todas las organizaciones.', manageable: true, defaultEnabled: false },
  'get-supplier-periods': { description: 'Ver los periodos del proveedor propio.', manageable: true, defaultEnabled: true },
} as const satisfies Record<string, FeatureDefinition>;

export type FeatureName = keyof typeof featureCatalog;
export const featureNames = Object.keys(featureCatalog) as FeatureName[];
export const featureNameSchema = z.enum(featureNames as [FeatureName, ...FeatureName[]], { error: 'Funcionalidad desconocida.' });

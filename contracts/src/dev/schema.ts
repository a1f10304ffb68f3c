import { z } from 'zod';

/**
 * Configuración Avanzada (issue 16; part 2 §2.10, §7): GET /api/dev (database information), POST
 * /api/dev/createschema (creates what is missing) and POST /api/dev/dropschema (deletes the storage resources,
 * after the caller types the database name). Schema tools exist on non-production hosts or with the flag
 * schema-drop-and-create; hide-schema-drop-and-create hides them; drop is never available in production.
 */

export const schemaMessages = {
  title: 'Configuración Avanzada',
  databaseInfo: 'Información de la base de datos',
  createSchema: 'Crear esquema',
  dropSchema: 'Eliminar esquema',
  dropTitle: '¿Eliminar el esquema?',
  dropWarning: 'Se eliminarán las tablas, colas y contenedores de archivos del almacenamiento con todos sus datos. Esta acción no se puede deshacer.',
  typeDatabaseName: 'Escriba el nombre de la base de datos para confirmar',
  confirmationRequired: 'Escriba el nombre de la base de datos para confirmar.',
  confirmationMismatch: 'El nombre escrito no coincide con el de la base de datos.',
  dropRefusedProduction: 'No se puede eliminar el esquema en producción.',
  toolsUnavailable: 'Las herramientas de esquema no están disponibles en este ambiente.',
  created: 'Esquema creado.',
  dropped: 'Esquema eliminado.',
  loadFailed: 'Error al obtener la información de la base de datos.',
  actionFailed: 'Error al ejecutar la acción de esquema.',
} as const;

export const schemaResourceKinds = ['container', 'table', 'queue', 'blobContainer'] as const;
export type SchemaResourceKind = (typeof schemaResourceKinds)[number];

export const schemaResourceSchema = z.object({
  kind: z.enum(schemaResourceKinds),
  name: z.string(),
  exists: z.boolean(),
  /** Items (containers) or approximate messages (queues); absent where counting is not cheap (tables, blobs). */
  count: z.number().int().optional(),
});
export type SchemaResource = z.infer<typeof schemaResourceSchema>;

export const devInfoResponseSchema = z.object({
  databaseName: z.string(),
  /** EXPEDIENTE_ENV: local, test or cloud (production). */
  environment: z.string(),
  production: z.boolean(),
  appVersion: z.string(),
  nodeVersion: z.string(),
  /** Whether this caller may create and drop the schema here (host and flags). */
  schemaTools: z.object({ create: z.boolean(), drop: z.boolean() }),
  resources: z.array(schemaResourceSchema),
});
export type DevInfoResponse = z.infer<typeof devInfoResponseSchema>;

export const createSchemaResponseSchema = z.object({
  created: z.array(z.object({ kind: z.enum(schemaResourceKinds), name: z.string() })),
  existing: z.array(z.object({ kind: z.enum(schemaResourceKinds), name: z.string() })),
});
export type CreateSchemaResponse = z.infer<typeof createSchemaResponseSchema>;

export const dropSchemaRequestSchema = z.object({
  confirmation: z.string({ error: schemaMessages.confirmationRequired }).trim().min(1, schemaMessages.confirmationRequired).max(255, schemaMessages.confirmationMismatch),
});
export type DropSchemaRequest = z.infer<typeof dropSchemaRequestSchema>;

export const dropSchemaResponseSchema = z.object({
  dropped: z.array(z.object({ kind: z.enum(schemaResourceKinds), name: z.string() })),
});
export type DropSchemaResponse = z.infer<typeof dropSchemaResponseSchema>;

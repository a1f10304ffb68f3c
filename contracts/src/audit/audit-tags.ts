import { z } from 'zod';
import { documentKeySchema } from '../documents/documents';

/**
 * The audit tags (issue 15; part 2 §2.11 'Editar Etiquetas', §3 Tag, §7 GET /api/audit/documents/tags and PUT
 * /api/audit/documents/tags/manage): a tenant's labels, one at most per document. A label is 1-40 characters once
 * trimmed and unique in the tenant ignoring case and accents.
 */

export const auditTagMessages = {
  title: 'Editar Etiquetas',
  required: 'Campo requerido',
  labelTooLong: 'La etiqueta admite hasta 40 caracteres.',
  labelTaken: 'Ya existe una etiqueta con ese nombre.',
  tagNotFound: 'La etiqueta no existe.',
  tooMany: 'Se alcanzó el máximo de 200 etiquetas.',
  action: 'La acción debe ser new, set, remove, delete o update.',
  tagId: 'La etiqueta no es válida.',
  created: 'La etiqueta se creó correctamente.',
  renamed: 'La etiqueta se actualizó correctamente.',
  deleted: 'La etiqueta se eliminó correctamente.',
  set: 'La etiqueta se asignó al documento.',
  removed: 'La etiqueta se quitó del documento.',
  failed: 'No se pudo guardar la etiqueta.',
  loadFailed: 'Error al obtener las etiquetas.',
} as const;

export const AUDIT_TAG_LABEL_MAX = 40;
/** A tenant's tags stay few: the lists resolve names with one read of all of them. */
export const AUDIT_TAGS_MAX = 200;

export const auditTagSchema = z.object({ tagId: z.string(), displayName: z.string() });
export type AuditTag = z.infer<typeof auditTagSchema>;
export const auditTagsResponseSchema = z.object({ items: z.array(auditTagSchema) });
export type AuditTagsResponse = z.infer<typeof auditTagsResponseSchema>;

const label = z
  .string({ error: auditTagMessages.required })
  .trim()
  .min(1, auditTagMessages.required)
  .max(AUDIT_TAG_LABEL_MAX, auditTagMessages.labelTooLong)
  // Control characters would not show in the menu; collapse inner runs of spaces so 'a  b' and 'a b' are one name.
  .transform((v) => v.replace(/\s+/g, ' '))
  .refine((v) => !/\p{Cc}/u.test(v), auditTagMessages.required);
const tagId = z.string({ error: auditTagMessages.tagId }).trim().regex(/^[A-Za-z0-9-]{1,64}$/, auditTagMessages.tagId);

/** PUT /api/audit/documents/tags/manage: Action new (label), set/remove (TagId, DocumentPublicKey), delete (TagId), update (TagId, label). */
export const auditTagManageSchema = z.discriminatedUnion(
  'Action',
  [
    z.object({ Action: z.literal('new'), label }),
    z.object({ Action: z.literal('set'), TagId: tagId, DocumentPublicKey: documentKeySchema }),
    z.object({ Action: z.literal('remove'), TagId: tagId, DocumentPublicKey: documentKeySchema }),
    z.object({ Action: z.literal('delete'), TagId: tagId }),
    z.object({ Action: z.literal('update'), TagId: tagId, label }),
  ],
  { error: auditTagMessages.action },
);
export type AuditTagManage = z.input<typeof auditTagManageSchema>;
export type AuditTagManageParsed = z.output<typeof auditTagManageSchema>;

export const auditTagManageResponseSchema = z.object({ message: z.string(), tag: auditTagSchema.optional() });
export type AuditTagManageResponse = z.infer<typeof auditTagManageResponseSchema>;

/** The key a label is unique by: trimmed, single spaces, no accents, lower case. */
export function auditTagNameKey(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

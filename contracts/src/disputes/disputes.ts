import { z } from 'zod';
import { documentKeySchema } from '../documents/documents';
import { disputeStatuses, disputeTypes } from './dispute-values';

/**
 * Clarification disputes (Aclaraciones; part 2 §2.6, §3 Dispute and Comment, §4, §6, §7 "Orders, contracts,
 * disputes"; docs/decisions/015-review-loop.md): the lists by role, one dispute, its comments, opening one,
 * commenting (with an attachment uploaded first) and the auditors' status changes.
 */

export const disputePageSizes = [10, 25, 50] as const;
export const DISPUTE_COMMENT_MAX = 2000;
export const disputeAttachmentMaxBytes = 10 * 1024 * 1024;

export const disputeMessages = {
  notFound: 'La aclaración no existe.',
  documentNotFound: 'El documento no existe.',
  final: 'La aclaración está finalizada o cerrada: ya no admite comentarios ni cambios.',
  commentRequired: 'Escriba un comentario o adjunte un archivo.',
  commentTooLong: `El comentario admite hasta ${DISPUTE_COMMENT_MAX} caracteres.`,
  notCaller: 'El comentario solo puede enviarse a nombre del usuario que inició sesión.',
  attachmentNotFound: 'El adjunto no existe.',
  attachmentType: 'Solo se permiten archivos PDF e imágenes (JPEG, PNG).',
  attachmentTooLarge: 'El archivo no debe exceder 10 MB.',
  uploadFailed: 'Error al subir el archivo',
  commentSaved: 'Se agregó el comentario.',
  commentFailed: 'No se pudo enviar el comentario.',
  opened: 'Se abrió la aclaración.',
  statusSaved: 'El estatus de la aclaración se actualizó.',
  statusFailed: 'No se pudo actualizar el estatus de la aclaración.',
  sameStatus: 'La aclaración ya tiene ese estatus.',
  loadFailed: 'Error al obtener las aclaraciones.',
} as const;

const text = (field: string, max: number) =>
  z.string({ error: `${field} es requerido.` }).trim().min(1, `${field} es requerido.`).max(max, `${field} admite hasta ${max} caracteres.`);

/** A dispute's key: the uuid the server gave it. */
export const disputeKeySchema = z
  .string({ error: 'La aclaración es requerida.' })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'El identificador de la aclaración no es válido.');
export const disputeParamsSchema = z.object({ id: disputeKeySchema });

/** An attachment's key as the upload answers it. */
export const disputeAttachmentKeySchema = z.string().trim().regex(/^datt-[0-9a-f]{32}$/, 'El adjunto no es válido.');

export const disputeStatusSchema = z.enum(disputeStatuses, { error: 'El estatus de la aclaración no es válido.' });
export const disputeTypeSchema = z.enum(disputeTypes, { error: 'El tipo de aclaración no es válido.' });
const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/disputes/, /customer/, /supplier/ ?pageIndex&pageSize&orderBy&type&status (part 2 §7). */
export const disputesListQuerySchema = z.object({
  pageIndex: z.coerce.number({ error: 'La página debe ser un número.' }).int('La página debe ser un número entero.').min(1, 'La página debe ser 1 o mayor.').max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Tamaño de página no válido.' })
    .int('Tamaño de página no válido.')
    .refine((n) => (disputePageSizes as readonly number[]).includes(n), 'Tamaño de página no válido.')
    .default(10),
  orderBy: z.enum(['DESC', 'ASC'], { error: "El orden debe ser 'DESC' o 'ASC'." }).default('DESC'),
  status: z.preprocess(emptyAsUndefined, disputeStatusSchema.optional()),
  type: z.preprocess(emptyAsUndefined, disputeTypeSchema.optional()),
});
export type DisputesListQuery = z.input<typeof disputesListQuerySchema>;

/** Part 2 §3 Dispute, plus what the rows and the detail show without another call. */
export const disputeSchema = z.object({
  disputePublicKey: z.string(),
  disputeStatus: disputeStatusSchema,
  disputeDescription: z.string(),
  disputeType: disputeTypeSchema,
  disputeStartDate: z.string(),
  disputeEndDate: z.string().nullable(),
  /** The disputed document. */
  documentPublicKey: z.string(),
  /** The newest version in the dispute (the amendment once uploaded): the one the detail shows. */
  latestDocumentPublicKey: z.string(),
  documentName: z.string(),
  documentTypeCode: z.string(),
  documentTypeName: z.string(),
  supplierPublicKey: z.string(),
  supplierName: z.string(),
  /** Who opened it (an auditor). */
  openedByName: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputesListResponseSchema = z.object({ disputes: z.array(disputeSchema), totalCount: z.number().int() });
export type DisputesListResponse = z.infer<typeof disputesListResponseSchema>;
export const disputeResponseSchema = z.object({ dispute: disputeSchema });
export type DisputeResponse = z.infer<typeof disputeResponseSchema>;

export const commentAuthorSides = ['supplier', 'auditor'] as const;
export type CommentAuthorSide = (typeof commentAuthorSides)[number];

/** Part 2 §3 Comment, plus who wrote it (the web labels 'Yo' / 'Auditor' from userPublicKey and authorSide). */
export const disputeCommentSchema = z.object({
  commentPublicKey: z.string(),
  disputeCommentDate: z.string(),
  disputeCommentary: z.string(),
  userPublicKey: z.string(),
  authorName: z.string(),
  authorSide: z.enum(commentAuthorSides),
  attachedFilePublicKey: z.string().nullable(),
  attachedFileName: z.string().nullable(),
  /** The document version the author was looking at. */
  currentDocumentPk: z.string().nullable(),
});
export type DisputeComment = z.infer<typeof disputeCommentSchema>;
/** Newest first. */
export const disputeCommentsResponseSchema = z.object({ comments: z.array(disputeCommentSchema) });
export type DisputeCommentsResponse = z.infer<typeof disputeCommentsResponseSchema>;

/** POST /api/disputes/add (part 2 §7). */
export const addDisputeRequestSchema = z.object({
  DocumentPublicKey: documentKeySchema,
  DisputeType: disputeTypeSchema,
  Comment: text('El comentario', DISPUTE_COMMENT_MAX),
});
export type AddDisputeRequest = z.input<typeof addDisputeRequestSchema>;
export const addDisputeResponseSchema = z.object({ message: z.string(), disputePublicKey: z.string() });

/**
 * POST /api/disputes/comments/add (part 2 §7): the text, an attachment uploaded first (POST
 * /api/disputes/attachments), or both; UserPublicKey must be the caller.
 */
export const addDisputeCommentRequestSchema = z
  .object({
    DisputePublicKey: disputeKeySchema,
    UserPublicKey: z.string({ error: 'El usuario es requerido.' }).trim().min(1, 'El usuario es requerido.').max(200),
    Comment: z.string({ error: 'El comentario debe ser texto.' }).trim().max(DISPUTE_COMMENT_MAX, disputeMessages.commentTooLong).default(''),
    AttachedDocumentPk: z.preprocess(emptyAsUndefined, disputeAttachmentKeySchema.optional()),
    CurrentDocumentPk: z.preprocess(emptyAsUndefined, documentKeySchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (!v.Comment && !v.AttachedDocumentPk) ctx.addIssue({ code: 'custom', path: ['Comment'], message: disputeMessages.commentRequired });
  });
export type AddDisputeCommentRequest = z.input<typeof addDisputeCommentRequestSchema>;
export const addDisputeCommentResponseSchema = z.object({ message: z.string(), comment: disputeCommentSchema, disputeStatus: disputeStatusSchema });

/** Statuses an auditor sets by hand (PUT /api/disputes/{id}/status; ours, decision 015). */
export const disputeManualStatuses = ['in-hold', 'in-process', 'finished', 'closed'] as const;
export const disputeStatusUpdateSchema = z.object({
  status: z.enum(disputeManualStatuses, { error: 'El estatus debe ser in-hold, in-process, finished o closed.' }),
});
export type DisputeStatusUpdate = z.input<typeof disputeStatusUpdateSchema>;
export const disputeStatusUpdateResponseSchema = z.object({ message: z.string(), disputeStatus: disputeStatusSchema });

/** POST /api/disputes/attachments?disputeKey&name: the raw file (PDF, JPEG, PNG by its bytes). */
export const disputeAttachmentQuerySchema = z.object({
  disputeKey: disputeKeySchema,
  name: z.string().trim().min(1).max(200, 'El nombre admite hasta 200 caracteres.').optional(),
});
export const disputeAttachmentResponseSchema = z.object({ attachedFilePublicKey: z.string(), name: z.string(), contentType: z.string(), length: z.number().int() });
export type DisputeAttachmentResponse = z.infer<typeof disputeAttachmentResponseSchema>;
export const disputeAttachmentParamsSchema = z.object({ id: disputeKeySchema, attachmentId: disputeAttachmentKeySchema });

/** Where a dispute's file is downloaded (both sides; the server checks the dispute is in the caller's view). */
export const disputeAttachmentUrl = (disputeKey: string, attachmentId: string) =>
  `/api/disputes/attachments/${encodeURIComponent(disputeKey)}/${encodeURIComponent(attachmentId)}`;

import { z } from 'zod';
import { entityIdSchema } from '../auth/invitations';
import { agreementDocumentTypeSets, agreementTypes } from './agreement-values';

export * from './agreement-values';

/** GET /api/documents/agreement?documentTypeSet=… (part 1 §7). */
export const agreementQuerySchema = z.object({ documentTypeSet: z.enum(agreementDocumentTypeSets) });
export const agreementDocumentSchema = z.object({
  publicKey: z.string(),
  title: z.string(),
  version: z.string(),
  /** Plain text with paragraphs separated by blank lines (rendered as text, never as HTML). */
  content: z.string(),
  /** For the survey: its questions (1–5 scale) and an optional comment. */
  questions: z.array(z.object({ id: z.string(), text: z.string() })).optional(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
});
export type AgreementDocument = z.infer<typeof agreementDocumentSchema>;

/** POST /api/documents/{publicKey}/sign */
export const signAgreementParamsSchema = z.object({ publicKey: entityIdSchema });
export const signAgreementRequestSchema = z.object({
  AgreementType: z.enum(agreementTypes),
  answers: z.record(z.string().max(50), z.number().int().min(1).max(5)).optional(),
  comment: z.string().max(2000).optional(),
});
export type SignAgreementRequest = z.infer<typeof signAgreementRequestSchema>;
export const signAgreementResponseSchema = z.object({ signedAt: z.string(), version: z.string() });

import { z } from 'zod';
import type { DocumentFieldDefinition, FieldDisplayType } from '../documents/document-types';
import { formDataItemSchema, saveMetadataSchema } from '../documents/documents';
import { rfcSchema } from '../identifiers/identifiers';
import { auditStatuses } from './audit-values';

/**
 * The audit detail (issue 15; part 2 §2.11, §3 Audit document and Audit contract form, §4 audit save POST vs PUT and
 * reject kinds, §5 'Audit', §7 "Audit, storage, tags", §8): the document as the audit screens read it, the contract
 * form of /audit/documents/{id}, the admin capture of /admin/audit/…, and the two rejects.
 */

export const auditMessages = {
  saved: 'El documento fue guardado correctamente',
  saveFailed: 'Hubo un error al guardar el documento',
  rejected: 'El documento fue rechazado correctamente',
  rejectFailed: 'Hubo un error al rechazar el documento',
  rejectTitle: 'Confirmar Rechazo',
  rejectedBanner: 'Documento Rechazado',
  unknownType: 'El tipo de documento seleccionado no cuenta con un formulario de captura. Favor de contactar a soporte técnico',
  required: 'Campo requerido',
  usePut: 'El documento ya fue validado: use PUT para actualizar su formulario.',
  usePost: 'El documento aún no ha sido validado: use POST para guardar su formulario.',
  alreadyRejected: 'El documento ya fue rechazado.',
  notContract: 'El documento no es un contrato: use la captura de administración.',
  supplierMismatch: 'El proveedor no corresponde al documento.',
  unknownOrganization: 'La organización seleccionada no está registrada, por favor seleccione una de la lista.',
  rfcOfSupplier: 'El R.F.C. pertenece a un proveedor, no a un cliente.',
  unknownDocumentType: 'El tipo de documento no existe.',
  jsonDataInvalid: 'Los datos capturados no son un JSON válido.',
  newOrganizationIncomplete: 'Capture el nombre y el R.F.C. del nuevo cliente.',
  dateInvalid: 'La fecha debe tener el formato aaaa-mm-dd.',
  vigenciaBeforeFirma: 'La vigencia no puede ser anterior a la fecha de firma.',
  mesesVigencia: 'Meses Vigencia admite solo dígitos (de 1 a 3).',
} as const;

/** A real calendar day written yyyy-mm-dd. */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const day = z.string({ error: auditMessages.required }).trim().min(1, auditMessages.required).refine(isCalendarDay, auditMessages.dateInvalid);
const text = (max: number) => z.string().trim().max(max, `El texto admite hasta ${max} caracteres.`);
const organizationKey = z.string().trim().min(1, auditMessages.required).max(128);

/** Part 2 §5: Meses Vigencia digits only (1 to 3 of them). */
export const mesesVigenciaPattern = /^\d{1,3}$/;

/**
 * A new customer of the contract form (part 2 §5): an entry with neither name nor RFC is dropped; one with only one
 * of them is a 400 naming the missing one.
 */
const newOrganizationSchema = z.object({ name: text(200).optional().default(''), rfc: z.string().trim().max(20).optional().default('') });

/**
 * The contract form (part 2 §3 Audit contract form), the body of POST and PUT /api/audit/documents/{id}. The
 * supplier fields name the document's supplier (the server checks supplierId against the document).
 */
export const auditContractFormSchema = z
  .object({
    organizations: z.array(organizationKey).max(50).default([]),
    newOrganizations: z.array(newOrganizationSchema).max(20).default([]),
    hasRepse: z.boolean({ error: 'hasRepse debe ser verdadero o falso.' }).default(false),
    repseNumber: text(100).optional().default(''),
    contractSubject: text(2000).optional().default(''),
    supplierName: text(300).min(1, auditMessages.required),
    sapId: text(100).optional().default(''),
    rfc: rfcSchema,
    fechaFirma: day,
    vigencia: day,
    mesesVigencia: z
      .string()
      .trim()
      .optional()
      .default('')
      .refine((v) => v === '' || mesesVigenciaPattern.test(v), auditMessages.mesesVigencia),
    supplierId: z.string().trim().min(1, auditMessages.required).max(128),
  })
  .superRefine((v, ctx) => {
    if (v.hasRepse && !v.repseNumber) ctx.addIssue({ code: 'custom', path: ['repseNumber'], message: auditMessages.required });
    if (isCalendarDay(v.fechaFirma) && isCalendarDay(v.vigencia) && v.vigencia < v.fechaFirma) {
      ctx.addIssue({ code: 'custom', path: ['vigencia'], message: auditMessages.vigenciaBeforeFirma });
    }
    v.newOrganizations.forEach((o, i) => {
      if (!o.name && !o.rfc) return;
      if (!o.name) ctx.addIssue({ code: 'custom', path: ['newOrganizations', i, 'name'], message: auditMessages.newOrganizationIncomplete });
      if (!o.rfc) ctx.addIssue({ code: 'custom', path: ['newOrganizations', i, 'rfc'], message: auditMessages.newOrganizationIncomplete });
      else if (!rfcSchema.safeParse(o.rfc).success) ctx.addIssue({ code: 'custom', path: ['newOrganizations', i, 'rfc'], message: 'Introduzca un R.F.C. válido.' });
    });
  })
  .transform((v) => ({
    ...v,
    repseNumber: v.hasRepse ? v.repseNumber : '',
    newOrganizations: v.newOrganizations.filter((o) => o.name || o.rfc).map((o) => ({ name: o.name, rfc: o.rfc.toUpperCase() })),
    organizations: [...new Set(v.organizations)],
  }));
export type AuditContractFormInput = z.input<typeof auditContractFormSchema>;
export type AuditContractForm = z.output<typeof auditContractFormSchema>;

/** The saved contract form as the detail answers it: new customers are customers by then (organizations). */
export const savedContractFormSchema = z.object({
  organizations: z.array(z.object({ publicKey: z.string(), displayName: z.string() })),
  hasRepse: z.boolean(),
  repseNumber: z.string(),
  contractSubject: z.string(),
  supplierName: z.string(),
  sapId: z.string(),
  rfc: z.string(),
  fechaFirma: z.string(),
  vigencia: z.string(),
  mesesVigencia: z.string(),
  supplierId: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
});
export type SavedContractForm = z.infer<typeof savedContractFormSchema>;

/** One of the tenant's customer organizations, for the multi-select of existing customers. */
export const auditCustomerOptionSchema = z.object({ publicKey: z.string(), displayName: z.string(), rfc: z.string().optional() });
export type AuditCustomerOption = z.infer<typeof auditCustomerOptionSchema>;

/** GET /api/audit/documents/{id}: auditDocument (part 2 §3 Audit document: supplier, validated, and what the screens show). */
export const auditDocumentSchema = z.object({
  publicKey: z.string(),
  name: z.string(),
  displayName: z.string(),
  documentTypeCodeName: z.string(),
  documentTypeShortName: z.string(),
  status: z.string(),
  auditStatus: z.enum(auditStatuses),
  /** The document status (V, I, P, U): 'validated' in the spec's words. */
  validated: z.string(),
  rejectReason: z.string().optional(),
  audit: z.object({ displayName: z.string(), at: z.string(), reason: z.string().optional() }).optional(),
  supplier: z.object({ publicKey: z.string(), displayName: z.string() }),
  /** The supplier's SAP ID (its supplier number, the logical key) and RFC, from the directory. */
  sapId: z.string(),
  rfc: z.string(),
  creationDate: z.string(),
  isContract: z.boolean(),
  amendedDocument: z.string().optional(),
  disputeKey: z.string().optional(),
  formDataItems: z.array(formDataItemSchema),
  identifiers: z.array(z.object({ key: z.string(), value: z.string() })),
  /** The extracted data (JSON text) to prefill the admin capture: for callers with update:audit:any only. */
  jsonData: z.string().optional(),
  relationships: z.array(z.object({ role: z.string(), PK: z.string() })),
  contractForm: savedContractFormSchema.optional(),
  customerOptions: z.array(auditCustomerOptionSchema),
  can: z.object({ save: z.boolean(), reject: z.boolean(), adminSave: z.boolean() }),
});
export type AuditDocument = z.infer<typeof auditDocumentSchema>;
export const auditDocumentResponseSchema = z.object({ auditDocument: auditDocumentSchema });
export type AuditDocumentResponse = z.infer<typeof auditDocumentResponseSchema>;

/** POST /api/audit/documents/{id}/reject (part 2 §7): the reason, required (part 2 §5). */
export const auditDocumentRejectSchema = z.object({
  reason: z.string({ error: auditMessages.required }).trim().min(1, auditMessages.required).max(1000, 'El motivo admite hasta 1000 caracteres.'),
});
export type AuditDocumentReject = z.input<typeof auditDocumentRejectSchema>;

/** The admin reject kinds (part 2 §4): Solicitar corrección opens a dispute; Rechazar is final (status I). */
export const auditRejectResults = ['amend-required', 'rejected'] as const;
export type AuditRejectResult = (typeof auditRejectResults)[number];
export const auditRejectResultLabels: Record<AuditRejectResult, string> = { 'amend-required': 'Solicitar corrección', rejected: 'Rechazar' };

/**
 * POST /api/audit/{id}/reject (part 2 §7): result, comment, optionally status and metadata. `status` may only be I
 * (what a reject sets); `metadata` is JSON text kept for the old clients — the notification's deep link is built by
 * the server from the document, never from it.
 */
export const auditRejectSchema = z.object({
  result: z.enum(auditRejectResults, { error: 'Seleccione el tipo de rechazo.' }),
  comment: z.string({ error: auditMessages.required }).trim().min(1, auditMessages.required).max(1000, 'El comentario admite hasta 1000 caracteres.'),
  status: z.enum(['I'], { error: 'El estatus de un rechazo es I.' }).optional(),
  metadata: z
    .string()
    .max(4000)
    .optional()
    .refine((v) => {
      if (v === undefined || v === '') return true;
      try {
        JSON.parse(v);
        return true;
      } catch {
        return false;
      }
    }, 'metadata no es un JSON válido.'),
});
export type AuditReject = z.input<typeof auditRejectSchema>;

/**
 * POST /api/audit/{id}/saveAudit (part 2 §7): the saveMetadata body (pk, rk, form.formdata, identifiers, jsonData)
 * plus relationships (the customer blocks of a contract type) and documentType, the type the auditor chose.
 */
export const saveAuditSchema = saveMetadataSchema.extend({
  documentType: z.string({ error: auditMessages.required }).trim().min(1, auditMessages.required).max(64),
  relationships: z
    .array(z.object({ role: z.enum(['customer'], { error: "El rol de la relación debe ser 'customer'." }), PK: organizationKey }))
    .max(50)
    .default([]),
});
export type SaveAuditRequest = z.input<typeof saveAuditSchema>;

/** The answer of the saves and rejects: the Spanish confirmation and the document's state after it. */
export const auditChangeResponseSchema = z.object({
  message: z.string(),
  status: z.string(),
  auditStatus: z.enum(auditStatuses),
  disputeKey: z.string().optional(),
});
export type AuditChangeResponse = z.infer<typeof auditChangeResponseSchema>;

/** /audit/document-details/{id}?typeSet=auditonly|mxexpediente: which set the type choice offers. */
export const auditTypeSets = ['mxexpediente', 'auditonly'] as const;
export type AuditTypeSet = (typeof auditTypeSets)[number];
export const auditTypeSetOf = (value: string | null | undefined): AuditTypeSet => (value === 'auditonly' ? 'auditonly' : 'mxexpediente');

const contractTerm = (key: string, label: string, type: FieldDisplayType): DocumentFieldDefinition => ({
  key,
  label,
  aiKey: key,
  isMetadata: true,
  isIdentifier: false,
  jsonDisplayConfig: { type, jsonProp: key },
});

/**
 * The admin capture of a contract type, which has no field catalogue: the contract form's terms under the same keys
 * and labels, so POST /api/audit/{id}/saveAudit carries them in form.formdata and the server writes the same
 * contract record as the contract form (functions/src/audit/detail.service.ts adminContractTerms).
 */
export const contractCaptureFields: readonly DocumentFieldDefinition[] = [
  contractTerm('fechaFirma', 'Fecha Firma', 'date'),
  contractTerm('vigencia', 'Vigencia', 'date'),
  contractTerm('mesesVigencia', 'Meses Vigencia', 'text'),
  contractTerm('hasRepse', 'REPSE', 'boolean'),
  contractTerm('repseNumber', 'Folio REPSE', 'text'),
  contractTerm('contractSubject', 'Objeto del Contrato', 'text'),
];

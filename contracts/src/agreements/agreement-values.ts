// No zod here: the agreements gate uses these with the shell's first paint, and zod stays out of that download
// (decision 006). The schemas are in ./agreements.
import type { FeatureName } from '../features/catalog';

/** GET /api/documents/agreement?documentTypeSet=… (part 1 §7). */
export const agreementDocumentTypeSets = ['suppliersprivacynotice', 'cx_ux_survey'] as const;
export type AgreementDocumentTypeSet = (typeof agreementDocumentTypeSets)[number];

/** POST /api/documents/{publicKey}/sign: AgreementType (part 1 §7); the survey sends its answers. */
export const agreementTypes = ['suppliers_privacy_notice', 'cx_ux_survey'] as const;
export type AgreementType = (typeof agreementTypes)[number];
/** Which document set each AgreementType signs, and the flag that switches it on (part 1 §6). */
export const agreementTypeSets: Record<AgreementType, AgreementDocumentTypeSet> = { suppliers_privacy_notice: 'suppliersprivacynotice', cx_ux_survey: 'cx_ux_survey' };
export const agreementFeatures = { suppliersprivacynotice: 'privacy-supplier', cx_ux_survey: 'cx-ux-survey' } as const satisfies Record<AgreementDocumentTypeSet, FeatureName>;

/**
 * The privacy notice's one button. The notice's own text names it ('Al seleccionar "Aceptar"…'), so both are
 * written from this one value and cannot disagree.
 */
export const privacyAcceptLabel = 'Aceptar';

/**
 * The words at the ends of the CX/UX survey's 1–5 scale: the survey's introduction and the answer buttons use the
 * same ones (ours: the spec names the survey, not its scale).
 */
export const surveyScaleEnds = { low: 'muy insatisfecho', high: 'muy satisfecho' } as const;

/** Texts of part 1 §8. */
export const agreementMessages = {
  privacyLoadFailed: 'Error al obtener documentos de tipo aviso de privacidad.',
  surveyLoadFailed: 'Error al obtener documentos de tipo Encuesta CX/UX.',
  accepted: 'Se acepto el documento.',
  /** Ours: the document signed is not the current version (a newer one was published meanwhile). */
  outdated: 'Hay una versión más reciente de este documento; recárguelo para leerla.',
  /** Ours: the survey needs an answer (1 a 5) for every question. */
  answerRequired: 'Responda esta pregunta con un valor del 1 al 5.',
  /** Ours: AgreementType does not match the document. */
  wrongType: 'El tipo de acuerdo no corresponde al documento.',
  signFailed: 'Error al firmar el documento.',
  unexpected: 'Algo ha sucedido durante el proceso.',
} as const;

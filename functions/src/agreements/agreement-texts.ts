import { privacyAcceptLabel, surveyScaleEnds, type AgreementDocumentTypeSet } from '@expediente/contracts';

/**
 * The platform's default agreement documents, published into each tenant (AgreementsService.publishDefaults) with
 * the tenant's customer organization as the party responsible for the data. A tenant may publish its own text as
 * a new version; users then sign again. Plain text, paragraphs separated by a blank line (never HTML).
 */
export type AgreementDraft = {
  documentTypeSet: AgreementDocumentTypeSet;
  version: string;
  title: string;
  content: string;
  questions?: { id: string; text: string }[];
};

export const DEFAULT_AGREEMENT_VERSION = '2026-01';

export function privacyNotice(responsible: string, supportEmail: string): AgreementDraft {
  return {
    documentTypeSet: 'suppliersprivacynotice',
    version: DEFAULT_AGREEMENT_VERSION,
    title: 'Aviso de privacidad integral para proveedores',
    content: [
      `${responsible} (en adelante, "el Responsable"), con domicilio para oír y recibir notificaciones en el que se indica en sus contratos y órdenes de servicio, es responsable del tratamiento de los datos personales que usted, como proveedor o persona que actúa en nombre de un proveedor, proporciona a través de este portal, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y demás disposiciones aplicables.`,
      'Datos personales que tratamos. Para las finalidades de este aviso tratamos datos de identificación y contacto (nombre, correo electrónico, teléfono, puesto), datos laborales y de su representada (razón social, RFC, número de proveedor, registro en el padrón de prestadores de servicios especializados u obras especializadas, REPSE), así como la información contenida en los documentos que usted carga: constancias de situación fiscal, opiniones de cumplimiento de obligaciones fiscales y en materia de seguridad social, comprobantes de pago de cuotas obrero-patronales y de aportaciones de vivienda, CFDI de nómina y declaraciones informativas (ICSOE y SISUB). Algunos de estos documentos contienen datos de los trabajadores de su representada, como nombre, RFC, CURP, número de seguridad social y salario base de cotización. No solicitamos datos personales sensibles.',
      'Finalidades necesarias. Sus datos se tratan para: (a) verificar la identidad de los usuarios y administrar su acceso al portal; (b) integrar y mantener el expediente de cumplimiento de su representada por periodo; (c) revisar, validar y auditar los documentos que acreditan el cumplimiento de las obligaciones fiscales, laborales y de seguridad social aplicables a la subcontratación de servicios especializados; (d) enviarle avisos sobre el estado de sus documentos, rechazos, aclaraciones y periodos pendientes; y (e) atender requerimientos de autoridades competentes.',
      'Finalidades adicionales. Con su consentimiento, podremos usar su correo electrónico para enviarle encuestas de satisfacción sobre el servicio del portal. Si no desea que sus datos se traten para esta finalidad, puede indicarlo en cualquier momento escribiendo al correo señalado al final de este aviso; su negativa no afectará la relación comercial ni su acceso al portal.',
      'Transferencias. Sus datos y documentos pueden ser consultados por las empresas del grupo del Responsable que reciben sus servicios, para las mismas finalidades, y comunicarse a autoridades fiscales, laborales y de seguridad social cuando la ley lo exija, supuestos que no requieren su consentimiento. Los proveedores de tecnología que alojan y operan el portal actúan como encargados, por cuenta del Responsable y bajo obligaciones de confidencialidad; no realizamos otras transferencias.',
      `Derechos ARCO y revocación del consentimiento. Usted puede acceder a sus datos, rectificarlos, cancelarlos u oponerse a su tratamiento, así como revocar su consentimiento o limitar el uso y la divulgación de sus datos, enviando una solicitud a ${supportEmail} con su nombre, un medio para comunicarle la respuesta, la copia de una identificación oficial (o, en su caso, del poder de su representante), la descripción clara de los datos y del derecho que desea ejercer y cualquier documento que facilite su localización. Le responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva la solicitud dentro de los 15 días hábiles siguientes. La cancelación puede no proceder respecto de la información que debamos conservar por disposición legal o para acreditar el cumplimiento de obligaciones derivadas de la relación comercial.`,
      'Conservación y seguridad. Conservamos los documentos del expediente durante la vigencia de la relación comercial y por el plazo que exijan las disposiciones fiscales y de seguridad social aplicables; después los suprimimos de forma segura. Aplicamos medidas de seguridad administrativas, técnicas y físicas, incluidas la autenticación de usuarios, el cifrado de la información en tránsito y en reposo, y el registro de los accesos.',
      'Tecnologías de rastreo. El portal usa únicamente cookies técnicas indispensables para mantener su sesión y proteger sus solicitudes; no usamos cookies publicitarias ni de seguimiento entre sitios.',
      'Cambios al aviso. Cualquier modificación a este aviso se le dará a conocer en el propio portal, que le pedirá leer y aceptar la nueva versión antes de continuar. Si considera que su derecho a la protección de datos personales ha sido vulnerado, puede acudir ante la autoridad garante en la materia.',
      `Al seleccionar "${privacyAcceptLabel}" usted declara haber leído y entendido este aviso de privacidad y consiente el tratamiento de sus datos personales en los términos aquí descritos.`,
    ].join('\n\n'),
  };
}

export function cxUxSurvey(): AgreementDraft {
  return {
    documentTypeSet: 'cx_ux_survey',
    version: DEFAULT_AGREEMENT_VERSION,
    title: 'Encuesta de satisfacción CX/UX',
    content: [
      `Queremos mejorar su experiencia en el portal. Responda estas cuatro preguntas con una calificación del 1 (${surveyScaleEnds.low}) al 5 (${surveyScaleEnds.high}); le tomará menos de un minuto.`,
      'Sus respuestas son confidenciales y solo se usan de forma agregada para mejorar el servicio. Puede responder ahora o posponer la encuesta.',
    ].join('\n\n'),
    questions: [
      { id: 'upload-ease', text: '¿Qué tan fácil le resulta cargar sus documentos en el portal?' },
      { id: 'feedback-clarity', text: '¿Qué tan claros le resultan los motivos de rechazo y las observaciones sobre sus documentos?' },
      { id: 'review-time', text: '¿Qué tan satisfecho está con el tiempo de revisión de sus documentos?' },
      { id: 'recommend', text: '¿Qué tan probable es que recomiende el portal a otro proveedor?' },
    ],
  };
}

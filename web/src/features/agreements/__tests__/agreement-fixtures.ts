import type { AgreementDocument } from '@expediente/contracts/agreements/agreements';

/** The current privacy notice and CX/UX survey as GET /api/documents/agreement answers them. */
export const notice: AgreementDocument = {
  publicKey: 'agr-privacidad-2026',
  title: 'Aviso de privacidad para proveedores',
  version: '2026.1',
  content: 'Expediente trata sus datos para verificar el cumplimiento.\n\nPuede ejercer sus derechos ARCO escribiendo a privacidad@demo.expediente.mx.',
  signed: false,
  signedAt: null,
};
export const survey: AgreementDocument = {
  publicKey: 'agr-encuesta-2026',
  title: 'Encuesta CX/UX',
  version: '1',
  content: 'Ayúdenos a mejorar.',
  questions: [
    { id: 'facilidad', text: '¿Qué tan fácil es cargar sus documentos?' },
    { id: 'soporte', text: '¿Cómo califica la atención de soporte?' },
  ],
  signed: false,
  signedAt: null,
};

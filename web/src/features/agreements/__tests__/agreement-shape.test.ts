import { agreementDocumentSchema } from '@expediente/contracts/agreements/agreements';
import { describe, expect, it } from 'vitest';
import { expectSameAnswers } from '../../../test/shape-agreement';
import { agreementDocumentShape } from '../api/get-agreement';

describe('the agreement document checked without zod', () => {
  it('agreementDocumentShape answers as contracts agreementDocumentSchema does', () => {
    const notice = { publicKey: 'doc-aviso', title: 'Aviso de privacidad', version: '2026.1', content: 'Texto.\n\nMás texto.', signed: false, signedAt: null };
    const survey = {
      publicKey: 'doc-encuesta',
      title: 'Encuesta CX/UX',
      version: '1',
      content: 'Ayúdenos a mejorar.',
      questions: [
        { id: 'q1', text: '¿Qué tan fácil fue cargar sus documentos?' },
        { id: 'q2', text: '¿Qué tan clara es la información?' },
      ],
      signed: true,
      signedAt: '2026-03-01T12:00:00.000Z',
    };
    const { refused } = expectSameAnswers(agreementDocumentShape, agreementDocumentSchema, [notice, survey]);
    expect(refused).toBeGreaterThan(50);
  });
});

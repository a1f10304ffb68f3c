import { describe, expect, it } from 'vitest';
import { generateDocument, generateSet, variantsFor } from '../../../local/fictitious/index';
import { defaultReaderLimits, readDocument } from '../index';
import type { ReaderOptions } from '../types';

/**
 * The fictitious documents (functions/src/local/fictitious) through the readers, no OCR: every CFDI variant gives
 * its true values, and every type's text PDF gives a text in which its identifiers can be found (what the field
 * parsers then look for). OCR accuracy on the scans is measured by the accuracy test.
 */
const options: ReaderOptions = { limits: defaultReaderLimits, ocr: 'off' };

describe('readers on the fictitious documents', () => {
  it('reads every CFDI nómina variant with its true values', async () => {
    for (let variant = 0; variant < variantsFor('mxcfdinomina').length; variant++) {
      const doc = await generateDocument({ documentTypeCode: 'mxcfdinomina', kind: 'xml', seed: 11, variant });
      const read = await readDocument(doc.bytes, doc.ext, options);
      if (read.kind !== 'cfdi') throw new Error(`variant ${doc.variant} did not read as a CFDI`);
      const { cfdi } = read;
      const t = doc.truth;
      expect(
        {
          emisorRfc: cfdi.emisor.rfc,
          emisorNombre: cfdi.emisor.nombre,
          receptorRfc: cfdi.receptor.rfc,
          receptorCurp: cfdi.receptor.curp,
          receptorNss: cfdi.receptor.nss,
          fechaPago: cfdi.nomina.fechaPago,
          fechaInicialPago: cfdi.nomina.fechaInicialPago,
          fechaFinalPago: cfdi.nomina.fechaFinalPago,
          numDiasPagados: String(Number(cfdi.nomina.numDiasPagados)),
          totalPercepciones: cfdi.nomina.totalPercepciones,
          totalDeducciones: cfdi.nomina.totalDeducciones,
          registroPatronal: cfdi.emisor.registroPatronal,
          periodicidadPago: cfdi.receptor.periodicidadPago,
          // Values as written: one variant writes the UUID in lower case.
          uuid: cfdi.timbre?.uuid.toUpperCase(),
          fechaTimbrado: cfdi.timbre?.fechaTimbrado.slice(0, 16),
        },
        doc.variant,
      ).toEqual(t);
    }
  });

  it('reads every type’s text PDF with its identifiers in the text', async () => {
    let documents = 0;
    for await (const doc of generateSet({ seed: 5, perType: 1, kinds: ['pdf-text'] })) {
      const read = await readDocument(doc.bytes, doc.ext, options);
      expect(read, doc.documentTypeCode).toMatchObject({ kind: 'text', method: 'pdf-text', confidence: 1 });
      const flat = read.text.replace(/\s+/g, ' ');
      const identifiers = Object.entries(doc.truth).filter(([, value]) => /^(?=.*\d)[A-Z0-9]{10,}$/.test(value));
      for (const [key, value] of identifiers) {
        // Printed as is, or with the spaces and dashes forms use (registro patronal Y22-21700-13-4).
        expect(flat.includes(value) || flat.replace(/[ -]/g, '').includes(value), `${doc.documentTypeCode} ${doc.variant} ${key}`).toBe(true);
      }
      documents++;
    }
    expect(documents).toBe(18);
  });
});

import { describe, expect, it } from 'vitest';
import { parseFields } from '..';

const read = (text: string) => ({ kind: 'pdf-text', method: 'pdf-text', text, pages: 1, confidence: 1 }) as never;
const get = (e: { fields: { key: string; value: string }[] }, k: string) => e.fields.find((f) => f.key === k)?.value;

describe('a letter re-typing an official document: a salutation is never a party (session 14)', () => {
  it('32-D: the name the sentence introduces, not "A QUIEN CORRESPONDA" above "PRESENTE"', () => {
    const letter = [
      'Querétaro, Qro., a 2 de febrero de 2026',
      'A QUIEN CORRESPONDA',
      'PRESENTE',
      'Por medio del presente se hace constar que MAQUINADOS TÉCNICOS DEL CENTRO, S.A. DE C.V., con',
      'clave en el R.F.C. MTC1204113K2, obtuvo la opinión del cumplimiento siguiente:',
      'Folio:\t26NA1234567',
      'Sentido:\tPOSITIVO',
    ].join('\n');
    expect(get(parseFields('mxopinion32d', read(letter)), 'nombre')).toBe('MAQUINADOS TÉCNICOS DEL CENTRO, S.A. DE C.V.');
  });

  it('INFONAVIT: an office greeted above "Presente" is no name either', () => {
    const letter = [
      'Puebla, Pue., 14/01/2026',
      'Gerencia de Abastecimiento',
      'Presente',
      'Hacemos constar que LAURA MÉNDEZ SOTO solicitó la constancia de situación fiscal con el resultado siguiente:',
      'Folio de la constancia:\tINF26AB12345678',
      'Situación:\tPOSITIVA',
    ].join('\n');
    expect(get(parseFields('mxinfonavitopinion', read(letter)), 'nombre')).toBe('LAURA MÉNDEZ SOTO');
  });

  it('REPSE: "A quien interese" over "Presente" leaves the name to the sentence', () => {
    const letter = [
      'Mérida, Yucatán, a 9 de marzo de 2026.',
      'A quien interese',
      'P R E S E N T E',
      'Se hace constar que LIMPIEZA PROFESIONAL DEL SURESTE, S.C. cuenta con registro vigente en el REPSE:',
      'Número de registro:\t20455',
    ].join('\n');
    expect(get(parseFields('mxrepse', read(letter)), 'nombre')).toBe('LIMPIEZA PROFESIONAL DEL SURESTE, S.C.');
  });
});

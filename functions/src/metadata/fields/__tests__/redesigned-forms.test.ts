import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { pdf } from './samples';

/**
 * Printing habits of redesigned portal formats (session 14): numbered sections of cards, a sign between two values on
 * a line, totals rows first, party columns side by side. Samples written from the habits, with tabs where a PDF has a
 * column gap. Identifiers as in samples.ts: RFC EXP150301AB2 / PELJ800101AB3, NSS 12345678903, CURP PELJ800101HDFRPN01.
 */

const data = (type: string, text: string) => parseFields(type, pdf(text)).data;

describe('CSF: the place and the date on one line under the title, a sign between them', () => {
  const issued = (line: string) => {
    const d = data('mxcsf', `CONSTANCIA DE SITUACIÓN FISCAL\n${line}\nRFC: EXP150301AB2`) as { lugarEmision?: string; fechaEmision?: string };
    return [d.lugarEmision, d.fechaEmision];
  };

  it('a middle dot and the weekday spelled out', () => {
    expect(issued('TOLUCA, MÉXICO · viernes, 6 de marzo de 2026')).toEqual(['TOLUCA, MÉXICO', '2026-03-06']);
  });

  it('a bullet, a bar or a dash, with the date in any form', () => {
    expect(issued('ZAPOPAN, JALISCO • 2026-03-06')).toEqual(['ZAPOPAN, JALISCO', '2026-03-06']);
    expect(issued('LEÓN, GUANAJUATO | 06/03/2026')).toEqual(['LEÓN, GUANAJUATO', '2026-03-06']);
    expect(issued('MÉRIDA, YUCATÁN – vie. 6 de marzo de 2026')).toEqual(['MÉRIDA, YUCATÁN', '2026-03-06']);
  });
});

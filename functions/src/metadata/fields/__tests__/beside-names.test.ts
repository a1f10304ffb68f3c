import { describe, expect, it } from 'vitest';
import { parseFields } from '..';

const read = (text: string) => ({ kind: 'pdf-text', method: 'pdf-text', text, pages: 1, confidence: 1 }) as never;
const value = (type: string, key: string, text: string) => parseFields(type, read(text)).fields.find((f) => f.key === key)?.value;

describe("a name's legal form wrapped under a row with details beside it (session 14)", () => {
  it.each([
    ['MOLINOS DEL ALTIPLANO,', 'S. DE R.L. DE C.V.', 'MOLINOS DEL ALTIPLANO, S. DE R.L. DE C.V.'],
    ['MOLINOS DEL ALTIPLANO, S.A. DE', 'C.V.', 'MOLINOS DEL ALTIPLANO, S.A. DE C.V.'],
    ['MOLINOS DEL ALTIPLANO, S.A.', 'DE C.V.', 'MOLINOS DEL ALTIPLANO, S.A. DE C.V.'],
    ['MOLINOS DEL ALTIPLANO, S.', 'DE R.L. DE C.V.', 'MOLINOS DEL ALTIPLANO, S. DE R.L. DE C.V.'],
    ['MOLINOS DEL ALTIPLANO, S.A.P.I.', 'DE C.V.', 'MOLINOS DEL ALTIPLANO, S.A.P.I. DE C.V.'],
  ])('bank cover: %s + %s', (first, rest, whole) => {
    const cover = [
      'BANORTE',
      'Estado de cuenta',
      `${first}\tNúmero de cliente\t40021877`,
      rest,
      'PROLONGACIÓN COLÓN 88\tNúmero de cuenta\t0912345678',
      'COL. CENTRO\tCLABE\t072320009123456788',
      'ZACATECAS, ZACATECAS\tRFC\tMAL0805124K1',
      'C.P. 98000\tFecha de corte\t30/abr/2026',
    ].join('\n');
    expect(value('mxcaratulabancaria', 'titular', cover)).toBe(whole);
  });
});

describe("a persona física's name beside a bare 'Nombre' caption cell (session 14)", () => {
  it('CSF box re-printed as caption and value rows', () => {
    const csf = ['CÉDULA DE IDENTIFICACIÓN FISCAL', 'RFC\tSAPL900512QW3', 'Nombre\tLUCÍA SALAS PONCE', 'idCIF\t19000123456', 'CONSTANCIA DE SITUACIÓN FISCAL'].join('\n');
    expect(value('mxcsf', 'nombre', csf)).toBe('LUCÍA SALAS PONCE');
  });
});

describe("a caption a narrow gap joined to the holder's name in capitals (session 14)", () => {
  it('bank cover: the name, then its caption and value beside it', () => {
    const cover = [
      'BANORTE',
      'Estado de cuenta',
      'ACEROS Y PERFILES DEL NORESTE, S.A. DE C.V. Número de cliente\t40021877',
      'PROLONGACIÓN COLÓN 88\tNúmero de cuenta\t0912345678',
      'COL. CENTRO\tCLABE\t072320009123456788',
      'ZACATECAS, ZACATECAS\tRFC\tAPN0805124K1',
    ].join('\n');
    expect(value('mxcaratulabancaria', 'titular', cover)).toBe('ACEROS Y PERFILES DEL NORESTE, S.A. DE C.V.');
  });
});

describe("a utility's letterhead beside the customer's name wrapped over two lines (session 14)", () => {
  it('the wrapped rest finishes the name', () => {
    const bill = [
      'TOTALPLAY TELECOMUNICACIONES, S.A.P.I. DE C.V.\tDISTRIBUIDORA DE REFACCIONES AGRÍCOLAS',
      'DEL SURESTE, S.C.',
      'RFC: TTE0806087R4\tCALLE 60 502',
      'AV. SAN JERÓNIMO 252, C.P. 10400, CDMX\tCOL. CENTRO',
      'C.P. 97000',
      'MÉRIDA, YUCATÁN',
    ].join('\n');
    expect(value('mxdomicilio', 'titular', bill)).toBe('DISTRIBUIDORA DE REFACCIONES AGRÍCOLAS DEL SURESTE, S.C.');
    expect(value('mxdomicilio', 'codigoPostal', bill)).toBe('97000');
  });
});

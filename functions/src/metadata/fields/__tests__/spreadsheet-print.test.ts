import { describe, expect, it } from 'vitest';
import { joinTwoLineCaptions } from '../spreadsheet-print';
import { parseAddressProof } from '../address';
import { withoutBrowserPrint } from '../print-chrome';
import { joinStackedTables } from '../text';

describe('joinTwoLineCaptions (a spreadsheet caption wrapped inside its cell)', () => {
  it('puts hyphenated and connector-cut tails back on their captions', () => {
    const text = ['No.\tNombre del\tFecha de\tBimes-', 'trabajador\talta\ttre', '1\tANA LUNA RUIZ\t02/03/2025\t2'].join('\n');
    expect(joinTwoLineCaptions(text).split('\n')[0]).toBe('No.\tNombre del trabajador\tFecha de alta\tBimestre');
  });

  it('gives a tail with no cut caption to the caption it completes (Registro / patronal)', () => {
    const text = ['#\tRFC\tRegistro\tAño\tTipo de', 'patronal\tenvío', '1\tXAXX010101000\tY1234567105\t2025\tNORMAL'].join('\n');
    expect(joinTwoLineCaptions(text).split('\n')[0]).toBe('#\tRFC\tRegistro patronal\tAño\tTipo de envío');
  });

  it('leaves a header followed by its first row (digits, capitals) as printed', () => {
    const text = ['No.\tNombre\tSalario', '1\tPEDRO SOSA\t300.00'].join('\n');
    expect(joinTwoLineCaptions(text)).toBe(text);
  });

  it('with the stacked-table join, reads a row the print area split across pages as one row', () => {
    const text = joinTwoLineCaptions(
      ['Control.xlsx', 'Núm.\tRFC\tPeriodo', '1\tXAXX010101000\t2025-2', 'Página 1 de 2', 'Control.xlsx', 'Núm.\tNúm. de\tTotal de', 'contratos\templeados', '1\t4\t18', 'Página 2 de 2'].join('\n'),
    );
    const rows = joinStackedTables(text).split('\n');
    expect(rows).toContain('Núm.\tRFC\tPeriodo\tNúm. de contratos\tTotal de empleados');
    expect(rows).toContain('1\tXAXX010101000\t2025-2\t4\t18');
  });
});

describe('withoutBrowserPrint (a downloaded PDF saved again from the viewer)', () => {
  const page = 'Constancia de ejemplo\nZapopan, Jalisco, a 3 de marzo de 2025';
  it('drops a header titled with the file name (digits in it) and a file:/// footer with spaces in the path', () => {
    const printed = `Constancia_2025-0042 (2).pdf 5/3/25, 09:10\n${page}\nfile:///C:/Users/Ana Ruiz/Descargas/Constancia_2025-0042 (2).pdf Página 1 de 1`;
    expect(withoutBrowserPrint(printed)).toBe(page);
  });
  it('drops the same header a web page saved as .html prints, with the footer after the page number', () => {
    const printed = `recibo 88123.html 12/02/2026 17:45\n${page}\n1/1 file:///home/ana/recibo 88123.html`;
    expect(withoutBrowserPrint(printed)).toBe(page);
  });
});

describe('partyBlocksApart (an issuer\'s letterhead beside the customer\'s block, no headings)', () => {
  it('reads each block apart, the city after a lone C.P. going to the block it completes', () => {
    const bill = [
      'TELÉFONOS DE MÉXICO, S.A.B. DE C.V.\tFERRETERA LAS PALMAS DEL',
      'NORTE, S.A. DE C.V.',
      'PARQUE VÍA 190\tCALLE ZARAGOZA 415',
      'COL. CUAUHTÉMOC, C.P. 06500, CDMX\tCOL. OBISPADO',
      'C.P. 64060',
      'MONTERREY, NUEVO LEÓN',
      'Total a pagar: $899.00',
    ].join('\n');
    const parsed = parseAddressProof({ kind: 'pdf-text', method: 'pdf-text', text: bill, pages: 1, confidence: 1 } as never);
    const get = (k: string) => parsed.fields.find((f) => f.key === k)?.value;
    expect(get('titular')).toBe('FERRETERA LAS PALMAS DEL NORTE, S.A. DE C.V.');
    expect(get('codigoPostal')).toBe('64060');
    expect(get('domicilio')).toBe('CALLE ZARAGOZA 415, COL. OBISPADO, C.P. 64060, MONTERREY, NUEVO LEÓN');
  });
});

import { describe, expect, it } from 'vitest';
import { dateInOrderedBoxes } from '../common';
import { parseDate } from '../dates';
import { parseFields } from '../index';
import { TextDoc } from '../text';
import { pdf } from './samples';

/**
 * Printing habits of legacy systems and form-filling tools (session 13): old bank cores' fixed-width receipts,
 * flattened PDF forms, documents re-typed into a word processor's table, SUA desktop listings. Samples written from
 * the habits, with tabs where a PDF has a column gap. Identifiers: RFC EXP150301AB2, NSS 12345678903 / 01987654322,
 * NRP Y5412345105.
 */

describe("a date run together day first, 'DDMMAAAA', as old bank cores print it (session 13)", () => {
  it('reads the eight digits day, month, year, with the time printed after them', () => {
    expect(parseDate('FECHA APLICACION: 03022026  HORA: 09:15:00', { withTime: true })).toBe('2026-02-03T09:15');
    expect(parseDate('Fecha de operación 31122025')).toBe('2025-12-31');
    // The year-first run still reads as before; a run that is no valid date either way stays none.
    expect(parseDate('20260417')).toBe('2026-04-17');
    expect(parseDate('FOLIO 45128890')).toBeUndefined();
    expect(parseDate('IMPORTE 31122025.00')).toBeUndefined();
  });

  it("an ISR payment receipt from a bank's teller system", () => {
    const text = [
      'BANCO MERCANTIL DEL NORTE',
      'COMPROBANTE DE PAGO DE IMPUESTOS FEDERALES',
      '==============================================',
      'RFC           : EXP150301AB2',
      'FECHA PAGO    : 17042026   HORA: 12:05:41',
      'PERIODO       : 03/2026',
      'IMPORTE       : ******12,480.00',
    ].join('\n');
    expect(parseFields('mxpagoisr', pdf(text)).data).toMatchObject({ fechaPago: '2026-04-17T12:05' });
  });
});

describe('a date in boxes whose order its caption names in brackets (session 13)', () => {
  it("'(DÍA MES AÑO)' over '05 11 2014'; other orders and separators", () => {
    expect(dateInOrderedBoxes('fecha de alta (dia mes ano)', '05 11 2014')).toBe('2014-11-05');
    expect(dateInOrderedBoxes('fecha de registro (aaaa/mm/dd)', '2014 | 11 | 05')).toBe('2014-11-05');
    expect(dateInOrderedBoxes('fecha (dd-mm-aaaa)', '07-03-2012')).toBe('2012-03-07');
    // No order named, or figures that are no date in that order: none.
    expect(dateInOrderedBoxes('fecha de alta', '05 11 2014')).toBeUndefined();
    expect(dateInOrderedBoxes('fecha de alta (dia mes ano)', '05 13 2014')).toBeUndefined();
  });

  it('a flattened registration form: each value in its box under its numbered caption', () => {
    const text = [
      'AVISO DE INSCRIPCIÓN PATRONAL',
      '1. REGISTRO PATRONAL',
      'Y5412345105',
      '2. R.F.C.',
      'EXP150301AB2',
      '3. FECHA DE INSCRIPCIÓN (DÍA MES AÑO)',
      '02 09 2016',
      '4. CLASE',
      'II',
    ].join('\n');
    expect(parseFields('mxregpatronal', pdf(text)).data).toMatchObject({ fechaAlta: '2016-09-02', claseRiesgo: 'II' });
  });
});

describe("a word processor's two-column table, caption | value (session 13)", () => {
  it('a caption and its value in two cells read as a labelled value; a header of two captions does not', () => {
    const doc = new TextDoc(pdf('Porcentaje\t45\nRégimen\tFecha de alta\nFolio:\tA-1'));
    expect([doc.pairLine(0), doc.pairLine(1), doc.pairLine(2)]).toEqual(['Porcentaje: 45', 'Régimen Fecha de alta', 'Folio: A-1']);
  });

  it("a CSF whose activities and regímenes are rows of the table ('Actividad Económica (orden 1) | …')", () => {
    const text = [
      'CONSTANCIA DE SITUACIÓN FISCAL',
      'RFC\tEXP150301AB2',
      'Denominación/Razón Social\tEXPEDIENTES DEL NORTE, S.A. DE C.V.',
      'Código Postal\t64000',
      'Actividad Económica (orden 1)\tAlquiler de maquinaria para construcción',
      'Porcentaje\t80',
      'Fecha Inicio\t01/02/2015',
      'Actividad 2\tReparación de maquinaria industrial',
      'Porcentaje\t20',
      'Fecha Inicio\t15/07/2018',
      'Régimen fiscal\tRégimen General de Ley Personas Morales',
      'Fecha Inicio\t01/02/2015',
    ].join('\n');
    expect(parseFields('mxcsf', pdf(text)).data).toMatchObject({
      actividades: [
        { actividad: 'Alquiler de maquinaria para construcción', porcentaje: 80, fechaInicio: '2015-02-01' },
        { actividad: 'Reparación de maquinaria industrial', porcentaje: 20, fechaInicio: '2018-07-15' },
      ],
      regimenes: [{ regimen: 'Régimen General de Ley Personas Morales', fechaInicio: '2015-02-01' }],
    });
  });
});

describe('a caption cut where its cell wraps, its value beside it with no gap (session 13)', () => {
  it("'Nombre, denominación o razón EXPEDIENTES…' over 'social', and the title-case 'Razón' over 'Social'", () => {
    const head = 'OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES\nConcepto\tDato\nFolio\t26NA1234567\nClave en el RFC\tEXP150301AB2\n';
    const lower = parseFields('mxopinion32d', pdf(`${head}Nombre, denominación o razón EXPEDIENTES DEL NORTE, S.A. DE C.V.\nsocial\nSentido\tPOSITIVO`));
    expect(lower.data).toMatchObject({ nombre: 'EXPEDIENTES DEL NORTE, S.A. DE C.V.' });
    const title = parseFields('mxopinion32d', pdf(`${head}Denominación o Razón ARRENDADORA DEL BAJÍO, S.C.\nSocial\nSentido\tPOSITIVO`));
    expect(title.data).toMatchObject({ nombre: 'ARRENDADORA DEL BAJÍO, S.C.' });
  });
});

describe("SUA desktop listings: the total's parts, a closing 'TOTAL' row, rows off their header (session 13)", () => {
  it("'TOTAL A PAGAR RCV + INFONAVIT ....' and the parts in brackets or joined by 'y'", () => {
    const head = 'CEDULA BIMESTRAL\nREGISTRO PATRONAL: Y5412345105\nR.F.C.: EXP150301AB2\nPERIODO DE PAGO: 04/2026\n';
    const leader = parseFields('mxinfonavitbim', pdf(`${head}TOTAL A PAGAR RCV + INFONAVIT ........ 21,304.18`));
    expect(leader.data).toMatchObject({ importe: '21304.18' });
    const brackets = parseFields('mxinfonavitbim', pdf(`${head}Total a pagar (Retiro + Vivienda): $ 9,870.02`));
    expect(brackets.data).toMatchObject({ importe: '9870.02' });
    const words = parseFields('mximsscop', pdf(`${head}Total cuotas IMSS y RCV: 4,412.50`));
    expect(words.data).toMatchObject({ importe: '4412.50' });
  });

  it("a listing's header ending in a per-worker 'TOTAL' column, the document's total in a closing 'TOTAL' row", () => {
    const text = [
      'CEDULA DE DETERMINACION DE CUOTAS',
      'REG. PATRONAL: Y5412345105\tR.F.C.: EXP150301AB2',
      'PERIODO: 03/2026',
      '------------------------------------------',
      'NUM. AFILIACION NOMBRE',
      'DIAS\tS.D.I.\tCUOTA FIJA\tTOTAL',
      '------------------------------------------',
      '12-34-56-7890-3 ANA CRUZ DÍAZ',
      '31\t512.30\t700.10\t1,212.40',
      '01-98-76-5432-2 LUIS ORTA PAZ',
      '28\t618.00\t632.35\t1,250.35',
      '------------------------------------------',
      'TOTAL\t2,462.75',
    ].join('\n');
    expect(parseFields('mximsscop', pdf(text)).data).toMatchObject({ importe: '2462.75' });
  });

  it("a row whose cells are off its header's (the NSS joined to the name, two captions joined) is read by its figures", () => {
    const text = [
      'CEDULA BIMESTRAL',
      'REGISTRO PATRONAL: Y5412345105',
      'PERIODO DE PAGO: 04/2026',
      'NSS\tNOMBRE\tDIAS\tSBC AMORTIZACION\tAPORTACION',
      '12345678903 ANA CRUZ DÍAZ\t61\t512.30\t1,820.44\t1,562.52',
      '01987654322 LUIS ORTA PAZ\t59 1,118.00\t3,844.10\t3,298.10',
      'TOTAL A PAGAR: 10,525.16',
    ].join('\n');
    const data = parseFields('mxinfonavitbim', pdf(text)).data as { trabajadores: Record<string, unknown>[] };
    expect(data.trabajadores.map((w) => [w.diasCotizados, w.sbc])).toEqual([[61, '512.30'], [59, '1118.00']]);
  });
});

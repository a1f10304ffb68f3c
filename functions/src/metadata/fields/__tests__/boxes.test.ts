import { describe, expect, it } from 'vitest';
import { parseDate } from '../dates';
import { parseFields } from '../index';
import { isBoxCaption, isLabelCell } from '../text';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Dense pages of captioned boxes side by side (session 14): a band's header row names each box ('Identificación |
 * Datos del pago | Periodo'), then each box's caption/value lines share the page's lines. Samples written from the
 * habit, with tabs where a PDF has a column gap. Identifiers: RFC EXP150301AB2, NRP as in samples.ts.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

describe("A box's caption is never a value (session 14)", () => {
  it('knows the captions banks, SAT and IMSS put over their boxes, not a company named like one', () => {
    for (const c of ['Identificación', 'Ubicación', 'Datos del pago', 'Datos de la cuenta', 'Información fiscal', 'Resumen de su cuenta', 'Atención a clientes', 'Detalle de movimientos', 'Contacto']) {
      expect(isBoxCaption(c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).toBe(true);
    }
    expect(isBoxCaption('informacion de mercados, s.a. de c.v.')).toBe(false);
    expect(isLabelCell('expedientes del norte sa de cv')).toBe(false);
  });

  it("takes the name beside its caption, not the next band's box caption under it (two boxes, then three)", () => {
    const two = 'Datos del patrón\nNombre o razón social\tEXPEDIENTES DEL NORTE SA DE CV\nIdentificación\tPeriodo\nRegistro patronal\tY5412345100\tMes\t03\nR.F.C.\tEXP150301AB2\tAño\t2026';
    expect(value(parseFields('mximsscop', pdf(`CÉDULA DE DETERMINACIÓN DE CUOTAS\n${two}`)), 'razonSocial')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
    const three = two.replace('Identificación\tPeriodo', 'Identificación\tDatos del periodo\tContacto');
    expect(value(parseFields('mximsscop', pdf(`CÉDULA DE DETERMINACIÓN DE CUOTAS\n${three}`)), 'razonSocial')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
  });
});

describe('A payment receipt in boxes: the date alone in its cell, the hour and the operation in their own rows (session 14)', () => {
  it('reads a day.month.two-digit-year date alone in its cell, and keeps refusing such groups inside a longer text', () => {
    expect(parseDate('05.03.26')).toBe('2026-03-05');
    expect(parseDate('17-11-25')).toBe('2025-11-17');
    expect(parseDate('Tel. 55.12.34 ext 2')).toBeUndefined();
  });

  it("takes 'Operación' with its number beside it, not the payment key printed under it", () => {
    const receipt = [
      'Comprobante de pago de impuestos federales',
      'Identificación\tDatos del pago\tPeriodo',
      'R.F.C.\tEXP150301AB2\tFecha de pago\t05.03.26\tMes\t02',
      'Medio\tBanca electrónica\tHora\t09:41:12\tEjercicio\t2026',
      'Operación\t0012345678',
      'Llave de pago\t4F2A9C0D1E',
      'Línea de captura\t0426ABCD1234EFGH5678',
      'Total pagado\t$ 12,500.00',
    ].join('\n');
    const e = parseFields('mxpagoisr', pdf(receipt));
    expect([value(e, 'fechaPago'), value(e, 'numeroOperacion')]).toEqual(['2026-03-05T09:41', '0012345678']);
  });
});

describe("A box captioned alone whose row repeats a word of its caption (session 14)", () => {
  it("reads the línea de captura from 'Línea de captura' over 'Línea | code', and the operation from a shortened row", () => {
    const acuse = [
      'ACUSE DE RECIBO',
      'DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES',
      'R.F.C.\tEXP150301AB2\tTipo de declaración\tNormal',
      'Periodo\tFebrero\tEjercicio\t2026',
      'Número de operación',
      'Número\t260312345678',
      'Línea de captura',
      'Línea\t0426 0ABC 1234 5678 9XYZ',
      'Vigente hasta\t17/03/2026',
    ].join('\n');
    const e = parseFields('mxdeclisr', pdf(acuse));
    expect([value(e, 'lineaCaptura'), value(e, 'numeroOperacion')]).toEqual(['04260ABC123456789XYZ', '260312345678']);
  });
});

describe("A cédula's header in boxes: the processing day beside 'Proceso' is no period (session 14)", () => {
  it('reads the bimestre and the year from their cells, not the month of the processing date in the next box', () => {
    const cedula = [
      'CÉDULA DE DETERMINACIÓN DE APORTACIONES Y AMORTIZACIONES',
      'Razón social\tEXPEDIENTES DEL NORTE SA DE CV',
      'Identificación\tBimestre\tImportes',
      'Registro patronal\tY5412345100\tBimestre\t2\tTotal a pagar\t$18,204.50',
      'R.F.C.\tEXP150301AB2\tAño\t2026\tTrabajadores\t3',
      'Proceso\t04-MAY-2026\tForma de pago\tSIPARE',
    ].join('\n');
    expect(value(parseFields('mxinfonavitbim', pdf(cedula)), 'periodo')).toBe('04-2026');
    const monthly = cedula.replace('Bimestre\tImportes', 'Periodo\tImportes').replace('Bimestre\t2', 'Mes\t03');
    expect(value(parseFields('mximsscop', pdf(monthly.replace('APORTACIONES Y AMORTIZACIONES', 'CUOTAS OBRERO PATRONALES'))), 'periodo')).toBe('03-2026');
  });
});

describe("A bill's band of boxes whose first box is the service address (session 14)", () => {
  const bill = (heads: string) =>
    [
      'Recibo de servicio',
      'Cliente\tEXPEDIENTES DEL NORTE SA DE CV',
      heads,
      'AV. CONSTITUCIÓN 415 PTE.\tConsumo\t$1,204.00\tCOMISIÓN FEDERAL DE ELECTRICIDAD',
      'COL. CENTRO, C.P. 64000\tIVA\t$192.64\tRFC CFE370814QI0',
      'MONTERREY, NUEVO LEÓN\tTotal a pagar $1,396.64\tAV. PASEO DE LA REFORMA 164',
      'COL. JUÁREZ, C.P. 06600\tcfe.mx',
      'CUAUHTÉMOC, CIUDAD DE MÉXICO',
      'Pague antes de la fecha límite para evitar el corte del suministro.',
    ].join('\n');

  it("reads the address from the first box's lines, not the issuer's that its column holds after it ends", () => {
    for (const heads of ['Domicilio del servicio\tResumen de su cuenta\tInformación fiscal', 'Dirección de suministro\tDetalle del cobro\tDatos fiscales']) {
      const e = parseFields('mxdomicilio', pdf(bill(heads)));
      expect(value(e, 'domicilio')).toBe('AV. CONSTITUCIÓN 415 PTE., COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
      expect(value(e, 'codigoPostal')).toBe('64000');
      expect(value(e, 'emisor')).toBe('COMISIÓN FEDERAL DE ELECTRICIDAD');
    }
  });

  it("finishes a line of the box its column cut ('COL. CENTRO, C.P.' over the code alone)", () => {
    const cut = bill('Domicilio del servicio\tResumen\tInformación fiscal').replace('COL. CENTRO, C.P. 64000\t', 'COL. CENTRO, C.P.\t').replace('\nMONTERREY', '\n64000\nMONTERREY');
    expect(value(parseFields('mxdomicilio', pdf(cut)), 'domicilio')).toBe('AV. CONSTITUCIÓN 415 PTE., COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
    const long = bill('Domicilio del servicio\tResumen\tInformación fiscal').replace('AV. CONSTITUCIÓN 415 PTE.\t', 'AV. IGNACIO ZARAGOZA\t').replace('\nCOL. CENTRO', '\n1020\nCOL. CENTRO');
    expect(value(parseFields('mxdomicilio', pdf(long)), 'domicilio')).toBe('AV. IGNACIO ZARAGOZA 1020, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
    const lastWord = bill('Domicilio del servicio\tResumen\tInformación fiscal').replace('AV. CONSTITUCIÓN 415 PTE.\t', 'BLVD. MANUEL ÁVILA\t').replace('\nCOL. CENTRO', '\nCAMACHO 77 LOCAL 4\nCOL. CENTRO');
    expect(value(parseFields('mxdomicilio', pdf(lastWord)), 'domicilio')).toBe('BLVD. MANUEL ÁVILA CAMACHO 77 LOCAL 4, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
    const floor = bill('Domicilio del servicio\tResumen\tInformación fiscal').replace('\nCOL. CENTRO', '\nPISO 3\nCOL. CENTRO');
    expect(value(parseFields('mxdomicilio', pdf(floor)), 'domicilio')).toBe('AV. CONSTITUCIÓN 415 PTE. PISO 3, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
  });
});

describe("A statement's holder printed across the page over its band of boxes (session 14)", () => {
  it('takes the name over the band, not a line of the address box under it', () => {
    const statement = (heads: string) =>
      [
        'ESTADO DE CUENTA EMPRESARIAL DEL 01/03/2026 AL 31/03/2026',
        'EXPEDIENTES DEL NORTE SA DE CV',
        heads,
        'AV. CONSTITUCIÓN 415 PTE.\tNo. de cuenta\t0123456789\tSaldo anterior\t$ 10,000.00',
        'COL. CENTRO\tCLABE\t012180001234567899\tSaldo final\t$ 12,500.00',
        'MONTERREY, NUEVO LEÓN\tR.F.C.\tEXP150301AB2',
        'C.P. 64000\tFecha de corte\t31/03/2026',
      ].join('\n');
    for (const heads of ['Domicilio\tDatos de la cuenta\tResumen del periodo', 'Dirección\tCuenta\tResumen\tLínea directa']) {
      expect(value(parseFields('mxcaratulabancaria', pdf(statement(heads))), 'titular')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
    }
  });
});

describe("A constancia's grid of pairs: a value in capitals that is a label's word opens no label (session 14)", () => {
  it("keeps 'CALLE' as the type of street, the street name beside its own caption", () => {
    const csf = [
      'CÉDULA DE IDENTIFICACIÓN FISCAL',
      'RFC:\tEXP150301AB2',
      'Denominación/Razón Social:\tEXPEDIENTES DEL NORTE SA DE CV',
      'Datos del domicilio registrado',
      'Vialidad\tUbicación',
      'Código Postal:\t72000\tNombre de la Colonia:\tCENTRO',
      'Tipo de Vialidad:\tCALLE\tNombre de la Localidad:',
      'Nombre de Vialidad:\t5 DE MAYO\tNombre del Municipio o\tPUEBLA',
      'Demarcación Territorial:',
      'Número Exterior:\t118\tNombre de la Entidad Federativa:\tPUEBLA',
    ].join('\n');
    const e = parseFields('mxcsf', pdf(csf));
    expect([value(e, 'domicilio.vialidad'), value(e, 'domicilio.municipio'), value(e, 'domicilio.numero')]).toEqual(['5 DE MAYO', 'PUEBLA', '118']);
  });
});

describe("A date in words whose year wrapped under a box with a sidebar beside it (session 14)", () => {
  it("puts the year back on the date's cell, not after the sidebar's text", () => {
    const csf = [
      'CÉDULA DE IDENTIFICACIÓN FISCAL',
      'Denominación/Razón Social:\tEXPEDIENTES DEL NORTE SA DE CV',
      'Lugar de Emisión:\tPUEBLA, PUEBLA',
      'RFC:\tEXP150301AB2\tidCIF:\t12345678901',
      'Fecha inicio de operaciones:\t01 DE MARZO DE 2015\tFecha de Emisión:\t14 DE NOVIEMBRE DE\tConsulte en sat.gob.mx',
      '2025',
      'Estatus en el padrón:\tACTIVO',
    ].join('\n');
    expect(value(parseFields('mxcsf', pdf(csf)), 'fechaEmision')).toBe('2025-11-14');
  });
});

describe("A band's header of box captions heads boxes, not columns (session 14)", () => {
  it("reads no period from an RFC's digits in the rows under a 'Bimestre' or 'Periodo' box caption", () => {
    const rows = (caption: string, pair: string) =>
      [
        'CÉDULA DE DETERMINACIÓN',
        'Razón social\tEXPEDIENTES DEL NORTE SA DE CV',
        `Identificación\t${caption}\tImportes`,
        `Registro patronal\tY5412345100\t${pair}\tTotal a pagar\t$18,204.50`,
        'R.F.C.\tEXP150301AB2\tAño\t2026\tTrabajadores\t3',
      ].join('\n');
    expect(value(parseFields('mxinfonavitbim', pdf(rows('Bimestre', 'Bimestre\t2'))), 'periodo')).toBe('04-2026');
    expect(value(parseFields('mximsscop', pdf(rows('Periodo', 'Mes\t05'))), 'periodo')).toBe('05-2026');
  });
});

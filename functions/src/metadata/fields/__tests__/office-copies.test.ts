import { describe, expect, it } from 'vitest';
import { bimestreOfMonths } from '../dates';
import { parseFields } from '../index';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Documents as a supplier's own office prints and files them (session 13): identifiers stacked in one narrow cell,
 * parties printed in side-by-side columns under their own headings, periods named by their number and year.
 * Samples written from the habits, with tabs where a PDF has a column gap. Identifiers as in samples.ts.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;
const workers = (e: Extraction) =>
  [0, 1].map((i) => ['nombre', 'nss', 'curp', 'rfc'].map((k) => value(e, `trabajadores[${i}].${k}`)));
const expected = [
  ['JUAN PEREZ LOPEZ', '12345678903', 'PELJ800101HDFRPN01', 'PELJ800101H74'],
  ['ANA MORA RAMIREZ', '01987654322', 'MORA850615MJCRLN09', 'MORA850615QW6'],
];
const head = 'EXPEDIENTES DEL NORTE SA DE CV\nRFC: EXP150301AB2\nRelación de personal asignado\nPeriodo: marzo de 2026\n';

describe("a worker's identifiers stacked in one narrow cell (session 13)", () => {
  it("'RFC … CURP' on the row and '… NSS …' wrapped onto the line under it, a job column beside", () => {
    const e = parseFields(
      'mxplantilla',
      pdf(`${head}No.\tNombre del trabajador\tDatos de identificación\tPuesto
1\tJUAN PEREZ LOPEZ\tRFC PELJ800101H74 CURP\tSupervisor de turno
PELJ800101HDFRPN01 NSS 12345678903
2\tANA MORA RAMIREZ\tRFC MORA850615QW6 CURP MORA850615MJCRLN09\tAuxiliar de almacén
NSS 01987654322`),
    );
    expect(value(e, 'rfc')).toBe('EXP150301AB2');
    expect(workers(e)).toEqual(expected);
    expect(value(e, 'trabajadores[2].nss')).toBeUndefined();
  });

  it("dotted captions in another order under an 'Identificadores' heading ('N.S.S. … C.U.R.P.' over '… R.F.C. …')", () => {
    const e = parseFields(
      'mxplantilla',
      pdf(`${head}Núm.\tNombre\tIdentificadores\tÁrea
1\tJUAN PEREZ LOPEZ\tN.S.S. 12345678903 C.U.R.P.\tOperaciones
PELJ800101HDFRPN01 R.F.C. PELJ800101H74
2\tANA MORA RAMIREZ\tN.S.S. 01987654322 C.U.R.P.\tAlmacén
MORA850615MJCRLN09 R.F.C. MORA850615QW6`),
    );
    expect(workers(e)).toEqual(expected);
  });

  it("a card whose 'Nombre:' line is followed by its identifiers two on a line", () => {
    const e = parseFields(
      'mxplantilla',
      pdf(`${head}Nombre: JUAN PEREZ LOPEZ
NSS: 12345678903 CURP: PELJ800101HDFRPN01
RFC: PELJ800101H74
Nombre: ANA MORA RAMIREZ
NSS: 01987654322 CURP: MORA850615MJCRLN09
RFC: MORA850615QW6`),
    );
    expect(workers(e)).toEqual(expected);
  });
});

describe("a bill's party blocks printed side by side under their headings (session 13)", () => {
  it("'Datos del cliente | Datos del emisor': the holder's block on the left, its name and C.P. wrapped alone", () => {
    const e = parseFields(
      'mxdomicilio',
      pdf(`GASES DEL NORESTE
Datos del cliente\tDatos del emisor
EXPEDIENTES DEL NORTE, S.A. DE\tGAS NATURAL DEL NORESTE, S.A. DE C.V.
C.V.
AV. CONSTITUCIÓN 1450 PISO 3\tAv. Revolución 800
COL. OBISPADO\tRFC GNN960815AB1
MONTERREY, NUEVO LEÓN\tServicio al cliente 81 8150 0000
C.P. 64060
Fecha de emisión: 3 de marzo de 2026
Total a pagar: $ 1,204.00`),
    );
    expect(value(e, 'emisor')).toBe('GAS NATURAL DEL NORESTE, S.A. DE C.V.');
    expect(value(e, 'titular')).toBe('EXPEDIENTES DEL NORTE, S.A. DE C.V.');
    expect(value(e, 'domicilio')).toBe('AV. CONSTITUCIÓN 1450 PISO 3, COL. OBISPADO, MONTERREY, NUEVO LEÓN, C.P. 64060');
    expect(value(e, 'codigoPostal')).toBe('64060');
  });

  it('a long name that fills its column, a narrow gap from the other block\'s name, its legal form wrapped', () => {
    const e = parseFields(
      'mxdomicilio',
      pdf(`Datos del cliente\tDatos del emisor
COMERCIALIZADORA Y ARCHIVOS DEL NORTE DE MÉXICO, S. DE GAS NATURAL DEL NORESTE, S.A. DE C.V.
R.L. DE C.V.
AV. CONSTITUCIÓN 1450\tAv. Revolución 800
COL. OBISPADO\tRFC GNN960815AB1
MONTERREY, NUEVO LEÓN\tServicio al cliente 81 8150 0000
C.P. 64060
Fecha de emisión: 3 de marzo de 2026`),
    );
    expect(value(e, 'emisor')).toBe('GAS NATURAL DEL NORESTE, S.A. DE C.V.');
    expect(value(e, 'titular')).toBe('COMERCIALIZADORA Y ARCHIVOS DEL NORTE DE MÉXICO, S. DE R.L. DE C.V.');
    // Parted after a whole 'S.A.', its 'DE C.V.' under it; or after '… R.L. DE'.
    const names = (row: string, under: string) => {
      const bill = parseFields('mxdomicilio', pdf(`Datos del cliente\tDatos del emisor\n${row}\n${under}\nAV. CONSTITUCIÓN 1450\tAv. Revolución 800\nC.P. 64060\nFecha de emisión: 3 de marzo de 2026`));
      return [value(bill, 'titular'), value(bill, 'emisor')];
    };
    expect(names('ARCHIVOS Y EXPEDIENTES DEL NORTE DE MÉXICO, S.A. GAS NATURAL DEL NORESTE, S.A. DE C.V.', 'DE C.V.')).toEqual(['ARCHIVOS Y EXPEDIENTES DEL NORTE DE MÉXICO, S.A. DE C.V.', 'GAS NATURAL DEL NORESTE, S.A. DE C.V.']);
    expect(names('ARCHIVOS Y EXPEDIENTES DEL NORTE, S. DE R.L. DE GAS NATURAL DEL NORESTE, S.A. DE C.V.', 'C.V.')).toEqual(['ARCHIVOS Y EXPEDIENTES DEL NORTE, S. DE R.L. DE C.V.', 'GAS NATURAL DEL NORESTE, S.A. DE C.V.']);
  });

  it("'Emisor | Receptor': the receptor's name wrapped with words before its legal form, the issuer's whole", () => {
    const e = parseFields(
      'mxdomicilio',
      pdf(`Emisor\tReceptor
TELEFONÍA CELULAR DEL NORTE, S.A. DE C.V.\tCOMERCIALIZADORA DE ARCHIVOS
DEL NORTE, S. DE R.L. DE C.V.
RFC: TCN850101AB1\tRFC: EXP150301AB2
Domicilio de envío
AV. CONSTITUCIÓN 1450
COL. OBISPADO
MONTERREY, NUEVO LEÓN 64060`),
    );
    expect(value(e, 'titular')).toBe('COMERCIALIZADORA DE ARCHIVOS DEL NORTE, S. DE R.L. DE C.V.');
  });

  it("the headings as single words ('Suscriptor | Emisor'), the issuer's block on the left", () => {
    const e = parseFields(
      'mxdomicilio',
      pdf(`Emisor\tSuscriptor
CABLE DEL BAJÍO, S.A. DE C.V.\tEXPEDIENTES DEL NORTE SA DE CV
Calle Juárez 12\tCALLE HIDALGO 45 INT. 2
RFC CBA010203XY4\tCOL. CENTRO, C.P. 37000
León, Guanajuato\tLEÓN, GUANAJUATO
Fecha de emisión: 04/03/2026`),
    );
    expect(value(e, 'emisor')).toBe('CABLE DEL BAJÍO, S.A. DE C.V.');
    expect(value(e, 'titular')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
    expect(value(e, 'domicilio')).toBe('CALLE HIDALGO 45 INT. 2, COL. CENTRO, C.P. 37000, LEÓN, GUANAJUATO');
    expect(value(e, 'codigoPostal')).toBe('37000');
  });
});

describe("a bimestre's number glossed with its months (session 13)", () => {
  it('the two months name the bimestre, by name or abbreviated, joined by a word, a dash or a slash', () => {
    expect(bimestreOfMonths('06/2025 (noviembre y diciembre)')).toBe(6);
    expect(bimestreOfMonths('Bim. 3 – May/Jun 2026')).toBe(3);
    expect(bimestreOfMonths('02-2026 (MARZO-ABRIL)')).toBe(2);
    expect(bimestreOfMonths('enero a febrero de 2026')).toBe(1);
    // Not a bimestre: months that straddle two ('febrero y marzo') or stand apart.
    expect(bimestreOfMonths('febrero y marzo 2026')).toBeUndefined();
    expect(bimestreOfMonths('Marzo 2026')).toBeUndefined();
  });

  it("a cédula's 'Bimestre 02/2026 (marzo y abril)' is the second bimestre, its 'Periodo | Bimestre 2-2026 (mar-abr)' too", () => {
    const cedula = (line: string) =>
      parseFields('mxinfonavitbim', pdf(`CÉDULA DE DETERMINACIÓN DE CUOTAS (BIMESTRAL)\nRegistro patronal: Y5412345105\nRFC: EXP150301AB2\n${line}\nNSS\tNombre\tAportación\n12345678903\tJUAN PEREZ LOPEZ\t1,200.00`));
    expect(value(cedula('Bimestre: 2/2026'), 'periodo')).toBe('04-2026');
    expect(value(cedula('Bimestre 02/2026 (marzo y abril)'), 'periodo')).toBe('04-2026');
    expect(value(cedula('Periodo\tBimestre 2-2026 (mar-abr)'), 'periodo')).toBe('04-2026');
    expect(value(cedula('Bimestre 06/2025 (noviembre y diciembre)'), 'periodo')).toBe('12-2025');
  });
});

describe("a period named by its ordinal and glossed after a colon (session 13)", () => {
  const acuse = (periodo: string, extra = '') =>
    parseFields(
      'mxicsoe',
      pdf(`ACUSE DE RECIBO ICSOE\nFolio de recepción\tICSOE20251234567890\nR.F.C.\tEXP150301AB2\nRegistro patronal\tY5412345105\n${periodo}\nTipo de declaración\tNORMAL\nContratos informados\t2\nTrabajadores informados\t9${extra}`),
    );

  it("'Periodo | Tercer cuatrimestre: septiembre a diciembre de 2025': the value, not a label; its year the exercise", () => {
    const e = acuse('Periodo\tTercer cuatrimestre: septiembre a diciembre de 2025', '\nInformativa\tPeriodo\tEnviada\nICSOE\tTercer cuatrimestre: septiembre a\t12/01/2026\ndiciembre de 2025');
    expect([value(e, 'cuatrimestre'), value(e, 'ejercicio')]).toEqual(['3', '2025']);
  });

  it("'1er. cuatrimestre: enero-abril 2026' and 'Cuatrimestre: 2' (a label) read alike", () => {
    expect([value(acuse('Periodo: 1er. cuatrimestre: enero-abril 2026'), 'cuatrimestre'), value(acuse('Periodo: 1er. cuatrimestre: enero-abril 2026'), 'ejercicio')]).toEqual(['1', '2026']);
    expect(value(acuse('Cuatrimestre: 2\nEjercicio: 2026'), 'cuatrimestre')).toBe('2');
  });
});

describe("an interior that names its own kind after the form's 'Int.' caption (session 13)", () => {
  it("'No. 1200 Int. LOCAL 4' and 'No. Int. Depto. 302' are written without the caption; 'Int. 7' keeps it", () => {
    const bill = (street: string) =>
      value(parseFields('mxdomicilio', pdf(`TELÉFONOS DEL NORTE\nCliente: EXPEDIENTES DEL NORTE SA DE CV\nDomicilio: ${street}, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN\nFecha de emisión: 02/03/2026`)), 'domicilio');
    expect(bill('AV. JUÁREZ No. 1200 Int. LOCAL 4')).toBe('AV. JUÁREZ 1200 LOCAL 4, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
    expect(bill('AV. JUÁREZ 1200 No. Int. Depto. 302')).toBe('AV. JUÁREZ 1200 Depto. 302, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
    expect(bill('AV. JUÁREZ 1200 Int. 7')).toBe('AV. JUÁREZ 1200 Int. 7, COL. CENTRO, C.P. 64000, MONTERREY, NUEVO LEÓN');
  });
});

describe("a cédula's labelled total below a table whose last column is each worker's 'Total' (session 13)", () => {
  it("'Total IMSS del periodo' is the document's amount, not the first worker's under the 'Total' heading", () => {
    const e = parseFields(
      'mximsscop',
      pdf(`CÉDULA DE DETERMINACIÓN DE CUOTAS OBRERO PATRONALES
Registro patronal\tY5412345105
R.F.C.\tEXP150301AB2
Periodo\tMARZO/2026
NSS\tNombre\tDías\tCuota fija\tTotal
12345678903\tJUAN PEREZ LOPEZ\t31\t712.07\t1,204.50
01987654322\tANA MORA RAMIREZ\t31\t712.07\t980.25
Total IMSS del periodo: $ 2,184.75`),
    );
    expect(value(e, 'importe')).toBe('2184.75');
  });
});

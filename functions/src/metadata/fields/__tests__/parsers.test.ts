import { describe, expect, it } from 'vitest';
import { labels, nameValue } from '../common';
import { parseFields } from '../index';
import { TextDoc } from '../text';
import type { Extraction } from '../types';
import * as s from './samples';

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;
const confidence = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.confidence ?? 0;

describe('opinions', () => {
  it('32-D as a two-row table: folio, RFC and name from the value row; POSITIVO; the review date with its time', () => {
    const e = parseFields('mxopinion32d', s.pdf(s.opinion32dTable));
    expect(e.data).toEqual({
      folio: '26NA3827651',
      rfc: 'EXP150301AB2',
      nombre: 'EXPEDIENTES DEL NORTE SA DE CV',
      sentido: 'POSITIVO',
      fechaEmision: '2026-03-03T10:15',
    });
    expect(e.issueDate).toBe('2026-03-03');
    expect(confidence(e, 'rfc')).toBeLessThan(1);
    expect(confidence(e, 'sentido')).toBe(1);
  });

  it('32-D from OCR, accents stripped, O and I in the RFC date: repaired, lower confidence, NEGATIVO', () => {
    const e = parseFields('mxopinion32d', s.ocr(s.opinion32dOcr));
    expect(value(e, 'rfc')).toBe('EXP150301AB2');
    expect(value(e, 'sentido')).toBe('NEGATIVO');
    expect(value(e, 'fechaEmision')).toBe('2026-03-03T09:05');
    expect(confidence(e, 'rfc')).toBeLessThan(confidence(e, 'folio'));
    expect(confidence(e, 'folio')).toBeLessThanOrEqual(0.86);
  });

  it('32-D senses other than positive or negative', () => {
    const text = s.opinion32dTable.replace('en sentido POSITIVO', 'en sentido INSCRITO SIN OBLIGACIONES');
    expect(value(parseFields('mxopinion32d', s.pdf(text)), 'sentido')).toBe('INSCRITO SIN OBLIGACIONES');
  });

  it('IMSS opinion on one line per label, two labels on one line', () => {
    const e = parseFields('mximssopinion', s.pdf(s.imssOpinion));
    expect(e.data).toMatchObject({ folio: '1234567890', rfc: 'EXP150301AB2', nrp: 'Y5412345105', resultado: 'POSITIVA', fechaEmision: '2026-03-05' });
  });

  it('INFONAVIT constancia with every value on the next line; "no cuenta con adeudos" is positive, "con adeudos" negative', () => {
    const e = parseFields('mxinfonavitopinion', s.pdf(s.infonavitTwoLine));
    expect(e.data).toMatchObject({ nrp: 'Y5412345105', rfc: 'EXP150301AB2', nombre: 'EXPEDIENTES DEL NORTE SA DE CV', folio: 'INF-2026-004512', resultado: 'POSITIVA', fechaEmision: '2026-03-10' });
    const negative = s.infonavitTwoLine.replace('no cuenta con adeudos', 'presenta adeudos');
    expect(value(parseFields('mxinfonavitopinion', s.pdf(negative)), 'resultado')).toBe('NEGATIVA');
  });
});

describe('CSF', () => {
  it('persona moral: identification, domicile two labels a line, activities and regímenes tables', () => {
    const e = parseFields('mxcsf', s.pdf(s.csf));
    expect(e.data).toMatchObject({
      rfc: 'EXP150301AB2',
      idCif: '19010234567',
      nombre: 'EXPEDIENTES DEL NORTE SA DE CV',
      regimenCapital: 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
      estatusPadron: 'ACTIVO',
      fechaInicioOperaciones: '2015-04-01',
      lugarEmision: 'MONTERREY, NUEVO LEON',
      fechaEmision: '2026-03-02',
      domicilio: { codigoPostal: '64000', vialidad: 'CONSTITUCION', numero: '405', colonia: 'CENTRO', municipio: 'MONTERREY', entidad: 'NUEVO LEON' },
      regimenes: [{ regimen: 'Régimen General de Ley Personas Morales', fechaInicio: '2015-04-01' }],
      actividades: [
        { actividad: 'Servicios de administración de negocios', porcentaje: 70, fechaInicio: '2015-04-01' },
        { actividad: 'Otros servicios de apoyo a los negocios', porcentaje: 30, fechaInicio: '2015-04-01' },
      ],
    });
    expect(e.issueDate).toBe('2026-03-02');
  });

  it('persona física without accents: CURP and the name from its three labels', () => {
    const e = parseFields('mxcsf', s.pdf(s.csfFisica));
    expect(e.data).toMatchObject({ rfc: 'PELJ800101H74', curp: 'PELJ800101HDFRPN01', nombre: 'JUAN PEREZ LOPEZ', domicilio: { codigoPostal: '06600', numero: '22', colonia: 'JUAREZ' } });
  });
});

describe('returns and payments', () => {
  it('ISR acuse: month name with the ejercicio gives the period; time of presentation; grouped línea de captura', () => {
    const e = parseFields('mxdeclisr', s.pdf(s.declIsr));
    expect(e.data).toEqual({
      rfc: 'EXP150301AB2',
      tipo: 'Normal',
      periodo: '03-2026',
      ejercicio: 2026,
      fechaPresentacion: '2026-04-16T12:41',
      numeroOperacion: '260416012345',
      lineaCaptura: '04260EXP150301AB2987',
      importe: '48210.00',
    });
    expect(e.printedPeriod).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('IVA acuse in capitals, values on the next line, ISO date with seconds', () => {
    const e = parseFields('mxdecliva', s.pdf(s.declIvaTwoLine));
    expect(e.data).toMatchObject({ tipo: 'Complementaria', periodo: '03-2026', ejercicio: 2026, fechaPresentacion: '2026-04-17T09:03', importe: '12345.67', lineaCaptura: '04260EXP150301AB2123' });
  });

  it('bank receipt of the ISR payment: bank brand, llave de pago, importe pagado', () => {
    const e = parseFields('mxpagoisr', s.pdf(s.pagoIsr));
    expect(e.data).toMatchObject({ rfc: 'EXP150301AB2', banco: 'Banorte', periodo: '03-2026', ejercicio: 2026, fechaPago: '2026-04-16', numeroOperacion: '7AB31C0099', importe: '48210.00' });
  });

  it('annual return: the year covered and the tax due', () => {
    const e = parseFields('mxdeclanual', s.pdf(s.annual));
    expect(e.data).toMatchObject({ ejercicio: 2025, tipo: 'Normal', numeroOperacion: '260328554433', importe: '120500.00' });
    expect(e.printedPeriod).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('IMSS payments', () => {
  it('SUA cédula: NRP with dashes, period, total, one row per worker (días and SBC by shape)', () => {
    const e = parseFields('mximsscop', s.pdf(s.sua));
    expect(e.data).toMatchObject({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', periodo: '03-2026', importe: '18522.37' });
    expect(e.data.trabajadores).toEqual([
      { nss: '12345678903', diasCotizados: 31, sbc: '512.40' },
      { nss: '01987654322', diasCotizados: 28, sbc: '1203.55' },
      { nss: '45128930471', diasCotizados: 31, sbc: '350.00' },
    ]);
  });

  it('SIPARE from OCR: NRP, RFC and NSS with letters for digits are repaired', () => {
    const e = parseFields('mxsipare', s.ocr(s.sipareOcr));
    expect(e.data).toMatchObject({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', periodo: '03-2026', fechaPago: '2026-04-14', importe: '18522.37' });
    expect(value(e, 'lineaCaptura')).toBe('01260Y5412345105032648712233');
    expect(e.data.trabajadores).toEqual([{ nss: '12345678903', diasCotizados: 31, sbc: '512.40' }]);
  });

  it('bimonthly cédula: the bimestre as MM-AAAA', () => {
    const e = parseFields('mxinfonavitbim', s.pdf(s.infonavitBim));
    expect(e.data).toMatchObject({ periodo: '04-2026', importe: '61004.10', trabajadores: [{ nss: '12345678903', diasCotizados: 61, sbc: '512.40' }] });
  });
});

describe('ICSOE / SISUB', () => {
  it('ICSOE: the cuatrimestre from "Enero - Abril 2026", counts', () => {
    const e = parseFields('mxicsoe', s.pdf(s.icsoe));
    expect(e.data).toEqual({ folio: 'ICSOE-2026-0004412', cuatrimestre: 1, ejercicio: 2026, tipo: 'Normal', rfc: 'EXP150301AB2', registroPatronal: 'Y5412345105', contratos: 3, trabajadores: 25 });
    expect(e.printedPeriod).toEqual({ from: '2026-01-01', to: '2026-04-30' });
  });

  it('SISUB with values on the next line', () => {
    const e = parseFields('mxsisub', s.pdf(s.sisubTwoLine));
    expect(e.data).toEqual({ folio: 'SISUB260000812', cuatrimestre: 2, ejercicio: 2026, tipo: 'Complementaria', rfc: 'EXP150301AB2', registroPatronal: 'Y5412345105', contratos: 4, trabajadores: 31 });
    expect(e.printedPeriod).toEqual({ from: '2026-05-01', to: '2026-08-31' });
  });
});

describe('initial documents', () => {
  it('bank cover: CLABE printed in groups, account, cut-off date', () => {
    const e = parseFields('mxcaratulabancaria', s.pdf(s.bankCover));
    expect(e.data).toEqual({ banco: 'BBVA México', titular: 'EXPEDIENTES DEL NORTE SA DE CV', rfc: 'EXP150301AB2', clabe: '012180001234567899', cuenta: '0123456789', fechaCorte: '2026-03-31' });
  });

  it('proof of address: the issuer as printed where its brand is, C.P., issue date (not the deadline)', () => {
    const e = parseFields('mxdomicilio', s.pdf(s.addressCfe));
    expect(e.data).toMatchObject({ emisor: 'CFE Suministrador de Servicios Básicos', titular: 'EXPEDIENTES DEL NORTE SA DE CV', codigoPostal: '64000', fechaEmision: '2026-03-18' });
    expect(value(e, 'domicilio')).toContain('AV CONSTITUCION 405');
  });

  it('registro patronal: clase de riesgo in roman numerals, fecha de alta', () => {
    const e = parseFields('mxregpatronal', s.pdf(s.regPatronal));
    expect(e.data).toEqual({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', claseRiesgo: 'III', fechaAlta: '2015-04-20' });
  });

  it('REPSE: aviso AR…/year, registration number, numbered services; no printed vigencia', () => {
    const e = parseFields('mxrepse', s.pdf(s.repse));
    expect(e.data).toEqual({
      numeroRegistro: '98765',
      aviso: 'AR12345/2023',
      fechaAviso: '2023-07-10',
      nombre: 'EXPEDIENTES DEL NORTE SA DE CV',
      servicios: [{ servicio: 'Servicios de limpieza de oficinas' }, { servicio: 'Mantenimiento de equipo de cómputo' }],
    });
    const dated = s.repse.replace('La presente tiene una vigencia de tres años.', 'Vigencia: del 10/07/2023 al 10/07/2026');
    expect(value(parseFields('mxrepse', s.pdf(dated)), 'vigencia')).toBe('2026-07-10');
  });

  it('plantilla: one row per worker with name, NSS, CURP and RFC', () => {
    const e = parseFields('mxplantilla', s.pdf(s.plantilla));
    expect(e.data).toEqual({
      rfc: 'EXP150301AB2',
      razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV',
      periodo: '03-2026',
      trabajadores: [
        { nombre: 'JUAN PEREZ LOPEZ', nss: '12345678903', curp: 'PELJ800101HDFRPN01', rfc: 'PELJ800101H74' },
        { nombre: 'ANA MORA RAMIREZ', nss: '01987654322', curp: 'MORA850615MJCRLN09', rfc: 'MORA850615QW6' },
      ],
    });
  });
});

describe('CFDI de nómina', () => {
  it('maps the XML straight to the fields with confidence 1, identifiers upper case, the payment period printed', () => {
    const e = parseFields('mxcfdinomina', s.cfdi);
    expect(e.data).toEqual({
      emisorRfc: 'EXP150301AB2',
      emisorNombre: 'EXPEDIENTES DEL NORTE SA DE CV',
      receptorRfc: 'PELJ800101H74',
      receptorCurp: 'PELJ800101HDFRPN01',
      receptorNss: '12345678903',
      fechaPago: '2026-03-31',
      fechaInicialPago: '2026-03-16',
      fechaFinalPago: '2026-03-31',
      numDiasPagados: 16,
      totalPercepciones: '8200.50',
      totalDeducciones: '1210.00',
      registroPatronal: 'Y5412345105',
      periodicidadPago: '04',
      uuid: 'A1B2C3D4-E5F6-4711-8899-AABBCCDDEEFF',
      fechaTimbrado: '2026-03-31T18:05',
    });
    expect(e.fields.every((f) => f.confidence === 1)).toBe(true);
    expect(e.printedPeriod).toEqual({ from: '2026-03-16', to: '2026-03-31' });
  });

  it('a text read of the payroll type or a type without fields gives no fields', () => {
    expect(parseFields('mxcfdinomina', s.pdf('CFDI representación impresa')).fields).toEqual([]);
    expect(parseFields('mxactaconstitutiva', s.pdf(s.csf)).fields).toEqual([]);
  });
});

describe('OCR slips', () => {
  it('a wrapped legal form read with € and dashes, a month abbreviation with 0 for O', () => {
    const text = 'Banamex\nNombre del titular OPERADORA DEL NORTE, S.A,\nDE €.V-\nRFC EXP150301AB2\nFecha de corte 31-AG0-2026';
    const e = parseFields('mxcaratulabancaria', s.ocr(text));
    expect(value(e, 'titular')).toBe('OPERADORA DEL NORTE, S.A. DE C.V.');
    expect(value(e, 'fechaCorte')).toBe('2026-08-31');
    // The PDF's own text is kept as printed.
    expect(value(parseFields('mxcaratulabancaria', s.pdf('Titular: OPERADORA DEL NORTE SA DE CV')), 'titular')).toBe('OPERADORA DEL NORTE SA DE CV');
  });
});

describe('other wordings of the same forms', () => {
  it('a name wrapped at a word, with its legal form on the next line; a línea de captura with a group of letters only', () => {
    const e = parseFields('mximsscop', s.pdf('Razón social: PROVEEDORA DE MANTENIMIENTO INDUSTRIAL\nPENINSULARES, S.A. DE C.V.\nLínea de captura: 0626G XGUWP JAXWV ZSGM0\nTotal a pagar: $ 1.00'));
    expect(e.data).toMatchObject({ razonSocial: 'PROVEEDORA DE MANTENIMIENTO INDUSTRIAL PENINSULARES, S.A. DE C.V.', lineaCaptura: '0626GXGUWPJAXWVZSGM0', importe: '1.00' });
  });

  it('a value is cut before the next "Label:" on its line, even a label the parser does not know', () => {
    const e = parseFields('mxcaratulabancaria', s.pdf('Santander\nTitular: EXPEDIENTES DEL NORTE SA DE CV Plaza: MONTERREY Sucursal 0042\nCLABE 014580123456789015'));
    expect(value(e, 'titular')).toBe('EXPEDIENTES DEL NORTE SA DE CV');
    expect(value(e, 'banco')).toBe('Santander');
  });

  it('"Mes/Año", "Monto", a cuatrimestre by month names with the year apart, a bill with two-digit years', () => {
    const sua = parseFields('mximsscop', s.pdf('Registro patronal Y5412345105\nMes/Año: 03/2026\nMonto total: 1,000.00'));
    expect(sua.data).toMatchObject({ periodo: '03-2026', importe: '1000.00' });
    const ret = parseFields('mxdecliva', s.pdf('RFC EXP150301AB2\nMes: Marzo\nEjercicio 2026\nA pagar: $ 10.50'));
    expect(ret.data).toMatchObject({ periodo: '03-2026', importe: '10.50' });
    const acuse = parseFields('mxsisub', s.pdf('Cuatrimestre: Septiembre - Diciembre\nEjercicio: 2025'));
    expect(acuse.printedPeriod).toEqual({ from: '2025-09-01', to: '2025-12-31' });
    const bill = parseFields('mxdomicilio', s.pdf('TELMEX\nCliente: JUAN PEREZ LOPEZ\nPeriodo facturado: 15 ENE 26 al 15 MAR 26'));
    expect(bill.data).toMatchObject({ emisor: 'TELMEX', titular: 'JUAN PEREZ LOPEZ', fechaEmision: '2026-03-15' });
  });
});

/**
 * Rules that do not depend on one arrangement (session 10): any numbering before a label, the wordings real forms use
 * for a field, a label's own tail up to its colon, a value above its caption, plural markers, the issuer's RFC set
 * apart, the only identifier of a shape. Snippets written for these rules, not taken from the generator.
 */
describe('layout-independent label and value finding', () => {
  it('numbered items in any style, "Denominación del patrón", "Nº de control", "Generada el"', () => {
    const e = parseFields(
      'mximssopinion',
      s.pdf(`INSTITUTO MEXICANO DEL SEGURO SOCIAL
Opinión de cumplimiento en materia de seguridad social
II.- Registro patronal: Y54-12345-10-5
III.- Denominación del patrón: EXPEDIENTES DEL NORTE SA DE CV
IV.- R.F.C.: EXP150301AB2
V.- Nº de control: 1234567890
VI.- Resultado: Positiva
Generada el 05/03/2026`),
    );
    expect(e.data).toMatchObject({ nrp: 'Y5412345105', nombre: 'EXPEDIENTES DEL NORTE SA DE CV', rfc: 'EXP150301AB2', folio: '1234567890', resultado: 'POSITIVA', fechaEmision: '2026-03-05' });
  });

  it('a value above its caption when nothing is right of the label nor below it', () => {
    const doc = new TextDoc(s.pdf('ACME SERVICIOS SA DE CV\nRazón social\nFecha de alta'));
    expect(doc.find(labels.razonSocial, nameValue)?.value).toBe('ACME SERVICIOS SA DE CV');
  });

  it('a card of values above captions: the class digit above "Clase de riesgo de trabajo", not the prima below it', () => {
    const e = parseFields(
      'mxregpatronal',
      s.pdf(`Tarjeta patronal
Y54-12345-10-5
Registro patronal
EXPEDIENTES DEL NORTE SA DE CV
Razón social
EXP150301AB2
R.F.C.
2
Clase de riesgo de trabajo
2.59840
Prima de riesgo
15/01/2019
Fecha de alta`),
    );
    expect(e.data).toMatchObject({ registroPatronal: 'Y5412345105', razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', rfc: 'EXP150301AB2', claseRiesgo: 'II', fechaAlta: '2019-01-15' });
  });

  it("a label's own tail up to its colon, plural markers, a cuatrimestre as two months with their years", () => {
    const e = parseFields(
      'mxicsoe',
      s.pdf(`Acuse de recibo ICSOE
Folio de recepción: ICS2026000123
R.F.C.: EXP150301AB2
Registro patronal: Y54-12345-10-5
Periodo que se informa: mayo 2026 a agosto 2026
Tipo de presentación: Normal
a) Número de contratos de servicios especializados celebrados: 4
b) Trabajador(es) asignado(s): 27`),
    );
    expect(e.data).toMatchObject({ cuatrimestre: 2, ejercicio: 2026, contratos: 4, trabajadores: 27, tipo: 'Normal' });
  });

  it("the taxpayer's RFC, not the one on the bank's legal-name line; 'Cuentahabiente' is the holder", () => {
    const e = parseFields(
      'mxcaratulabancaria',
      s.pdf(`BANCO EJEMPLAR
Banco Ejemplar, S.A., Institución de Banca Múltiple, RFC BEJ900101PL3
Estado de cuenta
Cuentahabiente: EXPEDIENTES DEL NORTE SA DE CV
R.F.C. EXP150301AB2
No. de cuenta 0123456789
CLABE 012 180 00123456789 9
Fecha de corte 31/03/2026`),
    );
    expect(e.data).toMatchObject({ rfc: 'EXP150301AB2', titular: 'EXPEDIENTES DEL NORTE SA DE CV', clabe: '012180001234567899', cuenta: '0123456789', fechaCorte: '2026-03-31' });
  });

  it("a property's owner and location ('Propietario', 'Ubicación del predio') with its C.P. wrapped to the next line", () => {
    const e = parseFields(
      'mxdomicilio',
      s.pdf(`ORGANISMO OPERADOR DE AGUA
Fecha de expedición: 02/04/2026
Propietario: MARÍA PÉREZ CRUZ
Ubicación del predio: AV. JUÁREZ 120, COL. CENTRO, TOLUCA, MÉXICO, C.P.
50000`),
    );
    expect(e.data).toMatchObject({ titular: 'MARÍA PÉREZ CRUZ', codigoPostal: '50000', fechaEmision: '2026-04-02' });
    expect(String(e.data.domicilio)).toContain('C.P. 50000');
  });

  it('a column gap says what a colon says: labels written with their colon match "Label<tab>value" too', () => {
    const ret = parseFields('mxdecliva', s.pdf('R.F.C.:\tEXP150301AB2\nPresentación\t2026/06/02 a las 17:11:52 hrs.\nPeriodo\tMayo 2026\nEjercicio\t2026'));
    expect(ret.data).toMatchObject({ rfc: 'EXP150301AB2', fechaPresentacion: '2026-06-02T17:11', periodo: '05-2026', ejercicio: 2026 });
    const bank = parseFields('mxcaratulabancaria', s.pdf('BANCO EJEMPLAR\nCliente\tEXPEDIENTES DEL NORTE SA DE CV\nR.F.C.\tEXP150301AB2\nCLABE\t012180001234567899'));
    expect(bank.data).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', clabe: '012180001234567899' });
  });

  it("' - ' and ' | ' between a label and its value read as its colon", () => {
    const e = parseFields('mxdeclisr', s.pdf('R.F.C. - EXP150301AB2\nPresentación - 2026/06/02 a las 17:11 hrs.\nTipo de declaración | Normal\nPeriodo | Mayo 2026'));
    expect(e.data).toMatchObject({ rfc: 'EXP150301AB2', fechaPresentacion: '2026-06-02T17:11', tipo: 'Normal', periodo: '05-2026' });
  });

  it('a concepto | valor table in capitals: a label finished by a participle, then its value cell; "A nombre de"', () => {
    const e = parseFields('mxsisub', s.pdf('CONCEPTO\tVALOR\nR.F.C.\tEXP150301AB2\nTOTAL DE CONTRATOS REGISTRADOS\t5\nTOTAL DE TRABAJADORES REPORTADOS\t31'));
    expect(e.data).toMatchObject({ rfc: 'EXP150301AB2', contratos: 5, trabajadores: 31 });
    const o = parseFields('mxopinion32d', s.pdf('Opinión del cumplimiento\nR.F.C.: EXP150301AB2\nA nombre de - EXPEDIENTES DEL NORTE SA DE CV\nOpinión emitida en sentido POSITIVO.'));
    expect(o.data).toMatchObject({ nombre: 'EXPEDIENTES DEL NORTE SA DE CV', sentido: 'POSITIVO' });
  });

  it('other wordings real forms use: CLABE spelled out, fecha de cierre, fecha y hora de pago, fecha de transmisión, número de folio', () => {
    const bank = parseFields('mxcaratulabancaria', s.pdf('Titular: EXPEDIENTES DEL NORTE SA DE CV\nClave Bancaria Estandarizada: 012180001234567899\nFecha de cierre: 30/04/2026'));
    expect(bank.data).toMatchObject({ clabe: '012180001234567899', fechaCorte: '2026-04-30' });
    const sipare = parseFields('mxsipare', s.pdf('Registro patronal: Y5412345105\nFecha y hora de pago: 17/04/2026 09:30\nTotal a pagar: $ 8,000.00'));
    expect(sipare.data).toMatchObject({ fechaPago: '2026-04-17T09:30', importe: '8000.00' });
    const ret = parseFields('mxdecliva', s.pdf('R.F.C.: EXP150301AB2\nFecha de transmisión: 15/05/2026\nPeriodo: Abril 2026'));
    expect(ret.data).toMatchObject({ fechaPresentacion: '2026-05-15', periodo: '04-2026' });
    const icsoe = parseFields('mxicsoe', s.pdf('Número de folio: ICS2026000999\nR.F.C.: EXP150301AB2'));
    expect(icsoe.data).toMatchObject({ folio: 'ICS2026000999' });
  });

  it("an address ends at the next label's line, even in capitals", () => {
    const e = parseFields('mxdomicilio', s.pdf('TELEFONÍA EJEMPLO\nTITULAR\tMARÍA PÉREZ CRUZ\nDOMICILIO\tAV. JUÁREZ 120, COL. CENTRO, C.P. 50000,\nTOLUCA, MÉXICO\nTELÉFONO\t72 2123 4567\nFECHA DE EMISIÓN\t03 DE ABRIL DE 2026'));
    expect(e.data).toMatchObject({ titular: 'MARÍA PÉREZ CRUZ', domicilio: 'AV. JUÁREZ 120, COL. CENTRO, C.P. 50000, TOLUCA, MÉXICO', codigoPostal: '50000', fechaEmision: '2026-04-03' });
  });

  it('values above their captions, told by the shaped captions (registro patronal, RFC, date) in any parser', () => {
    const e = parseFields(
      'mximsscop',
      s.pdf(`CÉDULA DE DETERMINACIÓN DE CUOTAS
Y54-12345-10-5
Registro patronal
EXP150301AB2
R.F.C.
EXPEDIENTES DEL NORTE SA DE CV
Razón social
Marzo 2026
Periodo
12345678903 JUAN PÉREZ LÓPEZ 31 412.50
$ 1,234.56
Total a pagar
17/04/2026
Fecha de pago`),
    );
    expect(e.data).toMatchObject({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', periodo: '03-2026', importe: '1234.56', fechaPago: '2026-04-17' });
  });

  it("SUA with the only registro patronal unlabelled and the period as 'Proceso:'; a plantilla's 'Correspondiente a'", () => {
    const sua = parseFields(
      'mximsscop',
      s.pdf(`CÉDULA DE DETERMINACIÓN DE CUOTAS
Y54-12345-10-5   EXPEDIENTES DEL NORTE SA DE CV
R.F.C.: EXP150301AB2   Proceso: abril-2026`),
    );
    expect(sua.data).toMatchObject({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', periodo: '04-2026' });
    const plantilla = parseFields('mxplantilla', s.pdf('Proveedor: EXPEDIENTES DEL NORTE SA DE CV\nR.F.C.: EXP150301AB2\nCorrespondiente a: 05/2026\nNSS CURP Nombre\n12345678903 PELJ800101HDFRPN01 JUAN PÉREZ LÓPEZ'));
    expect(plantilla.data).toMatchObject({ razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', periodo: '05-2026' });
  });
});

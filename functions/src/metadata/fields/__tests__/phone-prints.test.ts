import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { cardsAsRows } from '../cards';
import { datesIn, firstDateIndex, parseDate } from '../dates';
import { withoutBrowserPrint } from '../print-chrome';
import type { Extraction } from '../types';
import { pdf } from './samples';

/**
 * Pages of phone apps and portals printed from a browser, and bank branches' narrow tickets (session 14): the
 * browser's print header and footer are never the document's, records printed as cards are a table's rows. Samples
 * written from the habits, not from the fictitious generator. Identifiers: RFC EXP150301AB2, NRP Y5412345105.
 */

const value = (e: Extraction, key: string) => e.fields.find((f) => f.key === key)?.value;

describe("A browser's print header and footer are not the document's (session 14)", () => {
  const opinion = 'Opinión de cumplimiento\nFolio\n26NA3827651\nRFC\nEXP150301AB2\nFecha de emisión\n03/03/2026\nSentido\nPOSITIVO';

  it("Chrome's header (date and time, then the title) and footer (address, then n/m) are left out", () => {
    const printed = `4/3/26, 9:12 a. m. Mi opinión | SAT\n${opinion}\nwww.sat.gob.mx/aplicacion/opinion 1/1`;
    expect(withoutBrowserPrint(printed)).toBe(opinion);
    expect(value(parseFields('mxopinion32d', pdf(printed)), 'fechaEmision')).toBe('2026-03-03');
  });

  it("the title first and the stamp last, and 'Página n de m' before the address, on every page", () => {
    const printed = `Mi opinión - SAT 2026-03-04 09:12\n${opinion}\nPágina 1 de 2 https://www.sat.gob.mx/opinion\n\fMi opinión - SAT 2026-03-04 09:12\nVigencia: 30 días\nPágina 2 de 2 https://www.sat.gob.mx/opinion`;
    expect(withoutBrowserPrint(printed)).toBe(`${opinion}\n\fVigencia: 30 días`);
  });

  it("an app's back bar and its 'Ver más' / 'Mostrar menos' toggles are no data", () => {
    expect(withoutBrowserPrint(`← Volver\tMi constancia\tMenú\n${opinion}\nVer más ›\nMostrar menos ▲`)).toBe(opinion);
  });

  it("a document's own first line with a date and time stays when no browser footer closes the page", () => {
    const ticket = '04/03/2026 09:12 SUCURSAL CENTRO\nFOLIO 000123';
    expect(withoutBrowserPrint(ticket)).toBe(ticket);
    const captioned = `Fecha: 04/03/26 09:12\n${opinion}\nwww.sat.gob.mx 1/1`;
    expect(withoutBrowserPrint(captioned)).toBe(`Fecha: 04/03/26 09:12\n${opinion}`);
  });
});

describe("A card's caption is a participle or a word alone; dates with the weekday and compact forms (session 14)", () => {
  it("a return's filing moment under 'Presentada' or beside 'Enviada:', with the weekday and a time with seconds and 'h'", () => {
    const card = (caption: string) => `Acuse de recibo\nRFC\tEXP150301AB2\nPeriodo\tMarzo\nEjercicio\t2026\nNo. de operación\t12345678901234\n${caption}\nTotal a pagar\t1,000.00`;
    expect(value(parseFields('mxdeclisr', pdf(card('Presentada\tjue, 16 abr 2026, 18:02:11 h'))), 'fechaPresentacion')).toBe('2026-04-16T18:02');
    expect(value(parseFields('mxdeclisr', pdf(card('Enviada:\nmié, 15 abr 2026 · 9:05 hrs'))), 'fechaPresentacion')).toBe('2026-04-15T09:05');
    expect(value(parseFields('mxdecliva', pdf(card('Recibida\t15.ABR.2026 09:05:00'))), 'fechaPresentacion')).toBe('2026-04-15T09:05');
  });

  it("an employer registration's 'Alta' caption alone or 'Registrado el', the date compact or with its weekday", () => {
    const card = (caption: string) => `Registro patronal\nNRP\tY5412345105\nRFC\tEXP150301AB2\n${caption}\nClase de riesgo\tIII`;
    expect(value(parseFields('mxregpatronal', pdf(card('Alta\t18.AGO.2019'))), 'fechaAlta')).toBe('2019-08-18');
    expect(value(parseFields('mxregpatronal', pdf(card('Alta:\n18AGO2019'))), 'fechaAlta')).toBe('2019-08-18');
    expect(value(parseFields('mxregpatronal', pdf(card('Registrado el\tdom, 18 ago 2019'))), 'fechaAlta')).toBe('2019-08-18');
  });
});

describe('Records printed as cards, one under another, are the rows of a table (session 14)', () => {
  const head = 'Cuotas del mes\nReg. patronal\tY5412345105\nRFC\tEXP150301AB2\nRazón social\tEXPEDIENTES DEL NORTE SA DE CV\nPeriodo\tMAR/2026\n';

  it("a card per worker, its name over 'Caption: value' lines: NSS, days and wage read as a worker table's", () => {
    const cards = 'Asegurados (2)\nROBERTO SALINAS GARZA\nNSS: 43189012345\nDías: 31\nSDI: 512.40\nTotal: 900.10\nMARTA ELENA RÍOS\nNSS: 43179912346\nDías: 17\nSDI: 1,020.00\nTotal: 610.00\n';
    const e = parseFields('mximsscop', pdf(`${head}${cards}Total a pagar\t1,510.10`));
    expect(e.data).toMatchObject({ trabajadores: [{ nss: '43189012345', diasCotizados: 31, sbc: '512.40' }, { nss: '43179912346', diasCotizados: 17, sbc: '1020.00' }] });
  });

  it("the caption on its line and the value under it, each card numbered ('Colaborador 1'), a page break inside", () => {
    const text = cardsAsRows('Personal\nLUIS ALBERTO PÉREZ\nColaborador 1\nRFC\nPEAL850101AB1\nNSS\n43189012345\n\fANA SOFÍA DURÁN\nColaborador 2\nRFC\nDUAA900202CD2\nNSS\n43179912346\nFin');
    expect(text).toBe('Personal\n\fNombre\tColaborador\tRFC\tNSS\nLUIS ALBERTO PÉREZ\t1\tPEAL850101AB1\t43189012345\nANA SOFÍA DURÁN\t2\tDUAA900202CD2\t43179912346\nFin');
  });

  it("a numbered list of one value each ('Servicio 1 de 3' over the service) is a table of a number and the value", () => {
    expect(cardsAsRows('Servicios\nServicio 1 de 2\nLIMPIEZA DE OFICINAS\nServicio 2 de 2\nVIGILANCIA')).toBe('Servicios\nNo.\tServicio\n1\tLIMPIEZA DE OFICINAS\n2\tVIGILANCIA');
  });

  it("an activity per card with the caption beside the value reads as the CSF's activities table", () => {
    const cards = 'Actividades económicas\nOrden 1\nActividad\tComercio al por mayor de maquinaria\nPorcentaje\t60%\nFecha de inicio\tmié, 04 mar 2015\nOrden 2\nActividad\tAlquiler de maquinaria\nPorcentaje\t40%\nFecha de inicio\t18.AGO.2019\n';
    expect(cardsAsRows(cards).split('\n').slice(0, 2)).toEqual(['Actividades económicas', 'Orden\tActividad\tPorcentaje\tFecha de inicio']);
  });

  it("a worker's name in capitals after a short value in capitals stays the next card's title", () => {
    const text = cardsAsRows('LUIS PÉREZ SOTO\nColaborador 1\nPuesto\nGERENTE\nANA RUIZ\nColaborador 2\nPuesto\nCHOFER');
    expect(text.split('\n')).toEqual(['Nombre\tColaborador\tPuesto', 'LUIS PÉREZ SOTO\t1\tGERENTE', 'ANA RUIZ\t2\tCHOFER']);
  });

  it("pairs that are one record's (no caption repeats), a caption twice in a block, or a table's rows whose first cells repeat (surnames), are left as printed", () => {
    const opinion = 'Folio: 26NA3827651\nRFC: EXP150301AB2\nSentido: POSITIVO\nFecha: 03/03/2026';
    expect(cardsAsRows(opinion)).toBe(opinion);
    const rows = 'Paterno\tMaterno\tNombre\tNSS\nSALINAS\tGARZA\tROBERTO\t43189012345\nRÍOS\tLUNA\tMARTA\t43179912346\nSALINAS\tPÉREZ\tJOSÉ\t43169912347\nRÍOS\tSOTO\tANA\t43159912348';
    expect(cardsAsRows(rows)).toBe(rows);
    const twoLines = '43189012345 ROBERTO SALINAS GARZA\nDías: 31 SDI: 512.40\n43179912346 MARTA ELENA RÍOS\nDías: 17 SDI: 1,020.00';
    expect(cardsAsRows(twoLines)).toBe(twoLines);
  });

  it("a list of pairs only after another list ending in the same caption starts at its own first caption", () => {
    const text = 'Actividad 2\tReparación de maquinaria\nPorcentaje\t30\nFecha Inicio\t01/02/2015\nRégimen\tRégimen General de Ley Personas Morales\nFecha Inicio\t01/02/2015\nRégimen\tRégimen de Sueldos y Salarios\nFecha Inicio\t15/07/2018\nFin';
    expect(cardsAsRows(text).split('\n').slice(3)).toEqual(['Régimen\tFecha Inicio', 'Régimen General de Ley Personas Morales\t01/02/2015', 'Régimen de Sueldos y Salarios\t15/07/2018', 'Fin']);
  });
});

describe("A date's weekday is part of it; a CSF's cards one under another (session 14)", () => {
  it('the weekday before a date, abbreviated or in full, Spanish or English, belongs to the date, not to what precedes it', () => {
    expect(firstDateIndex('ZAPOPAN, JALISCO, mié, 04 mar 2026')).toBe(18);
    expect(firstDateIndex('Monterrey, N.L., Jueves 5 de marzo de 2026')).toBe(17);
    expect(firstDateIndex('Issued Thu. 05MAR2026')).toBe(7);
    expect(datesIn('Desde\tsáb, 05.MAR.2016')).toEqual(['2016-03-05']);
    expect(parseDate('vie, 06 feb 2015, 18:02:11 h', { withTime: true })).toBe('2015-02-06T18:02');
    // A month's abbreviation that is no weekday's stays where it is.
    expect(firstDateIndex('Marzo 05, 2026')).toBe(0);
  });

  const head = 'Constancia de situación fiscal\nRFC\nROHL850101AB1\nidCIF\n12345678901\nNombre\nLAURA ROJAS HINOJOSA\nLugar y fecha de emisión\nZAPOPAN, JALISCO, mié, 04 mar 2026\nDomicilio\nVialidad\nAVENIDA PATRIA\nNo. exterior\n120\n';
  it("the name, the street and the place under their captions; a list headed with its count, one card", () => {
    const text = `${head}Actividades económicas (1)\nOrden 1\nActividad\nComercio al por menor de ropa\nPorcentaje\n100%\nDesde\nlun, 02 feb 2015\nRegímenes (1)\nRégimen\nRégimen de las Personas Físicas con Actividades Empresariales y\nProfesionales\nDesde\nlun, 02 feb 2015`;
    expect(parseFields('mxcsf', pdf(text)).data).toMatchObject({
      nombre: 'LAURA ROJAS HINOJOSA',
      lugarEmision: 'ZAPOPAN, JALISCO',
      domicilio: { vialidad: 'PATRIA' },
      actividades: [{ actividad: 'Comercio al por menor de ropa', porcentaje: 100, fechaInicio: '2015-02-02' }],
      regimenes: [{ regimen: 'Régimen de las Personas Físicas con Actividades Empresariales y Profesionales', fechaInicio: '2015-02-02' }],
    });
  });
});

describe('Wrapped values in cards; lists headed with their count (session 14)', () => {
  it('a value wrapped after a joining word or onto a line in lower case stays one value of its card', () => {
    const text = 'Regímenes (2)\nRégimen\nRégimen de Sueldos y Salarios e Ingresos Asimilados a\nSalarios\nDesde\nlun, 02 feb 2015\nRégimen\nRégimen de Arrendamiento\nDesde\nmar, 03 mar 2020';
    expect(cardsAsRows(text).split('\n')).toEqual(['Regímenes (2)', 'Régimen\tDesde', 'Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios\tlun, 02 feb 2015', 'Régimen de Arrendamiento\tmar, 03 mar 2020']);
    expect(parseFields('mxcsf', pdf(`RFC\nROHL850101AB1\n${text}`)).data).toMatchObject({ regimenes: [{ regimen: 'Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios', fechaInicio: '2015-02-02' }, { fechaInicio: '2020-03-03' }] });
  });

  const repse = (services: string) => `Registro REPSE\nNo. de registro\n12345\nFolio del aviso\nAR12345\nRazón social\nEXPEDIENTES DEL NORTE SA DE CV\n${services}\nRegistro de Prestadoras de Servicios Especializados u Obras Especializadas, artículo 15 de la\nLey Federal del Trabajo.`;
  it("a REPSE's services one card each, 'Servicio n de m' over the service, the last one wrapped in capitals", () => {
    const e = parseFields('mxrepse', pdf(repse('Servicios u obras especializadas (3)\nServicio 1 de 3\nSUMINISTRO E INSTALACIÓN DE EQUIPOS DE AIRE\nACONDICIONADO\nServicio 2 de 3\nLIMPIEZA DE OFICINAS\nServicio 3 de 3\nMANTENIMIENTO DE EQUIPO DE AIRE\nACONDICIONADO')));
    expect(e.data).toMatchObject({ servicios: [{ servicio: 'SUMINISTRO E INSTALACIÓN DE EQUIPOS DE AIRE ACONDICIONADO' }, { servicio: 'LIMPIEZA DE OFICINAS' }, { servicio: 'MANTENIMIENTO DE EQUIPO DE AIRE ACONDICIONADO' }] });
  });

  it("a single service under a heading that counts one: the text after it is not a service", () => {
    const e = parseFields('mxrepse', pdf(repse('Obras especializadas (1)\nObra 1 de 1\nINSTALACIONES ELÉCTRICAS')));
    expect(e.data).toMatchObject({ servicios: [{ servicio: 'INSTALACIONES ELÉCTRICAS' }] });
    expect((e.data as { servicios: unknown[] }).servicios).toHaveLength(1);
  });
});

describe("A bank branch's narrow ticket: abbreviated captions, rules of dashes or asterisks (session 14)", () => {
  const rule = '*'.repeat(48);
  it("a SIPARE payment: 'NOM.:' over the employer's name, wrapped; 'FECHA: … HORA: …' is the payment's moment", () => {
    const ticket = `BANCO DEL BAJIO\nPAGO SIPARE\n${rule}\nSUC.: 0412 CENTRO\nCAJA: 03 CAJERO: 001122\nFECHA: 14MAR2026 HORA: 09:05:44\nNO. OPER.: 551122334455\n${rule}\nREG. PAT.: Y5412345105\nR.F.C.: EXP150301AB2\nNOM.:\nEXPEDIENTES DEL NORTE, S.A. DE\nC.V.\nPERIODO: 2026/02\n${rule}\nIMPORTE: $****1,234.50\nOPERACIÓN EXITOSA\n*** CONSERVE SU COMPROBANTE ***`;
    expect(parseFields('mxsipare', pdf(ticket)).data).toMatchObject({ razonSocial: 'EXPEDIENTES DEL NORTE, S.A. DE C.V.', fechaPago: '2026-03-14T09:05' });
  });

  it("an ISR payment ticket: 'NUM. OPER.' is the bank's operation, not the 'LLAVE DE PAGO' beside it", () => {
    const ticket = `PAGO REFERENCIADO SAT\n${'-'.repeat(48)}\nFECHA: 14MAR2026 HORA: 09:05:44\nR.F.C.: EXP150301AB2\nPERIODO: FEBRERO\nEJERCICIO: 2026\nLINEA DE CAPTURA:\n0226ABCD1234EFGH5678\nIMPORTE: $ 12,000.00\nLLAVE DE PAGO: 9F3A00B1C2\nNUM. OPER.: 7788990011`;
    expect(parseFields('mxpagoisr', pdf(ticket)).data).toMatchObject({ numeroOperacion: '7788990011' });
  });

  it("a bank's account summary at the branch: 'NOM.:' over the holder's name on two lines", () => {
    const ticket = `RESUMEN DE ESTADO DE CUENTA\nNOM.:\nEXPEDIENTES Y SERVICIOS DEL NORTE\nINDUSTRIAL, S.A. DE C.V.\nR.F.C.: EXP150301AB2\nCTA.: 0123456789\nCLABE: 012180001234567897\nPERIODO: 01FEB2026 AL 28FEB2026`;
    expect(parseFields('mxcaratulabancaria', pdf(ticket)).data).toMatchObject({ titular: 'EXPEDIENTES Y SERVICIOS DEL NORTE INDUSTRIAL, S.A. DE C.V.' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseFields } from '../index';
import { pdf } from './samples';

/**
 * Printing habits anticipated without a layout to tune on (session 14): each sample written from how real Mexican
 * issuers print the field, as the PDF reader gives it (a run of spaces where a column gap is).
 * Identifiers as in samples.ts: RFC EXP150301AB2, NSS 12345678903, CLABE 012180001234567899.
 */

const GAP = '     ';
const data = (type: string, text: string) => parseFields(type, pdf(text)).data;

describe('bank account cover: habits not met yet (session 14)', () => {
  it("a bank's letter names the holder and the account in its sentence ('hacemos constar que NOMBRE tiene…la cuenta número…')", () => {
    const text = [
      'BBVA México',
      'Monterrey, N.L., a 15 de abril de 2026',
      'A quien corresponda:',
      'Por medio de la presente hacemos constar que EXPEDIENTES DEL NORTE SA DE CV tiene aperturada en esta institución',
      'la cuenta número 0123456789 con CLABE 012180001234567899.',
    ].join('\n');
    expect(data('mxcaratulabancaria', text)).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', cuenta: '0123456789', clabe: '012180001234567899', fechaCorte: '2026-04-15' });
  });

  it("'Saldo al 31 de marzo de 2026' is the cut, not the date the statement was printed", () => {
    const text = 'Banorte\nTitular: EXPEDIENTES DEL NORTE SA DE CV\nCuenta: 0123456789\nFecha de impresión: 05/04/2026\nSaldo al 31 de marzo de 2026: $ 10,000.00';
    expect(data('mxcaratulabancaria', text)).toMatchObject({ fechaCorte: '2026-03-31' });
  });

  it('the header row names the holder, RFC, account and CLABE, the values in the row below', () => {
    const text = `Banorte\nESTADO DE CUENTA\nNombre del cliente${GAP}RFC${GAP}Número de cuenta${GAP}CLABE\nEXPEDIENTES DEL NORTE SA DE CV${GAP}EXP150301AB2${GAP}0123456789${GAP}012180001234567899\nPeriodo del 1 al 31 de marzo de 2026`;
    expect(data('mxcaratulabancaria', text)).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', rfc: 'EXP150301AB2', cuenta: '0123456789', clabe: '012180001234567899', fechaCorte: '2026-03-31' });
  });

  it("the bank's own RFC on its letterhead is not the holder's", () => {
    const text = `BBVA MÉXICO, S.A., INSTITUCIÓN DE BANCA MÚLTIPLE${GAP}RFC BBA830831LJ2\nTitular: EXPEDIENTES DEL NORTE SA DE CV\nRFC: EXP150301AB2\nCuenta: 0123456789\nFecha de corte: 31/03/2026`;
    expect(data('mxcaratulabancaria', text)).toMatchObject({ rfc: 'EXP150301AB2', titular: 'EXPEDIENTES DEL NORTE SA DE CV' });
  });

  it('a period in abbreviated months (01-MAR-2026 AL 31-MAR-2026, de 01-mar-26 a 31-mar-26) ends on the cut', () => {
    expect(data('mxcaratulabancaria', 'HSBC\nCLIENTE: EXPEDIENTES DEL NORTE SA DE CV\nPERIODO DEL 01-MAR-2026 AL 31-MAR-2026\nCUENTA 0123456789')).toMatchObject({ fechaCorte: '2026-03-31' });
    expect(data('mxcaratulabancaria', 'Santander\nTitular: EXPEDIENTES DEL NORTE SA DE CV\nPeriodo de 01-mar-26 a 31-mar-26\nCuenta: 0123456789')).toMatchObject({ fechaCorte: '2026-03-31' });
  });
});

describe('bank account cover: periods and members (session 14)', () => {
  it("a cooperative's or SOFIPO's member is the holder ('Nombre del socio'), not its member number", () => {
    const text = 'Caja Popular Mexicana\nEstado de cuenta\nNúmero de socio: 55443322\nNombre del socio: EXPEDIENTES DEL NORTE SA DE CV\nCuenta: 0123456789\nFecha de corte: 31/03/2026';
    expect(data('mxcaratulabancaria', text)).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', cuenta: '0123456789' });
  });

  it("a period of a month without its days ('Periodo: Marzo 2026') is cut on the month's last day", () => {
    expect(data('mxcaratulabancaria', 'Hey Banco\nTitular: EXPEDIENTES DEL NORTE SA DE CV\nPeriodo: Marzo 2026\nCuenta: 0123456789')).toMatchObject({ fechaCorte: '2026-03-31' });
  });

  it("the statement's title states the period ('Estado de cuenta del 01 al 31 de marzo de 2026')", () => {
    const text = 'Banamex\nEXPEDIENTES DEL NORTE SA DE CV\nAV CONSTITUCION 405\nCOL CENTRO\nMONTERREY NL C.P. 64000\nEstado de cuenta del 01 al 31 de marzo de 2026\nCuenta: 0123456789';
    expect(data('mxcaratulabancaria', text)).toMatchObject({ fechaCorte: '2026-03-31', titular: 'EXPEDIENTES DEL NORTE SA DE CV' });
  });

  it('a letter naming the holder after the account (\'la cuenta … está a favor de NOMBRE, con RFC …\')', () => {
    const text = 'Banco Santander México\nCiudad de México, a 10 de abril de 2026\nA quien corresponda\nSe hace constar que la cuenta de cheques número 0123456789, CLABE 012180001234567899, está a favor de EXPEDIENTES DEL NORTE SA DE CV, con RFC EXP150301AB2.';
    expect(data('mxcaratulabancaria', text)).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', cuenta: '0123456789', fechaCorte: '2026-04-10' });
  });
});

describe('INFONAVIT bimonthly cédula: habits not met yet (session 14)', () => {
  const head = 'CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES BIMESTRAL\nRegistro patronal: Y5412345105\n';
  const periodo = (text: string) => data('mxinfonavitbim', `${head}${text}`).periodo;

  it("the bimestre after its label as an ordinal, in words or with its mark ('Segundo de 2026', '2° 2026', '2do. / 2026')", () => {
    expect([periodo('Bimestre: Segundo de 2026'), periodo('Bimestre: 2° 2026'), periodo('Bimestre de pago: 2do. / 2026')]).toEqual(['04-2026', '04-2026', '04-2026']);
  });

  it("the bimestre in a sentence ('Cuotas correspondientes al segundo bimestre de 2026 del patrón…')", () => {
    expect(periodo('Cuotas correspondientes al segundo bimestre de 2026 del patrón EXPEDIENTES DEL NORTE SA DE CV')).toBe('04-2026');
    expect(periodo('Pago de aportaciones del 3er. bimestre 2026')).toBe('06-2026');
  });

  it('the bimestre as its two months (Marzo - Abril 2026, MAR/2026 - ABR/2026)', () => {
    expect([periodo('Periodo: Marzo - Abril 2026'), periodo('Periodo: MAR/2026 - ABR/2026')]).toEqual(['04-2026', '04-2026']);
  });

  it('a header row of the identifiers, the values in the row below (registro patronal with dashes)', () => {
    const text = `Registro patronal${GAP}R.F.C.${GAP}Bimestre${GAP}Nombre o razón social\nY54-12345-10-5${GAP}EXP150301AB2${GAP}2/2026${GAP}EXPEDIENTES DEL NORTE SA DE CV`;
    expect(data('mxinfonavitbim', `CÉDULA BIMESTRAL RCV E INFONAVIT\n${text}`)).toMatchObject({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', periodo: '04-2026', razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV' });
  });

  it('the workers with the name before the NSS, and the total after the partial totals', () => {
    const text = `Bimestre: 2/2026\nNombre${GAP}NSS${GAP}Días${GAP}SBC\nPEREZ LOPEZ JUAN${GAP}12345678903${GAP}61${GAP}512.40\nMORA RAMIREZ ANA${GAP}01987654322${GAP}59${GAP}1,080.00\nTotal RCV: $ 40,000.00\nTotal Vivienda: $ 21,004.10\nTotal a pagar: $ 61,004.10`;
    const e = parseFields('mxinfonavitbim', pdf(`${head}${text}`));
    expect(Object.fromEntries(e.fields.map((f) => [f.key, f.value]))).toMatchObject({ 'trabajadores[0].nss': '12345678903', 'trabajadores[0].diasCotizados': '61', 'trabajadores[1].sbc': '1080.00', importe: '61004.10' });
  });
});

describe('CSF: habits not met yet (session 14)', () => {
  const top = 'CONSTANCIA DE SITUACIÓN FISCAL\nRFC: EXP150301AB2\n';
  const issued = (text: string) => {
    const d = data('mxcsf', `${top}${text}`) as { lugarEmision?: string; fechaEmision?: string };
    return [d.lugarEmision, d.fechaEmision];
  };

  it("the place and a numeric date on one line after 'Lugar y fecha de emisión' ('MONTERREY, NUEVO LEÓN, 02/03/2026')", () => {
    expect(issued('Lugar y fecha de emisión: MONTERREY, NUEVO LEÓN, 02/03/2026')).toEqual(['MONTERREY, NUEVO LEÓN', '2026-03-02']);
  });

  it("the date joined to the place by 'el', or an ISO date after 'A', is not part of the place", () => {
    expect(issued('Lugar y fecha de emisión: MONTERREY, NUEVO LEÓN el 02 de marzo de 2026')).toEqual(['MONTERREY, NUEVO LEÓN', '2026-03-02']);
    expect(issued('Lugar y Fecha de Emisión\nMONTERREY, NUEVO LEON A 2026-03-02')).toEqual(['MONTERREY, NUEVO LEON', '2026-03-02']);
  });

  it('the identification labels beside their values across a column gap, no colons', () => {
    const text = `Datos de Identificación del Contribuyente\nDenominación/Razón Social${GAP}EXPEDIENTES DEL NORTE SA DE CV\nRégimen Capital${GAP}SOCIEDAD ANONIMA DE CAPITAL VARIABLE\nFecha inicio de operaciones${GAP}01-ABR-2015\nSituación del contribuyente${GAP}ACTIVO`;
    expect(data('mxcsf', `${top}${text}`)).toMatchObject({ nombre: 'EXPEDIENTES DEL NORTE SA DE CV', regimenCapital: 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE', fechaInicioOperaciones: '2015-04-01', estatusPadron: 'ACTIVO' });
  });

  it("the domicile in accountants' short labels ('C.P.', 'Calle', 'No. Ext.', 'Municipio o Alcaldía')", () => {
    const text = 'Datos del domicilio registrado\nC.P.: 64000\nCalle: AV. CONSTITUCION\nNo. Ext.: 405\nColonia: CENTRO\nMunicipio o Alcaldía: MONTERREY\nEntidad Federativa: NUEVO LEON';
    expect(data('mxcsf', `${top}${text}`)).toMatchObject({ domicilio: { codigoPostal: '64000', vialidad: 'CONSTITUCION', numero: '405', colonia: 'CENTRO', municipio: 'MONTERREY', entidad: 'NUEVO LEON' } });
  });
});

describe('plantilla: habits not met yet (session 14)', () => {
  const w1 = `PEREZ LOPEZ JUAN${GAP}12345678903${GAP}PELJ800101HDFRPN01${GAP}PELJ800101H74`;
  const table = `Nombre${GAP}NSS${GAP}CURP${GAP}RFC\n${w1}`;

  it("the supplier named in the list's opening sentence ('Relación del personal que NOMBRE, con RFC …, asigna … durante el mes de marzo de 2026')", () => {
    const text = `Relación del personal que EXPEDIENTES DEL NORTE SA DE CV, con RFC EXP150301AB2, asigna a la prestación de servicios durante el mes de marzo de 2026.\n${table}`;
    expect(data('mxplantilla', text)).toMatchObject({ razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', rfc: 'EXP150301AB2', periodo: '03-2026' });
  });

  it("a name in title case beside the RFC keeps its lower-case words ('Servicios para la Industria')", () => {
    expect(data('mxplantilla', `Servicios para la Industria del Norte SA de CV${GAP}RFC EXP150301AB2\nPeriodo: Marzo 2026\n${table}`)).toMatchObject({ razonSocial: 'Servicios para la Industria del Norte SA de CV' });
  });

  it("the NSS column captioned as IMSS's 'número de afiliación', beside the job", () => {
    const text = `PLANTILLA DE PERSONAL\nRFC: EXP150301AB2\nPeriodo: Marzo 2026\nNombre del trabajador${GAP}Número de afiliación IMSS${GAP}Puesto\nPEREZ LOPEZ JUAN${GAP}12345678903${GAP}SUPERVISOR\nMORA RAMIREZ ANA${GAP}01987654322${GAP}AUXILIAR`;
    const e = parseFields('mxplantilla', pdf(text));
    expect(e.fields.filter((f) => f.key.endsWith('.nss')).map((f) => f.value)).toEqual(['12345678903', '01987654322']);
  });

  it('one block of labelled lines per worker, and a period as a pay range (16/03/2026 al 31/03/2026)', () => {
    const text = 'PLANTILLA DE PERSONAL\nRFC: EXP150301AB2\nPeriodo de pago: 16/03/2026 al 31/03/2026\nTrabajador 1\nNombre: JUAN PEREZ LOPEZ\nNSS: 12345678903\nCURP: PELJ800101HDFRPN01\nTrabajador 2\nNombre: ANA MORA RAMIREZ\nNSS: 01987654322\nCURP: MORA850615MJCRLN09';
    const e = parseFields('mxplantilla', pdf(text));
    expect(Object.fromEntries(e.fields.map((f) => [f.key, f.value]))).toMatchObject({ rfc: 'EXP150301AB2', periodo: '03-2026', 'trabajadores[1].nss': '01987654322', 'trabajadores[1].nombre': 'ANA MORA RAMIREZ' });
  });
});

describe('proof of address: habits not met yet (session 14)', () => {
  const home = 'Domicilio: AV CONSTITUCION 405 COL CENTRO MONTERREY, N.L. C.P. 64000';

  it("the holder in the bill's sentence ('Servicio a nombre de NOMBRE') or captioned 'Razón social'", () => {
    expect(data('mxdomicilio', `Naturgy México\nRecibo de gas natural\nServicio a nombre de EXPEDIENTES DEL NORTE SA DE CV\n${home}\nFecha de emisión: 18/03/2026`)).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', codigoPostal: '64000' });
    expect(data('mxdomicilio', 'Telmex\nRazón social: EXPEDIENTES DEL NORTE SA DE CV\nDirección: AV CONSTITUCION 405, COL CENTRO, MONTERREY, NUEVO LEON, CP 64000\nFecha de expedición: 18-MAR-2026')).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', codigoPostal: '64000', fechaEmision: '2026-03-18' });
  });

  it("the issue date captioned 'Emitido:' or 'Expedido:'", () => {
    expect(data('mxdomicilio', `Izzi\nSuscriptor: EXPEDIENTES DEL NORTE SA DE CV\n${home}\nEmitido: 18 de marzo de 2026`)).toMatchObject({ fechaEmision: '2026-03-18' });
  });

  it("the customer's unlabelled envelope block, not the issuer's office address printed above it with its own C.P.", () => {
    const text = 'CFE Suministrador de Servicios Básicos\nAv. Paseo de la Reforma 164, Col. Juárez, C.P. 06600, Ciudad de México\nEXPEDIENTES DEL NORTE SA DE CV\nAV CONSTITUCION 405\nCOL CENTRO\nMONTERREY, N.L. C.P. 64000\nFecha de emisión: 18/03/2026';
    expect(data('mxdomicilio', text)).toMatchObject({ titular: 'EXPEDIENTES DEL NORTE SA DE CV', codigoPostal: '64000' });
  });
});

describe('opinions of compliance: habits not met yet (session 14)', () => {
  it("the 32-D's sense captioned with the adjective agreeing with 'opinión' ('Opinión: POSITIVA', 'Estatus de la opinión: Negativa')", () => {
    const head = 'OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES\nFolio: 26NA3827651\nRFC: EXP150301AB2\n';
    expect(data('mxopinion32d', `${head}Opinión: POSITIVA\nFecha de emisión: 03/03/2026`)).toMatchObject({ sentido: 'POSITIVO', fechaEmision: '2026-03-03' });
    expect(data('mxopinion32d', `${head}Estatus de la opinión: Negativa\nFecha de emisión: 03/03/2026`)).toMatchObject({ sentido: 'NEGATIVO' });
  });

  it("the 32-D's sense stated, then the advice naming the other one ('Para obtener una opinión positiva…')", () => {
    const text = 'OPINIÓN DEL CUMPLIMIENTO\nFolio: 26NA3827651\nRFC: EXP150301AB2\nse emite esta opinión en sentido NEGATIVO.\nPara obtener una opinión positiva, regularice su situación.';
    expect(data('mxopinion32d', text)).toMatchObject({ sentido: 'NEGATIVO' });
  });

  it("the employer named in the IMSS opinion's sentence, capitalised at its start ('El patrón NOMBRE, con Registro Patronal …')", () => {
    const text = 'Instituto Mexicano del Seguro Social\nOpinión de cumplimiento de obligaciones en materia de seguridad social\nFolio: 1234567890\nEl patrón EXPEDIENTES DEL NORTE SA DE CV, con Registro Patronal Y54-12345-10-5 y RFC EXP150301AB2, se encuentra al corriente, por lo que se emite opinión en sentido positivo.\nCiudad de México, a 5 de marzo de 2026';
    expect(data('mximssopinion', text)).toMatchObject({ nombre: 'EXPEDIENTES DEL NORTE SA DE CV', nrp: 'Y5412345105', rfc: 'EXP150301AB2', resultado: 'POSITIVA', fechaEmision: '2026-03-05' });
  });
});

describe('registro patronal: habits not met yet (session 14)', () => {
  const head = 'INSTITUTO MEXICANO DEL SEGURO SOCIAL\nConstancia de registro patronal\n';

  it("a movement receipt's 'Fecha de movimiento' when the movement is the registration ('Tipo de movimiento: Alta'), not the date it was issued", () => {
    const text = `${head}Fecha de emisión: 05/03/2026\nRegistro patronal: Y5412345105\nTipo de movimiento: Alta\nFecha de movimiento: 20/04/2015\nClase: III`;
    expect(data('mxregpatronal', text)).toMatchObject({ fechaAlta: '2015-04-20', claseRiesgo: 'III' });
    expect(data('mxregpatronal', text.replace('Alta', 'Modificación de salario'))).not.toHaveProperty('fechaAlta', '2015-04-20');
  });

  it("the class in a sentence or captioned with its word ('cotiza en la clase de riesgo III', 'Riesgo de trabajo: Clase III', 'Clase 2')", () => {
    const sentence = `${head}Registro patronal: Y5412345105\nRFC: EXP150301AB2\nLa empresa EXPEDIENTES DEL NORTE SA DE CV, con Registro Patronal Y5412345105, cotiza en la clase de riesgo III con una prima de 2.59840.\nFecha de alta: 20/04/2015`;
    expect(data('mxregpatronal', sentence)).toMatchObject({ claseRiesgo: 'III', razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV' });
    expect(data('mxregpatronal', `${head}Registro patronal: Y5412345105\nRiesgo de trabajo: Clase III\nFecha de alta: 20/04/2015`)).toMatchObject({ claseRiesgo: 'III' });
    expect(data('mxregpatronal', `${head}Registro patronal: Y5412345105\nGrado y clase de riesgo: Clase 2\nFecha de alta: 20/04/2015`)).toMatchObject({ claseRiesgo: 'II' });
  });

  it('a header row of the identifiers, the class and the date, the values in the row below', () => {
    const text = `${head}Registro patronal${GAP}RFC${GAP}Clase${GAP}Prima${GAP}Fecha de alta\nY54-12345-10-5${GAP}EXP150301AB2${GAP}III${GAP}2.59840${GAP}20/04/2015`;
    expect(data('mxregpatronal', text)).toMatchObject({ registroPatronal: 'Y5412345105', rfc: 'EXP150301AB2', claseRiesgo: 'III', fechaAlta: '2015-04-20' });
  });
});

describe('CSF and INFONAVIT cédula: labels beside and abbreviated (session 14)', () => {
  it("a régimen card on one line, its start date's label beside the name ('Régimen: NAME | Fecha inicio: 01/04/2015')", () => {
    const e = parseFields('mxcsf', pdf(`CONSTANCIA DE SITUACIÓN FISCAL\nRFC: EXP150301AB2\nRégimen: Régimen General de Ley Personas Morales${GAP}Fecha inicio: 01/04/2015`));
    expect(Object.fromEntries(e.fields.map((f) => [f.key, f.value]))).toMatchObject({ 'regimenes[0].regimen': 'Régimen General de Ley Personas Morales', 'regimenes[0].fechaInicio': '2015-04-01' });
  });

  it("the bimestre's label abbreviated on banks' and ERPs' prints ('Bim.: 2/2026', 'Bim/Año: 2-2026')", () => {
    const head = 'CÉDULA DE DETERMINACIÓN DE CUOTAS BIMESTRAL\nRegistro patronal: Y5412345105\n';
    expect([data('mxinfonavitbim', `${head}Bim.: 2/2026`).periodo, data('mxinfonavitbim', `${head}Bim/Año: 2-2026`).periodo]).toEqual(['04-2026', '04-2026']);
  });
});

describe('names and periods in sentences and apart (session 14)', () => {
  it("IMSS's letter granting the registration 'a nombre de NOMBRE, con fecha de alta …, clase de riesgo III'", () => {
    const text = 'INSTITUTO MEXICANO DEL SEGURO SOCIAL\nSe otorga el Registro Patronal Y5412345105 a nombre de EXPEDIENTES DEL NORTE SA DE CV, con fecha de alta 20 de abril de 2015, clase de riesgo III.';
    expect(data('mxregpatronal', text)).toMatchObject({ razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', registroPatronal: 'Y5412345105', fechaAlta: '2015-04-20', claseRiesgo: 'III' });
  });

  it("a plantilla's month and year each in its own captioned cell ('Mes: Marzo | Año: 2026'), the employer beside its RFC", () => {
    const text = `RELACIÓN DE TRABAJADORES\nPatrón: EXPEDIENTES DEL NORTE SA DE CV${GAP}RFC: EXP150301AB2\nMes: Marzo${GAP}Año: 2026\nNombre${GAP}NSS${GAP}CURP\nPEREZ LOPEZ JUAN${GAP}12345678903${GAP}PELJ800101HDFRPN01`;
    expect(data('mxplantilla', text)).toMatchObject({ razonSocial: 'EXPEDIENTES DEL NORTE SA DE CV', rfc: 'EXP150301AB2', periodo: '03-2026' });
  });
});

describe('bank account cover: the cut in few words (session 14)', () => {
  it("'Corte: 31/03/2026' captioned with the word alone wins over the printing date", () => {
    expect(data('mxcaratulabancaria', 'Titular: EXPEDIENTES DEL NORTE SA DE CV\nCuenta: 0123456789\nFecha de impresión: 05/04/2026\nCorte: 31/03/2026')).toMatchObject({ fechaCorte: '2026-03-31' });
  });

  it("'Saldos al corte del 31 de marzo de 2026'", () => {
    expect(data('mxcaratulabancaria', 'Titular: EXPEDIENTES DEL NORTE SA DE CV\nSaldos al corte del 31 de marzo de 2026\nCuenta: 0123456789')).toMatchObject({ fechaCorte: '2026-03-31' });
  });
});

/** SAT "Constancia de Situación Fiscal" (with the Cédula de Identificación Fiscal on top). */
import { formatDate, pad2 } from '../format';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { captioned, issueDate, pair, rule, space, stacked, text, title } from './common';
import { csfEighth, csfEighthDocument } from './eighth/csf';
import { csfNinth, csfNinthDocument } from './ninth/csf';
import { csfTenth, csfTenthDocument } from './tenth/csf';
import { csfEleventh, csfEleventhDocument } from './eleventh/csf';
import { csfTwelfth, csfTwelfthDocument } from './twelfth/csf';
import { csfThirteenth, csfThirteenthDocument } from './thirteenth/csf';
import { csfFourteenth, csfFourteenthDocument } from './fourteenth/csf';
import { csfFifteenth, csfFifteenthDocument } from './fifteenth/csf';
import { csfSixteenth, csfSixteenthDocument } from './sixteenth/csf';
import { csfSeventeenth, csfSeventeenthDocument } from './seventeenth/csf';
import { csfEighteenth, csfEighteenthDocument } from './eighteenth/csf';
import { csfNineteenth, csfNineteenthDocument } from './nineteenth/csf';
import { csfTwentieth, csfTwentiethDocument } from './twentieth/csf';
import { csfTwentyfirst, csfTwentyfirstDocument } from './twentyfirst/csf';
import { csfTwentysecond, csfTwentysecondDocument } from './twentysecond/csf';
import { csfTwentythird, csfTwentythirdDocument } from './twentythird/csf';
import { csfTwentyfourth, csfTwentyfourthDocument } from './twentyfourth/csf';
import { csfTwentyfifth, csfTwentyfifthDocument } from './twentyfifth/csf';
import { csfTwentysixth, csfTwentysixthDocument } from './twentysixth/csf';
import { csfTwentyseventh, csfTwentyseventhDocument } from './twentyseventh/csf';
import { csfTwentyeighth, csfTwentyeighthDocument } from './twentyeighth/csf';
import { csfTwentyninth, csfTwentyninthDocument } from './twentyninth/csf';
import { csfThirtieth, csfThirtiethDocument } from './thirtieth/csf';
import { csfThirtyfirst, csfThirtyfirstDocument } from './thirtyfirst/csf';
import { csfThirtysecond, csfThirtysecondDocument } from './thirtysecond/csf';
import { csfThirtythird, csfThirtythirdDocument } from './thirtythird/csf';
import { csfThirtyfourth, csfThirtyfourthDocument } from './thirtyfourth/csf';

const activities = [
  'Servicios de limpieza de inmuebles',
  'Servicios de protección y custodia mediante el monitoreo de sistemas de seguridad',
  'Otros servicios de apoyo a los negocios',
  'Reparación y mantenimiento de maquinaria y equipo industrial',
  'Servicios de comedor para empresas e instituciones',
  'Agencias de colocación y suministro de personal',
  'Servicios de consultoría en computación',
  'Autotransporte local de carga general',
];
const regimesMoral = ['Régimen General de Ley Personas Morales', 'Régimen Simplificado de Confianza'];
const regimesFisica = ['Régimen de las Personas Físicas con Actividades Empresariales y Profesionales', 'Régimen Simplificado de Confianza', 'Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios'];

export const mxcsf: TypeLayout = {
  code: 'mxcsf',
  variants: ['sat-dos-columnas', 'una-etiqueta-por-linea', 'etiquetas-arriba-tablas-invertidas'],
  fourth: 'reimpresion-tablas-domicilio',
  fifth: 'portal-contable-tabla-concepto-valor',
  sixth: 'plataforma-etiquetas-apiladas-domicilio-seis-columnas',
  seventh: 'secciones-romanas-valor-sobre-leyenda-domicilio-en-linea',
  eighth: csfEighth,
  ninth: csfNinth,
  tenth: csfTenth,
  eleventh: csfEleventh,
  twelfth: csfTwelfth,
  thirteenth: csfThirteenth,
  fourteenth: csfFourteenth,
  fifteenth: csfFifteenth,
  sixteenth: csfSixteenth,
  seventeenth: csfSeventeenth,
  eighteenth: csfEighteenth,
  nineteenth: csfNineteenth,
  twentieth: csfTwentieth,
  twentyfirst: csfTwentyfirst,
  twentysecond: csfTwentysecond,
  twentythird: csfTwentythird,
  twentyfourth: csfTwentyfourth,
  twentyfifth: csfTwentyfifth,
  twentysixth: csfTwentysixth,
  twentyseventh: csfTwentyseventh,
  twentyeighth: csfTwentyeighth,
  twentyninth: csfTwentyninth,
  thirtieth: csfThirtieth,
  thirtyfirst: csfThirtyfirst,
  thirtysecond: csfThirtysecond,
  thirtythird: csfThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: csfThirtyfourth,
  build({ rng, supplier, variant }) {
    const a = supplier.address;
    const date = issueDate(rng, undefined);
    const idCif = rng.digits(11);
    const start = supplier.kind === 'moral' ? supplier.constitucion : `${rng.int(2008, 2020)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`;
    const lugar = `${a.municipio}, ${a.entidad}`;
    const chosenActivities = rng.shuffle(activities).slice(0, rng.int(1, 3));
    const percents = chosenActivities.length === 1 ? [100] : chosenActivities.length === 2 ? [70, 30] : [60, 30, 10];
    const regimes = supplier.kind === 'moral' ? [rng.pick(regimesMoral)] : regimesFisica.slice(0, rng.int(1, 2));
    const ds = variant === 2 ? 'slash' : 'longUpper';
    const truth: Record<string, string> = {
      rfc: supplier.rfc,
      idCif,
      nombre: supplier.name,
      estatusPadron: 'ACTIVO',
      fechaInicioOperaciones: start,
      lugarEmision: lugar,
      fechaEmision: date,
      'domicilio.codigoPostal': a.codigoPostal,
      'domicilio.vialidad': a.vialidad,
      'domicilio.numero': a.numero,
      'domicilio.colonia': a.colonia,
      'domicilio.municipio': a.municipio,
      'domicilio.entidad': a.entidad,
    };
    if (supplier.curp) truth.curp = supplier.curp;
    if (supplier.regimenCapital) truth.regimenCapital = supplier.regimenCapital;
    regimes.forEach((r, i) => {
      truth[`regimenes[${i}].regimen`] = r;
      truth[`regimenes[${i}].fechaInicio`] = start;
    });
    chosenActivities.forEach((act, i) => {
      truth[`actividades[${i}].actividad`] = act;
      truth[`actividades[${i}].porcentaje`] = String(percents[i]);
      truth[`actividades[${i}].fechaInicio`] = start;
    });
    if (variant === 33) return csfThirtyfourthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 32) return csfThirtythirdDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 31) return csfThirtysecondDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 30) return csfThirtyfirstDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 29) return csfThirtiethDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 28) return csfTwentyninthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 27) return csfTwentyeighthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 26) return csfTwentyseventhDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 25) return csfTwentysixthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 24) return csfTwentyfifthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });

    if (variant === 23) return csfTwentyfourthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 22) return csfTwentythirdDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 21) return csfTwentysecondDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 20) return csfTwentyfirstDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 19) return csfTwentiethDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 18) return csfNineteenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 17) return csfEighteenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 16) return csfSeventeenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 15) return csfSixteenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });

    if (variant === 14) return csfFifteenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });

    if (variant === 13) return csfFourteenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 12) return csfThirteenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 11) return csfTwelfthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 10) return csfEleventhDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 9) return csfTenthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });

    if (variant === 8) return csfNinthDocument({ rng, supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    if (variant === 7) return csfEighthDocument({ supplier, truth, date, idCif, start, chosenActivities, percents, regimes });
    const blocks: Block[] = [];
    if (variant === 6) {
      // A 2024-style print with numbered Roman sections: every identity value above its caption, the address on one
      // line with 'NÚM. EXT.' / 'NÚM. INT.', place and date as 'a los 3 días del mes de marzo de 2026', régimen and
      // activities as tables with dates '03/MAR/2026' and percentages with decimals.
      const since = formatDate(start, 'monSlashUpper');
      blocks.push(title('CONSTANCIA DE SITUACIÓN FISCAL', 12), text(`${lugar}, a los ${formatDate(date, 'legalDays')}.`, { align: 'right', size: 8 }), space(8));
      blocks.push(text('I. DATOS DE IDENTIFICACIÓN DEL CONTRIBUYENTE', { bold: true, size: 9 }), space(2));
      blocks.push(...captioned(supplier.rfc, 'Clave en el Registro Federal de Contribuyentes'), ...captioned(idCif, 'Identificador de la cédula (idCIF)'));
      if (supplier.kind === 'fisica') blocks.push(...captioned(supplier.name, 'Nombre completo'), ...(supplier.curp ? captioned(supplier.curp, 'Clave Única de Registro de Población') : []));
      else blocks.push(...captioned(supplier.name, 'Denominación o razón social'), ...captioned(supplier.regimenCapital ?? '', 'Régimen de capital'));
      blocks.push(...captioned('ACTIVO', 'Situación en el padrón'), ...captioned(since, 'Fecha de inicio de operaciones'));
      blocks.push(space(6), text('II. DOMICILIO FISCAL', { bold: true, size: 9 }));
      blocks.push(text(`${a.vialidadTipo} ${a.vialidad} NÚM. EXT. ${a.numero}${a.interior ? ` NÚM. INT. ${a.interior}` : ''}, COL. ${a.colonia}, C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`));
      blocks.push(space(6), text('III. CARACTERÍSTICAS FISCALES', { bold: true, size: 9 }));
      blocks.push({ t: 'table', headers: ['Régimen fiscal vigente', 'Desde'], rows: regimes.map((r) => [r, since]), widths: [5, 1.4], size: 8 });
      blocks.push({ t: 'table', headers: ['No.', 'Giro o actividad económica', 'Participación', 'Desde'], rows: chosenActivities.map((act, i) => [String(i + 1), act, `${(percents[i] ?? 0).toFixed(2)} %`, since]), widths: [0.5, 5, 1.2, 1.4], size: 8 });
      return { blocks, truth, style: { margin: 44, baseSize: 9, header: ['Servicio de Administración Tributaria'], footer: (p, n) => `Hoja ${p} de ${n}` }, title: 'Constancia de Situación Fiscal', producer: 'SAT', date };
    }
    if (variant === 5) {
      // A compliance platform's re-typed CSF: labels in capitals above their values, the address as a six-column table,
      // régimen as a list, activities with the percentage first, dates as '03 MAR 2026'.
      const since = formatDate(start, 'monSpaced');
      blocks.push(title('Datos fiscales del proveedor (Constancia de Situación Fiscal)', 12), text(`Expedida en ${lugar} el ${formatDate(date, 'monSpaced')}`, { align: 'center', size: 8 }), space(8));
      blocks.push(...stacked('Clave del RFC', supplier.rfc), ...stacked('idCIF', idCif), ...stacked('Nombre del contribuyente', supplier.name));
      if (supplier.kind === 'fisica') blocks.push(...(supplier.curp ? stacked('Clave única de registro de población', supplier.curp) : []));
      else blocks.push(...stacked('Régimen capital (tipo de sociedad)', supplier.regimenCapital ?? ''));
      blocks.push(...stacked('Situación del contribuyente', 'Activo'), ...stacked('Inicio de operaciones', since));
      blocks.push(space(6), { t: 'table', title: 'Domicilio fiscal', headers: ['Calle', 'Número', 'Colonia', 'CP', 'Municipio / alcaldía', 'Entidad'], rows: [[`${a.vialidadTipo} ${a.vialidad}`, a.numero, a.colonia, a.codigoPostal, a.municipio, a.entidad]], widths: [2, 0.8, 1.8, 0.7, 1.6, 1.4], size: 7.5 });
      blocks.push(space(6), text('Regímenes fiscales', { bold: true }), ...regimes.map((r) => text(`- ${r}, alta el ${since}`, { indent: 8 })));
      blocks.push(space(4), { t: 'table', title: 'Actividades económicas', headers: ['%', 'Actividad', 'Alta'], rows: chosenActivities.map((act, i) => [String(percents[i]), act, since]), widths: [0.6, 5, 1.4], size: 8 });
      return { blocks, truth, style: { margin: 46, baseSize: 9, footer: (p, n) => `${p} / ${n} · Expediente de proveedor` }, title: 'Constancia de Situación Fiscal', producer: 'Plataforma Cumple REPSE', date };
    }
    if (variant === 4) {
      // An accountant's portal: the identity as a concepto/valor table, the address one label a line with its own
      // spellings, régimen and activities as tables with other column orders, dates as '12 de abril del 2026'.
      const since = formatDate(start, 'longDel');
      blocks.push(text(`Fecha de expedición: ${formatDate(date, 'longDel')}`, { size: 8, align: 'right' }), text(`Lugar de expedición: ${lugar}`, { size: 8, align: 'right' }), space(6));
      blocks.push(title('Constancia de Situación Fiscal (consulta de datos)', 12), space(8));
      const rfcSpaced = `${supplier.rfc.slice(0, -9)} ${supplier.rfc.slice(-9, -3)} ${supplier.rfc.slice(-3)}`;
      const identityRows: string[][] = [
        ['R.F.C.', rfcSpaced],
        ['Identificador CIF', idCif],
        ...(supplier.kind === 'fisica' ? [['Nombre(s) y apellidos', supplier.name], ...(supplier.curp ? [['C.U.R.P.', supplier.curp]] : [])] : [['Denominación o razón social', supplier.name], ['Régimen de capital', supplier.regimenCapital ?? '']]),
        ['Estatus', 'Activo'],
        ['Alta en el RFC (inicio de operaciones)', since],
      ];
      blocks.push({ t: 'table', title: 'Identificación', headers: ['Concepto', 'Valor'], rows: identityRows, widths: [2.2, 4] });
      blocks.push(space(6), text('Ubicación del domicilio fiscal', { bold: true }));
      blocks.push(
        pair('Calle:', `${a.vialidadTipo} ${a.vialidad}`, 'inline'),
        pair('No. exterior:', a.numero, 'inline'),
        pair('Colonia:', a.colonia, 'inline'),
        pair('Código postal:', a.codigoPostal, 'inline'),
        pair('Municipio:', a.municipio, 'inline'),
        pair('Estado:', a.entidad, 'inline'),
      );
      blocks.push(space(6), { t: 'table', title: 'Régimen(es) fiscal(es)', headers: ['Fecha de alta', 'Régimen'], rows: regimes.map((r) => [since, r]), widths: [1.8, 5] });
      blocks.push(space(4), { t: 'table', title: 'Actividad(es) económica(s)', headers: ['Porcentaje', 'Fecha de alta', 'Descripción de la actividad'], rows: chosenActivities.map((act, i) => [`${percents[i]}%`, since, act]), widths: [1, 1.8, 5], size: 8 });
      return {
        blocks,
        truth,
        style: { margin: 48, baseSize: 9, footer: (p, n) => `Hoja ${p} de ${n} · Consulta generada por el portal del contador` },
        title: 'Constancia de Situación Fiscal',
        producer: 'Portal Contable 7',
        date,
      };
    }
    if (variant === 3) {
      // A re-print by an accounting system: its own labels, the address as two-row tables, dates with dots.
      const since = formatDate(start, 'dots');
      blocks.push(text('CONSTANCIA DE SITUACIÓN FISCAL — CONSULTA', { bold: true, size: 12 }), text(`Emitida en ${lugar}, el ${formatDate(date, 'dayMonth')}`, { size: 9 }), space(8));
      blocks.push(text(`Clave RFC ${supplier.rfc}          ID CIF ${idCif}`, { bold: true }));
      if (supplier.kind === 'fisica') blocks.push(pair('Nombre completo', supplier.name, 'below'), ...(supplier.curp ? [pair('Clave CURP', supplier.curp, 'below')] : []));
      else blocks.push(pair('Razón social', supplier.name, 'below'), pair('Régimen de capital', supplier.regimenCapital ?? '', 'below'));
      blocks.push(pair('Situación en el padrón', 'ACTIVO', 'below'), pair('Inicio de operaciones', since, 'below'), space(6));
      blocks.push({ t: 'table', title: 'Domicilio fiscal', headers: ['C.P.', 'Calle', 'No. ext.', 'Colonia'], rows: [[a.codigoPostal, `${a.vialidadTipo} ${a.vialidad}`, a.numero, a.colonia]], widths: [0.8, 2.6, 0.8, 2.4] });
      blocks.push({ t: 'table', headers: ['Municipio o alcaldía', 'Entidad federativa'], rows: [[a.municipio, a.entidad]], widths: [1, 1] });
      blocks.push(space(6), text('Régimen fiscal', { bold: true }), ...regimes.map((r) => text(`${r} (desde ${since})`, { indent: 10 })));
      blocks.push(space(4), text('Actividades económicas', { bold: true }), ...chosenActivities.map((act, i) => text(`${i + 1}) ${act} — ${percents[i]} % — desde ${since}`, { indent: 10 })));
      return {
        blocks,
        truth,
        style: { margin: 50, baseSize: 9, footer: (p, n) => `Consulta ${p}/${n} · Sistema de cumplimiento fiscal` },
        title: 'Constancia de Situación Fiscal',
        producer: 'ContaFácil 2026',
        date,
      };
    }
    const cedula: Block[] = [
      title('CÉDULA DE IDENTIFICACIÓN FISCAL', 11),
      { t: 'box', lines: [supplier.rfc, 'Registro Federal de Contribuyentes', supplier.name, 'Nombre, denominación o razón social', `idCIF: ${idCif}`, 'VALIDA TU INFORMACIÓN FISCAL'] },
    ];
    const identity: Block[] = [text('Datos de Identificación del Contribuyente:', { bold: true })];
    const fisicaNames = supplier.kind === 'fisica' ? supplier.name.split(' ') : [];
    if (variant === 0) {
      identity.push(text(`RFC: ${supplier.rfc}`));
      if (supplier.kind === 'fisica') {
        identity.push(...(supplier.curp ? [text(`CURP: ${supplier.curp}`)] : []), text(`Nombre (s): ${fisicaNames[0] ?? ''}`), text(`Primer Apellido: ${fisicaNames[1] ?? ''}`), text(`Segundo Apellido: ${fisicaNames[2] ?? ''}`));
      } else identity.push(text(`Denominación/Razón Social: ${supplier.name}`), text(`Régimen Capital: ${supplier.regimenCapital ?? ''}`), text('Nombre Comercial:'));
      identity.push(text(`Fecha inicio de operaciones: ${formatDate(start, ds)}`), text('Estatus en el padrón: ACTIVO'), text(`Fecha de último cambio de estado: ${formatDate(start, ds)}`));
    } else {
      const mode = variant === 1 ? 'tab' : 'below';
      identity.push(pair('RFC:', supplier.rfc, mode, 220));
      if (supplier.kind === 'fisica') identity.push(...(supplier.curp ? [pair('CURP:', supplier.curp, mode, 220)] : []), pair('Nombre:', supplier.name, mode, 220));
      else identity.push(pair('Denominación/Razón Social:', supplier.name, mode, 220), pair('Régimen Capital:', supplier.regimenCapital ?? '', mode, 220));
      identity.push(pair('Fecha inicio de operaciones:', formatDate(start, ds), mode, 220), pair('Estatus en el padrón:', 'ACTIVO', mode, 220));
    }
    const domicile: Block[] = [space(6), text('Datos del domicilio registrado', { bold: true })];
    if (variant === 0) {
      domicile.push(
        text(`Código Postal:${a.codigoPostal}    Tipo de Vialidad: ${a.vialidadTipo}`),
        text(`Nombre de Vialidad: ${a.vialidad}    Número Exterior: ${a.numero}`),
        text(`Número Interior:${a.interior ? ` ${a.interior}` : ''}    Nombre de la Colonia: ${a.colonia}`),
        text(`Nombre de la Localidad: ${a.municipio}    Nombre del Municipio o Demarcación Territorial: ${a.municipio}`),
        text(`Nombre de la Entidad Federativa: ${a.entidad}    Entre Calle: ${rng.pick(['MORELOS', 'ALLENDE', 'ZARAGOZA'])}`),
      );
    } else {
      const mode = variant === 1 ? 'tab' : 'below';
      domicile.push(
        pair('Código Postal:', a.codigoPostal, mode, 220),
        pair('Tipo de Vialidad:', a.vialidadTipo, mode, 220),
        pair('Nombre de Vialidad:', a.vialidad, mode, 220),
        pair('Número Exterior:', a.numero, mode, 220),
        pair('Nombre de la Colonia:', a.colonia, mode, 220),
        pair('Nombre del Municipio o Demarcación Territorial:', a.municipio, mode, 250),
        pair('Nombre de la Entidad Federativa:', a.entidad, mode, 220),
      );
    }
    const actTable: Block = {
      t: 'table',
      title: 'Actividades Económicas:',
      headers: ['Orden', 'Actividad Económica', 'Porcentaje', 'Fecha Inicio', 'Fecha Fin'],
      rows: chosenActivities.map((act, i) => [String(i + 1), act, String(percents[i]), formatDate(start, 'slash'), '']),
      widths: [0.6, 5, 1, 1.3, 1],
      size: 8,
    };
    const regTable: Block = { t: 'table', title: 'Regímenes:', headers: ['Régimen', 'Fecha Inicio', 'Fecha Fin'], rows: regimes.map((r) => [r, formatDate(start, 'slash'), '']), widths: [5, 1.3, 1], size: 8 };
    const obligTable: Block = {
      t: 'table',
      title: 'Obligaciones:',
      headers: ['Descripción de la Obligación', 'Descripción Vencimiento', 'Fecha Inicio'],
      rows: [
        ['Entero de retenciones mensuales de ISR por sueldos y salarios', 'A más tardar el día 17 del mes inmediato posterior', formatDate(start, 'slash')],
        ['Pago definitivo mensual de IVA', 'A más tardar el día 17 del mes inmediato posterior', formatDate(start, 'slash')],
      ],
      widths: [4, 3.5, 1.3],
      size: 7,
    };
    const place = text(`Lugar y Fecha de Emisión: ${a.municipio} , ${a.entidad} A ${formatDate(date, variant === 2 ? 'slash' : 'longUpper')}`, { size: 9 });
    const placeTruth = variant === 1 ? [pair('Lugar de emisión:', lugar, 'tab', 220), pair('Fecha de emisión:', formatDate(date, 'long'), 'tab', 220)] : [place];
    blocks.push(...cedula, space(10), title('CONSTANCIA DE SITUACIÓN FISCAL', 12), ...placeTruth, space(6), ...identity, ...domicile);
    if (variant === 2) blocks.push(regTable, actTable, obligTable);
    else blocks.push(actTable, regTable, obligTable);
    blocks.push(space(10), rule, text('Cadena Original Sello:', { size: 7, bold: true }), text(`||${date.replace(/-/g, '/')}|${supplier.rfc}|CONSTANCIA DE SITUACIÓN FISCAL|${idCif}||`, { size: 7 }));
    return {
      blocks,
      truth,
      style: { margin: 45, baseSize: 9, header: ['SAT · Servicio de Administración Tributaria'], footer: (p, n) => `Página [${p}] de [${n}]   Contacto: Av. Hidalgo 77, col. Guerrero, C.P. 06300, Ciudad de México.` },
      title: 'Constancia de Situación Fiscal',
      producer: 'SAT',
      date,
    };
  },
};

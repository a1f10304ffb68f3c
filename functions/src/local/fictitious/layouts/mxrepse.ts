/** STPS aviso de registro in the REPSE (Registro de Prestadoras de Servicios Especializados u Obras Especializadas). */
import { formatDate } from '../format';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { issueDate, pair, rule, sealNoise, space, text, title } from './common';
import { repseEighth, repseEighthDocument } from './eighth/repse';
import { repseNinth, repseNinthDocument } from './ninth/repse';
import { repseTenth, repseTenthDocument } from './tenth/repse';
import { repseEleventh, repseEleventhDocument } from './eleventh/repse';
import { repseTwelfth, repseTwelfthDocument } from './twelfth/repse';
import { repseThirteenth, repseThirteenthDocument } from './thirteenth/repse';
import { repseFourteenth, repseFourteenthDocument } from './fourteenth/repse';
import { repseFifteenth, repseFifteenthDocument } from './fifteenth/repse';
import { repseSixteenth, repseSixteenthDocument } from './sixteenth/repse';
import { repseSeventeenth, repseSeventeenthDocument } from './seventeenth/repse';
import { repseEighteenth, repseEighteenthDocument } from './eighteenth/repse';
import { repseNineteenth, repseNineteenthDocument } from './nineteenth/repse';
import { repseTwentieth, repseTwentiethDocument } from './twentieth/repse';
import { repseTwentyfirst, repseTwentyfirstDocument } from './twentyfirst/repse';
import { repseTwentysecond, repseTwentysecondDocument } from './twentysecond/repse';
import { repseTwentythird, repseTwentythirdDocument } from './twentythird/repse';
import { repseTwentyfourth, repseTwentyfourthDocument } from './twentyfourth/repse';
import { repseTwentyfifth, repseTwentyfifthDocument } from './twentyfifth/repse';
import { repseTwentysixth, repseTwentysixthDocument } from './twentysixth/repse';
import { repseTwentyseventh, repseTwentyseventhDocument } from './twentyseventh/repse';
import { repseTwentyeighth, repseTwentyeighthDocument } from './twentyeighth/repse';
import { repseTwentyninth, repseTwentyninthDocument } from './twentyninth/repse';
import { repseThirtieth, repseThirtiethDocument } from './thirtieth/repse';
import { repseThirtyfirst, repseThirtyfirstDocument } from './thirtyfirst/repse';
import { repseThirtysecond, repseThirtysecondDocument } from './thirtysecond/repse';
import { repseThirtythird, repseThirtythirdDocument } from './thirtythird/repse';
import { repseThirtyfourth, repseThirtyfourthDocument } from './thirtyfourth/repse';

const services = [
  'SERVICIOS DE LIMPIEZA Y MANTENIMIENTO DE INMUEBLES',
  'SERVICIOS DE SEGURIDAD PRIVADA EN BIENES MUEBLES E INMUEBLES',
  'MANTENIMIENTO PREVENTIVO Y CORRECTIVO DE MAQUINARIA INDUSTRIAL',
  'SERVICIOS DE COMEDOR INDUSTRIAL',
  'DESARROLLO E IMPLEMENTACIÓN DE SISTEMAS INFORMÁTICOS',
  'INSTALACIONES ELÉCTRICAS ESPECIALIZADAS',
  'SERVICIOS DE JARDINERÍA Y ÁREAS VERDES',
];

export const mxrepse: TypeLayout = {
  code: 'mxrepse',
  variants: ['aviso-registro', 'constancia-columnas', 'oficio-vencimiento'],
  fourth: 'acuse-aprobacion-tabla-servicios',
  fifth: 'constancia-folio-tabla-estatus',
  sixth: 'ficha-proveedor-lineas-lista-guion',
  seventh: 'resolucion-stps-parrafo-incisos',
  eighth: repseEighth,
  ninth: repseNinth,
  tenth: repseTenth,
  eleventh: repseEleventh,
  twelfth: repseTwelfth,
  thirteenth: repseThirteenth,
  fourteenth: repseFourteenth,
  fifteenth: repseFifteenth,
  sixteenth: repseSixteenth,
  seventeenth: repseSeventeenth,
  eighteenth: repseEighteenth,
  nineteenth: repseNineteenth,
  twentieth: repseTwentieth,
  twentyfirst: repseTwentyfirst,
  twentysecond: repseTwentysecond,
  twentythird: repseTwentythird,
  twentyfourth: repseTwentyfourth,
  twentyfifth: repseTwentyfifth,
  twentysixth: repseTwentysixth,
  twentyseventh: repseTwentyseventh,
  twentyeighth: repseTwentyeighth,
  twentyninth: repseTwentyninth,
  thirtieth: repseThirtieth,
  thirtyfirst: repseThirtyfirst,
  thirtysecond: repseThirtysecond,
  thirtythird: repseThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: repseThirtyfourth,
  build({ rng, supplier, variant }) {
    const date = issueDate(rng, undefined);
    const numeroRegistro = String(rng.int(1000, 199999));
    const aviso = `AR${rng.digits(rng.int(5, 6))}`;
    const end = `${Number(date.slice(0, 4)) + 3}${date.slice(4)}`;
    const chosen = rng.shuffle(services).slice(0, rng.int(1, 3));
    const truth: Record<string, string> = { numeroRegistro, aviso, fechaAviso: date, nombre: supplier.name, vigencia: end };
    chosen.forEach((s, i) => (truth[`servicios[${i}].servicio`] = s));
    if (variant === 33) return repseThirtyfourthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 32) return repseThirtythirdDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 31) return repseThirtysecondDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 30) return repseThirtyfirstDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 29) return repseThirtiethDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 28) return repseTwentyninthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 27) return repseTwentyeighthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 26) return repseTwentyseventhDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 25) return repseTwentysixthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 24) return repseTwentyfifthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 23) return repseTwentyfourthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 22) return repseTwentythirdDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 21) return repseTwentysecondDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 20) return repseTwentyfirstDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 19) return repseTwentiethDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 18) return repseNineteenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 17) return repseEighteenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 16) return repseSeventeenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 15) return repseSixteenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 14) return repseFifteenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 13) return repseFourteenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 12) return repseThirteenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 11) return repseTwelfthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 10) return repseEleventhDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 9) return repseTenthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 8) return repseNinthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    if (variant === 7) return repseEighthDocument({ rng, supplier, truth, date, end, numeroRegistro, aviso, chosen });
    const blocks: Block[] = [text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }), text('Unidad de Trabajo Digno', { size: 8 }), space(10)];
    if (variant === 6) {
      // The STPS resolution letter: the request's folio and the assigned number inside the text, the date as 'a los 3
      // días del mes de marzo de 2026', services as a), b), c), the end of validity in a closing line '03/MAR/2029'.
      blocks.push(title('Resolución de registro', 12), text(`Ciudad de México, a los ${formatDate(date, 'legalDays')}.`, { align: 'right', size: 9 }), space(8));
      blocks.push(text(`Persona registrada: ${supplier.name}`, { bold: true }), text(`Clave RFC: ${supplier.rfc}`), text(`Folio de ingreso del aviso: ${aviso}`), space(6));
      blocks.push(text(`Una vez analizada la información y documentación presentada, esta Unidad resuelve procedente su registro, con el número ${numeroRegistro}, para prestar los servicios u obras especializadas siguientes:`));
      blocks.push(...chosen.map((s, i) => text(`${'abcdefg'[i] ?? 'h'}) ${s}`, { indent: 14 })));
      blocks.push(space(4), text(`El registro tendrá vigencia hasta el ${formatDate(end, 'monSlashUpper')}, y deberá renovarse conforme al artículo 15 de la Ley Federal del Trabajo.`));
    } else if (variant === 5) {
      // A customer's vendor file: label and value on one line with other words ('Registro REPSE No.', 'Razón social del
      // prestador'), dates as '03 MAR 2026', the services as a numbered list with '.-'.
      blocks.push(title('Ficha de registro REPSE del prestador', 12), space(8));
      blocks.push(text(`Registro REPSE No.: ${numeroRegistro}`), text(`Aviso de registro: ${aviso}`), text(`Razón social del prestador: ${supplier.name}`), text(`RFC: ${supplier.rfc}`));
      blocks.push(text(`Fecha del aviso: ${formatDate(date, 'monSpaced')}`), text(`Vigente hasta el ${formatDate(end, 'monSpaced')} (tres años)`));
      blocks.push(space(6), text('Servicios u obras especializadas autorizados:', { bold: true }), ...chosen.map((s, i) => text(`${i + 1}.- ${s}`, { indent: 10 })));
    } else if (variant === 4) {
      // A constancia with 'folio' for the number, the dates lower-case abbreviated, services with their status.
      blocks.push(title('Constancia de registro vigente', 12), text('Prestadoras de servicios especializados u obras especializadas', { align: 'center', size: 9 }), space(8));
      blocks.push(pair('Folio de registro REPSE', numeroRegistro, 'tab', 200), pair('Acuse del aviso', aviso, 'tab', 200), pair('Otorgado el', formatDate(date, 'monLower'), 'tab', 200), pair('Válido hasta', formatDate(end, 'monLower'), 'tab', 200));
      blocks.push(space(4), text('Nombre o denominación social', { size: 8 }), text(supplier.name, { bold: true }), text(`RFC ${supplier.rfc}`, { size: 9 }));
      blocks.push(space(6), { t: 'table', headers: ['Núm.', 'Servicio especializado registrado', 'Estatus'], rows: chosen.map((s, i) => [String(i + 1), s, 'VIGENTE']), widths: [0.6, 7, 1.2] });
    } else     if (variant === 3) {
      // The approval's acuse: aviso and número side by side, dates in other forms, the services in a table.
      blocks.push(title('ACUSE DE APROBACIÓN DEL REGISTRO', 12), text('Padrón público de contratistas de servicios especializados', { align: 'center', size: 9 }), space(8));
      blocks.push(text(`Aviso ${aviso}                    Registro REPSE No. ${numeroRegistro}`, { bold: true }));
      blocks.push(pair('Patrón (persona moral o física)', supplier.name, 'below'), pair('R.F.C.:', supplier.rfc, 'inline'));
      blocks.push(pair('Fecha de aprobación:', formatDate(date, 'dayMonth'), 'inline'), pair('Vence el:', formatDate(end, 'dots'), 'inline'));
      blocks.push({ t: 'table', title: 'Servicios especializados autorizados', headers: ['Clave', 'Descripción'], rows: chosen.map((s, i) => [`SE-${String(i + 1).padStart(2, '0')}`, s]), widths: [1, 8] });
    } else if (variant === 0) {
      blocks.push(title('AVISO DE REGISTRO', 13), text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE)', { align: 'center', size: 9 }), space(10));
      blocks.push(pair('Folio del aviso:', aviso, 'inline'), pair('Número de registro:', numeroRegistro, 'inline'), pair('Fecha de registro:', formatDate(date, 'long'), 'inline'));
      blocks.push(pair('Razón social:', supplier.name, 'inline'), pair('RFC:', supplier.rfc, 'inline'));
      blocks.push(text(`Vigencia: 3 años, del ${formatDate(date, 'slash')} al ${formatDate(end, 'slash')}.`));
      blocks.push(space(6), text('Servicios u obras especializadas registradas:', { bold: true }), ...chosen.map((s, i) => text(`${i + 1}. ${s}`, { indent: 12 })));
    } else if (variant === 1) {
      blocks.push(title('CONSTANCIA DE REGISTRO REPSE', 13), space(10));
      blocks.push(pair('Nombre, denominación o razón social', supplier.name, 'tab', 220), pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 220));
      blocks.push(pair('Número de Registro', numeroRegistro, 'tab', 220), pair('Número de aviso', aviso, 'tab', 220), pair('Fecha del aviso', formatDate(date, 'iso'), 'tab', 220), pair('Vigente hasta', formatDate(end, 'iso'), 'tab', 220));
      blocks.push({ t: 'table', title: 'Actividades registradas', headers: ['No.', 'Servicio u obra especializada'], rows: chosen.map((s, i) => [String(i + 1), s]), widths: [0.6, 8] });
    } else {
      blocks.push(title('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', 11), space(8));
      blocks.push(
        text(`${supplier.name}`, { bold: true }),
        text(`R.F.C. ${supplier.rfc}`),
        space(6),
        text(`Con fundamento en los artículos 15 de la Ley Federal del Trabajo y las Disposiciones de carácter general para el registro, se le comunica que su aviso ${aviso} presentado el ${formatDate(date, 'long')} fue aprobado, asignándole el número de registro ${numeroRegistro}, para prestar los siguientes servicios u obras especializadas:`),
        ...chosen.map((s) => text(`• ${s}`, { indent: 12 })),
        space(4),
        pair('Fecha de vencimiento:', formatDate(end, 'long'), 'inline'),
        text('El registro deberá renovarse cada tres años.', { size: 8 }),
      );
    }
    blocks.push(space(12), rule, text(`Sello digital: ${sealNoise(rng, 90)}`, { size: 7 }));
    return {
      blocks,
      truth,
      style: { margin: 50, baseSize: 10, footer: (p, n) => `repse.stps.gob.mx · Página ${p}/${n}` },
      title: 'Aviso de registro REPSE',
      producer: 'STPS REPSE',
      date,
    };
  },
};

/** INFONAVIT "Constancia de situación fiscal" of the patrón (the opinion of compliance with INFONAVIT contributions). */
import { formatDate } from '../format';
import { printRegistroPatronal } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { dateTime, issueDate, pair, rule, sealNoise, space, stacked, text, time, title } from './common';
import { infonavitOpinionEighth, infonavitOpinionEighthDocument } from './eighth/infonavitopinion';
import { infonavitOpinionNinth, infonavitOpinionNinthDocument } from './ninth/infonavitopinion';
import { infonavitOpinionTenth, infonavitOpinionTenthDocument } from './tenth/infonavitopinion';
import { infonavitOpinionEleventh, infonavitOpinionEleventhDocument } from './eleventh/infonavitopinion';
import { infonavitOpinionTwelfth, infonavitOpinionTwelfthDocument } from './twelfth/infonavitopinion';
import { infonavitOpinionThirteenth, infonavitOpinionThirteenthDocument } from './thirteenth/infonavitopinion';
import { infonavitOpinionFourteenth, infonavitOpinionFourteenthDocument } from './fourteenth/infonavitopinion';
import { infonavitOpinionFifteenth, infonavitOpinionFifteenthDocument } from './fifteenth/infonavitopinion';
import { infonavitOpinionSixteenth, infonavitOpinionSixteenthDocument } from './sixteenth/infonavitopinion';
import { infonavitOpinionSeventeenth, infonavitOpinionSeventeenthDocument } from './seventeenth/infonavitopinion';
import { infonavitOpinionEighteenth, infonavitOpinionEighteenthDocument } from './eighteenth/infonavitopinion';
import { infonavitOpinionNineteenth, infonavitOpinionNineteenthDocument } from './nineteenth/infonavitopinion';
import { infonavitOpinionTwentieth, infonavitOpinionTwentiethDocument } from './twentieth/infonavitopinion';
import { infonavitOpinionTwentyfirst, infonavitOpinionTwentyfirstDocument } from './twentyfirst/infonavitopinion';
import { infonavitOpinionTwentysecond, infonavitOpinionTwentysecondDocument } from './twentysecond/infonavitopinion';
import { infonavitOpinionTwentythird, infonavitOpinionTwentythirdDocument } from './twentythird/infonavitopinion';
import { infonavitOpinionTwentyfourth, infonavitOpinionTwentyfourthDocument } from './twentyfourth/infonavitopinion';
import { infonavitOpinionTwentyfifth, infonavitOpinionTwentyfifthDocument } from './twentyfifth/infonavitopinion';
import { infonavitOpinionTwentysixth, infonavitOpinionTwentysixthDocument } from './twentysixth/infonavitopinion';
import { infonavitOpinionTwentyseventh, infonavitOpinionTwentyseventhDocument } from './twentyseventh/infonavitopinion';
import { infonavitOpinionTwentyeighth, infonavitOpinionTwentyeighthDocument } from './twentyeighth/infonavitopinion';
import { infonavitOpinionTwentyninth, infonavitOpinionTwentyninthDocument } from './twentyninth/infonavitopinion';
import { infonavitOpinionThirtieth, infonavitOpinionThirtiethDocument } from './thirtieth/infonavitopinion';
import { infonavitOpinionThirtyfirst, infonavitOpinionThirtyfirstDocument } from './thirtyfirst/infonavitopinion';
import { infonavitOpinionThirtysecond, infonavitOpinionThirtysecondDocument } from './thirtysecond/infonavitopinion';
import { infonavitOpinionThirtythird, infonavitOpinionThirtythirdDocument } from './thirtythird/infonavitopinion';
import { infonavitOpinionThirtyfourth, infonavitOpinionThirtyfourthDocument } from './thirtyfourth/infonavitopinion';

export const mxinfonavitopinion: TypeLayout = {
  code: 'mxinfonavitopinion',
  cadence: 'monthly',
  variants: ['constancia-clasica', 'resumen-columnas', 'parrafo-fecha-larga'],
  fourth: 'tabla-patron-estatus',
  fifth: 'carta-oficina-puntos-guia',
  sixth: 'copia-etiquetas-apiladas-fecha-dia',
  seventh: 'resultado-fila-cinco-columnas-empresa',
  eighth: infonavitOpinionEighth,
  ninth: infonavitOpinionNinth,
  tenth: infonavitOpinionTenth,
  eleventh: infonavitOpinionEleventh,
  twelfth: infonavitOpinionTwelfth,
  thirteenth: infonavitOpinionThirteenth,
  fourteenth: infonavitOpinionFourteenth,
  fifteenth: infonavitOpinionFifteenth,
  sixteenth: infonavitOpinionSixteenth,
  seventeenth: infonavitOpinionSeventeenth,
  eighteenth: infonavitOpinionEighteenth,
  nineteenth: infonavitOpinionNineteenth,
  twentieth: infonavitOpinionTwentieth,
  twentyfirst: infonavitOpinionTwentyfirst,
  twentysecond: infonavitOpinionTwentysecond,
  twentythird: infonavitOpinionTwentythird,
  twentyfourth: infonavitOpinionTwentyfourth,
  twentyfifth: infonavitOpinionTwentyfifth,
  twentysixth: infonavitOpinionTwentysixth,
  twentyseventh: infonavitOpinionTwentyseventh,
  twentyeighth: infonavitOpinionTwentyeighth,
  twentyninth: infonavitOpinionTwentyninth,
  thirtieth: infonavitOpinionThirtieth,
  thirtyfirst: infonavitOpinionThirtyfirst,
  thirtysecond: infonavitOpinionThirtysecond,
  thirtythird: infonavitOpinionThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: infonavitOpinionThirtyfourth,
  build({ rng, supplier, period, variant }) {
    const date = issueDate(rng, period);
    const hhmm = time(rng);
    const positive = !rng.chance(0.15);
    const resultado = positive ? 'POSITIVA' : 'NEGATIVA';
    const folio = `INF${date.slice(2, 4)}${rng.chars(2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}${rng.digits(8)}`;
    const rp = supplier.registroPatronal;
    const truth: Record<string, string> = { folio, rfc: supplier.rfc, nrp: rp, nombre: supplier.name, resultado };
    if (variant === 33) return infonavitOpinionThirtyfourthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 32) return infonavitOpinionThirtythirdDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 31) return infonavitOpinionThirtysecondDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 30) return infonavitOpinionThirtyfirstDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 29) return infonavitOpinionThirtiethDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 28) return infonavitOpinionTwentyninthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 27) return infonavitOpinionTwentyeighthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 26) return infonavitOpinionTwentyseventhDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 25) return infonavitOpinionTwentysixthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 24) return infonavitOpinionTwentyfifthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 23) return infonavitOpinionTwentyfourthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 22) return infonavitOpinionTwentythirdDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 21) return infonavitOpinionTwentysecondDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 20) return infonavitOpinionTwentyfirstDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 19) return infonavitOpinionTwentiethDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 18) return infonavitOpinionNineteenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 17) return infonavitOpinionEighteenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 16) return infonavitOpinionSeventeenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 15) return infonavitOpinionSixteenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 14) return infonavitOpinionFifteenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 13) return infonavitOpinionFourteenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 12) return infonavitOpinionThirteenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 11) return infonavitOpinionTwelfthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 10) return infonavitOpinionEleventhDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 9) return infonavitOpinionTenthDocument({ rng, supplier, truth, date, positive, folio });
    if (variant === 8) return infonavitOpinionNinthDocument({ rng, supplier, truth, date, hhmm, positive, folio });
    if (variant === 7) return infonavitOpinionEighthDocument({ rng, supplier, truth, date, positive, folio });
    const blocks: Block[] = [text('Instituto del Fondo Nacional de la Vivienda para los Trabajadores', { bold: true, size: 9 }), text('INFONAVIT', { size: 14, bold: true, align: 'right' }), space(6)];
    if (variant === 6) {
      // The employers' portal's result screen: one five-column row (folio, NRP with spaces, RFC, date '03/MAR/2026',
      // result with its reason), the company after 'Empresa'.
      truth.fechaEmision = date;
      blocks.push(title('Resultado de la consulta de cumplimiento', 12), space(6), text(`Empresa: ${supplier.name}`), space(4));
      blocks.push({ t: 'table', headers: ['Folio', 'NRP', 'RFC', 'Fecha', 'Opinión'], rows: [[folio, `${rp.slice(0, 3)} ${rp.slice(3, 8)} ${rp.slice(8, 10)} ${rp.slice(10)}`, supplier.rfc, formatDate(date, 'monSlashUpper'), positive ? 'POSITIVA (sin adeudos)' : 'NEGATIVA (con adeudos)']], widths: [1.8, 1.5, 1.5, 1.1, 1.6], size: 8 });
    } else if (variant === 5) {
      // A notary's copy: labels in capitals above their values, the date with its weekday, the result with its reason.
      truth.fechaEmision = date;
      blocks.push(title('Copia de la constancia de cumplimiento patronal', 12), space(8));
      blocks.push(...stacked('Número de folio', folio), ...stacked('Nombre del patrón', supplier.name), ...stacked('RFC del patrón', supplier.rfc), ...stacked('Registro patronal (NRP)', printRegistroPatronal(rp, false)), ...stacked('Fecha de impresión', formatDate(date, 'weekday')));
      blocks.push(space(4), text(`Opinión: ${positive ? 'Positiva (sin adeudos)' : 'Negativa (con adeudos)'}`, { bold: true }));
    } else if (variant === 4) {
      // A regional office's letter: place and date first, dotted leaders between labels and values.
      truth.fechaEmision = date;
      blocks.push(text(`${supplier.address.municipio}, ${supplier.address.entidad}, a ${formatDate(date, 'longDel')}`, { align: 'right', size: 9 }), space(8));
      blocks.push(title('Opinión de cumplimiento de obligaciones patronales', 12), space(6), text('A quien corresponda:'), space(4));
      blocks.push(text(`Folio ........................ ${folio}`), text(`Patrón ....................... ${supplier.name}`), text(`R.F.C. ....................... ${supplier.rfc}`), text(`N.R.P. ....................... ${printRegistroPatronal(rp, true)}`));
      blocks.push(text(`Resultado de la opinión ...... ${positive ? 'Positiva' : 'Negativa'}`, { bold: true }), space(4));
      blocks.push(text(`Se extiende la presente a petición del interesado; el patrón ${positive ? 'no presenta' : 'presenta'} adeudos por aportaciones y amortizaciones a la fecha de su emisión.`));
    } else     if (variant === 3) {
      // A regional office's print: NRP and RFC in a two-row table, the date with dots, the result as a status.
      truth.fechaEmision = date;
      blocks.push(title('Constancia de cumplimiento de obligaciones patronales', 12), space(8));
      blocks.push(pair('Patrón', supplier.name, 'below'));
      blocks.push({ t: 'table', headers: ['NRP', 'R.F.C.', 'Fecha de expedición'], rows: [[printRegistroPatronal(rp, false), supplier.rfc, formatDate(date, 'dots')]], widths: [1.6, 1.6, 1.6] });
      blocks.push(space(4), text(`Folio No. ${folio}`), text(`Estatus de la opinión: ${positive ? 'Positiva' : 'Negativa'} (${positive ? 'sin adeudos' : 'con adeudos'})`, { bold: true }));
    } else if (variant === 0) {
      truth.fechaEmision = date;
      blocks.push(title('CONSTANCIA DE SITUACIÓN FISCAL', 13), text('Opinión de cumplimiento de obligaciones en materia de aportaciones y amortizaciones', { align: 'center', size: 9 }), space(10));
      blocks.push(pair('Folio:', folio, 'inline'), pair('Fecha de emisión:', formatDate(date, 'slash'), 'inline'), pair('Número de Registro Patronal:', printRegistroPatronal(rp, true), 'inline'));
      blocks.push(pair('RFC:', supplier.rfc, 'inline'), pair('Razón social:', supplier.name, 'inline'), space(6));
      blocks.push(pair('Situación:', positive ? 'SIN ADEUDO' : 'CON ADEUDO', 'inline'), pair('Opinión:', resultado, 'inline'));
    } else if (variant === 1) {
      truth.fechaEmision = dateTime(date, hhmm);
      blocks.push(title('Constancia de Situación Fiscal del Patrón', 13), space(10));
      blocks.push(pair('NRP', rp, 'tab', 180), pair('Registro Federal de Contribuyentes', supplier.rfc, 'tab', 180), pair('Nombre o razón social', supplier.name, 'tab', 180));
      blocks.push(pair('Folio de la constancia', folio, 'tab', 180), pair('Fecha y hora de emisión', `${formatDate(date, 'iso')} ${hhmm}`, 'tab', 180), pair('Resultado', resultado, 'tab', 180));
    } else {
      truth.fechaEmision = date;
      blocks.push(title('Constancia de situación fiscal', 13), space(8));
      blocks.push(
        text(
          `El Infonavit hace constar que, a la fecha de emisión de este documento, el patrón ${supplier.name}, con Registro Federal de Contribuyentes ${supplier.rfc} y Número de Registro Patronal ${rp}, ${positive ? 'no tiene adeudos registrados por concepto de aportaciones patronales y amortizaciones de créditos' : 'tiene adeudos registrados por concepto de aportaciones patronales y amortizaciones de créditos'}, por lo que su opinión de cumplimiento es ${resultado}.`,
        ),
        space(6),
        pair('Folio', folio, 'below'),
        text(`Se expide la presente el ${formatDate(date, 'longUpper')}.`),
      );
    }
    blocks.push(space(10), rule, text('La presente constancia tiene una vigencia de 30 días naturales a partir de su fecha de emisión.', { size: 8 }), text(`Cadena de verificación: ${sealNoise(rng, 80)}`, { size: 7 }));
    return {
      blocks,
      truth,
      style: { margin: 52, baseSize: 10, footer: () => 'Infonavit · Barranca del Muerto 280, Col. Guadalupe Inn, Ciudad de México · infonavit.org.mx' },
      title: 'Constancia de situación fiscal INFONAVIT',
      producer: 'Portal Empresarial Infonavit',
      date,
    };
  },
};
